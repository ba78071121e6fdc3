"""What the table shows for Ant-Man and the Wasp: this turn's Heist, and Recruit usable only for some Heroes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.ant_man_and_the_wasp import help, keywords, masterminds, schemes
from legendary_desktop.cards.ant_man_and_the_wasp.villains import (
    armada_of_kang,
    cross_technologies,
    ghost_chasers,
    quantum_realm,
)
from legendary_desktop.engine.scheme_twist import OTHER_SCHEMES
from legendary_desktop.engine.status import Badge, Label, Line, register_badge, register_pile, register_status

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "ant-man-and-the-wasp"
HEIST_WORDS = {"success": "Heist: success", "tie": "Heist: a tie, nothing happens", "caught": "Heist: caught"}


HEIST_MEANINGS = {
    "success": "Your Heist Count (different non-zero costs among your Heroes this turn) beat the VP of the "
               "Villain Deck's top card: every Heist ability of the Heroes you played and the Enemies you fought "
               "this turn happens. One Heist a turn.",
    "tie": "Your Heist Count tied the VP of the Villain Deck's top card: no Heist abilities, no Wound. One Heist "
           "a turn.",
    "caught": "Your Heist Count was lower than the VP of the Villain Deck's top card: you gained a Wound and no "
              "Heist abilities happen. One Heist a turn.",
}


def _status(g: Game) -> list[str | Line]:
    out: list[str | Line] = []
    result = g.turn.notes.get("heist_result")
    if result in HEIST_WORDS:
        out.append(Line(HEIST_WORDS[result], HEIST_MEANINGS[result]))
    for amount, _ok, label in g.turn.notes.get("pools", []):
        if amount > 0:
            out.append(Line(f"{amount} Recruit usable only {label}", "Restricted Recruit: it can pay only for "
                            f"the Heroes it names ({label}), and is spent on them before your other Recruit."))
    return out


register_status(SET, _status)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, schemes.OFFER, "Shrink Tech", "The Shrink Tech up for auction this turn: you may recruit it "
              "for its cost +1 Recruit per Hostile Bid. Unbought at the end of the turn, it is Controlled by Arms "
              "Dealers.")
register_pile(SET, schemes.BIDS, "Bids", "Twists stacked as Hostile Bids: each makes the Shrink Tech on offer "
              "cost 1 Recruit more.")
register_pile(SET, schemes.CONTROLLED, "Arms Dealers", "Shrink Tech cards Controlled by Arms Dealers: when "
              "there are 8, Evil wins.")
register_pile(SET, schemes.ROUTES, "Escape Routes", "Twists stacked by the Mastermind as Discovered Escape "
              "Routes: when there are 3, Evil wins.")
register_pile(SET, schemes.SECRETS, "Secrets", "Twists stacked by the Mastermind as Secrets: when there are 5, "
              "Evil wins. A Heist may shuffle one back into the Villain Deck.")
register_pile(SET, schemes.SIPHONS, "Siphons", "Twists stacked by the Mastermind as Quantum Siphons: Villains on "
              "the Siphons get +1 Attack for each two; when there are 9, Evil wins.")
register_pile(SET, schemes.REALM, "Realm", "The Quantum Realm Villains set aside by the Scheme: each Twist puts a "
              "random one on the Quantum Siphons.")
register_pile(SET, schemes.ON_SIPHONS, "On Siphons", "A Quantum Realm Villain on the Quantum Siphons: you "
              "may fight it there.")
register_pile(SET, masterminds.VICTIMS, "Victims", "Ghost's Kidnapped Victims: she has +1 Attack for each "
              "different cost among them; you may recruit them for 2 Recruit more each.")
register_pile(SET, masterminds.VARIANTS, "Variants", "Timeline Variants set aside: a Master Strike puts a "
              "random one into Kang's Multiverse.")
register_pile(SET, keywords.MULTIVERSE, "Multiverse", "Villains in Kang's Multiverse: you may fight them there.")
register_pile(SET, OTHER_SCHEMES, "Schemes", "Ambush Schemes in play beside the Scheme: each adds its own rules.")
register_pile(SET, quantum_realm.DUPLICATES, "Duplicates", "Quantum Duplicates: Heroes you may buy back by "
              "spending Attack equal to their cost.")
register_pile(SET, "Eaten", "Eaten", "Henchmen the Quantumoeba has eaten: it has their Attack added to its own.")
register_pile(SET, cross_technologies.SCIENTISTS, "Scientists", "Pym Tech Scientists: Bystanders stacked by this "
              "Scheme.")
register_pile(SET, armada_of_kang.STACKED, "Henchmen", "Henchmen stacked by this Ambush Scheme.")
register_pile(SET, ghost_chasers.STUNTS, "Stunts", "Dangerous Stunts stacked by this Ambush Scheme.")

SIZE_CHANGING_MEANING = f"{help.SIZE_CHANGING} Microscopic: {help.MICROSCOPIC}"  # the keyword help's words
register_badge(SET, Badge(Label("Size-Changing", "Size-Change", SIZE_CHANGING_MEANING), "#1f7f86", "⇲",
                          keywords.printed_size_changing))
