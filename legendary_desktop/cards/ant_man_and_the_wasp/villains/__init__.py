"""Ant-Man and the Wasp Villain groups, each with its Ambush Scheme."""

from legendary_desktop.cards.ant_man_and_the_wasp.villains import (  # noqa: F401
    armada_of_kang,
    cross_technologies,
    ghost_chasers,
    quantum_realm,
)
