"""Players that are programs: they answer any pending decision."""

from legendary_desktop.bots.heuristic import HeuristicBot
from legendary_desktop.bots.random_bot import RandomBot

__all__ = ["HeuristicBot", "RandomBot"]
