"""Online games in the window: Game → Host Online Game, Join Online Game and Resume Online Game.

The rooms of ui/online/, each with one job: `links` (a joiner's `ClientLink` and the host's `HostLink`, the
seat tokens kept), `online_source` (the `OnlineTableSource` a window draws from), `dialogs` (`JoinDialog`,
`HostLobby`), `table_window` (`open_table`: an online table's window) and this module, the entry points that
host, resume and join a game and keep its windows open.

The host's own table is built the same way as a joiner's, from the host's view of its seat (`HostLink`), so a
joiner's table for seat k and the host's for seat k are the same by construction; the host runs the engine,
the autosave and the computer seats.
"""

from __future__ import annotations

import contextlib
import errno
from typing import Any

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from legendary_desktop.engine.deal import Seed
from legendary_desktop.engine.spec import Setup
from legendary_desktop.net.host import HOST, Host, HostState, autosave_path, state_path
from legendary_desktop.persistence.session import Session
from legendary_desktop.ui.online import lan
from legendary_desktop.ui.online.dialogs import (  # noqa: F401 (the names callers import from here)
    JOIN_CODE_KEY,
    JOIN_NAME_KEY,
    LOBBY_CLOSED,
    HostLobby,
    JoinDialog,
    plain_label,
    plain_message,
    seat_line,
    seat_state,
)
from legendary_desktop.ui.online.links import ClientLink, HostLink, Link, remember_token, remembered_token  # noqa: F401
from legendary_desktop.ui.online.online_source import HOST_ENDED, RECONNECTING, OnlineTableSource  # noqa: F401
from legendary_desktop.ui.online.short_code import wait_for_relay_friends
from legendary_desktop.ui.online.table_window import (  # noqa: F401
    BACK_HOME,
    HOST_MAY_RESUME,
    IN_LOBBY,
    give_seat,
    leave_table,
    open_table,
    whats_new_actions,
)

_open: list[Any] = []  # online table windows and their links, kept while shown


def host_game(window: Any) -> None:
    """Game → Host Online Game: the setup wizard, then the lobby, then the host's table."""
    from legendary_desktop.ui.dialogs.setup_wizard import SetupWizard

    wizard = SetupWizard(window, hosting=True)
    wizard.accepted.connect(lambda: host_setup(window, wizard.setup(), wizard.seed(), seats=wizard.seats()))
    wizard.open()


def host_setup(window: Any, setup: Setup, seed: Seed, **lobby_options: Any) -> HostLobby:
    """The lobby for hosting `setup` (from Host Online Game, or the New Game wizard's last page); once it
    starts, the host's table. Returns the lobby (already open)."""
    lobby_options.setdefault("state_file", state_path())
    dialog = HostLobby(setup, seed, window.model.storage, window, **lobby_options)

    def opened(result: int) -> None:
        if result:
            link = HostLink(dialog.host, dialog.my_seat())
            _open.append(open_table(type(window), link, "Legendary Desktop — hosting online", home=window))

    dialog.finished.connect(opened)
    dialog.open()
    return dialog


def hosting_tables() -> list[Any]:
    """The host's online tables open in this app that still host."""
    out = []
    for table in _open:
        model = getattr(table, "model", None)
        try:
            if isinstance(model, OnlineTableSource) and isinstance(model.link, HostLink) and not model.closed:
                out.append(table)
        except RuntimeError:  # its window was deleted
            continue
    return out


def offer_resume_hosting(window: Any, **host_options: Any) -> bool:
    """On start: the app closed (a crash) while hosting an online game: offer to host it again, before
    any local game. True when it is hosted again."""
    try:
        state = HostState.read(state_path())
    except (OSError, ValueError, KeyError, TypeError):
        return False
    if not state.hosting or not autosave_path().exists():
        return False
    answer = QMessageBox.question(window, "Resume online game",
                                  "Legendary Desktop closed while you were hosting an online game. Host it again "
                                  "now? Your friends come back with the join code they have.")
    if answer != QMessageBox.StandardButton.Yes:
        state.hosting = False  # asked once: Game → Resume Online Game still hosts it
        with contextlib.suppress(OSError):
            state.write(state_path())
        return False
    return resume_hosting(window, **host_options) is not None


def resume_hosting(window: Any, **host_options: Any) -> Any:
    """Game → Resume Online Game: the host's last online game from its autosave, with the same join code
    (after the host quit or crashed); friends rejoin with the code they have."""
    storage = window.model.storage
    if hosting_tables():
        hosting_tables()[0].show()
        QMessageBox.information(window, "Resume Online Game", "You are hosting the online game already.")
        return None
    try:
        state = HostState.read(state_path())
        session = Session.load(autosave_path(), autosave=autosave_path(), history=storage.history)
        if len(state.kinds) != session.game.setup.players:
            raise ValueError("the autosave is not the online game (another game was played since)")
        host = Host.resume(session, state, state_file=state_path(), **host_options)
        host.start()
        lan.start_reach(host, listed=False)  # the router's mapping made again (knocks are for the lobby)
        wait_for_relay_friends(host)  # short codes: friends who came by the relay find it there again
    except (OSError, ValueError, KeyError) as err:
        why = ("its port is in use: is another program (or another Legendary Desktop) hosting on it? "
               f"({err})" if isinstance(err, OSError) and err.errno == errno.EADDRINUSE else str(err))
        QMessageBox.warning(window, "Resume Online Game", f"The last online game can't be resumed: {why}")
        return None
    mine = [i for i, k in enumerate(host.kinds) if k == HOST]
    table = open_table(type(window), HostLink(host, mine[0] if mine else None), "Legendary Desktop — hosting online",
                       home=window)
    _open.append(table)
    code = host.join_code()
    clipboard = QGuiApplication.clipboard()
    if clipboard is not None:
        clipboard.setText(code)
    table.statusBar().showMessage(f"Hosting again; friends rejoin with the same code (copied): {code}")
    return table


def join_game(window: Any) -> None:
    """Game → Join Online Game: the code, a name and a seat, then the joiner's table."""
    dialog = JoinDialog(window)
    if dialog.exec() and dialog.client is not None:
        link = ClientLink(dialog.client)
        _open.append(open_table(type(window), link, f"Legendary Desktop — online as {dialog.client.name or 'a friend'}",
                                home=window))
