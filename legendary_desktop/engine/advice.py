"""How a computer player answers a card's own decision: rules the sets write for their decisions.

A set registers, under the `source` its decisions carry (the card or Scheme asking), a function
`rule(g, d) -> (answer, why) | None`; the computer players ask it before their generic rules
(`bots/answers.by_rule`), so Normal, Strong and the Hint all answer that decision on purpose,
and the Hint says `why` in the game's terms. None means "no opinion here" (another decision of the
same card) and the generic rules go on.

A rule answers for the seat deciding (`d.player`) from what that seat may know: the open table, its
own cards, the sizes and kinds of hidden piles, what it was shown (`engine/knowledge.py`), and the
multiset of cards a hidden pile was drawn from. It must not read the order or contents of a hidden
pile beyond that (the leak tests in tests/bots check the rules the sets register).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from legendary_desktop.engine import attachments, knowledge, sets
from legendary_desktop.engine.decision import CHOOSE_CARDS, CHOOSE_ONE
from legendary_desktop.engine.scoring import all_cards_of

if TYPE_CHECKING:
    from legendary_desktop.engine.decision import Decision
    from legendary_desktop.engine.game import Answer, Game
    from legendary_desktop.engine.state import Occupant

Advice = tuple["Answer", str]  # the answer, and why in one short line
Rule = Callable[["Game", "Decision"], "Advice | None"]

_RULES: dict[str, list[Rule]] = {}
_BY_OPTIONS: dict[tuple[str, ...], list[Rule]] = {}
_BY_OPTIONS_SIZES: set[int] = set()  # how many options those decisions have (others are not looked up)


def register(source: str, rule: Rule) -> None:
    """`rule` answers decisions whose source is `source` (it may return None to pass)."""
    _RULES.setdefault(source, []).append(rule)


def register_for_options(labels: tuple[str, ...], rule: Rule) -> None:
    """`rule` answers decisions whose options have exactly these labels, whatever card asks: a question a
    set's helper asks on behalf of many cards (each card is the decision's source)."""
    _BY_OPTIONS.setdefault(labels, []).append(rule)
    _BY_OPTIONS_SIZES.add(len(labels))


@dataclass(frozen=True)
class Spend:
    """A main-phase action a set adds that turns Recruit into points, for the computer players to weigh
    beside recruiting Heroes: the kind of its options (the label before ":"), its price in Recruit and
    the name of the weight that values it (bots/weights.py)."""

    kind: str
    cost: int
    weight: str


_SPENDS: dict[str, list[Spend]] = sets.declarations("recruit spends")  # set id -> its Recruit spends


def register_spend(set_id: str, spend: Spend) -> Spend:
    """A set's main-phase action that spends Recruit for points (the computer players weigh it)."""
    _SPENDS.setdefault(set_id, []).append(spend)
    return spend


def spends() -> list[Spend]:
    """The program's sets' Recruit spends, in the order the sets declared them."""
    return sets.program().entries(_SPENDS)


#: how a computer player may use a main-phase action a set adds (the kind of its options, engine/actions.py)
ATTACK_EXTRA = "attack extra"  # worth taking whenever offered, after the fights planned (Attack spent on a gain)
GAIN_HERO = "gain hero"  # gains the Hero its option names: taken when that Hero is worth having
HEAL = "heal"  # takes Wounds away: taken when the player has a Wound
TRIM = "trim"  # removes the card its option names: taken for a Wound or a starting card

_ACTION_USES: dict[str, list[tuple[str, str]]] = sets.declarations("action uses")  # set id -> (action kind, use)


def register_action_use(set_id: str, kind: str, use: str) -> None:
    """How the computer players may use a main-phase action the set adds (`ATTACK_EXTRA`, `GAIN_HERO`,
    `HEAL` or `TRIM`); they weigh it in the order the sets registered their actions."""
    _ACTION_USES.setdefault(set_id, []).append((kind, use))


def action_kinds(use: str) -> list[str]:
    """The kinds of the sets' actions the computer players may use this way, in registration order."""
    return [kind for kind, u in sets.program().entries(_ACTION_USES) if u == use]


_LOSING_WORDS: dict[str, tuple[str, ...]] = sets.declarations("losing words")  # set id -> its words


def register_losing_words(set_id: str, *words: str) -> None:
    """Words (lower case) of a set's keyword that, in a decision's prompt, say the card chosen is lost to its
    player (as "discard" does): the computer players then choose their least useful card."""
    _LOSING_WORDS[set_id] = _LOSING_WORDS.get(set_id, ()) + words


def losing_words() -> tuple[str, ...]:
    return tuple(sets.program().entries(_LOSING_WORDS))


def sources() -> list[str]:
    """Every source some set answers on purpose (for the list of decisions and its test)."""
    return sorted(_RULES)


def ruled(g: Game, d: Decision) -> Advice | None:
    """The answer (and why) a set's own rule gives to `d`, or None when no rule of its source has one."""
    for rule in _RULES.get(d.source, ()):
        advice = rule(g, d)
        if advice is not None:
            return advice
    if len(d.options) in _BY_OPTIONS_SIZES:
        for rule in _BY_OPTIONS.get(tuple(o.label for o in d.options), ()):
            advice = rule(g, d)
            if advice is not None:
                return advice
    return None


def hero_pool(g: Game, seat: int) -> list[int]:
    """The Heroes `seat` can't see whose multiset it can know: the Hero Deck's cards and the Heroes in
    face-down piles nobody has seen (they came from the Hero Deck), but those it knows the place of."""
    known = knowledge.known_to(g, seat)
    unseen = [c for piles in g.held.values() for name, cards in piles.items() if name in attachments.UNSEEN
              for c in cards]
    cards = g.cards
    return [c for c in (*g.hero_deck, *unseen) if cards[c].is_hero and c not in known]


def _escape_loss(g: Game, occ: Occupant) -> tuple[int, int, int]:
    """What the players lose if this Villain escapes: the Bystanders it carries off, its Escape effect,
    the VP they can no longer win from it."""
    cdef = g.cards[occ.card]
    return len(occ.bystanders), cdef.on_escape is not None, cdef.vp


def move_a_villain(g: Game, d: Decision) -> Advice | None:
    """A card's "you may move a Villain to an adjacent space", and then where to. Where a Villain stands
    changes who escapes, not when: a Villain escapes only when one enters a full city at its first space,
    and then it is the one on the last space. So the computer moves a Villain only when the city is full,
    swapping the Villain on the escape space back when the one behind it costs the players less to lose
    (fewer Bystanders carried off, then no Escape effect, then fewer VP); otherwise it leaves the city as
    it is. Asked where to, it moves the Villain back."""
    if d.kind == CHOOSE_ONE:
        # where to: back, away from the escape space (moving back never puts another Villain on it)
        spaces = [int(o.label.split(":")[1]) for o in d.options if o.label.startswith("space:")]
        if len(spaces) < 2:
            return None
        back = min(spaces)
        return f"space:{back}", f"move it back to the {g.city_names[back]}, away from the escape space"
    if d.kind != CHOOSE_CARDS or d.min != 0:
        return None
    last = len(g.city) - 1
    if last < 1 or any(occ is None for occ in g.city):
        return [], "leave the city as it is: it is not full, so no Villain escapes when the next one enters"
    front, behind = g.city[last], g.city[last - 1]
    assert front is not None and behind is not None
    if _escape_loss(g, behind) >= _escape_loss(g, front):
        return [], (f"leave the city as it is: {g.villain_name(front.card)} on the {g.city_names[last]} is the "
                    "one that costs least to lose when the next Villain pushes it out")
    return [f"card:{front.card}"], (f"move {g.villain_name(front.card)} back from the {g.city_names[last]}: the "
                                    f"city is full, and {g.villain_name(behind.card)} costs less to lose when "
                                    "the next Villain enters")


def hero_worth(g: Game, player: int) -> int:
    """The printed cost of every Hero among a player's cards (what each player recruited is open to all)."""
    cards = g.cards
    return sum(cards[c].cost for c in all_cards_of(g, player) if cards[c].is_hero)


def a_player_gains(g: Game, d: Decision) -> Advice | None:
    """A Hero freed by a card: "KO it or have a player gain it?" (options ``ko``, ``gain``): gained, a Hero
    for a deck at no cost; then "who gains it?" (options ``player:<n>``): the player whose Heroes are worth
    least, the first of equals in the options' order. The team wins together: the weakest deck gains most."""
    labels = [o.label for o in d.options]
    if labels == ["ko", "gain"]:
        return "gain", "a player gains it: a Hero for a deck, at no cost"
    if not labels or not all(label.startswith("player:") for label in labels):
        return None
    worth = {int(label.partition(":")[2]): hero_worth(g, int(label.partition(":")[2])) for label in labels}
    who = min(worth, key=worth.__getitem__)  # (a dict keeps the options' order: the first of equals)
    return f"player:{who}", (f"{g.players[who].name}: their Heroes are worth least ({worth[who]} in printed "
                             "cost), so a Hero strengthens the team most there")
