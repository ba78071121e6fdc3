"""The game table: the board and its cards, the prompt, the controller that plays a game on it, and the
dialogs that show what lies on it (piles, a deck, the end of a game)."""
