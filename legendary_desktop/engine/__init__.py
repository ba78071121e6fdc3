"""The rules engine: pure Python, no Qt. `legendary_desktop.engine.game.Game` is the entry point.

Every input to a game is the answer to exactly one pending `decision.Decision`; a game is
reproduced exactly by its setup, its seed and the list of answers. Modules are named after
the game: `city`, `hq`, `villain_deck`, `fight`, `master_strike`, `scheme_twist`, `scoring`.
"""
