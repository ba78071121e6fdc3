"""The turn loop: one generator that plays the game on a `Game`'s state, turn after turn, and yields a
`Decision` whenever somebody must choose (`Game.decide` sends the answer in).

Each turn: the Villain step (skipped on the first turn of a test position and when an effect says so),
then the main phase's decisions until the player ends the turn, then the end of the turn (new hand,
"when you draw a new hand" effects), extra turns before play passes on, and the deck-exhaustion draw. After
every step the Scheme's and Mastermind's Evil Wins are checked and queued arrival triggers resolve.
A snapshot copy (engine/snapshot.py) starts the loop again in the main phase it copied (`resume`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import actions, villain_deck
from legendary_desktop.engine.card import Effect, run
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import ACTION, Decision
from legendary_desktop.engine.state import Turn

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def turns(g: Game, resume: bool = False) -> Effect:
    """Play `g` from its first turn (or, `resume`, from the main phase of its current turn) until it has an
    outcome, yielding each decision."""
    current, base = (g.turn.player, g._turn_base) if resume else (0, 0)
    while True:
        if resume:  # a snapshot copy starts in the main phase of the turn it copied
            resume = False
        else:
            g.turn_number += 1
            g.turn = Turn(player=current, number=g.turn_number)
            g.step_events = len(g.events)
            g.log("turn", f"Turn {g.turn_number}: {g.players[current].name}.")
            skip = g.skip_next_villain_step
            g.skip_next_villain_step = False
            if skip:
                g.log("turn", f"{g.players[current].name} skips the Villain step.")
            elif g._first_villain_step or g.turn_number > 1:
                yield from villain_deck.villain_step(g)
                g.check_evil_wins()
                if g.arrivals:
                    yield from resolve_arrivals(g)
        while g.outcome is None:
            chosen = yield action_decision(g)
            label = chosen[0].label
            if label == "end":
                break
            g.step_events = len(g.events)
            yield from actions.do_action(g, chosen[0])
            g.check_evil_wins()
            if g.arrivals:
                yield from resolve_arrivals(g)
        if g.outcome is not None:
            return
        actions.end_turn(g)
        for after in list(g.turn.after_new_hand):  # "when you draw a new hand, also..."
            if g.outcome is None:
                yield from run(after(g))
        g.check_evil_wins()
        if g.outcome is None and g.ran_out is not None:
            g.finish("draw", f"The {g.ran_out} ran out: good and evil draw.")
        if g.outcome is not None:
            return
        if g.turn.extra_turn:
            g.extra_turns.insert(0, current)
        if g.extra_turns:  # extra turns first; then play passes on from the last normal turn
            current = g.extra_turns.pop(0)
        else:
            base = (base + 1) % len(g.players)
            current = base
            g._turn_base = base


def action_decision(g: Game) -> Decision:
    if g._fast_forward:  # nobody reads these options while `copy` re-sends known answers
        return Decision(g.turn.player, "main phase (being copied)", [], kind=ACTION)
    player = g.players[g.turn.player]
    return Decision(
        player=g.turn.player,
        prompt=f"{player.name}: play, recruit, fight — or end your turn",
        options=actions.main_phase_options(g),
        kind=ACTION,
    )


def resolve_arrivals(g: Game) -> Effect:
    """Resolve queued arrival triggers in the order the cards arrived (new arrivals join the end)."""
    while g.arrivals and g.outcome is None:
        where, card = g.arrivals.pop(0)
        cdef = g.cards[card]
        if cdef.on_arrive is not None and _still_at(g, where, card):
            yield from run(cdef.on_arrive(Ctx(g, g.active, card, cdef), where))
        for trigger in list(g.turn.arrival_triggers):
            if g.outcome is None and _still_at(g, where, card):
                yield from run(trigger(Ctx(g, g.active, card, cdef), where))
        scheme_rule = g.scheme.extra.get("on_arrive")  # a Scheme's rule on cards entering
        if scheme_rule is not None and g.outcome is None:
            yield from run(scheme_rule(Ctx(g, g.active, card, cdef), where))
        g.check_evil_wins()


def _still_at(g: Game, where: str, card: int) -> bool:
    if where == "rescue":  # a rescued Bystander's Rescue ability: it must still be in a Victory Pile
        return any(card in p.victory_pile for p in g.players)
    if where == "hq":
        return any(card in area.hq for area in g.areas)
    return any(occ is not None and occ.card == card for area in g.areas for occ in area.city)
