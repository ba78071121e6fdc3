"""The main phase: the actions the active player may take (play, recruit, fight, heal, the actions a set
adds), why the others are refused, and the end of the turn.

The shared pieces card abilities are built from (gain a Wound, discard, KO, rescue...) are the card verbs,
in engine/verbs.py.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine import city, fight, hq, present, sets, values
from legendary_desktop.engine.card import CardDef, Effect, Kind, run
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.divided import choose_side
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.present import Needs

OFFICER_COST = 3
HERO_KINDS = (Kind.HERO, Kind.STARTER, Kind.OFFICER)  # as CardDef.is_hero, without a property call


@dataclass(frozen=True, slots=True)
class ActionKind:
    """A main-phase action a set adds (pay to free a card an enemy holds, Wound a Villain, bid...).

    `options(g)` lists what the active player may do now (labels start with ``prefix + ":"`` or are
    the prefix itself); `do(g, option)` is its effect; `blocked(g)` optionally explains, for tooltips,
    cards the player sees but can't use this way now.

    Options are listed at every main-phase decision, so an action that can only be offered in a known
    state says so as data the turn loop checks without a call: `while_note`, only while that turn note
    is set (a card's "this turn you may..."); `while_beside_scheme`, only while the Scheme holds a pile
    of that name (a Scheme played beside it, `scheme_twist.OTHER_SCHEMES`)."""

    prefix: str
    options: Callable[[Game], list[Option]]
    do: Callable[[Game, Option], Effect | None]
    blocked: Callable[[Game], list[tuple[int, str]]] | None = None
    while_note: str | None = None
    while_beside_scheme: str | None = None


#: set id -> the main-phase actions it adds; a game offers only those of its sets
ACTION_KINDS: dict[str, list[ActionKind]] = sets.declarations("action kinds")


def register_action(set_id: str, kind: ActionKind, needs: Needs | None = None) -> ActionKind:
    """`needs`: when the action can be offered in a game (engine/present.py); else when its set has cards in it."""
    ACTION_KINDS.setdefault(set_id, []).append(kind)
    present.note(kind, needs)
    return kind


# ---------------------------------------------------------------- main phase


def main_phase_options(g: Game) -> list[Option]:
    """Every action the active player may take now; what is not allowed is left out."""
    t = g.turn
    cards = g.cards
    player = g.players[t.player]
    options: list[Option] = []
    plain = 0  # playable Heroes with no ability: Play All
    for c in player.hand:
        cdef = cards[c]
        if cdef.kind in HERO_KINDS and (cdef.can_play is None or cdef.can_play(g, t.player, c) is None):
            options.append(Option(f"play:{c}", f"Play {cdef.name}", c))
            plain += cdef.on_play is None
    if plain >= 2:
        options.append(Option("play_all", f"Play All ({plain} cards that ask nothing)"))
    may_recruit = not t.healed
    if may_recruit:
        this_turn = t.cost_modifiers
        priced = bool(g.cost_modifiers) or bool(this_turn)
        known = g.cost_by_card  # the game's modifiers of each definition asked so far: () if none can change it
        recruit = t.recruit
        rules = bool(g.recruit_rules)
        spaces = g.area
        for h in spaces.hq:
            if h is None:
                continue
            hdef = cards[h]
            cost = hdef.cost
            if priced and (this_turn or known.get(hdef) != ()):
                cost = values.hero_cost(g, h)
            if cost <= recruit and (not rules or hq.recruit_blocked(g, h) is None):
                options.append(Option(f"recruit:{h}", f"Recruit {hdef.name} ({cost})", h))
        if g.officer_stack and t.recruit >= OFFICER_COST:
            officer = g.officer_stack[-1]
            options.append(Option("officer", f"Recruit a S.H.I.E.L.D. Officer ({OFFICER_COST})", officer))
        attack = fight.available_attack(g)
        for i, occ in enumerate(spaces.city):
            if occ is not None and values.occupant_attack(g, occ, i) <= attack and fight.defeat_blocked(
                g, t.player, occ.card
            ) is None:
                text = f"Fight {g.villain_name(occ.card)} ({spaces.city_names[i]})"
                options.append(Option(f"fight:{occ.card}", text, occ.card))
        if g.mastermind_fightable and values.mastermind_attack(g) <= attack and fight.defeat_blocked(
            g, t.player, g.mastermind_card
        ) is None:
            options.append(Option("mastermind", f"Fight {g.mm.name}", g.mastermind_card))
    if not t.recruited and not t.defeated and any(cards[c].kind is Kind.WOUND for c in player.hand):
        options.append(Option("heal", "Heal: KO all Wounds from your hand"))
    if g.action_kinds:
        notes = t.notes
        beside = g.held.get(g.scheme_card)
        for extra in g.action_kinds:
            if (extra.while_note is None or notes.get(extra.while_note)) and (
                    extra.while_beside_scheme is None or (beside and beside.get(extra.while_beside_scheme))):
                options += extra.options(g)
    options.append(Option("end", "End turn"))
    return options


def spendable(options: Sequence[Option]) -> tuple[bool, bool]:
    """Could the main phase's options (`main_phase_options`) spend Recruit, and Attack, now: a Hero to
    recruit, a Villain or the Mastermind to fight? A main-phase action a set adds may spend either (it is
    counted as both); playing a card, healing and ending the turn spend neither."""
    recruit = attack = False
    for o in options:
        label = o.label
        if label.startswith("recruit:") or label == "officer":
            recruit = True
        elif label.startswith("fight:") or label == "mastermind":
            attack = True
        elif not (label.startswith("play:") or label in ("play_all", "heal", "end")):
            recruit = attack = True
    return recruit, attack


def plain_heroes(g: Game) -> list[int]:
    """The active player's playable Heroes with no ability (nothing to ask), in hand order: Play All."""
    t = g.turn
    return [c for c in g.players[t.player].hand
            if (cdef := g.cards[c]).is_hero and cdef.on_play is None
            and (cdef.can_play is None or cdef.can_play(g, t.player, c) is None)]


def blocked_actions(g: Game) -> list[tuple[int, str]]:
    """Cards the active player can see but not use now, with the reason (for tooltips)."""
    t = g.turn
    out: list[tuple[int, str]] = []
    if g.pending is None:
        return out
    for c in g.players[t.player].hand:
        cdef = g.cards[c]
        if not cdef.is_hero:
            out.append((c, f"{cdef.name} is not a Hero and can't be played"))
        elif cdef.can_play is not None and (why := cdef.can_play(g, t.player, c)) is not None:
            out.append((c, why))
    for h in g.hq:
        if h is None:
            continue
        if t.healed:
            out.append((h, "You healed this turn, so you may not recruit"))
        elif (why := hq.recruit_blocked(g, h)) is not None:
            out.append((h, why))
        elif (cost := values.hero_cost(g, h)) > t.recruit:
            out.append((h, f"Costs {cost}; you have {t.recruit} Recruit"))
    attack = fight.available_attack(g)
    for i, occ in enumerate(g.city):
        if occ is None:
            continue
        need = city.villain_attack(g, i)
        reason = fight.defeat_blocked(g, t.player, occ.card)
        if reason:
            out.append((occ.card, reason))
        elif t.healed:
            out.append((occ.card, "You healed this turn, so you may not fight"))
        elif need > attack:
            out.append((occ.card, f"Needs {need} Attack; you have {attack}"))
    if g.officer_stack:
        if t.healed:
            out.append((g.officer_stack[-1], "You healed this turn, so you may not recruit"))
        elif t.recruit < OFFICER_COST:
            out.append((g.officer_stack[-1], f"Costs {OFFICER_COST}; you have {t.recruit} Recruit"))
    if not g.mastermind_fightable:
        out.append((g.mastermind_card, "The Mastermind has no Tactics left"))
    else:
        need = values.mastermind_attack(g)
        reason = fight.defeat_blocked(g, t.player, g.mastermind_card)
        if reason:
            out.append((g.mastermind_card, reason))
        elif t.healed:
            out.append((g.mastermind_card, "You healed this turn, so you may not fight"))
        elif need > attack:
            out.append((g.mastermind_card, f"Needs {need} Attack; you have {attack}"))
    for extra in g.action_kinds:
        if extra.blocked is not None:
            out += extra.blocked(g)
    return out


def do_action(g: Game, option: Option) -> Effect:
    label = option.label
    kind, _, _ = label.partition(":")
    card = option.card
    if kind == "play":
        assert card is not None
        yield from play_hero(g, card)
    elif kind == "play_all":
        hand = g.players[g.active].hand
        for plain in plain_heroes(g):
            if plain in hand:  # an earlier card's effect (a Divided Card's half) may have KO'd or moved it
                yield from play_hero(g, plain)
    elif kind == "recruit":
        assert card is not None
        hq.recruit(g, g.active, card)
    elif kind == "officer":
        g.turn.recruit -= OFFICER_COST
        officer = g.officer_stack.pop()
        p = g.players[g.active]
        {"discard": p.discard, "deck": p.deck}[hq.recruit_destination(g, g.active, "discard")].append(officer)
        g.turn.recruited = True
        g.log("recruit", f"{g.players[g.active].name} recruits a S.H.I.E.L.D. Officer.", officer)
    elif kind == "fight":
        assert card is not None
        space = city.find_space(g, card)
        assert space is not None
        yield from fight.fight_villain(g, space)
    elif kind == "mastermind":
        yield from fight.fight_mastermind(g)
    elif kind == "heal":
        heal(g)
    else:
        for extra in g.action_kinds:
            if extra.prefix == kind:
                yield from run(extra.do(g, option))
                return
        raise AssertionError(f"unknown action {label}")


def heal(g: Game) -> None:
    p = g.players[g.active]
    wounds = [c for c in p.hand if g.cards[c].kind is Kind.WOUND]
    for w in wounds:
        g.ko(w)
    g.turn.healed = True
    g.log("heal", f"{p.name} heals, KOing {count(len(wounds), 'Wound')}.", *wounds)


def play_hero(g: Game, card: int) -> Effect:
    """Play a Hero from the active player's hand: its printed Recruit and Attack, then its ability."""
    t = g.turn
    g.players[t.player].hand.remove(card)
    t.played.append(card)
    g.log("play", f"{g.players[t.player].name} plays {g.name(card)}.", card)
    cdef = g.cards[card]
    if cdef.sides:  # a Divided Card: its player chooses the half to play
        cdef = yield from choose_side(g, t.player, card)
    yield from resolve_hero(g, card, cdef)


def resolve_hero(g: Game, card: int, cdef: CardDef) -> Effect:
    """Count a Hero as played (as `cdef`) and resolve it. Used for copies too."""
    t = g.turn
    t.played_defs.append(cdef)
    if cdef.recruit:
        t.recruit += cdef.recruit
        t.recruit_made += cdef.recruit
    if cdef.attack:
        t.attack += cdef.attack
    if cdef.keyword_attack is not None:  # a set's keyword adding Attack: counted as the Hero is played
        bonus = cdef.keyword_attack.amount(g)
        t.attack += bonus
        if bonus:
            g.log("power", f"{cdef.name} is {cdef.keyword_attack.word}: +{bonus} Attack.")
    if cdef.on_play is not None:
        yield from run(cdef.on_play(Ctx(g, t.player, card, cdef, index=len(t.played_defs) - 1)))


def end_turn(g: Game) -> None:
    """Played cards and hand to the discard pile, then draw a new hand."""
    t = g.turn
    p = g.players[t.player]
    for check in list(t.at_end):  # "by the end of this turn" checks; "until the end of this turn" effects end
        check(g)
    for card in t.notes.get("keep", ()):  # Electromagnetic Bubble: kept for the next hand
        for zone in (t.played, p.hand):
            if card in zone:
                zone.remove(card)
                t.set_aside.append(card)
    p.discard += t.played
    p.discard += p.hand
    t.played.clear()
    p.hand.clear()
    g.draw(t.player, t.end_draw + t.end_extra, count=False)
    if t.set_aside:
        p.hand += t.set_aside
        t.set_aside.clear()
    g.log("end_turn", f"{p.name} ends the turn and draws {count(len(p.hand), 'card')}.")
