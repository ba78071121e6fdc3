"""Online play: one computer hosts the game, friends join it by a code (Qt-free, standard library + TLS).

- `protocol`: the messages, their framing and size limits, the per-connection rate limit.
- `certificate`: the host's self-signed TLS certificate, made on first use, and its fingerprint.
- `join_code`: the one line a host sends to friends: address, port, secret, certificate fingerprint.
- `host`: the facade the window and the tests use: it listens and joins the rooms below.
- `door`: the limits, the door before the secret and the gate every message comes through.
- `seat_book`: which friend each seat belongs to (tokens), held seats, who may take which seat.
- `authority`: the one game (a persistence Session, so the autosave works as in any game); it takes from
  a joiner only answers to its own seat's pending decision.
- `broadcast`: sends each seat only its view (engine/view.py) and the seat table.
- `client`: a joiner's connection (headless: the window and the tests both use it).
"""
