"""Resume at start: the newest autosaved state that replays, the autosave else its backup."""

from __future__ import annotations

import contextlib
import os
from dataclasses import dataclass
from pathlib import Path

from legendary_desktop.engine.game import Game
from legendary_desktop.persistence.autosave import backup_path
from legendary_desktop.persistence.faults import reason
from legendary_desktop.persistence.save_file import SaveError, load
from legendary_desktop.persistence.saved_seats import Seats


@dataclass(frozen=True)
class Resumable:
    game: Game
    path: Path
    from_backup: bool
    why: str | None = None  # why the autosave itself could not be used
    seats: Seats = ()  # who plays each seat (empty: every seat a person)

    def question(self) -> str:
        g = self.game
        what = (f"the unfinished game against {g.setup.mastermind} ({g.setup.scheme}), "
                f"turn {g.turn_number}")
        if not self.from_backup:
            return f"Resume {what}?"
        return (f"The autosave can't be resumed ({self.why}); resume {what} from the previous autosave, "
                "one decision earlier?")


def resumable(autosave: Path) -> Resumable | None:
    """The unfinished game to offer, by full replay: the autosave, else the backup; None if neither."""
    why = "it is missing"
    for path, from_backup in ((autosave, False), (backup_path(autosave), True)):
        try:
            if not path.exists():
                continue
            game, seats = load(path)
        except SaveError as err:
            why = str(err)
            continue
        except (OSError, ValueError) as err:  # the folder can't even be examined (a path too long, no access)
            why = f"it can't be read ({reason(err) if isinstance(err, OSError) else err})"
            continue
        if game.over:
            return None
        return Resumable(game, path, from_backup, why if from_backup else None, seats)
    return None


def set_aside(autosave: Path) -> None:
    """Keep a damaged autosave as `NAME.damaged.json`, so the next autosave does not rotate it into the backup."""
    with contextlib.suppress(OSError, ValueError):
        os.replace(autosave, autosave.with_name(autosave.stem + ".damaged.json"))
