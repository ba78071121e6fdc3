"""The reference card lists in `../shared/reference/cards/<set>/`, parsed for tests (stdlib only, Qt-free).

Two independent transcriptions exist for each set: tagged text files (`text/*.txt`) and `cards.json`.
`text_set()` and `json_set()` parse each into the same shape; `reference()` is the one the catalogue is
checked against: the text, with the decisions of `OVERRIDES` applied where the two disagree (the rules
inserts in `../shared/rules/` win over both). `disagreements()` lists where they differ, so a test can
keep the override tables complete and free of stale entries.

The text format: `#CARDNAME` opens a group (a Hero, a Villain group, a Mastermind, a Scheme, a
Henchman group, a Bystander), `#SUBNAME` a card of it and `#TACTIC` a Mastermind Tactic; other tags
are facts of the card open at the moment. Specials handled here:

- `#CLASS: [Instinct], [Covert]`: a multiclass card (a tuple of classes).
- `5*`, `4+`, `*` values: a number and a mark (`*` the insert's Villain Attack or Size-Changing
  symbol, `+` "more by ability"); `2*3` means 2 with 3 Microscopic icons.
- `{SIZECHANGING TECH}` (1 icon) and `{USIZECHANGING TECH 2}[Tech][Tech]` (Microscopic: the number
  plus the icons after it, here 4).
- Masterminds: `#EPICNAME: X` or `#CARDNAME: Epic X` opens X's Epic side; a `#CARDNAME` without
  `#LEADS` straight after a Mastermind (before any Tactic) is its transformed back side.
- `#DIVIDED`/`#DIVHERO` inside a `#SUBNAME`: the halves of a Divided Card, one card with two sides.
- `#LEADS: Armada of Kang. Set aside ...`: the group, and the extra sentence kept apart.
- A Henchman group of unlike cards repeats its `#CARDNAME` (Tardigrade: an empty header, then five
  cards of two copies): one group. A Henchman without `#COPIES` has 10.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterator
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from legendary_desktop.engine import sets

SHARED = Path(__file__).resolve().parents[1].parent / "shared"
CARDS = SHARED / "reference" / "cards"
RULES = SHARED / "rules"
SETS = tuple(sets.TITLES)  # every set of the program, the base game first
CLASSES = ("Strength", "Instinct", "Covert", "Tech", "Ranged")
HENCHMAN_COPIES = 10


def available() -> bool:
    return CARDS.is_dir()


# ----------------------------------------------------------------------------------------- values


@dataclass(frozen=True)
class Value:
    """A printed number: `4+` is Value(4, "+"), `5*` Value(5, "*"), `*` Value(None, "*"), `2*3`
    Value(2, "*", 3) (three Microscopic icons)."""

    n: int | None
    mark: str = ""
    icons: int = 0

    @property
    def number(self) -> int:
        """The number a card definition holds: `*` alone is 0."""
        return self.n or 0

    def __str__(self) -> str:
        return f"{'' if self.n is None else self.n}{self.mark}{self.icons or ''}"


def value(text: str | int | None) -> Value | None:
    if text is None:
        return None
    m = re.fullmatch(r"\s*(\d*)\s*([+*]?)\s*(\d*)\s*", str(text))
    if not m:
        raise ValueError(f"not a card value: {text!r}")
    digits, mark, icons = m.groups()
    if not digits and not mark:
        return None
    return Value(int(digits) if digits else None, mark, int(icons) if icons else 0)


def fold(name: str) -> str:
    """A name for comparing the two transcriptions: case-blind, one kind of apostrophe and space."""
    for curly, plain in (("\u2018", "'"), ("\u2019", "'"), ("\u201c", '"'), ("\u201d", '"')):
        name = name.replace(curly, plain)
    return re.sub(r"\s+", " ", name).strip().casefold()


# ----------------------------------------------------------------------------------------- cards


@dataclass
class RefCard:
    set: str
    kind: str  # hero, villain, henchman, mastermind, tactic, scheme, bystander, starter, officer, wound
    group: str
    name: str
    copies: int = 1
    cost: Value | None = None
    attack: Value | None = None
    recruit: Value | None = None
    vp: Value | None = None
    classes: tuple[str, ...] = ()
    team: str = ""
    hero_name: str = ""  # a Divided half's Hero Name (#DIVHERO)
    sides: tuple[RefCard, ...] = ()  # the two halves of a Divided Card
    size_changing: dict[str, int] = field(default_factory=dict[str, Any])  # class -> icons (1 unless Microscopic)
    tags: dict[str, str] = field(default_factory=dict[str, Any])  # every other tag, first occurrence

    @property
    def path(self) -> str:
        return f"{self.kind}/{self.group}/{self.name}"


@dataclass
class RefMastermind:
    card: RefCard
    leads: str
    leads_extra: str = ""  # a sentence after the group's name on the Always Leads line
    epic: RefCard | None = None
    back: RefCard | None = None  # the transformed side
    tactics: list[RefCard] = field(default_factory=list)

    @property
    def name(self) -> str:
        return self.card.name


@dataclass
class RefSet:
    set: str
    heroes: dict[str, list[RefCard]] = field(default_factory=dict[str, Any])
    villains: dict[str, list[RefCard]] = field(default_factory=dict[str, Any])
    henchmen: dict[str, list[RefCard]] = field(default_factory=dict[str, Any])
    masterminds: dict[str, RefMastermind] = field(default_factory=dict[str, Any])
    schemes: dict[str, RefCard] = field(default_factory=dict[str, Any])
    bystanders: dict[str, RefCard] = field(default_factory=dict[str, Any])  # the special ones (and core's plain one)
    generic: dict[str, RefCard] = field(default_factory=dict[str, Any])  # core: starting cards, Officer, Wound

    def cards(self) -> Iterator[RefCard]:
        """Every distinct card of the set's box, a Divided Card once, a Mastermind once (its Epic or
        transformed side is the back of the same card)."""
        for group in (*self.heroes.values(), *self.villains.values(), *self.henchmen.values()):
            yield from group
        for mm in self.masterminds.values():
            yield mm.card
            yield from mm.tactics
        yield from self.schemes.values()
        yield from self.bystanders.values()
        yield from self.generic.values()

    def distinct(self) -> int:
        return sum(1 for _ in self.cards())

    def physical(self) -> int:
        return sum(c.copies for c in self.cards())


# ------------------------------------------------------------------------------------ text files

_TAG = re.compile(r"#(\w+):\s*(.*)")
_SIZE = re.compile(r"\{(U?)SIZECHANGING\s+(\w+)(?:\s+(\d+))?\}((?:\s*\[\w+\])*)")


def _blocks(path: Path) -> list[dict[str, Any]]:
    """A tagged file as a list of groups: {name, tags, lines, subs: [{name, tags, lines, halves}]}."""
    groups: list[dict[str, Any]] = []
    group: dict[str, Any] | None = None
    target: dict[str, Any] | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        m = _TAG.match(line)
        if not m:
            if target is not None and line.strip():
                target["lines"].append(line.strip())
            continue
        tag, text = m[1], m[2].strip()
        if tag in ("CARDNAME", "EPICNAME"):
            group = {"tag": tag, "name": text, "tags": {}, "lines": [], "subs": []}
            groups.append(group)
            target = group
        elif tag in ("SUBNAME", "TACTIC"):
            assert group is not None, f"{path}: {tag} before any #CARDNAME"
            target = {"tag": tag, "name": text, "tags": {}, "lines": [], "halves": []}
            group["subs"].append(target)
        elif tag == "DIVIDED":
            assert group is not None and group["subs"], f"{path}: #DIVIDED outside a card"
            card = group["subs"][-1]
            half: dict[str, Any] = {"tag": tag, "name": text, "tags": {}, "lines": []}
            card["halves"].append(half)
            target = half
        else:
            assert target is not None, f"{path}: #{tag} before any #CARDNAME"
            target["tags"].setdefault(tag, text)
    return groups


def _classes(text: str | None) -> tuple[str, ...]:
    if not text:
        return ()
    names = tuple(n.strip().title() for n in re.findall(r"\[([^\]]+)\]", text))
    unknown = [n for n in names if n not in CLASSES]
    assert not unknown, f"unknown class {unknown} in {text!r}"
    return names


def _size_changing(lines: list[str]) -> dict[str, int]:
    """`{SIZECHANGING TECH}` -> {"Tech": 1}; `{USIZECHANGING TECH 2}[Tech][Tech]` -> {"Tech": 4}."""
    found: dict[str, int] = {}
    for line in lines:
        for micro, cls, number, icons in _SIZE.findall(line):
            n = (int(number) if number else 1) + (len(re.findall(r"\[\w+\]", icons)) if micro else 0)
            found[cls.title()] = n
    return found


def _card(set_id: str, kind: str, group: str, block: dict[str, Any], **facts: object) -> RefCard:
    tags = block["tags"]
    size = _size_changing(block["lines"])
    cost = value(tags.get("COST"))
    if cost is not None and cost.mark == "*" and size:
        cost = replace(cost, icons=max(size.values()) if max(size.values()) > 1 else 0)
    card = RefCard(
        set=set_id, kind=kind, group=group, name=block["name"], team=tags.get("TEAM", ""),
        copies=int(tags["COPIES"]) if "COPIES" in tags else 1,
        cost=cost, attack=value(tags.get("ATTACK")), recruit=value(tags.get("RECRUIT")),
        vp=value(tags.get("VP")), classes=_classes(tags.get("CLASS")), size_changing=size,
        hero_name=tags.get("DIVHERO", ""),
        tags={k: v for k, v in tags.items()
              if k not in ("COPIES", "COST", "ATTACK", "RECRUIT", "VP", "CLASS", "DIVHERO", "TEAM")},
    )
    for key, val in facts.items():
        setattr(card, key, val)
    return card


def _hero(set_id: str, hero: dict[str, Any], sub: dict[str, Any]) -> RefCard:
    team = hero["tags"].get("TEAM", "")
    card = _card(set_id, "hero", hero["name"], sub, team=team)
    if sub["halves"]:
        sides = tuple(_card(set_id, "hero", hero["name"], h, team=team, copies=card.copies)
                      for h in sub["halves"])
        costs = {s.cost for s in sides}
        assert len(costs) == 1, f"{card.name}: halves with different costs {costs}"
        # One card: the shared cost, both halves' classes; each half keeps its own Attack and Recruit.
        card.cost = sides[0].cost
        card.classes = tuple(dict.fromkeys(c for s in sides for c in s.classes))
        card.sides = sides
    return card


def _leads(line: str) -> tuple[str, str]:
    """`Armada of Kang. Set aside ...` -> ("Armada of Kang", "Set aside ...")."""
    leads, _, extra = line.partition(". ")
    return leads.strip().rstrip("."), extra.strip()


@cache
def text_set(set_id: str) -> RefSet:
    """The tagged text files of a set, parsed (no overrides)."""
    folder = CARDS / set_id / "text"
    ref = RefSet(set_id)

    def blocks(file: str) -> list[dict[str, Any]]:
        path = folder / file
        return _blocks(path) if path.exists() else []

    for hero in blocks("Heroes_and_Allies.txt"):
        ref.heroes[hero["name"]] = [_hero(set_id, hero, sub) for sub in hero["subs"]]
    for group in blocks("Villains_and_Adversaries.txt"):
        ref.villains[group["name"]] = [_card(set_id, "villain", group["name"], s) for s in group["subs"]]
    for block in blocks("Henchmen_and_Backup_Adversaries.txt"):
        name = block["name"]
        cards = ref.henchmen.setdefault(name, [])
        if not block["tags"] and not block["lines"]:
            continue  # the header of a group of unlike cards (Tardigrade)
        card = _card(set_id, "henchman", name, block)
        if "COPIES" not in block["tags"]:
            card.copies = HENCHMAN_COPIES
        cards.append(card)
    last: RefMastermind | None = None
    for block in blocks("Masterminds_and_Commanders.txt"):
        name = block["name"]
        epic_prefix = re.match(r"Epic\s+(.*)", name)
        if block["tag"] == "EPICNAME" or epic_prefix:
            base = epic_prefix[1] if epic_prefix else name
            assert last is not None and last.name == base, f"Epic side of {base!r} without its Mastermind"
            last.epic = _card(set_id, "epic", base, block, name=base)
            last.tactics += [_card(set_id, "tactic", base, t) for t in block["subs"]]
            continue
        if "LEADS" not in block["tags"]:
            assert last is not None and not last.tactics, f"{name!r}: no Always Leads and no Mastermind before"
            last.back = _card(set_id, "mastermind", last.name, block, name=name)
            last.tactics += [_card(set_id, "tactic", last.name, t) for t in block["subs"]]
            continue
        card = _card(set_id, "mastermind", name, block)
        tactics = [_card(set_id, "tactic", name, t) for t in block["subs"]]
        last = RefMastermind(card, *_leads(block["tags"]["LEADS"]), tactics=tactics)
        ref.masterminds[name] = last
    for block in blocks("Schemes_and_Plots.txt"):
        ref.schemes[block["name"]] = _card(set_id, "scheme", block["name"], block)
    for block in blocks("Bystanders.txt"):
        ref.bystanders[block["name"]] = _card(set_id, "bystander", block["name"], block)
    for file, kind in (("Starting_Deck_Cards.txt", "starter"), ("Setup_Cards.txt", "officer"),
                       ("Wounds_and_Bindings.txt", "wound")):
        for block in blocks(file):
            card = _card(set_id, kind, block["name"], block)
            for sub in block["subs"]:  # S.H.I.E.L.D. Officer / Maria Hill: the facts are on the sub-block
                card = _card(set_id, kind, block["name"], {**sub, "name": block["name"]})
            ref.generic[block["name"]] = card
    return ref


# ------------------------------------------------------------------------------------------ JSON

#: Copies of a Hero card by its rarity, for Heroes of 4 cards (5/5/3/1) and of 6 cards (3/3/3/2/2/1).
_COPIES_BY_RARITY = {4: {1: 5, 2: 3, 3: 1}, 6: {1: 3, 2: 2, 3: 1}}
_TEAM_NAMES = {"(unaffiliated)": "(Unaffiliated)", "unaffiliated": "(Unaffiliated)"}


def _json_value(v: object) -> Value | None:
    return value(v if isinstance(v, (str, int)) else None)


@cache
def json_set(set_id: str) -> RefSet:
    """`cards.json` of a set in the same shape. It records no Villain copies (each card counts 1), one
    class per Hero card, and Divided Cards as two cards (joined here by `DIVIDED_JSON`)."""
    data = json.loads((CARDS / set_id / "cards.json").read_text(encoding="utf-8"))
    ref = RefSet(set_id)
    for hero in data["heroes"]:
        cards = hero["cards"]
        joined = DIVIDED_JSON.get(set_id, {}).get(hero["name"], {})
        n = len(cards) - len(joined)
        out: list[RefCard] = []
        halves: dict[str, list[RefCard]] = {}
        for c in cards:
            card = RefCard(
                set_id, "hero", hero["name"], c["name"], cost=_json_value(c["cost"]),
                attack=_json_value(c["attack"]), recruit=_json_value(c["recruit"]),
                classes=(c["hc"].title(),) if c.get("hc") else (), team=hero.get("team") or "",
                copies=_COPIES_BY_RARITY.get(n, {}).get(c["rarity"], 0),
            )
            whole = next((w for w, parts in joined.items() if c["name"] in parts), None)
            if whole is None:
                out.append(card)
            else:
                halves.setdefault(whole, []).append(card)
                if len(halves[whole]) == 1:
                    out.append(RefCard(set_id, "hero", hero["name"], whole, copies=card.copies))
        for c in out:
            if c.name in halves:
                sides = tuple(sorted(halves[c.name], key=lambda s: joined[c.name].index(s.name)))
                c.sides, c.cost = sides, sides[0].cost
                c.classes = tuple(dict.fromkeys(k for s in sides for k in s.classes))
        ref.heroes[hero["name"]] = out
    for group in data["villains"]:
        ref.villains[group["name"]] = [
            RefCard(set_id, "villain", group["name"], c["name"], attack=_json_value(c.get("vAttack")),
                    vp=_json_value(c.get("vp")))
            for c in group["cards"]]
    for h in data["henchmen"]:
        ref.henchmen[h["name"]] = [RefCard(set_id, "henchman", h["name"], h["name"], copies=HENCHMAN_COPIES,
                                           attack=_json_value(h.get("vAttack")), vp=_json_value(h.get("vp")))]
    for m in data["masterminds"]:
        faces = [c for c in m["cards"] if not c["tactic"]]
        leads_line = next((a for c in faces for a in c["abilities"] if a.startswith("Always Leads:")), "")
        vp = _json_value(m.get("vp"))
        front = RefCard(set_id, "mastermind", m["name"], m["name"], attack=_json_value(faces[0]["vAttack"]), vp=vp)
        mm = RefMastermind(front, *_leads(leads_line.removeprefix("Always Leads:")))
        for side in faces[1:]:
            if side["name"] == f"Epic {m['name']}":
                mm.epic = RefCard(set_id, "epic", m["name"], m["name"], attack=_json_value(side["vAttack"]), vp=vp)
            else:
                mm.back = RefCard(set_id, "mastermind", m["name"], side["name"],
                                  attack=_json_value(side["vAttack"]), vp=vp)
        mm.tactics = [RefCard(set_id, "tactic", m["name"], c["name"], vp=vp) for c in m["cards"] if c["tactic"]]
        ref.masterminds[m["name"]] = mm
    for s in data["schemes"]:
        ref.schemes[s["name"]] = RefCard(set_id, "scheme", s["name"], s["name"])
    for b in data["bystanders"]:
        ref.bystanders[b["name"]] = RefCard(set_id, "bystander", b["name"], b["name"],
                                            copies=sum(c.get("qtd", 1) for c in b["cards"]), vp=_json_value(b["vp"]))
    return ref


#: cards.json splits each Divided Card into its halves; which halves make which card (text's name).
DIVIDED_JSON: dict[str, dict[str, dict[str, tuple[str, str]]]] = {
    "infinity-saga": {"Wanda & Vision": {
        "Hold On/Let Go": ("Hold On", "Let Go"),
        "Rage/Grief": ("Rage", "Grief"),
        "Magic/Science": ("Magic", "Science"),
    }},
}


# ------------------------------------------------------------------------------ disagreements


@dataclass(frozen=True)
class Difference:
    path: str  # kind/group (a group's name) or kind/group/name (a card), in the text's names
    field: str  # name, present, copies, cost, attack, recruit, vp, classes, leads, epic, back
    text: str  # "-" where a transcription has no such thing
    json: str


def _show(v: object) -> str:
    if v is None or v == ():
        return "-"
    if isinstance(v, tuple):
        return ", ".join(str(x) for x in v)
    return str(v)


def _same_value(a: Value | None, b: Value | None, raw: bool) -> bool:
    """Equal as far as cards.json records: it leaves out the `*` symbol and Microscopic icons."""
    if raw or a is None or b is None:
        return a == b
    return a.n == b.n and (a.mark == b.mark or (a.mark == "*" and not b.mark)) and (
        a.icons == b.icons or not b.icons)


def _aliases(set_id: str) -> dict[str, str]:
    """JSON's spelling of names the text spells otherwise (from the name overrides)."""
    return {o.path.rsplit("/", 1)[-1]: o.json for o in OVERRIDES.get(set_id, ()) if o.field == "name"}


def disagreements(set_id: str, *, raw: bool = False) -> list[Difference]:
    """Where the text files and cards.json differ, field by field, in the text's names.

    Not differences unless `raw`: names differing in case or quote marks only; a fact cards.json
    leaves out (a missing number, the `*` symbol, Microscopic icons, a Villain's copies); JSON's one
    class for a card the text gives several, when it is one of them (JSON records one class per card);
    JSON's Epic side named "Epic X"."""
    t, j = text_set(set_id), json_set(set_id)
    aliases = _aliases(set_id)
    out: list[Difference] = []

    def named(path: str, a: str, b: str) -> None:
        if (a != b) if raw else (fold(a) != fold(b)):
            out.append(Difference(path, "name", a, b))

    def pair(kind: str, group: str | None, text: dict[str, Any], js: dict[str, Any]) -> list[tuple[str, str]]:
        by_fold = {fold(k): k for k in js}
        pairs: list[tuple[str, str]] = []
        prefix = f"{kind}/{group}/" if group else f"{kind}/"
        for name in text:
            other = by_fold.pop(fold(aliases.get(name, name)), None)
            if other is None:
                out.append(Difference(prefix + name, "present", "yes", "-"))
            else:
                named(prefix + name, name, other)
                pairs.append((name, other))
        out.extend(Difference(prefix + name, "present", "-", "yes") for name in by_fold.values())
        return pairs

    def facts(card: RefCard, other: RefCard, fields: tuple[str, ...]) -> None:
        for f in fields:
            a, b = getattr(card, f), getattr(other, f)
            if f == "copies":
                if b and a != b:
                    out.append(Difference(card.path, f, str(a), str(b)))
            elif f == "classes":
                if b and a != b and (raw or not (len(b) == 1 and b[0] in a)):
                    out.append(Difference(card.path, f, _show(a), _show(b)))
            elif b is not None and not _same_value(a, b, raw):
                out.append(Difference(card.path, f, _show(a), _show(b)))

    def grouped(kind: str, tg: dict[str, list[RefCard]], jg: dict[str, list[RefCard]],
                fields: tuple[str, ...]) -> None:
        for tn, jn in pair(kind, None, tg, jg):
            tc, jc = {c.name: c for c in tg[tn]}, {c.name: c for c in jg[jn]}
            for a, b in pair(kind, tn, tc, jc):
                facts(tc[a], jc[b], fields)
                for ta, jb in zip(tc[a].sides, jc[b].sides, strict=True):
                    named(ta.path, ta.name, jb.name)
                    facts(ta, jb, fields)

    grouped("hero", t.heroes, j.heroes, ("copies", "cost", "attack", "recruit", "classes"))
    grouped("villain", t.villains, j.villains, ("attack", "vp"))
    # cards.json has one entry per Henchman group: its facts against the group's first card.
    grouped("henchman", {k: v[:1] for k, v in t.henchmen.items()},
            {k: [replace(c, name=t.henchmen[k][0].name if k in t.henchmen else c.name) for c in v]
             for k, v in j.henchmen.items()}, ("attack", "vp"))
    singles = {n: [m.card] for n, m in t.masterminds.items()}
    for tn, jn in pair("mastermind", None, singles, {n: [m.card] for n, m in j.masterminds.items()}):
        tm, jm = t.masterminds[tn], j.masterminds[jn]
        facts(tm.card, jm.card, ("attack", "vp"))
        if tm.leads != jm.leads:
            out.append(Difference(f"mastermind/{tn}", "leads", tm.leads, jm.leads))
        for side in ("epic", "back"):
            ts, js_ = getattr(tm, side), getattr(jm, side)
            if (ts is None) != (js_ is None):
                out.append(Difference(f"mastermind/{tn}", side, _show(ts and ts.name), _show(js_ and js_.name)))
            elif ts is not None and js_ is not None:
                named(ts.path, ts.name, js_.name)
                facts(ts, js_, ("attack", "vp"))
        pair("tactic", tn, {c.name: c for c in tm.tactics}, {c.name: c for c in jm.tactics})
    pair("scheme", None, t.schemes, j.schemes)
    for a, b in pair("bystander", None, t.bystanders, j.bystanders):
        facts(t.bystanders[a], j.bystanders[b], ("copies", "vp"))
    return out


# ------------------------------------------------------------------------------------ overrides


@dataclass(frozen=True)
class Override:
    """A decision where the transcriptions (or a rules insert) disagree.

    `text` and `json` are what each transcription says (checked by a test, so an entry cannot go
    stale); `take` is "text", "json", or the value a rules insert gives (it wins over both); "-" as a
    value means "no such card". Field "ability" notes a difference in ability wording: nothing to
    check here (the test only checks both wordings exist), the card's implementer reads it."""

    path: str
    field: str
    text: str
    json: str
    take: str
    why: str

    @property
    def value(self) -> str:
        return {"text": self.text, "json": self.json}.get(self.take, self.take)


def _o(path: str, field: str, text: str, json: str, take: str, why: str) -> Override:
    return Override(path, field, text, json, take, why)


_JSON_RARITY = "cards.json's rarities give the other copy count; the text's agrees with the card's slot in the Hero"
_STAR = "cards.json has no `*` symbol"

OVERRIDES: dict[str, tuple[Override, ...]] = {
    "core": (
        # The 2012 core set: the catalogue was written from the text; cards.json's rarity order
        # swaps two cards' copies in two Heroes (each Hero's total is 14 either way).
        _o("hero/Deadpool/Oddball", "copies", "5", "3", "text", _JSON_RARITY),
        _o("hero/Deadpool/Hey, Can I Get a Do-Over?", "copies", "3", "5", "text", _JSON_RARITY),
        _o("hero/Gambit/Card Shark", "copies", "5", "3", "text", _JSON_RARITY),
        _o("hero/Gambit/Hypnotic Charm", "copies", "3", "5", "text", _JSON_RARITY),
        # Supreme HYDRA's VP grows by ability ("+1 VP for each other HYDRA Villain"): `+`, not `*`.
        _o("villain/HYDRA/Supreme HYDRA", "vp", "3+", "3*", "text", "its VP grows by its ability: `+`"),
        _o("scheme/The Legacy Virus", "name", "The Legacy Virus", "Legacy Virus, The", "text",
           "cards.json sorts by the name with its article moved to the end"),
    ),
    "black-panther": (
        # Insert: every Wakandan Hero has a multiclass card and all of Black Panther's are; the text
        # gives two classes on 8 cards, cards.json one (not a difference: see `disagreements`).
        _o("scheme/Provoke Clash of Nations", "name", "Provoke Clash of Nations", "Provoke a Clash of Nations",
           "text", "insert silent; the text's name, JSON's kept as an alias"),
        _o("mastermind/Killmonger/epic", "ability", "Killmonger", "Epic Killmonger", "text",
           "cards.json names the Epic side 'Epic X'; it is the same Mastermind"),
        _o("mastermind/Klaw/epic", "ability", "Klaw is <b>Double Empowered</b>",
           "Klaw is [keyword:Quadruple Empowered]", "json",
           "Epic Klaw: the insert allows Quadruple Empowered, and an Epic side is the harder one"),
        _o("hero/King Black Panther/Vibranium Claws", "ability", "{POWER Instinct}", "[hc:instinct]:", "text",
           "superpower class: insert silent, text taken (the card is Instinct and Tech)"),
        _o("scheme/Seize the Wakandan Throne", "ability", "Tribe of Wkanda Defeated", "Tribe of Wakanda Defeated",
           "json", "the text's typo"),
    ),
    "noir": (
        _o("mastermind/Charles Xavier", "name", "Charles Xavier", "Charles Xavier, Professor of Crime",
           "Charles Xavier, Professor of Crime", "the insert's name (cards.json agrees)"),
        _o("mastermind/Charles Xavier/Charles Xavier", "attack", "8*", "8+", "text",
           "`N*` is the insert's Villain Attack Symbol"),
        _o("villain/Goblin's Freak Show/Kraven, Animal Trainer", "vp", "3", "4", "text", "insert silent: text"),
        _o("bystander/Detective Wolverine/Detective Wolverine", "vp", "-", "1", "json",
           "a Bystander is worth 1 VP (moot: the card is left out, below)"),
        _o("bystander/Detective Wolverine", "present", "yes", "yes", "-",
           "the insert's 100 cards (70 Hero, 16 Villain, 10 Mastermind, 4 Scheme) leave no room for it"),
    ),
    "infinity-saga": (
        _o("hero/Wanda & Vision/Odd Couple", "classes", "Ranged", "Covert", "text",
           "the text's multiclass and class data match the insert; JSON's class looks like a slip"),
        _o("hero/Captain Marvel/Turning Point", "copies", "3", "2", "text", _JSON_RARITY),
        _o("hero/Captain Marvel/Dawning Hope", "copies", "2", "3", "text", _JSON_RARITY),
        _o("villain/Children of Thanos/Outrider Dropship", "name", "Outrider Dropship", "Outrider Dropships",
           "text", "one card: the singular"),
        _o("tactic/Ebony Maw/You May Think This Is Suffereing", "name", "You May Think This Is Suffereing",
           "You May Think This is Suffering", "You May Think This Is Suffering", "the text's typo; JSON's spelling"),
        _o("scheme/Sacrifice For The Soul Stone", "name", "Sacrifice For The Soul Stone",
           "Sacrifice for the Soul Stone", "json", "the insert spells it so"),
        _o("villain/Children of Thanos/Corvus Glaive", "ability", "#FIGHT", "Escape: Same effect", "json",
           "insert silent: the text has no Escape; JSON's 'Escape: same effect' taken, noted beside the card"),
        _o("scheme/Sacrifice for the Soul Stone", "ability", "#TWIST", "then play another card", "json",
           "insert silent: JSON's 'then play another card' taken, like every other shuffle-back Twist here"),
    ),
    "ant-man-and-the-wasp": (
        _o("hero/Freedom Fighters/Xolum", "copies", "3", "2", "text", _JSON_RARITY),
        _o("hero/Freedom Fighters/Veb", "copies", "2", "3", "text", _JSON_RARITY),
        _o("hero/Janet Van Dyne", "name", "Janet Van Dyne", "Janet van Dyne", "json", "the insert spells it so"),
        _o("hero/Janet Van Dyne/Wasp of Another Generation", "copies", "3", "2", "text", _JSON_RARITY),
        _o("hero/Janet Van Dyne/Subatomic Size", "copies", "2", "3", "text", _JSON_RARITY),
        _o("hero/Jentorra/Take the High Ground", "attack", "1", "1+", "json",
           "its Bridge Conqueror 1 adds Attack: `1+` (the issue takes JSON here)"),
        _o("hero/Scott Lang, Cat Burglar/X-Con Security Van", "copies", "3", "2", "text", _JSON_RARITY),
        _o("hero/Scott Lang, Cat Burglar/Anything for Cassie", "copies", "2", "3", "text", _JSON_RARITY),
        _o("hero/Scott Lang, Cat Burglar/Anything for Cassie", "attack", "1", "1+", "text",
           "none of its abilities adds Attack"),
        _o("hero/Scott Lang, Cat Burglar/Anything for Cassie", "recruit", "1", "1+", "text",
           "none of its abilities adds Recruit"),
        _o("hero/Wasp/Positive Ions", "copies", "3", "2", "text", _JSON_RARITY),
        _o("hero/Wasp/Follow My Lead", "copies", "2", "3", "text", _JSON_RARITY),
        _o("villain/Quantum Realm/Axian Maitre d'", "name", "Axian Maitre d'", "Axiam Maitre D'", "text",
           "JSON's typo"),
        _o("villain/Quantum Realm/Quantumoeba", "ability", "{USIZECHANGING TECH 1}",
           "[keyword:Microscopic Size-Changing] [hc:strength]", "text", "text wins for this set unless said"),
        _o("mastermind/Kang, Quantum Conqueror/Kang, Quantum Conqueror", "vp", "6", "7", "text",
           "text wins for this set unless said"),
        _o("mastermind/Kang, Quantum Conqueror/Kang, Multiverse Conqueror", "vp", "6", "7", "text",
           "the back of the same card: the same VP"),
    ),
}


# ------------------------------------------------------------------------------------ the result


@cache
def reference(set_id: str) -> RefSet:
    """The set as the catalogue must have it: the text files with `OVERRIDES` applied. Shared: do not
    change it."""
    ref = copy.deepcopy(text_set(set_id))
    for o in OVERRIDES.get(set_id, ()):
        if o.field != "ability" and o.take != "text":
            _apply(ref, o)
    return ref


def _apply(ref: RefSet, o: Override) -> None:
    kind, group, *rest = o.path.split("/")
    new = o.value

    def set_fact(card: RefCard) -> None:
        if o.field == "name":
            card.name = new
        elif o.field == "copies":
            card.copies = int(new)
        elif o.field == "classes":
            card.classes = tuple(new.split(", ")) if new != "-" else ()
        else:
            setattr(card, o.field, value(new) if new != "-" else None)

    def rename(d: dict[str, Any], old: str) -> None:
        items = [(new if k == old else k, v) for k, v in d.items()]
        d.clear()
        d.update(items)

    if kind in ("hero", "villain", "henchman"):
        groups: dict[str, list[RefCard]] = getattr(ref, {"hero": "heroes"}.get(kind, kind + "s"))
        if not rest and o.field == "name":
            rename(groups, group)
            for card in groups[new]:
                card.group = new
            return
        cards = groups[group]
        card = next(c for c in cards if c.name == rest[0])
        if o.field == "present":
            assert new == "-", o
            cards.remove(card)
        else:
            set_fact(card)
    elif kind in ("mastermind", "epic", "tactic"):
        mm = ref.masterminds[group]
        if kind == "mastermind" and not rest and o.field == "name":
            rename(ref.masterminds, group)
            for side in (mm.card, mm.epic, mm.back, *mm.tactics):
                if side is not None:
                    side.group = new
            mm.card.name = new
            if mm.epic is not None:
                mm.epic.name = new
            return
        if kind == "tactic":
            card = next(c for c in mm.tactics if c.name == rest[0])
        elif kind == "epic":
            assert mm.epic is not None, o
            card = mm.epic
        else:
            card = next(c for c in (mm.card, mm.back) if c is not None and c.name == rest[0])
        set_fact(card)
    elif kind in ("scheme", "bystander"):
        table: dict[str, RefCard] = getattr(ref, kind + "s")
        if o.field == "present":
            assert new == "-", o
            del table[group]
        elif o.field == "name":
            rename(table, group)
            table[new].name = table[new].group = new
        else:
            set_fact(table[group])
    else:
        raise ValueError(f"no such kind in {o.path!r}")
