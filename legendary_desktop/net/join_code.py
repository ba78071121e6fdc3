"""The join code: one line holding the host's address and port, the secret and the certificate fingerprint.

It is ``LGD1-`` and the URL-safe base64 (no padding) of compact JSON ``{"a","p","s","f"}``; the fingerprint
is carried as its 32 bytes (base64 inside), so the code stays short enough to paste into a chat.
"""

from __future__ import annotations

import base64
import binascii
import json
from dataclasses import dataclass

PREFIX = "LGD1-"


class JoinCodeError(ValueError):
    """A code that can't be read: the text says why, in words for a player."""


@dataclass(frozen=True)
class JoinCode:
    """Where a joiner connects and how it knows the host: `text()` writes the code, `parse` reads it back.

    >>> code = JoinCode("192.168.1.20", 50123, "k9Qx", "ab" * 32)
    >>> line = code.text()
    >>> line[:5], len(line)
    ('LGD1-', 127)
    >>> parse(line) == code
    True
    >>> code.addresses()
    ['192.168.1.20']
    >>> JoinCode("192.168.1.20", 50123, "k9Qx", "ab" * 32, address6="fe80::1").addresses()
    ['192.168.1.20', 'fe80::1']
    """

    address: str
    port: int
    secret: str
    fingerprint: str  # SHA-256 of the host's certificate, lower-case hex
    address6: str = ""  # the host's IPv6 address too, where it has one ("a6"; a code without it still reads)

    def addresses(self) -> list[str]:
        """Where to try, in order: the address, then the IPv6 one."""
        return [a for a in (self.address, self.address6) if a]

    def text(self) -> str:
        fp = base64.urlsafe_b64encode(bytes.fromhex(self.fingerprint)).decode().rstrip("=")
        fields = {"a": self.address, "p": self.port, "s": self.secret, "f": fp}
        if self.address6 and self.address6 != self.address:
            fields["a6"] = self.address6
        raw = json.dumps(fields, separators=(",", ":"))
        return PREFIX + base64.urlsafe_b64encode(raw.encode()).decode().rstrip("=")


def _b64(text: str) -> bytes:
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def parse(text: str) -> JoinCode:
    """The join code in `text`, whitespace anywhere ignored (a chat may wrap the line); raises `JoinCodeError`.

    >>> line = JoinCode("10.0.0.5", 4000, "s", "00" * 32).text()
    >>> parse("  " + line[:20] + "\\n  " + line[20:]).port
    4000
    >>> parse("hello")
    Traceback (most recent call last):
    ...
    legendary_desktop.net.join_code.JoinCodeError: that is not a join code: a join code starts with LGD1-
    >>> parse(line[:-4])
    Traceback (most recent call last):
    ...
    legendary_desktop.net.join_code.JoinCodeError: that join code is damaged: copy the whole line again
    """
    code = "".join(text.split())
    if not code.startswith(PREFIX):
        raise JoinCodeError("that is not a join code: a join code starts with LGD1-")
    try:
        data = json.loads(_b64(code[len(PREFIX):]))
        address, port, secret = data["a"], data["p"], data["s"]
        address6 = data.get("a6", "")
        fp = _b64(data["f"])
    except (binascii.Error, ValueError, KeyError, TypeError):
        raise JoinCodeError("that join code is damaged: copy the whole line again") from None
    if not (isinstance(address, str) and isinstance(port, int) and 0 < port < 65536 and isinstance(secret, str)
            and len(fp) == 32 and isinstance(address6, str)):
        raise JoinCodeError("that join code is damaged: copy the whole line again")
    return JoinCode(address, port, secret, fp.hex(), address6[:100])
