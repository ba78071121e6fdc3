"""The Infinity Saga's keywords and their edge cases (the rules insert), played through the engine."""

from __future__ import annotations

from legendary_desktop.cards.infinity_saga import endgame as eg
from legendary_desktop.engine import values
from legendary_desktop.engine.card import COVERT, RANGED, STRENGTH, HeroClass
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, put
from legendary_desktop.engine.table import VillainDeck

from .infinity_kit import endgame, not_endgame, saga, side, villain_deck_size

# -- Endgame ------------------------------------------------------------------------------------------


def proxima_attack(g) -> int:
    put(g, "Proxima Midnight", "city:Bridge")
    occ = g.city[-1]
    return values.occupant_attack(g, occ, len(g.city) - 1)


def test_endgame_at_eight_cards_per_player_not_one_above():
    for players in (2, 3):
        g = saga(players=players)
        villain_deck_size(g, 8 * players + 1)
        assert not eg.is_endgame(g) and eg.cards_to_go(g) == 1
        assert proxima_attack(g) == 7
        villain_deck_size(g, 8 * players)
        assert eg.is_endgame(g) and eg.cards_to_go(g) == 0
        assert values.occupant_attack(g, g.city[-1], len(g.city) - 1) == 10  # Endgame: +3


def test_endgame_ends_when_cards_return_to_the_villain_deck():
    g = saga()
    endgame(g)
    assert eg.is_endgame(g)
    g.villain_deck.insert(0, g.bystander_stack.pop())  # a card goes back
    assert not eg.is_endgame(g)


def test_endgame_with_several_villain_decks_if_any_is_small_enough():
    g = saga()
    not_endgame(g)
    g.villain_decks.append(VillainDeck([g.bystander_stack.pop() for _ in range(3)], 0, "Second"))
    assert eg.is_endgame(g)
    assert_conserved(g)


def test_it_is_the_endgame_this_turn_for_heroes_and_enemies():
    g = saga(hand=["Infused By the Tesseract"])
    not_endgame(g)
    assert proxima_attack(g) == 7
    assert eg.this_turn(g) is False
    assert values.occupant_attack(g, g.city[-1], len(g.city) - 1) == 10
    play(g, "Infused By the Tesseract")
    assert (g.turn.recruit, g.turn.attack) == (0, 1)  # Captain Marvel's Endgame works too


def test_turning_point_is_the_endgame_for_your_heroes_only():
    g = saga(hand=["Turning Point", "Infused By the Tesseract"])
    not_endgame(g)
    before = proxima_attack(g)
    play(g, "Turning Point")
    assert g.turn.attack == 2  # it was not the Endgame yet: no +2
    assert values.occupant_attack(g, g.city[-1], len(g.city) - 1) == before == 7  # enemies unaffected
    play(g, "Infused By the Tesseract")
    assert (g.turn.recruit, g.turn.attack) == (0, 3)


def test_the_endgame_this_turn_lasts_only_the_turn():
    g = saga()
    not_endgame(g)
    eg.this_turn(g)
    answer(g, "end")
    g.villain_deck.append(g.bystander_stack.pop())  # keep the deck above the threshold after the reveal
    assert not g.turn.notes.get("endgame")


# -- Sacrifice ------------------------------------------------------------------------------------------


def test_sacrifice_needs_another_hero_of_the_class_played_earlier():
    g = saga(hand=["Burst of Rage", "Wakanda Forever"])
    play(g, "Wakanda Forever")  # Covert/Tech, not Strength
    play(g, "Burst of Rage")
    assert g.pending.kind == "action"  # no Sacrifice offered
    assert g.turn.attack == 2 and "Burst of Rage" in names(g, g.turn.played)


def test_sacrifice_declined_keeps_the_card_and_its_attack():
    g = saga(hand=["Burst of Rage", "Burst of Rage"])
    play(g, "Burst of Rage")
    play(g, "Burst of Rage")
    answer(g, "no")
    assert g.turn.attack == 2 and names(g, g.turn.played).count("Burst of Rage") == 2
    assert "Burst of Rage" not in names(g, g.ko_pile)


def test_sacrificed_card_counts_as_played_but_is_not_one_of_your_heroes():
    g = saga(hand=["Defend This Dimension", "Great Many Lives Lost", "Growing Anger"], discard=[])
    play(g, "Defend This Dimension")  # Instinct (its own Instinct power needs one earlier: none)
    play(g, "Great Many Lives Lost")  # Strength+Instinct, Instinct Sacrifice
    answer(g, "yes")
    answer(g, "Growing Anger")  # KO up to two cards from hand/discard: not this one...
    g2_hand = names(g, g.players[0].hand)
    assert g2_hand == [] and "Growing Anger" in names(g, g.ko_pile)
    assert "Great Many Lives Lost" in names(g, g.ko_pile) and "Great Many Lives Lost" not in names(g, g.turn.played)
    assert g.turn.recruit == 2  # its Recruit happens either way
    assert [d.name for d in g.turn.played_defs] == ["Defend This Dimension", "Great Many Lives Lost"]
    assert not g.has_class(0, STRENGTH)  # no longer one of your Heroes


def test_sacrificed_card_still_enables_later_superpowers():
    g = saga(hand=["Defend This Dimension", "Great Many Lives Lost", "Growing Anger"], discard=[])
    play(g, "Defend This Dimension")
    play(g, "Great Many Lives Lost")
    answer(g, "yes")
    answer(g, *[])  # KO nothing
    play(g, "Growing Anger")  # Strength: +1 — the only Strength card played was sacrificed
    assert g.turn.attack == 2 + 2 + 1


# -- Phasing -----------------------------------------------------------------------------------------------


def test_phasing_swaps_with_the_top_card_and_is_not_a_draw():
    g = saga(hand=["Open Portals", "Dawning Hope"], deck=["S.H.I.E.L.D. Agent", "Moment of Destiny"])
    answer(g, "phase:" + str(next(c for c in g.players[0].hand if g.cards[c].name == "Open Portals")))
    p = g.players[0]
    assert names(g, p.hand) == ["Dawning Hope", "Moment of Destiny"]
    assert names(g, p.deck[-1:]) == ["Open Portals"]
    assert g.turn.drawn == 0
    play(g, "Dawning Hope")  # nothing was drawn before: one card, not two
    assert names(g, p.hand) == ["Moment of Destiny", "Open Portals"]


def test_phasing_with_an_empty_deck_shuffles_the_discard_pile_in():
    g = saga(hand=["Open Portals"], deck=[], discard=["Wound"])
    answer(g, "phase:" + str(g.players[0].hand[0]))
    p = g.players[0]
    assert names(g, p.hand) == ["Wound"] and names(g, p.deck) == ["Open Portals"] and not p.discard


def test_phasing_not_offered_with_nothing_to_swap_with():
    g = saga(hand=["Open Portals"], deck=[], discard=[])
    assert not any(o.label.startswith("phase:") for o in g.pending.options)


def test_phasing_is_not_a_play_for_superpowers():
    g = saga(hand=["Open Portals", "Open Portals"], deck=["S.H.I.E.L.D. Agent"])
    answer(g, "phase:" + str(g.players[0].hand[0]))
    play(g, "Open Portals")
    assert g.turn.recruit == 1  # no Ranged Hero was played before it


# -- Multiclass and Divided Cards --------------------------------------------------------------------


def test_multiclass_counts_as_each_class():
    g = saga(hand=["Wakanda Forever", "Brains and Brawn"])  # Covert+Tech, then needs Tech and Strength
    play(g, "Wakanda Forever")
    play(g, "Brains and Brawn")
    assert g.turn.attack == 1 + 2  # Tech yes, Strength no
    assert g.cards[g.turn.played[0]].classes.multicolored


def test_divided_card_costs_the_shared_half_cost():
    g = saga(hq=["Hold On/Let Go", "Witchcraft", "Witchcraft", "Witchcraft", "Witchcraft"], recruit=3)
    card = g.hq[0]
    assert values.hero_cost(g, card) == 3
    answer(g, f"recruit:{card}")
    assert "Hold On/Let Go" in names(g, g.players[0].discard) and g.turn.recruit == 0


def test_divided_card_elsewhere_has_both_halves():
    g = saga(hand=["Magic/Science", "Hold On/Let Go"])
    cdef = g.cards[g.players[0].hand[0]]
    assert cdef.classes == RANGED | HeroClass.TECH and cdef.classes.multicolored
    assert cdef.attack == 1 + 2  # printed Attack: the sum of both halves
    assert {s.extra["hero_name"] for s in cdef.sides} == {"Wanda", "Vision"}
    assert g.has_class(0, COVERT) and g.has_class(0, RANGED)


def test_divided_card_played_is_only_the_chosen_half():
    g = saga(hand=["Hold On/Let Go", "Wakanda Forever"])
    side(g, "Hold On/Let Go", "Let Go")
    assert (g.turn.recruit, g.turn.attack) == (2, 0)
    played = g.turn.played[0]
    assert g.classes_of(played) == RANGED and not g.classes_of(played).multicolored
    assert not g.has_class(0, HeroClass.STRENGTH)
    assert [d.name for d in g.turn.played_defs] == ["Let Go"]
    g2 = saga(hand=["Wakanda Forever", "Hold On/Let Go"])
    play(g2, "Wakanda Forever")
    side(g2, "Hold On/Let Go", "Hold On")
    assert (g2.turn.recruit, g2.turn.attack) == (0, 1 + 1 + 2)  # Covert: +2 from Hold On


# -- found by mutation testing ---------------------------------------------------------------------


def test_a_divided_card_phases_when_one_half_has_phasing():
    g = saga(hand=["Rage/Grief", "Witchcraft"], deck=["S.H.I.E.L.D. Agent"])  # Grief has Phasing, Rage not
    assert [g.cards[o.card].name for o in g.pending.options if o.label.startswith("phase:")] == ["Rage/Grief"]
