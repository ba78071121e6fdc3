"""Shared test setup: Qt runs offscreen, so no display is needed; files go to a throwaway folder.

The app's data folder (autosave, history) and Qt's settings are redirected so that tests never
touch a real user's games or preferences.
"""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
_scratch = tempfile.mkdtemp(prefix="legendary-tests-")
os.environ["LEGENDARY_DESKTOP_DATA"] = os.path.join(_scratch, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_scratch, "config")
