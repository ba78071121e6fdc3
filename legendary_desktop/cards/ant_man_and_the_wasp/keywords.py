"""The set's keywords: Size-Changing (and Microscopic), Conqueror, Antics, Heist, Double-Cross, Explore,
Ambush Schemes, fights away from the city, and Recruit usable only for some Heroes.

Cards declare keyword facts in `extra`: ``size_changing={TECH: 3}`` (k icons: 2 less per card of that
class played this turn, up to k; plain Size-Changing is k = 1), ``conqueror={"Bridge": 1}``.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from legendary_desktop.engine import attachments, city, fight, hq, knowledge, peek, present, values, villain_deck
from legendary_desktop.engine.actions import HERO_KINDS, ActionKind, register_action
from legendary_desktop.engine.card import CardDef, Effect, HeroClass, Kind, run
from legendary_desktop.engine.catalog import CATALOG
from legendary_desktop.engine.choices import choose_card, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.scheme_twist import OTHER_SCHEMES, other_schemes
from legendary_desktop.engine.state import Occupant, played_classes
from legendary_desktop.engine.verbs import discard_card, gain_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "ant-man-and-the-wasp"

# ------------------------------------------------------------ Size-Changing


def face(g: Game, card: int) -> CardDef:
    """The definition in force: the Mastermind's face-up side, else the card's own."""
    return g.mm if card == g.mastermind_card else g.cards[card]


_NO_SIZES: dict[HeroClass, int] = {}


def sizes(g: Game, card: int) -> dict[HeroClass, int]:
    """A card's Size-Changing classes (icons each) now, after effects that grant or replace them."""
    changed: dict[int, dict[HeroClass, int]] | None = g.turn.notes.get("sizes")
    if changed:
        now = changed.get(card)
        if now is not None:
            return now
    granted: dict[int, dict[HeroClass, int]] | None = g.state.get("granted_sizes")
    if granted and card in granted and card in g.hq:
        return granted[card]
    found: dict[HeroClass, int] = (g.mm if card == g.mastermind_card else g.cards[card]).extra.get(
        "size_changing", _NO_SIZES)
    return found


def has_size_changing(g: Game, card: int) -> bool:
    return bool(sizes(g, card))


def printed_size_changing(cdef: CardDef) -> bool:
    return bool(cdef.extra.get("size_changing"))


def size_discount(g: Game, card: int) -> int:
    """2 less for each card of the class played this turn, up to the number of icons."""
    t = g.turn
    if not t.played_defs:
        return 0
    found = sizes(g, card)
    if not found:
        return 0
    counts = played_classes(t)  # cards of each class played this turn
    total = 0
    for cls, icons in found.items():  # one class per icon
        played = counts.get(cls)
        if played:
            total += 2 * (icons if icons < played else played)
    return total


_PRINTED_SIZES = "printed Size-Changing"


def _printed_sizes(g: Game) -> list[dict[HeroClass, int]]:
    """Each card's printed Size-Changing, by card id (again when a card comes into the game)."""
    known: list[dict[HeroClass, int]] = [d.extra.get("size_changing", _NO_SIZES) for d in g.cards]
    g.memo[_PRINTED_SIZES] = known
    return known


def _size_modifier(name: str) -> Callable[..., tuple[str, int] | None]:
    """Size-Changing as a modifier: of an HQ Hero's cost (`g, card`) or, when fighting, of an enemy's Attack
    (`g, card, space, fighting`). Asked for every HQ Hero and enemy at every main-phase decision, so
    `size_discount` is written out in it (a call costs more here than all of its tests): the same answer,
    which tests/engine/test_size_changing_fast.py checks over random games."""

    def modifier(g: Game, card: int, space: int | None = None, fighting: bool = True) -> tuple[str, int] | None:
        t = g.turn
        defs = t.played_defs
        if not defs or not fighting:
            return None
        changed: dict[int, dict[HeroClass, int]] | None = t.notes.get("sizes")
        found = changed.get(card) if changed else None
        if found is None:
            granted: dict[int, dict[HeroClass, int]] | None = g.state.get("granted_sizes")
            if granted and card in granted and card in g.hq:
                found = granted[card]
            elif card == g.mastermind_card:
                found = g.mm.extra.get("size_changing", _NO_SIZES)
            else:
                printed: list[dict[HeroClass, int]] | None = g.memo.get(_PRINTED_SIZES)
                if printed is None or len(printed) != len(g.cards):
                    printed = _printed_sizes(g)
                found = printed[card]
            if not found:
                return None
        if t.played_counted != len(defs):
            played_classes(t)
        counts = t.class_counts
        total = 0
        for cls, icons in found.items():
            played = counts.get(cls)
            if played:
                total += 2 * (icons if icons < played else played)
        return ("Size-Changing", -total) if total else None

    modifier.__name__ = modifier.__qualname__ = name
    return modifier


_size_cost = _size_modifier("_size_cost")
_size_attack = _size_modifier("_size_attack")


def _microscopic_pays_out(g: Game, card: int) -> bool:
    """"When you recruit a Microscopic Size-Changing Hero with a negative cost, you actually gain that many
    Recruit points" (insert): the only cost that may go below 0. Microscopic has more than one icon."""
    return sum(sizes(g, card).values()) > 1


#: Size-Changing can matter: a card has it, or a card gives it (Darren Cross' Shrinking Research Budget;
#: Shrinksperiments has it itself)
SIZE_CHANGING_IN_PLAY = present.either(present.with_extra("size_changing"), present.named("Shrinking Research Budget"))
#: cards that give Size-Changing to a Hero that has none printed (`sizes` above)
SIZE_GIVERS = present.named("Shrinking Research Budget", "Shrinksperiments")


def _size_changers(g: Game) -> Callable[[CardDef], bool] | None:
    """The cards Size-Changing can make cheaper in a game: those printed with it, unless a card can give it
    (both givers give it to a Hero in the HQ)."""
    return None if SIZE_GIVERS(g) else printed_size_changing


def _small_enemies(g: Game) -> Callable[[CardDef], bool]:
    """The enemies Size-Changing can weaken: those printed with it (no card gives it to an enemy)."""
    return printed_size_changing


values.register_cost_modifier(SET, _size_cost, needs=SIZE_CHANGING_IN_PLAY, only=_size_changers)
values.register_cost_payout(SET, _microscopic_pays_out, needs=SIZE_CHANGING_IN_PLAY)
values.register_attack_modifier(SET, _size_attack, needs=SIZE_CHANGING_IN_PLAY, only=_small_enemies)

# ----------------------------------------------------------------- Conqueror

MULTIVERSE = "Multiverse"


def villain_at(g: Game, space_name: str) -> bool:
    """Is any Villain in the named space (a city space, or Kang's Multiverse)?"""
    if space_name == MULTIVERSE:
        return bool(attachments.pile(g, g.mastermind_card, MULTIVERSE))
    space = city.space_named(g, space_name)
    return space is not None and g.city[space] is not None


def conqueror_bonus(g: Game, conqueror: dict[str, int]) -> int:
    total = 0
    area = g.areas[g.area_index]  # `Game.area` (written out: an enemy's Attack is asked at every decision)
    names = area.city_names
    spaces = area.city
    for name, n in conqueror.items():
        if name == MULTIVERSE:
            if attachments.pile(g, g.mastermind_card, MULTIVERSE):
                total += n
        elif name in names and spaces[names.index(name)] is not None:
            total += n
    return total


_NO_CONQUEST: dict[str, int] = {}


def _conqueror_attack(g: Game, card: int, space: int | None, fighting: bool) -> tuple[str, int] | None:
    conq: dict[str, int] = (g.mastermind_face if card == g.mastermind_card else g.cards[card]).extra.get(
        "conqueror", _NO_CONQUEST)  # (`Game.mm` without the property's call)
    n = conqueror_bonus(g, conq) if conq else 0
    held = g.held.get(g.scheme_card) if g.held else None
    if held and (schemes := held.get(OTHER_SCHEMES)):
        for scheme in schemes:  # e.g. Henchmen stacked by an Ambush Scheme gain Conqueror (the bonus adds up)
            granting = g.cards[scheme].extra.get("conqueror_of")
            if granting is not None and (more := granting(g, card)):
                n += conqueror_bonus(g, more)
    return ("Conqueror", n) if n else None


def _printed_conqueror(cdef: CardDef) -> bool:
    return bool(cdef.extra.get("conqueror"))


def _conqueror_or_henchman(cdef: CardDef) -> bool:
    return cdef.kind is Kind.HENCHMAN or bool(cdef.extra.get("conqueror"))


def _conquerors(g: Game) -> Callable[[CardDef], bool]:
    """The enemies Conqueror can change in a game: those printed with it, and Henchmen when an Ambush
    Scheme can give it (Build a Conquering Army gives it to the Henchmen it stacks)."""
    return _conqueror_or_henchman if "conqueror_of" in g.present_index.extras else _printed_conqueror


values.register_attack_modifier(SET, _conqueror_attack, needs=present.with_extra("conqueror", "conqueror_of"),
                                only=_conquerors)


def hero_conqueror(c: Ctx) -> None:
    """A Hero's Conqueror: +N Attack now if any Villain is in the named space."""
    c.add_attack(conqueror_bonus(c.g, c.cdef.extra.get("conqueror", {})))


# -------------------------------------------------------------------- Antics


def antics(c: Ctx) -> bool:
    """Antics: 3+ cards you have (hand and played, this one too) that cost 1-2 and/or Size-Change."""
    g = c.g
    cards = g.players[c.player].hand + (g.turn.played if c.player == g.active else [])
    n = sum(1 for x in cards if g.cards[x].cost in (1, 2) or printed_size_changing(g.cards[x]))
    return n >= 3


# --------------------------------------------------------------- Double-Cross


def double_cross(g: Game, players: list[int], source: str) -> Effect:
    """Each player reveals their hand and discards one of their highest-cost doubles (if any)."""
    for player in players:
        hand = g.players[player].hand
        counts = Counter(g.cards[c].cost for c in hand)
        doubles = [c for c in hand if counts[g.cards[c].cost] >= 2]
        knowledge.show_all(g, hand)  # the hand is revealed to the table
        if not doubles:
            g.log("reveal", f"{g.players[player].name} has no doubles to lose to {source}.")
            continue
        top = max(g.cards[c].cost for c in doubles)
        card = yield from choose_card(g, player, [c for c in doubles if g.cards[c].cost == top],
                                      f"{source} double-crosses you: discard a card costing {top}", source=source)
        if card is not None:
            yield from discard_card(g, player, card)


def double_cross_each(source: str, others: bool = False) -> Callable[[Ctx], Effect]:
    def ability(c: Ctx) -> Effect:
        players = c.g.other_players(c.player) if others else c.g.player_order()
        yield from double_cross(c.g, players, source)

    return ability


# -------------------------------------------------------------------- Explore


def explore(g: Game, player: int, source: str) -> Effect:
    """Put an HQ Hero under the Hero Deck; of the top two, one fills that space (the Found Hero, returned)."""
    heroes = [h for h in g.hq if h is not None]
    if not heroes:
        g.log("explore", f"{source}: no Hero in the HQ to explore with.")
        return None
    gone = yield from choose_card(g, player, heroes, f"{source}: Explore — put a Hero from the HQ under the Hero Deck",
                                  source=source)
    assert gone is not None
    slot = g.hq.index(gone)
    g.hq[slot] = None
    g.hero_deck.insert(0, gone)
    top = peek.look(g, g.hero_deck, 2)
    g.turn.notes["explored"] = g.turn.notes.get("explored", 0) + 1
    found = yield from choose_card(g, player, top, f"{source}: which Hero fills the HQ space?", source=source)
    assert found is not None
    for c in top:
        g.limbo.remove(c)
        if c != found:
            g.hero_deck.insert(0, c)
    g.hq[slot] = found
    g.arrive("hq", found)
    g.log("explore", f"{g.players[player].name} explores and finds {g.name(found)}.", found)
    return found


# ---------------------------------------------------------------------- Heist

HeistEffect = Callable[[Ctx], "Effect | None"]


def heist(c: Ctx, effect: HeistEffect) -> None:
    """This card has a Heist ability: it may pay off if the player attempts a Heist this turn."""
    notes = c.g.turn.notes
    if notes.get("heist_done"):
        c.g.log("heist", f"{c.cdef.name}: too late for this turn's Heist.")
        return
    notes.setdefault("heists", []).append((c.cdef.name, c, effect))


def draw_cards(n: int) -> HeistEffect:
    def effect(c: Ctx) -> None:
        c.g.draw(c.player, n)

    return effect


def gain(recruit: int = 0, attack: int = 0) -> HeistEffect:
    def effect(c: Ctx) -> None:
        c.add_recruit(recruit)
        c.add_attack(attack)

    return effect


_HERO_COSTS = "printed Hero costs"


def _printed_hero_costs(g: Game) -> list[int]:
    """Each card's printed cost if it is a Hero, else 0, by card id (again when a card comes into the game)."""
    known = g.memo[_HERO_COSTS] = [d.cost if d.kind in HERO_KINDS else 0 for d in g.cards]
    return known


def heist_count(g: Game) -> int:
    """Different non-zero printed costs among all your Heroes this turn: the core rules' "your Heroes",
    the Heroes in your hand and those you played this turn still in play (a Sacrificed one is gone),
    each cost counted once (`Game.your_heroes`, without building its list: asked at every decision)."""
    known: list[int] | None = g.memo.get(_HERO_COSTS)
    if known is None or len(known) != len(g.cards):
        known = _printed_hero_costs(g)
    costs_of = known.__getitem__
    t = g.turn
    costs = {*map(costs_of, g.players[t.player].hand), *map(costs_of, t.played)}
    costs.discard(0)
    return len(costs)


def heist_revealed(g: Game) -> int | None:
    card: int | None = g.turn.notes.get("heist_revealed")
    return card


def _heist_options(g: Game) -> list[Option]:
    notes = g.turn.notes
    if notes.get("heist_done"):
        return []
    if not notes.get("heists") and g.scheme.extra.get("heist") is None:
        return []
    return [Option("heist", f"Attempt a Heist (count {heist_count(g)})")]


def _attempt_heist(g: Game, option: Option) -> Effect:
    notes = g.turn.notes
    notes["heist_done"] = True
    sources: list[tuple[str, Ctx, HeistEffect]] = list(notes.get("heists", []))
    scheme_heist = g.scheme.extra.get("heist")
    if scheme_heist is not None:
        sources.append((g.scheme.name, Ctx(g, g.active, g.scheme_card, g.scheme.card), scheme_heist))
    count = heist_count(g)
    top = g.villain_deck[-1] if g.villain_deck else None
    vp = g.cards[top].vp if top is not None else 0
    notes["heist_revealed"] = top
    who = g.players[g.active].name
    shown = g.name(top) if top is not None else "nothing"
    top_card = () if top is None else (top,)  # the log names it: every seat has seen it
    if count > vp:
        g.log("heist", f"{who}'s Heist works: count {count} beats {shown} ({vp} VP).", *top_card)
        notes["heist_result"] = "success"
        while sources and g.outcome is None:
            label = yield from choose_one(g, g.active, "Heist: which Heist effect next?",
                                          [(f"heist:{i}", name) for i, (name, _, _) in enumerate(sources)],
                                          source="Heist")
            _, ctx, effect = sources.pop(int(label.partition(":")[2]))
            yield from run(effect(ctx))
    elif count == vp:
        notes["heist_result"] = "tie"
        g.log("heist", f"{who}'s Heist goes sideways: count {count} ties {shown} ({vp} VP).", *top_card)
    else:
        notes["heist_result"] = "caught"
        g.log("heist", f"{who}'s crew is caught: count {count} is below {shown} ({vp} VP).", *top_card)
        yield from gain_wound(g, g.active)


def _heist_in_play(g: Game) -> bool:
    """A Heist can be attempted: the Scheme gives the ability, or a card says "Heist"."""
    return g.scheme.extra.get("heist") is not None or any("Heist" in d.text for d in g.present_defs)


register_action(SET, ActionKind("heist", _heist_options, _attempt_heist), needs=_heist_in_play)

# ----------------------------------------------------- Recruit for some Heroes


def add_restricted_recruit(g: Game, amount: int, ok: Callable[[Game, int], bool], label: str) -> None:
    """"+N Recruit, usable only to recruit ..." — a pool of its own this turn."""
    g.turn.notes.setdefault("pools", []).append([amount, ok, label])
    g.log("recruit", f"{g.players[g.active].name} gets {amount} Recruit usable only {label}.")


def restricted_for(g: Game, card: int) -> int:
    return sum(p[0] for p in g.turn.notes.get("pools", []) if p[0] > 0 and p[1](g, card))


def can_pay(g: Game, card: int, cost: int) -> bool:
    return cost <= g.turn.recruit + restricted_for(g, card)


def pay_recruit(g: Game, card: int, cost: int) -> None:
    """Pay a cost for recruiting `card`: restricted pools first, then ordinary Recruit (a negative cost
    pays the player)."""
    for pool in g.turn.notes.get("pools", []):
        if cost <= 0:
            break
        if pool[0] > 0 and pool[1](g, card):
            used = min(pool[0], cost)
            pool[0] -= used
            cost -= used
    g.turn.recruit -= cost
    g.turn.recruited = True


def _pool_options(g: Game) -> list[Option]:
    if not g.turn.notes.get("pools") or g.turn.healed:
        return []
    out = []
    for h in g.hq:
        if h is not None and restricted_for(g, h) and can_pay(g, h, values.hero_cost(g, h)):
            out.append(Option(f"pool:{h}", f"Recruit {g.name(h)} ({values.hero_cost(g, h)}) using special Recruit", h))
    return out


def _pool_recruit(g: Game, option: Option) -> None:
    card = option.card
    assert card is not None
    pay_recruit(g, card, values.hero_cost(g, card))
    hq.recruit(g, g.active, card, free=True)


register_action(SET, ActionKind("pool", _pool_options, _pool_recruit, while_note="pools"),
                needs=present.named("Hydra Arms Dealer", "Young Cassie Lang"))

# ------------------------------------------------- fighting away from the city

#: where enemies outside the city may be fought: (fn(g) -> list of fightable card ids, the cards it needs)
FIGHTABLE_ELSEWHERE: list[tuple[Callable[[Game], list[int]], present.Needs]] = []
_ELSEWHERE_IN_GAME = "fightable elsewhere"  # Game.memo: (present_index, the places of this game)


def fightable_elsewhere(where: Callable[[Game], list[int]], needs: present.Needs) -> None:
    """A place away from the city where enemies may be fought, in games with the cards `needs` names."""
    FIGHTABLE_ELSEWHERE.append((where, needs))


def _elsewhere_in_game(g: Game) -> list[Callable[[Game], list[int]]]:
    """The places of this game (worked out again only if a card new to the game came in)."""
    known: tuple[object, list[Callable[[Game], list[int]]]] | None = g.memo.get(_ELSEWHERE_IN_GAME)
    if known is None or known[0] is not g.present_index:
        known = g.memo[_ELSEWHERE_IN_GAME] = (g.present_index, [w for w, needs in FIGHTABLE_ELSEWHERE if needs(g)])
    return known[1]


#: called after an enemy away from the city is defeated: fn(g, card) (a Scheme's stack may empty)
AFTER_ELSEWHERE: list[Callable[[Game, int], None]] = []


def new_instances(g: Game, cdef: CardDef, n: int) -> list[int]:
    """Bring n more instances of a card into the game (a group set aside or fetched by a rule)."""
    made = []
    for _ in range(n):
        g.cards.append(cdef)
        made.append(len(g.cards) - 1)
    totals = getattr(g, "totals", None)
    if totals is not None:
        totals[cdef.key] = totals.get(cdef.key, 0) + n
    g.cards_came_in(cdef)
    return made


def elsewhere_attack(g: Game, card: int, fighting: bool = True) -> int:
    return values.occupant_attack(g, Occupant(card), None, fighting)


def defeat_elsewhere(g: Game, card: int) -> Effect:
    """Defeat a Villain that is not in the city (the Multiverse, the Siphons, a stack by a Scheme)."""
    player = g.active
    p = g.players[player]
    cdef = g.cards[card]
    g.remove(card)
    attachments.settle_leaving(g, card)
    p.victory_pile.append(card)
    g.turn.defeated += 1
    g.log("fight", f"{p.name} defeats {cdef.name}.", card)
    if cdef.on_fight is not None:
        yield from run(cdef.on_fight(Ctx(g, player, card, cdef, space=None, occupant=Occupant(card))))
    after = g.turn.notes.get("after_defeat", {}).pop(card, None)
    if after is not None:
        after(g)
    for hook in AFTER_ELSEWHERE:
        hook(g, card)
    for trigger in list(g.turn.on_defeat):
        yield from run(trigger(g, player))


def _elsewhere_options(g: Game) -> list[Option]:
    if g.turn.healed:
        return []
    known: tuple[object, list[Callable[[Game], list[int]]]] | None = g.memo.get(_ELSEWHERE_IN_GAME)
    places = known[1] if known is not None and known[0] is g.present_index else _elsewhere_in_game(g)
    out = []
    attack = -1  # asked only once an enemy is there
    for where in places:
        for card in where(g):
            if attack < 0:
                attack = fight.available_attack(g)
            need = elsewhere_attack(g, card)
            if need <= attack and fight.defeat_blocked(g, g.active, card) is None:
                out.append(Option(f"elsewhere:{card}", f"Fight {g.name(card)} ({need})", card))
    return out


def _fight_elsewhere(g: Game, option: Option) -> Effect:
    card = option.card
    assert card is not None
    fight.pay_attack(g, elsewhere_attack(g, card))
    yield from defeat_elsewhere(g, card)


#: every card that puts an enemy to fight away from the city (FIGHTABLE_ELSEWHERE's sources)
ELSEWHERE_CARDS = ("Siphon Energy from the Quantum Realm", "Armada of Kang", "Kang, Quantum Conqueror",
                   "Quantum Beacon")
register_action(SET, ActionKind("elsewhere", _elsewhere_options, _fight_elsewhere),
                needs=present.named(*ELSEWHERE_CARDS))

# ------------------------------------------------------------- Ambush Schemes


def ambush_scheme(group: str, name: str, *, vp: int, text: str, ambush: Callable[[Ctx], Effect | None],
                  twist: Callable[[Ctx], Effect | None], **extra: Any) -> CardDef:
    """An Ambush Scheme, shuffled into the Villain Deck with its Villain group."""

    def reveal(g: Game, card: int) -> Effect:
        if other_schemes(g):
            g.ko(card)
            g.log("ambush", f"An Ambush Scheme is already in play: {g.name(card)} is KO'd; play another card.")
            yield from villain_deck.play_top(g)
            return
        attachments.attach(g, g.scheme_card, OTHER_SCHEMES, card)
        g.log("ambush", f"Ambush Scheme: {g.name(card)} goes beside the Scheme.", card)
        cdef = g.cards[card]
        yield from run(ambush(Ctx(g, g.active, card, cdef)))

    card = CardDef(set=SET, kind=Kind.SCHEME, group=group, name=name, vp=vp, text=text,
                   extra={"on_reveal": reveal, "on_twist": twist, "ambush_scheme": True, **extra})
    return CATALOG.add_villain(card)


def ambush_in_play(g: Game, name: str) -> int | None:
    """The Ambush Scheme of this name beside the Scheme, if any (asked at every decision by its actions)."""
    held = g.held.get(g.scheme_card)
    schemes = held.get(OTHER_SCHEMES) if held else None
    if not schemes:
        return None
    cards = g.cards
    for c in schemes:  # a loop, not next() over a generator: asked by several actions at every decision
        if cards[c].name == name:
            return c
    return None


def end_ambush_scheme(g: Game, card: int, defeated: bool) -> dict[str, list[int]]:
    """Defeat (current player's Victory Pile) or KO an Ambush Scheme. Its piles are handed back in limbo."""
    held = attachments.release(g, card)
    g.remove(card)
    if defeated:
        g.players[g.active].victory_pile.append(card)
        g.log("fight", f"{g.players[g.active].name} defeats the Scheme {g.name(card)}.", card)
    else:
        g.ko_pile.append(card)
        g.log("ko", f"The Scheme {g.name(card)} is KO'd.", card)
    return held

