"""The host's authority over the one game: the only place an online game moves.

It holds the persistence `Session` (every answer autosaved as in any game) and decides what may change it:
an answer for the pending decision of the seat that is deciding, numbered as the game numbers it (`decide`);
a seat taking back its own last answer (`undo`, `undo_refusal`); the computers' answers (`computer_answer`);
a friend's name before anything is decided (`rename`); and when play starts (`started`, the lobby). A wrong
request raises IllegalAnswerError (or GameOverError) and changes nothing: the host turns it into one line
refused to the joiner.

Undo: a seat may take back its own last answer when it is the game's last answer (no seat, computers
included, has answered since), the game is not over, and it is not behind the last reveal
(Session.undo_floor). There is no redo online: the others have seen the answer go.

Names: a friend's typed name becomes the player's name in the game (log, board, saves) when it is typed
before anything has been decided (in the lobby); the game is then dealt again from the same seed with the
new names (names change no card). Two players never share a name: a name already taken gets a number.

`HostState` is what the host keeps beside the autosave (the secret, the port, the seats) so that it can
start again with the same join code. The authority sends nothing: the host broadcasts what changed
(net/broadcast.py).
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections.abc import Sequence
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from legendary_desktop.bots.seats import STRENGTHS, current, make_bot
from legendary_desktop.engine.decision import GameOverError, IllegalAnswerError
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.setup_rules import name_keys
from legendary_desktop.net import certificate
from legendary_desktop.persistence.saved_seats import bot_seed
from legendary_desktop.persistence.session import Session

MAX_NAME = 24


@dataclass
class HostState:
    """What a host keeps beside the autosave so that it can start again with the same join code."""

    secret: str
    port: int
    kinds: list[str]
    names: list[str] = field(default_factory=list)  # the names friends took their seats with
    tokens: list[str] = field(default_factory=list)  # per seat: the SHA-256 of its friend's token, or ""
    hosting: bool = False  # True while hosting: still True after a crash (a clean stop writes False)

    def write(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_suffix(".tmp")
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)  # the secret: owner only
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(asdict(self), f)
        os.replace(tmp, path)

    @classmethod
    def read(cls, path: Path) -> HostState:
        data = json.loads(path.read_text(encoding="utf-8"))
        return cls(str(data["secret"]), int(data["port"]), [current(str(k)) for k in data["kinds"]],
                   [str(n) for n in data.get("names", [])], [str(t) for t in data.get("tokens", [])],
                   data.get("hosting") is True)


def state_path() -> Path:
    return certificate.folder() / "host.json"


def autosave_path() -> Path:
    """The hosted game's own autosave (beside the host's state), so a game at this screen keeps its own."""
    return certificate.folder() / "autosave.json"


class Authority:
    """The one game and what may change it (see the module docstring). `kinds`: the seat book's list of
    seat kinds, read here (which seats the computers play)."""

    def __init__(self, session: Session, kinds: Sequence[str], started: bool = True) -> None:
        self.session = session
        self.kinds = kinds
        # False while the lobby waits for friends: nobody answers and the computers hold
        self.started = started
        self.notices: list[str] = []  # public lines for every screen ("Anna took back her last choice")

    @property
    def game(self) -> Game:
        return self.session.game

    def decide(self, seat: int, n: int, answer: Answer) -> None:
        """`seat` answers decision number `n`; raises (nothing changes) unless it is that seat's and the
        answer is one of its options."""
        g = self.session.game
        if g.pending is None:
            raise GameOverError("the game is over; there is nothing to decide")
        if not self.started:
            raise IllegalAnswerError("the game has not started: the host is still in the lobby")
        if g.pending.player != seat:
            raise IllegalAnswerError(f"it is not your decision: {g.players[g.pending.player].name} is deciding")
        if n != len(g.answers):
            raise IllegalAnswerError("that answer is for a decision already made")
        self.session.decide(answer)  # raises IllegalAnswerError and changes nothing on a bad answer

    def computer_answer(self) -> bool:
        """A computer seat answers the pending decision, if a computer is deciding and play has started."""
        g = self.session.game
        d = g.pending
        if d is None or not self.started or self.kinds[d.player] not in STRENGTHS:
            return False
        bot = make_bot(self.kinds[d.player], g, d.player, bot_seed(g.seed, d.player, len(g.answers)))
        self.session.decide(bot.answer(d))
        return True

    def undo_refusal(self, seat: int) -> str | None:
        """Why `seat` may not take back its last answer now, in one line (None: it may)."""
        g = self.session.game
        if not self.started:
            return "the game has not started"
        if g.over:
            return "the game is over"
        if not g.answers:
            return "nothing has been decided yet"
        if self.session.deciders()[-1] != seat:
            return f"{g.players[seat].name} can only take back their own last choice, and someone has chosen since"
        if len(g.answers) <= self.session.undo_floor():
            return "undo stops at the last card that was revealed"
        return None

    def undo(self, seat: int, n: int) -> tuple[str, int]:
        """`seat` takes back its last answer, asked when the game had `n` answers. Returns the public line
        saying so and how many log lines the undo left as they were. Raises IllegalAnswerError (nothing
        changes) when it may not (`undo_refusal`)."""
        g = self.session.game
        if n != len(g.answers):
            raise IllegalAnswerError("the game has moved on since you asked")
        why = self.undo_refusal(seat)
        if why is not None:
            raise IllegalAnswerError(why)
        before = g.events
        if not self.session.undo():
            raise IllegalAnswerError("there is nothing to undo")
        self.session.redo_stack.clear()  # no redo online: the others have seen the answer go
        line = f"{self.session.game.players[seat].name} took back their last choice."
        self.notices.append(line)
        return line, common_prefix(before, self.session.game.events)

    def rename(self, seat: int, name: str) -> tuple[str, bool]:
        """The game's player `seat` takes `name` (made unique) if nothing has been decided yet: returns the
        name the seat has in the game now, and whether the game was dealt again for it."""
        g = self.session.game
        names = list(g.setup.player_names())
        if g.answers or names[seat] == name:
            return names[seat], False
        taken = {key for i, n in enumerate(names) if i != seat for key in name_keys(n)}  # look-alikes too
        unique, k = name, 2
        while name_keys(unique) & taken:
            unique = f"{name[:MAX_NAME - 3]} {k}"
            k += 1
        names[seat] = unique
        self.session.game = Game(dataclasses.replace(g.setup, names=tuple(names)), g.seed, g.cat,
                                 rulebook=g.rulebook)
        self.session.save_autosave()
        return unique, True

    def player_names(self) -> list[str]:
        return [p.name for p in self.session.game.players]


def common_prefix(a: Sequence[Any], b: Sequence[Any]) -> int:
    """How many first items `a` and `b` share (the log lines an undo left as they were)."""
    n = min(len(a), len(b))
    for i in range(n):
        if a[i] != b[i]:
            return i
    return n
