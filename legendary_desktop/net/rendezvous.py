"""Short codes ("7-crossover-clockwork") through a magic-wormhole rendezvous (mailbox) server.

A code pairs exactly two sides: the host's `Invitation` (one per code) and a joiner's `exchange`. Both
sides run SPAKE2 on the code through the mailbox server, so the server relays only messages encrypted with
the key the code made; the host then sends, inside that exchange, what a long ``LGD1-`` code holds (the
secret and the certificate fingerprint) plus the ways to reach it (`Details`: direct hints, the relay and a
per-friend relay key). The joiner answers ``{"ok": true}`` and both sides close the wormhole. A wrong code
spoils the exchange on both sides (the PAKE keys differ): the joiner gets `RendezvousError`, and the host's
lobby allocates a fresh code (a code is used once either way).

Twisted runs in a reactor thread of its own (`reactor_thread`), started on the first use and kept for the
life of the program (a Twisted reactor can't be started twice); nothing here runs on the Qt thread or an
asyncio loop. Calls from other threads go through `reactor.callFromThread` and report through
`concurrent.futures.Future`.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import threading
from collections.abc import Callable, Coroutine
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from legendary_desktop.net.ladder import Details, Hint

APP_ID = "legendary-desktop.app/online"
#: the public servers of the magic-wormhole project (wormhole/cli/public_relay.py); settings may change them
DEFAULT_MAILBOX = "ws://relay.magic-wormhole.io:4000/v1"
DEFAULT_RELAY = "tcp:transit.magic-wormhole.io:4001"
MAILBOX_ENV, RELAY_ENV = "LEGENDARY_MAILBOX_URL", "LEGENDARY_RELAY"
EXCHANGE_TIMEOUT = 60.0
#: "7-crossover-clockwork": a nameplate number and words (the PGP word list), dashes between
SHORT_CODE = re.compile(r"^\d+(-[a-z]+)+$")


class RendezvousError(ConnectionError):
    """The code exchange failed: the text says why, in one line for the player."""


def mailbox_url(setting: str | None = None) -> str:
    """The rendezvous server to use: a setting, else $LEGENDARY_MAILBOX_URL, else the public one."""
    return setting or os.environ.get(MAILBOX_ENV) or DEFAULT_MAILBOX


def relay_address(setting: str | None = None) -> tuple[str, int]:
    """The transit relay to use (``tcp:HOST:PORT`` or ``HOST:PORT``): a setting, else $LEGENDARY_RELAY, else
    the public one."""
    text = setting or os.environ.get(RELAY_ENV) or DEFAULT_RELAY
    text = text.removeprefix("tcp:")
    host, _, port = text.rpartition(":")
    if not host or not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError(f"a relay is tcp:HOST:PORT, not {text!r}")
    return host.strip("[]"), int(port)


def looks_short(text: str) -> bool:
    """Whether `text` is a short code (not a long LGD1- one)."""
    return bool(SHORT_CODE.match(normal(text)))


def normal(text: str) -> str:
    """A short code as typed or read aloud ("7 crossover clockwork") in the form the wormhole wants."""
    return "-".join(text.strip().lower().replace("-", " ").split())


# ------------------------------------------------------------------ the reactor thread
_started = threading.Lock()
_thread: threading.Thread | None = None


def reactor() -> Any:
    """Twisted's reactor, running in its own thread (started on first use: the app imports Twisted only
    when a short code is made or used)."""
    global _thread
    from twisted.internet import reactor as twisted_reactor  # noqa: PLC0415 (installs the reactor)

    twisted: Any = twisted_reactor  # its module object stands for the installed reactor
    with _started:
        if _thread is None:
            _thread = threading.Thread(target=lambda: twisted.run(installSignalHandlers=False), name="rendezvous",
                                       daemon=True)
            _thread.start()
    return twisted


def _on_reactor(make: Callable[[], Coroutine[Any, Any, Any]]) -> Future[Any]:
    """Run the coroutine `make()` on the reactor thread; its result (or error) comes back in a Future."""
    done: Future[Any] = Future()

    from twisted.internet import defer  # noqa: PLC0415 (see `reactor`)

    def go() -> None:
        d = defer.ensureDeferred(make())
        d.addCallbacks(lambda r: done.set_result(r) if not done.done() else None,
                       lambda f: done.set_exception(f.value) if not done.done() else None)

    reactor().callFromThread(go)
    return done


def _wormhole(url: str) -> Any:
    import wormhole  # noqa: PLC0415 (see `reactor`)

    return wormhole.create(APP_ID, url, reactor(), stderr=_Quiet())


class _Quiet:
    """The wormhole library's stderr: its warnings are not the player's."""

    def write(self, text: str) -> int:
        return len(text)

    def flush(self) -> None:
        pass


def _why(err: BaseException) -> str:
    name = type(err).__name__
    if name == "WrongPasswordError":
        return "That code is wrong or was already used: ask your friend for the code their lobby shows now."
    if name in ("LonelyError", "WormholeClosed"):
        return "Nobody was there for that code: ask your friend for the code their lobby shows now."
    if name == "ServerConnectionError" or isinstance(err, OSError):
        return f"Can't reach the code server ({err})."
    return f"The code exchange failed ({name}: {err})."


# ------------------------------------------------------------------ the host's side
@dataclass
class Invitation:
    """One short code, for the next friend: `code` is set once the mailbox gave one (`ready`); `used` is
    set to the friend's relay key once a friend took the details (or to an exception when the code was
    spoiled: a wrong guess, the server gone)."""

    details: Callable[[str], Details]  # the details for a friend with this relay key (made when it is sent)
    url: str
    ready: Future[str] = field(default_factory=Future)
    used: Future[str] = field(default_factory=Future)
    _w: Any = None

    def start(self) -> Invitation:
        async def run() -> str:
            w = _wormhole(self.url)
            self._w = w
            try:
                w.allocate_code(2)
                code = await w.get_code()
                self.ready.set_result(str(code))
                key = os.urandom(16).hex()
                w.send_message(json.dumps(self.details(key).to_json()).encode())
                answer = json.loads(await w.get_message())
                if not isinstance(answer, dict) or answer.get("ok") is not True:
                    raise RendezvousError("the friend's app did not take the details")
                return key
            except BaseException as err:
                if not self.ready.done():
                    self.ready.set_exception(RendezvousError(_why(err)))
                raise
            finally:
                await _close(w)

        fut = _on_reactor(run)
        fut.add_done_callback(self._finished)
        return self

    def _finished(self, fut: Future[Any]) -> None:
        if self.used.done():
            return
        err = fut.exception()
        if err is None:
            self.used.set_result(fut.result())
        else:
            self.used.set_exception(err if isinstance(err, RendezvousError) else RendezvousError(_why(err)))

    def cancel(self) -> None:
        """Stop offering this code (hosting ends)."""
        w = self._w
        if w is not None:
            _on_reactor(lambda: _close(w))
        if not self.used.done():
            self.used.set_exception(RendezvousError("hosting ended"))


async def _close(w: Any) -> None:
    with contextlib.suppress(Exception):  # closing a spoiled wormhole says why again: that was handled
        await w.close()


# ------------------------------------------------------------------ the joiner's side
def exchange(code: str, url: str | None = None, timeout: float = EXCHANGE_TIMEOUT) -> Details:
    """Use a short code: the host's details, through the rendezvous server. Blocks (call it off the UI
    thread); raises RendezvousError with a line for the player."""
    code = normal(code)
    if not looks_short(code):
        raise RendezvousError("that is not a short code: it looks like 7-crossover-clockwork")

    opened: list[Any] = []

    async def run() -> Details:
        w = _wormhole(mailbox_url(url))
        opened.append(w)
        try:
            w.set_code(code)
            data = json.loads(await w.get_message())
            details = Details.from_json(data)
            w.send_message(json.dumps({"ok": True}).encode())  # sent before the close that follows
            return details
        finally:
            await _close(w)

    fut = _on_reactor(run)
    try:
        details: Details = fut.result(timeout=timeout)
        return details
    except TimeoutError:
        for w in opened:  # nobody came: leave the code's place on the server
            _on_reactor(functools.partial(_close, w))
        raise RendezvousError("No answer for that code in time: is the code right, and is your friend's lobby "
                              "still open?") from None
    except RendezvousError:
        raise
    except (ValueError, KeyError, TypeError) as err:
        raise RendezvousError(f"The host's details could not be read ({err}).") from None
    except Exception as err:
        raise RendezvousError(_why(err)) from None


__all__ = ["APP_ID", "DEFAULT_MAILBOX", "DEFAULT_RELAY", "Hint", "Invitation", "RendezvousError", "exchange",
           "looks_short", "mailbox_url", "relay_address"]
