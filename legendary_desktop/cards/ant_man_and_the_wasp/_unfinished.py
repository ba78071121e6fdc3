"""Marker: the Ant-Man and the Wasp set is still being written, so it is not registered."""
