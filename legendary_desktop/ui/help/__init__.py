"""Help: the help texts, the Help window and the Rules window."""
