"""Captain Marvel's Hero cards: Endgame abilities like the enemies'."""

from __future__ import annotations

from legendary_desktop.engine.positions import names, play

from .infinity_kit import endgame, not_endgame, saga


def test_infused_by_the_tesseract_draws_and_recruits():
    g = saga(hand=["Infused By the Tesseract"], deck=["Wound"])
    not_endgame(g)
    play(g, "Infused By the Tesseract")
    assert names(g, g.players[0].hand) == ["Wound"] and (g.turn.recruit, g.turn.attack) == (1, 0)


def test_infused_by_the_tesseract_in_the_endgame_makes_attack():
    g = saga(hand=["Infused By the Tesseract"], deck=["Wound"])
    endgame(g)
    play(g, "Infused By the Tesseract")
    assert (g.turn.recruit, g.turn.attack) == (0, 1)


def test_return_from_the_stars():
    g = saga(hand=["Burst of Rage", "Return From the Stars"])
    not_endgame(g)
    play(g, "Burst of Rage")
    play(g, "Return From the Stars")
    assert (g.turn.recruit, g.turn.attack) == (4, 1)
    g2 = saga(hand=["Burst of Rage", "Return From the Stars"])
    endgame(g2)
    play(g2, "Burst of Rage")
    play(g2, "Return From the Stars")
    assert (g2.turn.recruit, g2.turn.attack) == (0, 1 + 4)


def test_turning_point_when_already_the_endgame():
    g = saga(hand=["Turning Point"])
    endgame(g)
    play(g, "Turning Point")
    assert g.turn.attack == 4 and g.turn.notes.get("endgame_heroes")


def test_dawning_hope_draws_two_after_a_draw():
    g = saga(hand=["Wakanda Forever", "Wakanda Forever", "Dawning Hope"], deck=["Wound"] * 4)
    play(g, "Wakanda Forever")
    play(g, "Wakanda Forever")  # draws one
    play(g, "Dawning Hope")
    assert len(g.players[0].hand) == 3


def test_dawning_hope_first_draw_is_one_card():
    g = saga(hand=["Dawning Hope"], deck=["Wound"] * 4)
    play(g, "Dawning Hope")
    assert len(g.players[0].hand) == 1


def test_moment_of_destiny_ranged_bonus():
    g = saga(hand=["Open Portals", "Moment of Destiny"])
    play(g, "Open Portals")
    play(g, "Moment of Destiny")
    assert g.turn.attack == 6


def test_time_to_end_it_counts_ranged_and_strength_cards():
    hand = ["Open Portals", "Burst of Rage", "Turning Point", "Witchcraft", "Time to End It"]
    g = saga(hand=hand, deck=["Wound"])
    not_endgame(g)
    for name in hand[:4]:
        play(g, name)
    # Turning Point made it the Endgame for Captain Marvel's cards: +2 for each of 3 cards
    assert g.turn.attack == 1 + 2 + 2
    play(g, "Time to End It")
    assert g.turn.attack == 5 + 5 + 6


def test_time_to_end_it_outside_the_endgame():
    g = saga(hand=["Open Portals", "Burst of Rage", "Time to End It"])
    not_endgame(g)
    play(g, "Open Portals")
    play(g, "Burst of Rage")
    play(g, "Time to End It")
    assert g.turn.attack == 1 + 5 + 2
