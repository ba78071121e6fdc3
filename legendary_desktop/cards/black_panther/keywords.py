"""Black Panther keywords: Hero Ambush, Wounds on enemies, enemies wounded instead of fought,
Empowered (by a class of your choice), the Throne's Favor, and dividing things as evenly as possible."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine import advice, attachments, fight, mastermind, present, values, verbs
from legendary_desktop.engine.actions import ActionKind, register_action
from legendary_desktop.engine.card import HERO_CLASSES, CardDef, Effect, HeroClass, run
from legendary_desktop.engine.choices import choose_card, choose_one, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision, Option

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "black-panther"
WAKANDA = "Heroes of Wakanda"

# ------------------------------------------------------------------ Throne's Favor

FAVOR = "throne_favor"  # g.state: who holds the Throne's Favor — a player index, MASTERMIND, or absent
MASTERMIND = "mastermind"


def favor_holder(g: Game) -> int | str | None:
    holder: int | str | None = g.state.get(FAVOR)
    return holder


def has_favor(g: Game, holder: int | str) -> bool:
    return FAVOR in g.state and g.state[FAVOR] == holder


def gain_favor(g: Game, holder: int | str) -> None:
    """Gaining the Throne's Favor is mandatory and takes it from whoever holds it."""
    if has_favor(g, holder):
        return
    g.state[FAVOR] = holder
    who = g.mm.name if holder == MASTERMIND else g.players[int(holder)].name
    g.log("favor", f"{who} gains the Throne's Favor.")


def spend_favor(g: Game) -> None:
    """The Favor is set aside: nobody holds it until someone gains it again."""
    holder = g.state.pop(FAVOR, None)
    if holder is not None:
        who = g.mm.name if holder == MASTERMIND else g.players[int(holder)].name
        g.log("favor", f"{who} spends the Throne's Favor.")


def gain_favor_or_spend(c: Ctx, reward: str, spend: Callable[[Ctx], Effect | None]) -> Effect:
    """"Gain the Throne's Favor. If you already have it, you may spend it to <reward>."

    Ruling: held before the card resolves, you may spend it (or keep it); not held, you gain it."""
    g = c.g
    if not has_favor(g, c.player):
        gain_favor(g, c.player)
        return
    if (yield from may(g, c.player, f"{c.cdef.name}: spend the Throne's Favor to {reward}?", c.cdef.name)):
        spend_favor(g)
        yield from run(spend(c))


# ---------------------------------------------------------------- Wounds on enemies


def wounds_on(g: Game, holder: int) -> list[int]:
    return attachments.pile(g, holder, attachments.WOUNDS)


def city_villains(g: Game) -> list[int]:
    return [occ.card for occ in g.city if occ is not None]


def wounded_enemies(g: Game) -> list[int]:
    """Villains in the city and the Mastermind that have Wounds on them."""
    enemies = city_villains(g) + ([g.mastermind_card] if g.mastermind_in_play else [])
    return [e for e in enemies if wounds_on(g, e)]


def any_enemy_wounded(g: Game) -> bool:
    return bool(wounded_enemies(g))


def wound_available(g: Game) -> bool:
    return bool(g.wound_stack) or mastermind.ko_pile_wound(g) is not None


def wound(g: Game, player: int, holder: int, source: str) -> Effect:
    """Put a Wound on an enemy (or HQ Hero): from the Wound Stack or the KO pile — the player's choice
    when both have one; nothing when neither has. Returns whether a Wound was put."""
    from_ko = False
    if g.wound_stack and mastermind.ko_pile_wound(g) is not None:
        pick = yield from choose_one(
            g, player, f"{source}: take the Wound for {g.villain_name(holder)} from",
            [("stack", "The Wound Stack"), ("ko", "The KO pile")], source=source,
        )
        from_ko = pick == "ko"
    done: bool = mastermind.wound_enemy(g, player, holder, from_ko)
    return done


def _wound_source_advice(g: Game, d: Decision) -> advice.Advice | None:
    """Where the computer takes a Wound to put on an enemy: from the Wound Stack, so one fewer is left for
    the players to gain while it lies there (it goes back when its holder leaves), unless the Scheme makes
    Evil win when the Wound Stack runs out: then from the KO pile, to keep the Stack full."""
    stack = g.wound_stack
    g.wound_stack = []  # would Evil win with no Wound left? (put back at once; nothing else is asked)
    try:
        counts_wounds = g.scheme.evil_wins(g) is not None
    finally:
        g.wound_stack = stack
    if counts_wounds:
        return "ko", f"from the KO pile: {g.scheme.name} makes Evil win when the Wound Stack runs out"
    return "stack", "from the Wound Stack: one fewer Wound left for the players to gain while it lies there"


advice.register_for_options(("stack", "ko"), _wound_source_advice)


def wound_a_villain(g: Game, player: int, source: str) -> Effect:
    """"Wound a Villain": the player chooses a Villain in the city."""
    target = yield from choose_card(g, player, city_villains(g), f"{source}: Wound a Villain", source=source)
    if target is not None:
        yield from wound(g, player, target, source)


def wound_the_mastermind(g: Game, player: int, source: str, times: int = 1) -> Effect:
    if not g.mastermind_in_play:
        return
    for _ in range(times):
        yield from wound(g, player, g.mastermind_card, source)


def gain_wound_from(g: Game, player: int, holder: int) -> Effect:
    """A player gains one of the Wounds on an enemy (that enemy gets 1 Attack back)."""
    pile = wounds_on(g, holder)
    if pile:
        yield from verbs.gain_wound(g, player, wound=pile[-1])


# -------------------------------------------------- enemies Wounded instead of fought

WOUND_INSTEAD = "wound_instead"  # CardDef.extra: fn(ctx) -> effect, the bonus for Wounding it


def while_attack_above_zero(g: Game, player: int, card: int) -> str | None:
    """can_defeat of "While this has more than 0 Attack, you cannot fight it"."""
    attack = values.enemy_attack(g, card)
    if attack:
        return f"{g.villain_name(card)} has {attack} Attack: Wound it instead of fighting"
    return None


def _wound_instead_enemies(g: Game) -> list[int]:
    """The enemies in play that say "Wound it instead of fighting" (asked at every main-phase decision)."""
    cards = g.cards
    found = [occ.card for occ in g.city if occ is not None and WOUND_INSTEAD in cards[occ.card].extra]
    if g.mastermind_fightable and WOUND_INSTEAD in g.mastermind_face.extra:
        found.append(g.mastermind_card)
    return found


def _wound_options(g: Game) -> list[Option]:
    enemies = _wound_instead_enemies(g)
    if not enemies or not wound_available(g):  # not a fight: allowed after healing too
        return []
    attack = fight.available_attack(g)
    options = []
    for card in enemies:
        need = values.enemy_attack(g, card) or 0
        if 0 < need <= attack:
            options.append(Option(f"wound:{card}", f"Spend {need} Attack to Wound {g.villain_name(card)}", card))
    return options


def _wound_do(g: Game, option: Option) -> Effect:
    card = option.card
    assert card is not None
    player = g.active
    cdef = g.mastermind_face if card == g.mastermind_card else g.cards[card]
    fight.pay_attack(g, values.enemy_attack(g, card) or 0)
    g.log("wound", f"{g.players[player].name} spends Attack to Wound {g.villain_name(card)} (not a fight).", card)
    if (yield from wound(g, player, card, cdef.name)):
        yield from run(cdef.extra[WOUND_INSTEAD](Ctx(g, player, card, cdef)))


def _wound_blocked(g: Game) -> list[tuple[int, str]]:
    attack = fight.available_attack(g)
    out = []
    for card in _wound_instead_enemies(g):
        need = values.enemy_attack(g, card) or 0
        if need > attack:
            out.append((card, f"Needs {need} Attack to Wound; you have {attack}"))
    return out


register_action(SET, ActionKind("wound", _wound_options, _wound_do, _wound_blocked),
                needs=present.with_extra(WOUND_INSTEAD))
advice.register_action_use(SET, "wound", advice.ATTACK_EXTRA)

# ------------------------------------------------------------------------ Hero Ambush


def you_have(g: Game, player: int, need: HeroClass | str) -> bool:
    """"If you have a [class/team] Hero": in hand, or played this turn."""
    if isinstance(need, str):
        return g.has_team(player, need)
    return g.has_class(player, need)


def hero_ambush(need: HeroClass | str, text: str, effect: Callable[[Ctx], Effect | None]) -> Callable[..., Effect]:
    """"[class/team] Ambush: X" on a Hero: when it enters the HQ during a turn, the active player may
    use X if they have such a Hero. Never at setup (arrivals are not queued while building)."""

    label = need.name.title() if isinstance(need, HeroClass) and need.name else str(need)

    def on_arrive(c: Ctx, where: str) -> Effect:
        g = c.g
        if where != "hq" or not you_have(g, c.player, need):
            return
        g.log("ambush", f"{c.cdef.name} enters the HQ: {label} Ambush ({text}).", c.card)  # the board marks it
        if (yield from may(g, c.player, f"{c.cdef.name} enters the HQ. Ambush: {text}?", c.cdef.name)):
            g.log("ambush", f"{g.players[c.player].name} uses {c.cdef.name}'s Ambush.", c.card)
            yield from run(effect(c))

    return on_arrive


def classes_you_have(g: Game, player: int) -> HeroClass:
    found = HeroClass.NONE
    for c in g.your_heroes(player):
        found |= g.cards[c].classes
    return found


_COLORS = int(HeroClass.STRENGTH | HeroClass.INSTINCT | HeroClass.COVERT | HeroClass.TECH | HeroClass.RANGED)


def share_color(a: HeroClass, b: HeroClass) -> bool:
    return bool(int.__and__(int.__and__(a, b), _COLORS))  # grey shares no color; plain ints are fast


# ------------------------------------------------------------------------- Empowered


def empowered_count(g: Game, classes: HeroClass) -> int:
    """HQ Heroes of any of these classes (a card of two of them counts once)."""
    cards = g.cards
    both = int.__and__  # plain int arithmetic: an IntFlag's own & builds a new flag each time
    n = 0
    for h in g.hq:  # a loop, not sum() over a generator: asked for every Empowered enemy at every decision
        if h is not None and both(cards[h].classes, classes):
            n += 1
    return n


@dataclass(frozen=True, slots=True)
class Empowered:
    """"Empowered by X" printed on a card: +1 Attack (times `times`) per HQ Hero of any of these classes, counted
    when the enemy is fought (and its Attack shown) or the Hero played: the card's `keyword_attack`
    (the engine's extension point, engine/card.py `KeywordAttack`)."""

    classes: HeroClass
    times: int = 1
    word: str = "Empowered"

    @property
    def label(self) -> str:
        return f"Empowered by {'/'.join(self.classes.names)}"

    def amount(self, g: Game) -> int:
        return empowered_count(g, self.classes) * self.times


def empowered_by(card: CardDef) -> HeroClass:
    """The classes a card is printed Empowered by (none if it is not)."""
    kw = card.keyword_attack
    return kw.classes if isinstance(kw, Empowered) else HeroClass.NONE


def empowered_bonus(g: Game, classes: HeroClass, times: int = 1) -> int:
    return empowered_count(g, classes) * times


def get_empowered(c: Ctx, classes: HeroClass, recruit: bool = False) -> int:
    """"You get Empowered by X": +1 Attack (or Recruit) for each HQ card of class X, counted now."""
    n = empowered_bonus(c.g, classes)
    if recruit:
        c.add_recruit(n)
    else:
        c.add_attack(n)
    if n:
        c.g.log("power", f"{c.cdef.name} is Empowered by {'/'.join(classes.names)}: "
                         f"+{n} {'Recruit' if recruit else 'Attack'}.")
    return n


def choose_color(g: Game, player: int, source: str) -> Effect:
    """"The color of your choice": one Hero Class (each option shows how many HQ cards it counts)."""
    choices = [(cls.name or "", f"{cls.name.title() if cls.name else ''} ({empowered_count(g, cls)})")
               for cls in HERO_CLASSES]
    label = yield from choose_one(g, player, f"{source}: get Empowered by which class?", choices, source=source)
    return HeroClass[label]


# --------------------------------------------------------------------- dividing evenly


def divide_evenly(g: Game, chooser: int, items: Sequence[int], recipients: Sequence[int],
                  describe: Callable[[int], str], source: str) -> Effect:
    """Share `items` among `recipients` as evenly as possible; `chooser` picks who gets the extra ones.
    Returns recipient -> its items."""
    shares: dict[int, list[int]] = {r: [] for r in recipients}
    if not recipients:
        return shares
    base, extra = divmod(len(items), len(recipients))
    rest = list(items)
    for r in recipients:
        shares[r] += rest[:base]
        rest = rest[base:]
    left = list(recipients)
    while rest:
        label = yield from choose_one(
            g, chooser, f"{source}: who gets one of the {extra} left over?",
            [(f"to:{r}", describe(r)) for r in left], source=source,
        )
        r = int(label.split(":")[1])
        left.remove(r)
        shares[r].append(rest.pop(0))
    return shares
