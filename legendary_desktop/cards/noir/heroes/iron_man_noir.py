"""Iron Man Noir: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.noir.investigate import LOOK_NOTE, investigate_own_deck
from legendary_desktop.engine.card import AVENGERS, RANGED, TECH, Effect, run
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"


def _another_card_in_hand(g: Game, player: int, card: int) -> str | None:
    others = [x for x in g.players[player].hand if x != card]
    return None if others else "You need another card in hand to put on top of your deck"


def _steam_powered_arsenal(c: Ctx) -> Effect:
    g = c.g
    p = g.players[c.player]
    card = yield from choose_card(g, c.player, list(p.hand), "Steam-Powered Arsenal: put a card from your hand "
                                  "on top of your deck", source="Steam-Powered Arsenal")
    if card is not None:
        p.hand.remove(card)
        p.deck.append(card)
        g.log("power", f"{p.name} puts a card from their hand on top of their deck.")


steam_powered_arsenal = hero(
    "Iron Man Noir", "Steam-Powered Arsenal", set=SET, cost=3, classes=RANGED, team=AVENGERS, copies=5, attack=3,
    can_play=_another_card_in_hand,
    text="You can play this only by putting another card from your hand on top of your deck.",
)(_steam_powered_arsenal)


@hero("Iron Man Noir", "Mechanized Plate-Mail", set=SET, cost=4, classes=TECH, team=AVENGERS, copies=5, recruit=2,
      text="Investigate for a Tech card.")
def mechanized_plate_mail(c: Ctx) -> Effect:
    yield from investigate_own_deck(c.g, c.player, lambda d: bool(d.classes & TECH), "a Tech card",
                                    source="Mechanized Plate-Mail")


@hero("Iron Man Noir", "Learn from Enemies", set=SET, cost=6, classes=TECH, team=AVENGERS, copies=3, attack=3,
      text="Tech: you may use the Fight ability of a 1 VP Villain in your Victory Pile.")
def learn_from_enemies(c: Ctx) -> Effect:
    g = c.g
    if not c.power(TECH):
        return
    pool = [v for v in g.players[c.player].victory_pile
            if g.cards[v].is_villain and g.cards[v].vp == 1 and g.cards[v].on_fight is not None]
    villain = yield from choose_card(g, c.player, pool, "Learn from Enemies: you may use the Fight ability of",
                                     optional=True, source="Learn from Enemies")
    if villain is None:
        return
    vdef = g.cards[villain]
    g.log("power", f"Learn from Enemies uses the Fight ability of {vdef.name}.", villain)
    assert vdef.on_fight is not None
    yield from run(vdef.on_fight(Ctx(g, c.player, villain, vdef)))


@hero("Iron Man Noir", "Adventurers Assemble!", set=SET, cost=7, classes=TECH, team=AVENGERS, copies=1, attack=4,
      text="Whenever you Investigate this turn, look at three cards instead of two. Choose Recruit or Attack, "
      "then Investigate for a card with that icon.")
def adventurers_assemble(c: Ctx) -> Effect:
    g = c.g
    g.turn.notes[LOOK_NOTE] = 3
    icon = yield from choose_one(g, c.player, "Adventurers Assemble!: Investigate for a card with which icon?",
                                 [("recruit", "Recruit"), ("attack", "Attack")], source="Adventurers Assemble!")
    yield from investigate_own_deck(
        g, c.player, (lambda d: d.recruit is not None) if icon == "recruit" else (lambda d: d.attack is not None),
        f"a card with a{'' if icon == 'recruit' else 'n'} {icon.title()} icon", source="Adventurers Assemble!")
