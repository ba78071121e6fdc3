"""The setup rules of the base game: what a legal setup is and what it puts where (a Scheme or Mastermind
of any set changes them through its own fields)."""

from __future__ import annotations

import difflib
import functools
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.catalog import Catalog, catalog
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.words import count

#: Villain groups / Henchmen groups / Bystanders in the Villain Deck, by player count.
PLAYER_TABLE: dict[int, tuple[int, int, int]] = {2: (2, 1, 2), 3: (3, 1, 8), 4: (3, 2, 8), 5: (4, 2, 12)}
MASTER_STRIKES = 5
HERO_CARDS_EACH = 14
STACK_SIZE = 30  # Bystanders, Wounds, Officers each
MAX_NAME = 24  # characters in a player's name (the setup wizard's name fields take no more)
_INVISIBLE = {"\u200b", "\u200c", "\u200d", "\u2060", "\ufeff", "\u180e", "\u00ad", "\u034f"}


@functools.cache
def _confusables() -> dict[int, str]:
    """Unicode's confusables (UTS #39), as `confusables.txt` beside this file has them (made from
    Unicode's data by scripts/make_confusables.py): each code point drawn like another text, mapped to it."""
    table: dict[int, str] = {}
    text = resources.files(__package__).joinpath("confusables.txt").read_text(encoding="utf-8")
    for line in text.splitlines():
        if line and not line.startswith("#"):
            source, target = line.split("\t")
            table[int(source, 16)] = "".join(chr(int(c, 16)) for c in target.split())
    return table


def skeleton(text: str) -> str:
    """The confusables skeleton of `text` (UTS #39): two texts with the same skeleton look alike
    ("AIice", with a capital I, and "Alice"; "аlice" with a Cyrillic а and "alice")."""
    return unicodedata.normalize("NFD", unicodedata.normalize("NFD", text).translate(_confusables()))


def name_keys(name: str) -> frozenset[str]:
    """What a name is compared by: its skeleton (NFKC first), case-folded before and after, so that two
    names match when they look alike or differ only in case ("ALICE", "alice", "AIice"). Accents stay:
    "José" and "Jose" are two names."""
    text = unicodedata.normalize("NFKC", name)
    return frozenset({skeleton(text.casefold()), skeleton(skeleton(text).casefold())})


def name_key(name: str) -> str:
    """One key of `name` (its case-folded skeleton); `same_name` is the comparison."""
    return skeleton(unicodedata.normalize("NFKC", name).casefold())


def same_name(a: str, b: str) -> bool:
    """Do names `a` and `b` count as the same (they look alike on screen, or differ only in case)?"""
    return bool(name_keys(a) & name_keys(b))


def clean_name(typed: object) -> str:
    """A name as a player typed it, made plain text: Unicode NFKC (look-alike forms folded: full-width
    letters, ligatures), control, format (Cf: bidi marks) and zero-width characters removed, every run of
    whitespace one space, trimmed, and at most `MAX_NAME` characters. Every typed name goes through this."""
    text = unicodedata.normalize("NFKC", str(typed or ""))
    kept = "".join(" " if ch.isspace() else ch for ch in text if ch.isspace() or (
        ch not in _INVISIBLE and unicodedata.category(ch) not in ("Cc", "Cf", "Cs", "Co", "Cn")))
    return " ".join(kept.split())[:MAX_NAME].strip()


class SetupError(ValueError):
    """A setup that breaks a rule; the message names the rule."""


def named(name: str) -> str:
    """A name from a file as a refusal shows it: quoted, and cut if long."""
    return repr(name) if len(name) <= 60 else repr(name[:57] + "…")


class OutsideSets(SetupError):
    """A card chosen for the game (`name`) is from a set (`set_id`) the game does not use: adding the set, or
    choosing another card, fixes it (the wizard offers the first)."""

    def __init__(self, name: str, set_id: str) -> None:
        super().__init__(f"{name} is from the {set_id} set, which this game does not use")
        self.name = name
        self.set_id = set_id


def unknown(kind: str, name: str, choices: Iterable[str]) -> SetupError:
    """The refusal of a name this app does not know: one short line with the closest valid names (a name
    from a file may be anything, so it is shown cut)."""
    shown = named(name)
    near = difflib.get_close_matches(name, list(choices), n=3, cutoff=0.6)
    if not near:
        lowered = {c.lower(): c for c in choices}
        near = [lowered[n] for n in difflib.get_close_matches(name.lower(), list(lowered), n=3, cutoff=0.6)]
    if near:
        return SetupError(f"unknown {kind} {shown}; the closest: {', '.join(near)}")
    return SetupError(f"unknown {kind} {shown}; none is close to it")


@dataclass(frozen=True)
class Requirements:
    villains: int
    henchmen: int
    heroes: int
    bystanders: int
    twists: int
    required_villains: tuple[str, ...]
    always_leads: str
    leads_henchmen: bool
    set_aside_villains: tuple[str, ...] = ()  # Villain groups set aside (not in the Villain Deck)
    extra_heroes: int = 0  # Heroes set aside by a rule (Setup.extras), beside the Hero Deck


def requirements(players: int, mastermind: str, scheme: str, cat: Catalog | None = None) -> Requirements:
    """How many of each thing a game with this player count, Mastermind and Scheme needs."""
    cat = cat or catalog()
    if players not in PLAYER_TABLE:
        raise SetupError(f"Legendary is played by 2 to 5 players here, not {players}")
    if mastermind not in cat.masterminds:
        raise unknown("Mastermind", mastermind, cat.masterminds)
    if scheme not in cat.schemes:
        raise unknown("Scheme", scheme, cat.schemes)
    villains, henchmen, bystanders = PLAYER_TABLE[players]
    sch = cat.schemes[scheme]
    mm = cat.masterminds[mastermind]
    heroes = 6 if players == 5 else 5
    if sch.heroes is not None:
        heroes = sch.heroes(players)
    if sch.bystanders is not None:
        bystanders = sch.bystanders(players)
    return Requirements(
        villains=villains + sch.extra_villains,
        henchmen=henchmen + sch.extra_henchmen,
        heroes=heroes,
        bystanders=bystanders,
        twists=sch.twists(players),
        required_villains=sch.required_villains,
        always_leads=mm.always_leads,
        leads_henchmen=mm.leads_henchmen,
        set_aside_villains=tuple(dict.fromkeys((*mm.set_aside_villains, *sch.set_aside_villains))),
        extra_heroes=sch.extra_heroes,
    )


def validate(setup: Setup, cat: Catalog | None = None) -> Requirements:
    """Check a setup against every rule; raise `SetupError` naming the broken rule."""
    cat = cat or catalog()
    have = cat.sets()
    for set_id in setup.sets:
        if set_id not in have:
            raise unknown("card set", set_id, have)
    req = requirements(setup.players, setup.mastermind, setup.scheme, cat)
    for kind, names, pool in (
        ("Villain group", setup.villains, cat.villains),
        ("Henchman group", setup.henchmen, cat.henchmen),
        ("Hero", setup.heroes, cat.heroes),
    ):
        for name in names:
            if name not in pool:
                if kind == "Villain group" and name in cat.henchmen:
                    raise SetupError(f"unknown {kind} {named(name)} (that is a Henchman group)")
                if kind == "Henchman group" and name in cat.villains:
                    raise SetupError(f"unknown {kind} {named(name)} (that is a Villain group)")
                raise unknown(kind, name, pool)
        if len(set(names)) != len(names):
            raise SetupError(f"each {kind} may be used only once: {', '.join(names)}")
    for name in (setup.mastermind, setup.scheme, *setup.villains, *setup.henchmen, *setup.heroes):
        card_set = cat.set_of.get(name)
        if card_set is not None and card_set not in setup.sets:
            raise OutsideSets(name, card_set)
    if len(setup.villains) != req.villains:
        raise SetupError(
            f"{setup.players} players use {count(req.villains, 'Villain group')}, not {len(setup.villains)}"
        )
    if len(setup.henchmen) != req.henchmen:
        extra = " (the Scheme adds one)" if cat.schemes[setup.scheme].extra_henchmen else ""
        raise SetupError(
            f"{setup.players} players use {count(req.henchmen, 'Henchman group')}{extra}, not {len(setup.henchmen)}"
        )
    if len(setup.heroes) != req.heroes:
        raise SetupError(f"this game uses {req.heroes} Heroes, not {len(setup.heroes)}")
    leads_pool = setup.henchmen if req.leads_henchmen else setup.villains
    if req.always_leads not in leads_pool:
        raise SetupError(f"{setup.mastermind} Always Leads {req.always_leads}: include that group")
    for group in req.required_villains:
        if group not in setup.villains:
            raise SetupError(f"{setup.scheme} requires the {group} Villain group")
    _validate_extras(setup, req, cat)
    if setup.epic and cat.masterminds[setup.mastermind].epic is None:
        raise SetupError(f"{setup.mastermind} has no Epic side")
    if setup.names and len(setup.names) != setup.players:
        raise SetupError(f"{len(setup.names)} names given for {setup.players} players")
    for i, name in enumerate(setup.names):
        if len(name) > MAX_NAME:
            raise SetupError(f"player {i + 1}'s name is {len(name):,} characters long; a name has at most {MAX_NAME}")
    return req


def _validate_extras(setup: Setup, req: Requirements, cat: Catalog) -> None:
    """Set-aside Villain groups and Heroes chosen by a rule are listed in `Setup.extras`."""
    extras = list(setup.extras)
    for group in req.set_aside_villains:
        if group not in cat.villains:
            raise SetupError(f"the set-aside Villain group {group!r} is not in this app's cards")
        if group in setup.villains:
            raise SetupError(f"{group} is set aside, so it can't also be in the Villain Deck")
        if group not in extras:
            raise SetupError(f"this game sets the {group} Villain group aside: list it among the extras")
        extras.remove(group)
    if len(extras) != req.extra_heroes:
        raise SetupError(f"this game sets {count(req.extra_heroes, 'extra Hero')} aside, not {len(extras)}")
    accepts = cat.schemes[setup.scheme].extra_hero_ok
    for name in extras:
        if name not in cat.heroes:
            raise unknown("extra Hero", name, cat.heroes)
        if name in setup.heroes:
            raise SetupError(f"{name} can't be both in the Hero Deck and set aside")
        if accepts is not None and not accepts(cat.heroes[name]):
            raise SetupError(f"{name} does not qualify to be set aside by {setup.scheme}")


def special_bystanders(setup: Setup, cat: Catalog | None = None) -> list[CardDef]:
    """The special Bystanders of the game's sets (each set's own, not the base game's plain one): they are
    shuffled into the Bystander Stack at setup, so the stack holds more than the 30 plain ones."""
    cat = cat or catalog()
    return [c for c in cat.generic.values()
            if c.kind is Kind.BYSTANDER and not sets.is_base(c.set) and c.set in setup.sets]


def bystander_cards(setup: Setup, cat: Catalog | None = None) -> int:
    """All the Bystanders a game has at setup: the 30 plain ones and every copy of its sets' special ones."""
    return STACK_SIZE + sum(c.copies for c in special_bystanders(setup, cat))


def composition(setup: Setup, cat: Catalog | None = None) -> dict[str, object]:
    """What the setup puts in each deck and stack, by kind (for the wizard and the CLI)."""
    cat = cat or catalog()
    req = validate(setup, cat)
    sch = cat.schemes[setup.scheme]
    villains = sum(c.copies for g in setup.villains for c in cat.villains[g])
    henchmen = sum(cat.henchman_copies(g, c) for g in setup.henchmen for c in cat.henchman_cards(g))
    heroes_in_villain_deck = sch.heroes_in_villain_deck
    hero_deck = HERO_CARDS_EACH * len(setup.heroes) - heroes_in_villain_deck
    villain_deck = {
        "villains": villains,
        "henchmen": henchmen,
        "bystanders": req.bystanders,
        "scheme_twists": req.twists,
        "master_strikes": MASTER_STRIKES,
        "heroes": heroes_in_villain_deck,
        "other": 0,
    }
    villain_deck["total"] = sum(villain_deck.values())
    wounds = STACK_SIZE if sch.wounds_per_player is None else sch.wounds_per_player * setup.players
    return {
        "villain_deck": villain_deck,
        "hero_deck": hero_deck,
        "bystander_stack": bystander_cards(setup, cat) - req.bystanders,
        "special_bystanders": bystander_cards(setup, cat) - STACK_SIZE,
        "wound_stack": wounds,
        "officer_stack": STACK_SIZE,
        "twists_beside_scheme": sch.twists_beside_scheme,
        "set_aside": list(setup.extras),
    }
