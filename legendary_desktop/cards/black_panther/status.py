"""What the table shows for Black Panther: who holds the Throne's Favor (a line, and the token on its
holder), this turn's Clash task."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther import masterminds, schemes
from legendary_desktop.cards.black_panther.keywords import MASTERMIND, favor_holder
from legendary_desktop.cards.black_panther.schemes import TASKS
from legendary_desktop.engine import attachments
from legendary_desktop.engine.status import Line, Token, register_pile, register_status, register_tokens

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "black-panther"
FAVOR_MEANING = ("One token, held by a player, by the Mastermind or by nobody. Gaining it is a must and takes it "
                 "from whoever has it; some cards let its holder spend it (then nobody holds it) for a reward.")


def _status(g: Game) -> list[str | Line]:
    out: list[str | Line] = []
    holder = favor_holder(g)
    if holder == "mastermind":
        out.append(Line(f"Throne's Favor: {g.mm.name}", FAVOR_MEANING))
    elif isinstance(holder, int):
        out.append(Line(f"Throne's Favor: {g.players[holder].name}", FAVOR_MEANING))
    for tasks in g.turn.notes.get("clash_tasks", []):
        out.append(Line("Clash task: " + "; ".join(TASKS[t].split(":")[0] for t in tasks),
                        "; ".join(TASKS[t] for t in tasks)))
    return out


register_status(SET, _status)


def _tokens(g: Game) -> list[Token]:
    holder = favor_holder(g)
    if holder == MASTERMIND:
        return [Token("Throne's Favor", "Favor", FAVOR_MEANING, card=g.mastermind_card)]
    if isinstance(holder, int):
        return [Token("Throne's Favor", "Favor", FAVOR_MEANING, player=holder)]
    return []


register_tokens(SET, _tokens)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, attachments.WOUNDS, "Wounds", "Wounds on this card: an enemy has 1 Attack less for each; "
              "under Poison Lakes, a Hero in the HQ costs 1 Recruit less for each.")
register_pile(SET, schemes.TRIBES, "Tribes", "Twists stacked by the Scheme as Tribes of Wakanda Defeated: "
              "when there are 5, Evil wins.")
register_pile(SET, schemes.NANITES, "Nanites", "Twists stacked by the Scheme as Infected Nanites: each Twist "
              "Wounds one HQ Hero per Nanite.")
register_pile(SET, schemes.VIBRANIUM, "Vibranium", "A Villain holding Vibranium is Empowered by the colors of "
              "the Vibranium Attunement; whoever defeats it puts the Vibranium in their Victory Pile (3 VP each).")
register_pile(SET, schemes.ATTUNEMENT, "Attunement", "The Vibranium Attunement: Villains holding Vibranium are "
              "Empowered by this Hero's colors.")
register_pile(SET, schemes.CRISES, "Crises", "Twists stacked by the Mastermind as International Crises: a "
              "voted task that was not done.")
register_pile(SET, masterminds.FREQUENCY, "Frequency", "Klaw's Sonic Frequency: Klaw is Double Empowered "
              "(Epic: Quadruple) by the colors of this Hero.")
