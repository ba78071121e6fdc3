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
# short codes: no test reaches the public code server or relay (nothing listens on port 9 here); the tests
# of short codes start their own on 127.0.0.1 (tests/net/rendezvous_servers.py)
os.environ.setdefault("LEGENDARY_MAILBOX_URL", "ws://127.0.0.1:9/v1")
os.environ.setdefault("LEGENDARY_RELAY", "tcp:127.0.0.1:9")

import legendary_desktop.cards  # noqa: E402, F401  (the tests play the program's sets, as the program loads them)


# Every decision the engine asks names the player who decides, says what is asked and by what: a
# check on every test (mutation testing showed a decision handed to `None` went unnoticed).
def _install_decision_check() -> None:
    from legendary_desktop.engine.decision import Decision

    init = Decision.__init__

    def checked_init(self, *args, **kwargs) -> None:  # type: ignore[no-untyped-def]
        init(self, *args, **kwargs)
        assert isinstance(self.player, int) and not isinstance(self.player, bool), f"decision for {self.player!r}"
        assert isinstance(self.prompt, str) and self.prompt, f"decision without a prompt: {self.prompt!r}"
        assert isinstance(self.source, str), f"decision source {self.source!r}"

    Decision.__init__ = checked_init  # type: ignore[method-assign]


# Every log event has a kind the UI can key on (a lower-case word), words, and real card ids.
def _install_log_check() -> None:
    import re

    from legendary_desktop.engine.game import Game

    log = Game.log
    kind_pattern = re.compile(r"[a-z][a-z_]*")

    def checked_log(self, kind, text, *cards) -> None:  # type: ignore[no-untyped-def]
        assert isinstance(kind, str) and kind_pattern.fullmatch(kind), f"log kind {kind!r}"
        assert isinstance(text, str) and text, f"log text {text!r}"
        assert all(isinstance(c, int) and 0 <= c < len(self.cards) for c in cards), f"log cards {cards!r}"
        log(self, kind, text, *cards)

    Game.log = checked_log  # type: ignore[method-assign]


_install_decision_check()
_install_log_check()


#: a long fuzz run (`-m slow`, never in CI's main run) may take longer than pyproject's 600 s guard against a
#: hang, on two busy cores: it gets this much instead, unless it names its own
SLOW_TIMEOUT = 3600


def pytest_collection_modifyitems(config, items) -> None:  # type: ignore[no-untyped-def]
    import pytest

    for item in items:
        if item.get_closest_marker("slow") is not None and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(SLOW_TIMEOUT))
