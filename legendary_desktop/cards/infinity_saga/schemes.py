"""The Infinity Saga Schemes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import scheme
from legendary_desktop.engine import attachments, city, hq, villain_deck
from legendary_desktop.engine.card import Count, Effect
from legendary_desktop.engine.choices import choose_card, choose_cards, choose_one, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.state import Occupant
from legendary_desktop.engine.table import Area
from legendary_desktop.engine.words import count

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "infinity-saga"

# ------------------------------------------------- Halve All Life In The Universe


def _halve_twist(c: Ctx) -> Effect:
    g = c.g
    if c.index % 2 == 1:  # Twists 1, 3, 5
        chosen = yield from choose_cards(g, g.active, hq.heroes(g), "Halve All Life: choose 3 Heroes in the HQ to "
                                         "KO", 3, 3, source="Halve All Life In The Universe")
        for card in chosen:
            hq.ko_from_hq(g, card)
        return
    deck = g.hero_deck  # Twists 2, 4: deal the Hero Deck into two face-down piles, KO one
    piles: tuple[list[int], list[int]] = ([], [])
    for i, card in enumerate(reversed(deck)):
        piles[i % 2].append(card)
    pick = yield from choose_one(g, g.active, "Halve All Life: KO one of the two face-down halves of the Hero Deck",
                                 [("pile:0", f"The first pile ({count(len(piles[0]), 'card')})"),
                                  ("pile:1", f"The second pile ({count(len(piles[1]), 'card')})")],
                                 source="Halve All Life In The Universe")
    gone, kept = (piles[0], piles[1]) if pick == "pile:0" else (piles[1], piles[0])
    deck.clear()
    deck.extend(reversed(kept))
    g.ko_pile += gone
    g.turn.heroes_koed += len(gone)
    g.log("scheme", f"Half the Hero Deck ({count(len(gone), 'card')}) is KO'd.")


def _halve_wins(g: Game) -> str | None:
    if not g.hero_deck:
        return "The Hero Deck ran out: half of all life is gone."
    if not g.villain_deck:
        return "The Villain Deck ran out: half of all life is gone."
    return None


HALVE_ALL_LIFE = scheme(
    "Halve All Life In The Universe", set=SET,
    text="Setup: 5 Twists. Twists 1, 3, 5: choose 3 Heroes in the HQ and KO them. Twists 2, 4: deal the Hero Deck "
    "into two face-down piles as evenly as possible and KO one. Evil Wins: when the Hero Deck or the Villain Deck "
    "runs out.",
    twists=lambda players: 5, on_twist=_halve_twist, evil_wins=_halve_wins,
    evil_wins_progress=lambda g: f"Hero Deck {len(g.hero_deck)} · Villain Deck {len(g.villain_deck)}",
    evil_wins_counts=lambda g: (Count(len(g.hero_deck)), Count(len(g.villain_deck))),
)

# -------------------------------------------------- Sacrifice for the Soul Stone

SACRIFICED = "Sacrificed for the Soul Stone"
SOUL_STONE_WINS = 5


def _soul_twist(c: Ctx) -> Effect:
    g = c.g
    player = g.active
    heroes = g.your_heroes(player)
    colored = [h for h in heroes if g.classes_of(h).count > 0]
    grey = [h for h in heroes if g.classes_of(h).count == 0]
    if colored and grey and (yield from may(g, player, "Sacrifice for the Soul Stone: KO one of your non-grey "
                                            "Heroes and one of your grey Heroes?", source=SACRIFICED)):
        first = yield from choose_card(g, player, colored, "KO one of your non-grey Heroes", source=SACRIFICED)
        second = yield from choose_card(g, player, grey, "KO one of your grey Heroes", source=SACRIFICED)
        for card in (first, second):
            if card is not None:
                g.ko(card)
        g.draw(player, 3)
        g.ko_pile.remove(c.card)
        g.villain_deck.append(c.card)
        g.shuffle(g.villain_deck)
        g.log("scheme", "The Twist is shuffled back into the Villain Deck.", c.card)
        yield from villain_deck.play_top(g)
        return
    card = yield from choose_card(g, player, hq.heroes(g), "The Mastermind sacrifices a Hero from the HQ for the "
                                  "Soul Stone", source=SACRIFICED)
    if card is not None:
        attachments.attach(g, g.mastermind_card, SACRIFICED, card)
        for space in range(len(g.hq)):
            g.refill_hq(space)
        g.log("scheme", f"{g.name(card)} is sacrificed for the Soul Stone.", card)


def _soul_count(g: Game) -> int:
    return len(attachments.pile(g, g.mastermind_card, SACRIFICED))


SACRIFICE_FOR_THE_SOUL_STONE = scheme(
    "Sacrifice for the Soul Stone", set=SET,
    text="Setup: Twists equal to the number of players plus 4. Twist: you may KO one of your non-grey Heroes and "
    "one of your grey Heroes; if you do, draw three cards, shuffle this Twist back into the Villain Deck and play "
    "another card from it. If you don't, stack a Hero from the HQ next to the Mastermind, sacrificed for the Soul "
    "Stone. Evil Wins: when the Mastermind has sacrificed 5 Heroes.",
    twists=lambda players: players + 4, on_twist=_soul_twist,
    evil_wins=lambda g: "The Mastermind sacrificed 5 Heroes for the Soul Stone."
    if _soul_count(g) >= SOUL_STONE_WINS else None,
    evil_wins_progress=lambda g: f"Sacrificed {_soul_count(g)} / {SOUL_STONE_WINS}",
    evil_wins_counts=lambda g: (Count(_soul_count(g), SOUL_STONE_WINS),),
)

# ------------------------------------------------------------- The Time Heist

THE_PAST = "The Past"
THE_PRESENT = "The Present"


def _heist_table(g: Game) -> None:
    g.areas[0].name = THE_PRESENT
    g.areas.append(Area(THE_PAST))


def _heist_setup(g: Game) -> None:
    """The 4 set-aside Heroes make the Past Hero Deck."""
    past = g.areas[1]
    for name in list(attachments.piles(g, g.scheme_card)):
        if name.startswith("Set aside: "):
            past.hero_deck += g.held[g.scheme_card].pop(name)
    if g.scheme_card in g.held and not g.held[g.scheme_card]:
        del g.held[g.scheme_card]
    g.shuffle(past.hero_deck)


def _heist_twist(c: Ctx) -> None:
    g = c.g
    if c.index >= 10:
        g.state["evil_wins"] = "The tenth Twist: the Time Heist has failed."
        return
    g.area_index = 1 if c.index % 2 == 1 else 0
    g.log("scheme", f"{g.area.name} is now where the game is played.")


TIME_HEIST = scheme(
    "The Time Heist", set=SET,
    text="Setup: 11 Twists. 4 Heroes make the Hero Deck and 4 others the Past Hero Deck, with its own city (five "
    "spaces) and HQ, The Past, which starts out of play. Twists 1, 3, 5, 7, 9: until the next Twist, play in The "
    "Past's city, HQ and Hero Deck instead of the present ones. Twist 10: Evil Wins.",
    twists=lambda players: 11, heroes=lambda players: 4, extra_heroes=4, table=_heist_table,
    on_setup=_heist_setup, on_twist=_heist_twist, extra={"set_aside_as": "the Past Hero Deck"},
    evil_wins=lambda g: g.state.get("evil_wins"),
    evil_wins_progress=lambda g: f"Twist {g.twists_played} / 10",
    evil_wins_counts=lambda g: (Count(g.twists_played, 10),),
)

# ---------------------------------------------------- Warp Reality Into a TV Show

DECADES = ("50s", "60s", "70s", "80s", "90s", "2000s", "2010s")


def _warp_table(g: Game) -> None:
    area = g.areas[0]
    area.city_names = list(DECADES[:3])
    area.city = [None] * 3
    area.hq = [None] * 3


def _warp_twist(c: Ctx) -> Effect:
    g = c.g
    area = g.areas[0]
    if c.index <= 4:  # a new TV show appears at the left end, with an HQ space beneath it
        area.city_names.append(DECADES[2 + c.index])
        area.city.append(None)
        area.hq.append(None)
        g.log("scheme", f"A TV show from the {area.city_names[-1]} appears.")
        if g.area_index == 0:
            g.refill_hq(len(area.hq) - 1)
        return
    if not area.city:
        return
    # the rightmost show (where Villains enter) and the HQ space beneath it are destroyed
    name = area.city_names.pop(0)
    occ = area.city.pop(0)
    hero = area.hq.pop(0)
    area.hq_destroyed = {i - 1 for i in area.hq_destroyed if i > 0}
    _shift_hq_piles(g)
    g.log("scheme", f"The {name} TV show is destroyed.")
    if hero is not None:
        g.ko_pile.append(hero)
        g.turn.heroes_koed += 1
        g.log("ko", f"{g.name(hero)} is KO'd with the {name} HQ space.", hero)
    if occ is not None:
        yield from _push_in(g, occ)


def _shift_hq_piles(g: Game) -> None:
    """HQ spaces moved one place toward the entry: so do the piles they hold; space 0's are KO'd."""
    gone = g.held.pop(attachments.hq_slot(0), {})
    for cards in gone.values():
        g.ko_pile += cards
    for i in range(1, len(g.areas[0].hq) + 1):
        piles = g.held.pop(attachments.hq_slot(i), None)
        if piles is not None:
            g.held[attachments.hq_slot(i - 1)] = piles


def _push_in(g: Game, occ: Occupant) -> Effect:
    """A Villain whose space was destroyed is pushed forward into the next space, pushing the chain on."""
    cty = g.areas[0].city
    if not cty:
        yield from city.escape(g, occ)
        return
    empty = next((i for i, o in enumerate(cty) if o is None), None)
    escaped: Occupant | None = None
    if empty is None:
        escaped = cty[-1]
        empty = len(cty) - 1
    for i in range(empty, 0, -1):
        cty[i] = cty[i - 1]
    cty[0] = occ
    if escaped is not None:
        yield from city.escape(g, escaped)


TV_SHOW = scheme(
    "Warp Reality Into a TV Show", set=SET,
    text="Setup: 11 Twists. The city is three TV shows: the 50s where Villains enter, then the 60s and the 70s; "
    "the HQ is three spaces beneath them. Twists 1-4: another show (80s, 90s, 2000s, 2010s) appears at the far "
    "end, with an HQ space beneath. Twists 5-11: the 50s-end show and its HQ space are destroyed: KO the Hero "
    "there and push its Villain forward. Evil Wins: when every TV show is destroyed.",
    twists=lambda players: 11, table=_warp_table, on_twist=_warp_twist,
    evil_wins=lambda g: "Every TV show has been destroyed." if not g.areas[0].city_names else None,
    evil_wins_progress=lambda g: f"TV shows left {len(g.areas[0].city_names)}",
    evil_wins_counts=lambda g: (Count(len(g.areas[0].city_names)),),
)
