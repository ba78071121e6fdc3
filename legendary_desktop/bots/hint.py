"""The Hint: what the Strong player would answer to the pending decision now, and why, in one line.

It asks a Strong player for the seat deciding; the search runs on copies, so the game (and its
random generator) is not changed and nothing is played.
"""

from __future__ import annotations

from legendary_desktop.bots.cardvalue import power
from legendary_desktop.bots.seats import Hint
from legendary_desktop.bots.strong import Choice, StrongBot
from legendary_desktop.engine.decision import ACTION, TOP_BOTTOM, Decision
from legendary_desktop.engine.game import Answer, Game


def hint(game: Game, seed: int = 0) -> Hint:
    """What the Strong player would answer to `game.pending`, for the seat deciding, and why."""
    d = game.pending
    if d is None:
        raise ValueError("the game is over; there is nothing to decide")
    bot = StrongBot(game, d.player, seed)
    if d.kind != ACTION:
        other = bot.search_other(d)
        return Hint(other.answer, _other_reason(d, other.answer, len(other.scores)))
    choice = bot.search(d)
    return Hint(choice.label, action_reason(game, d, choice))


def action_reason(g: Game, d: Decision, choice: Choice) -> str:
    option = d.option(choice.label)
    kind = choice.label.partition(":")[0]
    text = option.text.split(" (")[0]
    why = ""
    if kind in ("play", "play_all"):
        why = "play your Heroes first, then spend what they give"
    elif kind == "mastermind":
        left = len(g.tactics)
        why = "the last Tactic: the heroes win" if left == 1 else f"one Tactic nearer the win ({left - 1} left after)"
    elif kind == "fight" and option.card is not None:
        why = _fight_reason(g, option.card)
    elif kind in ("recruit", "officer") and option.card is not None:
        cdef = g.cards[option.card]
        numbers = [f"{n} {word}" for n, word in ((cdef.attack, "Attack"), (cdef.recruit, "Recruit")) if n]
        gives = " and ".join(numbers) if numbers else "its ability"
        why = f"{gives} each time you draw it, worth {power(cdef):.1f} to a hand against your deck's average"
    elif kind == "heal":
        why = "KO the Wounds in your hand: nothing better to do this turn"
    elif kind == "end":
        why = "nothing left worth doing this turn"
    if choice.scores:
        others = len(choice.scores) - 1
        tail = f"best of {others + 1} options on sampled futures"
        why = f"{why}; {tail}" if why else tail
    return f"{text}: {why}" if why else text


def _fight_reason(g: Game, card: int) -> str:
    cdef = g.cards[card]
    for area in g.areas:
        for i, occ in enumerate(area.city):
            if occ is not None and occ.card == card:
                parts = [f"{cdef.vp} VP"]
                if occ.bystanders:
                    parts.append(f"rescues {len(occ.bystanders)} Bystander{'s' if len(occ.bystanders) > 1 else ''}")
                if i == len(area.city) - 1:
                    parts.append("it escapes next")
                return ", ".join(parts)
    return f"{cdef.vp} VP"


def _other_reason(d: Decision, answer: Answer, tried: int) -> str:
    labels = [answer] if isinstance(answer, str) else list(answer)
    what = ", ".join(_named(d, label) for label in labels) or "none"
    prompt = d.prompt.split(": ", 1)[-1]
    if tried:
        return f"{what}: the best of {tried} answers to \u201c{prompt}\u201d tried on sampled futures"
    return f"{what}: the usual best answer to \u201c{prompt}\u201d (keep the best cards, lose the worst)"


def _named(d: Decision, label: str) -> str:
    if d.kind == TOP_BOTTOM:  # "top:<card>"
        where, _, card = label.partition(":")
        text = next((o.text.split(":")[0] for o in d.options if str(o.card) == card), card)
        return f"{text} on the {where}"
    return d.option(label).text if label in d.labels else label
