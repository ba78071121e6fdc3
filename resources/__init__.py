"""Icons, symbols and styles drawn by the project (found through importlib.resources)."""
