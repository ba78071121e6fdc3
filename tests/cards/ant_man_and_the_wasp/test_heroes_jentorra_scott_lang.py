"""Jentorra and Scott Lang, Cat Burglar Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, assert_conserved, names, play, put
from legendary_desktop.engine.table import BANK, SEWERS, STREETS

from .kit import pos

HQ = ["Quaz", "Veb", "Mystics", "Xolum", "Steel Warrior"]

# --------------------------------------------------------------------- Jentorra


def test_hit_and_run_swaps_adjacent_villains_and_instinct_gives_2() -> None:
    g = pos(hand=["Hit and Run"], city={"Sewers": "Hydra Arms Dealer", "Bank": "Sonny Burch"})
    put(g, "Veb", "played")
    play(g, "Hit and Run")
    answer(g, "Hydra Arms Dealer (Sewers)")  # the Bank is its only neighbour
    assert names(g, [g.city[BANK].card, g.city[SEWERS].card]) == ["Hydra Arms Dealer", "Sonny Burch"]  # type: ignore[union-attr]
    assert (g.turn.recruit, g.turn.attack) == (2, 2)


def test_take_the_high_ground_draws_with_empty_rooftops_and_conquers_the_bridge() -> None:
    g = pos(hand=["Take the High Ground"], deck=["Veb"], city={"Bridge": "Hydra Arms Dealer"})
    play(g, "Take the High Ground")
    assert names(g, g.players[0].hand) == ["Veb"]
    assert g.turn.attack == 2
    g2 = pos(hand=["Take the High Ground"], deck=["Veb"], city={"Rooftops": "Hydra Arms Dealer"})
    play(g2, "Take the High Ground")
    assert g2.players[0].hand == [] and g2.turn.attack == 1


def test_unite_the_oppressed_strength_sewers_conqueror() -> None:
    g = pos(hand=["Unite the Oppressed"], city={"Sewers": "Hydra Arms Dealer"})
    put(g, "Giant Hug", "played")
    play(g, "Unite the Oppressed")
    assert g.turn.attack == 4
    g2 = pos(hand=["Unite the Oppressed"], city={"Sewers": "Hydra Arms Dealer"})
    play(g2, "Unite the Oppressed")
    assert g2.turn.attack == 2


def test_find_your_courage_instinct_or_unaffiliated_found_hero() -> None:
    g = pos(hand=["Find Your Courage"], hq=HQ)
    put(g, "Flitting Sting", "hero_deck")  # Avengers, Ranged
    put(g, "Mystics", "hero_deck")  # Unaffiliated
    put(g, "Veb", "played")
    play(g, "Find Your Courage")
    answer(g, "Quaz")
    answer(g, "Mystics")
    assert g.turn.recruit == 3 + 2


def test_find_your_courage_other_found_hero_gives_nothing() -> None:
    g = pos(hand=["Find Your Courage"], hq=HQ)
    put(g, "Flitting Sting", "hero_deck")
    put(g, "Positive Ions", "hero_deck")
    put(g, "Veb", "played")
    play(g, "Find Your Courage")
    answer(g, "Quaz")
    answer(g, "Positive Ions")
    assert g.turn.recruit == 3


def test_lead_powerful_allies_adds_the_found_heroes_cost() -> None:
    g = pos(hand=["Lead Powerful Allies"], hq=HQ)
    put(g, "Hope Returns", "hero_deck")
    put(g, "Giant-Man", "hero_deck")
    put(g, "Giant Hug", "played")
    play(g, "Lead Powerful Allies")
    answer(g, "Quaz")
    answer(g, "Giant-Man")
    assert g.turn.attack == 2 + 9


def test_conquer_the_conqueror_counts_big_villains_and_tactics() -> None:
    g = pos(hand=["Conquer the Conqueror"], city={"Bridge": "Hydra Arms Dealer"})
    put(g, "Sonny Burch", "victory_pile")
    put(g, "Hydra Arms Dealer", "victory_pile")
    put(g, "Corporate Raider", "victory_pile")
    play(g, "Conquer the Conqueror")
    assert g.turn.attack == 5 + 1 + 2


# ------------------------------------------------------- Scott Lang, Cat Burglar


def _heist(g, top: str = "Scheme Twist") -> None:  # type: ignore[no-untyped-def]
    put(g, top, "villain_deck")
    answer(g, "heist")


def test_petty_larceny_and_shocking_support() -> None:
    g = pos(hand=["Petty Larceny", "Shocking Support"])
    play(g, "Petty Larceny")
    play(g, "Shocking Support")
    _heist(g)
    answer(g, "Petty Larceny")
    assert (g.turn.recruit, g.turn.attack) == (3, 4)


def test_x_con_security_van_moves_a_villain_then_kos_a_hero() -> None:
    g = pos(hand=["X-Con Security Van", "Veb"], city={"Sewers": "Hydra Arms Dealer"})
    play(g, "X-Con Security Van")
    _heist(g)
    answer(g, "Hydra Arms Dealer (Sewers)")
    answer(g, "Streets")
    assert g.city[STREETS] is not None and g.city[SEWERS] is None
    answer(g, "Veb")
    assert "Veb" in names(g, g.ko_pile)


def test_anything_for_cassie_returns_wounds_and_heist_rescues() -> None:
    g = pos(hand=["Anything for Cassie"])
    play(g, "Anything for Cassie")
    _heist(g, "Sonny Burch")  # count 1 < 4: caught, but the Wound goes back
    assert "Wound" not in names(g, g.players[0].discard)
    g2 = pos(hand=["Anything for Cassie"])
    play(g2, "Anything for Cassie")
    _heist(g2)
    assert names(g2, g2.players[0].victory_pile) == ["Bystander"]
    assert_conserved(g2)


def test_putting_a_crew_together_counts_different_costs_you_have() -> None:
    g = pos(hand=["Putting a Crew Together", "Veb", "Quaz", "S.H.I.E.L.D. Agent"])
    play(g, "Putting a Crew Together")
    _heist(g)  # costs 6 (played), 2, 6, 0 → 3 different
    assert g.turn.attack == 3 + 3


def test_the_big_score_kos_a_revealed_master_strike() -> None:
    g = pos(hand=["The Big Score"])
    play(g, "The Big Score")
    _heist(g, "Master Strike")
    assert g.turn.attack == 8
    assert "Master Strike" in names(g, g.ko_pile)
    assert g.cat.find("Bystander") is g.cards[g.villain_deck[-1]]
    assert_conserved(g)
