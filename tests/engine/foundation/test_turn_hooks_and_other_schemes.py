"""Engine hooks the Ant-Man and the Wasp set needed, proved with test-only cards: other Schemes' Twists
(in the player's order), a set's own kind of Villain Deck card (`on_reveal`), end-of-turn effects,
this-turn reactions, and a set's rules that forbid defeating an enemy."""

from __future__ import annotations

from legendary_desktop.engine import attachments, fight
from legendary_desktop.engine.card import CardDef, Effect, Kind
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, play, position, put
from legendary_desktop.engine.scheme_twist import OTHER_SCHEMES
from legendary_desktop.engine.verbs import gain_wound

from .kit import TEST, hero, hero_group, villain, with_test_set


def _plot_reveal(g: Game, card: int) -> Effect:
    attachments.attach(g, g.scheme_card, OTHER_SCHEMES, card)
    yield from ()


def _plot_twist(c: Ctx) -> None:
    c.g.state.setdefault("twist order", []).append("plot")


PLOT = CardDef(set=TEST, kind=Kind.SCHEME, group="Test Plotters", name="Side Plot", copies=1, text="Test plot.",
               extra={"on_reveal": _plot_reveal, "on_twist": _plot_twist})
PLOTTERS = [PLOT, villain("Plotter", copies=7, group="Test Plotters")]


def test_a_set_card_in_the_villain_deck_resolves_by_its_on_reveal_and_twists_run_every_scheme() -> None:
    g = position(villains=["Test Plotters"], cat=catalog_with(*PLOTTERS))
    put(g, "Side Plot", "villain_deck")
    answer(g, "end")
    assert names(g, g.held[g.scheme_card][OTHER_SCHEMES]) == ["Side Plot"]
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")
    assert g.pending is not None and sorted(o.text for o in g.pending.options) == sorted(["Side Plot", g.scheme.name])
    answer(g, "Side Plot")  # the player's order: this one first, then the Scheme's own
    assert g.state["twist order"] == ["plot"]
    assert g.twists_played == 1
    assert_conserved(g)


def _until_end(c: Ctx) -> None:
    c.g.turn.at_end.append(lambda g: g.state.__setitem__("ended", len(g.players[g.active].hand)))


def _no_wounds(c: Ctx) -> Effect:
    c.g.turn.reactions.setdefault("gain_wound", []).append(lambda g, subject: _replaced(subject == g.active))
    yield from gain_wound(c.g, c.player)


def _replaced(value: bool) -> Effect:
    return value
    yield  # an effect with no decision


HOOKED = hero_group(hero("Until the End", on_play=_until_end, group="Hooked"),
                    hero("No Wounds Today", on_play=_no_wounds, group="Hooked"))


def test_end_of_turn_effects_run_before_the_hand_is_discarded() -> None:
    g = position(heroes=["Hooked"], hand=["Until the End", "S.H.I.E.L.D. Agent"], cat=catalog_with(*HOOKED))
    play(g, "Until the End")
    assert "ended" not in g.state
    answer(g, "end")
    assert g.state["ended"] == 1


def test_a_this_turn_reaction_replaces_the_event() -> None:
    g = position(heroes=["Hooked"], hand=["No Wounds Today"], cat=catalog_with(*HOOKED))
    wounds = len(g.wound_stack)
    play(g, "No Wounds Today")
    assert len(g.wound_stack) == wounds
    assert "Wound" not in names(g, g.players[0].discard)


def _no_fighting_the_warded(g: Game, player: int, card: int, free: bool) -> str | None:
    return "Warded" if g.cards[card].name == "Warded One" else None


fight.register_defeat_rule(TEST, _no_fighting_the_warded)
WARDED = [villain("Warded One", attack=1, group="Test Warded", copies=8)]


def test_a_sets_defeat_rule_forbids_the_fight() -> None:
    g = position(villains=["Test Warded"], city={"Sewers": "Warded One", "Bank": "Warded One"}, attack=5,
                 cat=catalog_with(*WARDED), rulebook=with_test_set())
    assert not [o for o in g.pending.options if o.label.startswith("fight")]  # type: ignore[union-attr]
    assert fight.defeat_blocked(g, 0, g.city[0].card) == "Warded"  # type: ignore[union-attr]
