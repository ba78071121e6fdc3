"""The application's main window: menus, the table in the centre, the card view and the log in docks.

The centre is a stack of pages: a welcome page, the table (board view over the prompt bar),
the pass-and-play curtain and the end screen. Only one is visible at a time, so while the
curtain is up nothing of the table is on screen at all.
"""

from __future__ import annotations

import contextlib
import html
import time
from collections.abc import Sequence
from operator import attrgetter
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QSettings, Qt, QUrl
from PySide6.QtGui import QAction, QCloseEvent, QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop import APP_NAME, __version__, product
from legendary_desktop.engine import lessons, sets, table_view
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.lessons import Scenario
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.table_facts import Facts
from legendary_desktop.engine.visibility import Viewer
from legendary_desktop.persistence import faults
from legendary_desktop.persistence.recovery import Resumable, resumable, set_aside
from legendary_desktop.persistence.save_file import SaveError
from legendary_desktop.persistence.saved_seats import Seats, describe, seat_name
from legendary_desktop.ui.dialogs.load_dialog import LoadDialog
from legendary_desktop.ui.dialogs.preferences import PACE_MS, TEXT_SCALE, Preferences, PreferencesDialog
from legendary_desktop.ui.dialogs.report_dialog import ReportDialog, internal_error_box
from legendary_desktop.ui.dialogs.stats_window import StatsWindow
from legendary_desktop.ui.fault_notice import FaultNotice
from legendary_desktop.ui.help.help_texts import glossary_html, how_to_play_html, shortcuts_html
from legendary_desktop.ui.help.help_window import HelpDialog
from legendary_desktop.ui.help.rules_window import show_rules
from legendary_desktop.ui.learn.card_gallery import open_gallery
from legendary_desktop.ui.learn.coach_panel import CoachPanel
from legendary_desktop.ui.learn.lesson_runner import LessonRunner
from legendary_desktop.ui.menus import MENUS, SEPARATOR, TOOLTIPS_SHOWN, MenuAction, Submenu
from legendary_desktop.ui.resources import stylesheet
from legendary_desktop.ui.table.board_scene import BoardScene, card_now
from legendary_desktop.ui.table.board_view import BoardView
from legendary_desktop.ui.table.card_faces import Now
from legendary_desktop.ui.table.card_inspector import CardInspector, CardPopup, InspectorDock
from legendary_desktop.ui.table.computer_players import ComputerPlayers
from legendary_desktop.ui.table.curtain import Curtain
from legendary_desktop.ui.table.end_screen import EndScreen
from legendary_desktop.ui.table.events_view import BANNER_MS, SPEEDS, Animator, Banners
from legendary_desktop.ui.table.game_model import LocalTableSource
from legendary_desktop.ui.table.log_dock import LogDock
from legendary_desktop.ui.table.my_deck import DECK_ON_HOST, NOT_YOURS, MyDeckDialog
from legendary_desktop.ui.table.pile_dialog import PileDialog
from legendary_desktop.ui.table.play_controller import PlayController
from legendary_desktop.ui.table.prompt_bar import PromptBar
from legendary_desktop.ui.table.replay_viewer import ReplayViewer
from legendary_desktop.ui.table.table_source import TableSource
from legendary_desktop.ui.table.turn_summary import TurnSummary
from legendary_desktop.ui.window_geometry import WindowPlacement

if TYPE_CHECKING:
    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard


#: why an action that needs a game is greyed
NO_GAME = "No game is on the table: Game → New Game starts one, Game → Open opens a saved one."
#: why Hint is greyed (and what its key says) while no decision of the person's own waits
HINT_NOT_NOW = "A hint is for your own decision, when it is your move."

#: the actions that are off until a game is on the table (the table's refresh turns on End Turn and Hint)
NEED_A_TABLE = ("end_turn", "hint", "my_deck")

#: the status bar's line on the welcome page
WELCOME_STATUS = "Game → New Game (Ctrl+N) to start playing."

#: the side docks' narrowest width (the card panel, the game log with the computers' summary)
DOCK_MIN_WIDTH = 220


class MainWindow(QMainWindow):
    """Top-level window. Owns the menus, the game model and the widgets that show it."""

    def __init__(self, parent: QWidget | None = None, model: TableSource | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(APP_NAME)
        self.placement = WindowPlacement(self)  # the frame fits the screen; size and place per screen
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.setStyleSheet(stylesheet())  # one dark theme for every window and dialog
        # the table source: a game played here, unless the window is given another (an online seat's)
        self.model: TableSource = model if model is not None else LocalTableSource(self)
        self.fault_notice = FaultNotice(self, self.model.faults)
        self.model.fault.connect(self.fault_notice.show_fault)
        self.scene = BoardScene()
        self.view = BoardView(self.scene)
        self.prompt_bar = PromptBar()
        self.coach_panel = CoachPanel()
        self.controller = PlayController(self.model, self.scene, self.prompt_bar)
        self.banners = Banners(self.scene, self)
        self.animator = Animator(self.scene, self)
        self.controller.animator = self.animator
        self.computers = ComputerPlayers(self.model, self.controller, self)
        self.controller.computers = self.computers
        self.prefs = Preferences.load()
        self._build_pages()
        self.lessons = LessonRunner(self, parent=self)
        self._build_docks()
        self.actions_by_name: dict[str, QAction] = {}
        self.tips: dict[str, str] = {}  # each action's status tip while it is on (menus.py)
        self.refused_keys: dict[str, QShortcut] = {}  # an action's key while it is off: says why, does nothing
        #: why an action is off, for the actions a kind of table turns off for good (an online table's New Game)
        self.off_reasons: dict[str, str] = {}
        self._explaining = False
        self.popup: CardPopup | None = None  # the large view of a card, while it is open
        self.hint_shown = ""  # the last Hint's line, which the status bar shows for a while
        self._build_menus()
        self._connect()
        self._restore_geometry()
        self.apply_preferences(self.prefs)
        for name in NEED_A_TABLE:  # nothing to act on until a game is on the table
            self.set_on(name, False)
        self.explain_off()
        self.statusBar().showMessage(WELCOME_STATUS)

    def apply_preferences(self, prefs: Preferences) -> None:
        self.prefs = prefs
        self.animator.duration_ms = SPEEDS.get(prefs.animation, 0)
        self.banners.duration_ms = BANNER_MS.get(prefs.animation, 1600)
        self.computers.pace_ms = PACE_MS.get(prefs.pace, PACE_MS["normal"])
        self.controller.curtain_mode = prefs.curtain
        if "open_hands" in self.actions_by_name:
            self.actions_by_name["open_hands"].setChecked(prefs.curtain == "open")
        scale = TEXT_SCALE.get(prefs.text_size, 1.0)
        if scale != self.scene.text_scale:
            self.scene.text_scale = scale
            self.scene.layout_key = None
            self.controller.refresh()

    def skip_animations(self) -> None:
        self.animator.finish()
        self.banners.clear()

    def host_online(self) -> None:
        from legendary_desktop.ui.online import online

        online.host_game(self)

    def resume_online(self) -> None:
        from legendary_desktop.ui.online import online

        online.resume_hosting(self)

    def join_online(self) -> None:
        from legendary_desktop.ui.online import online

        online.join_game(self)

    def show_preferences(self) -> None:
        dialog = PreferencesDialog(self.prefs, self)
        if dialog.exec():
            dialog.prefs.save()
            self.apply_preferences(dialog.prefs)

    def _set_open_hands(self, on: bool) -> None:
        if on == (self.prefs.curtain == "open"):
            return
        self.prefs.curtain = "open" if on else "private"
        self.prefs.save()
        self.apply_preferences(self.prefs)
        d = self.model.pending
        if on and d is not None and self.controller.curtain_up:
            self.controller.lift_curtain()

    def confirm_replace(self) -> bool:
        """Before a new or loaded game replaces one in progress: ask (the autosave keeps it either way)."""
        if not self.model.in_game or self.model.over or self.model.practising:  # a lesson's position: nothing kept
            return True
        answer = QMessageBox.question(
            self, "Replace the game in progress?",
            "A game is in progress. Start another one? (The current game stays in the autosave only "
            "until the new one is saved over it; use Save As first to keep it.)")
        return answer == QMessageBox.StandardButton.Yes

    # -- pages -----------------------------------------------------------
    def _build_pages(self) -> None:
        self.stack = QStackedWidget()
        self.welcome = QWidget()
        self.welcome.setObjectName("welcome")
        box = QVBoxLayout(self.welcome)
        box.setAlignment(Qt.AlignmentFlag.AlignCenter)
        title = QLabel(APP_NAME)
        title.setObjectName("welcomeTitle")
        hint = QLabel(product.welcome_line())
        hint.setObjectName("welcomeHint")
        hint.setWordWrap(True)  # a long line must not widen the window's centre and squeeze the docks
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint.setMaximumWidth(560)
        self.welcome_continue = QPushButton("Continue Last Game")
        self.welcome_new = QPushButton("New Game…")
        self.welcome_quick = QPushButton("Quick Game…")
        self.welcome_load = QPushButton("Load a Saved Game…")
        self.welcome_help = QPushButton("How to Play")
        self.welcome_learn = QPushButton("Learn to Play")
        self.welcome_learn.setToolTip("A guided first game: the coach shows you each step")
        self.welcome_new_in = QPushButton("What's New in the Expansions")
        self.welcome_new_in.setMenu(self._whats_new_menu())
        for widget in (title, hint):
            widget.setAlignment(Qt.AlignmentFlag.AlignCenter)
            box.addWidget(widget)
        box.addSpacing(16)
        for button in (self.welcome_continue, self.welcome_learn, self.welcome_new, self.welcome_quick,
                       self.welcome_load, self.welcome_help, self.welcome_new_in):
            button.setMinimumSize(240, 44)
            box.addWidget(button, 0, Qt.AlignmentFlag.AlignCenter)
        self.welcome_continue.setVisible(self.resumable_game() is not None)
        self.table = QWidget()
        layout = QVBoxLayout(self.table)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.coach_panel)
        layout.addWidget(self.prompt_bar)
        self.curtain = Curtain()
        self.end_screen = EndScreen()
        for page in (self.welcome, self.table, self.curtain, self.end_screen):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)

    def _build_docks(self) -> None:
        self.inspector_dock = InspectorDock(self)
        self.log_dock = LogDock(self)
        self.turn_summary = TurnSummary(self.model, self)  # what the computers did, above the log
        self.turn_summary.attach(self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.inspector_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.splitDockWidget(self.inspector_dock, self.log_dock, Qt.Orientation.Vertical)
        for dock in (self.inspector_dock, self.log_dock):
            # never narrower than their words need: a dock a saved layout left narrow would otherwise widen by
            # itself for a longer line later, and the table beside it would be laid out again mid-game
            dock.setMinimumWidth(DOCK_MIN_WIDTH)
        self.resizeDocks([self.inspector_dock], [270], Qt.Orientation.Horizontal)
        self.resizeDocks([self.inspector_dock, self.log_dock], [420, 380], Qt.Orientation.Vertical)

    # -- menus -----------------------------------------------------------
    def _action(
        self, name: str, text: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None
    ) -> QAction:
        act = QAction(text, self)
        if shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        self.actions_by_name[name] = act
        return act

    def _build_menus(self) -> None:
        """The menus of the table in menus.py, in order, each action wired to its handler."""
        bar = self.menuBar()
        for title, rows in MENUS:
            menu = bar.addMenu(title) if title is not None else None
            if menu is not None and title in TOOLTIPS_SHOWN:
                menu.setToolTipsVisible(True)
            for row in rows:
                if row is SEPARATOR:
                    assert menu is not None
                    menu.addSeparator()
                elif isinstance(row, Submenu):
                    assert menu is not None
                    sub = menu.addMenu(row.label)
                    for act in getattr(self, row.builder)().actions():
                        sub.addAction(act)
                else:
                    act = self._menu_action(row)
                    (menu or self).addAction(act)
        self.model.set_undo_past_reveals(self.actions_by_name["undo_past_reveals"].isChecked())
        self.log_dock.visibilityChanged.connect(self.actions_by_name["log"].setChecked)
        self.inspector_dock.visibilityChanged.connect(self.actions_by_name["inspector"].setChecked)
        self._update_history_actions()

    def _menu_action(self, row: MenuAction) -> QAction:
        act = self._action(row.name, row.label, row.shortcut)
        self.tips[row.name] = row.tip
        if row.tip:
            act.setStatusTip(row.tip)
        if row.shortcut is not None:  # a greyed action's key is not silent: it says why on the status bar
            refused = QShortcut(act.shortcut(), self)
            refused.setEnabled(False)
            refused.activated.connect(lambda name=row.name: self.say_refused(name))
            self.refused_keys[row.name] = refused
        act.changed.connect(lambda name=row.name: self._explain(name))
        if row.role is not None:
            act.setMenuRole(row.role)
        handler = attrgetter(row.handler)(self)
        if row.checkable:
            act.setCheckable(True)
            checked = row.checked
            if row.checked_setting:
                checked = bool(QSettings().value(row.checked_setting, False, type=bool))
            act.setChecked(checked)
            act.toggled.connect(handler)
        else:
            act.triggered.connect(handler)
        return act

    # -- why an action is off ------------------------------------------------
    def refusal(self, name: str) -> str:
        """Why the action `name` is greyed now, in a player's words: its tooltip and status tip while it is
        off, and the status bar's line when its key is pressed then."""
        if name in self.off_reasons:
            return self.off_reasons[name]
        m = self.model
        t = m.drawn_table() if m.in_game else None
        if name == "undo":
            return self.undo_refusal() or (NO_GAME if not m.in_game else "Nothing to undo yet.")
        if name == "redo":
            return "Nothing to redo: Redo brings back a decision Undo took back."
        if not m.in_game or t is None:
            return NO_GAME
        if name in ("save", "export_log", "replay") and m.practising:
            return "A lesson's prepared table is not a game of its own: it is not saved, exported or replayed."
        if name in ("end_turn", "hint") and t.over:
            return "The game is over."
        if name == "end_turn":
            return "End Turn is for your own turn's main phase, when you may play, recruit and fight."
        if name == "hint":
            return HINT_NOT_NOW
        if name == "pause":
            return "No computer player sits at this table."
        return "Not available now."

    def set_on(self, name: str, on: bool) -> None:
        """Turn an action on or off as the game goes; one this kind of table does not offer stays off."""
        self.actions_by_name[name].setEnabled(on and name not in self.off_reasons)

    def _explain(self, name: str) -> None:
        """An action turned on or off: off, its tooltip and status tip say why and its key says so too; on,
        they are its own again."""
        if self._explaining:
            return
        act, refused = self.actions_by_name.get(name), self.refused_keys.get(name)
        if act is None or name not in self.tips:  # an action of the menus' table (menus.py) only
            return
        self._explaining = True
        try:
            off = not act.isEnabled()
            why = self.refusal(name) if off else ""
            if name != "undo":  # Undo's tips say why as the history changes (_update_history_actions)
                act.setToolTip(why)  # "": Qt's own (the action's text)
                act.setStatusTip(why or self.tips.get(name, ""))
            if refused is not None:
                refused.setEnabled(off)
        finally:
            self._explaining = False

    def explain_off(self) -> None:
        """Every greyed action says why as things are now (its reason may change while it stays off)."""
        for name in self.actions_by_name:
            self._explain(name)

    def say_refused(self, name: str) -> None:
        """A greyed action's key was pressed: why it does nothing, where the person is looking."""
        act = self.actions_by_name.get(name)
        why = act.toolTip() if name == "undo" and act is not None else self.refusal(name)
        self.statusBar().showMessage(why, 6000)

    def show_rules_window(self) -> None:
        show_rules(self)

    def show_glossary(self) -> None:
        self._info("Keyword Glossary", glossary_html())

    def show_card_gallery(self) -> None:
        open_gallery(self)

    def show_shortcuts(self) -> None:
        self._info("Keyboard Shortcuts", shortcuts_html())

    def _whats_new_menu(self) -> QMenu:
        """One entry per scenario the game's sets register ("What's new in ...")."""
        menu = QMenu(self)
        for scenario in lessons.scenarios(list(sets.TITLES)):
            act = menu.addAction(scenario.title)
            act.triggered.connect(lambda _=False, sc=scenario: self.whats_new(sc))
        return menu

    def learn_to_play(self) -> None:
        """Welcome → Learn to Play, or Help → Learn to Play: the guided first game."""
        if lessons.GUIDES and self.confirm_replace():
            self.lessons.start_guide(lessons.GUIDES[0])

    def whats_new(self, scenario: Scenario) -> None:
        if self.confirm_replace():
            self.lessons.start_scenario(scenario)

    def close_practice(self) -> None:
        """A lesson's prepared position is put away: back to the welcome page, with nothing of it left."""
        self.model.close_practice()
        self.show_welcome()

    def show_welcome(self) -> None:
        """The welcome page, with nothing of the game or lesson that ended left in the docks, the status bar or
        the title: the Card panel empty, no log, no computers' summary, no banner, no prompt."""
        self.skip_animations()
        popup, self.popup = self.popup, None
        if popup is not None:
            with contextlib.suppress(RuntimeError):  # closed and deleted already
                popup.close()
        self.inspector_dock.inspector.show_card(None)
        self.log_dock.clear()
        self.turn_summary.hide()
        self.prompt_bar.clear()
        self.prompt_bar.set_prompt("")
        self.controller.hint_line = ""
        self.welcome_continue.setVisible(self.resumable_game() is not None)
        self.stack.setCurrentWidget(self.welcome)
        self.setWindowTitle(APP_NAME)
        for name in NEED_A_TABLE:  # nothing to act on until a game is on the table
            self.set_on(name, False)
        self.explain_off()
        self.statusBar().showMessage(WELCOME_STATUS)

    def _info(self, title: str, html: str) -> HelpDialog:
        box = HelpDialog(title, html, self)  # scrolls; never taller than the screen
        box.show()  # not modal: its links open the Rules window beside it
        return box

    def about_text(self) -> str:
        return (
            f"<h3>{APP_NAME} {__version__}</h3>"
            f"<p>{html.escape(product.summary())}</p>"
            "<p>Card faces are drawn by the program. Legendary is a trademark of Upper Deck; "
            "Marvel characters are trademarks of Marvel. This is an unofficial fan project.</p>"
        )

    def show_about(self) -> None:
        QMessageBox.about(self, f"About {APP_NAME}", self.about_text())

    def _set_fullscreen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    # -- wiring ----------------------------------------------------------
    def _connect(self) -> None:
        self.welcome_new.clicked.connect(self.ask_new_game)
        self.welcome_quick.clicked.connect(self.ask_quick_game)
        self.welcome_continue.clicked.connect(self.continue_last_game)
        self.welcome_load.clicked.connect(self.show_load_dialog)
        self.welcome_help.clicked.connect(lambda: self._info("How to Play", how_to_play_html()))
        self.welcome_learn.clicked.connect(self.learn_to_play)
        self.model.gameStarted.connect(self._game_started)
        self.model.logAppended.connect(self._log_appended)
        self.model.changed.connect(self._answered)
        self.model.decisionChanged.connect(self._ask_attention)
        self.model.gameOver.connect(self._game_over)
        self.model.historyChanged.connect(self._update_history_actions)
        self.controller.curtainRequested.connect(self._show_curtain)
        self.controller.curtainLifted.connect(self._show_table)
        self.controller.tableChanged.connect(self._table_changed)
        self.curtain.lifted.connect(self.controller.lift_curtain)
        self.prompt_bar.pauseClicked.connect(self.actions_by_name["pause"].toggle)
        self.prompt_bar.hintClicked.connect(self.ask_hint)
        self.computers.stateChanged.connect(self._computers_changed)
        self.computers.failed.connect(lambda why: self.statusBar().showMessage(why, 15000))
        self.computers.hintReady.connect(self._show_hint)
        self.scene.cardHovered.connect(self._inspect_in_dock)
        self.scene.cardInspected.connect(self.show_card_popup)
        self.scene.pileBrowse.connect(self.browse_pile)
        self.scene.clickRefused.connect(
            lambda _card: self.statusBar().showMessage("That card is not one of the choices right now.", 2500))
        self.view.inspectFocused.connect(self._inspect_focused)
        self.log_dock.cardHovered.connect(self._inspect_in_dock)
        self.log_dock.cardClicked.connect(self.show_card_popup)
        self.end_screen.newGameClicked.connect(self.ask_new_game)
        self.end_screen.quitClicked.connect(self.close)
        self.end_screen.showBoardClicked.connect(self._show_table)
        self.end_screen.reportClicked.connect(self.report_problem)
        self.model.internalError.connect(self._internal_error)

    # -- games -----------------------------------------------------------
    def ask_new_game(self) -> None:
        """The setup wizard; its Start Game starts the game it built."""
        from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

        if not self.confirm_replace():
            return
        wizard = SetupWizard(self)
        wizard.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        wizard.accepted.connect(lambda: self._wizard_done(wizard))
        wizard.open()

    def _wizard_done(self, wizard: SetupWizard) -> None:
        """New Game's wizard finished: start its game here, or host it online (its last page's button)."""
        if wizard.host_requested:
            from legendary_desktop.ui.online import online

            online.host_setup(self, wizard.setup(), wizard.seed(), seats=wizard.seats())
        else:
            self.start_game(wizard.setup(), wizard.seed(), wizard.seats())

    def ask_quick_game(self) -> QDialog | None:
        """Quick Game: the player count and the seats; a random setup does the rest."""
        from legendary_desktop.ui.dialogs.quick_game import QuickGameDialog

        if not self.confirm_replace():
            return None
        dialog = QuickGameDialog(self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.new_game(dialog.players, seats=dialog.seats(), names=dialog.names()))
        dialog.open()
        return dialog

    def start_game(self, setup: Setup, seed: Seed, seats: Seats | None = None) -> None:
        self.model.start(setup, seed, seats)

    # -- computer players ----------------------------------------------------
    def _computers_changed(self) -> None:
        pause = self.actions_by_name["pause"]
        pause.blockSignals(True)
        pause.setChecked(self.computers.paused)
        pause.blockSignals(False)
        if self.computers.deciding is not None and self.stack.currentWidget() is self.table:
            self.controller.refresh()

    def ask_hint(self) -> None:
        """Hint: one line on what a computer player would do in the person's decision now."""
        if not self.controller.person_may_answer():
            self.statusBar().showMessage(HINT_NOT_NOW, 4000)
            return
        if self.computers.hint():
            self.statusBar().showMessage("Thinking of a hint…", 2000)

    def _show_hint(self, line: str, detail: str = "") -> None:
        """The hint's line in the prompt bar (the search's detail in its tooltip) and on the status bar; the
        table keeps its layout."""
        self.controller.hint_line, self.controller.hint_detail = line, detail
        self.prompt_bar.show_hint(line, detail)
        self.statusBar().showMessage(line, 10000)
        self.hint_shown = line

    def new_game(self, players: int, seed: int | None = None, seats: Seats | None = None,
                 names: list[str] | None = None) -> None:
        """Start a random legal game for `players` (Quick Game; New Game uses the setup wizard), from the
        card sets last chosen in the wizard (the base game until then)."""
        from legendary_desktop.engine.catalog import catalog

        have = catalog().sets()
        remembered = [s for s in str(QSettings().value("wizard/sets", "")).split("\n") if s in have]
        self.model.start_random(players, seed, remembered or None, seats, names or ())

    def _game_started(self) -> None:
        t = self.model.table()
        assert t is not None
        self.log_dock.clear()
        self.banners.clear()
        self.scene.open_hands = False
        self.set_on("pause", any(self.model.is_computer(p.index) for p in t.players))
        self.set_on("my_deck", True)
        # An integer seed may be told (it was chosen to be shared); a secret deal is not, during play (its code
        # is on the end screen); an online table has none to tell
        deal = self.model.told_deal()
        seed = f" Seed {deal}." if isinstance(deal, int) else ""
        self.statusBar().showMessage(f"{t.mastermind.name} schemes: {t.cards[t.scheme_card].name}.{seed}")
        self.inspector_dock.inspector.show_card(*self.card_words(t.mastermind_card), t.mastermind_card)
        if not self.controller.curtain_up:
            self._show_table()

    def in_background(self) -> bool:
        return not self.isActiveWindow()

    def _ask_attention(self) -> None:
        """A person at this screen must decide while the window is behind another (a computer's turn reached
        their Master Strike discard): the platform's alert (a taskbar flash, a bouncing dock icon)."""
        d = self.model.pending
        if d is not None and not self.model.is_computer(d.player) and self.in_background():
            QApplication.alert(self)

    def _news_of(self) -> object:
        """Whose news the banners show: the game on the table now (a game replaced is other news)."""
        return self.model.game_key()

    def _answered(self) -> None:
        if self.model.in_game:
            self.banners.answered(self._news_of(), *self.model.step())

    def _log_appended(self, first: int) -> None:
        if self.model.in_game:
            answers, turn = self.model.step()
            self.log_dock.append_events(self.model.events(), first, self.model.card_def)
            if first > 0 or not answers:  # a rebuilt game (undo, load) keeps its old news quiet
                self.banners.events_added(self._news_of(), self.model.events(), first, answers, turn)

    def _show_curtain(self, player: int, reason: str) -> None:
        g = self.model.drawn_table()
        assert g is not None
        # the last player's hovered card stays private, and so does their Hint (it tells what to do with the cards
        # in their hand), which the status bar would show for a while yet: the curtain does not cover it
        self.inspector_dock.inspector.show_card(*self.card_words(g.mastermind_card), g.mastermind_card)
        if self.hint_shown and self.statusBar().currentMessage() == self.hint_shown:
            self.statusBar().clearMessage()
        self.animator.finish()
        self.curtain.show_for(player, g.players[player].name, reason, self.controller.since_last_turn(player))
        self.stack.setCurrentWidget(self.curtain)
        self.curtain.setFocus()

    def _show_table(self) -> None:
        self.stack.setCurrentWidget(self.table)
        self.view.setFocus()
        self.view.fit()

    def _table_changed(self) -> None:
        g = self.model.drawn_table()
        if g is None:
            return
        self._follow_card()
        bar = self.prompt_bar
        self.set_on("end_turn", (not g.over and bar.end_turn.isVisible()) or bar.end_anyway.isVisible())
        who = g.players[g.turn.player].name
        kind = self.model.computer_kind(g.turn.player)  # a person (here or online) is named alone
        if kind is not None:
            who += "" if who == seat_name(kind, g.turn.player) else f" ({describe(kind)})"
        self.set_on("hint", self.model.offers("hint") and self.controller.person_may_answer())
        self.setWindowTitle(f"{APP_NAME} — Turn {g.turn.number}, {who}'s turn" if not g.over else
                            f"{APP_NAME} — game over")
        if g.over:
            button = self.prompt_bar.add_option_button("__results__", "Show Results")
            button.clicked.connect(self._game_over)
        self.explain_off()

    def _game_over(self) -> None:
        t = self.model.table()
        if t is None or t.outcome is None:
            return
        self.scene.open_hands = True  # after the game every hand and deck may be seen
        self.controller.refresh()
        self.end_screen.show_outcome(t.outcome, [p.name for p in t.players])
        self.end_screen.show_story(t)  # from the table: a joiner's story is the host's
        self.end_screen.show_deal(self.model.told_deal())  # a joiner has no deal to tell
        self.stack.setCurrentWidget(self.end_screen)

    # -- files, undo, history ------------------------------------------------
    def _update_history_actions(self) -> None:
        has_game = self.model.in_game
        undo_on = self.model.can_undo()
        self.set_on("undo", undo_on)
        self.set_on("redo", self.model.can_redo())
        for name, capability in (("save", "save"), ("export_log", "export"), ("replay", "replay")):
            # what the source offers; a lesson's prepared position is not saved, exported or replayed
            self.set_on(name, has_game and not self.model.practising and self.model.offers(capability))
        why = self.undo_refusal() or ("" if undo_on else self.refusal("undo"))
        undo = self.actions_by_name["undo"]
        undo.setStatusTip(why or "Take back the last decision")
        undo.setToolTip(why or "Take back the last decision")
        self.explain_off()

    def _set_undo_past_reveals(self, allowed: bool) -> None:
        settings = QSettings()
        settings.setValue("prefs/undo_past_reveals", allowed)
        self.fault_notice.settings_written(settings)
        self.model.set_undo_past_reveals(allowed)

    def undo_refusal(self) -> str:
        """Why Undo is off now, and how to lift it where it can be ("" when it is on, or nothing to undo)."""
        return self.model.undo_refusal()

    def undo(self) -> None:
        if self.model.undo_blocked:
            self.statusBar().showMessage(self.model.undo_blocked, 4000)
        elif not self.model.undo():
            self.statusBar().showMessage(self.undo_refusal() or "Nothing to undo.", 6000)

    def redo(self) -> None:
        if not self.model.redo():
            self.statusBar().showMessage("Nothing to redo.", 3000)

    def open_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Open Game", str(self.model.storage.saves),
                                              "Saved games (*.json)")
        if path:
            self.load_path(Path(path))

    def show_load_dialog(self) -> None:
        """The one Open command: the saves in the data folder, or any other file."""
        if not self.confirm_replace():
            return
        dialog = LoadDialog(self.model.storage.saves, self)
        other: list[bool] = []

        def browse_elsewhere() -> None:
            other.append(True)
            dialog.reject()

        box = dialog.findChild(QDialogButtonBox)
        if box is not None:
            browse = box.addButton("Other File…", QDialogButtonBox.ButtonRole.ActionRole)
            browse.clicked.connect(browse_elsewhere)
        if dialog.exec() and dialog.chosen is not None:
            self.load_path(dialog.chosen)
        elif other:
            self.open_file()

    def resumable_game(self) -> Resumable | None:
        """The unfinished autosaved game that replays (the autosave, else its backup), if there is one."""
        resume = self.model.storage.resume
        return resumable(resume) if resume is not None else None

    def continue_last_game(self) -> None:
        found = self.resumable_game()
        if found is None:
            return
        if found.from_backup and self.model.storage.autosave is not None:
            set_aside(self.model.storage.autosave)  # so the damaged autosave is not rotated into the backup
        self.model.resume(found)

    def load_path(self, path: Path) -> bool:
        """Open a save; a bad file is refused with its reason and the current game goes on."""
        try:
            self.model.load(path)
        except SaveError as err:
            QMessageBox.warning(self, "Can't open this game", f"{path.name}: {err}")
            return False
        self.statusBar().showMessage(f"Opened {path.name}.", 4000)
        return True

    def default_save_name(self) -> str:
        return f"{self.model.save_name()} {time.strftime('%Y-%m-%d %H-%M')}.json"

    def save_as(self) -> None:
        if not self.model.in_game:
            return
        with contextlib.suppress(OSError):  # the first time: make the saves folder so the dialog opens there
            self.model.storage.saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, "Save Game As",
                                              str(self.model.storage.saves / self.default_save_name()),
                                              "Saved games (*.json)")
        if not path:
            return
        target = Path(path) if path.endswith(".json") else Path(path + ".json")
        try:
            self.model.save_as(target)
        except OSError as err:
            QMessageBox.warning(self, "Can't save", faults.message("save", target, err))
            return
        self.statusBar().showMessage(f"Saved {target.name}.", 4000)

    def export_log(self) -> None:
        if not self.model.in_game:
            return
        text = self.model.log_text()  # the game's own; a joiner writes the log it was sent
        path, _ = QFileDialog.getSaveFileName(self, "Export Game Log", str(Path.home() / "legendary-game-log.txt"),
                                              "Text files (*.txt)")
        if not path:
            return
        try:
            Path(path).write_text(text, encoding="utf-8")
        except OSError as err:
            QMessageBox.warning(self, "Can't export", faults.message("export", Path(path), err))
            return
        self.statusBar().showMessage(f"Game log written to {path}.", 4000)

    def show_statistics(self) -> None:
        window = StatsWindow(self.model.storage.folder / "history.jsonl", self)
        window.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        window.open()

    def show_replay_viewer(self) -> None:
        replay = self.model.replay()
        t = self.model.table()
        if t is None or replay is None:
            return
        title = f"{t.cards[t.mastermind_card].name}: {t.cards[t.scheme_card].name}"
        viewer = ReplayViewer(None, 0, [], self, self.at_screen(), live=not t.over, replay=replay, title=title)
        viewer.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        viewer.open()

    def at_screen(self) -> Viewer:
        """Who is at the screen now, for what the windows may show: the player whose hand is up."""
        return Viewer(self.controller.revealed, self.controller.curtain_mode == "open")

    def report_problem(self) -> ReportDialog | None:
        """Help → Report a Problem (also on the end screen and after an internal error)."""
        if not self.model.in_game:
            QMessageBox.information(self, "Report a Problem", "Start or open the game the problem is in: "
                                    "a report holds what replays that game to where it stands.")
            return None
        maker = self.model.report_maker() if self.model.offers("report") else None
        if maker is None:
            QMessageBox.information(self, "Report a Problem", "This online game runs on the host's computer: "
                                    "ask the host to use Help → Report a Problem there (their report holds "
                                    "what replays the game).")
            return None
        dialog = ReportDialog(maker, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def _internal_error(self, message: str) -> None:
        """The engine failed on an answer; the model put the game back at the last good decision."""
        self.statusBar().showMessage("Internal error: the game is back at the last good decision.", 6000)
        self.internal_error_box = internal_error_box(self, message, self.report_problem)

    def open_data_folder(self) -> None:
        folder = self.model.storage.folder
        if not QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder))):
            QMessageBox.information(self, "Data folder", f"Saves and history are kept in:\n{folder}")

    def offer_resume(self) -> bool:
        """On start: offer the newest autosaved state that replays (the autosave, else its backup); first,
        the online game this app was hosting when it closed without leaving it (a crash)."""
        from legendary_desktop.ui.online import online

        if online.offer_resume_hosting(self):
            return True
        autosave = self.model.storage.autosave
        found = resumable(self.model.storage.resume) if self.model.storage.resume is not None else None
        if found is None:
            return False
        if QMessageBox.question(self, "Resume game", found.question()) != QMessageBox.StandardButton.Yes:
            return False
        if found.from_backup and autosave is not None:
            set_aside(autosave)  # so the damaged autosave is not rotated into the backup
        self.model.resume(found)
        return True

    # -- looking at cards ---------------------------------------------------
    def table_facts(self) -> Facts | None:
        """What the table says now (engine/table_facts.py): as last drawn, or the model's for a game not drawn
        yet (a new game, before its first decision is shown)."""
        table = self.model.drawn_table()
        return table.facts if table is not None else None

    def card_words(self, card_id: int) -> tuple[CardDef, str, Now | None]:
        """A card as the card panel and the large view show it: the face lying on the table, what the table
        says of it, its numbers now; a card that left the table, where it went as the person at the screen sees
        it (or only that it left)."""
        t = self.model.drawn_table()
        card = self.model.card_def(card_id)
        assert t is not None and card is not None
        facts = t.facts
        if card_id == t.mastermind_card:  # its face-up side (Epic, or turned over)
            return t.mastermind, facts.contexts.get(card_id, ""), card_now(facts, card_id)
        if table_view.on_table(t, card_id):  # what lies on the table is the same for every seat
            return card, facts.contexts.get(card_id, ""), card_now(facts, card_id)
        seen = self.model.table_for(self.at_screen())  # not the deciding player's: they may be behind the curtain
        assert seen is not None
        return card, table_view.whereabouts(seen, card_id), None

    def may_look_at(self, card_id: int) -> bool:
        """May the person at the screen look at this card (not one in another seat's hand or deck)? Online: a
        card the seat was sent."""
        return self.model.may_look_at(card_id, self.at_screen())

    def _inspect_in_dock(self, card_id: int) -> None:
        if self.model.in_game and self.may_look_at(card_id):
            self.inspector_dock.inspector.show_card(*self.card_words(card_id), card_id)

    def _follow_card(self) -> None:
        """The card panel and an open large view follow their card: their words and numbers are the table's
        now, and a card that left the table says where it went (or only that it left, when that place is
        hidden from the screen)."""
        self._follow(self.inspector_dock.inspector)
        popup = self.popup
        if popup is not None:
            try:
                if popup.isVisible():
                    self._follow(popup.inspector)
            except RuntimeError:  # closed and deleted
                self.popup = None

    def _follow(self, panel: CardInspector) -> None:
        t = self.model.drawn_table()
        card_id = panel.card_id
        if t is None or card_id is None:
            return
        if self.model.card_def(card_id) is None:  # not a card of this game: the game's Mastermind instead
            card_id = t.mastermind_card
        panel.show_card(*self.card_words(card_id), card_id)

    def _inspect_focused(self) -> None:
        card = self.scene.focused_card()
        if card is not None:
            self.show_card_popup(card)

    def show_card_popup(self, card_id: int) -> None:
        if self.model.in_game and self.may_look_at(card_id):
            card, context, now = self.card_words(card_id)
            popup = CardPopup(card, self, context, now=now)
            popup.inspector.card_id = card_id
            popup.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
            self.popup = popup  # it follows its card while it is open, as the card panel does
            popup.open()

    def show_my_deck(self) -> MyDeckDialog | None:
        """Game → My Deck: the deck's contents and the discard pile of the player at the screen."""
        if not self.model.offers("my_deck"):
            if self.model.in_game:  # online: the view says how many cards a deck holds, not which
                self.statusBar().showMessage(DECK_ON_HOST, 6000)
            return None
        contents = self.model.deck_contents(self.at_screen(), self.scene.hand_owner)
        if contents is None:
            self.statusBar().showMessage(NOT_YOURS, 6000)
            return None
        dialog = MyDeckDialog(contents, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()
        return dialog

    def browse_pile(self, name: str) -> None:
        """The cards of a pile, in the large view: from the table (as this seat sees it)."""
        g = self.model.drawn_table()
        if g is None:
            return
        cards: Sequence[int] | None = None
        if name.startswith("victory:"):  # after the game every card may be seen
            cards = self.model.whole_collection(int(name.split(":")[1]))
        if cards is not None:
            title = f"{g.players[int(name.split(':')[1])].name}'s cards: Victory Pile, hand, deck and discard pile"
        elif name.startswith("victory:"):
            player = g.players[int(name.split(":")[1])]
            title, cards = f"{player.name}'s Victory Pile", player.victory_pile
        elif name == "played":
            title, cards = "Played this turn", g.turn.played
        elif name == "ko":
            title, cards = "KO Pile", g.ko_pile
        elif name == "escape":
            title, cards = "Escaped Villains", g.escape_pile
        elif name == "deck":  # what is in it, not its order, and only for its owner
            self.show_my_deck()
            return
        elif name == "discard" and self.scene.hand_owner is not None:
            player = g.players[self.scene.hand_owner]
            title, cards = f"{player.name}'s discard pile", player.discard
        else:
            return
        faces = [self.model.card_def(c) for c in reversed(cards)]
        dialog = PileDialog(title, [card for card in faces if card is not None], self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.open()

    # -- geometry --------------------------------------------------------
    def _restore_geometry(self) -> None:
        """Window size and place, dock layout and zoom, as the player left them."""
        settings = QSettings()
        self.placement.place()
        state = settings.value("window/state")
        if state is not None:
            self.restoreState(state)
        with contextlib.suppress(ValueError):  # a damaged setting: keep the default zoom
            self.view.set_zoom(float(str(settings.value("view/zoom", 1.0))))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        settings = QSettings()
        self.placement.remember()
        settings.setValue("window/state", self.saveState())
        settings.setValue("view/zoom", self.view.zoom)
        super().closeEvent(event)
