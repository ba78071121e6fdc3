"""Doctor Strange (The Infinity Saga)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice
from legendary_desktop.engine.card import AVENGERS, HERO_CLASSES, INSTINCT, RANGED, Effect, Kind
from legendary_desktop.engine.choices import choose_one
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"
DS = "Doctor Strange"


def take_another_turn_without_villain_card(g: Game, player: int) -> None:
    """"Take another turn after this one. Don't play a card from the Villain Deck at the start of that turn.\""""
    g.turn.extra_turn = True
    g.skip_next_villain_step = True
    g.log("turn", f"{g.players[player].name} will take another turn, without a Villain card at its start.")


def reveal_villain_top(g: Game) -> int | None:
    deck = g.villain_deck
    if not deck:
        return None
    g.log("reveal", f"The top card of the Villain Deck is {g.villain_name(deck[-1])}.", deck[-1])
    return deck[-1]


@hero(DS, "Open Portals", set=SET, cost=2, classes=RANGED, team=AVENGERS, copies=3, recruit="1+",
      phasing=True, text="Phasing. Ranged: +2 Recruit.")
def open_portals(c: Ctx) -> None:
    if c.power(RANGED):
        c.add_recruit(2)


@hero(DS, "Defend This Dimension", set=SET, cost=3, classes=INSTINCT, team=AVENGERS, copies=3, attack="2+",
      text="Instinct: reveal the top card of the Villain Deck; if it is a Villain, +2 Attack.")
def defend_this_dimension(c: Ctx) -> None:
    if not c.power(INSTINCT):
        return
    top = reveal_villain_top(c.g)
    if top is not None and c.g.is_villain(top):
        c.add_attack(2)


# Classes: Instinct and Ranged, as the text transcription gives (the JSON: Instinct only). The insert says
# each Hero of this set has a Multiclass card; this is the only card of Doctor Strange that can be his (his
# others are Ranged or Instinct alone), and the JSON records no second class for any card (Brains and Brawn,
# Turning Point and every Black Panther card are one class there too).
@hero(DS, "Sift Futures", set=SET, cost=4, classes=INSTINCT | RANGED, team=AVENGERS, copies=3, attack=2,
      phasing=True,
      text="Phasing. Name a Hero Class, then reveal the top card of your deck; draw it if it is that class.")
def sift_futures(c: Ctx) -> Effect:
    g = c.g
    label = yield from choose_one(g, c.player, "Sift Futures: name a Hero Class",
                                  [(cls.name or "", cls.names[0]) for cls in HERO_CLASSES], source=c.cdef.name)
    named = next(cls for cls in HERO_CLASSES if cls.name == label)
    top = g.top_of_deck(c.player)
    if not top:
        return
    g.log("reveal", f"{g.players[c.player].name} names {named.names[0]} and reveals {g.name(top[0])}.", top[0])
    if g.cards[top[0]].classes & named:
        g.draw(c.player)


@hero(DS, "Invoke the Time Stone", set=SET, cost=5, classes=RANGED, team=AVENGERS, copies=2, recruit=2,
      phasing=True, sacrifice=RANGED,
      text="Phasing. Ranged Sacrifice: take another turn after this one; play no card from the Villain Deck "
      "at its start.")
def invoke_the_time_stone(c: Ctx) -> Effect:
    if (yield from sacrifice(c, RANGED, "take another turn after this one, with no Villain card at its start")):
        take_another_turn_without_villain_card(c.g, c.player)


@hero(DS, "Bind Evil", set=SET, cost=6, classes=INSTINCT, team=AVENGERS, copies=2, attack="4+",
      text="Instinct: reveal the top card of the Villain Deck. If it is a Master Strike, KO it, +3 Attack, and "
      "put a Bystander from the Bystander Deck on top of the Villain Deck.")
def bind_evil(c: Ctx) -> None:
    if not c.power(INSTINCT):
        return
    g = c.g
    top = reveal_villain_top(g)
    if top is None or g.cards[top].kind is not Kind.STRIKE:
        return
    g.ko(top)
    c.add_attack(3)
    if g.bystander_stack:
        g.villain_deck.append(g.bystander_stack.pop())
        g.log("power", "A Bystander goes on top of the Villain Deck.")


def villain_deck_names(g: Game) -> list[str]:
    """Every name a card of this game's Villain Deck can go by (what a player may guess): the names of the
    Villains, Henchmen, Bystanders, Twists and Strikes in the game, and any role the Scheme gives a card
    there (a Killbot, a Skrull Hero). Taken from the whole game, so the list reveals nothing."""
    deck_kinds = (Kind.VILLAIN, Kind.HENCHMAN, Kind.BYSTANDER, Kind.TWIST, Kind.STRIKE)
    names: set[str] = set()
    first: dict[str, int] = {}
    for card, cdef in enumerate(g.cards):
        first.setdefault(cdef.key, card)
    for card in first.values():
        cdef = g.cards[card]
        if cdef.kind in deck_kinds:
            names.add(cdef.name)
        if g.scheme.as_villain is not None and cdef.kind in (Kind.HERO, Kind.BYSTANDER):
            role = g.role_for(card)
            if role is not None:
                names.add(role.label)
    return sorted(names)


@hero(DS, "1 In 14,000,065", set=SET, cost=7, classes=INSTINCT, team=AVENGERS, copies=1, attack=5,
      sacrifice=INSTINCT,
      text="Instinct Sacrifice: guess the name of the top card of the Villain Deck, then reveal it; if you "
      "guessed right, draw six cards.")
def one_in_fourteen_million(c: Ctx) -> Effect:
    g = c.g
    if not (yield from sacrifice(c, INSTINCT, "guess the top card of the Villain Deck; right, draw six cards")):
        return
    names = villain_deck_names(g)
    guess = yield from choose_one(g, c.player, "1 In 14,000,065: name the top card of the Villain Deck",
                                  [(f"name:{n}", n) for n in names], source=c.cdef.name)
    top = reveal_villain_top(g)
    if top is not None and g.villain_name(top) == guess.partition(":")[2]:
        g.log("power", f"{g.players[c.player].name} guessed right!")
        g.draw(c.player, 6)
