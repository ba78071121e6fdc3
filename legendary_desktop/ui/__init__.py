"""The desktop window (PySide6), in rooms that import one way (tests/ui/test_ui_imports.py checks it):

- help/     the help texts, the Help and Rules windows, and what they share (fitting the screen, rules links)
- table/    the game table: board scene and items, card faces, the controller, prompt, computer players, the
            game model, and the dialogs of what lies on the table (piles, a deck, the end screen)
- learn/    Learn to Play (lesson runner and coach panel) and the Card Gallery
- dialogs/  around a game: setup wizard, Quick Game, difficulty, loading, statistics, reports, preferences
- online/   online play in the window: links to the host, the online table, the lobby, joining
- here:     app.py (start), main_window.py (the window that holds the rooms), menus.py (its menus as a table),
            demo.py, qt_compat.py, resources.py, window_geometry.py, fault_notice.py

help ← table ← learn ← dialogs ← online ← main_window: a room imports only rooms to its left.
"""
