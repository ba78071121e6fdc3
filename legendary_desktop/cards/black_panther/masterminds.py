"""Black Panther Masterminds, each with an Epic side: Killmonger and Klaw, with their Tactics."""

from __future__ import annotations

from collections.abc import Generator
from typing import TYPE_CHECKING, Any

from legendary_desktop.cards.black_panther.heroes.queen_storm import put_hq_on_bottom
from legendary_desktop.cards.black_panther.keywords import (
    SET,
    WOUND_INSTEAD,
    classes_you_have,
    empowered_count,
    gain_wound_from,
    share_color,
    while_attack_above_zero,
    wound,
    wounds_on,
)
from legendary_desktop.cards.dsl import mastermind, tactic
from legendary_desktop.engine import attachments, city, hq, master_strike
from legendary_desktop.engine.card import Effect, HeroClass, Kind
from legendary_desktop.engine.choices import card_options, choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import CHOOSE_CARDS, Decision
from legendary_desktop.engine.mastermind import is_epic
from legendary_desktop.engine.status import register_role
from legendary_desktop.engine.values import Role
from legendary_desktop.engine.verbs import (
    discard_card,
    discard_down_to,
    each_player_discards,
    gain_wound,
    rescue_bystanders,
)

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

# ------------------------------------------------------------------ Killmonger

KILLMONGER_NAME = "Killmonger"


def _killmonger_bonus(c: Ctx) -> None:
    c.add_recruit(1)


def _killmonger_strike(c: Ctx) -> Effect:
    """Each player reveals 4 different Hero Classes or gains one of the Wounds on Killmonger; a player who
    can do neither discards down to 4 cards."""
    g = c.g
    for player in g.player_order():
        name = g.players[player].name
        if classes_you_have(g, player).count >= 4:
            g.log("reveal", f"{name} reveals 4 different Hero Classes.")
        elif wounds_on(g, g.mastermind_card):
            yield from gain_wound_from(g, player, g.mastermind_card)
        else:
            yield from discard_down_to(g, player, 4, "Killmonger")


def _epic_killmonger_strike(c: Ctx) -> Effect:
    """Each player gains a Wound, from Killmonger's Wounds while he has any."""
    g = c.g
    for player in g.player_order():
        if wounds_on(g, g.mastermind_card):
            yield from gain_wound_from(g, player, g.mastermind_card)
        else:
            yield from gain_wound(g, player)


def _epic_killmonger_fought(c: Ctx) -> Effect:
    """"When you do fight him, each other player gains one of his Wounds.\""""
    g = c.g
    for player in g.other_players(c.player):
        yield from gain_wound_from(g, player, g.mastermind_card)


def _scar_for_every_kill(c: Ctx) -> None:
    g = c.g
    c.add_recruit(sum(1 for x in g.players[c.player].victory_pile if g.cards[x].kind is Kind.VILLAIN))


def _rite_of_challenge(c: Ctx) -> Effect:
    """Each player with no Killmonger Tactic in their Victory Pile gains a Wound that was on Killmonger."""
    g = c.g
    were_on_him = [w for w in attachments.returned_wounds(g, g.mastermind_card) if w in g.wound_stack]
    for player in g.player_order():
        if any(g.cards[x].kind is Kind.TACTIC and g.cards[x].group == KILLMONGER_NAME
               for x in g.players[player].victory_pile):
            continue
        if were_on_him:
            yield from gain_wound(g, player, wound=were_on_him.pop())


def _throw_from_the_waterfall(c: Ctx) -> Effect:
    c.g.draw(c.player, 2)
    yield from each_player_discards(c.g, 1, c.g.other_players(c.player), "Throw From the Waterfall")


def _altar_of_resurrection(c: Ctx) -> Effect:
    """The player on your left, then the one on your right, chooses a non-Henchman Villain from their Victory
    Pile; it enters the city with a Wound on it."""
    g = c.g
    others = g.other_players(c.player)
    for player in (others[0], others[-1]):
        vp = g.players[player].victory_pile
        choices = [x for x in vp if g.cards[x].kind is Kind.VILLAIN]
        back = yield from choose_card(g, player, choices, f"{g.players[player].name}: a Villain from your "
                                      "Victory Pile enters the city", source="Altar of Resurrection")
        if back is None:
            continue
        yield from city.enter(g, back)
        if city.find_space(g, back) is not None:
            yield from wound(g, player, back, "Altar of Resurrection")


KILLMONGER_TEXT = ("While Killmonger has more than 0 Attack, you can't fight him: instead, you may spend Attack "
                   "equal to his Attack to Wound him and get +1 Recruit.")

KILLMONGER = mastermind(
    KILLMONGER_NAME, set=SET, attack=5, vp=4, always_leads="Killmonger's League",
    text=KILLMONGER_TEXT + " Master Strike: each player reveals 4 different Hero Classes or gains one of the "
    "Wounds on Killmonger; a player who can do neither discards down to 4 cards.",
    strike=_killmonger_strike, can_defeat=while_attack_above_zero,
    epic=dict(attack=6, can_defeat=while_attack_above_zero, on_fight=_epic_killmonger_fought,
              extra={WOUND_INSTEAD: _killmonger_bonus}, strike=_epic_killmonger_strike,
              text=KILLMONGER_TEXT + " When you do fight him, each other player gains one of his Wounds. Master "
              "Strike: each player gains a Wound, taking Killmonger's Wounds first."),
    tactics=[
        tactic(KILLMONGER_NAME, "A Scar for Every Kill", set=SET, vp=4,
               text="Fight: +1 Recruit for each non-Henchman Villain in your Victory Pile.",
               fight=_scar_for_every_kill),
        tactic(KILLMONGER_NAME, "Rite of Challenge", set=SET, vp=4,
               text="Fight: each player with no Killmonger Tactic in their Victory Pile gains a Wound that was "
               "on Killmonger (you have this one, so not you).", fight=_rite_of_challenge),
        tactic(KILLMONGER_NAME, "Throw From the Waterfall", set=SET, vp=4,
               text="Fight: draw two cards. Then each other player discards a card.",
               fight=_throw_from_the_waterfall),
        tactic(KILLMONGER_NAME, "Altar of Resurrection", set=SET, vp=4,
               text="Fight: the player on your left chooses a non-Henchman Villain from their Victory Pile; it "
               "enters the city with a Wound on it. Then the player on your right does the same.",
               fight=_altar_of_resurrection),
    ],
)
KILLMONGER.card.extra[WOUND_INSTEAD] = _killmonger_bonus

# ------------------------------------------------------------------------ Klaw

KLAW_NAME = "Klaw"
FREQUENCY = "Sonic Frequency"


def frequency(g: Game) -> int | None:
    pile = attachments.pile(g, g.mastermind_card, FREQUENCY)
    return pile[-1] if pile else None


def frequency_classes(g: Game) -> HeroClass:
    card = frequency(g)
    return g.cards[card].classes if card is not None else HeroClass.NONE


def set_frequency(g: Game, card: int) -> None:
    """Put a card next to Klaw as his Sonic Frequency; the previous one goes on the bottom of the Hero Deck."""
    old = frequency(g)
    attachments.attach(g, g.mastermind_card, FREQUENCY, card)
    if old is not None:
        g.remove(old)
        g.hero_deck.insert(0, old)
    g.log("frequency", f"{g.name(card)} is Klaw's new Sonic Frequency.", card)


def frequency_from_hero_deck(g: Game) -> int | None:
    """The top card of the Hero Deck becomes the Sonic Frequency."""
    if not g.hero_deck:
        g.deck_ran_out("Hero Deck")
        return None
    card = g.hero_deck[-1]
    set_frequency(g, card)
    if not g.hero_deck:
        g.deck_ran_out("Hero Deck")
    return card


def _klaw_bonus(g: Game, _: object) -> int:
    """Double (Epic: Quadruple) Empowered by the colors of the Sonic Frequency."""
    times = 4 if is_epic(g) else 2
    return empowered_count(g, frequency_classes(g)) * times


def _klaw_strike(c: Ctx) -> Effect:
    g = c.g
    frequency_from_hero_deck(g)
    colors = frequency_classes(g)
    for player in g.player_order():
        if any(share_color(g.cards[x].classes, colors) for x in g.your_heroes(player)):
            g.log("reveal", f"{g.players[player].name} reveals a card sharing a color with the Frequency.")
            continue
        yield from gain_wound(g, player)


def _epic_klaw_strike(c: Ctx) -> Effect:
    g = c.g
    new = frequency_from_hero_deck(g)
    if new is not None:
        colors = frequency_classes(g)
        for h in hq.heroes(g):
            if not share_color(g.cards[h].classes, colors):
                put_hq_on_bottom(g, h)
    for player in g.player_order():
        yield from gain_wound(g, player)


def _construct_escapes(c: Ctx) -> Effect:
    """"Escape: this card becomes a Master Strike that takes effect immediately.\""""
    g = c.g
    g.escape_pile.remove(c.card)
    g.limbo.append(c.card)
    g.log("power", "Cohesive Sound Construct becomes a Master Strike!", c.card)
    yield from master_strike.play(g, c.card)


def _construct_attack(g: Game, card: int) -> int:
    return g.mastermind.card.attack or 0  # unprinted: ruled Klaw's printed base Attack


CONSTRUCT = register_role(SET, "Cohesive Sound Construct", "Construct",
                          "A Tactic of Klaw's acting as a Villain with Klaw's printed Attack. If it escapes, it "
                          "becomes a Master Strike that takes effect at once.")


def _cohesive_sound_construct(c: Ctx) -> Effect:
    g = c.g
    if c.space is not None:  # defeated in the city as a Villain: its only ability is its Escape
        return
    rescue_bystanders(g, c.player, 4)
    yield from city.enter(g, c.card, role=Role("Cohesive Sound Construct", _construct_attack,
                                                    kind=CONSTRUCT))


def _secret_ko(g: Game, players: list[int]) -> Generator[Decision, Any, dict[int, int]]:
    """Each player secretly picks one of their non-grey Heroes; the answers are told together."""
    picks: dict[int, int] = {}
    for player in players:
        heroes = [x for x in g.players[player].hand if g.cards[x].is_hero and g.cards[x].classes & ~HeroClass.GREY]
        if not heroes:
            continue
        chosen = yield Decision(player, f"{g.players[player].name}, in secret: KO one of your non-grey Heroes",
                                card_options(g, heroes), CHOOSE_CARDS, 1, 1, "Convert Matter to Sound", secret=True)
        assert chosen[0].card is not None
        picks[player] = chosen[0].card
    return picks


def _convert_matter_to_sound(c: Ctx) -> Effect:
    g = c.g
    picks = yield from _secret_ko(g, g.other_players(c.player))
    for card in picks.values():
        g.ko(card)
    if not picks:
        return
    low = min(g.cards[x].cost for x in picks.values())
    cheapest = [x for x in picks.values() if g.cards[x].cost == low]
    new = yield from choose_card(g, c.player, cheapest, "Convert Matter to Sound: which becomes the Frequency?",
                                 source="Convert Matter to Sound")
    if new is not None:
        set_frequency(g, new)


def _ultrasonic_boom(c: Ctx) -> Effect:
    g = c.g
    frequency_from_hero_deck(g)
    colors = frequency_classes(g)
    for player in g.other_players(c.player):
        fits = [x for x in g.players[player].hand if share_color(g.cards[x].classes, colors)]
        card = yield from choose_card(g, player, fits, f"{g.players[player].name}: discard a card that shares a "
                                      "color with the Frequency", source="Ultrasonic Boom")
        if card is not None:
            yield from discard_card(g, player, card)
        else:
            g.log("reveal", f"{g.players[player].name} reveals a hand with no card of the Frequency's colors.")


def _cruelty_provokes_resistance(c: Ctx) -> Effect:
    g = c.g
    colors = frequency_classes(g)
    aside = [h for h in hq.heroes(g) if not share_color(g.cards[h].classes, colors)]
    spaces = [hq.slot_of(g, h) for h in aside]
    for h, space in zip(aside, spaces, strict=True):
        g.hq[space] = None
        g.limbo.append(h)
    card = yield from choose_card(g, c.player, aside, "Cruelty Provokes Resistance: gain one of them",
                                  source="Cruelty Provokes Resistance")
    for h in aside:
        g.limbo.remove(h)
        if h == card:
            g.players[c.player].discard.append(h)
            g.log("gain", f"{g.players[c.player].name} gains {g.name(h)}.", h)
        else:
            g.hero_deck.insert(0, h)
    for space in spaces:
        g.refill_hq(space)


COHESIVE_SOUND_CONSTRUCT = tactic(
    KLAW_NAME, "Cohesive Sound Construct", set=SET, vp=6,
    text="Fight: rescue 4 Bystanders. This Tactic enters the city as a Villain (Attack 8, Klaw's printed "
    "Attack) whose only ability is \"Escape: this card becomes a Master Strike that takes effect immediately.\"",
    fight=_cohesive_sound_construct)
COHESIVE_SOUND_CONSTRUCT.on_escape = _construct_escapes

KLAW_TEXT = "Klaw is Double Empowered by the colors of his Sonic Frequency."

KLAW = mastermind(
    KLAW_NAME, set=SET, attack="8+", vp=6, always_leads="Enemies of Wakanda",
    text=KLAW_TEXT + " Master Strike: put the top card of the Hero Deck next to Klaw as his Sonic Frequency (the "
    "previous one goes on the bottom of the Hero Deck). Each player reveals a card sharing a color with it or "
    "gains a Wound.",
    strike=_klaw_strike,
    epic=dict(attack="10+", attack_bonus=_klaw_bonus, strike=_epic_klaw_strike,
              text="Klaw is Quadruple Empowered by the colors of his Sonic Frequency. Master Strike: put the top "
              "card of the Hero Deck next to Klaw as his Sonic Frequency; the previous one and each HQ card "
              "sharing no color with the new one go on the bottom of the Hero Deck. Each player gains a Wound."),
    tactics=[
        COHESIVE_SOUND_CONSTRUCT,
        tactic(KLAW_NAME, "Convert Matter to Sound", set=SET, vp=6,
               text="Fight: each other player, in secret and at once, KOs one of their non-grey Heroes. One of "
               "the cheapest becomes Klaw's Sonic Frequency; the previous one goes on the bottom of the Hero Deck.",
               fight=_convert_matter_to_sound),
        tactic(KLAW_NAME, "Ultrasonic Boom", set=SET, vp=6,
               text="Fight: put the top card of the Hero Deck next to Klaw as his Sonic Frequency (the previous "
               "one goes on the bottom of the Hero Deck). Each other player discards a card sharing a color with it.",
               fight=_ultrasonic_boom),
        tactic(KLAW_NAME, "Cruelty Provokes Resistance", set=SET, vp=6,
               text="Fight: set aside every HQ Hero sharing no color with Klaw's Sonic Frequency. Gain one of "
               "them; put the rest on the bottom of the Hero Deck. Then refill the HQ.",
               fight=_cruelty_provokes_resistance),
    ],
)
KLAW.card.attack_bonus = _klaw_bonus
