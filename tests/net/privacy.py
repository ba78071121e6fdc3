"""What a seat must never be sent, worked out from the game itself (not from the view builder).

`Watch` follows one seat through a game. Before each message is checked, `look` records what the seat
legitimately sees at that moment: every card that is not in a hidden place now. Hidden places are other
seats' hands, every deck (the seat's own too: its order is nobody's), the Villain and Hero Decks, the
Tactics, the Bystander Stack, face-down piles nobody has seen, and cards in the middle of an effect —
except the cards the seat's own pending decision names (it is looking at them). Then:

- the table part of a message (everything but the log) names no card that is hidden now, by instance id;
- the log names no card the seat has never legitimately seen, except on the lines that reveal it (the
  engine's rule, engine/visibility.py: a card from a hidden place is logged only when revealed);
- no message holds the name of a hidden card the seat has never seen when no card of that name has been
  visible to it (names shared with a visible card are legitimately public).
"""

from __future__ import annotations

import json
from typing import Any

from legendary_desktop.engine import attachments
from legendary_desktop.engine.game import Game

#: log kinds whose cards are revealed by the line itself (found by running every set; each is a reveal
#: the rules make public: a revealed card, a card drawn by an Investigate, which reveals it, the top card of
#: the Villain Deck a Heist reveals)
REVEALING_KINDS = frozenset({"reveal", "investigate", "draw", "heist"})


def hidden_now(g: Game, seat: int) -> set[int]:
    hidden: set[int] = set()
    if g.over:
        return hidden
    for p in g.players:
        hidden.update(p.deck)
        if p.index != seat:
            hidden.update(p.hand)
    for d in g.villain_decks:
        hidden.update(d.cards)
    for a in g.areas:
        hidden.update(a.hero_deck)
    hidden.update(g.tactics)
    hidden.update(g.bystander_stack)
    for piles in g.held.values():
        for name, cs in piles.items():
            if name in attachments.UNSEEN:
                hidden.update(cs)
    own = set()
    if g.pending is not None and g.pending.player == seat:
        own = {o.card for o in g.pending.options if o.card is not None}
    hidden.update(g.limbo)
    # what the seat's own decision shows it (the cards it looks at: a peek at its deck, a choice among them)
    return hidden - own


def ids_in(obj: Any) -> set[int]:
    """Every card instance id in a message: the "id" of each card record."""
    found: set[int] = set()
    if isinstance(obj, dict):
        if "id" in obj and "key" in obj and isinstance(obj["id"], int):
            found.add(obj["id"])
        for v in obj.values():
            found |= ids_in(v)
    elif isinstance(obj, list):
        for v in obj:
            found |= ids_in(v)
    return found


class Watch:
    def __init__(self, g: Game, seat: int) -> None:
        self.seat = seat
        self.seen: set[int] = set()
        self.seen_names: set[str] = set()
        self.look(g)

    def look(self, g: Game) -> None:
        hidden = hidden_now(g, self.seat)
        self.hidden = hidden
        visible = set(range(len(g.cards))) - hidden
        self.seen |= visible
        self.seen_names |= {g.cards[c].name for c in visible}
        self.names = {g.cards[c].name for c in hidden - self.seen} - self.seen_names

    def check(self, g: Game, message: dict[str, Any], log: list[dict[str, Any]] | None = None) -> None:
        """`message` is what the seat received; `log` its log lines (None: message["log"])."""
        if log is None:
            log = message.get("log", [])
        table = {k: v for k, v in message.items() if k != "log"}
        leaked = ids_in(table) & self.hidden
        assert not leaked, f"seat {self.seat} sent hidden cards {[(c, g.cards[c].name) for c in leaked]}"
        for line in log:
            named = {c["id"] for c in line["cards"]}
            if line["kind"] in REVEALING_KINDS:
                self.seen |= named
                self.seen_names |= {g.cards[c].name for c in named}
                continue
            unseen = named - self.seen
            assert not unseen, f"seat {self.seat}: log line {line} names cards it never saw"
        # the rule words that are also card names (Scheme Twist, Master Strike, Wound...) are no secret
        # ...nor are the setup's names, on the table for all (a Henchman group's cards carry its name)
        su = g.setup
        self.names -= set(g.cat.generic) | {su.mastermind, su.scheme, *su.villains, *su.henchmen, *su.heroes}
        text = json.dumps({**table, "log": [line for line in log if line["kind"] not in REVEALING_KINDS]})
        for seen in sorted(self.seen_names, key=len, reverse=True):  # "Ymir, Frost Giant King" is no Frost Giant
            text = text.replace(seen, "")
        names = self.names - self.seen_names
        leaked_names = [n for n in names if n in text]
        assert not leaked_names, f"seat {self.seat} was sent names of hidden cards: {leaked_names}"
