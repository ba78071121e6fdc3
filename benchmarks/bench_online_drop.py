"""A silent drop, timed with the shipped limits (rerun: `python benchmarks/bench_online_drop.py [RUNS]`).

A host on 127.0.0.1 and a joiner (seat taken) talk through a relay; the relay's network stops (nothing
gets through, no connection ends: tests/net/hostile.py Proxy) at a random moment of the heartbeat, and
comes back after `DOWN` seconds. Prints one JSON object: per run, the seconds from the stop until the
host drops the joiner (its seat held), until the joiner's screen would say Reconnecting…, and from the
network's return until the joiner is back in its seat.
"""

from __future__ import annotations

import json
import queue
import random
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import legendary_desktop.cards  # noqa: E402, F401  (loads the sets)
from legendary_desktop.net.client import Client  # noqa: E402
from legendary_desktop.net.join_code import parse  # noqa: E402
from tests.net.harness import new_host  # noqa: E402
from tests.net.hostile import Proxy  # noqa: E402

DOWN = 25.0


def one(tmp: Path, seed: int) -> dict[str, float]:
    host = new_host(tmp, ["host", "friend"], seed=seed)
    proxy = Proxy(host.port)
    inbox: queue.Queue = queue.Queue()
    client = Client(replace(parse(host.join_code()), port=proxy.port), name="Bea", inbox=inbox)
    try:
        client.connect()
        client.take(1)
        client.wait("welcome")
        time.sleep(random.Random(seed).uniform(0, 10))  # any moment of the heartbeats
        stopped = time.monotonic()
        proxy.cut()
        host_noticed = client_noticed = None
        while time.monotonic() - stopped < DOWN:
            now = time.monotonic() - stopped
            if host_noticed is None and host.seats[1] is None:
                host_noticed = now
            if client_noticed is None and client.reconnecting:
                client_noticed = now
            time.sleep(0.02)
        back = time.monotonic()
        proxy.mend()
        while not (client.connected and host.seats[1] is not None) and time.monotonic() - back < 60:
            time.sleep(0.02)
        return {"host_drops_s": round(host_noticed or -1, 2), "client_notices_s": round(client_noticed or -1, 2),
                "back_after_network_s": round(time.monotonic() - back, 2)}
    finally:
        client.close()
        host.stop()
        proxy.close()


def main() -> None:
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    rows = [one(Path(tempfile.mkdtemp(prefix="bench-drop-")), seed) for seed in range(runs)]
    print(json.dumps({"runs": rows}, indent=1))


if __name__ == "__main__":
    main()
