"""Copies of one card that a choice may show as one face with a count (five S.H.I.E.L.D. Agents in a hand).

Two options are the same choice only when nothing a rule can read tells them apart: the same card, in the
same unordered place (a hand, a discard pile, a Victory Pile, the KO pile, the Escaped pile, the cards
played this turn), offered in the same words, holding nothing (no attached pile, no token, no role as a
Villain, not played as one half of a Divided Card, not remembered by a set's or a card's memory). A deck,
a city space, the HQ and revealed cards have an order or a place that can matter: their copies are always
shown apart. No Qt here: the board shows the groups.
"""

from __future__ import annotations

from legendary_desktop.engine import status as engine_status
from legendary_desktop.engine.decision import CHOOSE_CARDS, Decision
from legendary_desktop.engine.game import Game

#: Zones (their last part, as `Game.locate` names them) where the copies of a card lie in no order that counts
UNORDERED = ("hand", "discard", "victory_pile", "ko_pile", "escape_pile", "played")


def _remembered(value: object, out: set[int]) -> set[int]:
    """Every whole number in what a set or a card remembers (g.state, this turn's notes): a card id among
    them may be remembered for itself (a number that only looks like one keeps its card apart: no harm)."""
    if isinstance(value, int) and not isinstance(value, bool):
        out.add(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            _remembered(k, out)
            _remembered(v, out)
    elif isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            _remembered(v, out)
    return out


def _plain(g: Game, card: int, marked: set[int]) -> bool:
    """Does this card carry nothing of its own (no held pile, token, role, half played as)?"""
    if card in marked or card in g.roles or card in g.turn.played_as:
        return False
    return not any(g.held.get(card, {}).values())


def copy_groups(g: Game, d: Decision) -> list[list[int]]:
    """The cards a choice offers, in the order first offered, each list the copies that are one choice.

    Only a choice of cards groups; a card offered by more than one option stays alone."""
    cards = [o.card for o in d.options if o.card is not None]
    if d.kind != CHOOSE_CARDS:
        return [[c] for c in dict.fromkeys(cards)]
    texts: dict[int, list[str]] = {}
    for o in d.options:
        if o.card is not None:
            texts.setdefault(o.card, []).append(o.text)
    zones = g.locate(texts)
    marked = {t.card for t in engine_status.tokens(g) if t.card is not None}
    marked |= _remembered([g.state, g.turn.notes], set())
    groups: dict[tuple[object, ...], list[int]] = {}
    out: list[list[int]] = []
    for card in texts:
        zone = zones.get(card, "")
        alike = len(texts[card]) == 1 and zone.rpartition(".")[2] in UNORDERED and _plain(g, card, marked)
        if not alike:
            out.append([card])
            continue
        key = (g.cards[card].key, zone, texts[card][0])
        group = groups.get(key)
        if group is None:
            groups[key] = group = []
            out.append(group)
        group.append(card)
    return out
