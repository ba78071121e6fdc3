"""Online play in the window: the host's and joiner's links, the online table, the lobby and the join dialog."""
