"""Players that are programs: they answer any pending decision."""

from legendary_desktop.bots.easy import EasyBot
from legendary_desktop.bots.hint import hint
from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.bots.seats import ALIASES, HUMAN, PLAYER_KINDS, STRENGTHS, Bot, Hint, make_bot, make_player

__all__ = ["ALIASES", "HUMAN", "PLAYER_KINDS", "STRENGTHS", "Bot", "EasyBot", "Hint", "RandomBot", "hint",
           "make_bot", "make_player"]
