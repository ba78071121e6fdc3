"""The Infinity Saga Schemes: setup, Twists and Evil Wins."""

from __future__ import annotations

import dataclasses

from legendary_desktop.engine import attachments
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, default_setup, names, put
from legendary_desktop.engine.setup_rules import composition

from .infinity_kit import AGENTS, HEROES, endgame, reveal_next_turn, saga, side


def twist(g: Game, number: int) -> None:
    """Reveal Scheme Twist number `number` in player 1's Villain step."""
    g.twists_played = number - 1
    reveal_next_turn(g, "Scheme Twist")


# -- Halve All Life In The Universe ---------------------------------------------------------------


HALVE = "Halve All Life In The Universe"


def test_halve_all_life_setup():
    g = saga(scheme=HALVE)
    assert composition(g.setup)["villain_deck"]["scheme_twists"] == 5


def test_halve_all_life_odd_twists_ko_three_hq_heroes():
    g = saga(scheme=HALVE)
    chosen = [h for h in g.hq if h is not None][:3]
    twist(g, 1)
    answer(g, *[f"card:{h}" for h in chosen])
    assert all(h in g.ko_pile for h in chosen) and all(h is not None for h in g.hq)


def test_halve_all_life_even_twists_ko_half_the_hero_deck():
    g = saga(scheme=HALVE)
    size = len(g.hero_deck)
    twist(g, 2)
    answer(g, "pile:0")
    assert len(g.hero_deck) == size // 2
    assert_conserved(g)


def test_halve_all_life_evil_wins_when_a_deck_runs_out():
    g = saga(scheme=HALVE)
    g.ko_pile += g.hero_deck
    g.hero_deck.clear()
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"
    v = saga(scheme=HALVE)
    v.ko_pile += v.villain_deck
    v.villain_deck.clear()
    v.check_evil_wins()
    assert v.outcome is not None and v.outcome.result == "evil_wins"


# -- Sacrifice for the Soul Stone ------------------------------------------------------------------


SOUL = "Sacrifice for the Soul Stone"


def test_soul_stone_setup_twists_players_plus_four():
    for players in (2, 4):
        g = saga(scheme=SOUL, players=players)
        assert composition(g.setup)["villain_deck"]["scheme_twists"] == players + 4


def test_soul_stone_twist_sacrifice_draws_and_shuffles_the_twist_back():
    g = saga(scheme=SOUL, deck=["Witchcraft", *AGENTS[:5]], hands={1: ["Odd Couple", "S.H.I.E.L.D. Agent"]})
    g.players[1].deck += [g.wound_stack.pop() for _ in range(3)]
    g.ko_pile += g.villain_deck
    g.villain_deck[:] = [g.bystander_stack.pop()]
    card = put(g, "Scheme Twist", "villain_deck")
    g.rng.shuffle = lambda cards: cards.reverse()  # type: ignore[method-assign]  (the Twist goes under)
    answer(g, "end")
    answer(g, "yes")
    assert {"Odd Couple", "S.H.I.E.L.D. Agent"} <= set(names(g, g.ko_pile))
    assert names(g, g.players[1].hand) == ["Wound"] * 3
    assert g.villain_deck == [card]  # shuffled back in; then another card was played (the Bystander)
    assert names(g, g.mastermind_bystanders) == ["Bystander"]
    assert_conserved(g)


def test_soul_stone_twist_declined_sacrifices_an_hq_hero():
    g = saga(scheme=SOUL, hands={1: ["Odd Couple", "S.H.I.E.L.D. Agent"]})
    hero = g.hq[2]
    twist(g, 1)
    answer(g, "no")
    answer(g, f"card:{hero}")
    assert attachments.pile(g, g.mastermind_card, "Sacrificed for the Soul Stone") == [hero]
    assert all(h is not None for h in g.hq)
    assert_conserved(g)


def test_soul_stone_evil_wins_at_five_sacrificed():
    g = saga(scheme=SOUL)
    for _ in range(4):
        attachments.attach(g, g.mastermind_card, "Sacrificed for the Soul Stone", g.hero_deck[-1])
    g.check_evil_wins()
    assert g.outcome is None
    attachments.attach(g, g.mastermind_card, "Sacrificed for the Soul Stone", g.hero_deck[-1])
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


# -- The Time Heist --------------------------------------------------------------------------------


HEIST = "The Time Heist"


def heist(players: int = 2) -> Game:
    setup = default_setup(players, "Red Skull", HEIST, heroes=HEROES[:4])
    setup = dataclasses.replace(setup, extras=("Hulk", "Thor", "Storm", HEROES[4]),
                                sets=(*setup.sets, "infinity-saga"))
    return Game(setup, 3, first_villain_step=False)


def test_time_heist_setup_builds_the_past():
    for players in (2, 5):
        g = heist(players)
        assert len(g.setup.heroes) == 4 and len(g.areas) == 2 and g.area_index == 0
        past = g.areas[1]
        assert past.name == "The Past" and len(past.city) == 5
        assert len(past.hero_deck) + sum(1 for h in past.hq if h is not None) == 4 * 14
        assert {g.cards[h].group for h in past.hq if h is not None} <= {"Hulk", "Thor", "Storm", "Captain Marvel"}
        assert composition(g.setup)["villain_deck"]["scheme_twists"] == 11
        assert_conserved(g)


def test_time_heist_odd_twists_move_play_to_the_past_until_the_next():
    g = heist()
    twist(g, 1)
    assert g.area_index == 1 and g.hq is g.areas[1].hq
    put(g, "Chitauri Gorilla", "villain_deck")
    answer(g, "end")
    assert g.areas[1].city[0] is not None and g.cards[g.areas[1].city[0].card].name == "Chitauri Gorilla"
    assert all(o is None for o in g.areas[0].city)
    twist(g, 2)
    assert g.area_index == 0
    assert_conserved(g)


def test_time_heist_tenth_twist_evil_wins():
    g = heist()
    twist(g, 10)
    assert g.outcome is not None and g.outcome.result == "evil_wins"


# -- Warp Reality Into a TV Show --------------------------------------------------------------------


WARP = "Warp Reality Into a TV Show"


def test_warp_reality_setup_three_spaces():
    g = saga(scheme=WARP)
    assert g.city_names == ["50s", "60s", "70s"] and len(g.hq) == 3 and all(h is not None for h in g.hq)
    assert composition(g.setup)["villain_deck"]["scheme_twists"] == 11


def test_warp_reality_twists_one_to_four_add_a_show_and_an_hq_space():
    g = saga(scheme=WARP)
    twist(g, 1)
    assert g.city_names == ["50s", "60s", "70s", "80s"] and len(g.hq) == 4 and g.hq[3] is not None
    assert_conserved(g)


def test_warp_reality_later_twists_destroy_the_fifties_end():
    g = saga(scheme=WARP)
    hero = g.hq[0]
    put(g, "Outriders", "city:0")
    put(g, "Chitauri Gorilla", "city:1")
    twist(g, 5)
    assert g.city_names == ["60s", "70s"] and len(g.hq) == 2
    assert hero in g.ko_pile
    assert names(g, [o.card for o in g.city]) == ["Outriders", "Chitauri Gorilla"]  # pushed forward
    assert_conserved(g)


def test_warp_reality_evil_wins_when_all_tv_is_destroyed():
    g = saga(scheme=WARP)
    for number in range(5, 8):
        twist(g, number)
    assert g.outcome is not None and g.outcome.result == "evil_wins" and g.city_names == []


def test_warp_reality_moves_a_snapped_hq_space_with_its_show_and_kos_its_hero():
    g = saga(scheme=WARP)
    snapped = g.hq[1]
    attachments.attach(g, attachments.hq_slot(1), "Destroyed HQ space", snapped)
    g.area.hq_destroyed.add(1)
    twist(g, 5)  # the 50s go: the snapped space is now the first
    assert g.area.hq_destroyed == {0} and g.hq[0] is None
    assert attachments.pile(g, attachments.hq_slot(0), "Destroyed HQ space") == [snapped]
    twist(g, 6)  # and now it goes too, its face-down Hero with it
    assert snapped in g.ko_pile and not g.area.hq_destroyed
    assert_conserved(g)


def test_soul_stone_twist_without_a_grey_hero_goes_straight_to_the_hq():
    g = saga(scheme=SOUL, hands={1: ["Odd Couple"]})
    twist(g, 1)
    assert "Sacrifice" not in g.pending.prompt and "sacrifices a Hero from the HQ" in g.pending.prompt


def test_time_heist_the_past_hq_is_where_heroes_are_recruited():
    g = heist()
    twist(g, 1)
    past_hero = g.areas[1].hq[0]
    g.turn.recruit = 20
    g.refresh()
    assert any(o.label == f"recruit:{past_hero}" for o in g.pending.options)
    assert not any(o.label == f"recruit:{g.areas[0].hq[0]}" for o in g.pending.options)


# -- found by mutation testing ---------------------------------------------------------------------


def test_halve_all_life_twist_three_kos_three_hq_heroes_and_twist_four_halves_the_deck():
    g = saga(scheme=HALVE)
    twist(g, 3)
    assert (g.pending.min, g.pending.max) == (3, 3)  # exactly three
    answer(g, *[f"card:{h}" for h in g.hq[:3]])
    size = len(g.hero_deck)
    twist(g, 4)
    answer(g, g.pending.options[0].label)
    assert len(g.hero_deck) == size // 2


def test_halve_all_life_the_second_pile_can_be_the_one_koed():
    g = saga(scheme=HALVE)
    dealt = list(reversed(g.hero_deck))  # dealt from the top, alternately
    first, second = dealt[0::2], dealt[1::2]
    twist(g, 2)
    answer(g, g.pending.options[1].label)  # the second pile
    assert sorted(g.hero_deck) == sorted(first) and all(c in g.ko_pile for c in second)
    assert_conserved(g)


def ebony_strike_then_twist(scheme: str, number: int, hero_deck: int | None = None) -> Game:
    """Epic Ebony Maw's Strike in the Endgame: player 1 KOs Moment of Destiny (their highest-cost Hero), then
    plays the next card, Twist `number`. Player 1 keeps Rage/Grief ("if a Hero was put into the KO pile")."""
    g = saga(mastermind="Ebony Maw", epic=True, scheme=scheme, deck=["Wound"] * 6,
             hands={1: ["Moment of Destiny", "Rage/Grief"]})
    if hero_deck is not None:
        g.ko_pile += g.hero_deck[:-hero_deck]
        del g.hero_deck[:-hero_deck]
    g.twists_played = number - 1
    put(g, "Scheme Twist", "villain_deck")
    put(g, "Master Strike", "villain_deck")
    endgame(g)
    answer(g, "end")
    return g


def test_halve_all_life_a_hero_koed_before_the_twist_still_counts_for_rage():
    for hero_deck, pile, koed in ((1, 1, 1), (2, 0, 2)):  # the KO'd pile holds no card, then one
        g = ebony_strike_then_twist(HALVE, 2, hero_deck)
        answer(g, g.pending.options[pile].label)
        assert g.turn.heroes_koed == koed
        side(g, "Rage/Grief", "Rage")
        assert g.turn.attack == 2 + 2


def test_warp_reality_a_hero_koed_before_the_twist_still_counts_for_rage():
    g = ebony_strike_then_twist(WARP, 5)
    assert g.city_names == ["60s", "70s"] and g.turn.heroes_koed == 2
    side(g, "Rage/Grief", "Rage")
    assert g.turn.attack == 2 + 2


def test_time_heist_twist_three_moves_play_to_the_past_and_four_back():
    g = heist()
    twist(g, 3)
    assert g.area_index == 1
    twist(g, 4)
    assert g.area_index == 0
    twist(g, 5)
    assert g.area_index == 1


def test_warp_reality_twists_one_to_four_add_every_show_up_to_the_2010s():
    g = saga(scheme=WARP)
    for number in range(1, 5):
        twist(g, number)
    assert g.city_names == ["50s", "60s", "70s", "80s", "90s", "2000s", "2010s"]
    assert len(g.hq) == 7 and all(h is not None for h in g.hq)


def test_warp_reality_a_pushed_villain_fills_the_first_empty_show():
    g = saga(scheme=WARP)
    put(g, "Outriders", "city:0")
    gorilla = put(g, "Chitauri Gorilla", "city:2")  # the 60s are empty
    twist(g, 5)
    assert names(g, [o.card for o in g.city]) == ["Outriders", "Chitauri Gorilla"]
    assert gorilla not in g.escape_pile
    assert_conserved(g)
