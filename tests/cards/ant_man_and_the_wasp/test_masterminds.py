"""Transforming Masterminds: both sides, their Master Strikes, and each Tactic (each transforms)."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import sizes
from legendary_desktop.engine import mastermind, values
from legendary_desktop.engine.card import INSTINCT
from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.table import BANK, BRIDGE

from .kit import drain, next_turn_reveals, only_tactic, options, pos, texts

# ---------------------------------------------------------------- Darren Cross


def test_darren_cross_bank_conqueror_6() -> None:
    g = pos(mastermind="Darren Cross")
    assert values.mastermind_attack(g) == 8
    put(g, "Hydra Arms Dealer", "city:Bank")
    assert values.mastermind_attack(g) == 14


def test_darren_cross_strike_double_crosses_then_transforms() -> None:
    g = pos(mastermind="Darren Cross", hands={1: ["Veb", "Hitch a Ride", "Quaz"]})
    next_turn_reveals(g, "Master Strike")
    answer(g, "Veb")
    drain(g)
    assert names(g, g.players[1].hand) == ["Hitch a Ride", "Quaz"]
    assert g.mm.name == "Yellowjacket"


def test_yellowjacket_microscopic_tech_and_strike() -> None:
    g = pos(mastermind="Darren Cross", hands={1: ["Antagonize", "Quaz"]})
    mastermind.transform(g)
    assert values.mastermind_attack(g) == 12
    put(g, "Hydra Arms Dealer", "city:Bank")
    assert values.mastermind_attack(g) == 12  # only the face-up side counts: no Bank Conqueror now
    for _ in range(3):
        put(g, "Master Physicist", "played")
    assert values.mastermind_attack(g) == 12 - 4  # Microscopic ×2
    g.turn.played_defs.clear()
    g.ko_pile += g.turn.played
    g.turn.played.clear()
    next_turn_reveals(g, "Master Strike")
    answer(g, "Antagonize")  # discard it rather than gain a Wound
    drain(g)
    assert "Antagonize" in names(g, g.players[1].discard)
    assert "Wound" not in names(g, g.players[1].discard)
    assert g.mm.name == "Darren Cross"
    assert_conserved(g)


def test_corporate_raider() -> None:
    g = pos(mastermind="Darren Cross", hand=["Hitch a Ride", "Veb"], attack=8, city={"Sewers": "Hydra Arms Dealer"})
    only_tactic(g, "Corporate Raider")
    answer(g, "mastermind")
    # Hitch a Ride is the only Hero with a Recruit icon; the lone Villain moves into the empty Bank
    assert "Hitch a Ride" in names(g, g.ko_pile)
    assert "Veb" in names(g, g.players[0].hand)
    assert g.city[BANK] is not None
    assert g.mm.name == "Yellowjacket"


def test_protect_my_investments_sends_an_offered_villain_into_the_bank() -> None:
    g = pos(mastermind="Darren Cross", attack=8, players=3)
    put(g, "Sonny Burch", "victory_pile", player=1)
    put(g, "Hydra Arms Dealer", "victory_pile", player=2)
    put(g, "Quantumnauts", "victory_pile", player=2)  # 1 VP: can't be offered
    only_tactic(g, "Protect My Investments")
    answer(g, "mastermind")
    assert g.pending is not None and g.pending.player == 0  # each other player offered their only choice
    assert sorted(texts(g)) == ["Hydra Arms Dealer (Victory Pile)", "Sonny Burch (Victory Pile)"]
    answer(g, "Sonny Burch")
    drain(g)  # Sonny Burch's Ambush (a Double-Cross) happens as it enters
    assert names(g, [g.city[BANK].card]) == ["Sonny Burch"]  # type: ignore[union-attr]
    assert g.mm.name == "Yellowjacket"


def test_shrinking_research_budget_gives_hq_heroes_size_changing() -> None:
    g = pos(mastermind="Darren Cross", attack=8, hq=["Quaz", "Veb", "Mystics", "Xolum", "Antagonize"])
    only_tactic(g, "Shrinking Research Budget")
    answer(g, "mastermind")
    quaz, antagonize = g.hq[0], g.hq[4]
    assert quaz is not None and antagonize is not None
    assert sizes(g, antagonize) == {INSTINCT: 1}  # unchanged: it already had Size-Changing
    put(g, "Mystics", "played")  # Ranged
    assert values.hero_cost(g, quaz) == 6 - 2


def test_steal_pym_particles_shuffles_into_the_hero_deck() -> None:
    g = pos(mastermind="Darren Cross", attack=8, hands={1: ["Master Physicist", "Veb"]})
    only_tactic(g, "Steal Pym Particles")
    deck = len(g.hero_deck)
    answer(g, "mastermind")
    assert len(g.hero_deck) == deck + 1
    assert names(g, g.players[1].hand) == ["Veb"]
    assert_conserved(g)


# ------------------------------------------------------------------------ Ghost


def test_ghost_master_thief_victims_add_attack_and_can_be_recruited() -> None:
    g = pos(mastermind="Ghost, Master Thief", hq=["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"], recruit=8)
    from legendary_desktop.cards.ant_man_and_the_wasp.masterminds import kidnap

    kidnap(g, g.hq[0])  # type: ignore[arg-type]
    kidnap(g, g.hq[1])  # type: ignore[arg-type]
    assert values.mastermind_attack(g) == 8 + 2  # costs 6 and 2
    victim = g.held[g.mastermind_card]["Kidnapped Victims"][0]
    g.refresh()
    answer(g, f"victim:{victim}")  # Quaz: 6 + 2
    assert g.turn.recruit == 0
    assert "Quaz" in names(g, g.players[0].discard)
    assert_conserved(g)


def test_ghost_strike_instinct_or_discard_two_recruit_cards() -> None:
    g = pos(mastermind="Ghost, Master Thief", hands={1: ["Hitch a Ride", "S.H.I.E.L.D. Agent", "Xolum"]})
    next_turn_reveals(g, "Master Strike")
    # no Instinct Hero: discard two cards with Recruit icons (the only two)
    assert names(g, g.players[1].hand) == ["Xolum"]
    drain(g)
    assert g.mm.name == "Ghost, Intangible"


def test_ghost_intangible_needs_6_recruit_made() -> None:
    g = pos(mastermind="Ghost, Master Thief", attack=10)
    mastermind.transform(g)
    g.refresh()
    assert values.mastermind_attack(g) == 6
    assert "mastermind" not in options(g)
    g.turn.recruit_made = 6
    g.refresh()
    assert "mastermind" in options(g)


def test_ghost_intangible_strike_discard_covert_or_kidnap() -> None:
    g = pos(mastermind="Ghost, Master Thief", hands={1: ["Hitch a Ride", "Quaz"]})
    mastermind.transform(g)
    next_turn_reveals(g, "Master Strike")
    answer(g, "Quaz becomes a Kidnapped Victim")
    drain(g)
    assert names(g, g.held[g.mastermind_card]["Kidnapped Victims"]) == ["Quaz"]
    assert g.mm.name == "Ghost, Master Thief"


def _ghost_with_victim(tactic: str, **kw):  # type: ignore[no-untyped-def]
    from legendary_desktop.cards.ant_man_and_the_wasp.masterminds import kidnap

    g = pos(mastermind="Ghost, Master Thief", attack=20, **kw)
    kidnap(g, put(g, "Quaz", "discard", player=1))
    only_tactic(g, tactic)
    return g


def test_draining_quantum_energy_chamber() -> None:
    g = _ghost_with_victim("Draining Quantum Energy Chamber", hands={1: ["Mystics", "Veb"]})
    answer(g, "mastermind")  # Quaz is Ranged: Mystics shares it
    assert "Mystics" in names(g, g.ko_pile)
    assert g.mm.name == "Ghost, Intangible"


def test_elaborate_rescue_plan() -> None:
    g = _ghost_with_victim("Elaborate Rescue Plan")
    answer(g, "mastermind")
    answer(g, "Quaz")
    answer(g, "Player 2")
    assert "Quaz" in names(g, g.players[1].discard)


def test_nightmarish_wraith() -> None:
    g = _ghost_with_victim("Nightmarish Wraith")
    put(g, "Veb", "discard", player=1)
    put(g, "S.H.I.E.L.D. Agent", "discard", player=1)
    answer(g, "mastermind")
    assert sorted(names(g, g.held[g.mastermind_card]["Kidnapped Victims"])) == ["Quaz", "Veb"]


def test_shadowy_abduction() -> None:
    g = _ghost_with_victim("Shadowy Abduction", hq=["Veb", "Giant-Man", "Mystics", "Xolum", "Steel Warrior"])
    answer(g, "mastermind")
    assert "Giant-Man" in names(g, g.held[g.mastermind_card]["Kidnapped Victims"])
    assert g.hq[1] is not None and g.name(g.hq[1]) != "Giant-Man"


# ------------------------------------------------------------------------- Kang


def test_kang_sets_aside_timeline_variants_and_conquers() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror")
    variants = g.held[g.mastermind_card]["Timeline Variants"]
    assert variants and all(g.cards[v].is_villain for v in variants)
    assert g.state["timeline_variants"] not in g.setup.villains
    assert values.mastermind_attack(g) == 11
    put(g, "Hydra Arms Dealer", "city:Rooftops")
    put(g, "Hydra Arms Dealer", "city:Bridge")
    assert values.mastermind_attack(g) == 11 + 3 + 3


def test_kang_strike_then_multiverse_side() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror", hands={1: ["Giant Hug", "Veb"]})
    next_turn_reveals(g, "Master Strike")
    answer(g, "Giant Hug")
    drain(g)
    assert "Wound" not in names(g, g.players[1].discard)
    multiverse = g.held[g.mastermind_card]["Multiverse"]
    assert len(multiverse) == 1
    assert g.mm.name == "Kang, Multiverse Conqueror"
    assert values.mastermind_attack(g) == 10 + 8
    g.turn.attack = 30
    g.refresh()
    assert f"elsewhere:{multiverse[0]}" in options(g)
    mastermind.transform(g)
    g.refresh()
    assert f"elsewhere:{multiverse[0]}" not in options(g)  # only while the Multiverse side is up


def test_kang_multiverse_strike_wounds_and_sends_a_villain_into_the_city() -> None:
    from legendary_desktop.cards.ant_man_and_the_wasp.masterminds import to_multiverse

    g = pos(mastermind="Kang, Quantum Conqueror")
    mastermind.transform(g)
    to_multiverse(g)
    next_turn_reveals(g, "Master Strike")
    drain(g)
    assert all("Wound" in names(g, p.discard + p.hand + p.deck) for p in g.players)
    assert g.held[g.mastermind_card]["Multiverse"] == []
    assert sum(1 for occ in g.city if occ is not None) == 1
    assert g.mm.name == "Kang, Quantum Conqueror"


def test_conquerors_wrath() -> None:
    from legendary_desktop.cards.ant_man_and_the_wasp.masterminds import to_multiverse

    g = pos(mastermind="Kang, Quantum Conqueror", attack=30, city={"Streets": "Hydra Arms Dealer"})
    to_multiverse(g)
    only_tactic(g, "Conqueror's Wrath")
    answer(g, "mastermind")
    assert [names(g, p.discard).count("Wound") for p in g.players] == [2, 2]


def test_kangs_defiance() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror", attack=30)
    put(g, "Hydra Arms Dealer", "villain_deck")
    only_tactic(g, "Kang's Defiance")
    answer(g, "mastermind")
    answer(g, "Bridge")
    assert names(g, [g.city[BRIDGE].card]) == ["Hydra Arms Dealer"]  # type: ignore[union-attr]
    assert len(g.held[g.mastermind_card]["Multiverse"]) == 1


def test_multiversal_engine_core() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror", attack=30, hands={1: ["Veb", "Hitch a Ride", "Quaz"]})
    only_tactic(g, "Multiversal Engine Core")
    answer(g, "mastermind")
    drain(g)
    assert len(g.players[1].hand) == 2
    assert len(g.held[g.mastermind_card]["Multiverse"]) == 1


def test_the_time_sphere() -> None:
    g = pos(mastermind="Kang, Quantum Conqueror", attack=30, hands={1: ["Veb", "Quaz", "Mystics"]},
            hand=[], deck=["Xolum", "Steel Warrior"])
    only_tactic(g, "The Time Sphere")
    answer(g, "mastermind")
    answer(g, "Veb", "Quaz")
    assert names(g, g.players[1].hand) == ["Mystics"]
    assert names(g, g.players[1].deck[:2]) == ["Quaz", "Veb"]
    assert sorted(names(g, g.players[0].hand)) == ["Steel Warrior", "Xolum"]
