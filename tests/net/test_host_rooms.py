"""The online host's rooms keep to what docs/architecture.md says each may touch ("Inside `net/`"): the door
reads no game, the seat book no session, the authority sends nothing, and only the facade joins them."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import legendary_desktop.net
from legendary_desktop.engine.decision import IllegalAnswerError
from legendary_desktop.net.door import Joiner, Limits, token_digest
from legendary_desktop.net.protocol import RateLimit
from legendary_desktop.net.seat_book import SeatBook

NET = Path(legendary_desktop.net.__file__).parent

#: room -> what it may import from this project (anything else of the project is refused)
MAY_IMPORT = {
    "door": {"legendary_desktop.net.protocol", "legendary_desktop.net.wire"},
    "seat_book": {"legendary_desktop.bots.seats", "legendary_desktop.engine.decision",
                  "legendary_desktop.engine.setup_rules", "legendary_desktop.net.door",
                  "legendary_desktop.net.protocol"},
    "authority": {"legendary_desktop.bots.seats", "legendary_desktop.engine.decision",
                  "legendary_desktop.engine.game", "legendary_desktop.engine.setup_rules",
                  "legendary_desktop.net.certificate", "legendary_desktop.persistence.saved_seats",
                  "legendary_desktop.persistence.session"},
    "broadcast": {"legendary_desktop.engine.table_facts", "legendary_desktop.engine.view",
                  "legendary_desktop.net.authority", "legendary_desktop.net.door", "legendary_desktop.net.protocol",
                  "legendary_desktop.net.seat_book", "legendary_desktop.persistence.session"},
}


def _is_module(dotted: str) -> bool:
    path = NET.parent.joinpath(*dotted.split(".")[1:])
    return path.with_suffix(".py").exists() or (path / "__init__.py").exists()


def project_imports(module: str) -> set[str]:
    """The project's modules `net/<module>.py` imports ("from a.b import c": a.b.c when c is a module, else a.b)."""
    tree = ast.parse((NET / f"{module}.py").read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("legendary_desktop"):
            for alias in node.names:
                dotted = f"{node.module}.{alias.name}"
                found.add(dotted if _is_module(dotted) else node.module)
        elif isinstance(node, ast.Import):
            found |= {a.name for a in node.names if a.name.startswith("legendary_desktop")}
    return found


def test_each_room_imports_only_what_it_may_touch() -> None:
    for room, allowed in MAY_IMPORT.items():
        extra = project_imports(room) - allowed
        assert not extra, f"net/{room}.py imports {sorted(extra)}: see docs/architecture.md, Inside `net/`"


def test_the_authority_sends_nothing_and_the_door_reads_no_game() -> None:
    authority = (NET / "authority.py").read_text(encoding="utf-8")
    assert "encode(" not in authority and ".send(" not in authority
    door = project_imports("door")
    assert not any(name.startswith(("legendary_desktop.engine", "legendary_desktop.persistence")) for name in door)


def test_the_import_reader_sees_both_forms() -> None:
    """The import reader finds both forms (a module, and a name from a module)."""
    assert "legendary_desktop.net.certificate" in project_imports("authority")
    assert "legendary_desktop.engine.game" in project_imports("authority")
    assert "legendary_desktop.engine.view" in project_imports("broadcast")


class _Gate:
    """What the seat book asks of the gate, written down."""

    def __init__(self) -> None:
        self.said: list[tuple[str, str]] = []

    def refuse(self, joiner: Joiner, reason: str) -> None:
        self.said.append(("refused", reason))

    def bye(self, joiner: Joiner, reason: str, again: bool = False) -> None:
        self.said.append(("bye", reason))

    def seat_allows(self, joiner: Joiner, what: str, seat: int) -> bool:
        return True

    def address_allows(self, joiner: Joiner, what: str) -> bool:
        return True


def test_the_seat_book_alone_keeps_a_seat_for_its_token_until_the_host_lets_it_go() -> None:
    now = [100.0]
    book = SeatBook(["host", "friend"], [], [], Limits(release_after=60.0), lambda: now[0])
    gate = _Gate()
    bea = Joiner(None, RateLimit(), "10.0.0.2")  # type: ignore[arg-type]  # the book never writes to it
    taken = book.take(bea, {"t": "take", "seat": 1, "name": " Bea "}, gate, ["Ann", "Ben"])  # type: ignore[arg-type]
    assert taken is not None and taken[0] == 1 and taken[2] == "Bea" and gate.said == []
    token = taken[1]
    assert book.tokens[1] == token_digest(token) and token not in book.tokens  # only the digest is kept
    assert book.leave(bea) and book.release_in(1) == 60.0  # away: held for her token
    other = Joiner(None, RateLimit(), "10.0.0.3")  # type: ignore[arg-type]
    assert book.take(other, {"t": "take", "seat": 1}, gate, ["Ann", "Bea"]) is None  # type: ignore[arg-type]
    assert gate.said[-1][0] == "refused" and "kept for Bea" in gate.said[-1][1]
    with pytest.raises(IllegalAnswerError):
        book.reopen(1)  # still held
    back = Joiner(None, RateLimit(), "10.0.0.4")  # type: ignore[arg-type]
    assert book.take(back, {"t": "take", "seat": 1, "token": token}, gate, ["Ann", "Bea"]) == (1, token, "")  # type: ignore[arg-type]
    assert book.leave(back)
    now[0] += 60.0
    book.reopen(1)  # the release time has come: the seat is open to anyone, the old token keeps nothing
    assert book.table(["Ann", "Bea"], True)[1]["open"] and book.token_seat(token) is None
    late = Joiner(None, RateLimit(), "10.0.0.5")  # type: ignore[arg-type]
    again = book.take(late, {"t": "take", "seat": 1, "token": token}, gate, ["Ann", "Bea"])  # type: ignore[arg-type]
    assert again is not None and again[1] != token  # taken afresh, with a new token
    assert book.leave(late)
    now[0] += 60.0
    assert book.to_computer(1, "easy") is None and book.kinds[1] == "easy"
    last = Joiner(None, RateLimit(), "10.0.0.6")  # type: ignore[arg-type]
    assert book.take(last, {"t": "take", "seat": 1, "token": again[1]}, gate, ["Ann", "Bea"]) is None  # type: ignore[arg-type]
    assert gate.said[-1] == ("bye", "The host let your seat go (to a computer or another friend) while you were away.")
