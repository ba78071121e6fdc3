"""Hidden Witnesses: Bystanders held face down by a Villain, the Mastermind, the Scheme or an HQ Hero.

- "X captures N Hidden Witnesses": the top N cards of the Bystander Stack go face down onto X
  (`capture_hidden`); a Bystander from elsewhere can become one too (`hide`).
- An enemy holding any can't be fought; an HQ Hero holding any can't be recruited.
- In their turn the active player may pay 2 Recruit per Witness to rescue it from any holder, without
  fighting (main-phase option ``witness:<holder>``): it goes face up to their Victory Pile, with its rescue effect.
- Defeating the holder for free rescues them all; an escaping holder carries them face up into the Escape
  Pile (counted as Bystanders carried away: each player discards once); an HQ Hero leaving the HQ has them KO'd.

The pile is an attachment (`WITNESSES`) registered face down and as captives (engine/attachments.py).
A set that uses the keyword calls `register(SET)` so its games offer the option and apply the rules, from
the first Hidden Witness of the game on (before it they have nothing to do).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import actions, advice, attachments, fight, hq, status, verbs, words
from legendary_desktop.engine.card import Effect
from legendary_desktop.engine.decision import Option

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

WITNESSES = "Hidden Witnesses"
RESCUE_COST = 2
WITNESS_MEANING = (f"Bystanders held face down. Its holder can't be fought (an HQ Hero can't be recruited) while it "
                   f"holds any; in your turn you may pay {RESCUE_COST} Recruit per Witness to rescue it. Defeating "
                   "the holder rescues them all; if it escapes, they go with it.")
attachments.FACE_DOWN.add(WITNESSES)
attachments.UNSEEN.add(WITNESSES)
attachments.CAPTIVES.add(WITNESSES)


def count(g: Game, holder: int) -> int:
    return len(attachments.pile(g, holder, WITNESSES))


def holder_name(g: Game, holder: int) -> str:
    if holder == g.mastermind_card:
        return g.mm.name
    if holder == g.scheme_card:
        return g.scheme.name
    return g.villain_name(holder)


def in_play(g: Game, holder: int) -> bool:
    """Is the holder where Witnesses can be rescued from: the city, the HQ, the Mastermind, the Scheme?"""
    if holder == g.scheme_card or (holder == g.mastermind_card and g.mastermind_in_play):
        return True
    if any(holder in area.hq for area in g.areas):
        return True
    return any(occ is not None and occ.card == holder for area in g.areas for occ in area.city)


def holders(g: Game) -> list[int]:
    """Every holder in play with at least one Hidden Witness."""
    return [h for h, piles in g.held.items()
            if isinstance(h, int) and piles.get(WITNESSES) and in_play(g, h)]


#: set in `Game.state` when the game's first Hidden Witness is hidden; the rules below apply from then on
HIDDEN_YET = "hidden witnesses"


def _hidden_yet(g: Game) -> bool:
    """The `needs` of the Hidden Witness rules: a game where none was ever hidden has nothing for them to do
    (no option to rescue, no holder to protect), so it does not ask them at every decision. A game laid
    out with Witnesses already held (a prepared position) has them too."""
    return bool(g.state.get(HIDDEN_YET)) or any(WITNESSES in piles for piles in g.held.values())


def hide(g: Game, holder: int, bystander: int) -> None:
    """A Bystander (from anywhere) becomes a Hidden Witness held face down by `holder`."""
    if not g.state.get(HIDDEN_YET):
        g.state[HIDDEN_YET] = True
        g.rules_may_matter()
    if bystander in g.limbo:
        g.limbo.remove(bystander)
        g.held.setdefault(holder, {}).setdefault(WITNESSES, []).append(bystander)
    else:
        attachments.attach(g, holder, WITNESSES, bystander)


def capture_hidden(g: Game, holder: int, n: int = 1) -> int:
    """`holder` captures the top n Bystanders of the stack as Hidden Witnesses. Returns how many."""
    got = 0
    for _ in range(n):
        if not g.bystander_stack:
            break
        hide(g, holder, g.bystander_stack[-1])
        got += 1
    if got:
        g.log("capture", f"{holder_name(g, holder)} captures {words.count(got, 'Hidden Witness')}.", holder)
    return got


def rescue_one(g: Game, player: int, holder: int) -> Effect:
    """Rescue one Hidden Witness from a holder (already paid for): face up into the Victory Pile."""
    pile = attachments.pile(g, holder, WITNESSES)
    if not pile:
        return
    card = pile[-1]
    g.log("rescue", f"{g.players[player].name} rescues a Hidden Witness from {holder_name(g, holder)}.", holder)
    yield from verbs.rescue(g, player, card)
    if not pile:
        piles = g.held.get(holder, {})
        piles.pop(WITNESSES, None)
        if not piles:
            g.held.pop(holder, None)


# ------------------------------------------------------------------------ rules


def _options(g: Game) -> list[Option]:
    if g.turn.recruit < RESCUE_COST:
        return []
    return [Option(f"witness:{h}", f"Rescue a Hidden Witness from {holder_name(g, h)} ({RESCUE_COST} Recruit)", h)
            for h in holders(g)]


def _do(g: Game, option: Option) -> Effect:
    holder = option.card
    assert holder is not None
    g.turn.recruit -= RESCUE_COST
    yield from rescue_one(g, g.active, holder)


def _blocked(g: Game) -> list[tuple[int, str]]:
    if g.turn.recruit >= RESCUE_COST:
        return []
    return [(h, f"Rescuing a Hidden Witness costs {RESCUE_COST} Recruit; you have {g.turn.recruit}")
            for h in holders(g)]


def _defeat_rule(g: Game, player: int, card: int, free: bool) -> str | None:
    if free or not count(g, card):
        return None
    n = count(g, card)
    return f"{holder_name(g, card)} holds {words.count(n, 'Hidden Witness')}: rescue {them(n)} first"


def _recruit_rule(g: Game, card: int) -> str | None:
    n = count(g, card)
    return f"{g.name(card)} holds {words.count(n, 'Hidden Witness')}: rescue {them(n)} first" if n else None


def register(set_id: str) -> None:
    """Games with this set offer the rescue option and apply the Hidden Witness rules."""
    status.register_pile(set_id, WITNESSES, "Witnesses", WITNESS_MEANING)
    actions.register_action(set_id, actions.ActionKind("witness", _options, _do, _blocked), needs=_hidden_yet)
    fight.register_defeat_rule(set_id, _defeat_rule, needs=_hidden_yet)
    hq.register_recruit_rule(set_id, _recruit_rule, needs=_hidden_yet)
    advice.register_spend(set_id, advice.Spend("witness", RESCUE_COST, "witness"))  # 1 VP, and a fight freed


def them(n: int) -> str:
    return "it" if n == 1 else "them"
