"""What the table shows checked against the game: every visible card item is the card the engine has at that
place, with that card's tooltip; the card panel names a card where the engine has it; and the table drawn
in one window after it has played other games equals what a fresh window draws for the same position.

Used by the game-to-game walk (test_game_to_game.py): one window passes from game to game the way people
play (a lesson, a game, another, Open, Continue, the Replay Viewer), and after each switch the table must
be the game's and nothing of an earlier one.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.table_facts import card_context, on_table, shown_def
from legendary_desktop.engine.visibility import hidden_cards
from legendary_desktop.ui.dialogs.preferences import Preferences
from legendary_desktop.ui.main_window import MainWindow


def whereabouts(g: Game, card_id: int, hidden: set[int]) -> str:
    """The truth the card panel must tell of a card that has left the table, read from the game's own zones
    (the panel says it from the table of the person at the screen, engine/table_view.py `whereabouts`): where
    it is now, or only "left the table" when it lies where the viewer may not see (`hidden`)."""
    gone = "No longer on the table."
    if card_id in hidden:
        return gone
    zone = g.locate([card_id]).get(card_id, "")
    head, _, rest = zone.partition(".")
    if head.startswith("p") and head[1:].isdigit():
        name = g.players[int(head[1:])].name
        return {"victory_pile": f"In {name}'s Victory Pile.", "discard": f"In {name}'s discard pile.",
                "hand": f"In {name}'s hand."}.get(rest, gone)
    if zone.endswith(".bystanders") and zone.split(".")[-2].startswith("city"):
        return "Captured by a Villain in the city."
    return {"ko_pile": "In the KO pile.", "escape_pile": "In the Escape pile.",
            "mastermind_bystanders": "Captured by the Mastermind.", "beside_scheme": "Beside the Scheme.",
            "tactics": "Under the Mastermind, a Tactic."}.get(zone, gone)


def table_places(g: Game, hand_owner: int | None) -> dict[int, str]:
    """Every card the table may draw as a card item now, with where the engine has it."""
    places: dict[int, str] = {g.scheme_card: "Scheme", g.mastermind_card: "Mastermind"}
    for area in g.areas:
        for space, occ in zip(area.city_names, area.city, strict=True):
            if occ is not None:
                places[occ.card] = f"{area.name} city: {space}"
        for i, c in enumerate(area.hq):
            if c is not None:
                places[c] = f"{area.name} HQ {i + 1}"
    for c in g.turn.played:
        places[c] = "played"
    if hand_owner is not None:
        for c in g.players[hand_owner].hand:
            places[c] = f"{g.players[hand_owner].name}'s hand"
    return places


def table_problems(win: MainWindow, real: Game | None = None) -> list[str]:
    """What the table draws that is not the game's: a card item for a card that is not at a place the table
    shows, an item drawing another card than the engine has under its id, a tooltip of another card, a card
    panel telling of a card that isn't where it says. `real`: the game itself, for an online table (which
    has none, only its seat's view)."""
    g = real if real is not None else win.model.game
    assert g is not None
    scene = win.scene
    problems: list[str] = []
    t = scene.table
    if t is None or t.answers != len(g.answers) or t.cards.get(t.scheme_card) is not g.cards[g.scheme_card]:
        problems.append("the scene was last drawn from another game's table")
    places = table_places(g, scene.hand_owner)
    for cid, item in scene.items_by_id.items():
        if not item.isVisible():
            continue
        if cid >= len(g.cards):
            problems.append(f"item #{cid} ({item.card.name}) has no card in this game")
            continue
        truth = g.cards[cid]
        if item.card is not truth:
            problems.append(f"item #{cid} draws {item.card.name} ({item.card.key}); the game has {truth.name}")
        if cid not in places:
            problems.append(f"item #{cid} ({truth.name}) is drawn but the game has it elsewhere")
        if item.face_up:
            tip = item.toolTip()
            if tip and shown_def(g, cid).name not in tip and truth.name not in tip:
                problems.append(f"item #{cid} ({truth.name}) has another card's tooltip: {tip[:60]!r}")
    for cid in places:
        if cid not in scene.items_by_id or not scene.items_by_id[cid].isVisible():
            problems.append(f"#{cid} ({g.cards[cid].name}, {places[cid]}) is not drawn")
    panel = win.inspector_dock.inspector
    shown = getattr(panel, "card_id", None)
    if shown is not None:
        if shown >= len(g.cards):
            problems.append(f"the card panel shows #{shown}, which this game does not have")
        else:
            text = panel.text.text()
            if shown_def(g, shown).name not in text:
                problems.append(f"the card panel shows another card than #{shown} ({g.cards[shown].name})")
            hidden = hidden_cards(g, win.at_screen())
            context = card_context(g, shown) if on_table(g, shown) else whereabouts(g, shown, hidden)
            if context and context.replace("<", "&lt;") not in text:
                problems.append(f"the card panel's words for #{shown} are not the game's now: {context!r}")
    return problems


def quiet(win: MainWindow) -> None:
    """Let the table come to rest: animations finished, banners put away, events processed."""
    win.skip_animations()
    QApplication.processEvents()
    win.skip_animations()


def new_window(qtbot, size: tuple[int, int] = (1280, 720), animation: str = "off") -> MainWindow:
    win = MainWindow()
    win.apply_preferences(Preferences(animation, "open", "normal", "instant"))
    qtbot.addWidget(win)
    win.resize(*size)
    win.show()
    qtbot.waitExposed(win)
    return win


def lift(win: MainWindow) -> None:
    if win.controller.curtain_up:
        win.controller.lift_curtain()
    quiet(win)


def picture(win: MainWindow) -> QImage:
    """The table as the player sees it (the view's viewport, through the items' paint caches)."""
    quiet(win)
    # the pointer off the table: a hovered item is lit for the person pointing, not part of the position
    QTest.mouseMove(win.prompt_bar, QPoint(1, 1))
    QApplication.processEvents()
    win.view.viewport().repaint()
    return win.view.viewport().grab().toImage()


def differing_pixels(a: QImage, b: QImage) -> int:
    """How many pixels differ (every pixel when the sizes differ)."""
    if a.size() != b.size():
        return max(a.width() * a.height(), b.width() * b.height())
    a = a.convertToFormat(QImage.Format.Format_RGB32)
    b = b.convertToFormat(QImage.Format.Format_RGB32)
    if a == b:
        return 0
    width, height = a.width(), a.height()
    return sum(1 for y in range(height) for x in range(width) if a.pixel(x, y) != b.pixel(x, y))
