"""Black Panther Schemes: setup, special rules, Twists and Evil Wins."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from legendary_desktop.cards.black_panther.keywords import (
    MASTERMIND,
    SET,
    divide_evenly,
    gain_favor,
    has_favor,
    share_color,
    spend_favor,
    wound,
    wound_the_mastermind,
    wounds_on,
)
from legendary_desktop.cards.dsl import scheme
from legendary_desktop.engine import advice, attachments, city, hq, present, values, villain_deck
from legendary_desktop.engine.card import HERO_CLASSES, Count, Effect, HeroClass, Kind
from legendary_desktop.engine.choices import choose_card
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.secret import secret_choices, tally
from legendary_desktop.engine.status import register_role
from legendary_desktop.engine.values import Role
from legendary_desktop.engine.verbs import discard_card, gain_wound

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

# ------------------------------------------------------------- Seize the Wakandan Throne

TRIBES = "Tribes of Wakanda Defeated"


def _throne_twist(c: Ctx) -> Effect:
    g = c.g
    if has_favor(g, MASTERMIND):
        spend_favor(g)
        attachments.attach(g, g.scheme_card, TRIBES, c.card)
        g.log("scheme", f"A Tribe of Wakanda is defeated ({len(attachments.pile(g, g.scheme_card, TRIBES))}/5).")
        return
    gain_favor(g, MASTERMIND)
    g.remove(c.card)
    g.villain_deck.insert(g.rng.randrange(len(g.villain_deck) + 1), c.card)
    g.log("scheme", "The Twist is shuffled back into the Villain Deck.")
    yield from villain_deck.play_top(g)


def _throne_fight(g: Game, player: int) -> None:
    gain_favor(g, player)


def _tribes(g: Game) -> int:
    return len(attachments.pile(g, g.scheme_card, TRIBES))


SEIZE_THE_WAKANDAN_THRONE = scheme(
    "Seize the Wakandan Throne", set=SET,
    text="Setup: 6 Twists. Whenever you fight the Mastermind, you gain the Throne's Favor. Twist: if the "
    "Mastermind has the Throne's Favor, it spends it and this Twist is stacked next to the Scheme as a Tribe of "
    "Wakanda Defeated. Otherwise the Mastermind gains the Throne's Favor, this Twist is shuffled back into the "
    "Villain Deck, and you play a card from the Villain Deck. Evil Wins: when 5 Tribes of Wakanda are defeated.",
    twists=lambda players: 6, on_twist=_throne_twist,
    evil_wins=lambda g: "Five Tribes of Wakanda have been defeated." if _tribes(g) >= 5 else None,
    evil_wins_progress=lambda g: f"Tribes defeated {_tribes(g)} / 5",
    evil_wins_counts=lambda g: (Count(_tribes(g), 5),),
    extra={"on_fight_mastermind": _throne_fight},
)

# ------------------------------------------------------ Poison Lakes with Nanite Microbots

NANITES = "Infected Nanites"


def _nanite_twist(c: Ctx) -> Effect:
    g = c.g
    attachments.attach(g, g.scheme_card, NANITES, c.card)
    yield from wound_the_mastermind(g, c.player, "Poison Lakes")
    heroes = hq.heroes(g)
    n = len(attachments.pile(g, g.scheme_card, NANITES))
    shares = yield from divide_evenly(g, c.player, list(range(n)), heroes, g.name, "Poison Lakes")
    for hero, got in shares.items():
        for _ in got:
            yield from wound(g, c.player, hero, "Poison Lakes")


def _wounded_hero_cost(g: Game, card: int) -> tuple[str, int] | None:
    """A Hero with Wounds on it (Poison Lakes) costs 1 less for each."""
    n = len(wounds_on(g, card))
    return ("Wounds", -n) if n else None


values.register_cost_modifier(SET, _wounded_hero_cost, needs=present.named("Poison Lakes with Nanite Microbots"))


def _nanites_leave(c: Ctx, where: str) -> Effect:
    """A Hero that left the HQ with Wounds on it: choose players to gain those Wounds, as evenly as possible."""
    g = c.g
    in_hq = {h for area in g.areas for h in area.hq if h is not None}
    for holder in [h for h in g.held if isinstance(h, int) and h not in in_hq and g.cards[h].is_hero]:
        wounds = g.held[holder].pop(attachments.WOUNDS, [])
        if not g.held[holder]:
            del g.held[holder]
        if not wounds:
            continue
        g.limbo += wounds
        shares = yield from divide_evenly(g, c.player, wounds, g.player_order(), lambda p: g.players[p].name,
                                          f"Wounds on {g.name(holder)}")
        for player, got in shares.items():
            for w in got:
                yield from gain_wound(g, player, wound=w)


def _leftover_advice(g: Game, d: Decision) -> advice.Advice | None:
    """Which HQ Hero gets one of a Twist's leftover Wounds: the dearest. Every Wound on an HQ Hero goes to
    the players when the Hero leaves the HQ, so the computer puts it on the Hero least likely to be
    recruited soon (its cost is what keeps it there); the first of equals."""
    if not d.options or not all(o.label.startswith("to:") for o in d.options):
        return None  # (Poison Lakes' other question, where its Wounds come from, has its own rule)
    heroes = [int(o.label.partition(":")[2]) for o in d.options]
    if not all(h in g.hq for h in heroes):
        return None
    dearest = max(heroes, key=lambda h: g.cards[h].cost)
    why = (f"on {g.name(dearest)} (cost {g.cards[dearest].cost}): Wounds on a Hero reach the players only when "
           "it leaves the HQ, and the dearest is the least likely to be recruited soon")
    return f"to:{dearest}", why


advice.register("Poison Lakes", _leftover_advice)


def _lakes_evil_wins(g: Game) -> str | None:
    if not g.wound_stack:
        return "The Wound Stack ran out: the lakes are poisoned."
    if g.ran_out == "Villain Deck":
        return "The Villain Deck ran out."
    return None


POISON_LAKES = scheme(
    "Poison Lakes with Nanite Microbots", set=SET,
    text="Setup: 5 Twists plus 1 per player; 30 Wounds in the Wound Stack. Whenever you recruit a Hero (or it "
    "leaves the HQ), pay 1 Recruit less for each Wound on it, and choose players to gain those Wounds as evenly "
    "as possible. Whenever a Wound is KO'd, return it to the bottom of the Wound Stack. Twist: stack it next to "
    "the Scheme as an Infected Nanite; Wound the Mastermind; then for each Infected Nanite, Wound a Hero in the "
    "HQ, dividing them as evenly as possible. Evil Wins: when the Wound Stack or the Villain Deck runs out.",
    twists=lambda players: 5 + players, wounds_per_player=None, on_twist=_nanite_twist,
    evil_wins=_lakes_evil_wins,
    evil_wins_progress=lambda g: f"Wounds left {len(g.wound_stack)}; Villain Deck {len(g.villain_deck)}",
    evil_wins_counts=lambda g: (Count(len(g.wound_stack)), Count(len(g.villain_deck))),
    extra={"ko_wounds_to_stack": True, "on_arrive": _nanites_leave, "hq_leaving_keeps": (attachments.WOUNDS,)},
)

# ------------------------------------------------------------ Plunder Wakanda's Vibranium

VIBRANIUM = "Vibranium"
ATTUNEMENT = "Vibranium Attunement"


def _vibranium(g: Game) -> set[int]:
    found: set[int] = g.state.setdefault("vibranium", set())
    return found


def _vibranium_leaves(g: Game, holder: int, cards: list[int], how: str) -> None:
    """Defeated: the Vibranium goes to your Victory Pile; otherwise the Villain carries it off."""
    for card in cards:
        g.limbo.remove(card)
        if how == "defeated":
            g.players[g.active].victory_pile.append(card)
        else:
            g.escape_pile.append(card)


attachments.LEAVING_RULES[VIBRANIUM] = _vibranium_leaves


def attunement_classes(g: Game) -> HeroClass:
    pile = attachments.pile(g, g.scheme_card, ATTUNEMENT)
    return g.cards[pile[-1]].classes if pile else HeroClass.NONE


def _vibranium_empowers(g: Game, card: int, space: int | None, fighting: bool) -> tuple[str, int] | None:
    if not attachments.pile(g, card, VIBRANIUM):
        return None
    colors = attunement_classes(g)
    n = sum(1 for h in hq.heroes(g) if share_color(g.cards[h].classes, colors))
    return ("Vibranium: Empowered by the Attunement", n) if n else None


values.register_attack_modifier(SET, _vibranium_empowers, needs=present.named("Plunder Wakanda's Vibranium"))


def _smuggler_attack(g: Game, card: int) -> int:
    return 3


SMUGGLER = Role("Smuggler", _smuggler_attack, kind=register_role(
    SET, "Smuggler", "Smuggler", "A Bystander acting as a 3-Attack Smuggler Villain: fight it to rescue it."))


def _plunder_twist(c: Ctx) -> Effect:
    g = c.g
    for occ in g.city:
        if occ is not None:
            for v in list(attachments.pile(g, occ.card, VIBRANIUM)):
                g.remove(v)
                g.escape_pile.append(v)
                g.log("scheme", f"{g.villain_name(occ.card)} smuggles its Vibranium away.", occ.card)
    if g.bystander_stack:
        smuggler = g.bystander_stack.pop()
        g.limbo.append(smuggler)
        yield from city.enter(g, smuggler, role=SMUGGLER)
    # "the highest Attack" is each Villain's Attack as it stands, not as fought ("Villains you fight...")
    villains = [(occ.card, values.occupant_attack(g, occ, i, fighting=False))
                for i, occ in enumerate(g.city) if occ is not None]
    if villains and g.outcome is None:
        top = max(a for _, a in villains)
        thief = yield from choose_card(g, c.player, [v for v, a in villains if a == top],
                                       "Plunder: which of the strongest Villains captures the Vibranium?",
                                       source="Plunder Wakanda's Vibranium")
        if thief is not None:
            attachments.attach(g, thief, VIBRANIUM, c.card)
            _vibranium(g).add(c.card)
            g.log("scheme", f"{g.villain_name(thief)} captures Vibranium.", thief)
    if g.hero_deck:
        new = g.hero_deck[-1]
        old = attachments.pile(g, g.scheme_card, ATTUNEMENT)[-1:]
        attachments.attach(g, g.scheme_card, ATTUNEMENT, new)
        for o in old:
            g.remove(o)
            g.hero_deck.insert(0, o)
        g.log("scheme", f"{g.name(new)} is the new Vibranium Attunement.", new)
        if not g.hero_deck:
            g.deck_ran_out("Hero Deck")


def _escaped_vibranium(g: Game) -> int:
    return len(_vibranium(g).intersection(g.escape_pile))


def _plunder_evil_wins(g: Game) -> str | None:
    if _escaped_vibranium(g) >= 4:
        return "Four Vibranium have been smuggled out of Wakanda."
    if g.ran_out == "Villain Deck":
        return "The Villain Deck ran out."
    return None


def _vibranium_vp(g: Game, player: int) -> int:
    return 3 * len(_vibranium(g).intersection(g.players[player].victory_pile))


PLUNDER_WAKANDAS_VIBRANIUM = scheme(
    "Plunder Wakanda's Vibranium", set=SET,
    text="Setup: 10 Twists, the Vibranium. A Villain holding Vibranium is Empowered by the colors of the Vibranium "
    "Attunement; whoever defeats it puts the Vibranium in their Victory Pile, worth 3 VP each. Twist: Vibranium "
    "held in the city goes to the Escape Pile. A Bystander enters the city as a 3-Attack Smuggler Villain (fight "
    "it to rescue it). The Villain with the highest Attack captures this Twist. The top card of the Hero Deck "
    "becomes the Vibranium Attunement (the previous one goes on the bottom). Evil Wins: when 4 Vibranium are in "
    "the Escape Pile or the Villain Deck runs out.",
    twists=lambda players: 10, on_twist=_plunder_twist, evil_wins=_plunder_evil_wins,
    evil_wins_progress=lambda g: f"Vibranium escaped {_escaped_vibranium(g)} / 4",
    evil_wins_counts=lambda g: (Count(_escaped_vibranium(g), 4),),
    extra={"vp_bonus": _vibranium_vp},
)

# ------------------------------------------------------------- Provoke Clash of Nations

CRISES = "International Crises"
TASKS = {
    "war": "Fist — War: defeat a non-Henchman Villain or a Mastermind Tactic",
    "diplomacy": "Palm — Diplomacy: play three Heroes that share a Hero Class",
    "commerce": "Two Fingers — Commerce: recruit two Heroes from the HQ",
}


def _task_done(g: Game, task: str, since: dict[str, object]) -> bool:
    t = g.turn
    if task == "war":
        before = since["vp"]
        assert isinstance(before, set)
        return any(g.cards[x].kind in (Kind.VILLAIN, Kind.TACTIC) for x in g.players[t.player].victory_pile
                   if x not in before)
    if task == "diplomacy":
        start = since["played"]
        assert isinstance(start, int)
        played = t.played_defs[start:]
        return any(sum(1 for d in played if d.classes & cls) >= 3 for cls in HERO_CLASSES)
    start = since["recruits"]
    assert isinstance(start, int)
    return t.hq_recruits - start >= 2


def _clash_twist(c: Ctx) -> Effect:
    g = c.g
    if c.index <= 8:
        votes = yield from secret_choices(g, "vote for a task", [(k, v.partition(":")[0]) for k, v in TASKS.items()],
                                          source="Provoke Clash of Nations")
        tasks = [tally(votes, g.rng)]
    else:
        tasks = list(TASKS)
    g.log("scheme", "This turn you must: " + "; ".join(TASKS[t] for t in tasks) + ".")
    p = g.players[c.player]
    for card in list(p.hand):
        yield from discard_card(g, c.player, card)
    g.draw(c.player, 6)
    since: dict[str, object] = {"vp": set(p.victory_pile), "played": len(g.turn.played_defs),
                                "recruits": g.turn.hq_recruits}
    twist = c.card
    g.turn.notes.setdefault("clash_tasks", []).append(tasks)

    def check(g: Game) -> None:
        missed = [t for t in tasks if not _task_done(g, t, since)]
        if not missed:
            g.log("scheme", "The Clash of Nations task is done.")
            return
        if twist in g.ko_pile:
            attachments.attach(g, g.mastermind_card, CRISES, twist)
            g.log("scheme", f"Task not done ({', '.join(missed)}): an International Crisis "
                           f"({len(attachments.pile(g, g.mastermind_card, CRISES))}/6).")

    g.turn.at_end.append(check)


VOTE_HANDS = 200  # six-card hands the computer imagines for the player about to draw


def _clash_vote(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's vote: the task the active player most likely does with six new cards. They are
    drawn from that player's cards (whose whole set every seat knows: each recruit and gain is seen), so
    try `VOTE_HANDS` such hands and count how often each task's need is met by printed numbers alone: War,
    the Attack of the easiest non-Henchman Villain in the city or the Mastermind (while a Tactic is left);
    Commerce, the Recruit for the two cheapest HQ Heroes; Diplomacy, three Heroes of one class."""
    if set(d.labels) != set(TASKS):
        return None
    p = g.players[g.active]
    pool = [*p.hand, *p.deck, *p.discard, *(g.turn.played if g.turn.player == g.active else [])]
    if len(pool) < 6:
        return None
    cards = g.cards
    targets = [values.occupant_attack(g, occ, i) for i, occ in enumerate(g.city)
               if occ is not None and cards[occ.card].kind is Kind.VILLAIN]
    if g.mastermind_fightable:
        targets.append(values.mastermind_attack(g))
    costs = sorted(values.hero_cost(g, h) for h in g.hq if h is not None)
    need_attack = min(targets) if targets else None
    need_recruit = costs[0] + costs[1] if len(costs) >= 2 else None
    rng = random.Random(len(g.answers))  # the same position always gets the same vote
    done = {task: 0 for task in TASKS}
    for _ in range(VOTE_HANDS):
        hand = [cards[c] for c in rng.sample(pool, 6)]
        if need_attack is not None and sum(h.attack or 0 for h in hand) >= need_attack:
            done["war"] += 1
        if need_recruit is not None and sum(h.recruit or 0 for h in hand) >= need_recruit:
            done["commerce"] += 1
        if any(sum(1 for h in hand if h.is_hero and h.classes & cls) >= 3 for cls in HERO_CLASSES):
            done["diplomacy"] += 1
    best = max(d.options, key=lambda o: done[o.label])  # the first of equals
    return best.label, (f"{best.text}: {g.players[g.active].name} does it with about "
                        f"{done[best.label] / VOTE_HANDS:.0%} of the six-card hands they may draw")


advice.register("Provoke Clash of Nations", _clash_vote)


def _crises(g: Game) -> int:
    return len(attachments.pile(g, g.mastermind_card, CRISES))


PROVOKE_CLASH_OF_NATIONS = scheme(
    "Provoke Clash of Nations", set=SET,
    text="Setup: 11 Twists. Twists 1-8: all players vote in secret for War (fist), Diplomacy (palm) or Commerce "
    "(two fingers); ties are broken at random. Then you alone discard your hand and draw six cards. Do the voted "
    "task by the end of this turn, or this Twist is stacked next to the Mastermind as an International Crisis. "
    "War: defeat a non-Henchman Villain or a Mastermind Tactic. Diplomacy: play three Heroes that share a Hero "
    "Class. Commerce: recruit two Heroes from the HQ. Twists 9-11: do all three tasks this turn. Evil Wins: at 6 "
    "International Crises.",
    twists=lambda players: 11, on_twist=_clash_twist,
    evil_wins=lambda g: "Six International Crises." if _crises(g) >= 6 else None,
    evil_wins_progress=lambda g: f"International Crises {_crises(g)} / 6",
    evil_wins_counts=lambda g: (Count(_crises(g), 6),),
    extra={"aliases": ("Provoke a Clash of Nations",)},
)
