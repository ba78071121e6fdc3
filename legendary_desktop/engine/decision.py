"""Decisions: the one shape every input to the game takes.

The engine is always either over or waiting on exactly one `Decision`. An answer
names options by their stable `label`; it is checked before anything changes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple


class IllegalAnswerError(ValueError):
    """An answer that is not among the pending decision's options. Nothing changed."""


class GameOverError(RuntimeError):
    """An answer was given to a game that is already over."""


class Option(NamedTuple):
    """One thing the deciding player may pick.

    `label` is stable across replays (e.g. ``"play:17"``, ``"fight:42"``, ``"end"``);
    `card` is the card instance it concerns, if any.

    Immutable, and a named tuple rather than a frozen dataclass: the main phase lists several at every
    decision, and a named tuple is built in about 60% of the time (a frozen dataclass sets each field
    through ``object.__setattr__``).
    """

    label: str
    text: str
    card: int | None = None


# Kinds of decision, for the UI to choose a presentation.
ACTION = "action"  # the main phase: play, recruit, fight, heal, end turn
CHOOSE_CARDS = "choose_cards"  # pick min..max cards
CHOOSE_ONE = "choose_one"  # pick one of several named options (buttons)
ORDER = "order"  # put all options in an order (first = top of deck)
# Each card goes on the top or the bottom of its deck: options "top:<id>" and "bottom:<id>" per card;
# the answer names every card once, tops first-is-topmost, bottoms first-is-highest (last = very bottom).
TOP_BOTTOM = "top_bottom"


@dataclass(slots=True)
class Decision:
    """What the game waits for: who decides, a prompt, the options, how many to pick."""

    player: int
    prompt: str
    options: list[Option]
    kind: str = CHOOSE_CARDS
    min: int = 1
    max: int = 1
    source: str = ""  # name of the card or rule asking
    # A secret choice: each player answers behind their own curtain, and nobody sees another's
    # answer until all have answered (the log tells them all at once).
    secret: bool = False
    _by_label: dict[str, Option] = field(default_factory=dict, repr=False)

    def option(self, label: str) -> Option:
        if not self._by_label:
            self._by_label = {o.label: o for o in self.options}
        try:
            return self._by_label[label]
        except KeyError:
            raise IllegalAnswerError(
                f"{label!r} is not an option of {self.prompt!r}; options: "
                + ", ".join(o.label for o in self.options)
            ) from None

    @property
    def labels(self) -> list[str]:
        return [o.label for o in self.options]

    @property
    def multi(self) -> bool:
        return self.kind in (ORDER, TOP_BOTTOM) or self.max != 1 or self.min != 1

    def parse(self, answer: str | list[str] | tuple[str, ...]) -> list[Option]:
        """Check an answer and return the chosen options (in the given order)."""
        if isinstance(answer, str):
            labels = [answer]
        elif isinstance(answer, (list, tuple)):
            labels = list(answer)
        else:
            raise IllegalAnswerError(f"an answer is a label or a list of labels, not {answer!r}")
        if any(not isinstance(label, str) for label in labels):
            raise IllegalAnswerError(f"an answer is a label or a list of labels, not {answer!r}")
        chosen = [self.option(label) for label in labels]
        if len(set(labels)) != len(labels):
            raise IllegalAnswerError(f"the same option was picked twice in {labels}")
        if self.kind == ORDER:
            if len(chosen) != len(self.options):
                raise IllegalAnswerError(f"put all {len(self.options)} cards in order")
        elif self.kind == TOP_BOTTOM:
            cards = [o.card for o in chosen]
            every = {o.card for o in self.options}
            if len(set(cards)) != len(cards) or set(cards) != every:
                raise IllegalAnswerError(f"put each of the {len(every)} cards on the top or the bottom, once")
        elif not (self.min <= len(chosen) <= self.max):
            raise IllegalAnswerError(
                f"pick {self.min}–{self.max} of {self.prompt!r}, not {len(chosen)}"
                if self.min != self.max
                else f"pick exactly {self.min} for {self.prompt!r}, not {len(chosen)}"
            )
        return chosen
