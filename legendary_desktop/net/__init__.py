"""Online play: one computer hosts the game, friends join it by a code (Qt-free, standard library + TLS).

- `protocol`: the messages, their framing and size limits, the per-connection rate limit.
- `certificate`: the host's self-signed TLS certificate, made on first use, and its fingerprint.
- `join_code`: the one line a host sends to friends: address, port, secret, certificate fingerprint.
- `host`: the authority. It runs the engine (through a persistence Session, so the autosave works as in
  any game), sends each seat only its view (engine/view.py), and takes from a joiner only answers to its
  own seat's pending decision.
- `client`: a joiner's connection (headless: the window and the tests both use it).
"""
