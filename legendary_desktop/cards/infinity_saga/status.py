"""What the table shows for The Infinity Saga: how near the Endgame is, and Infinity Stones escaped."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.infinity_saga import endgame, masterminds, schemes
from legendary_desktop.cards.infinity_saga.phasing import has_phasing
from legendary_desktop.cards.infinity_saga.rules import stones_escaped
from legendary_desktop.cards.infinity_saga.sacrifice import sacrifice_class
from legendary_desktop.engine.card import CardDef, HeroClass
from legendary_desktop.engine.status import Badge, Label, Line, register_badge, register_pile, register_status
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"


def endgame_meaning(g: Game) -> str:
    """What the Endgame line means in this game: the rule with this game's numbers, and which Villain Deck
    makes it (or will make it) the Endgame; with several Villain Decks, the rule for several."""
    limit = endgame.threshold(g)
    decks = g.villain_decks
    per = f"at most {limit} cards ({endgame.CARDS_PER_PLAYER} per player), or a card says so this turn"
    if len(decks) > 1:
        rule = f"This Scheme has {len(decks)} Villain Decks: it is the Endgame while any one of them holds {per}."
    else:
        rule = f"It is the Endgame while the Villain Deck holds {per}."
    small = [d for d in decks if len(d.cards) <= limit]
    if small:
        held = ", ".join(f"the {d.name} ({count(len(d.cards), 'card')})" for d in small)
        now = f"Small enough now: {held}, so it is the Endgame."
    elif decks:
        least = min(decks, key=lambda d: len(d.cards))
        now = (f"The {'smallest, the ' if len(decks) > 1 else ''}{least.name}{',' if len(decks) > 1 else ''} holds "
               f"{count(len(least.cards), 'card')}: {count(endgame.cards_to_go(g), 'more card')} to go (the number "
               "on the line).")
    else:
        now = ""
    return " ".join(x for x in (rule, now, "Enemies and Heroes then use their Endgame abilities.") if x)


def _status(g: Game) -> list[str | Line]:
    out: list[str | Line] = []
    meaning = endgame_meaning(g)
    if endgame.by_deck(g):
        out.append(Line("ENDGAME", meaning))
    else:
        this_turn, heroes = g.turn.notes.get(endgame.ALL, False), g.turn.notes.get(endgame.HEROES, False)
        out.append(Line("Endgame this turn" if this_turn else f"Endgame in {endgame.cards_to_go(g)}", meaning))
        if heroes and not this_turn:
            out.append(Line("Endgame for your Heroes", "This turn your Heroes' Endgame abilities work (a card "
                            "said so), though the Villain Deck is not yet that low."))
    if g.mastermind.card.name == "Thanos":
        out.append(Line(f"Stones escaped {stones_escaped(g)}/6", "Infinity Stones in the Escape Pile: when 6 "
                        "have escaped, Thanos wins (his Evil Wins)."))
    return out


register_status(SET, _status)

# What the set's cards hold, as the table labels it (a mark on the holder, its help in the tooltip)
register_pile(SET, schemes.SACRIFICED, "Sacrificed", "Heroes sacrificed for the Soul Stone by the Mastermind: "
              "when there are 5, Evil wins.")
register_pile(SET, masterminds.DESTROYED, "Destroyed", "A face-down Hero marking an HQ space The Snap destroyed: "
              "no Hero comes to it any more.")

# The keywords its Heroes show on their faces wherever they lie (a badge; its meaning in the card view)
PHASING_MEANING = ("In your turn you may swap this card in your hand with the top card of your deck "
                   "(not a play or a draw).")
register_badge(SET, Badge(Label("Phasing", "PHASING", PHASING_MEANING), "#5a3fb0", "⇅", has_phasing))

CLASS_NAMES = {HeroClass.STRENGTH: "Strength", HeroClass.INSTINCT: "Instinct", HeroClass.COVERT: "Covert",
               HeroClass.TECH: "Tech", HeroClass.RANGED: "Ranged"}


def _sacrifice_label(cdef: CardDef) -> Label:
    cls = sacrifice_class(cdef)
    name = CLASS_NAMES.get(cls, "Hero") if cls is not None else "Hero"
    return Label(f"{name} Sacrifice", "SACRIFICE",
                 f"When you play it after another {name} Hero this turn, you may KO it for its effect.")


register_badge(SET, Badge(Label("Sacrifice", "SACRIFICE", "When you play it after another Hero of the class it "
                                "names this turn, you may KO it for its effect."), "#a3262a", "✝",
                          lambda cdef: sacrifice_class(cdef) is not None, _sacrifice_label))
