"""Short codes and the relay, on 127.0.0.1 without the internet: friends join by codes read aloud, their
direct ways made unreachable so that the game's TLS goes through the loopback transit relay, play, drop and
come back; the rendezvous server and the relay never see the secret, a name or a card."""

from __future__ import annotations

import asyncio
import queue
import socket
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from legendary_desktop.net import certificate, relay
from legendary_desktop.net.client import Client
from legendary_desktop.net.door import Limits
from legendary_desktop.net.host import Host, HostState
from legendary_desktop.net.invites import ShortCodeClient, ShortCodes, keys_beside, short_code_client
from legendary_desktop.net.ladder import Details, Hint, LadderError, climb
from legendary_desktop.net.protocol import Message
from legendary_desktop.net.rendezvous import RendezvousError, exchange, looks_short, mailbox_url, normal, relay_address
from legendary_desktop.persistence.session import Session
from tests.net.harness import Player, assert_over_and_replays, new_host, play_over_network, until
from tests.net.hostile import Raw
from tests.net.rendezvous_servers import Servers, servers

__all__ = ["servers"]


def closed_port() -> int:
    """A port nothing listens on (a direct way that is refused)."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def unreachable() -> list[Hint]:
    return [Hint("lan", "127.0.0.1", closed_port())]


def codes_for(host: Host, servers: Servers, **kwargs: Any) -> ShortCodes:
    kwargs.setdefault("hints", unreachable)
    return ShortCodes(host, servers.mailbox_url, servers.relay_address, **kwargs).start()


def next_code(codes: ShortCodes, old: str) -> str:
    """The code the lobby shows once `old` was used (the host asks for a fresh one)."""
    for _ in range(600):
        code = codes.wait_code()
        if code != old:
            return code
        asyncio.run(asyncio.sleep(0.05))
    raise AssertionError("no fresh code")


def joined(code: str, servers: Servers, name: str, seat: int, inbox: queue.Queue[tuple[Client, Message]],
           steps: list[str] | None = None) -> ShortCodeClient:
    c = short_code_client(code, name=name, mailbox=servers.mailbox_url, inbox=inbox,
                          report=(steps.append if steps is not None else lambda text: None))
    c.connect()
    c.take(seat)
    return c


def answer_some(clients: list[Client], players: dict[int, Player], n: int, answered: dict[int, int]) -> None:
    """Answer `n` decisions of the joined seats: the one pending now, then those that come (`answered`:
    the decision each seat answered last, kept from call to call)."""
    done = 0
    waiting = list(clients)  # first each client's latest view (its message may have been read already)
    while done < n:
        if waiting:
            c = waiting.pop()
        else:
            c, _ = until(clients[0].inbox, lambda c, m: m["t"] == "view" and m["view"] is c.view)
        d, view = c.my_decision(), c.view
        assert c.seat is not None
        if d is None or view is None or answered.get(c.seat) == d["number"]:
            continue
        answered[c.seat] = d["number"]
        c.answer(players[c.seat].answer(view))  # type: ignore[arg-type]
        done += 1


def secrets_and_names(host: Host, clients: Sequence[Client]) -> list[bytes]:
    s = host.session.game.setup
    words = [host.secret, *s.heroes, s.mastermind, s.scheme, *s.villains, *s.henchmen]
    words += [c.name for c in clients] + [c.token or "" for c in clients]
    found = [w.encode() for w in words if w]
    # the relay carries ciphertext, where any 3 given bytes turn up by chance about once in 16 MB: the words
    # looked for are long enough (a chance match of 4 bytes is about once in 4 GB)
    assert all(len(w) >= 4 for w in found), found
    return found


def test_friends_join_by_short_codes_through_the_relay_play_drop_and_come_back(tmp_path: Path,
                                                                              servers: Servers) -> None:
    host = new_host(tmp_path, ["friend", "friend"], seed=5)
    codes = codes_for(host, servers)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    clients: list[ShortCodeClient] = []
    try:
        first = codes.wait_code()
        assert looks_short(first)
        steps: list[str] = []
        one = joined(first, servers, "Annabel Quist", 0, inbox, steps)
        clients.append(one)
        assert one.came_by == "relay"
        assert steps[0].startswith("Trying your friend's computer on this network")
        assert steps[-1].startswith("Going through the relay at 127.0.0.1")
        second = next_code(codes, first)  # a code pairs two sides: the next friend gets a fresh one
        two = joined(second, servers, "Bobbie Marlowe", 1, inbox)
        clients.append(two)
        assert two.came_by == "relay"
        players = {0: Player(0, 5), 1: Player(1, 5)}
        answered: dict[int, int] = {}
        answer_some(clients, players, 6, answered)
        until(inbox, lambda c, m: len(host.session.game.answers) >= 6)  # nothing in flight when it drops
        # a drop: the connection through the relay is cut; the client comes back by itself, over the
        # relay, into its seat with its token (the host was waiting on the friend's channel again)
        paired = codes.friends[0].paired
        assert one._loop is not None and one._writer is not None
        one._loop.call_soon_threadsafe(one._writer.transport.abort)
        until(inbox, lambda c, m: c is two and m["t"] == "seats" and not m["seats"][0]["connected"])
        until(inbox, lambda c, m: c is two and m["t"] == "seats" and m["seats"][0]["connected"])
        assert codes.friends[0].paired == paired + 1 and one.came_by == "relay"
        assert one.seat == 0 and host.seats[0] is not None
        answer_some(clients, players, 6, answered)
        until(inbox, lambda c, m: len(host.session.game.answers) >= 12)  # the last answers reached the host
    finally:
        for c in clients:
            c.close()
        codes.close()
        host.stop()
    # what the servers saw: the relay carried TLS, the mailbox PAKE-encrypted messages; never a secret,
    # a token, a name or a card
    relayed, mailbox = servers.relay.seen(), servers.mailbox_text()
    assert b"please relay " in relayed and b"\x16\x03" in relayed  # the capture works: TLS records
    assert b'"type": "add"' in mailbox or b'"type":"add"' in mailbox  # the capture works: messages
    for word in secrets_and_names(host, clients):
        assert word not in relayed, word
        assert word not in mailbox, word


def test_a_wrong_code_is_refused_and_the_lobby_shows_a_fresh_one(tmp_path: Path, servers: Servers) -> None:
    host = new_host(tmp_path, ["friend", "easy"], seed=2)
    codes = codes_for(host, servers)
    try:
        code = codes.wait_code()
        nameplate, *words = code.split("-")
        wrong = "-".join([nameplate, *(w[::-1] + "x" for w in words)])
        with pytest.raises(RendezvousError, match="That code is wrong"):
            exchange(wrong, servers.mailbox_url, timeout=30)
        fresh = next_code(codes, code)  # the spoiled code is replaced
        c = short_code_client(fresh, name="Cy", mailbox=servers.mailbox_url)
        try:
            c.connect()
            assert c.came_by == "relay"
        finally:
            c.close()
        with pytest.raises(RendezvousError, match="not a short code"):
            exchange("LGD1-abc", servers.mailbox_url)
    finally:
        codes.close()
        host.stop()


def details(host: Host, hints: list[Hint], relay: Hint | None, key: str = "") -> Details:
    return Details(host.secret, host.fingerprint, tuple(hints), relay, key)


def test_the_ladder_goes_direct_when_it_can_and_names_each_failed_step(tmp_path: Path, servers: Servers) -> None:
    host = new_host(tmp_path, ["friend", "easy"], seed=2)
    try:
        said: list[str] = []
        direct = Hint("direct", "127.0.0.1", host.port)

        async def reach(d: Details) -> str:
            _, writer, hint = await climb(d, said.append, relay_pair_timeout=5)
            writer.close()
            return hint.step

        # reachable: the first working direct hint, after the refused one
        assert asyncio.run(reach(details(host, [*unreachable(), direct], None))) == "direct"
        assert said[-1] == f"Trying your friend's computer directly at 127.0.0.1:{host.port}…"
        # another computer answering at a hint (a certificate that is not the host's) does not count
        other = new_host(tmp_path / "other", ["friend", "easy"], seed=2)
        try:
            with pytest.raises(LadderError, match="another computer answered"):
                asyncio.run(reach(details(host, [Hint("lan", "127.0.0.1", other.port)], None)))
        finally:
            other.stop()
        # nothing works: every step is named, the relay's too
        dead_relay = Hint("relay", "127.0.0.1", closed_port())
        lan = unreachable()[0]
        with pytest.raises(LadderError) as failed:
            asyncio.run(reach(details(host, [lan], dead_relay, "ab" * 16)))
        text = str(failed.value)
        assert f"directly at 127.0.0.1:{lan.port}: nothing listening there" in text
        assert f"through the relay: the relay 127.0.0.1:{dead_relay.port} can't be reached" in text
        # the relay reached, the host never there (no invitation for this key)
        relay_port = int(servers.relay_address.rsplit(":", 1)[1])
        with pytest.raises(LadderError, match="the other side never came"):
            asyncio.run(climb(details(host, [], Hint("relay", "127.0.0.1", relay_port), "cd" * 16),
                              relay_pair_timeout=0.5))
    finally:
        host.stop()


def test_a_whole_game_through_the_relay_ends_and_replays(tmp_path: Path, servers: Servers) -> None:
    host = new_host(tmp_path, ["friend", "friend", "easy"], seed=7)
    codes = codes_for(host, servers)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    clients: list[ShortCodeClient] = []
    try:
        first = codes.wait_code()
        clients.append(joined(first, servers, "Annabel Quist", 0, inbox))
        clients.append(joined(next_code(codes, first), servers, "Bobbie Marlowe", 1, inbox))
        play_over_network(clients, {0: Player(0, 7), 1: Player(1, 7)})
        assert_over_and_replays(host.session.game)
        assert all(c.came_by == "relay" for c in clients)
    finally:
        for c in clients:
            c.close()
        codes.close()
        host.stop()


def relayed_raw(details: Details) -> Raw:
    """A hostile joiner's raw TLS connection to the host through the relay, on a friend's channel."""
    assert details.relay is not None
    sock = asyncio.run(relay.open_paired(details.relay.address, details.relay.port, details.key, "joiner", 10, 20))
    sock.setblocking(True)
    raw = Raw.__new__(Raw)
    raw.sock = certificate.client_context().wrap_socket(sock)
    raw.buffer = b""
    return raw


def test_the_door_counts_wrong_secrets_through_the_relay_as_from_one_address(tmp_path: Path,
                                                                            servers: Servers) -> None:
    """Someone with a friend's relay channel but not the secret meets the same door as at the port: wrong
    secrets are bounded per minute, counted for that friend's channel alone."""
    now = [0.0]
    host = new_host(tmp_path, ["host", "friend"], clock=lambda: now[0], limits=Limits(guesses_per_minute=3))
    codes = codes_for(host, servers)
    try:
        details = exchange(codes.wait_code(), servers.mailbox_url, timeout=30)
        for _ in range(3):
            m = relayed_raw(details).hello("guess")
            assert m is not None and "not this game's" in m["reason"]
        m = relayed_raw(details).hello(host.secret)  # even the right one is not checked now
        assert m is not None and m["t"] == "bye" and "wait a minute" in m["reason"]
        assert Raw(host.port).hello(host.secret)["t"] == "seats"  # type: ignore[index]  # the port: another count
        now[0] += 61
        assert relayed_raw(details).hello(host.secret)["t"] == "seats"  # type: ignore[index]
        assert codes.friends[0].paired == 5
    finally:
        codes.close()
        host.stop()


def test_a_host_started_again_waits_at_the_relay_for_the_friends_who_came_that_way(tmp_path: Path,
                                                                                  servers: Servers) -> None:
    """Resume after a crash: the friends' relay keys are kept beside the host's state, so the host started
    again from its autosave waits on their channels, and a friend comes back over the relay with its token."""
    host = new_host(tmp_path, ["host", "friend"], seed=6)
    keys = keys_beside(host.state_file)
    codes = codes_for(host, servers, keys_file=keys)
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    again = None
    one = joined(codes.wait_code(), servers, "Annabel Quist", 1, inbox)
    try:
        until(inbox, lambda c, m: m["t"] == "welcome")
        token = one.token
        codes.close()
        host.stop()
        until(inbox, lambda c, m: m["t"] == "bye")
        assert host.state_file is not None and keys is not None
        session = Session.load(tmp_path / "autosave.json", autosave=tmp_path / "autosave.json")
        again = Host.resume(session, HostState.read(host.state_file), bind="127.0.0.1", advertise="127.0.0.1",
                            cert_folder=tmp_path / "cert", state_file=host.state_file)
        again.start()
        back = ShortCodes(again, servers.mailbox_url, servers.relay_address, keys_file=keys, resume=True,
                          offer=False).start()
        try:
            one.reconnect()
            until(inbox, lambda c, m: c is one and m["t"] == "view")
            assert one.came_by == "relay" and one.token == token and again.seats[1] is not None
            assert back.friends[0].paired == 1 and not back.code
        finally:
            back.close()
    finally:
        one.close()
        if again is not None:
            again.stop()


def test_the_ladder_reaches_a_host_at_an_ipv6_hint(tmp_path: Path) -> None:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
    except OSError:
        pytest.skip("no IPv6 loopback here")
    host = new_host(tmp_path, ["friend", "easy"], seed=2, bind="::1")
    try:
        said: list[str] = []

        async def reach() -> Hint:
            _, writer, hint = await climb(details(host, [*unreachable(), Hint("direct", "::1", host.port)], None),
                                          said.append)
            writer.close()
            return hint

        assert asyncio.run(reach()) == Hint("direct", "::1", host.port)
        assert said[-1] == f"Trying your friend's computer directly at [::1]:{host.port}…"
    finally:
        host.stop()


def test_codes_as_read_aloud_the_server_settings_and_the_hosts_own_hints(tmp_path: Path,
                                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    assert looks_short("7-crossover-clockwork") and looks_short(" 7 Crossover  clockwork ")
    assert normal(" 7 Crossover  clockwork ") == "7-crossover-clockwork"
    assert not looks_short("LGD1-eyJhIjoiMTI3") and not looks_short("crossover-clockwork")
    monkeypatch.delenv("LEGENDARY_RELAY", raising=False)
    monkeypatch.delenv("LEGENDARY_MAILBOX_URL", raising=False)
    assert relay_address() == ("transit.magic-wormhole.io", 4001) and mailbox_url().startswith("ws://relay.")
    monkeypatch.setenv("LEGENDARY_RELAY", "tcp:10.0.0.5:4101")
    assert relay_address() == ("10.0.0.5", 4101)
    assert relay_address("tcp:[::1]:4001") == ("::1", 4001) and mailbox_url("ws://x:1/v1") == "ws://x:1/v1"
    with pytest.raises(ValueError, match="tcp:HOST:PORT"):
        relay_address("relay.example")
    host = new_host(tmp_path, ["friend", "easy"], seed=2)
    try:
        assert host.direct_hints()[0] == Hint("lan", "127.0.0.1", host.port)  # listening on IPv4 alone here
        assert len(host.direct_hints()) == 1
    finally:
        host.stop()


def test_a_code_nobody_offers_gives_up_with_a_clear_line(servers: Servers) -> None:
    with pytest.raises(RendezvousError, match="No answer for that code in time"):
        exchange("97-absurd-vagabond", servers.mailbox_url, timeout=1.0)
