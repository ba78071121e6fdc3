"""What a setup changes from the usual table, in words, for the wizard's summary and `cli setup`.

Read from the data (the Scheme's and Mastermind's setup rules, and the table a game of this setup
lays out), so a new set's Schemes are described without code here; a Scheme may add a sentence of
its own in `extra["setup_note"]`.
"""

from __future__ import annotations

from collections import Counter

from legendary_desktop.engine import sets
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import Catalog, catalog
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.setup_rules import requirements
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.table import CITY_NAMES, HQ_SLOTS
from legendary_desktop.engine.words import count


def stacks(setup: Setup, cat: Catalog | None = None) -> dict[str, int]:
    """How many cards each stack holds when the game begins, read from a game of this setup laid out (its
    sets' special Bystanders shuffled in, the Scheme's and the Mastermind's setup done, before the first
    Villain card), so that the wizard says what the table will show."""
    g = Game(setup, 0, cat or catalog(), first_villain_step=False)
    return {"bystanders": len(g.bystander_stack), "wounds": len(g.wound_stack), "officers": len(g.officer_stack)}


def setup_notes(setup: Setup, cat: Catalog | None = None) -> list[str]:
    """Sentences on what this setup adds or changes: set-aside groups, extra groups, the table's shape,
    special Bystanders, the Scheme's own note."""
    cat = cat or catalog()
    req = requirements(setup.players, setup.mastermind, setup.scheme, cat)
    scheme, mm = cat.schemes[setup.scheme], cat.masterminds[setup.mastermind]
    notes: list[str] = []
    if scheme.extra_villains:
        notes.append(f"{setup.scheme} adds {count(scheme.extra_villains, 'more Villain group')}.")
    for group in req.set_aside_villains:
        who = setup.mastermind if group in mm.set_aside_villains else setup.scheme
        notes.append(f"{who} sets the {group} Villain group aside.")
    heroes = [e for e in setup.extras if e in cat.heroes and e not in req.set_aside_villains]
    if heroes:
        become = scheme.extra.get("set_aside_as")  # "Shrink Tech", "the Past Hero Deck"
        notes.append(f"{setup.scheme} sets aside {', '.join(heroes)}{f' as {become}' if become else ''}.")
    g = Game(setup, 0, cat)  # the table this setup lays out (a few milliseconds)
    for area in g.areas:
        if list(area.city_names) != list(CITY_NAMES):
            notes.append(f"{area.name}: {count(len(area.city), 'space')}: {', '.join(area.city_names) or 'none'}.")
        if len(area.hq) != HQ_SLOTS:
            notes.append(f"{area.name}: an HQ of {count(len(area.hq), 'space')}.")
    noted = set(req.set_aside_villains) | {f"Set aside: {h}" for h in heroes}
    for holder, who in ((g.mastermind_card, setup.mastermind), (g.scheme_card, setup.scheme)):
        for pile, cards in g.held.get(holder, {}).items():  # what the rules put beside them at setup
            if cards and pile not in noted:
                groups = sorted({g.cards[c].group for c in cards})
                notes.append(f"Beside {who}: {pile} ({count(len(cards), 'card')}: {', '.join(groups)}).")
    if len(g.villain_decks) > 1:
        notes.append(f"{len(g.villain_decks)} Villain Decks, each feeding its own city space.")
    special = Counter(g.cards[c].name for c in g.bystander_stack + g.villain_deck
                      if g.cards[c].kind is Kind.BYSTANDER and not sets.is_base(g.cards[c].set))
    if special:
        notes.append("Special Bystanders: " + ", ".join(f"{n} {name}" for name, n in sorted(special.items())) + ".")
    own = scheme.extra.get("setup_note")
    if own:
        notes.append(str(own))
    return notes
