"""Learning the game: Learn to Play's lessons and coach, and the Card Gallery."""
