"""Decision helpers for card effects: each yields one `Decision` and returns the answer.

```python
card = yield from choose_card(g, player, g.players[player].hand, "KO a card", optional=True)
```
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine.decision import CHOOSE_CARDS, CHOOSE_ONE, ORDER, Decision, Option

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


ZONE_WORDS = {"hand": "hand", "discard": "discard pile", "deck": "deck", "victory_pile": "Victory Pile",
              "hq": "HQ", "played": "played", "ko_pile": "KO pile", "escape_pile": "Escaped Villains"}


def _where(g: Game, zone: str) -> str:
    if zone.startswith("city") and "." not in zone:
        return g.city_names[int(zone[4:])]
    return ZONE_WORDS.get(zone.rpartition(".")[2], zone.replace("_", " "))


def card_options(g: Game, cards: Sequence[int]) -> list[Option]:
    """Options for cards; Villains in the city name their space, and cards from several places say where."""
    zones = g.locate(cards)
    mixed = len(set(zones.values())) > 1
    options = []
    for c in cards:
        zone = zones.get(c, "")
        if zone.startswith("city") and "." not in zone:
            text = f"{g.villain_name(c)} ({_where(g, zone)})"
        elif mixed and zone and zone != "mastermind":
            text = f"{g.cards[c].name} ({_where(g, zone)})"
        else:
            text = g.cards[c].name
        options.append(Option(f"card:{c}", text, c))
    return options


def interchangeable(g: Game, cards: Sequence[int]) -> bool:
    """Copies of one card in one place: choosing between them changes nothing.

    Two Villains of the same name in different city spaces are not interchangeable."""
    if len({g.cards[c].key for c in cards}) != 1:
        return False
    return len(set(g.locate(cards).values())) <= 1


def choose_card(
    g: Game, player: int, cards: Sequence[int], prompt: str, optional: bool = False, source: str = ""
) -> Generator[Decision, Any, int | None]:
    """One card from `cards`; None when optional and declined or when there is nothing to choose."""
    if not cards:
        return None
    if not optional and interchangeable(g, cards):
        return cards[0]  # identical cards in one place: nothing to choose between
    chosen = yield Decision(
        player, prompt, card_options(g, cards), CHOOSE_CARDS, 0 if optional else 1, 1, source
    )
    return chosen[0].card if chosen else None


def choose_cards(
    g: Game, player: int, cards: Sequence[int], prompt: str, low: int, high: int, source: str = ""
) -> Generator[Decision, Any, list[int]]:
    """Between low and high cards (fewer when fewer are available)."""
    high = min(high, len(cards))
    low = min(low, high)
    if high == 0:
        return []
    if low == high == len(cards):
        return list(cards)
    if low == high and interchangeable(g, cards):
        return list(cards[:high])  # identical cards in one place: nothing to choose between
    chosen = yield Decision(player, prompt, card_options(g, cards), CHOOSE_CARDS, low, high, source)
    return [o.card for o in chosen]


def choose_one(
    g: Game, player: int, prompt: str, choices: Sequence[tuple[str, str]], source: str = ""
) -> Generator[Decision, Any, str]:
    """One of several named choices, given as (label, text); returns the label."""
    if len(choices) == 1:
        return choices[0][0]
    chosen = yield Decision(player, prompt, [Option(k, t) for k, t in choices], CHOOSE_ONE, 1, 1, source)
    label: str = chosen[0].label
    return label


def may(g: Game, player: int, prompt: str, source: str = "") -> Generator[Decision, Any, bool]:
    """A yes/no choice."""
    answer = yield from choose_one(g, player, prompt, [("yes", "Yes"), ("no", "No")], source)
    return answer == "yes"


def choose_player(g: Game, player: int, prompt: str, source: str = "") -> Generator[Decision, Any, int]:
    order = g.player_order()
    label = yield from choose_one(
        g, player, prompt, [(f"player:{i}", g.players[i].name) for i in order], source
    )
    return int(label.split(":")[1])


def order_cards(
    g: Game, player: int, cards: Sequence[int], prompt: str, source: str = ""
) -> Generator[Decision, Any, list[int]]:
    """All of `cards` in an order chosen by the player (first = top)."""
    if len(cards) <= 1 or len({g.cards[c].key for c in cards}) == 1:
        return list(cards)
    chosen = yield Decision(player, prompt, card_options(g, cards), ORDER, len(cards), len(cards), source)
    return [o.card for o in chosen]
