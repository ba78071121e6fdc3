"""Spider-Man: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine.card import (
    COVERT,
    INSTINCT,
    SPIDER_FRIENDS,
    STRENGTH,
    TECH,
    Effect,
)
from legendary_desktop.engine.choices import order_cards
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import rescue_bystanders

SET = "core"

#: Spider-Man's cards pick up cards that cost this much or less.
CHEAP = 2


def _reveal_draw_if_cheap(c: Ctx) -> None:
    """Reveal the top card of your deck; draw it if it costs 2 or less (Wounds and Bystanders cost 0)."""
    g = c.g
    top = g.top_of_deck(c.player, 1)
    if not top:
        return
    card = top[0]
    name = g.players[c.player].name
    if g.cards[card].cost <= CHEAP:
        g.log("reveal", f"{name} reveals {g.name(card)} from the top of their deck and draws it.", card)
        g.draw(c.player, 1)
    else:
        g.log("reveal", f"{name} reveals {g.name(card)} from the top of their deck and leaves it there.", card)


@hero('Spider-Man', 'Astonishing Strength', set=SET, cost=2, classes=STRENGTH, team=SPIDER_FRIENDS, copies=5,
      recruit=1, text="Reveal your top card; draw it if it costs 2 or less.")
def astonishing_strength(c: Ctx) -> None:
    _reveal_draw_if_cheap(c)


@hero('Spider-Man', 'Great Responsibility', set=SET, cost=2, classes=INSTINCT, team=SPIDER_FRIENDS, copies=5,
      attack=1, text="Reveal your top card; draw it if it costs 2 or less.")
def great_responsibility(c: Ctx) -> None:
    _reveal_draw_if_cheap(c)


@hero('Spider-Man', 'Web-Shooters', set=SET, cost=2, classes=TECH, team=SPIDER_FRIENDS, copies=3,
      text="Rescue a Bystander. Then reveal your top card; draw it if it costs 2 or less.")
def web_shooters(c: Ctx) -> None:
    rescue_bystanders(c.g, c.player, 1)
    _reveal_draw_if_cheap(c)


@hero('Spider-Man', 'The Amazing Spider-Man', set=SET, cost=2, classes=COVERT, team=SPIDER_FRIENDS, copies=1,
      text="Look at your top three cards: those costing 2 or less go to your hand, "
      "the others go back on top in the order you choose.")
def the_amazing_spider_man(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    top = g.top_of_deck(c.player, 3)
    if top:
        g.log("reveal", f"{p.name} reveals {', '.join(g.name(x) for x in top)} from the top of their deck.", *top)
    cheap = [x for x in top if g.cards[x].cost <= CHEAP]
    for x in cheap:
        p.deck.remove(x)
        p.hand.append(x)
    if cheap:
        g.log("hand", f"{p.name} puts {', '.join(g.name(x) for x in cheap)} into their hand.", *cheap)
    rest = [x for x in top if x not in cheap]
    # The rest stay on top of the deck while the order is chosen, then go back first-chosen on top.
    order = yield from order_cards(g, c.player, rest, "The Amazing Spider-Man: put these back (first = top)",
                                   source="The Amazing Spider-Man")
    for x in order:
        p.deck.remove(x)
    p.deck += reversed(order)
