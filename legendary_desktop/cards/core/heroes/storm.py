"""Storm: the four Hero cards (14 copies)."""

from __future__ import annotations

from legendary_desktop.cards.dsl import hero
from legendary_desktop.engine import city
from legendary_desktop.engine.card import (
    COVERT,
    RANGED,
    X_MEN,
    Effect,
)
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.words import count

SET = "core"


@hero('Storm', 'Gathering Stormclouds', set=SET, cost=3, classes=RANGED, team=X_MEN, copies=5, recruit=2,
      text="Ranged: draw a card.")
def gathering_stormclouds(c: Ctx) -> None:
    if c.power(RANGED):
        c.g.draw(c.player, 1)


@hero('Storm', 'Lightning Bolt', set=SET, cost=4, classes=RANGED, team=X_MEN, copies=5, attack=2,
      text="This turn, Villains you fight on the Rooftops have -2 Attack.")
def lightning_bolt(c: Ctx) -> None:
    city.fight_modifier(c.g, "Rooftops", -2)


@hero('Storm', 'Spinning Cyclone', set=SET, cost=6, classes=COVERT, team=X_MEN, copies=3, attack=4,
      text="You may move a Villain to another city space (swapping with any Villain there); "
      "rescue the Bystanders it held.")
def spinning_cyclone(c: Ctx) -> Effect:
    g = c.g
    if len(g.city) < 2:  # a city of one space (a Scheme shrank it): there is no other space
        return
    villains = [occ.card for occ in g.city if occ is not None]
    card = yield from choose_card(g, c.player, villains, "Spinning Cyclone: you may move a Villain",
                                  optional=True, source="Spinning Cyclone")
    if card is None:
        return
    source = city.find_space(g, card)
    assert source is not None
    choices = []
    for i, occ in enumerate(g.city):
        if i == source:
            continue
        where = g.city_names[i] if occ is None else f"{g.city_names[i]} (swap with {g.name(occ.card)})"
        choices.append((f"space:{i}", where))
    label = yield from choose_one(g, c.player, f"Spinning Cyclone: move {g.name(card)} to which space?",
                                  choices, source="Spinning Cyclone")
    target = int(label.split(":")[1])
    city.move(g, source, target)
    occ = g.city[target]
    assert occ is not None
    if occ.bystanders:
        p = g.players[c.player]
        rescued = list(occ.bystanders)
        p.victory_pile += rescued
        occ.bystanders.clear()
        g.log("rescue", f"{p.name} rescues {count(len(rescued), 'Bystander')} from {g.name(card)}.", *rescued)


@hero('Storm', 'Tidal Wave', set=SET, cost=7, classes=RANGED, team=X_MEN, copies=1, attack=5,
      text="This turn, Villains you fight on the Bridge have -2 Attack. Ranged: the Mastermind also has "
      "-2 Attack this turn.")
def tidal_wave(c: Ctx) -> None:
    city.fight_modifier(c.g, "Bridge", -2)
    if c.power(RANGED):
        c.g.turn.mastermind_attack -= 2
