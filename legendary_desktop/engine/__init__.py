"""The rules engine: pure Python, no Qt. See `game.Game` for the entry point.

Every input to a game is the answer to exactly one pending `Decision`; a game is
reproduced exactly by its setup, its seed and the list of answers.
"""

from legendary_desktop.engine.card import CardDef, HeroClass, Kind
from legendary_desktop.engine.decision import Decision, IllegalAnswerError, Option
from legendary_desktop.engine.game import Game, Outcome

__all__ = [
    "CardDef",
    "Decision",
    "Game",
    "HeroClass",
    "IllegalAnswerError",
    "Kind",
    "Option",
    "Outcome",
]
