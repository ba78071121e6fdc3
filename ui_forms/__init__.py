"""Qt Designer forms for the wizard and dialogs (found through importlib.resources)."""
