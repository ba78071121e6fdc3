"""What the table says beside the cards, for one game: every number and word the board draws that the cards'
own faces do not (an enemy's Attack now and why, an HQ Hero's cost now, the marks on cards, the notes in their
tooltips, the card panel's words, the Evil Wins meter, the strips under the city, the status lines, the
players' panels), as plain data.

The board draws these facts and nothing it works out for itself, so a table shows the same numbers whoever
computes them: the local window computes them from its game; an online host computes them from the real game
for each seat and sends them in the seat's view (engine/view.py), so a joiner's table and the host's table
for the same seat say the same, never what a table laid out from the view alone could work out (it has no
Scheme memory, no turn notes, no hidden zones).

Only public things are named: the cards in the city, the HQ, the Mastermind and the Scheme, what they hold
face up (a face-down pile by its count), the tokens on cards and players; the players' panels count every
zone, as the local table has always done.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from legendary_desktop.engine import city as engine_city
from legendary_desktop.engine import mastermind as engine_mastermind
from legendary_desktop.engine import status as engine_status
from legendary_desktop.engine import values as engine_values
from legendary_desktop.engine.attachments import hq_slot, is_face_down
from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.decision import ORDER
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import victory_points
from legendary_desktop.engine.words import count, count_of

#: a mark's kinds (the board gives each its colour): what a card did this step, a token on it, the role it
#: plays as a Villain, a pile it holds, what a Villain in an area not in play holds
AMBUSH, TOKEN, ROLE, PILE, HELD = "ambush", "token", "role", "pile", "held"


@dataclass(frozen=True)
class MarkFact:
    """A word on a pill over a card: `kind` says which (its colour); `cards`, the face-up cards it stands for."""

    text: str
    kind: str
    cards: tuple[int, ...] = ()


@dataclass
class Facts:
    """Everything the table says about the game beside the cards (see the module docstring)."""

    nows: dict[int, tuple[int | None, int | None]] = field(default_factory=dict)  # card -> (Attack, cost) now
    tips: dict[int, str] = field(default_factory=dict)  # card -> its value's breakdown
    marks: dict[int, list[MarkFact]] = field(default_factory=dict)
    notes: dict[int, list[str]] = field(default_factory=dict)  # card -> what its tooltip adds
    contexts: dict[int, str] = field(default_factory=dict)  # card on the table -> the card panel's words
    mastermind_key: str = ""  # the Mastermind's face-up side (Epic, or turned over)
    meter: tuple[str, str, float | None, tuple[str, ...]] = ("", "", None, ())
    twists: str = ""  # under the meter: "Twists: 3 · 1 beside"
    scheme_strip: str = ""  # under the Scheme: "Twists 3"
    mastermind_strip: tuple[str, ...] = ()  # under the Mastermind, then shorter forms
    city_strips: list[tuple[str, ...]] = field(default_factory=list)  # under each space in play ((): empty)
    escape_strip: tuple[str, ...] = ()  # under the Escaped pile, then shorter forms
    status: list[tuple[str, str]] = field(default_factory=list)  # each status line and what it means
    # VP, Wounds ("3", or "1+" once cards changed hands face down), tokens
    plaques: list[tuple[int, str, tuple[tuple[str, str], ...]]] = field(default_factory=list)
    hq_titles: list[tuple[str, bool]] = field(default_factory=list)  # each HQ space's title; says what it holds

    def to_json(self) -> dict[str, Any]:
        return {
            "nows": [[c, a, k] for c, (a, k) in self.nows.items()],
            "tips": [[c, t] for c, t in self.tips.items()],
            "marks": [[c, [[m.text, m.kind, list(m.cards)] for m in ms]] for c, ms in self.marks.items()],
            "notes": [[c, ns] for c, ns in self.notes.items()],
            "contexts": [[c, w] for c, w in self.contexts.items()],
            "mastermind_key": self.mastermind_key,
            "meter": [self.meter[0], self.meter[1], self.meter[2], list(self.meter[3])],
            "twists": self.twists, "scheme_strip": self.scheme_strip,
            "mastermind_strip": list(self.mastermind_strip),
            "city_strips": [list(s) for s in self.city_strips], "escape_strip": list(self.escape_strip),
            "status": [list(s) for s in self.status],
            "plaques": [[vp, wounds, [list(t) for t in tokens]] for vp, wounds, tokens in self.plaques],
            "hq_titles": [list(t) for t in self.hq_titles],
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Facts:
        meter = data["meter"]
        return cls(
            nows={int(c): (a, k) for c, a, k in data["nows"]},
            tips={int(c): str(t) for c, t in data["tips"]},
            marks={int(c): [MarkFact(str(t), str(k), tuple(int(x) for x in cs)) for t, k, cs in ms]
                   for c, ms in data["marks"]},
            notes={int(c): [str(n) for n in ns] for c, ns in data["notes"]},
            contexts={int(c): str(w) for c, w in data["contexts"]},
            mastermind_key=str(data["mastermind_key"]),
            meter=(str(meter[0]), str(meter[1]), None if meter[2] is None else float(meter[2]),
                   tuple(str(m) for m in meter[3])),
            twists=str(data["twists"]), scheme_strip=str(data["scheme_strip"]),
            mastermind_strip=tuple(str(s) for s in data["mastermind_strip"]),
            city_strips=[tuple(str(x) for x in s) for s in data["city_strips"]],
            escape_strip=tuple(str(s) for s in data["escape_strip"]),
            status=[(str(t), str(m)) for t, m in data["status"]],
            plaques=[(int(vp), str(wounds), tuple((str(a), str(b)) for a, b in tokens))
                     for vp, wounds, tokens in data["plaques"]],
            hq_titles=[(str(t), bool(w)) for t, w in data["hq_titles"]],
        )


def facts(g: Game) -> Facts:
    """What the table says about `g` now."""
    out = Facts()
    for card, now in current_values(g).items():
        out.nows[card] = now
    out.tips = value_tips(g)
    tokens = engine_status.tokens(g)
    ambushes = step_ambushes(g)
    out.marks = _marks(g, tokens, ambushes)
    out.notes = table_notes(g, tokens, ambushes)
    for card in _table_cards(g):
        words = card_context(g, card, out)
        if words:  # a card with nothing to say beyond its face (a Hero played) has no entry
            out.contexts[card] = words
    out.mastermind_key = g.mm.key
    out.meter = meter_words(g)
    out.twists = f"Twists: {g.twists_played}" + (f" · {len(g.beside_scheme)} beside" if g.beside_scheme else "")
    out.scheme_strip = f"Twists {g.twists_played}"
    out.mastermind_strip = _mastermind_strip(g)
    out.city_strips = [_city_strip(g, space) for space in range(len(g.city))]
    out.escape_strip = _escape_strip(g)
    out.status = [(line.text, line.meaning) for line in engine_status.explained(g)]
    out.plaques = _plaques(g, tokens)
    out.hq_titles = _hq_titles(g)
    return out


# ------------------------------------------------------------------------------------------------ values
def value_term(label: str, amount: int, index: int) -> str:
    """One term of a breakdown: the printed value as it is, each change with its sign ("Wounds −1")."""
    if index == 0:
        return f"{label} {amount}"
    return f"{label} {'+' if amount >= 0 else '−'}{abs(amount)}"


def value_tips(g: Game) -> dict[int, str]:
    """Every computed value's breakdown, for tooltips: "Attack 2: Printed 3, Wounds −1"."""
    tips: dict[int, str] = {}
    enemies = [g.mastermind_card, *(occ.card for occ in g.city if occ is not None)]
    for enemy in enemies:
        terms = engine_values.breakdown(g, enemy)
        if terms:
            words = ", ".join(value_term(label, n, i) for i, (label, n) in enumerate(terms))
            tips[enemy] = f"Attack {engine_values.enemy_attack(g, enemy)}: {words}"
    for hero in g.hq:
        if hero is not None:
            terms = engine_values.cost_breakdown(g, hero)
            if len(terms) > 1:
                words = ", ".join(value_term(label, n, i) for i, (label, n) in enumerate(terms))
                tips[hero] = f"Costs {engine_values.hero_cost(g, hero)}: {words}"
    return tips


def current_values(g: Game) -> dict[int, tuple[int | None, int | None]]:
    """The cards in play whose Attack or cost is not the printed one now, as (Attack, cost), None where it
    is as printed: the Mastermind (its face-up side), the city's enemies (a Hero or a Bystander acting as a
    Villain included), the HQ's Heroes."""
    out: dict[int, tuple[int | None, int | None]] = {}
    enemies = [g.mastermind_card, *(occ.card for occ in g.city if occ is not None)]
    for enemy in enemies:
        attack = engine_values.enemy_attack(g, enemy)
        printed = shown_def(g, enemy).attack
        if attack is not None and (attack != printed or (g.roles and enemy in g.roles)):
            out[enemy] = (attack, None)
    for hero in g.hq:
        if hero is not None and (cost := engine_values.hero_cost(g, hero)) != g.cards[hero].cost:
            out[hero] = (None, cost)
    return out


# ------------------------------------------------------------------------------------------------ meter
def meter_words(g: Game) -> tuple[str, str, float | None, tuple[str, ...]]:
    """The Evil Wins meter: ("Wounds left", "8", None, ()), ("Escaped", "5 / 12", 0.42, ())...

    The Scheme says its own count; the bar shows only when the count says how far it goes. A count of
    several parts ("Escaped 2 / 8; cards left 4/3/3/4/2") shows its first part large and the others
    below it, in small type."""
    progress = g.scheme.evil_wins_progress(g) if g.scheme.evil_wins_progress else ""
    first, *more = [part.strip() for part in re.split(r";|, | · ", progress) if part.strip()] or [""]
    found = re.match(r"(.*?)(\d+(?:\s*/\s*\d+)?)(.*)", first)
    if found is None:
        return "Scheme Twists", str(g.twists_played), None, tuple(more)
    headline = " ".join(f"{found.group(1)} {found.group(3)}".split())  # "Hero Deck 50 left": "Hero Deck left"
    value = found.group(2).strip()
    fraction = None
    if "/" in value:
        done, goal = (int(v) for v in value.split("/"))
        fraction = done / goal if goal else None
    return headline, value, fraction, tuple(more)


# ------------------------------------------------------------------------------------------------ strips
def _mastermind_strip(g: Game) -> tuple[str, ...]:
    tactics = len(g.tactics)
    attack = engine_values.mastermind_attack(g)
    changed = f" · Attack {attack}" if attack != g.mm.attack else ""
    word = count(tactics, "Tactic")
    left = "Fight once more" if g.final_fight_pending else f"{word} left"
    epic = "Epic · " if engine_mastermind.is_epic(g) else ""
    return f"{epic}{left}{changed}", f"{word} left", word, f"{tactics} left"


def _city_strip(g: Game, space: int) -> tuple[str, ...]:
    occ = g.city[space]
    if occ is None:
        return ()
    label = g.villain_name(occ.card)
    shown = f"{label}: " if label != g.cards[occ.card].name else ""  # a Killbot, a Skrull Hero
    attack = engine_city.villain_attack(g, space)
    return f"{shown}Attack {attack}", f"Attack {attack}", f"Atk {attack}"


def escape_words(g: Game) -> str:
    """The Escaped pile by what it holds: "2 Villains · 1 Hero"."""
    counts: dict[str, int] = {}
    for c in g.escape_pile:
        cdef = g.cards[c]
        kind = "Villain" if cdef.is_villain or g.is_villain(c) else (
            "Hero" if cdef.is_hero else cdef.kind.value.replace("_", " ").title())
        counts[kind] = counts.get(kind, 0) + 1
    return " · ".join(count(n, k) for k, n in counts.items())


def _escape_strip(g: Game) -> tuple[str, ...]:
    escaped = escape_words(g)
    parts = escaped.split(" · ")
    shorter = f"{parts[0]} +{len(g.escape_pile) - int(parts[0].split()[0])}" if len(parts) > 1 else ""
    return escaped, shorter, f"{len(g.escape_pile)} escaped"


def _hq_titles(g: Game) -> list[tuple[str, bool]]:
    """What an HQ Hero (or its space) holds, by pile, in its space's title."""
    out = []
    for i, card in enumerate(g.hq):
        base = f"HQ {i + 1}" + (" · destroyed" if i in g.area.hq_destroyed else "")
        held = [*(g.held.get(card, {}).items() if card is not None else ()),
                *g.held.get(hq_slot(i, g.area_index), {}).items()]
        words = [f"{len(cards)} {name}" for name, cards in held if cards]
        out.append((" · ".join([base, *words]) if words else base, bool(words)))
    return out


def _plaques(g: Game, tokens: list[engine_status.Token]) -> list[tuple[int, str, tuple[tuple[str, str], ...]]]:
    """Each player's panel: VP, Wounds (in hand, deck and discard pile: every Wound gained and lost is seen,
    so the count is public) and the tokens they hold. Its other counts (hand, deck, discard) are the view's
    own. Once a player's hidden cards changed hands face down (`Game.mixed`: a card passed), nobody else
    can tell how many Wounds their hand and deck hold: the panel then counts those in the discard pile, as
    "at least" ("1+")."""
    held: dict[int, list[tuple[str, str]]] = {}
    for token in tokens:
        if token.player is not None:
            held.setdefault(token.player, []).append((token.short, f"{token.name}: {token.meaning}"))
    out = []
    for p in g.players:
        zones = (p.discard,) if p.index in g.mixed else (p.hand, p.deck, p.discard)
        wounds = sum(1 for zone in zones for c in zone if g.cards[c].kind is Kind.WOUND)
        text = f"{wounds}+" if p.index in g.mixed else str(wounds)
        out.append((victory_points(g, p.index), text, tuple(held.get(p.index, ()))))
    return out


# ------------------------------------------------------------------------------------------------ marks
def held_by(g: Game, holder: int | str, *also: int) -> list[tuple[int, CardDef | None]]:
    """What a holder holds: `also` (captured Bystanders, cards under it) and every pile attached to it
    (engine/attachments.py); a face-down pile's cards as None."""
    out: list[tuple[int, CardDef | None]] = [(c, g.cards[c]) for c in also]
    for name, cards in g.held.get(holder, {}).items():
        down = is_face_down(name)
        out += [(c, None if down else g.cards[c]) for c in cards]
    return out


def pile_short(g: Game, name: str) -> str:
    """The word the table draws for a pile a card holds: its set's label, else the pile's own name."""
    label = engine_status.pile_label(g, name)
    if label is not None:
        return label.short
    return "Set aside" if name.startswith("Set aside: ") else name


def pile_words(g: Game, holder: int) -> list[str]:
    """What each pile a card holds is, for its tooltip and the large view ("Holds 2 Hidden Witnesses: …")."""
    out = []
    for name, cards in g.held.get(holder, {}).items():
        if cards:
            label = engine_status.pile_label(g, name)
            out.append(f"Holds {count_of(len(cards), name)}" + (f": {label.meaning}" if label is not None else "."))
    return out


def step_ambushes(g: Game) -> dict[int, str]:
    """HQ and city cards whose Ambush the current step triggered (read from the step's "ambush" events, as
    the banner is) -> the log's words for it. They stay marked until the next step begins."""
    on_table = {c for area in g.areas for c in area.hq if c is not None}
    on_table |= {occ.card for area in g.areas for occ in area.city if occ is not None}
    out: dict[int, str] = {}
    for event in g.events[g.step_events:]:
        if event.kind == "ambush":
            for card in event.cards:
                if card in on_table:
                    out.setdefault(card, event.text)
    return out


def _marks(g: Game, tokens: list[engine_status.Token], ambushes: dict[int, str]) -> dict[int, list[MarkFact]]:
    """Tokens on cards, the roles cards play, the piles they hold, what they just did this step."""
    marks: dict[int, list[MarkFact]] = {}
    inactive = {occ.card for k, area in enumerate(g.areas) if k != g.area_index for occ in area.city
                if occ is not None} | {c for k, area in enumerate(g.areas) if k != g.area_index for c in area.hq
                                       if c is not None}
    for card in ambushes:
        marks.setdefault(card, []).append(MarkFact("Ambush!", AMBUSH))
    for token in tokens:
        if token.card is not None:
            marks.setdefault(token.card, []).append(MarkFact(token.short, TOKEN))
    for card, role in g.roles.items():
        if role.kind is not None:
            marks.setdefault(card, []).append(MarkFact(role.kind.short, ROLE))
    for holder, piles in g.held.items():  # every pile a card holds, by its name and count: no bare chip
        if isinstance(holder, int) and holder not in inactive:  # a tile says "holds N" (below)
            for name, cards in piles.items():
                if cards:
                    faces = () if is_face_down(name) else tuple(cards)
                    marks.setdefault(holder, []).append(MarkFact(f"{pile_short(g, name)} {len(cards)}", PILE, faces))
    for k, area in enumerate(g.areas):  # what a Villain in an area not in play holds: a count on its tile
        if k != g.area_index:
            for occ in area.city:
                held = held_by(g, occ.card, *occ.bystanders, *occ.under) if occ is not None else []
                if occ is not None and held:
                    marks.setdefault(occ.card, []).append(MarkFact(f"holds {len(held)}", HELD))
    return marks


def table_notes(g: Game, tokens: list[engine_status.Token] | None = None,
                ambushes: dict[int, str] | None = None) -> dict[int, list[str]]:
    """What the table says about a card beyond its own text: a token lying on it, what it just did, where
    it lies when not in play (`tokens` and `ambushes` when already read)."""
    notes: dict[int, list[str]] = {}
    for token in engine_status.tokens(g) if tokens is None else tokens:
        if token.card is not None:
            notes.setdefault(token.card, []).append(f"Holds the {token.name}: {token.meaning}")
    for card, words in (step_ambushes(g) if ambushes is None else ambushes).items():
        notes.setdefault(card, []).append(f"Just now: {words}")
    for card, role in g.roles.items():
        if role.kind is not None:
            notes.setdefault(card, []).append(f"{role.kind.name}: {role.kind.meaning}")
    for holder in g.held:
        if isinstance(holder, int):
            notes.setdefault(holder, []).extend(pile_words(g, holder))
    for k, area in enumerate(g.areas):
        if k != g.area_index:
            for space, occ in enumerate(area.city):
                if occ is not None:
                    label = g.villain_name(occ.card)
                    held = [g.cards[c].name if card is not None else "a face-down card"
                            for c, card in held_by(g, occ.card, *occ.bystanders, *occ.under)]
                    words = f"{label}, in {area.name}'s {area.city_names[space]} (not in play now)"
                    notes.setdefault(occ.card, []).append(words + (f"; holds: {', '.join(held)}" if held else ""))
            for i, hero in enumerate(area.hq):
                if hero is not None:
                    notes.setdefault(hero, []).append(f"In {area.name}'s HQ {i + 1} (not in play now).")
    return notes


# ------------------------------------------------------------------------------------------------ words
def shown_def(g: Game, card_id: int) -> CardDef:
    """The card as it lies on the table: the Mastermind's face-up side (Epic, or turned over), else the card."""
    return g.mm if card_id == g.mastermind_card else g.cards[card_id]


def _table_cards(g: Game) -> list[int]:
    cards = [g.scheme_card, g.mastermind_card, *g.turn.played]
    for area in g.areas:
        cards += [occ.card for occ in area.city if occ is not None]
        cards += [c for c in area.hq if c is not None]
    return cards


def on_table(g: Game, card_id: int) -> bool:
    """Is the card on the table where everyone sees it: the Scheme, the Mastermind, a city, an HQ, or played?"""
    if card_id in (g.scheme_card, g.mastermind_card) or card_id in g.turn.played:
        return True
    return any(card_id in area.hq or any(occ is not None and occ.card == card_id for occ in area.city)
               for area in g.areas)


def card_context(g: Game, card_id: int, known: Facts | None = None) -> str:
    """What a card holds or counts on the table, in words, for the large view and the card panel (`known`:
    the facts of this position when already worked out)."""
    tips = known.tips if known is not None else value_tips(g)
    nows = known.nows if known is not None else current_values(g)
    notes_of = known.notes if known is not None else table_notes(g)
    why = tips.get(card_id, "") if card_id in nows else ""  # "Attack 2: Printed 3, ..."
    notes = " ".join((*notes_of.get(card_id, ()), *((why + ".",) if why else ())))
    words = _card_context(g, card_id)
    return f"{words} {notes}".strip() if notes else words


def _card_context(g: Game, card_id: int) -> str:
    def named(cards: list[int]) -> str:
        return ", ".join(g.cards[c].name for c in cards)

    def piles() -> str:
        parts = []
        for name, cards in g.held.get(card_id, {}).items():
            if cards:
                shown = count(len(cards), "card") if is_face_down(name) else named(cards)
                parts.append(f"{name}: {shown}")
        return (" " + ". ".join(parts) + ".") if parts else ""

    if card_id == g.mastermind_card:
        words = f"{count(len(g.tactics), 'Tactic')} left."
        if g.mastermind_bystanders:
            words += f" Holds {count(len(g.mastermind_bystanders), 'captured Bystander')}."
        return words + piles()
    if card_id == g.scheme_card:
        words = f"Scheme Twists so far: {g.twists_played}."
        if g.beside_scheme:
            words += f" Beside it: {named(g.beside_scheme)}."
        return words + piles()
    for space, occ in enumerate(g.city):
        if occ is not None and occ.card == card_id:
            words = f"In the {g.city_names[space]}, Attack {engine_city.villain_attack(g, space)}."
            if occ.bystanders:
                words += f" Holds {count(len(occ.bystanders), 'captured Bystander')}."
            if occ.under:
                words += f" Under it: {named(occ.under)}."
            return words + piles()
    return piles().strip()


def number_words(card: CardDef, attack_now: int | None = None,
                 cost_now: int | None = None) -> list[tuple[str, bool, str]]:
    """A card's numbers as the Card panel writes them, each as (words, whether it is a number now that differs
    from the printed one (the panel sets those in bold), what follows in plain type): "Cost 4"; "Cost 2 now",
    " (printed 4)"; "Recruit 2+"; "Attack 3"; "6 VP". `attack_now`, `cost_now`: the table's values now
    (`Facts.nows`), None where the card is as printed."""
    out: list[tuple[str, bool, str]] = []
    if card.kind is Kind.HERO:
        out.append((f"Cost {card.cost}", False, "") if cost_now is None else
                   (f"Cost {cost_now} now", True, f" (printed {card.cost})"))
    if card.recruit is not None:
        out.append((f"Recruit {card.recruit}{'+' if card.recruit_plus else ''}", False, ""))
    printed = f"{card.attack}{'+' if card.attack_plus else ''}" if card.attack is not None else ""
    if attack_now is not None:
        out.append((f"Attack {attack_now} now", True, f" (printed {printed})" if printed else ""))
    elif printed:
        out.append((f"Attack {printed}", False, ""))
    if card.vp or card.vp_plus:
        out.append((f"{card.vp}{'+' if card.vp_plus else ''} VP", False, ""))
    return out


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def arrange_captions(arrange: list[int | None], kind: str) -> dict[int, str]:
    """Where each card of a decision that puts cards in order goes, in the words written under it: "Top card",
    "2nd from the top"; "Very bottom", "2nd from the bottom" (`arrange`: the cards as laid out, a top-or-bottom
    decision's top ones, None, then its bottom ones)."""
    if kind == ORDER:
        return {c: "1 · top card" if i == 0 else str(i + 1) for i, c in enumerate(arrange) if c is not None}
    split = arrange.index(None)
    tops = arrange[:split]
    bottoms = arrange[split + 1:]
    out = {c: "Top card" if i == 0 else f"{ordinal(i + 1)} from the top" for i, c in enumerate(tops) if c is not None}
    out.update({c: "Very bottom" if j == len(bottoms) - 1 else f"{ordinal(len(bottoms) - j)} from the bottom"
                for j, c in enumerate(bottoms) if c is not None})
    return out
