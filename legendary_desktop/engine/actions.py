"""The main phase and the shared pieces card abilities are built from.

Card modules compose these with ``yield from``: `gain_wound`, `reveal_or_wound`,
`each_player_discards`, `ko_your_heroes`, `rescue_bystanders`, `discard_card`...
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine import city, fight, hq, reactions, sets, values
from legendary_desktop.engine.card import CardDef, Effect, HeroClass, Kind, run
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Option
from legendary_desktop.engine.words import a_or_an, count

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
ACTION_KINDS: dict[str, list[ActionKind]] = sets.keyed({})


def register_action(set_id: str, kind: ActionKind, needs: Needs | None = None) -> ActionKind:
    """`needs`: when the action can be offered in a game (engine/present.py); else when its set has cards in it."""
    ACTION_KINDS.setdefault(set_id, []).append(kind)
    from legendary_desktop.engine import present

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
        from legendary_desktop.engine.divided import choose_side

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
    if cdef.empowered:  # "Empowered by X": counted as the Hero is played
        bonus = values.empowered_count(g, cdef.empowered) * cdef.empowered_times
        t.attack += bonus
        if bonus:
            g.log("power", f"{cdef.name} is Empowered: +{bonus} Attack.")
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


# ----------------------------------------------------- shared ability pieces


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


def play_villain_cards(g: Game, n: int) -> Effect:
    from legendary_desktop.engine import villain_deck

    yield from villain_deck.play_top(g, n)



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
