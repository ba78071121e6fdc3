"""What joiners holding the code cost the host's loop (rerun: `python benchmarks/bench_online_decode.py
[CONNECTIONS] [SECONDS] [BYTES]`).

A host on 127.0.0.1 with the shipped limits, in this process; in another process, CONNECTIONS joiners
(16: every seat-choosing slot) say hello with the secret, take no seat, and send pings padded with empty
arrays (`[[],[],...]`) of BYTES bytes (default: the longest line the host takes from a joiner without a
seat), 20 a second each (the host's per-connection rate), for SECONDS seconds. Prints one JSON object:
the host process's CPU time per wall-clock second (as % of one core), the pings answered, and the host's
CPU time per ping. Also the time `protocol.decode` takes for one such line, and for 16 KB of it.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import legendary_desktop.cards  # noqa: E402, F401  (loads the sets)
from legendary_desktop.net import protocol  # noqa: E402
from tests.net.harness import new_host  # noqa: E402

RATE = 20.0

FLOOD = r"""
import json, socket, ssl, sys, threading, time
port, secret, size, n, seconds, rate = (int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), int(sys.argv[4]),
                                        float(sys.argv[5]), float(sys.argv[6]))
sys.path.insert(0, sys.argv[7])
from legendary_desktop.net import certificate
from legendary_desktop.net.protocol import APP_VERSION, PROTOCOL_VERSION, encode
head, tail = b'{"t":"ping","v":%d,"x":[' % PROTOCOL_VERSION, b"]}"
count = (size - len(head) - len(tail)) // 3
line = head + b",".join([b"[]"] * count) + tail + b"\n"
answered = [0] * n
start = time.monotonic() + 1.0

def one(i):
    while time.monotonic() < start + seconds:
        try:
            s = certificate.client_context().wrap_socket(socket.create_connection(("127.0.0.1", port), timeout=30))
            s.sendall(encode("hello", app=APP_VERSION, protocol=PROTOCOL_VERSION, secret=secret))
            f = s.makefile("rb")
            assert json.loads(f.readline())["t"] == "seats"
            while time.monotonic() < start:
                time.sleep(0.01)
            k = 0
            while time.monotonic() < start + seconds:
                s.sendall(line)
                while True:
                    m = json.loads(f.readline())
                    if m["t"] != "ping":
                        break
                if m["t"] != "pong":
                    break  # refused: this size is not taken; the run says so
                answered[i] += 1
                k += 1
                time.sleep(max(0.0, start + k / rate - time.monotonic()))
            s.close()
            return
        except (OSError, ValueError, AssertionError):
            time.sleep(0.1)

threads = [threading.Thread(target=one, args=(i,)) for i in range(n)]
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sum(answered))
"""


def decode_ms(size: int) -> float:
    head, tail = b'{"t":"ping","v":%d,"x":[' % protocol.PROTOCOL_VERSION, b"]}"
    line = head + b",".join([b"[]"] * ((size - len(head) - len(tail)) // 3)) + tail
    runs = 200
    started = time.perf_counter()
    for _ in range(runs):
        protocol.decode(line)
    return (time.perf_counter() - started) / runs * 1000


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 16
    seconds = float(sys.argv[2]) if len(sys.argv) > 2 else 10.0
    size = int(sys.argv[3]) if len(sys.argv) > 3 else getattr(protocol, "MAX_BEFORE_SEAT", protocol.MAX_FROM_JOINER)
    with tempfile.TemporaryDirectory() as tmp:
        host = new_host(Path(tmp), ["host", "friend"], real_rates=True)
        try:
            flood = subprocess.Popen([sys.executable, "-c", FLOOD, str(host.port), host.secret, str(size), str(n),
                                      str(seconds), str(RATE), str(Path(__file__).resolve().parent.parent)],
                                     stdout=subprocess.PIPE, text=True)
            time.sleep(1.0 + 1.0)  # the handshakes, then one second of flood before counting
            cpu, wall = time.process_time(), time.monotonic()
            time.sleep(seconds - 2.0)
            cpu, wall = time.process_time() - cpu, time.monotonic() - wall
            out, _ = flood.communicate(timeout=seconds + 60)
        finally:
            host.stop()
    answered = int(out.strip() or 0)
    print(json.dumps({"connections": n, "line_bytes": size, "host_cpu_percent_of_a_core": round(100 * cpu / wall, 1),
                      "pings_answered": answered, "host_cpu_ms_per_ping": round(1000 * cpu / max(1, answered * (
                          seconds - 2.0) / seconds), 3),
                      "decode_ms_this_line": round(decode_ms(size), 3),
                      "decode_ms_16KB_line": round(decode_ms(protocol.MAX_FROM_JOINER), 3)}))


if __name__ == "__main__":
    main()
