"""Card sets. Importing this package registers every set's cards in the catalogue."""

from legendary_desktop.cards import core  # noqa: F401
