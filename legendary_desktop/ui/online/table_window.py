"""An online table's window: the app's main window over an `OnlineTableSource` (`open_table`), with what an online
table does not offer turned off and why, the connection and the seats said on the table, leaving on close,
and the host's Give a Friend's Seat to a Computer.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QInputDialog, QMessageBox, QWidget

from legendary_desktop.engine import lessons, sets
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.net.host import FRIEND, Host
from legendary_desktop.ui.online import lan
from legendary_desktop.ui.online.dialogs import plain_message, seat_line, seat_state
from legendary_desktop.ui.online.links import HostLink, Link
from legendary_desktop.ui.online.online_source import HOST_ENDED, OnlineTableSource
from legendary_desktop.ui.qt_compat import menu_of

IN_LOBBY = "The host is still in the lobby: the game starts when they press Start."
HOST_MAY_RESUME = "If the host resumes it, this table comes back by itself."
BACK_HOME = "Back to the Welcome Screen"


def open_table(make_window: Callable[..., Any], link: Link, title: str, home: Any = None) -> Any:
    """An online table window over `link` (kept alive by the caller), made by `make_window(model=...)`: the
    app's window class (main_window.MainWindow), or the class of `home` for the tables opened here. `home`:
    the app's own window, where Learn to Play and New Game go once the online game is left."""
    model = OnlineTableSource(link)
    window = make_window(model=model)
    model.setParent(window)
    window.setWindowTitle(title)
    # What an online table does not offer, and why (a greyed action's key says so on the status bar).
    off = dict.fromkeys(("new", "quick", "open", "host_online", "resume_online", "join_online"),
                        "Not at an online table: another game starts in the app's own window once you leave "
                        "this one (close this window).")
    off |= {"redo": "Online, a seat takes back its own last choice (Undo); there is no Redo.",
            "undo_past_reveals": "Online, undo stops at every reveal, for every seat alike.",
            "open_hands": "Online, each seat sees only its own hand.",
            "hint": "The Hint is not offered at an online table.",
            "pause": "The computer players play on the host's computer; the host paces them."}
    # A joiner has no files of the game (they are the host's): no Save As, no Statistics.
    if not model.offers("save"):
        off |= dict.fromkeys(("save", "stats"), "An online game is kept on the host's computer, not on yours.")
    window.off_reasons.update(off)
    for name in off:
        if name in window.actions_by_name:
            window.actions_by_name[name].setEnabled(False)
            window.actions_by_name[name].setVisible(False)

    window.scene.home_seat = link.seat  # her own hand at any time (face up, clickable only when hers to play)
    state: dict[str, str | None] = {"connection": None}

    def connection(text: str) -> None:
        if text == state["connection"]:
            return  # told already (every view says "connected": a notice shown since stays)
        state["connection"] = text
        window.statusBar().showMessage(text or "Connected.")
        window.setWindowTitle(f"{title} — {text}" if text else title)
        hold()

    def hold() -> None:
        """While not connected the table takes no clicks and says so; before Start it says the host is
        still in the lobby. A connection the host ended (it ended the game, closed the lobby, let the seat go)
        is not waited for: the table says so and offers the way back to the welcome screen (a game the host
        resumes still comes back by itself)."""
        away = bool(state["connection"])
        window.view.setEnabled(not away)
        window.prompt_bar.setEnabled(not away or model.gone)
        for name in ("end_turn", "undo"):  # nor its keys, which say why (the next view turns them on again)
            if away:
                window.off_reasons[name] = (f"{state['connection']} The table takes no clicks until then."
                                            if not model.gone else str(state["connection"]))
            else:
                window.off_reasons.pop(name, None)
        if away:
            for name in ("end_turn", "undo"):
                window.actions_by_name[name].setEnabled(False)
            window._update_history_actions()
            window.prompt_bar.clear()
            if not model.gone:
                window.prompt_bar.set_prompt(f"{state['connection']} The table takes no clicks until then.")
                return
            ended = state["connection"] or ""
            window.prompt_bar.set_prompt(ended, HOST_MAY_RESUME if ended == HOST_ENDED else "")
            back = window.prompt_bar.add_option_button("__home__", BACK_HOME)
            back.setToolTip("Close this table; the app's welcome screen starts or joins another game")
            back.clicked.connect(go_home)
        elif model.in_game and not model.started:
            shown = window.prompt_bar.prompt.text()
            if shown != IN_LOBBY:  # said once: every seat table and redraw comes here again
                window.prompt_bar.set_prompt(IN_LOBBY, shown)

    def go_home() -> None:
        """The host ended this seat's game: leave it without asking (nothing is left to lose) and go back to
        the welcome screen, of the app's own window when this table has one."""
        model.close()
        if home is not None and home is not window:
            window.close()
            if not home.model.in_game:  # a game of its own stays as it was
                home.show_welcome()
            home.show()
            home.activateWindow()
        else:
            window.show_welcome()

    def notice(text: str) -> None:
        window.statusBar().showMessage(text, 10_000)

    def seats() -> None:
        kinds = {"computer": "Computer (on the host)", "host": "Host"}
        def label(s: dict[str, Any]) -> str:
            who = kinds.get(s["kind"], s["name"] or "Friend")
            if who == s["player"]:  # the friend's typed name is the player's name already: "Friend"
                who = "Friend"
            state = seat_state(s, model.seats_elapsed())
            if state == "connected" and lan.came_by(s):  # "Bea — on this network"
                return f"{who} — {lan.came_by(s)}"
            return who + ("" if state in ("", "connected") else f" — {state}")  # "Bea — reconnecting 1:45"

        labels = {s["seat"]: label(s) for s in model.seat_table if s["seat"] != link.seat}
        window.scene.seat_labels = labels
        window.controller.refresh() if model.in_game else None

    if isinstance(link, HostLink):
        give = QAction("&Give a Friend's Seat to a Computer…", window)
        give.setStatusTip("A friend who is not connected: an Easy computer plays their seat from now on")
        give.triggered.connect(lambda: give_seat(window, link.host))
        menu = menu_of(window.menuBar().actions()[0])
        if menu is not None:
            menu.insertAction(window.actions_by_name["end_turn"], give)
        window.actions_by_name["give_seat"] = give

    model.connectionChanged.connect(connection)
    model.noticed.connect(notice)
    model.answerRefused.connect(lambda text: window.statusBar().showMessage(f"The host says: {text}", 10_000))
    model.seatsChanged.connect(seats)
    model.seatsChanged.connect(hold)
    window.controller.tableChanged.connect(hold)
    window.destroyed.connect(lambda *_: model.close())
    # Leaving is one thing: closing the window (or Quit) asks, then leaves; nothing replaces the online
    # game in this window (a lesson, a new game): it asks to leave first, and the other game is started
    # from a window of its own.
    window.installEventFilter(_LeaveOnClose(window, model))

    def replace_here() -> bool:
        if leave_table(window, model, "Leave the online game to start another?"):
            window.close()  # the online table goes; another game starts in the app's own window
        return False

    window.confirm_replace = replace_here

    def leave_then(go: Any) -> Any:
        def run() -> None:
            if leave_table(window, model, "Leave the online game?"):
                window.close()
                home.show()
                go()
        return run

    if home is not None and home is not window:  # these go on in the app's own window, once left
        learn = window.actions_by_name.get("learn")
        if learn is not None:
            learn.triggered.disconnect()
            learn.triggered.connect(leave_then(home.learn_to_play))
        window.end_screen.newGameClicked.disconnect()
        window.end_screen.newGameClicked.connect(leave_then(home.ask_new_game))
        for act, scenario in whats_new_actions(window):
            act.triggered.disconnect()
            act.triggered.connect(leave_then(functools.partial(home.whats_new, scenario)))
    window.show()
    return window


def whats_new_actions(window: Any) -> list[tuple[QAction, Any]]:
    """Help → What's New In's entries with the lesson each starts (the menu lists the scenarios in order)."""
    for act in window.menuBar().actions():
        menu = menu_of(act)
        if menu is None:
            continue
        for sub in menu.actions():
            inner = menu_of(sub)
            if inner is not None and "What's New" in sub.text().replace("&", ""):
                return list(zip(inner.actions(), lessons.scenarios(list(sets.TITLES)), strict=False))
    return []


def leave_table(window: QWidget, model: OnlineTableSource, question: str = "Leave the online game?") -> bool:
    """Ask, then leave: the host stops hosting (every friend's screen says the host has left; the game
    stays in its autosave for Game → Resume Online Game), a joiner leaves her seat (kept for her while
    she is away). True when left (or already)."""
    if model.closed:
        return True
    if model.link.hosts:
        text = ("You host this game: leaving ends it for your friends now (their screens say you left). "
                "It stays in its autosave: Game → Resume Online Game hosts it again with the same code.")
    else:
        text = "Your seat is kept for you while you are away: join again with the same code to come back."
    if QMessageBox.question(window, question, text) != QMessageBox.StandardButton.Yes:
        return False
    model.close()
    return True


class _LeaveOnClose(QObject):
    """Closing an online table (its window, Game → Quit) asks, then leaves the online game."""

    def __init__(self, window: QWidget, model: OnlineTableSource) -> None:
        super().__init__(window)
        self.model = model

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.Close and isinstance(watched, QWidget) and not self.model.closed \
                and not leave_table(watched, self.model):
            event.ignore()
            return True
        return False


def give_seat(window: QWidget, host: Host) -> None:
    """The host lets an Easy computer play a friend's seat while the friend is away (the table waits), or
    reopens it for anyone with the code. A seat held for a friend who dropped can't be, until its release
    time has passed (the friend may be reconnecting)."""
    away = [s for s in host.seat_table() if s["kind"] == FRIEND and not s["connected"]]
    free = [s for s in away if not s["held"] or not s["release_in"]]
    if not free:
        held = [f"{s['player']} — {seat_state(s)}" for s in away]
        plain_message(window, "Give a Seat to a Computer", "Every friend is connected." if not held else
                      "A friend who dropped keeps their seat a few minutes while they reconnect:\n" + "\n".join(held))
        return
    choices: list[tuple[str, int, bool]] = []
    for s in free:
        choices.append((f"{seat_line(s)}: an Easy computer plays it", s["seat"], False))
        if s["held"]:
            choices.append((f"{seat_line(s)}: open it for anyone with the code", s["seat"], True))
    names = [c[0] for c in choices]
    chosen, ok = QInputDialog.getItem(window, "Give a Seat to a Computer", "Seat:", names, 0, False)
    if ok:
        _, seat, reopen = choices[names.index(chosen)]
        try:
            host.reopen(seat) if reopen else host.hand_to_computer(seat, "easy")
        except IllegalAnswerError as err:
            plain_message(window, "Give a Seat to a Computer", str(err))
