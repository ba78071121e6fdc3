"""The randomizer and the wizard's draft of a setup (the setup rules and the setup record live in the engine,
`engine/setup_rules.py` and `engine/spec.py`, which builds the game from them).

Setup draws from the program's sets (`engine/catalog.catalog()`), which the engine loads the first time
anything asks for them (engine/sets.py: `program`).
"""
