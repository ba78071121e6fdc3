"""Dialogs around a game: the setup wizard, Quick Game, difficulty, loading, statistics, reports and
preferences."""
