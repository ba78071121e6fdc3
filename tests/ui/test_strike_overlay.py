"""A choice that comes out of a Master Strike or a Scheme Twist opens the overlay headed by that news:
the overlay never hides its own banner."""

from __future__ import annotations

from test_table_layout import check_table

from legendary_desktop.engine import positions
from legendary_desktop.engine.table_view import pass_and_play
from legendary_desktop.ui.table.events_view import BANNER_COLOURS, step_heading


def _strike_pending(window, qtbot, size=(1280, 720)):
    window.resize(*size)
    qtbot.wait(1)
    g = positions.position(mastermind="Red Skull", hand=["S.H.I.E.L.D. Agent"] * 5 + ["Dangerous Rescue"],
                         hands={1: ["S.H.I.E.L.D. Agent"] * 5 + ["Hulk Smash!"]})
    positions.put(g, "Master Strike", "villain_deck")
    g.decide("end")  # player 2's Villain step plays the Strike: each player KOs a Hero from their hand
    assert g.pending is not None and "KO a Hero" in g.pending.prompt
    window.model.keep_files = False
    window.model.adopt(g)
    return g


def test_a_master_strike_choice_names_the_strike_above_its_question(window, qtbot):
    g = _strike_pending(window, qtbot)
    assert step_heading(pass_and_play(g), g.events) == ("Master Strike — Red Skull", BANNER_COLOURS["strike"])
    window.controller.refresh()
    scene = window.scene
    if window.stack.currentWidget() is window.curtain:  # pass-and-play: the deciding player lifts it
        window.curtain.button.click()
    assert scene.overlay_shown()
    backdrop = scene.backdrop
    assert backdrop.heading == ("Master Strike — Red Skull", BANNER_COLOURS["strike"])
    assert backdrop.full_title().startswith("Master Strike — Red Skull: ")
    assert "KO a Hero from your hand" in backdrop.full_title()
    assert backdrop.zValue() > scene.banner.zValue()  # the banner lies under the overlay: its news heads it
    top = min(item.y() for item in scene.overlay_items.values() if item.isVisible())
    assert top >= backdrop.title_h  # the cards lie under the heading and the question
    check_table(window, (1280, 720))


def test_the_heading_goes_once_the_player_acts_again(window, qtbot):
    g = _strike_pending(window, qtbot)
    while g.pending.kind != "action":
        positions.answer(g, g.pending.options[0].label)
    still = step_heading(pass_and_play(g), g.events)  # still this step
    assert still == ("Master Strike — Red Skull", BANNER_COLOURS["strike"])
    agent = next(c for c in g.players[g.pending.player].hand if g.cards[c].name == "S.H.I.E.L.D. Agent")
    g.decide(f"play:{agent}")
    assert step_heading(pass_and_play(g), g.events) is None  # a new step: its news is not the Strike


def test_a_scheme_twist_heads_its_choice_with_the_scheme(window, qtbot):
    g = positions.position(mastermind="Red Skull", scheme="Super Hero Civil War")
    g.log("twist", f"Scheme Twist 1! ({g.scheme.name})")
    assert step_heading(pass_and_play(g), g.events) == (f"Scheme Twist — {g.scheme.name}", BANNER_COLOURS["twist"])
    g.log("reveal", "Villain Deck: Hydra Kidnappers.")
    assert step_heading(pass_and_play(g), g.events) is None  # the latest news is another card of the Villain Deck
