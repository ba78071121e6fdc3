"""The Infinity Saga Heroes (all Avengers)."""

from legendary_desktop.cards.infinity_saga.heroes import (  # noqa: F401
    black_panther,
    bruce_banner,
    captain_marvel,
    doctor_strange,
    wanda_and_vision,
)
