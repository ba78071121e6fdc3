"""Spider-Foes: the Villain group (8 cards)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain

SET = "core"

DOCTOR_OCTOPUS = villain('Spider-Foes', 'Doctor Octopus', set=SET, attack=4, vp=2, copies=2,
    text="TODO own words")

GREEN_GOBLIN = villain('Spider-Foes', 'Green Goblin', set=SET, attack=6, vp=4, copies=2,
    text="TODO own words")

THE_LIZARD = villain('Spider-Foes', 'The Lizard', set=SET, attack=3, vp=2, copies=2,
    text="TODO own words")

VENOM = villain('Spider-Foes', 'Venom', set=SET, attack=5, vp=3, copies=2,
    text="TODO own words")
