"""The window's menus as a table: each menu's actions in order, with their shortcuts, tips and the window's
handler each one calls. `MainWindow._build_menus` walks it; `MainWindow.actions_by_name` holds every action
by its name. Which actions are enabled is the window's to say as the game goes on (`_update_history_actions`
and the table's refresh), not this table's."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QAction, QKeySequence

from legendary_desktop import APP_NAME

Key = QKeySequence.StandardKey


@dataclass(frozen=True)
class MenuAction:
    name: str  # its key in MainWindow.actions_by_name
    label: str
    handler: str  # the window's attribute (dotted) called when triggered, or when toggled if checkable
    shortcut: Key | str | None = None
    tip: str = ""  # the status tip
    checkable: bool = False
    checked: bool = False
    checked_setting: str = ""  # checked as this QSettings key says (False when unset)
    role: QAction.MenuRole | None = None


@dataclass(frozen=True)
class Submenu:
    label: str
    builder: str  # the window's method making a QMenu whose actions the submenu takes


SEPARATOR = None
Row = MenuAction | Submenu | None

#: menus whose actions show their tooltips on hover (a greyed Undo says why)
TOOLTIPS_SHOWN = {"&Game"}

#: (menu title, its rows); a title of None: actions of the window itself, in no menu
MENUS: tuple[tuple[str | None, tuple[Row, ...]], ...] = (
    ("&Game", (
        MenuAction("new", "&New Game…", "ask_new_game", Key.New),
        MenuAction("quick", "New &Quick Game…", "ask_quick_game", "Ctrl+Shift+N",
                   tip="A random legal setup for the number of players you choose"),
        MenuAction("open", "&Open…", "show_load_dialog", Key.Open,
                   tip="Open a saved game: the saves in the data folder, or any other file"),
        MenuAction("save", "&Save As…", "save_as", Key.Save),
        MenuAction("host_online", "&Host Online Game…", "host_online"),
        MenuAction("resume_online", "Res&ume Online Game", "resume_online"),
        MenuAction("join_online", "&Join Online Game…", "join_online"),
        SEPARATOR,
        MenuAction("undo", "&Undo", "undo", Key.Undo),
        MenuAction("redo", "&Redo", "redo", "Ctrl+Shift+Z"),
        MenuAction("undo_past_reveals", "Allow Undo Past &Reveals", "_set_undo_past_reveals", checkable=True,
                   checked_setting="prefs/undo_past_reveals",
                   tip="Casual play: undo may go back past a drawn card or a revealed Villain card"),
        MenuAction("open_hands", "Open &Hands (No Curtain)", "_set_open_hands", checkable=True,
                   tip="Casual play: every hand is shown and no curtain covers the table"),
        MenuAction("preferences", "&Preferences…", "show_preferences", Key.Preferences,
                   role=QAction.MenuRole.PreferencesRole),
        SEPARATOR,
        MenuAction("replay", "Re&play Viewer…", "show_replay_viewer"),
        MenuAction("export_log", "&Export Game Log…", "export_log"),
        MenuAction("stats", "S&tatistics…", "show_statistics"),
        SEPARATOR,
        MenuAction("my_deck", "My &Deck and Discard Pile…", "show_my_deck", "D",
                   tip="What is in your own deck (not its order) and your discard pile, with counts"),
        MenuAction("end_turn", "&End Turn", "controller.end_turn", "E"),
        MenuAction("hint", "&Hint", "ask_hint", "Ctrl+H",
                   tip="What a computer player would do in your decision now, and why; nothing is played"),
        MenuAction("pause", "&Pause Computer Players", "computers.set_paused", "Ctrl+P", checkable=True,
                   tip="Hold the computer players before their next action; again to let them play on"),
        SEPARATOR,
        MenuAction("quit", "&Quit", "close", Key.Quit, role=QAction.MenuRole.QuitRole),
    )),
    (None, (
        MenuAction("skip", "Skip Animations", "skip_animations", "Esc"),
    )),
    ("&View", (
        MenuAction("zoom_in", "Zoom &In", "view.zoom_in", Key.ZoomIn),
        MenuAction("zoom_out", "Zoom &Out", "view.zoom_out", Key.ZoomOut),
        MenuAction("zoom_reset", "&Fit Table to Window", "view.zoom_reset", "Ctrl+0"),
        MenuAction("fullscreen", "&Full Screen", "_set_fullscreen", "F11", checkable=True),
        MenuAction("log", "Game &Log", "log_dock.setVisible", "Ctrl+L", checkable=True, checked=True),
        MenuAction("inspector", "&Card View", "inspector_dock.setVisible", checkable=True, checked=True),
    )),
    ("&Help", (
        MenuAction("learn", "&Learn to Play", "learn_to_play",
                   tip="A guided first game: the coach shows you each step"),
        Submenu("&What's New In", "_whats_new_menu"),
        SEPARATOR,
        MenuAction("rules", "&Rules", "show_rules_window", "F1", tip="Every set's rules and keywords, with search"),
        MenuAction("glossary", "&Keyword Glossary", "show_glossary"),
        MenuAction("card_gallery", "Card &Gallery", "show_card_gallery",
                   tip="Every card of every set, with filters and a search"),
        MenuAction("shortcuts", "&Keyboard Shortcuts", "show_shortcuts"),
        MenuAction("report", "Report a &Problem…", "report_problem",
                   tip="Write one file that replays this game to where it is now, with your description"),
        MenuAction("data_folder", "Open &Data Folder", "open_data_folder",
                   tip="Where saves, the autosave and the game history are kept"),
        MenuAction("about", f"&About {APP_NAME}", "show_about", role=QAction.MenuRole.AboutRole),
    )),
)
