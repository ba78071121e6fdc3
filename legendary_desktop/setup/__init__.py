"""The randomizer and the wizard's draft of a setup (the setup rules and the setup record live in the engine,
`engine/setup_rules.py` and `engine/spec.py`, which builds the game from them).

Importing this package loads the card sets (`legendary_desktop.cards`): setup draws from them, and every
program that sets up a game (the CLI, the window, the benchmarks) starts here.
"""

import legendary_desktop.cards  # noqa: F401  (loads every set into the engine's registries)
