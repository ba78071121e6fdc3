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
