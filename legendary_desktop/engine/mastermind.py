"""The Mastermind's sides: Epic (chosen at setup) and Transforming Masterminds that turn over."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments
from legendary_desktop.engine.card import CardDef, Kind

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game


def transform(g: Game) -> CardDef:
    """Turn a Transforming Mastermind over: its other side is now face up (no new Master Strike)."""
    mm = g.mastermind
    if mm.back is None:
        return g.mastermind_face
    g.mastermind_face = mm.card if g.mastermind_face is mm.back else mm.back
    g.log("transform", f"The Mastermind transforms: {g.mastermind_face.name} is face up.", g.mastermind_card)
    return g.mastermind_face


def other_side_up(g: Game) -> bool:
    """"While the other side is face up": the back side of a Transforming Mastermind is up."""
    return g.mastermind.back is not None and g.mastermind_face is g.mastermind.back


def is_epic(g: Game) -> bool:
    return g.mastermind.epic is not None and g.mastermind_face is g.mastermind.epic


def ko_pile_wound(g: Game) -> int | None:
    """The topmost Wound in the KO pile, if any."""
    return next((c for c in reversed(g.ko_pile) if g.cards[c].kind is Kind.WOUND), None)


def wound_enemy(g: Game, player: int, card: int, from_ko: bool = False) -> bool:
    """Attach a Wound to an enemy (a city Villain or the Mastermind, or an HQ Hero): from the Wound Stack,
    else the KO pile (`from_ko` prefers the KO pile). Returns False when there is no Wound to take.
    Each Wound on an enemy is -1 Attack."""
    in_ko = ko_pile_wound(g)
    if from_ko and in_ko is not None:
        wound = in_ko
    elif g.wound_stack:
        wound = g.wound_stack[-1]
    elif in_ko is not None:
        wound = in_ko
    else:
        return False
    attachments.attach(g, card, attachments.WOUNDS, wound)
    g.log("wound", f"{g.players[player].name} wounds {g.villain_name(card)}.", card)
    return True
