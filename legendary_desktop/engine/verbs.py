"""The card verbs: the shared pieces card abilities are built from, named as the cards say them.

Card modules compose these with ``yield from``: `gain_wound`, `reveal_or_wound`, `each_player_discards`,
`discard_card`, `ko_your_heroes`, `ko_from`, `rescue`, `rescue_bystanders`... The main phase's actions
(play, recruit, fight, heal, end the turn) are in engine/actions.py, which this module does not import.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from legendary_desktop.engine import reactions
from legendary_desktop.engine.card import CardDef, Effect, HeroClass, Kind, run
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.words import a_or_an, count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def gain_wound(g: Game, player: int, to: str = "discard", wound: int | None = None) -> Effect:
    """A player gains a Wound (the Wound Stack's top, or the given one from wherever it is, e.g. on an
    enemy), unless a reaction (Diving Block) replaces it: a given Wound then goes to the Wound Stack."""
    if wound is None and not g.wound_stack:
        return
    if (yield from reactions.react(g, "gain_wound", player)):
        if wound is not None and wound not in g.wound_stack:
            g.remove(wound)
            g.wound_stack.insert(0, wound)
        return
    if wound is None:
        wound = g.wound_stack.pop()
    else:
        g.remove(wound)
    p = g.players[player]
    {"discard": p.discard, "hand": p.hand}[to].append(wound)
    g.log("wound", f"{p.name} gains a Wound.", wound)


def gain_wounds(g: Game, player: int, n: int) -> Effect:
    for _ in range(n):
        yield from gain_wound(g, player)


def reveal_or_wound(
    g: Game,
    players: Sequence[int],
    cls: HeroClass = HeroClass.NONE,
    team: str = "",
    wounds: int = 1,
) -> Effect:
    """Each listed player reveals a Hero of the class or team, or gains Wound(s)."""
    what = team or " or ".join(cls.names)
    for player in players:
        if (cls and g.has_class(player, cls)) or (team and g.has_team(player, team)):
            g.log("reveal", f"{g.players[player].name} reveals {a_or_an(what)} Hero.")
            continue
        yield from gain_wounds(g, player, wounds)


def discard_card(g: Game, player: int, card: int, by_effect: bool = True, where: str = "") -> Effect:
    """Put one of a player's cards (from hand, the top of the deck, or limbo) on their discard pile.

    When a card effect makes the player discard it (`by_effect`), a card that may react to being
    discarded (Unending Energy) is asked; a discard the rules demand (an escape penalty) is not."""
    p = g.players[player]
    g.remove(card)
    p.discard.append(card)
    g.log("discard", f"{p.name} discards {g.name(card)}{where}.", card)
    if by_effect:
        react = g.cards[card].extra.get("on_discarded")
        if react is not None:
            yield from run(react(g, player, card))


def discard_from_top_of_deck(g: Game, player: int, card: int) -> Effect:
    """A card effect discards a player's top card (Hypnotic Charm, Steal Abilities)."""
    yield from discard_card(g, player, card, where=" from the top of their deck")


def discard_from_hand(
    g: Game, player: int, n: int, source: str = "", prompt: str = "", by_effect: bool = True
) -> Effect:
    """A player discards n cards of their choice from their hand, one at a time (the prompt counts them)."""
    p = g.players[player]
    for done in range(n):
        words = prompt or (f"{p.name}: discard {n} cards" if n > 1 else f"{p.name}: discard a card")
        card = yield from choose_card(g, player, list(p.hand), words + discarded(done, n), source=source)
        if card is None:
            return
        yield from discard_card(g, player, card, by_effect)


def discarded(done: int, total: int) -> str:
    """How far a discard of several cards, one at a time, has come: " (1 of 2 discarded)"."""
    return f" ({done} of {total} discarded)" if total > 1 else ""


def each_player_discards(
    g: Game, n: int, players: Sequence[int] | None = None, source: str = "", by_effect: bool = True
) -> Effect:
    for player in g.player_order() if players is None else players:
        yield from discard_from_hand(g, player, n, source, by_effect=by_effect)


def discard_down_to(g: Game, player: int, size: int, source: str = "") -> Effect:
    p = g.players[player]
    done = 0
    while len(p.hand) > size:
        total = done + len(p.hand) - size
        yield from discard_from_hand(g, player, 1, source, f"{p.name}: discard down to {size} cards"
                                     + discarded(done, total))
        done += 1


def ko_your_heroes(g: Game, player: int, n: int, source: str = "", optional: bool = False) -> Effect:
    """A player KOs n of their Heroes (hand, or played this turn for the active player)."""
    for _ in range(n):
        heroes = g.your_heroes(player)
        card = yield from choose_card(
            g, player, heroes, f"{g.players[player].name}: KO one of your Heroes", optional, source
        )
        if card is None:
            return
        g.ko(card)


def ko_from(
    g: Game,
    player: int,
    zones: Sequence[list[int]],
    n: int,
    prompt: str,
    which: Callable[[CardDef], bool] = lambda d: True,
    low: int | None = None,
    source: str = "",
) -> Effect:
    """KO between `low` (default n) and n matching cards from the given zones. Returns them."""
    cards = [c for zone in zones for c in zone if which(g.cards[c])]
    chosen = yield from choose_cards(g, player, cards, prompt, n if low is None else low, n, source)
    for c in chosen:
        g.ko(c)
    return chosen


def rescue(g: Game, player: int, card: int) -> Effect:
    """A player rescues this Bystander (taken from wherever it is): to their Victory Pile, then its own
    "when you rescue this Bystander" effect (`extra["on_rescue"]`, an ability given a `Ctx`), if any."""
    if card in g.limbo:
        g.limbo.remove(card)
    else:
        g.remove(card)
    g.players[player].victory_pile.append(card)
    g.log("rescue", f"{g.players[player].name} rescues {g.name(card)}.", card)
    cdef = g.cards[card]
    effect = cdef.extra.get("on_rescue")
    if effect is not None:
        yield from run(effect(Ctx(g, player, card, cdef)))


def rescue_bystanders(g: Game, player: int, n: int = 1) -> None:
    """Rescue Bystanders from the supply into the player's Victory Pile."""
    p = g.players[player]
    got = 0
    for _ in range(n):
        if not g.bystander_stack:
            break
        bystander = g.bystander_stack.pop()
        p.victory_pile.append(bystander)
        g.arrive("rescue", bystander)
        got += 1
    if got:
        g.log("rescue", f"{p.name} rescues {count(got, 'Bystander')}.")


def gain_officer(g: Game, player: int, to: str = "discard") -> None:
    if not g.officer_stack:
        return
    officer = g.officer_stack.pop()
    p = g.players[player]
    {"discard": p.discard, "hand": p.hand}[to].append(officer)
    g.log("gain", f"{p.name} gains a S.H.I.E.L.D. Officer.", officer)


def hand_size_bonus(g: Game, n: int) -> None:
    """"When you draw a new hand of cards at the end of this turn, draw n extra cards.\""""
    g.turn.end_extra += n


def draw_new_hand_of(g: Game, n: int) -> None:
    """"...draw eight cards instead of six" (the largest such effect applies)."""
    g.turn.end_draw = max(g.turn.end_draw, n)


def may_ko_wound(g: Game, player: int, source: str = "") -> Effect:
    """"You may KO a Wound from your hand or discard pile." Returns whether one was KO'd."""
    p = g.players[player]
    wounds = [c for c in p.hand + p.discard if g.cards[c].kind is Kind.WOUND]
    if not wounds:
        return False
    card = yield from choose_card(g, player, wounds, "You may KO a Wound", optional=True, source=source)
    if card is None:
        return False
    g.ko(card)
    return True


def may_ko_card(g: Game, player: int, zones: Sequence[list[int]], source: str = "") -> Effect:
    """"You may KO a card from your hand or discard pile." Returns whether one was KO'd."""
    cards = [c for zone in zones for c in zone]
    card = yield from choose_card(g, player, cards, "You may KO a card", optional=True, source=source)
    if card is None:
        return False
    g.ko(card)
    return True


def each_other_player_draws_or_discards(g: Game, player: int, source: str) -> Effect:
    """Choose one: each other player draws a card, or each other player discards a card."""
    pick = yield from choose_one(
        g, player, f"{source}: choose one",
        [("draw", "Each other player draws a card"), ("discard", "Each other player discards a card")],
        source=source,
    )
    for other in g.other_players(player):
        if pick == "draw":
            g.draw(other, 1)
        else:
            yield from discard_from_hand(g, other, 1, source)


def each_player_reveals_or_wound(
    cls: HeroClass = HeroClass.NONE, team: str = "", wounds: int = 1
) -> Callable[[Ctx], Effect]:
    """The ability "Each player reveals a [class/team] Hero or gains a Wound", ready to attach to a card."""

    def ability(c: Ctx) -> Effect:
        yield from reveal_or_wound(c.g, c.g.player_order(), cls, team, wounds)

    return ability
