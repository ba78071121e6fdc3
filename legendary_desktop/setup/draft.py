"""A setup being chosen (the wizard's model): the players' picks plus chance for the rest.

Every slot is either picked by the players or left to chance; `resolve()` fills the chance
slots with the randomizer from `seed`, within the rules, or raises `SetupError` saying why no
legal setup exists for these picks. Qt-free, so the wizard's rules are tested headless.

`seed` reproduces the setup only (it is shown and may be shared before play); the shuffles come from
`key`, a secret drawn from the operating system for each draft (engine/deal.py), or the secret of a deal
code typed in to play a finished game's deal again (`use_code`). `deal()` is what the game is dealt from.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from legendary_desktop.cards import SET_TITLES
from legendary_desktop.engine.catalog import Catalog, catalog
from legendary_desktop.engine.deal import Deal
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.sets import base as base_set
from legendary_desktop.engine.setup_rules import MAX_NAME, SetupError, requirements
from legendary_desktop.engine.spec import Setup
from legendary_desktop.setup.randomizer import Weights, random_setup


@dataclass(frozen=True)
class LockedSlot:
    """A group the rules put in the game, with the reason shown to the players."""

    name: str
    reason: str


@dataclass
class Draft:
    players: int = 3
    names: list[str] = field(default_factory=list)
    sets: set[str] = field(default_factory=lambda: {s for s in (base_set(),) if s is not None})
    seed: int = 1
    #: the deal's secret: fresh from the OS, or a typed deal code's (`from_code` says which)
    key: bytes = field(default_factory=lambda: Deal.fresh().key, repr=False)
    from_code: bool = False
    mastermind: str | None = None  # None: left to chance
    scheme: str | None = None
    villains: list[str] = field(default_factory=list)  # picked by the players
    henchmen: list[str] = field(default_factory=list)
    heroes: list[str] = field(default_factory=list)
    weights: Weights | None = None  # "avoid recently played" (None: every card equally likely)
    epic: str = "off"  # the Mastermind's Epic side: "off", "on" or "random" (where it has one)
    cat: Catalog = field(default_factory=catalog, repr=False)

    # ------------------------------------------------------------- pools
    def available_sets(self) -> list[str]:
        """Sets whose cards this build has (the others are listed but not selectable)."""
        have = set(self.cat.set_of.values())
        return [s for s in SET_TITLES if s in have]  # each set's package registers itself, in release order

    def _in_sets(self, name: str) -> bool:
        return self.cat.set_of.get(name) in self.sets

    def pool(self, kind: str) -> list[str]:
        tables: dict[str, list[str]] = {
            "mastermind": list(self.cat.masterminds), "scheme": list(self.cat.schemes),
            "villains": list(self.cat.villains), "henchmen": list(self.cat.henchmen), "heroes": list(self.cat.heroes),
        }
        return [name for name in tables[kind] if self._in_sets(name)]

    # ---------------------------------------------------------- resolving
    def resolve(self) -> Setup:
        """The complete setup: the players' picks, chance for the rest. Raises `SetupError`."""
        if not self.sets:
            raise SetupError("choose at least one set to play with")
        names = [n.strip() for n in self.names[: self.players]]
        if any(not n for n in names):
            raise SetupError("every player needs a name")
        if len(set(names)) != len(names):
            raise SetupError("two players have the same name")
        if any(len(n) > MAX_NAME for n in names):
            raise SetupError(f"a player's name has at most {MAX_NAME} characters")
        ordered = [s for s in SET_TITLES if s in self.sets] + sorted(self.sets - set(SET_TITLES))
        return random_setup(
            self.players, self.seed, mastermind=self.mastermind, scheme=self.scheme, villains=self.villains,
            henchmen=self.henchmen, heroes=self.heroes, sets=ordered, names=names,
            weights=self.weights, cat=self.cat, epic=self.epic,
        )

    def epic_possible(self) -> bool:
        """Can the Epic choice matter: the picked Mastermind (or any it may be drawn from) has an Epic side?"""
        names = [self.mastermind] if self.mastermind else self.pool("mastermind")
        return any(self.cat.masterminds[n].epic is not None for n in names)

    def problem(self) -> str | None:
        try:
            self.resolve()
        except SetupError as err:
            return str(err)
        return None

    def locked(self, setup: Setup) -> dict[str, list[LockedSlot]]:
        """Groups the rules require in this setup (Always Leads, a Scheme's required group) and the
        groups and Heroes the rules set aside (`Setup.extras`: a Mastermind's or Scheme's set-aside
        Villain groups, a Scheme's set-aside Heroes)."""
        req = requirements(setup.players, setup.mastermind, setup.scheme, self.cat)
        out: dict[str, list[LockedSlot]] = {"villains": [], "henchmen": [], "heroes": []}
        kind = "henchmen" if req.leads_henchmen else "villains"
        out[kind].append(LockedSlot(req.always_leads, f"Always Led by {setup.mastermind}"))
        for group in req.required_villains:
            if group != req.always_leads:
                out["villains"].append(LockedSlot(group, f"Required by {setup.scheme}"))
        mm_aside = self.cat.masterminds[setup.mastermind].set_aside_villains
        for group in req.set_aside_villains:
            who = setup.mastermind if group in mm_aside else setup.scheme
            out["villains"].append(LockedSlot(group, f"Set aside by {who} (not in the Villain Deck)"))
        become = self.cat.schemes[setup.scheme].extra.get("set_aside_as")  # what the Heroes set aside are for
        for hero in setup.extras:
            if hero in self.cat.heroes and hero not in req.set_aside_villains:
                out["heroes"].append(LockedSlot(hero, f"Set aside by {setup.scheme}"
                                                      f"{f' as {become}' if become else ''} (not in the Hero Deck)"))
        # A group drawn when the game is laid out (Kang's Timeline Variants): the game's deal says which (it is
        # on the table from the start).
        named = {*setup.villains, *setup.extras}
        g = Game(setup, self.deal(), self.cat)
        for holder, who in ((g.mastermind_card, setup.mastermind), (g.scheme_card, setup.scheme)):
            for pile, cards in g.held.get(holder, {}).items():
                groups = sorted({g.cards[c].group for c in cards if g.cards[c].is_villain} - named)
                for group in groups:
                    if group in self.cat.villains:
                        out["villains"].append(LockedSlot(group, f"Set aside by {who} as {pile}"))
                        named.add(group)
        return out

    def slot_notes(self, setup: Setup) -> dict[str, list[str]]:
        """Why a page has more slots than usual (a Scheme that adds Villain groups)."""
        req = requirements(setup.players, setup.mastermind, setup.scheme, self.cat)
        extra = self.cat.schemes[setup.scheme].extra_villains
        out: dict[str, list[str]] = {}
        if extra:
            out["villains"] = [f"{setup.scheme} adds {extra} more Villain group{'s' if extra != 1 else ''} "
                               f"({req.villains} in all)"]
        return out

    # ------------------------------------------------------------ the deal
    def deal(self) -> Deal:
        """What the game is dealt from: the secret, labelled with the setup's number."""
        return Deal(self.key, self.seed)

    def new_deal(self) -> None:
        """A fresh secret from the OS (a typed deal code is forgotten)."""
        self.key, self.from_code = Deal.fresh().key, False

    def use_code(self, code: str) -> None:
        """Play a finished game's deal again: its setup number and its secret. Raises ValueError."""
        deal = Deal.from_code(code)
        self.key, self.from_code = deal.key, True
        if deal.setup_seed is not None:
            self.seed = deal.setup_seed

    # ------------------------------------------------------------ changes
    def randomize_all(self, seed: int | None = None) -> None:
        """Forget every pick and draw a fresh setup (and, without a `seed`, a fresh deal)."""
        self.mastermind = self.scheme = None
        self.villains, self.henchmen, self.heroes = [], [], []
        if seed is None:
            self.new_deal()
        self.seed = random.SystemRandom().randrange(1, 10**9) if seed is None else seed

    def reroll(self, kind: str, current: str, rng: random.Random | None = None) -> str | None:
        """Replace one slot's card by another legal one at random and keep it as a pick."""
        rng = rng or random.Random()
        setup = self.resolve()
        if kind in ("mastermind", "scheme"):
            choices = [n for n in self.pool(kind) if n != current]
            rng.shuffle(choices)
            for name in choices:
                old = getattr(self, kind)
                setattr(self, kind, name)
                if self.problem() is None:
                    return name
                setattr(self, kind, old)
            return None
        # Only this slot changes: the others are kept as they are shown now.
        shown: list[str] = list(getattr(setup, kind))
        locked = {slot.name for slot in self.locked(setup).get(kind, [])}
        keep = [n for n in shown if n != current and n not in locked]
        before: list[str] = list(getattr(self, kind))
        choices = [n for n in self.pool(kind) if n not in shown]
        rng.shuffle(choices)
        for name in choices:
            setattr(self, kind, [*keep, name])
            if self.problem() is None:
                return name
        setattr(self, kind, before)
        return None

    def pick(self, kind: str, slot_value: str | None, previous: str | None = None) -> None:
        """Set a slot: a name is kept as the players' pick; None leaves it to chance."""
        if kind in ("mastermind", "scheme"):
            setattr(self, kind, slot_value)
            return
        picks: list[str] = getattr(self, kind)
        if previous is not None and previous in picks:
            picks.remove(previous)
        if slot_value is not None and slot_value not in picks:
            picks.append(slot_value)
