"""Luke Cage Noir: the four Hero cards (14 copies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import hero
from legendary_desktop.cards.noir.investigate import any_card, investigate_own_deck
from legendary_desktop.cards.noir.rules import MARVEL_KNIGHTS, costs_4_or_more_played
from legendary_desktop.engine.card import COVERT, STRENGTH, Effect
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.context import Ctx

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"


@hero("Luke Cage Noir", "Private Investigations", set=SET, cost=4, classes=COVERT, team=MARVEL_KNIGHTS, copies=5,
      attack=2, text="Investigate for a card that costs 4 or more.")
def private_investigations(c: Ctx) -> Effect:
    yield from investigate_own_deck(c.g, c.player, lambda d: d.cost >= 4, "a card costing 4 or more",
                                    source="Private Investigations")


@hero("Luke Cage Noir", "Follow Big Leads", set=SET, cost=4, classes=STRENGTH, team=MARVEL_KNIGHTS, copies=5,
      recruit="2+", text="+1 Recruit for each other card you played this turn that costs 4 or more.")
def follow_big_leads(c: Ctx) -> None:
    c.add_recruit(costs_4_or_more_played(c.g, c.others_played()))


def _cage_used_note(owner: int) -> str:
    return f"unbreakable_cage:{owner}"


def _unbreakable_cage(g: Game, owner: int, card: int, subject: int) -> Effect:
    """Once per turn, instead of a player gaining a Wound, the owner reveals this and Investigates for any card."""
    note = _cage_used_note(owner)
    if g.turn.notes.get(note):
        return False
    who = "you" if subject == owner else g.players[subject].name
    if not (yield from may(g, owner, f"Unbreakable Cage: {who} would gain a Wound. Reveal this card to "
                           "Investigate for any card instead?", source="Unbreakable Cage")):
        return False
    g.turn.notes[note] = True
    g.log("reveal", f"{g.players[owner].name} reveals Unbreakable Cage: no Wound is gained.", card)
    yield from investigate_own_deck(g, owner, any_card, "any card", source="Unbreakable Cage")
    return True


@hero("Luke Cage Noir", "Unbreakable Cage", set=SET, cost=6, classes=STRENGTH, team=MARVEL_KNIGHTS, copies=3,
      attack=4, reactions={"gain_wound": _unbreakable_cage},
      text="Once per turn, when any player would gain a Wound, you may reveal this card from your hand to "
      "Investigate for any card instead.")
def unbreakable_cage(c: Ctx) -> None:
    return None


@hero("Luke Cage Noir", "Weight of the World", set=SET, cost=8, classes=STRENGTH, team=MARVEL_KNIGHTS, copies=1,
      attack="5+", text="+2 Attack for each other card you played this turn that costs 4 or more.")
def weight_of_the_world(c: Ctx) -> None:
    c.add_attack(2 * costs_4_or_more_played(c.g, c.others_played()))
