"""The Hint: what the Strong player would answer to the pending decision now, and why, in one line of a
player's words; the search's numbers behind it ("best of 6 on sampled futures") are its detail, apart.

It asks a Strong player for the seat deciding; the search runs on copies, so the game (and its
random generator) is not changed and nothing is played.
"""

from __future__ import annotations

from legendary_desktop.bots.cardvalue import deck_cards, own_cards
from legendary_desktop.bots.evaluate import reach, scheme_progress
from legendary_desktop.bots.seats import Hint
from legendary_desktop.bots.strong import Choice, strong
from legendary_desktop.engine import advice as set_rules
from legendary_desktop.engine.decision import ACTION, TOP_BOTTOM, Decision
from legendary_desktop.engine.game import Answer, Game
from legendary_desktop.engine.values import mastermind_attack


def hint(game: Game, seed: int = 0) -> Hint:
    """What the Strong player would answer to `game.pending`, for the seat deciding, and why."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over; there is nothing to decide")
    advice = set_rules.ruled(game, d)
    if advice is not None:  # the card's own rule, with its reason in the game's terms
        return Hint(advice[0], advice[1][:MAX_REASON])
    bot = strong(game, d.player, seed)
    if d.kind != ACTION:
        other = bot.search_other(d)
        tried = len(other.scores)
        return Hint(other.answer, _other_reason(d, other.answer, tried),
                    f"The best of {tried} answers tried on sampled futures." if tried else "")
    choice = bot.search(d)
    return Hint(choice.label, action_reason(game, d, choice), action_detail(game, d, choice))


MAX_REASON = 150  # a hint is one short line
FIGHTS = ("fight", "elsewhere")  # fighting a Villain here, or in another area


def action_reason(g: Game, d: Decision, choice: Choice) -> str:
    """Why this action, in a player's words: what to do, and what it defeats or gains, what escapes next if
    it is left, how near the Scheme is to Evil Wins. The search's numbers are `action_detail`'s."""
    option = d.option(choice.label)
    kind = choice.label.partition(":")[0]
    text = option.text.split(" (")[0]
    why: list[str] = []
    if kind == "play" and choice.scores:
        later = sorted({d.option(label).text.removeprefix("Play ") for label in choice.scores if label != choice.label})
        why.append(f"before {' and '.join(later)}: in this order your cards give the most")
    elif kind in ("play", "play_all"):
        why.append("play your Heroes first, then spend what they give")
    elif kind == "mastermind":
        left = len(g.tactics)
        why.append("the last Tactic: the heroes win" if left == 1 and not g.final_fight_pending
                   else f"a Tactic of {g.mm.name} falls ({max(left - 1, 0)} left after)")
    elif kind == "fight" and option.card is not None:
        why.append(_fight_reason(g, option.card))
    elif kind in ("recruit", "officer") and option.card is not None:
        gives, more = _gives(g, d.player, option.card)
        why.append(f"it adds {gives} to your deck, more than most of your cards give" if more
                   else f"it adds {gives} to your deck" if gives else "its ability makes your deck stronger")
        if _reach_note(g, d.player, option.card):
            why.append(f"your hands will beat {g.mm.name} more often")
    elif kind == "heal":
        why.append("KO the Wounds in your hand")
    elif kind == "end":
        why.append("nothing left is worth doing")
    if kind in ("end", "heal"):  # no more fights this turn: say what that leaves
        why += _left_to_escape(g, d, choice)
    scheme = _scheme_note(g)
    if scheme:
        why.append(scheme)
    return _fit(text, why)


def action_detail(g: Game, d: Decision, choice: Choice) -> str:
    """The search's numbers behind the hint (for a tooltip): what a recruited Hero gives each draw against
    the average of the player's cards, how often a hand could fight the Mastermind, how many lines were
    tried."""
    option = d.option(choice.label)
    kind = choice.label.partition(":")[0]
    parts: list[str] = []
    if kind == "play" and choice.scores:
        parts.append("superpowers and draws depend on the order cards are played")
    if kind in ("recruit", "officer") and option.card is not None:
        gives, _ = _gives(g, d.player, option.card)
        mine = own_cards(g, d.player)
        average = sum((g.cards[c].attack or 0) + (g.cards[c].recruit or 0) for c in mine) / max(1, len(mine))
        parts.append(f"{gives or 'its ability'} each draw; your cards give {average:.1f} on average")
        parts += _reach_note(g, d.player, option.card)
    if choice.scores:
        parts.append(f"best of {len(choice.scores)} on sampled futures")
    line = "; ".join(parts)
    return f"{line[:1].upper()}{line[1:]}." if line else ""


def _gives(g: Game, player: int, hero: int) -> tuple[str, bool]:
    """What a Hero gives each time it is drawn ("2 Attack", "" for an ability alone), and whether that is
    more than the player's cards give on average."""
    cdef = g.cards[hero]
    numbers = [f"{n} {word}" for n, word in ((cdef.attack, "Attack"), (cdef.recruit, "Recruit")) if n]
    mine = own_cards(g, player)
    average = sum((g.cards[c].attack or 0) + (g.cards[c].recruit or 0) for c in mine) / max(1, len(mine))
    return " and ".join(numbers), (cdef.attack or 0) + (cdef.recruit or 0) > average


def escaping(g: Game) -> list[int]:
    """The Villains on an escape space: each escapes when the next Villain enters its city."""
    out = []
    for area in g.areas:
        occ = area.city[-1] if area.city else None
        if occ is not None:
            out.append(occ.card)
    return out


def _left_to_escape(g: Game, d: Decision, choice: Choice) -> list[str]:
    notes = []
    for card in escaping(g):
        name = g.villain_name(card)
        fights = [o.label for o in d.options if o.card == card and o.label.partition(":")[0] in FIGHTS]
        if not fights:
            notes.append(f"{name} escapes next (too strong to fight now)")
        elif any(label in choice.scores for label in fights):
            notes.append(f"{name} escapes next: fighting it now would cost you more")
    return notes


def _scheme_note(g: Game) -> str:
    """The Scheme's counter when it is past halfway to Evil Wins."""
    progress = g.scheme.evil_wins_progress
    if progress is None or max(scheme_progress(g), default=0.0) < 0.5:
        return ""
    return f"Scheme at {progress(g)}"


def _reach_note(g: Game, player: int, hero: int) -> list[str]:
    """How much more often a hand of six of the player's cards would have the Attack for the Mastermind
    with this Hero, when that changes by a point or more."""
    mine = deck_cards(g, player)
    before, after = reach(g, mine), reach(g, [*mine, hero])
    if after - before < 0.01:
        return []
    return [f"a hand could fight {g.mm.name} ({mastermind_attack(g)}): {before:.0%} → {after:.0%} of the time"]


def _fit(text: str, why: list[str]) -> str:
    """`text: why1, why2; ...` cut to whole parts that fit one short line (the first always kept)."""
    kept: list[str] = []
    for part in why:
        line = f"{text}: {'; '.join([*kept, part])}"
        if kept and len(line) > MAX_REASON:
            continue
        kept.append(part)
    return f"{text}: {'; '.join(kept)}" if kept else text


def _fight_reason(g: Game, card: int) -> str:
    cdef = g.cards[card]
    for area in g.areas:
        for i, occ in enumerate(area.city):
            if occ is not None and occ.card == card:
                parts = [f"worth {cdef.vp} VP"]
                if occ.bystanders:
                    parts.append(f"rescues {len(occ.bystanders)} Bystander{'s' if len(occ.bystanders) > 1 else ''}")
                if i == len(area.city) - 1:
                    parts.append("it escapes next")
                return ", ".join(parts)
    return f"worth {cdef.vp} VP"


def _other_reason(d: Decision, answer: Answer, tried: int) -> str:
    labels = [answer] if isinstance(answer, str) else list(answer)
    what = ", ".join(_named(d, label) for label in labels) or "none"
    prompt = d.prompt.split(": ", 1)[-1]
    if tried:
        return f"{what}: the best answer to \u201c{prompt}\u201d"
    return f"{what}: the usual best answer to \u201c{prompt}\u201d (keep the best cards, lose the worst)"


def _named(d: Decision, label: str) -> str:
    if d.kind == TOP_BOTTOM:  # "top:<card>"
        where, _, card = label.partition(":")
        text = next((o.text.split(":")[0] for o in d.options if str(o.card) == card), card)
        return f"{text} on the {where}"
    return d.option(label).text if label in d.labels else label
