"""Spider-Man Noir: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.noir.investigate import investigate, investigate_own_deck
from legendary_desktop.cards.noir.rules import is_bystander
from legendary_desktop.engine.actions import resolve_hero
from legendary_desktop.engine.card import INSTINCT, RANGED, SPIDER_FRIENDS, STRENGTH, TECH, Effect
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import rescue

SET = "noir"
CHEAP = 2


@hero("Spider-Man Noir", "Gumshoe's Revolver", set=SET, cost=2, classes=TECH, team=SPIDER_FRIENDS, copies=5,
      attack=1, text="Investigate for a card that costs 2 or less.")
def gumshoes_revolver(c: Ctx) -> Effect:
    yield from investigate_own_deck(c.g, c.player, lambda d: d.cost <= CHEAP, "a card costing 2 or less",
                                    source="Gumshoe's Revolver")


@hero("Spider-Man Noir", "Webs of Darkness", set=SET, cost=2, classes=RANGED, team=SPIDER_FRIENDS, copies=5,
      attack="1+", text="Ranged: +2 Attack.")
def webs_of_darkness(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_attack(2)


@hero("Spider-Man Noir", "Solve the Crime", set=SET, cost=2, classes=INSTINCT, team=SPIDER_FRIENDS, copies=3,
      attack=2, text="Instinct: Investigate the Bystander Stack for a Bystander and rescue it.")
def solve_the_crime(c: Ctx) -> Effect:
    if not c.power(INSTINCT):
        return
    g = c.g
    found = yield from investigate(g, c.player, g.bystander_stack, is_bystander, "a Bystander",
                                   source="Solve the Crime")
    if found is not None:
        yield from rescue(g, c.player, found)


@hero("Spider-Man Noir", "Spider-Totem's Chosen", set=SET, cost=2, classes=STRENGTH, team=SPIDER_FRIENDS, copies=1,
      attack=1, text="Spider Friends: Investigate each player's deck for a card that costs 2 or less; play a copy "
      "of it, then put it into its owner's discard pile.")
def spider_totems_chosen(c: Ctx) -> Effect:
    g = c.g
    if not c.teampower(SPIDER_FRIENDS):
        return
    for player in g.player_order(c.player):
        p = g.players[player]
        found = yield from investigate(g, c.player, p.deck, lambda d: d.cost <= CHEAP,
                                       f"a card costing 2 or less in {p.name}'s deck", owner=player,
                                       source="Spider-Totem's Chosen")
        if found is None:
            continue
        d = g.cards[found]
        if d.is_hero and (d.can_play is None or d.can_play(g, c.player, found) is None):
            g.log("power", f"Spider-Totem's Chosen plays a copy of {d.name}.", found)
            yield from resolve_hero(g, found, d)
        if found in g.limbo:
            g.limbo.remove(found)
            p.discard.append(found)
            g.log("discard", f"{d.name} goes into {p.name}'s discard pile.", found)
