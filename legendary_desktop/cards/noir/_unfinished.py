"""Marvel Noir is still being written: while this module exists the set is not registered."""
