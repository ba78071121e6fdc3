"""Emma Frost's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, position, put
from legendary_desktop.engine.table import SEWERS


def test_mental_discipline_draws() -> None:
    """Mental Discipline: +1 Recruit and draw a card."""
    g = position(hand=["Mental Discipline"], deck=["S.H.I.E.L.D. Trooper"])
    play(g, "Mental Discipline")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Trooper"]
    assert g.turn.recruit == 1


def test_shadowed_thoughts_covert_plays_villain_card() -> None:
    """Shadowed Thoughts: with Covert, playing the Villain Deck's top card gives +2 Attack."""
    g = position(hand=["Shadowed Thoughts"])
    put(g, "Sentinel", "villain_deck")
    put(g, "Covert Operation", "played")
    play(g, "Shadowed Thoughts")
    answer(g, "yes")
    occ = g.city[SEWERS]
    assert occ is not None and g.name(occ.card) == "Sentinel"
    assert g.turn.attack == 4


def test_shadowed_thoughts_declined() -> None:
    """Shadowed Thoughts: declining leaves the Villain Deck alone, no bonus."""
    g = position(hand=["Shadowed Thoughts"])
    top = put(g, "Sentinel", "villain_deck")
    put(g, "Covert Operation", "played")
    play(g, "Shadowed Thoughts")
    answer(g, "no")
    assert g.villain_deck[-1] == top
    assert g.turn.attack == 2


def test_shadowed_thoughts_without_covert() -> None:
    """Shadowed Thoughts: no Covert played earlier, no offer."""
    g = position(hand=["Shadowed Thoughts"])
    play(g, "Shadowed Thoughts")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.turn.attack == 2


def test_psychic_link_each_revealer_draws() -> None:
    """Psychic Link: each player revealing another X-Men Hero draws a card."""
    g = position(hand=["Psychic Link", "Optic Blast"], hands={1: ["Mental Discipline"]})
    play(g, "Psychic Link")
    assert g.pending is not None and g.pending.player == 0
    answer(g, "yes")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "yes")
    assert len(g.players[0].hand) == 2
    assert len(g.players[1].hand) == 2
    assert g.turn.attack == 3


def test_psychic_link_needs_another_x_men() -> None:
    """Psychic Link: Psychic Link itself doesn't count; players without X-Men aren't asked."""
    g = position(hand=["Psychic Link"], hands={1: ["Quick Draw"]})
    play(g, "Psychic Link")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.players[0].hand == []
    assert names(g, g.players[1].hand) == ["Quick Draw"]


def test_diamond_form_recruit_per_defeat() -> None:
    """Diamond Form: +3 Recruit each time a Villain is defeated this turn."""
    g = position(hand=["Diamond Form"], city={"Sewers": "Savage Land Mutates", "Bank": "Savage Land Mutates"},
                 attack=1)
    play(g, "Diamond Form")
    assert g.turn.recruit == 0
    answer(g, "Fight Savage Land Mutates (Sewers)")
    assert g.turn.recruit == 3
    answer(g, "Fight Savage Land Mutates (Bank)")
    assert g.turn.recruit == 6


def test_fight_without_diamond_form_gives_no_recruit() -> None:
    """Diamond Form (control): a fight without it gives no Recruit."""
    g = position(hand=["Hulk Smash!"], city={"Sewers": "Savage Land Mutates"})
    play(g, "Hulk Smash!")
    answer(g, "Fight Savage Land Mutates (Sewers)")
    assert g.turn.recruit == 0
