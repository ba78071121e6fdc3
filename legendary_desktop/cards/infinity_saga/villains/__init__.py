"""The Infinity Saga Villain groups."""

from legendary_desktop.cards.infinity_saga.villains import children_of_thanos, infinity_stones  # noqa: F401
