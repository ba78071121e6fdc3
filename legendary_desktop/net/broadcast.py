"""The host's broadcasting: what each seated joiner is sent of the game, and nothing more.

A joiner is sent only its seat's view (engine/view.py: the public table, counts, its own hand, what its own
decision shows it), the seat table (net/seat_book.py: the seats' names and who is connected) and what the
setup says (on the table for everyone): never the secret, nor any file. Per joiner it remembers what was
sent: the log only from the first line not yet sent (`Joiner.log_sent`; an undo sends the lines from where
the log changed on), and the table's facts (engine/table_facts.py) only where they changed since the view
before (``table_changes``). The facts are worked out once per position, the same for every seat.

It reads the game, the seat book and the authority's undo rule, and writes only to the joiners.
"""

from __future__ import annotations

from typing import Any

from legendary_desktop.engine import table_facts
from legendary_desktop.engine.view import seat_view
from legendary_desktop.net.authority import Authority
from legendary_desktop.net.door import Joiner
from legendary_desktop.net.protocol import encode
from legendary_desktop.net.seat_book import SeatBook
from legendary_desktop.persistence.session import Session


def setup_summary(session: Session) -> dict[str, Any]:
    """What every seat may know of the setup (it is on the table): to build the joiner's table."""
    s = session.game.setup
    return {"players": s.players, "mastermind": s.mastermind, "scheme": s.scheme, "villains": list(s.villains),
            "henchmen": list(s.henchmen), "heroes": list(s.heroes), "sets": list(s.sets), "epic": s.epic,
            "extras": list(s.extras)}


class Broadcast:
    """Sends the seated joiners their views, the seat table and the public lines."""

    def __init__(self, authority: Authority, book: SeatBook) -> None:
        self.authority, self.book = authority, book

    def seat_table(self) -> list[dict[str, Any]]:
        return self.book.table(self.authority.player_names(), self.authority.started)

    def seated(self) -> list[Joiner]:
        return [j for j in self.book.seats if j is not None]

    def view(self, joiner: Joiner, table: dict[str, Any] | None = None) -> None:
        """`joiner`'s seat's view: the log from the first line it lacks, the facts that changed."""
        if joiner.seat is None:
            return
        g = self.authority.game
        start = joiner.log_sent if joiner.log_sent <= len(g.events) else 0  # an undo shortened the log
        view = seat_view(g, joiner.seat, start, table)
        table = view["table"]
        if joiner.table_sent is not None:  # only the parts of the table's facts that changed since the last
            view["table"] = {k: v for k, v in table.items() if joiner.table_sent.get(k) != v}
            view["table_changes"] = True
        joiner.table_sent = table
        may_undo = self.authority.undo_refusal(joiner.seat) is None
        joiner.send(encode("view", view=view, seats=self.seat_table(), can_undo=may_undo))
        joiner.log_sent = len(g.events)

    def welcome(self, joiner: Joiner, seat: int, token: str) -> None:
        """A joiner that just took `seat`: its token, then its view whole (log and facts)."""
        joiner.send(encode("welcome", seat=seat, token=token))
        joiner.log_sent = 0
        joiner.table_sent = None
        self.view(joiner)

    def views(self) -> None:
        """Every seated joiner's view of the position now."""
        table = table_facts.facts(self.authority.game).to_json()  # worked out once: the same for every seat
        for joiner in self.seated():
            self.view(joiner, table)

    def new_log(self) -> None:
        """The game was dealt again (new names): every seat is sent the log whole, with its view."""
        for j in self.seated():
            j.log_sent = 0
        self.views()

    def undone(self, seat: int, line: str, kept: int) -> None:
        """`seat` took back its answer: every seat is told (`line`) and its log is sent from the first line
        the undo changed (`kept`: the lines left as they were; "log_from": the seat drops those after it)."""
        for j in self.seated():
            j.log_sent = min(j.log_sent, kept)
        for j in self.seated():
            j.send(encode("undone", seat=seat, text=line))

    def seats(self) -> None:
        """The seat table to every seated joiner (one choosing a seat was sent it once, with the hello)."""
        line = encode("seats", seats=self.seat_table(), setup=setup_summary(self.authority.session))
        for j in self.seated():
            j.send(line)

    def greet(self, joiner: Joiner) -> None:
        """A joiner that just gave the secret: the seat table and the setup, to choose a seat."""
        joiner.send(encode("seats", seats=self.seat_table(), setup=setup_summary(self.authority.session)))
