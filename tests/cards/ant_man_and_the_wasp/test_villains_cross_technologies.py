"""Cross Technologies: Villains and the Ambush Scheme Take Over Pym Technologies."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import SIZE_GIVERS, sizes
from legendary_desktop.engine import mastermind, values
from legendary_desktop.engine.card import TECH
from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.table import SEWERS

from .kit import next_turn_reveals, options, pos


def test_cross_security_detail_stronger_while_a_back_side_is_up() -> None:
    g = pos(mastermind="Darren Cross", hand=["Veb"], city={"Sewers": "Cross' Security Detail"})
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 5
    mastermind.transform(g)
    assert values.occupant_attack(g, occ, SEWERS) == 7
    g.turn.attack = 7
    g.refresh()
    answer(g, "Fight Cross' Security Detail (Sewers)")
    assert "Veb" in names(g, g.ko_pile)  # Fight: KO one of your Heroes


def test_hydra_arms_dealer_recruit_only_for_heroes_with_attack() -> None:
    g = pos(city={"Sewers": "Hydra Arms Dealer"}, attack=4, hq=["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"])
    answer(g, "Fight Hydra Arms Dealer (Sewers)")
    veb, mystics = g.hq[0], g.hq[1]
    assert f"pool:{veb}" in options(g)  # Veb (cost 2) has an Attack icon
    assert f"pool:{mystics}" not in options(g)  # Mystics has only Recruit
    answer(g, f"pool:{veb}")
    assert "Veb" in names(g, g.players[0].discard)
    assert g.turn.recruit == 0


def test_shrinksperiments_replaces_size_changing_of_an_hq_hero() -> None:
    g = pos(city={"Sewers": "Shrinksperiments"}, attack=6, hq=["Veb", "Mystics", "Quaz", "Xolum", "Antagonize"])
    answer(g, "Fight Shrinksperiments (Sewers)")
    answer(g, "Antagonize")
    ant = g.hq[4]
    assert ant is not None and sizes(g, ant) == {TECH: 1}
    put(g, "Master Physicist", "played")
    assert values.hero_cost(g, ant) == 0


def test_shrinksperiments_is_size_changing_tech() -> None:
    g = pos(city={"Sewers": "Shrinksperiments"})
    put(g, "Master Physicist", "played")
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 4


def test_take_over_pym_technologies_scientists_and_twist() -> None:
    g = pos(players=2, hands={1: ["Antagonize", "Veb"]})
    next_turn_reveals(g, "Take Over Pym Technologies")
    pym = g.held[g.scheme_card]["Other Schemes"][0]
    assert len(g.held[pym]["Pym Tech Scientists"]) == 3
    # discard a Size-Changing card to rescue a Scientist and draw, once a turn
    antagonize = next(c for c in g.players[1].hand if g.name(c) == "Antagonize")
    answer(g, f"scientist:{antagonize}")
    assert len(g.held[pym]["Pym Tech Scientists"]) == 2
    assert len(g.players[1].victory_pile) == 1
    assert not [o for o in options(g) if o.startswith("scientist")]
    assert_conserved(g)


def test_take_over_pym_twist_with_three_scientists_makes_each_player_discard() -> None:
    g = pos(players=2)
    next_turn_reveals(g, "Take Over Pym Technologies")
    next_turn_reveals(g, "Scheme Twist")
    answer(g, "Take Over Pym Technologies")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    pym = g.held[g.scheme_card]["Other Schemes"][0]
    assert len(g.held[pym]["Pym Tech Scientists"]) == 4
    assert len(g.players[0].discard) >= 1 and len(g.players[1].hand) == 5


def test_yellowjacket_prototype_ambush_and_microscopic_instinct() -> None:
    g = pos(hands={1: ["Veb"]})
    next_turn_reveals(g, "Yellowjacket Prototype")
    assert "Wound" not in names(g, g.players[1].discard)  # Veb is Instinct
    assert "Wound" in names(g, g.players[0].discard)
    put(g, "Veb", "played", player=1)
    occ = g.city[SEWERS]
    assert occ is not None and values.occupant_attack(g, occ, SEWERS) == 9 - 2


def test_a_hero_asked_before_shrinksperiments_came_in_can_still_be_made_smaller() -> None:
    """The game works out once which cards Size-Changing can change (those printed with it) and redoes it
    when a card that gives it comes in: a Hero without it, asked first, then given it, costs less."""
    g = pos(attack=6, hq=["Veb", "Mystics", "Quaz", "Xolum", "Antagonize"])
    quaz = g.hq[2]
    assert quaz is not None and values.hero_cost(g, quaz) == 6  # asked: nothing can change it yet
    put(g, "Master Physicist", "played")  # Tech
    assert values.hero_cost(g, quaz) == 6
    assert not SIZE_GIVERS(g)
    put(g, "Shrinksperiments", "city:Sewers")  # new to the game: its rules come into force
    answer(g, "Fight Shrinksperiments (Sewers)")
    answer(g, "Quaz")
    assert sizes(g, quaz) == {TECH: 1}
    assert values.hero_cost(g, quaz) == 6 - 2
