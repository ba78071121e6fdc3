"""Infinity Stones: the Villain group (Stonekeeper and Nebula count as Stones)."""

from __future__ import annotations

from legendary_desktop.engine import values
from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .infinity_kit import AGENTS, attack_at, endgame, not_endgame, reveal_next_turn, saga, wounds

STONES = ["Infinity Stones"]


def test_power_stone_attack_and_ambush():
    g = saga(villains=STONES, deck=AGENTS)
    power = put(g, "The Power Stone", "city:Bridge")
    put(g, "Stonekeeper", "city:Sewers")
    put(g, "Nebula, Stone Seeker", "escape")
    assert attack_at(g, power) == 6 + 2  # Stonekeeper in the city, Nebula escaped: both count as Stones
    g2 = saga(villains=STONES, deck=AGENTS)
    put(g2, "The Mind Stone", "victory_pile", player=1)
    reveal_next_turn(g2, "The Power Stone")
    assert wounds(g2, 0) == 1 and wounds(g2, 1) == 0


def test_power_stone_fight_kos_a_hero_then_a_wound():
    g = saga(villains=STONES, hand=["Witchcraft"], discard=["Wound"], attack=6)
    put(g, "The Power Stone", "city:Sewers")
    answer(g, "Fight The Power Stone (Sewers)")
    assert names(g, g.ko_pile)[-2:] == ["Witchcraft", "Wound"]


def test_space_stone_attack_counts_empty_spaces():
    g = saga(villains=STONES)
    space = put(g, "The Space Stone", "city:Bank")
    assert attack_at(g, space) == 5 + 4


def test_space_stone_ambush_captures_and_moves_a_stone_to_the_bridge():
    g = saga(villains=STONES)
    put(g, "The Mind Stone", "city:Bank")
    put(g, "Stonekeeper", "city:Bridge")
    reveal_next_turn(g, "The Space Stone")
    assert len(g.city[0].bystanders) == 3  # the Space Stone, in the Sewers
    answer(g, "The Mind Stone (Bank)")
    assert g.cards[g.city[-1].card].name == "The Mind Stone" and g.cards[g.city[1].card].name == "Stonekeeper"


def test_space_stone_fight_moves_villains_any_number_of_times():
    g = saga(villains=STONES, attack=20)
    put(g, "The Space Stone", "city:Sewers")
    keeper = put(g, "Stonekeeper", "city:Bank")
    answer(g, "Fight The Space Stone (Sewers)")
    answer(g, "Stonekeeper (Bank)")
    answer(g, "space:4")
    assert g.city[-1].card == keeper
    answer(g, *[])
    assert g.pending.kind == "action"


def test_reality_stone_attack_counts_master_strikes():
    g = saga(villains=STONES)
    reality = put(g, "The Reality Stone", "city:Sewers")
    put(g, "Master Strike", "ko")
    assert attack_at(g, reality) == 5 + 1


def test_reality_stone_ambush_plays_a_strike_from_the_top_three():
    g = saga(villains=STONES, deck=AGENTS)
    put(g, "Bystander", "villain_deck")
    strike = put(g, "Master Strike", "villain_deck")
    put(g, "Scheme Twist", "villain_deck")
    put(g, "The Reality Stone", "villain_deck")
    answer(g, "end")
    # the Reality Stone enters; the top three are the Twist, the Strike, the Bystander
    answer(g, "Bystander", "Scheme Twist")
    assert g.cards[g.villain_deck[-1]].name == "Bystander"
    assert strike in g.ko_pile and g.turn.strikes_completed == 1  # Red Skull's Strike was played
    assert_conserved(g)


def test_reality_stone_fight_kos_the_strike_and_adds_a_bystander():
    g = saga(villains=STONES, attack=5)
    put(g, "The Reality Stone", "city:Sewers")
    put(g, "Scheme Twist", "villain_deck")
    strike = put(g, "Master Strike", "villain_deck")
    answer(g, "Fight The Reality Stone (Sewers)")
    if g.pending.kind != "action":
        answer(g, *[o.label for o in g.pending.options])
    assert strike in g.ko_pile and g.turn.strikes_completed == 0
    assert g.cards[g.villain_deck[-1]].name == "Bystander"


def test_soul_stone_attack_and_fight():
    g = saga(villains=STONES, hand=[], deck=["Wound", "Witchcraft"], attack=20)
    soul = put(g, "The Soul Stone", "city:Sewers")
    put(g, "Stonekeeper", "city:Bank")
    assert attack_at(g, soul) == 6
    answer(g, "Fight The Soul Stone (Sewers)")
    answer(g, "Wound")
    assert names(g, g.players[0].hand) == ["Witchcraft"] and "Wound" in names(g, g.ko_pile)


def test_soul_stone_ambush_kos_a_non_grey_hero_from_discard():
    g = saga(villains=STONES, deck=AGENTS, discard=["S.H.I.E.L.D. Agent", "Witchcraft"])
    put(g, "Stonekeeper", "victory_pile", player=1)
    reveal_next_turn(g, "The Soul Stone")
    assert "Witchcraft" in names(g, g.ko_pile) and "S.H.I.E.L.D. Agent" not in names(g, g.ko_pile)


def test_time_stone_endgame_ambush_and_fight():
    g = saga(villains=STONES)
    time_stone = put(g, "The Time Stone", "city:Sewers")
    not_endgame(g)
    assert attack_at(g, time_stone) == 5
    endgame(g)
    assert attack_at(g, time_stone) == 9
    g.turn.attack = 9
    g.refresh()
    answer(g, "Fight The Time Stone (Sewers)")
    top = g.villain_deck[-1]
    answer(g, "end")
    assert g.turn.player == 0 and g.villain_deck[-1] == top
    g2 = saga(villains=STONES)
    put(g2, "Chitauri Gorilla", "villain_deck")
    reveal_next_turn(g2, "The Time Stone")
    assert names(g2, [o.card for o in g2.city[:2]]) == ["Chitauri Gorilla", "The Time Stone"]


def test_mind_stone_attack_ambush_and_fight():
    g = saga(villains=STONES, hq=["Odd Couple", "Witchcraft", "Witchcraft", "Witchcraft", "Witchcraft"])
    mind = put(g, "The Mind Stone", "city:Sewers")
    assert attack_at(g, mind) == 8
    g.turn.attack = 8
    g.refresh()
    answer(g, "Fight The Mind Stone (Sewers)")
    answer(g, "Odd Couple")
    assert "Odd Couple" in names(g, g.players[0].discard)
    g2 = saga(villains=STONES)
    mind2 = reveal_next_turn(g2, "The Mind Stone")
    assert attack_at(g2, mind2) == 1 + max(g2.cards[h].cost for h in g2.hq if h is not None) + 2
    assert all(values.hero_cost(g2, h) == g2.cards[h].cost + 2 for h in g2.hq if h is not None)
    answer(g2, "end")  # "this turn" only
    while g2.pending is not None and g2.pending.kind != "action":
        answer(g2, g2.pending.options[0].label)
    assert all(values.hero_cost(g2, h) == g2.cards[h].cost for h in g2.hq if h is not None)


def test_stonekeeper_ambush_and_fight():
    g = saga(villains=STONES, deck=AGENTS, hands={1: ["Wound", "Wound"]})
    put(g, "The Soul Stone", "escape")
    reveal_next_turn(g, "Stonekeeper")
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert len(g.players[0].hand) == 5 and len(g.players[1].hand) == 1
    g2 = saga(villains=STONES, deck=AGENTS)
    put(g2, "The Soul Stone", "victory_pile", player=1)
    reveal_next_turn(g2, "Stonekeeper")
    assert len(g2.players[1].hand) == 6 + 2
    g3 = saga(villains=STONES, hand=["Witchcraft"], hands={1: ["Bind Evil"]}, attack=5)
    put(g3, "Stonekeeper", "city:Sewers")
    answer(g3, "Fight Stonekeeper (Sewers)")
    assert {"Witchcraft", "Bind Evil"} <= set(names(g3, g3.ko_pile))


def test_nebula_captures_a_cheap_hero_and_is_fought_for_it():
    g = saga(villains=STONES, hq=["Witchcraft", "Odd Couple", "Odd Couple", "Odd Couple", "Odd Couple"])
    witch = g.hq[0]
    reveal_next_turn(g, "Nebula, Stone Seeker")
    answer(g, f"card:{witch}")
    assert g.city[0].under == [witch] and witch not in g.hq
    g.turn.attack = 4
    g.refresh()
    answer(g, "Fight Nebula, Stone Seeker (Sewers)")
    answer(g, "gain")
    answer(g, "player:0")
    assert witch in g.players[0].discard
    assert_conserved(g)


# -- found by mutation testing ---------------------------------------------------------------------


def test_only_infinity_stones_count_in_the_city_and_escape_pile():
    g = saga(villains=STONES)
    power = put(g, "The Power Stone", "city:Bridge")
    put(g, "Chitauri Gorilla", "city:Sewers")  # Villains of another group
    put(g, "Outriders", "escape")
    put(g, "Bystander", "escape")
    assert attack_at(g, power) == 6
    put(g, "Stonekeeper", "escape")
    assert attack_at(g, power) == 6 + 1
