"""The set's keywords, one scenario per rule and edge case of the rules insert."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import heist_count
from legendary_desktop.engine import attachments, mastermind, values
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.positions import answer, assert_conserved, clear, names, play, put
from legendary_desktop.engine.table import BANK, ROOFTOPS, SEWERS

from .kit import next_turn_reveals, options, pos, rescue, texts

# ------------------------------------------------------------------------ Heist


def test_heist_count_uses_printed_costs_and_ignores_zero() -> None:
    """Heist Count: different non-zero printed costs; 4* (Size-Changing) and 4 are one cost."""
    g = pos(hand=["Petty Larceny", "Anticipate", "Shocking Support", "S.H.I.E.L.D. Agent"])
    for name in ("Petty Larceny", "Anticipate", "Shocking Support", "S.H.I.E.L.D. Agent"):
        play(g, name)
    assert heist_count(g) == 2


def test_heist_count_counts_the_heroes_in_hand_as_well_as_those_played() -> None:
    """"All your Heroes this turn" (the core rules' "your Heroes"): hand and played, each cost once."""
    hand = ["Hitch a Ride", "Look Out for the Little Guy!", "Shrink Away", "Bug Swarm", "Follow My Lead"]
    g = pos(hand=hand, city={"Sewers": "Sonny Burch's Goons"}, attack=4)
    answer(g, "Fight Sonny Burch's Goons (Sewers)")  # a Heist ability, nothing played yet
    assert "Attempt a Heist (count 4)" in texts(g)
    play(g, "Hitch a Ride")  # cost 2 moves from hand to played; Follow My Lead (2) is the same cost
    assert heist_count(g) == 4
    put(g, "Wound", "hand")  # no cost
    assert heist_count(g) == 4
    put(g, "Tiny Little Risk", "hand", player=1)  # only the active player's own cards count
    assert heist_count(g) == 4


def test_heist_higher_uses_every_heist_effect_in_your_order_first() -> None:
    """Count above the top card's VP: every Heist effect, in the player's order, before anything else."""
    g = pos(hand=["Petty Larceny", "Shocking Support"])
    play(g, "Petty Larceny")
    play(g, "Shocking Support")
    put(g, "Bystander", "villain_deck")  # 1 VP; count is 2
    answer(g, "heist")
    assert g.pending is not None and g.pending.kind != "action"  # the Heist effects come first
    assert sorted(texts(g)) == ["Petty Larceny", "Shocking Support"]
    answer(g, "Shocking Support")
    assert (g.turn.recruit, g.turn.attack) == (1 + 2, 2 + 2)
    assert g.villain_deck[-1] is not None and names(g, g.villain_deck[-1:]) == ["Bystander"]  # revealed, stays


def test_heist_tie_does_nothing() -> None:
    """Count equal to the VP: it all went sideways — no effects, no Wound."""
    g = pos(hand=["Petty Larceny"])
    play(g, "Petty Larceny")
    put(g, "Bystander", "villain_deck")  # 1 VP, count 1
    answer(g, "heist")
    assert g.turn.recruit == 1
    assert "Wound" not in names(g, g.players[0].discard)


def test_heist_lower_gains_a_wound() -> None:
    """Count below the VP: the crew is caught, the player gains a Wound and no effect happens."""
    g = pos(hand=["Petty Larceny"])
    play(g, "Petty Larceny")
    put(g, "Sonny Burch", "villain_deck")  # 4 VP
    answer(g, "heist")
    assert g.turn.recruit == 1
    assert names(g, g.players[0].discard) == ["Wound"]


def test_heist_once_per_turn_and_late_cards_miss_out() -> None:
    """One Heist attempt a turn; a Heist card played after it is too late."""
    g = pos(hand=["Petty Larceny", "Shocking Support"])
    play(g, "Petty Larceny")
    put(g, "Scheme Twist", "villain_deck")  # 0 VP
    answer(g, "heist")
    assert g.turn.recruit == 3
    play(g, "Shocking Support")
    assert g.turn.attack == 2
    assert "heist" not in options(g)


def test_no_heist_without_a_heist_card() -> None:
    g = pos(hand=["Anticipate"])
    play(g, "Anticipate")
    assert "heist" not in options(g)


def test_heist_of_a_fought_villain() -> None:
    """A Villain's "Fight: Heist" counts as a Heist effect of an enemy fought this turn."""
    g = pos(hand=["Petty Larceny"], city={"Bank": "Sonny Burch's Goons"}, attack=4)
    answer(g, "Fight Sonny Burch's Goons (Bank)")
    play(g, "Petty Larceny")
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")
    answer(g, "Sonny Burch's Goons")
    assert g.turn.recruit == 1 + 2 + 2


def test_heist_with_an_empty_villain_deck_beats_zero() -> None:
    g = pos(hand=["Petty Larceny"])
    clear(g, g.villain_deck)
    play(g, "Petty Larceny")
    answer(g, "heist")
    assert g.turn.recruit == 3


# ---------------------------------------------------------------- Double-Cross


def test_double_cross_discards_one_of_the_highest_cost_doubles() -> None:
    """Costs 0,0,4,4,4,6: one of the 4-cost cards is discarded (the player picks which)."""
    hand = ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Shocking Support", "Anticipate", "Prepare for War", "Quaz"]
    g = pos(hands={1: hand})
    next_turn_reveals(g, "Goliath")  # Ambush: Goliath Double-Crosses each player
    assert g.pending is not None and g.pending.player == 1
    assert sorted(texts(g)) == ["Anticipate", "Prepare for War", "Shocking Support"]
    answer(g, "Anticipate")
    assert "Anticipate" in names(g, g.players[1].discard)
    assert sorted(names(g, g.players[1].hand)) == sorted(set(hand) - {"Anticipate"})
    assert_conserved(g)


def test_double_cross_without_doubles_does_nothing() -> None:
    hand = ["S.H.I.E.L.D. Agent", "Petty Larceny", "Anything for Cassie", "Prepare for War", "Quaz"]
    g = pos(hands={1: hand})
    next_turn_reveals(g, "Goliath")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert sorted(names(g, g.players[1].hand)) == sorted(hand)


# --------------------------------------------------------------------- Explore


def test_explore_puts_a_hero_under_and_one_of_the_top_two_fills_the_space() -> None:
    g = pos(hand=["Prepare for War"], hq=["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"])
    put(g, "Revolutionary Anthem", "hero_deck")
    put(g, "Giant-Man", "hero_deck")  # top
    put(g, "Flitting Sting", "played")  # Ranged
    play(g, "Prepare for War")
    answer(g, "Veb")
    answer(g, "Revolutionary Anthem")  # the Found Hero, 4 Attack
    assert names(g, [g.hq[1]]) == ["Revolutionary Anthem"]
    assert names(g, g.hero_deck[:2]) == ["Giant-Man", "Veb"]  # both under the deck
    assert g.turn.attack == 2 + 4  # (Flitting Sting was only placed, not played)
    assert_conserved(g)


def test_explore_with_an_empty_hero_deck_finds_the_hero_put_under() -> None:
    """Short deck: the Hero put under is the only card left, so it is found again."""
    g = pos(hand=["Prepare for War"], hq=["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"])
    clear(g, g.hero_deck)
    put(g, "Flitting Sting", "played")
    play(g, "Prepare for War")
    answer(g, "Quaz")
    assert names(g, [g.hq[0]]) == ["Quaz"]
    assert g.hero_deck == []
    assert g.turn.attack == 2 + 2


# -------------------------------------------------------------- Ambush Schemes


def test_ambush_scheme_goes_beside_the_scheme_and_ambushes() -> None:
    g = pos()
    next_turn_reveals(g, "High-Speed Car Chase")
    chase = [c for c in g.held[g.scheme_card]["Other Schemes"]]
    assert names(g, chase) == ["High-Speed Car Chase"]
    assert names(g, g.held[chase[0]]["Dangerous Stunts"]) == ["Wound", "Wound"]
    assert all(occ is None for occ in g.city)  # not a Villain: it doesn't enter the city


def test_a_second_ambush_scheme_is_kod_and_another_card_is_played() -> None:
    g = pos()
    next_turn_reveals(g, "High-Speed Car Chase")
    next_turn_reveals(g, "Bystander", "Hydra Arms Dealer", "Take Over Pym Technologies")
    assert "Take Over Pym Technologies" in names(g, g.ko_pile)
    assert names(g, [occ.card for occ in g.city if occ is not None]) == ["Hydra Arms Dealer"]
    assert_conserved(g)


def test_each_twist_runs_every_scheme_in_the_players_order() -> None:
    g = pos(players=2)
    next_turn_reveals(g, "Take Over Pym Technologies")  # captures 3 Scientists
    next_turn_reveals(g, "Scheme Twist")
    assert sorted(texts(g)) == sorted(["Take Over Pym Technologies", g.scheme.name])
    answer(g, "Take Over Pym Technologies")
    pym = g.held[g.scheme_card]["Other Schemes"][0]
    assert len(g.held[pym]["Pym Tech Scientists"]) == 4
    assert g.twists_played == 1


def test_defeating_an_ambush_scheme_scores_its_vp() -> None:
    """Take Over Pym Technologies: rescue the last Scientist to defeat it into your Victory Pile (2 VP)."""
    from legendary_desktop.engine.scoring import victory_points

    g = pos(players=2)
    next_turn_reveals(g, "Take Over Pym Technologies")
    pym = g.held[g.scheme_card]["Other Schemes"][0]
    scientists = g.held[pym]["Pym Tech Scientists"]
    g.ko_pile += scientists[:2]  # keep the test short: one Scientist left
    del scientists[:2]
    g.turn.recruit = 3
    g.refresh()
    answer(g, "scientist:pay")
    assert "Take Over Pym Technologies" in names(g, g.players[1].victory_pile)
    assert g.held[g.scheme_card].get("Other Schemes") == []
    assert victory_points(g, 1) == 2 + 1
    assert_conserved(g)


# ------------------------------------------------------------------- Conqueror


def test_conqueror_counts_the_villain_itself() -> None:
    """"Rooftops Conqueror 2" applies while any Villain, itself too, is on the Rooftops."""
    g = pos(city={"Rooftops": "Troop Ships of Kang"})
    occ = g.city[ROOFTOPS]
    assert occ is not None
    assert values.occupant_attack(g, occ, ROOFTOPS) == 4 + 2
    g2 = pos(city={"Bank": "Troop Ships of Kang"})
    occ2 = g2.city[BANK]
    assert occ2 is not None and values.occupant_attack(g2, occ2, BANK) == 4


def test_hero_conqueror_needs_a_villain_in_that_space() -> None:
    g = pos(hand=["Xolum", "Xolum"], city={"Bridge": "Hydra Arms Dealer"})
    play(g, "Xolum")
    assert g.turn.attack == 3
    g2 = pos(hand=["Xolum"])
    play(g2, "Xolum")
    assert g2.turn.attack == 2


# ------------------------------------------------------------------- Transform


def test_master_strike_transforms_without_a_second_strike() -> None:
    g = pos(mastermind="Darren Cross", hands={1: ["S.H.I.E.L.D. Agent"] * 6})
    assert g.mm.name == "Darren Cross"
    next_turn_reveals(g, "Master Strike")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert g.mm.name == "Yellowjacket"
    assert mastermind.other_side_up(g)
    assert "Wound" not in names(g, g.players[1].discard)  # Yellowjacket's Strike did not also happen


# ---------------------------------------------------------------- Size-Changing


def test_size_changing_costs_2_less_after_a_card_of_its_class() -> None:
    g = pos(hand=["Antagonize"], hq=["Anticipate", "Quaz", "Veb", "Mystics", "Xolum"])
    anticipate = g.hq[0]
    assert anticipate is not None
    assert values.hero_cost(g, anticipate) == 4
    put(g, "Master Physicist", "played")  # Tech
    assert values.hero_cost(g, anticipate) == 2
    assert values.hero_cost(g, g.hq[4]) == 5  # Xolum has no Size-Changing


def test_microscopic_caps_at_its_icons_and_can_pay_you() -> None:
    """Microscopic ×2: 2 less per Covert card up to two; below 0 the rest is paid to you as Recruit."""
    g = pos(hq=["Subatomic Size", "Quaz", "Veb", "Mystics", "Xolum"])
    sub = g.hq[0]
    assert sub is not None
    for _ in range(3):
        put(g, "Hitch a Ride", "played")
    assert values.hero_cost(g, sub) == 2 - 4
    g.refresh()
    answer(g, f"recruit:{sub}")
    assert g.turn.recruit == 2


def test_only_microscopic_may_pay_out_a_cost_below_zero_with_poison_lakes_wounds() -> None:
    """Poison Lakes' Wounds take Subatomic Size (Microscopic Covert ×2) below 0: the rest is paid as Recruit;
    plain Size-Changing Flitting Sting with Wounds stops at 0 (a cost pays out only when the card says so)."""
    g = pos(scheme="Poison Lakes with Nanite Microbots",
            hq=["Subatomic Size", "Flitting Sting", "Veb", "Mystics", "Xolum"])
    sub, sting = g.hq[0], g.hq[1]
    assert sub is not None and sting is not None
    for holder, n in ((sub, 1), (sting, 3)):
        for _ in range(n):
            attachments.attach(g, holder, attachments.WOUNDS, g.wound_stack[-1])
    for name in ("Hitch a Ride", "Hitch a Ride", "Flitting Sting"):  # two Covert, one Ranged
        put(g, name, "played")
    assert values.hero_cost(g, sting) == 0  # 3 - 2 - 3, never below 0
    assert values.hero_cost(g, sub) == 2 - 4 - 1
    g.refresh()
    answer(g, f"recruit:{sub}")
    while g.pending is not None and g.pending.kind != "action":  # who gets the Wounds
        answer(g, g.pending.options[0].label)
    assert g.turn.recruit == 3
    answer(g, f"recruit:{sting}")
    while g.pending is not None and g.pending.kind != "action":  # who gets the Wounds
        answer(g, g.pending.options[0].label)
    assert g.turn.recruit == 3


def test_size_changing_villain_stops_at_zero() -> None:
    """Microscopic Villains are fought for less, but never below 0 Attack."""
    g = pos(city={"Sewers": "Yellowjacket Prototype"})
    for _ in range(5):
        put(g, "Antagonize", "played")  # Instinct
    occ = g.city[SEWERS]
    assert occ is not None
    assert values.occupant_attack(g, occ, SEWERS) == 9 - 8
    assert values.occupant_attack(g, occ, SEWERS, fighting=False) == 9


# ---------------------------------------------------------------------- Antics


def test_antics_counts_hand_played_and_itself() -> None:
    """Antagonize (2*) + Up the Ante (1) played + Veb (2) in hand: three — Antics on."""
    g = pos(hand=["Antagonize", "Veb"])
    put(g, "Up the Ante", "played")
    play(g, "Antagonize")
    assert g.turn.attack == 1 + 2


def test_antics_is_off_with_two() -> None:
    g = pos(hand=["Antagonize", "Quaz"])
    put(g, "Up the Ante", "played")
    play(g, "Antagonize")
    assert g.turn.attack == 1


def test_rules_apply_only_in_games_with_the_set() -> None:
    from legendary_desktop.engine.positions import position

    g = position(hq=["Black Widow/Mission Accomplished"])
    assert "ant-man-and-the-wasp" not in g.setup.sets
    assert values.hero_cost(g, g.hq[0]) == 2  # type: ignore[arg-type]


def test_size_changing_changes_the_cost_only_while_recruiting() -> None:
    """The discount holds while a card of the class has been played this turn, and only then."""
    g = pos(hand=["Veb"], hq=["Antagonize", "Antagonize", "Mystics", "Xolum", "Steel Warrior"])
    first, second = g.hq[0], g.hq[1]
    assert first is not None and second is not None and values.hero_cost(g, second) == 2
    play(g, "Veb")  # Instinct
    assert values.hero_cost(g, first) == 0
    answer(g, f"recruit:{first}")
    assert g.turn.recruit == 0 and g.cards[first].cost == 2
    answer(g, "end")  # a new turn: nothing Instinct played yet
    assert values.hero_cost(g, second) == 2
    assert_conserved(g)


# ------------------------------------------------------------ found by mutation testing


def test_size_changing_ignores_cards_of_other_classes() -> None:
    """Size-Changing Tech: an Instinct card played doesn't make it cheaper."""
    g = pos(hand=["Veb"], hq=["Anticipate", "Quaz", "Mystics", "Xolum", "Steel Warrior"])
    play(g, "Veb")  # Instinct
    assert values.hero_cost(g, g.hq[0]) == 4  # type: ignore[arg-type]


def test_double_cross_goes_on_past_a_player_without_doubles() -> None:
    """Goliath Double-Crosses each player: the first (no doubles) loses nothing, the next one still does."""
    hand = ["S.H.I.E.L.D. Agent", "Petty Larceny", "Anything for Cassie", "Prepare for War", "Quaz"]
    g = pos(hands={1: hand}, deck=["Veb", "Antagonize", "Quaz", "Mystics", "Xolum", "Steel Warrior"])
    next_turn_reveals(g, "Goliath")  # player 2's turn: player 2, then player 1 (who drew the six above)
    assert g.pending is not None and g.pending.player == 0
    assert sorted(texts(g)) == ["Antagonize", "Veb"]
    answer(g, "Veb")
    assert sorted(names(g, g.players[0].hand)) == ["Antagonize", "Mystics", "Quaz", "Steel Warrior", "Xolum"]
    assert sorted(names(g, g.players[1].hand)) == sorted(hand)


def test_explore_with_no_hero_in_the_hq_does_nothing() -> None:
    g = pos(hand=["Prepare for War"])
    for i, h in enumerate(g.hq):  # every HQ Hero recruited, the Hero Deck out
        g.ko_pile.append(h)  # type: ignore[arg-type]
        g.hq[i] = None
    clear(g, g.hero_deck)
    put(g, "Flitting Sting", "played")  # Ranged
    play(g, "Prepare for War")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.turn.attack == 2
    assert g.events[-1].kind == "explore" and "no Hero in the HQ" in g.events[-1].text
    assert_conserved(g)


def test_the_found_hero_enters_the_hq_so_its_hero_ambush_happens() -> None:
    """Explore fills the HQ space with the Found Hero: it enters the HQ, so a Black Panther Hero Ambush
    ("Tech Ambush: draw a card") is offered."""
    g = pos(heroes=("Ant-Man", "Wasp", "Cassie Lang", "Janet van Dyne", "Princess Shuri"),
            hand=["Prepare for War", "Master Physicist"], deck=["Quaz"],
            hq=["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"])
    put(g, "Revolutionary Anthem", "hero_deck")
    put(g, "Vibranium Experiments", "hero_deck")  # top
    put(g, "Flitting Sting", "played")  # Ranged
    play(g, "Prepare for War")
    answer(g, "Veb")
    answer(g, "Vibranium Experiments")
    assert g.pending is not None and "Ambush" in g.pending.prompt
    answer(g, "yes")
    assert sorted(names(g, g.players[0].hand)) == ["Master Physicist", "Quaz"]


def _special_recruit(g) -> None:  # type: ignore[no-untyped-def]
    """Defeat a Hydra Arms Dealer: +2 Recruit usable only for Heroes with an Attack icon."""
    put(g, "Hydra Arms Dealer", "city:Sewers")
    g.turn.attack += 4
    g.refresh()
    answer(g, "Fight Hydra Arms Dealer (Sewers)")


def _pools(g) -> list[int]:  # type: ignore[no-untyped-def]
    return [pool[0] for pool in g.turn.notes["pools"]]


def test_special_recruit_is_spent_a_little_at_a_time_until_used_up() -> None:
    g = pos(hq=["Up the Ante", "Up the Ante", "Mystics", "Quaz", "Xolum"])  # Up the Ante: cost 1, Attack icon
    first, second = g.hq[0], g.hq[1]
    _special_recruit(g)
    answer(g, f"pool:{first}")
    assert g.turn.recruit == 0 and _pools(g) == [1]
    assert f"pool:{second}" in options(g)
    answer(g, f"pool:{second}")
    assert g.turn.recruit == 0 and _pools(g) == [0]
    assert not [o for o in options(g) if o.startswith("pool:")]
    assert names(g, g.players[0].discard) == ["Up the Ante", "Up the Ante"]


def test_special_recruit_is_not_offered_for_a_hero_it_does_not_allow() -> None:
    """Mystics has no Attack icon: with 3 ordinary Recruit it is recruited the usual way, not with the pool."""
    g = pos(recruit=3, hq=["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    _special_recruit(g)
    mystics = g.hq[1]
    assert f"recruit:{mystics}" in options(g)
    assert f"pool:{mystics}" not in options(g)


def test_each_special_recruit_pays_only_for_the_heroes_it_allows() -> None:
    """Hitch a Ride (cost 2, no Attack icon) is paid from Young Cassie Lang's pool, not the Arms Dealer's."""
    g = pos(hand=[], hq=["Hitch a Ride", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    hitch = g.hq[0]
    _special_recruit(g)
    rescue(g, "Young Cassie Lang")
    assert _pools(g) == [2, 2]
    answer(g, f"pool:{hitch}")
    assert _pools(g) == [2, 0]
    assert g.turn.recruit == 1  # Anything for Cassie's


def test_recruiting_with_special_recruit_is_recruiting() -> None:
    """After recruiting (even with special Recruit only) you can't heal."""
    g = pos(hand=["Wound"], hq=["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    rescue(g, "Young Cassie Lang")
    assert "heal" in options(g)
    answer(g, f"pool:{g.hq[0]}")  # Veb costs 2
    assert "heal" not in options(g)


def test_a_microscopic_hero_recruited_with_special_recruit_still_pays_you() -> None:
    """Subatomic Size costs 2 - 4 after two Covert cards: recruited from the pool, the 2 below 0 are paid to you
    and the pool is untouched."""
    g = pos(hand=[], hq=["Subatomic Size", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    sub = g.hq[0]
    for _ in range(2):
        put(g, "Hitch a Ride", "played")  # Covert
    rescue(g, "Young Cassie Lang")
    assert g.turn.recruit == 1  # Anything for Cassie's
    answer(g, f"pool:{sub}")
    assert g.turn.recruit == 1 + 2 and _pools(g) == [2]
    assert "Subatomic Size" in names(g, g.players[0].discard)


def test_no_special_recruit_after_healing() -> None:
    g = pos(hand=["Wound"], hq=["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    rescue(g, "Young Cassie Lang")
    assert f"pool:{g.hq[0]}" in options(g)
    answer(g, "heal")
    assert not [o for o in options(g) if o.startswith("pool:")]


def test_defeating_a_villain_away_from_the_city_is_a_defeat_for_this_turns_triggers() -> None:
    """Impossible Trick Shot: "each time you defeat a Villain this turn" counts the Energy Shield."""
    g = pos()
    next_turn_reveals(g, "Energy Shield")
    put(g, "Impossible Trick Shot", "hand", player=1)
    play(g, "Impossible Trick Shot")
    g.turn.attack = 5
    g.refresh()
    shield = g.held[g.mastermind_card]["Energy Shield"][0]
    answer(g, f"elsewhere:{shield}")
    assert sum(g.cards[c].kind is Kind.BYSTANDER for c in g.players[1].victory_pile) == 3
    assert "Energy Shield" in names(g, g.players[1].victory_pile)


def test_a_villain_away_from_the_city_needs_enough_attack() -> None:
    g = pos()
    next_turn_reveals(g, "Energy Shield")
    shield = g.held[g.mastermind_card]["Energy Shield"][0]
    g.turn.attack = 4
    g.refresh()
    assert f"elsewhere:{shield}" not in options(g)
    g.turn.attack = 5
    g.refresh()
    assert f"elsewhere:{shield}" in options(g)


def test_no_healing_after_defeating_villains_away_from_the_city_and_in_it() -> None:
    g = pos()
    next_turn_reveals(g, "Energy Shield")
    put(g, "Wound", "hand", player=1)
    put(g, "Hydra Arms Dealer", "city:Bank")
    g.turn.attack = 5 + 4
    g.refresh()
    assert "heal" in options(g)
    answer(g, f"elsewhere:{g.held[g.mastermind_card]['Energy Shield'][0]}")
    answer(g, "Fight Hydra Arms Dealer (Bank)")
    assert "heal" not in options(g)
