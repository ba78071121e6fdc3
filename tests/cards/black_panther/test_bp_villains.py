"""Killmonger's League and the Enemies of Wakanda: each Villain's Ambush, Fight, Escape and Attack."""

from __future__ import annotations

from bp_helpers import HQ5, give_wounds, option_labels, villain_at, wounds

from legendary_desktop.engine import values
from legendary_desktop.engine.positions import answer, names, position, put

LEAGUE = ["Killmonger's League"]  # the set is in the game, so its Wound-instead action is offered

FULL_CITY = {s: "Hand Ninjas" for s in ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")}
AGENTS = ["S.H.I.E.L.D. Agent"] * 12


def reveal_next_turn(g, name: str) -> None:  # type: ignore[no-untyped-def]
    """Put a card on the Villain Deck and end player 0's turn: player 1 reveals it."""
    put(g, name, "villain_deck")
    answer(g, "end")


# ------------------------------------------------------------------ Killmonger's League


def test_preyy_ambush_wounds_come_off_enemies_and_instinct_is_spared() -> None:
    g = position(deck=AGENTS, hands={1: ["Keen Senses"]})
    give_wounds(g, g.mastermind_card, 2)
    reveal_next_turn(g, "Preyy")
    assert names(g, g.players[0].discard).count("Wound") == 1 and names(g, g.players[1].discard) == []
    assert wounds(g, g.mastermind_card) == 1


def test_preyy_is_wounded_for_a_card_then_fought_at_zero() -> None:
    g = position(city={"Sewers": "Preyy"}, attack=6, deck=AGENTS, villains=LEAGUE)
    preyy = villain_at(g, "Sewers")
    assert f"fight:{preyy}" not in option_labels(g)
    hand = len(g.players[0].hand)
    for _ in range(3):
        answer(g, f"wound:{preyy}")
    assert len(g.players[0].hand) == hand + 3 and values.enemy_attack(g, preyy) == 0
    answer(g, f"fight:{preyy}")
    assert names(g, g.players[0].victory_pile) == ["Preyy"]


def test_malice_ambush_takes_one_wound_off_each_enemy() -> None:
    g = position(city={"Bank": "Hand Ninjas"})
    ninjas = villain_at(g, "Bank")
    give_wounds(g, g.mastermind_card, 2)
    give_wounds(g, ninjas, 1)
    reveal_next_turn(g, "Malice")
    assert wounds(g, g.mastermind_card) == 1 and wounds(g, ninjas) == 0


def test_malice_wounded_rescues_a_bystander() -> None:
    g = position(city={"Sewers": "Malice"}, attack=4, villains=LEAGUE)
    answer(g, f"wound:{villain_at(g, 'Sewers')}")
    assert names(g, g.players[0].victory_pile) == ["Bystander"] and g.turn.attack == 0


def test_baron_macabre_brings_back_a_villain_and_wounds_himself_by_its_vp() -> None:
    g = position()
    put(g, "Jakarra", "victory_pile", player=1)
    reveal_next_turn(g, "Baron Macabre")
    jakarra, baron = villain_at(g, "Sewers"), villain_at(g, "Bank")
    assert g.name(jakarra) == "Jakarra" and g.name(baron) == "Baron Macabre"
    assert wounds(g, jakarra) == 1 and wounds(g, baron) == 3 and values.enemy_attack(g, baron) == 2
    assert g.players[1].victory_pile == []


def test_venomm_ambush_players_may_discard_to_wound_him_again() -> None:
    g = position(hands={1: ["Keen Senses", "Keen Senses"]})
    reveal_next_turn(g, "Venomm")
    venomm = villain_at(g, "Sewers")
    assert wounds(g, venomm) == 1
    answer(g, "yes")  # player 1 discards
    answer(g, "no")  # player 0 keeps their hand
    assert wounds(g, venomm) == 2 and values.enemy_attack(g, venomm) == 7
    assert names(g, g.players[1].discard) == ["Keen Senses"]


def test_venomm_escape_divides_his_wounds_among_players() -> None:
    g = position(city=FULL_CITY)
    venomm = put(g, "Venomm", "city:Bridge")
    give_wounds(g, venomm, 3)
    reveal_next_turn(g, "Hand Ninjas")  # pushes Venomm out
    assert venomm in g.escape_pile
    answer(g, g.pending.options[0].label)  # the escape KOs an HQ Hero
    # 3 Wounds for 2 players: one each, and player 1 (active) chooses who takes the third.
    answer(g, "to:0")
    assert names(g, g.players[0].discard).count("Wound") == 2
    assert names(g, g.players[1].discard).count("Wound") == 1


# ------------------------------------------------------------------ Enemies of Wakanda


def test_nightshade_empowered_by_tech_and_pays_recruit() -> None:
    g = position(city={"Sewers": "Nightshade"}, hq=["Kimoyo Beads", "Cloaking Tech Ambush", "Hurricane Winds",
                                                    "Hurricane Winds", "Hurricane Winds"], attack=5)
    nightshade = villain_at(g, "Sewers")
    assert values.enemy_attack(g, nightshade) == 3 + 2
    answer(g, f"fight:{nightshade}")
    assert g.turn.recruit == 2 and g.turn.attack == 0


def test_jakarra_empowered_by_strength_kos_one_of_your_heroes() -> None:
    g = position(city={"Sewers": "Jakarra"}, hq=["Heart-Shaped Herb", "Hurricane Winds", "Hurricane Winds",
                                                 "Hurricane Winds", "Hurricane Winds"], attack=5,
                 hand=["Keen Senses", "S.H.I.E.L.D. Agent"])
    jakarra = villain_at(g, "Sewers")
    assert values.enemy_attack(g, jakarra) == 5
    answer(g, f"fight:{jakarra}")
    answer(g, "Keen Senses")
    assert "Keen Senses" in names(g, g.ko_pile)


def test_tetu_ambush_and_fight_bottom_a_hero_not_empowering_enemies_of_wakanda() -> None:
    g = position(city={"Bank": "Jakarra"}, hq=["Kimoyo Beads", "Heart-Shaped Herb", "Keen Senses",
                                               "Hurricane Winds", "Hurricane Winds"])
    keen = g.hq[2]
    reveal_next_turn(g, "Tetu")
    # Kimoyo Beads (Ranged, Tetu) and Heart-Shaped Herb (Strength, Jakarra) Empower: not offered.
    assert {g.name(o.card) for o in g.pending.options if o.card is not None} == {"Keen Senses", "Hurricane Winds"}
    answer(g, "Keen Senses")
    assert g.hero_deck[0] == keen
    g = position(city={"Sewers": "Tetu"}, attack=10, hq=["Kimoyo Beads", "Kimoyo Beads", "Kimoyo Beads",
                                                         "Kimoyo Beads", "Keen Senses"])
    tetu = villain_at(g, "Sewers")
    assert values.enemy_attack(g, tetu) == 4 + 4
    answer(g, f"fight:{tetu}")
    # Tetu is in the Victory Pile now: nothing is Empowering an Enemy of Wakanda, every HQ Hero qualifies.
    assert len(g.pending.options) == 5


def test_zenzi_captures_a_bystander_per_instinct_hero() -> None:
    g = position(hq=["Keen Senses", "Keen Senses", "To My Last Breath", "Hurricane Winds", "Hurricane Winds"])
    reveal_next_turn(g, "Zenzi")
    occ = g.city[0]
    assert occ is not None and g.name(occ.card) == "Zenzi" and len(occ.bystanders) == 3
    assert values.enemy_attack(g, occ.card) == 5 + 3


def test_reverend_achebe_escapes_as_a_scheme_twist() -> None:
    g = position(city=FULL_CITY, hq=HQ5)
    achebe = put(g, "Reverend Achebe", "city:Bridge")
    assert values.enemy_attack(g, achebe) == 6 + 5
    reveal_next_turn(g, "Hand Ninjas")
    assert g.twists_played == 1 and achebe not in g.escape_pile
