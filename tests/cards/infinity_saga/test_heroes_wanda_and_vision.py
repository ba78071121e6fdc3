"""Wanda & Vision's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, put

from .infinity_kit import saga, side


def test_we_have_to_destroy_it_sacrifice_for_recruit_and_a_ko():
    g = saga(hand=["Hulkbuster Armor", "We Have to Destroy It"], discard=["Wound"])
    play(g, "Hulkbuster Armor")  # Tech
    answer(g, *[])  # keep the Wound for now
    play(g, "We Have to Destroy It")
    answer(g, "yes")
    answer(g, "Wound")
    assert g.turn.recruit == 2 + 1 + 3
    assert names(g, g.ko_pile)[-2:] == ["We Have to Destroy It", "Wound"]


def test_we_have_to_destroy_it_without_tech_only_recruits():
    g = saga(hand=["We Have to Destroy It"])
    play(g, "We Have to Destroy It")
    assert g.pending.kind == "action" and g.turn.recruit == 1


def test_witchcraft_draws_an_odd_cost_top_card():
    g = saga(hand=["Witchcraft"], deck=["Witchcraft"])  # cost 3: odd
    play(g, "Witchcraft")
    assert names(g, g.players[0].hand) == ["Witchcraft"] and g.turn.attack == 2


def test_witchcraft_leaves_an_even_cost_top_card():
    g = saga(hand=["Witchcraft"], deck=["S.H.I.E.L.D. Agent"])  # cost 0 is even
    play(g, "Witchcraft")
    assert g.players[0].hand == [] and names(g, g.players[0].deck) == ["S.H.I.E.L.D. Agent"]


def test_hold_on_covert_bonus():
    g = saga(hand=["Witchcraft", "Hold On/Let Go"], deck=["S.H.I.E.L.D. Agent"])
    play(g, "Witchcraft")
    side(g, "Hold On/Let Go", "Hold On")
    assert g.turn.attack == 2 + 1 + 2


def test_let_go_ranged_sacrifice_draws_three():
    g = saga(hand=["Open Portals", "Hold On/Let Go"], deck=["Wound", "Wound", "Wound", "Wound"], discard=[])
    play(g, "Open Portals")
    side(g, "Hold On/Let Go", "Let Go")
    answer(g, "yes")
    assert len(g.players[0].hand) == 3
    answer(g, *[])
    assert g.turn.recruit == 1 + 2 and "Hold On/Let Go" in names(g, g.ko_pile)


def test_rage_after_a_hero_was_koed_this_turn():
    g = saga(hand=["Rage/Grief", "Rage/Grief"])
    side(g, "Rage/Grief", "Rage")
    assert g.turn.attack == 2
    g.ko(g.players[0].hand[0])  # a Hero goes to the KO pile
    put(g, "Rage/Grief", "hand")
    side(g, "Rage/Grief", "Rage")
    assert g.turn.attack == 2 + 4


def test_grief_after_a_master_strike_was_completed():
    g = saga(hand=["Rage/Grief"])
    side(g, "Rage/Grief", "Grief")
    assert g.turn.recruit == 2
    g.turn.strikes_completed = 1
    put(g, "Rage/Grief", "hand")
    side(g, "Rage/Grief", "Grief")
    assert g.turn.recruit == 2 + 4


def test_magic_counts_other_odd_cost_heroes_played():
    g = saga(hand=["Witchcraft", "We Have to Destroy It", "Open Portals", "Magic/Science"], deck=["Wound"])
    play(g, "Witchcraft")  # 3
    play(g, "We Have to Destroy It")  # 1
    play(g, "Open Portals")  # 2: even
    side(g, "Magic/Science", "Magic")
    assert g.turn.attack == 2 + 1 + 2


def test_science_tech_bonus():
    g = saga(hand=["We Have to Destroy It", "Magic/Science"])
    play(g, "We Have to Destroy It")
    side(g, "Magic/Science", "Science")
    assert g.turn.attack == 2 + 2


def test_odd_couple_takes_an_odd_hero_kos_one_and_orders_the_rest():
    g = saga(hand=["Open Portals", "Odd Couple"])
    for name in ("Burst of Rage", "Open Portals", "Witchcraft", "Bind Evil", "Fateful Return"):
        put(g, name, "hero_deck")  # Fateful Return on top
    size = len(g.hero_deck)
    play(g, "Open Portals")
    play(g, "Odd Couple")
    answer(g, "Witchcraft")  # odd: 3 (Burst of Rage 1 also odd)
    assert "Witchcraft" in names(g, g.players[0].hand)
    answer(g, "Bind Evil")
    assert "Bind Evil" in names(g, g.ko_pile)
    answer(g, "Burst of Rage", "Fateful Return", "Open Portals")
    assert names(g, g.hero_deck[-3:]) == ["Open Portals", "Fateful Return", "Burst of Rage"]
    assert len(g.hero_deck) == size - 2 and g.turn.attack == 4


def test_odd_couple_without_ranged_reveals_nothing():
    g = saga(hand=["Odd Couple"])
    play(g, "Odd Couple")
    assert g.pending.kind == "action" and g.turn.attack == 4
