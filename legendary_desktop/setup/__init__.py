"""Setup rules (player-count table, Always Leads, Scheme setup changes) and the randomizer."""

from legendary_desktop.setup.rules import SetupError, composition, requirements, validate
from legendary_desktop.setup.spec import Setup

__all__ = ["Setup", "SetupError", "composition", "requirements", "validate"]
