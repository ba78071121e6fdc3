"""Scheme Twist: count it, then resolve the Twist text of each Scheme in play with its number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments
from legendary_desktop.engine.card import Effect, run
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

#: Other Schemes in play (e.g. Ambush Schemes), in a pile beside the Scheme. Each such card's
#: `extra["on_twist"]` (ctx -> effect) also resolves on every Twist, in the order the player chooses.
OTHER_SCHEMES = "Other Schemes"


def other_schemes(g: Game) -> list[int]:
    return list(attachments.pile(g, g.scheme_card, OTHER_SCHEMES))


def play(g: Game, card: int) -> Effect:
    """Resolve a Twist. The card goes to the KO pile unless the Scheme puts it elsewhere."""
    if card in g.limbo:
        g.limbo.remove(card)
    else:
        g.remove(card)
    g.ko_pile.append(card)
    g.twists_played += 1
    g.log("twist", f"Scheme Twist {g.twists_played}! ({g.scheme.name})", card)
    todo: list[int] = [g.scheme_card, *other_schemes(g)]
    while todo and g.outcome is None:
        if len(todo) == 1:
            scheme = todo.pop()
        else:
            label = yield from choose_one(
                g, g.active, "Scheme Twist: which Scheme's Twist resolves next?",
                [(f"scheme:{c}", g.name(c)) for c in todo], source="Scheme Twist")
            scheme = int(label.partition(":")[2])
            todo.remove(scheme)
        if scheme == g.scheme_card:
            yield from run(g.scheme.on_twist(Ctx(g, g.active, card, g.scheme.card, index=g.twists_played)))
        elif scheme in other_schemes(g):  # still in play
            cdef = g.cards[scheme]
            yield from run(cdef.extra["on_twist"](Ctx(g, g.active, scheme, cdef, index=g.twists_played)))
        g.check_evil_wins()
    g.check_evil_wins()


def put_beside_scheme(g: Game, card: int) -> None:
    """Move a Twist (already in the KO pile) next to the Scheme."""
    g.ko_pile.remove(card)
    g.beside_scheme.append(card)
