"""What online play costs per decision, on 127.0.0.1 (host and joiners in this one process).

    python benchmarks/bench_online.py [GAMES]      (default 5)
    python benchmarks/bench_online.py --relay [GAMES]

With ``--relay`` every joiner comes in by a short code and through a magic-wormhole transit relay (the
PyPI mailbox server and relay started on 127.0.0.1, the host's direct address made unreachable, a
byte-counting proxy in front of the relay, which adds a hop of its own): the same figures, plus the bytes
the relay carried (TLS records, both ways) per decision.

Every seat of a 3-player core game is a joiner answering from its own view (random picks); per decision
it counts the messages and bytes the host sends (to all three joiners) and the joiner's answer, and times
the delay from a joiner sending its answer to that joiner holding the new position's view, against the
same decision made locally (the Session's decide with its autosave).
"""

from __future__ import annotations

import os
import queue
import socket
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from legendary_desktop.bots.random_bot import RandomBot  # noqa: E402
from legendary_desktop.engine.view import pending_decision  # noqa: E402
from legendary_desktop.net.client import Client  # noqa: E402
from legendary_desktop.net.door import Limits  # noqa: E402
from legendary_desktop.net.host import Host  # noqa: E402
from legendary_desktop.net.invites import ShortCodes, short_code_client  # noqa: E402
from legendary_desktop.net.ladder import Hint  # noqa: E402
from legendary_desktop.net.protocol import Message  # noqa: E402
from legendary_desktop.persistence.session import Session  # noqa: E402
from legendary_desktop.setup.randomizer import random_setup  # noqa: E402


def joiners(host: Host, inbox: queue.Queue[tuple[Client, Message]], servers: Any) -> list[Client]:
    """Three joiners taking the seats: with the long code, or (`servers`) each with a short code through
    the relay."""
    clients: list[Client] = []
    if servers is None:
        for seat in range(3):
            c = Client(host.join_code(), inbox=inbox)
            c.connect()
            c.take(seat)
            clients.append(c)
        return clients
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        dead = s.getsockname()[1]
    codes = ShortCodes(host, servers.mailbox_url, servers.relay_address,
                       hints=lambda: [Hint("lan", "127.0.0.1", dead)]).start()
    used = ""
    for seat in range(3):
        code = codes.wait_code()
        while code == used:
            time.sleep(0.01)
            code = codes.wait_code()
        c = short_code_client(code, mailbox=servers.mailbox_url, inbox=inbox)
        c.connect()
        assert c.came_by == "relay"
        c.take(seat)
        clients.append(c)
        used = code
    host.short_codes_for_bench = codes  # type: ignore[attr-defined]
    return clients


def one_game(tmp: Path, seed: int, servers: Any = None) -> tuple[int, int, int, int, list[float], list[float]]:
    setup = random_setup(3, seed, sets=("core",))
    session = Session.new(setup, seed, autosave=tmp / f"auto{seed}.json")
    fast = Limits(messages_burst=10**6, messages_per_second=1e6, answers_burst=10**6, answers_per_second=1e6)
    host = Host(session, ["friend"] * 3, bind="127.0.0.1", advertise="127.0.0.1", cert_folder=tmp / "cert",
                limits=fast)  # the bots answer far faster than a person: the rate limits lifted
    host.start()
    inbox: queue.Queue[tuple[Client, Message]] = queue.Queue()
    clients = joiners(host, inbox, servers)
    for _ in range(3):
        inbox.get(timeout=60)  # the seats' welcome...
    bots = [RandomBot(seed * 10 + s) for s in range(3)]
    delays: list[float] = []
    start_msgs, start_bytes = sum(c.received_messages for c in clients), sum(c.received_bytes for c in clients)
    answers = answer_bytes = 0
    while True:
        g = session.game
        if g.pending is None:
            break
        seat = g.pending.player
        c = clients[seat]
        n = len(g.answers)
        while c.view is None or c.view["answers"] != n:
            inbox.get(timeout=60)
        d = pending_decision(c.view)
        assert d is not None
        labels = bots[seat].answer(d)
        t0 = time.perf_counter()
        c.answer(labels)
        answers += 1
        answer_bytes += len(str(labels)) + 30
        while c.view["answers"] != n + 1:
            try:
                _, m = inbox.get(timeout=float(os.environ.get("BENCH_TIMEOUT", 60)))
            except queue.Empty:
                raise RuntimeError(f"stuck: host answers {len(session.game.answers)}, n {n}, seat {seat}, "
                                   f"views {[x.view['answers'] for x in clients]} sent {labels}") from None
            if m["t"] in ("refused", "bye"):
                raise RuntimeError(f"the host refused an answer: {m}")
        delays.append(time.perf_counter() - t0)
    msgs = sum(c.received_messages for c in clients) - start_msgs
    sent = sum(c.received_bytes for c in clients) - start_bytes
    for c in clients:
        c.close()
    codes = getattr(host, "short_codes_for_bench", None)
    if codes is not None:
        codes.close()
    host.stop()
    # the same answers made locally: the Session's decide (engine and autosave), no network
    local = Session.new(setup, seed, autosave=tmp / f"local{seed}.json")
    local_times = []
    for a in session.game.answers:
        t0 = time.perf_counter()
        local.decide(a)
        local_times.append(time.perf_counter() - t0)
    return answers, msgs, sent, answer_bytes, delays, local_times


def main() -> None:
    args = [a for a in sys.argv[1:] if a != "--relay"]
    relay = "--relay" in sys.argv[1:]
    games = int(args[0]) if args else 5
    relayed = 0
    with tempfile.TemporaryDirectory() as d:
        os.environ["LEGENDARY_DESKTOP_DATA"] = d
        totals = [0, 0, 0, 0]
        delays: list[float] = []
        local: list[float] = []
        procs = []
        servers = None
        if relay:
            from tests.net.rendezvous_servers import Proxy, Servers, _serve

            mailbox, mport = _serve("mailbox", Path(d))
            relay_proc, rport = _serve("relay", Path(d))
            procs = [mailbox, relay_proc]
            servers = Servers(Proxy(mport), Proxy(rport))
            servers.mailbox.start()
            servers.relay.start()
        try:
            for seed in range(1, games + 1):
                a, m, b, ab, dl, lt = one_game(Path(d), seed, servers)
                totals = [totals[0] + a, totals[1] + m, totals[2] + b, totals[3] + ab]
                delays += dl
                local += lt
            if servers is not None:
                relayed = len(servers.relay.seen())
        finally:
            for p in procs:
                p.terminate()
                p.wait(10)
    a, m, b, ab = totals
    q = statistics.quantiles
    print(f"{games} games, {a} decisions, 3 joiners" + (", each through the relay" if relay else ""))
    if relay:
        # each byte crosses the proxy twice: on the sending side's connection to the relay and on the other's
        leg = relayed / 2
        print(f"bytes the relay carried per decision (TLS records, both ways, 3 joiners): "
              f"{leg / a / 1024:.1f} KiB ({leg / a / 3 / 1024:.1f} KiB a joiner)")
    print(f"messages per decision: 1 answer in, {m / a:.2f} out (a view to each joiner)")
    print(f"bytes per decision: ~{ab / a:.0f} in, {b / a / 1024:.1f} KiB out ({b / a / 3 / 1024:.1f} KiB a joiner)")
    print(f"answer to new view at the joiner: median {statistics.median(delays) * 1000:.2f} ms, "
          f"90th percentile {q(delays, n=10)[8] * 1000:.2f} ms")
    print(f"the same decision locally (engine and autosave): median {statistics.median(local) * 1000:.2f} ms, "
          f"90th percentile {q(local, n=10)[8] * 1000:.2f} ms")
    print(f"delay online play adds: ~{(statistics.median(delays) - statistics.median(local)) * 1000:.2f} ms a decision")


if __name__ == "__main__":
    main()
