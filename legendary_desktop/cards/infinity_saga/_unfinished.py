"""Marks The Infinity Saga as still being written: while this module exists the set is not loaded."""
