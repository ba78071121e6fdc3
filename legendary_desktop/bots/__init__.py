"""Players that are programs: they answer any pending decision."""

from legendary_desktop.bots.heuristic import HeuristicBot
from legendary_desktop.bots.random_bot import RandomBot
from legendary_desktop.bots.seats import HUMAN, STRENGTHS, Bot, Hint, make_bot

__all__ = ["HUMAN", "STRENGTHS", "Bot", "HeuristicBot", "Hint", "RandomBot", "make_bot"]
