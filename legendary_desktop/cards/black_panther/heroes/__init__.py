"""Black Panther Heroes, one module per Hero: all of team Heroes of Wakanda."""

from legendary_desktop.cards.black_panther.heroes import (  # noqa: F401
    general_okoye,
    king_black_panther,
    princess_shuri,
    queen_storm,
    white_wolf,
)
