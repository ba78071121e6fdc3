"""Fighting: pay the Attack, put the enemy in your Victory Pile, then resolve its Fight effect."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments, present, sets
from legendary_desktop.engine.card import Effect, run
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.city import remove_occupant, villain_attack
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.values import mastermind_attack
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game
    from legendary_desktop.engine.present import Needs


def available_attack(g: Game) -> int:
    t = g.turn
    return t.attack + (t.recruit if t.recruit_as_attack else 0)


def pay_attack(g: Game, amount: int) -> None:
    t = g.turn
    from_attack = min(amount, t.attack)
    t.attack -= from_attack
    if amount > from_attack:  # God of Thunder: the rest is paid with Recruit
        t.recruit -= amount - from_attack


#: (game, player, enemy card id, defeated for free?) -> why it can't be defeated now, or None
DefeatRule = Callable[["Game", int, int, bool], "str | None"]
#: set id -> rules that stop an enemy being fought (a Villain holding Hidden Witnesses...)
DEFEAT_RULES: dict[str, list[DefeatRule]] = sets.declarations("defeat rules")


def register_defeat_rule(set_id: str, rule: DefeatRule, needs: Needs | None = None) -> DefeatRule:
    """A set's rule about when an enemy can't be defeated; applied only in games it can matter in
    (`needs`, engine/present.py; else any game with a card of that set)."""
    DEFEAT_RULES.setdefault(set_id, []).append(rule)
    present.note(rule, needs)
    return rule


def defeat_blocked(g: Game, player: int, card: int, free: bool = False) -> str | None:
    """Why `player` can't defeat this enemy now (e.g. Blob without an X-Men Hero), or None.

    `free`: defeated by an effect without paying ("defeat a Villain for free"), which some set rules allow."""
    cdef = g.cards[card]
    if cdef.can_defeat is not None:
        reason: str | None = cdef.can_defeat(g, player, card)
        if reason:
            return reason
    for rule in g.defeat_rules:
        why = rule(g, player, card, free)
        if why:
            return why
    return None


def _rescue_captives(g: Game, player: int, holder: int) -> None:
    """Captured Bystanders kept in a holder's captive piles (face-down Hidden Witnesses) are rescued with it."""
    captives = attachments.take_captives(g, holder)
    if captives:
        g.players[player].victory_pile += captives
        g.log("rescue", f"{g.players[player].name} rescues {count(len(captives), 'held Bystander')}.", *captives)


def fight_villain(g: Game, space: int) -> Effect:
    """The active player fights the Villain in a city space, paying its Attack."""
    pay_attack(g, villain_attack(g, space))
    yield from defeat_villain(g, space)


def defeat_villain(g: Game, space: int) -> Effect:
    """Defeat the Villain in a space (fought or defeated for free): Victory Pile, then Fight."""
    player = g.active
    occ = remove_occupant(g, space)
    p = g.players[player]
    cdef = g.cards[occ.card]
    role = g.roles.pop(occ.card, None)
    _rescue_captives(g, player, occ.card)
    attachments.settle_leaving(g, occ.card, "defeated")
    gained_hero = role is not None and role.defeated_to == "discard"  # a Skrull Hero is gained
    if gained_hero:
        p.discard.append(occ.card)
        g.log("fight", f"{p.name} defeats {g.villain_name(occ.card)} in the {g.city_names[space]} and gains it.",
              occ.card)
    else:
        p.victory_pile.append(occ.card)
        g.log("fight", f"{p.name} defeats {g.villain_name(occ.card)} in the {g.city_names[space]}.", occ.card)
    if occ.bystanders:
        p.victory_pile += occ.bystanders
        g.log("rescue", f"{p.name} rescues {count(len(occ.bystanders), 'Bystander')}.", *occ.bystanders)
        for bystander in occ.bystanders:
            g.arrive("rescue", bystander)
    g.turn.defeated += 1
    # Cards under the Villain wait in limbo for its Fight effect (a Skrull's Hero is gained).
    g.limbo += occ.under
    if cdef.on_fight is not None:
        yield from run(cdef.on_fight(Ctx(g, player, occ.card, cdef, space=space, occupant=occ)))
    for card in occ.under:
        if card in g.limbo:
            g.limbo.remove(card)
            g.ko_pile.append(card)
            if g.cards[card].is_hero:
                g.turn.heroes_koed += 1
    occ.under.clear()
    scheme_rule = g.scheme.extra.get("on_defeat_villain")  # "whenever you defeat a Villain" Scheme rules
    if scheme_rule is not None and g.outcome is None:
        yield from run(scheme_rule(g, player))
    yield from _after_defeat(g, player)


def fight_mastermind(g: Game) -> Effect:
    pay_attack(g, mastermind_attack(g))
    yield from defeat_mastermind(g)


def defeat_mastermind(g: Game) -> Effect:
    """Take a random Tactic into your Victory Pile, rescue the Mastermind's Bystanders, resolve it.

    Wounds on the Mastermind go back to the Wound Stack whenever a Tactic is fought. A Mastermind
    that must be fought once more after its last Tactic goes itself into the Victory Pile then."""
    player = g.active
    p = g.players[player]
    if not g.tactics and g.final_fight_pending:
        yield from _final_fight(g, player)
        return
    tactic = g.tactics.pop(g.rng.randrange(len(g.tactics)))
    mm = g.mm
    if mm.on_fight is not None:  # the Mastermind's own "when you fight him" text, its Wounds still on it
        yield from run(mm.on_fight(Ctx(g, player, g.mastermind_card, mm)))
    attachments.return_wounds(g, g.mastermind_card)
    _rescue_captives(g, player, g.mastermind_card)
    p.victory_pile.append(tactic)
    tdef = g.cards[tactic]
    g.log("fight", f"{p.name} fights {g.mm.name} and takes the Tactic {tdef.name}.", tactic)
    if g.mastermind_bystanders:
        g.log("rescue", f"{p.name} rescues {count(len(g.mastermind_bystanders), 'Bystander')}.")
        p.victory_pile += g.mastermind_bystanders
        for bystander in g.mastermind_bystanders:
            g.arrive("rescue", bystander)
        g.mastermind_bystanders.clear()
    g.turn.defeated += 1
    if tdef.on_fight is not None:
        yield from run(tdef.on_fight(Ctx(g, player, tactic, tdef)))
    scheme_rule = g.scheme.extra.get("on_fight_mastermind")  # "Whenever you fight the Mastermind..."
    if scheme_rule is not None and g.outcome is None:
        yield from run(scheme_rule(g, player))
    yield from _after_defeat(g, player)
    if not g.tactics and g.outcome is None:
        if g.mastermind.final_fight is not None and g.mastermind.final_fight(g):
            g.final_fight_pending = True
            g.log("fight", f"{g.mm.name} has no Tactics left, but must be fought once more.")
        else:
            g.finish("team_win", f"{g.mm.name} has been defeated four times.")


def _final_fight(g: Game, player: int) -> Effect:
    p = g.players[player]
    g.final_fight_pending = False
    attachments.return_wounds(g, g.mastermind_card)
    _rescue_captives(g, player, g.mastermind_card)
    g.mastermind_in_play = False
    p.victory_pile.append(g.mastermind_card)
    g.turn.defeated += 1
    g.log("fight", f"{p.name} defeats {g.mm.name} once and for all.", g.mastermind_card)
    yield from _after_defeat(g, player)
    g.finish("team_win", f"{g.mm.name} has been defeated for the last time.")


def _after_defeat(g: Game, player: int) -> Effect:
    """"Whenever you defeat a Villain or Mastermind this turn" triggers."""
    for trigger in list(g.turn.on_defeat):
        yield from run(trigger(g, player))



def defeat_for_free(
    g: Game,
    player: int,
    villain_ok: Callable[[int, Occupant], bool],
    mastermind_ok: bool,
    prompt: str,
    source: str = "",
) -> Effect:
    """Choose an eligible enemy and defeat it without paying (Silent Sniper, Pure Fury, Cruel Ruler).

    Eligible: a city Villain for which `villain_ok(space, occupant)` holds, and the Mastermind when
    `mastermind_ok` and it has Tactics left; never an enemy the player can't defeat now."""
    targets = [occ.card for i, occ in enumerate(g.city)
               if occ is not None and villain_ok(i, occ) and defeat_blocked(g, player, occ.card, free=True) is None]
    if mastermind_ok and g.mastermind_fightable and defeat_blocked(g, player, g.mastermind_card, free=True) is None:
        targets.append(g.mastermind_card)
    if not targets:
        g.log("power", f"{source or 'Defeat'}: no enemy qualifies.")
        return
    target = yield from choose_card(g, player, targets, prompt, source=source)
    if target == g.mastermind_card:
        yield from defeat_mastermind(g)
    elif target is not None:
        space = next(i for i, occ in enumerate(g.city) if occ is not None and occ.card == target)
        yield from defeat_villain(g, space)
