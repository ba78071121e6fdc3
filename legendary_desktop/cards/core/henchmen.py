"""Core set Henchmen groups: ten identical cards each."""

from __future__ import annotations

from legendary_desktop.cards.dsl import villain
from legendary_desktop.engine.card import Effect
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.verbs import hand_size_bonus, ko_your_heroes

SET = "core"


def _doombot_fight(c: Ctx) -> Effect:
    top = c.g.top_of_deck(c.player, 2)
    if not top:
        return
    card = yield from choose_card(c.g, c.player, top, "Doombot Legion: KO one of your top two cards; "
                                  "the other goes back", source="Doombot Legion")
    if card is not None:
        c.g.ko(card)


DOOMBOT_LEGION = villain(
    "Doombot Legion", "Doombot Legion", set=SET, attack=3, vp=1, copies=10, henchman=True,
    text="Fight: look at the top two cards of your deck; KO one and put the other back.",
    fight=_doombot_fight,
)

HAND_NINJAS = villain(
    "Hand Ninjas", "Hand Ninjas", set=SET, attack=3, vp=1, copies=10, henchman=True,
    text="Fight: +1 Recruit.",
    fight=lambda c: c.add_recruit(1),
)

SAVAGE_LAND_MUTATES = villain(
    "Savage Land Mutates", "Savage Land Mutates", set=SET, attack=3, vp=1, copies=10, henchman=True,
    text="Fight: draw one extra card when you draw your new hand at the end of this turn.",
    fight=lambda c: hand_size_bonus(c.g, 1),
)

SENTINEL = villain(
    "Sentinel", "Sentinel", set=SET, attack=3, vp=1, copies=10, henchman=True,
    text="Fight: KO one of your Heroes.",
    fight=lambda c: ko_your_heroes(c.g, c.player, 1, source="Sentinel"),
)
