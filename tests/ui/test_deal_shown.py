"""The app's new games are dealt from a secret: nothing on screen during play tells it (the status bar, the
window title, the exported log); the end screen gives its deal code; the wizard's seed field takes the code
and deals the same game again. A game started from a number (`--seed`, the tests) deals as before."""

from __future__ import annotations

from PySide6.QtWidgets import QLineEdit

from legendary_desktop.bots.seats import make_bot
from legendary_desktop.engine.deal import Deal, DealRandom
from legendary_desktop.persistence.saves import game_log_text

KEY = bytes.fromhex("0badc0de" * 4)


def shown_text(window) -> str:
    """Everything the main window shows as text: the status bar, the title, every label and line edit."""
    from PySide6.QtWidgets import QLabel

    parts = [window.statusBar().currentMessage(), window.windowTitle()]
    parts += [w.text() for w in window.findChildren(QLabel) if w.isVisible()]
    parts += [w.text() for w in window.findChildren(QLineEdit) if w.isVisible()]
    return "\n".join(parts)


def finish(window, seed, players=2):
    g = window.model.game
    bots = [make_bot("easy", g, i, 5) for i in range(players)]
    while not g.over:
        window.model.answer(bots[g.pending.player].answer(g.pending))
    return g


def test_quick_game_deals_from_a_fresh_secret_and_no_screen_tells_it_until_the_end(window):
    window.controller.curtain_mode = "open"
    window.new_game(2)  # Quick Game: no number given
    g = window.model.game
    assert isinstance(g.seed, Deal) and isinstance(g.rng, DealRandom)
    code = g.seed.code()
    secret = g.seed.key.hex()
    window.controller.lift_curtain()
    assert secret not in shown_text(window) and "Seed" not in window.statusBar().currentMessage()
    assert secret not in game_log_text(g)
    first = g.seed
    window.new_game(2)
    assert window.model.game.seed.key != first.key  # each game its own secret
    finish(window, g.seed)
    g = window.model.game
    assert g.over and window.stack.currentWidget() is window.end_screen
    shown = window.end_screen.findChild(QLineEdit, "endDealCode")
    assert shown is not None and shown.isVisible() and shown.text() == g.seed.code() != code
    assert g.seed.code() in game_log_text(g)


def wizard_summary(window):
    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

    window.actions_by_name["new"].trigger()
    [wizard] = [w for w in window.findChildren(SetupWizard) if w.isVisible()]
    wizard.remember = False
    return wizard, wizard.pages[5]


def type_in(summary, text: str) -> None:
    summary.seed_edit.setText(text)
    summary.seed_edit.textEdited.emit(text)


def test_a_deal_code_typed_in_the_wizard_deals_the_same_game_again(window, monkeypatch):
    monkeypatch.setattr(window, "confirm_replace", lambda: True)  # no "end this game?" question
    window.controller.curtain_mode = "open"
    wizard, summary = wizard_summary(window)
    type_in(summary, "31")  # a friend's number: the setup
    first_deal = wizard.seed()
    assert isinstance(first_deal, Deal) and first_deal.setup_seed == 31
    wizard.accept()
    first = window.model.game
    assert first.seed == first_deal
    setup, hq, villains = first.setup, list(first.hq), list(first.villain_deck)
    code = first.seed.code()  # as the end screen would give it
    wizard, summary = wizard_summary(window)
    type_in(summary, "31")
    assert wizard.setup() == setup and wizard.seed().key != first_deal.key  # the same setup, a new deal
    type_in(summary, code)
    assert wizard.draft.seed == 31 and wizard.seed() == first_deal and "deal code" in summary.text.toPlainText()
    wizard.accept()
    again = window.model.game
    assert again is not first and again.seed == first_deal and again.setup == setup
    assert list(again.hq) == hq and list(again.villain_deck) == villains


def test_a_game_from_a_number_still_shows_its_seed(window):
    window.controller.curtain_mode = "open"
    window.new_game(2, 12)
    g = window.model.game
    assert g.seed == 12 and "Seed 12." in window.statusBar().currentMessage()
