"""Prepared positions: build a game at a chosen position in a line or two, answer by name, check it. The
sets' lessons (What's New In) are built from them, and so are the tests and bug reports.

```python
g = position(hand=["Dangerous Rescue", "S.H.I.E.L.D. Agent"], city={"Sewers": "Blob"})
answer(g, "Dangerous Rescue")        # play it
assert_conserved(g)
```

Positions start at player 0's main phase of turn 1 (no Villain card played yet).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from weakref import WeakKeyDictionary

from legendary_desktop.engine import sets as set_registry
from legendary_desktop.engine.card import CardDef, Kind, MastermindDef, SchemeDef
from legendary_desktop.engine.catalog import Catalog, catalog, catalog_of
from legendary_desktop.engine.decision import Decision, Option
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.sets import Rulebook
from legendary_desktop.engine.setup_rules import requirements
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import Occupant

DEFAULT_HEROES = ("Black Widow", "Captain America", "Cyclops", "Hulk", "Iron Man", "Wolverine")


def default_setup(
    players: int = 2,
    mastermind: str = "Red Skull",
    scheme: str = "Unleash the Power of the Cosmic Cube",
    villains: Sequence[str] | None = None,
    henchmen: Sequence[str] | None = None,
    heroes: Sequence[str] | None = None,
    cat: Catalog | None = None,
    epic: bool = False,
) -> Setup:
    """A legal setup with the given choices; what is not given is filled in a fixed order."""
    cat = cat or catalog()
    req = requirements(players, mastermind, scheme, cat)
    vil = list(villains or [])
    hen = list(henchmen or [])
    lead_pool = hen if req.leads_henchmen else vil
    if req.always_leads not in lead_pool:
        lead_pool.insert(0, req.always_leads)
    for group in req.required_villains:
        if group not in vil:
            vil.append(group)
    for group in cat.villains:
        if len(vil) >= req.villains:
            break
        if group not in vil and group not in req.set_aside_villains:
            vil.append(group)
    for group in cat.henchmen:
        if len(hen) >= req.henchmen:
            break
        if group not in hen:
            hen.append(group)
    her = list(heroes or [])
    for group in (*DEFAULT_HEROES, *cat.heroes):
        if len(her) >= req.heroes:
            break
        if group not in her:
            her.append(group)
    extras = list(req.set_aside_villains)  # groups a rule sets aside, then Heroes it sets aside
    accepts = cat.schemes[scheme].extra_hero_ok
    for group in (*DEFAULT_HEROES, *cat.heroes):
        if len(extras) >= len(req.set_aside_villains) + req.extra_heroes:
            break
        if group not in her[: req.heroes] and group not in extras and (accepts is None or accepts(cat.heroes[group])):
            extras.append(group)
    chosen = [mastermind, scheme, *vil[: req.villains], *hen[: req.henchmen], *her[: req.heroes], *extras]
    base_game = [s for s in (set_registry.base(),) if s is not None]
    sets = tuple(dict.fromkeys([*base_game, *(cat.set_of[n] for n in chosen if n in cat.set_of)]))
    return Setup(players, mastermind, scheme, tuple(vil[: req.villains]), tuple(hen[: req.henchmen]),
                 tuple(her[: req.heroes]), sets=sets, epic=epic, extras=tuple(extras))


def catalog_with(*cards: CardDef, masterminds: Sequence[MastermindDef] = (),
                 schemes: Sequence[SchemeDef] = ()) -> Catalog:
    """The full catalogue plus test-only cards (a Hero, Villain or Henchman by its kind), leaving the
    real catalogue untouched: for proving an engine capability before any set's card uses it."""
    base = catalog()
    cat = Catalog(
        heroes={k: list(v) for k, v in base.heroes.items()}, villains={k: list(v) for k, v in base.villains.items()},
        henchmen=dict(base.henchmen), henchman_groups={k: list(v) for k, v in base.henchman_groups.items()},
        masterminds=dict(base.masterminds), schemes=dict(base.schemes), generic=dict(base.generic),
        set_of=dict(base.set_of), by_key=dict(base.by_key),
    )
    for card in cards:
        if card.kind is Kind.HERO:
            cat.add_hero(card)
        elif card.kind is Kind.HENCHMAN:
            cat.add_henchman(card)
        else:
            cat.add_villain(card)
    for mm in masterminds:
        cat.add_mastermind(mm)
    for sch in schemes:
        cat.add_scheme(sch)
    return cat


def card_def(name: str) -> CardDef:
    return catalog().find(name)


# The instances each game has handed out through `instance`/`put`. A supply zone can also be a
# destination (a Twist put on the Villain Deck, an Agent put in the KO pile), so without this a
# second call would take back the card the first one placed.
_placed: WeakKeyDictionary[Game, set[int]] = WeakKeyDictionary()


def instance(g: Game, name: str) -> int:
    """A distinct instance of the named card: one not handed out before, from a supply pile or the
    KO pile, or a new one (counted in the game's totals) if none is there."""
    cdef = g.cat.find(name)
    placed = _placed.setdefault(g, set())
    supplies: list[list[int]] = [g.hero_deck, g.villain_deck, g.bystander_stack, g.wound_stack,
                                 g.officer_stack, g.ko_pile]
    for zone in supplies:
        for c in reversed(zone):
            if g.cards[c] is cdef and c not in placed:
                zone.remove(c)
                placed.add(c)
                return c
    g.cards.append(cdef)
    g.totals[cdef.key] = g.totals.get(cdef.key, 0) + 1
    g.cards_came_in(cdef)
    placed.add(len(g.cards) - 1)
    return len(g.cards) - 1


def put(g: Game, name: str, zone: str, player: int = 0) -> int:
    """Move an instance of the named card into a zone: hand, deck (top), discard, victory_pile,
    played, hq:N, city:N or city:Sewers (as a Villain), villain_deck (top), hero_deck (top), ko,
    escape, bystanders:N (captured in city space N), mastermind_bystanders."""
    card = instance(g, name)
    p = g.players[player]
    where, _, arg = zone.partition(":")
    if where in ("hand", "deck", "discard", "victory_pile"):
        getattr(p, where).append(card)
    elif where == "played":
        g.turn.played.append(card)
        g.turn.played_defs.append(g.cards[card])
    elif where == "hq":
        i = int(arg)
        old = g.hq[i]
        if old is not None:
            g.hero_deck.insert(0, old)
        g.hq[i] = card
    elif where == "city":
        i = g.city_names.index(arg) if arg in g.city_names else int(arg)
        old_occ = g.city[i]
        if old_occ is not None:
            g.villain_deck.insert(0, old_occ.card)
        g.city[i] = Occupant(card)
    elif where == "bystanders":
        occ = g.city[g.city_names.index(arg) if arg in g.city_names else int(arg)]
        assert occ is not None, "no Villain there to hold a Bystander"
        occ.bystanders.append(card)
    elif where == "villain_deck":
        g.villain_deck.append(card)
    elif where == "hero_deck":
        g.hero_deck.append(card)
    elif where == "ko":
        g.ko_pile.append(card)
    elif where == "escape":
        g.escape_pile.append(card)
    elif where == "mastermind_bystanders":
        g.mastermind_bystanders.append(card)
    else:
        raise ValueError(f"unknown zone {zone!r}")
    g.refresh()
    return card


def clear(g: Game, zone: list[int]) -> None:
    """Empty a zone into the KO pile (keeps every card accounted for)."""
    g.ko_pile += zone
    zone.clear()


def position(
    *,
    players: int = 2,
    mastermind: str = "Red Skull",
    scheme: str = "Unleash the Power of the Cosmic Cube",
    villains: Sequence[str] | None = None,
    henchmen: Sequence[str] | None = None,
    heroes: Sequence[str] | None = None,
    hand: Iterable[str] | None = None,
    deck: Iterable[str] | None = None,
    discard: Iterable[str] | None = None,
    city: dict[str, str] | None = None,
    hq: Sequence[str] | None = None,
    hands: dict[int, Iterable[str]] | None = None,
    recruit: int = 0,
    attack: int = 0,
    seed: int = 1,
    cat: Catalog | None = None,
    epic: bool = False,
    rulebook: Rulebook | None = None,
) -> Game:
    """A game at player 0's first main phase, arranged as described.

    `hand`, `deck` (listed bottom to top), `discard` replace player 0's; `hands` replaces
    other players' hands; `city` maps space names to Villains; `hq` replaces the HQ. The game plays by
    `rulebook` (the program's sets when None), drawing from its catalogue unless `cat` is given.
    """
    if cat is None and rulebook is not None:
        cat = catalog_of(rulebook)
    setup = default_setup(players, mastermind, scheme, villains, henchmen, heroes, cat, epic)
    g = Game(setup, seed, cat=cat, first_villain_step=False, rulebook=rulebook)
    p = g.players[0]
    if hand is not None:
        clear(g, p.hand)
        for name in hand:
            put(g, name, "hand")
    if deck is not None:
        clear(g, p.deck)
        for name in deck:
            put(g, name, "deck")
    if discard is not None:
        clear(g, p.discard)
        for name in discard:
            put(g, name, "discard")
    for other, names in (hands or {}).items():
        clear(g, g.players[other].hand)
        for name in names:
            put(g, name, "hand", other)
    for space, name in (city or {}).items():
        put(g, name, f"city:{space}")
    if hq is not None:
        for i, name in enumerate(hq):
            put(g, name, f"hq:{i}")
    g.turn.recruit += recruit
    g.turn.recruit_made += recruit
    g.turn.attack += attack
    g.refresh()
    return g


def find_option(d: Decision, what: str) -> Option:
    """An option by label, by its words, or by its card's name."""
    for o in d.options:
        if o.label == what:
            return o
    for o in d.options:
        if o.text == what:
            return o
    raise LookupError(f"no option {what!r} in {d.prompt!r}: {[(o.label, o.text) for o in d.options]}")


def answer(g: Game, *whats: str) -> None:
    """Answer the pending decision: one name picks one option, several pick several (or an order).

    Names are matched against labels, option words, or card names ("Play Hulk Smash!",
    "Hulk Smash!", "end", "yes")."""
    labels: list[str] = []
    d = g.pending
    assert d is not None, "the game is over"
    used: set[str] = set()
    for what in whats:
        matches = [o for o in d.options if o.label not in used and (
            o.label == what or o.text == what or (o.card is not None and g.cards[o.card].name == what)
            or o.text.startswith(what))]
        if not matches:
            raise LookupError(f"no option {what!r} in {d.prompt!r}: {[(o.label, o.text) for o in d.options]}")
        used.add(matches[0].label)
        labels.append(matches[0].label)
    g.decide(labels[0] if len(labels) == 1 and not d.multi else labels)
    assert_conserved(g)


def play(g: Game, name: str) -> None:
    answer(g, f"Play {name}")


def names(g: Game, zone: Iterable[int]) -> list[str]:
    return [g.cards[c].name for c in zone]


def assert_conserved(g: Game) -> None:
    """Every card instance is in exactly one place and the count of each card matches the setup."""
    problems = conservation_problems(g)
    assert not problems, "; ".join(problems)


def conservation_problems(g: Game) -> list[str]:
    seen: dict[int, str] = {}
    problems: list[str] = []
    for zone, cards in g.zones().items():
        for c in cards:
            if c in seen:
                problems.append(f"card {c} ({g.cards[c].name}) is in {seen[c]} and {zone}")
            seen[c] = zone
    missing = [c for c in range(len(g.cards)) if c not in seen]
    for c in missing:
        problems.append(f"card {c} ({g.cards[c].name}) is nowhere")
    counts = Counter(g.cards[c].key for c in seen)
    for key, n in g.totals.items():
        if counts.get(key, 0) != n:
            problems.append(f"{key}: {counts.get(key, 0)} in play, setup has {n}")
    return problems

