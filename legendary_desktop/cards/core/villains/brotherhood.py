"""Brotherhood: the Villain group (8 cards)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine import scheme_twist
from legendary_desktop.engine.card import X_MEN, Effect
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import each_player_reveals_or_wound, ko_from

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "core"


def _blob_blocked(g: Game, player: int, card: int) -> str | None:
    if g.has_team(player, X_MEN):
        return None
    return "You can't defeat Blob without an X-Men Hero (in hand or played this turn)"


def _each_player_kos_two_heroes(c: Ctx, zone: str, words: str) -> Effect:
    """Each player KOs two Heroes from their hand or discard pile (Juggernaut)."""
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        yield from ko_from(g, player, [getattr(p, zone)], 2, f"{p.name}: KO two Heroes from your {words}",
                           which=lambda d: d.is_hero, source="Juggernaut")


def _juggernaut_ambush(c: Ctx) -> Effect:
    yield from _each_player_kos_two_heroes(c, "discard", "discard pile")


def _juggernaut_escape(c: Ctx) -> Effect:
    yield from _each_player_kos_two_heroes(c, "hand", "hand")


def _mystique_escape(c: Ctx) -> Effect:
    c.g.log("power", "Mystique becomes a Scheme Twist!", c.card)
    yield from scheme_twist.play(c.g, c.card)


_sabretooth = each_player_reveals_or_wound(team=X_MEN)


BLOB = villain('Brotherhood', 'Blob', set=SET, attack=4, vp=2, copies=2,
    text="You can defeat Blob only if you have an X-Men Hero (in hand or played this turn).",
    can_defeat=_blob_blocked)

JUGGERNAUT = villain('Brotherhood', 'Juggernaut', set=SET, attack=6, vp=4, copies=2,
    text="Ambush: each player KOs two Heroes from their discard pile. "
    "Escape: each player KOs two Heroes from their hand.",
    ambush=_juggernaut_ambush, escape=_juggernaut_escape)

MYSTIQUE = villain('Brotherhood', 'Mystique', set=SET, attack=5, vp=3, copies=2,
    text="Escape: Mystique turns into a Scheme Twist and resolves at once.",
    escape=_mystique_escape)

SABRETOOTH = villain('Brotherhood', 'Sabretooth', set=SET, attack=5, vp=3, copies=2,
    text="Fight: each player shows an X-Men Hero or takes a Wound. Escape: the same.",
    fight=_sabretooth, escape=_sabretooth)
