"""The setup rules live in the engine, which builds the game from them; re-exported here."""

from legendary_desktop.engine.setup_rules import (
    HERO_CARDS_EACH,
    MASTER_STRIKES,
    MAX_NAME,
    PLAYER_TABLE,
    STACK_SIZE,
    Requirements,
    SetupError,
    clean_name,
    composition,
    name_key,
    requirements,
    validate,
)

__all__ = [  # noqa: RUF022 (kept in the order above)
    "HERO_CARDS_EACH", "MASTER_STRIKES", "MAX_NAME", "PLAYER_TABLE", "STACK_SIZE", "Requirements", "SetupError",
    "clean_name", "composition", "name_key", "requirements", "validate",
]
