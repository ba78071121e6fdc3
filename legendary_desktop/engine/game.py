"""The game: its state, the seeded random generator, the primitives every rule uses (draw, KO, gain,
refill) and the answer log; the turn loop that plays on it is engine/turn_loop.py.

```python
game = Game.new(setup, seed=7)
while not game.over:
    game.decide(bot.answer(game.pending))
```

The turn loop is one generator (`turn_loop.turns`) that yields a `Decision` whenever somebody
must choose; card effects are generators composed into it with ``yield from``.
`decide` checks an answer against the pending decision before anything changes,
then sends the chosen options into the generator.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from legendary_desktop.engine import knowledge, present, snapshot, turn_loop, values
from legendary_desktop.engine.actions import ACTION_KINDS
from legendary_desktop.engine.card import CardDef, HeroClass, Kind, MastermindDef, SchemeDef
from legendary_desktop.engine.catalog import Catalog, catalog_of
from legendary_desktop.engine.deal import Seed, make_rng
from legendary_desktop.engine.decision import ACTION, Decision, GameOverError, IllegalAnswerError, Option
from legendary_desktop.engine.fight import DEFEAT_RULES
from legendary_desktop.engine.hq import RECRUIT_RULES
from legendary_desktop.engine.reactions import reaction_events
from legendary_desktop.engine.scoring import outcome
from legendary_desktop.engine.sets import Rulebook, program
from legendary_desktop.engine.setup_rules import MASTER_STRIKES, STACK_SIZE, special_bystanders, validate
from legendary_desktop.engine.spec import Setup
from legendary_desktop.engine.state import HAND_SIZE, Event, Occupant, Outcome, Player, Turn
from legendary_desktop.engine.table import Area, VillainDeck
from legendary_desktop.engine.values import (
    ATTACK_MODIFIERS,
    COST_MODIFIERS,
    COST_PAYOUTS,
    AttackModifier,
    CostModifier,
    Role,
)

Answer = str | list[str] | tuple[str, ...]


class Game:
    """One game of Legendary. Create with `Game.new`; drive with `decide`."""

    def __init__(
        self, setup: Setup, seed: Seed, cat: Catalog | None = None, first_villain_step: bool = True,
        watch: bool = True, rulebook: Rulebook | None = None,
    ) -> None:
        book = rulebook or program()  # the sets it may draw from: the program's unless given
        self.cat = cat or catalog_of(book)
        #: the sets this game plays by (engine/sets.py): those of its setup, whose declared rules count in it
        self.rulebook = book.only(setup.sets)
        self.requirements = validate(setup, self.cat)
        self.setup = setup
        self.seed = seed  # an int (the Mersenne Twister) or a secret Deal (engine/deal.py)
        self.rng = make_rng(seed)
        self.cards: list[CardDef] = []
        self.answers: list[list[str]] = []
        self._chosen: list[list[Option]] = []  # the options each answer picked, for `copy`
        self._fast_forward = False  # `copy` is re-running checked answers: main-phase options are not listed
        self._turn_base = 0  # whose normal turn it is (extra turns aside): the turn loop's place, for copies
        self.events: list[Event] = []
        # The first event of the current step (the Villain step, or one main-phase action with the arrivals it
        # caused): the board marks what that step did, e.g. the HQ Hero whose Ambush it triggered.
        self.step_events = 0
        # Answers given when a seat last saw a card it had not seen (fair undo stops there), and what that
        # was in a few words ("a card drawn"): found by `watch` after every answer (engine/knowledge.py)
        self.last_reveal = 0
        self.reveal_word = ""
        self.watch: knowledge.Watch | None = None  # a real game's; a search's copies go without
        self.mixed: frozenset[int] = frozenset()  # players whose hidden cards changed hands face down
        self.known: list[tuple[int, int]] = []  # (seat, card): hidden cards a seat has seen (engine/knowledge.py)
        # A search's sample: hidden cards dealt anew on a copy, so no replay of the setup and seed rebuilds it
        self.dealt_anew = False
        self.pending: Decision | None = None
        self.outcome: Outcome | None = None
        self.ran_out: str | None = None  # "Villain Deck" / "Hero Deck" once it has run out

        names = setup.player_names()
        self.players = [Player(i, names[i]) for i in range(setup.players)]
        # Table geometry is data (see engine/table.py): areas of city + HQ + Hero Deck, Villain Decks.
        self.areas: list[Area] = [Area("City")]
        self.area_index = 0  # the active area
        self.villain_decks: list[VillainDeck] = [VillainDeck()]
        self.held: dict[int | str, dict[str, list[int]]] = {}  # cards held by cards (engine/attachments.py)
        self.arrivals: list[tuple[str, int]] = []  # cards that entered the HQ or city, awaiting triggers
        self.roles: dict[int, Role] = {}  # cards acting as Villains (a Killbot, a Skrull Hero, a Tactic)
        self.bystander_stack: list[int] = []
        self.wound_stack: list[int] = []
        self.officer_stack: list[int] = []
        self.ko_pile: list[int] = []
        self.escape_pile: list[int] = []
        self.limbo: list[int] = []  # cards in the middle of an effect (revealed, being passed)
        self.mastermind: MastermindDef = self.cat.masterminds[setup.mastermind]
        # The face-up side: the Epic side when chosen; a Transforming Mastermind turns over in play.
        self.mastermind_face: CardDef = self.mastermind.side(epic=setup.epic)
        self.scheme: SchemeDef = self.cat.schemes[setup.scheme]
        self.tactics: list[int] = []
        self.mastermind_bystanders: list[int] = []
        self.beside_scheme: list[int] = []
        self.twists_played = 0
        self.escaped_villains = 0
        self.bystanders_carried_away = 0
        self.state: dict[str, Any] = {}  # scheme and card memory that lasts the whole game
        self.turn = Turn(player=0, number=0)
        self.turn_number = 0
        # While the game is built, every rule of the listed sets is in force; once built, only those
        # that can matter for the cards in it (engine/present.py)
        self.present_defs: frozenset[CardDef] = frozenset()
        self.present_sets: frozenset[str] = frozenset(setup.sets)
        self.present_index = present.index(frozenset())
        self.reaction_events: set[str] = set()  # events some card of the game reacts to (set once built)
        # facts a set works out from the game's fixed facts (its cards: a card id keeps its definition; the
        # rules present), each stored with what it was worked out from and checked against it before use,
        # so a copy may start with the same entries (each game then replaces its own)
        self.memo: dict[str, Any] = {}
        self._build_tables(narrow=False)
        self.skip_next_villain_step = False  # "the next player skips the Villain step" effects
        self.final_fight_pending = False  # no Tactics left, but the Mastermind must be fought once more
        self.mastermind_in_play = True  # False once the Mastermind card itself is in a Victory Pile
        self.extra_turns: list[int] = []  # players who take a turn before play passes on
        self._building = True
        self._first_villain_step = first_villain_step  # test positions start in the main phase
        self._build()
        self._gen = turn_loop.turns(self)
        self._advance(None)
        if watch:
            self.watch = knowledge.Watch(self)

    @classmethod
    def new(cls, setup: Setup, seed: Seed, rulebook: Rulebook | None = None) -> Game:
        return cls(setup, seed, rulebook=rulebook)

    # --------------------------------------------------------------- geometry
    @property
    def area(self) -> Area:
        return self.areas[self.area_index]

    @property
    def city(self) -> list[Occupant | None]:
        """The active area's city spaces (index 0 is where Villains enter)."""
        return self.areas[self.area_index].city

    @property
    def city_names(self) -> list[str]:
        return self.areas[self.area_index].city_names

    @property
    def hq(self) -> list[int | None]:
        return self.areas[self.area_index].hq

    @property
    def hero_deck(self) -> list[int]:
        return self.areas[self.area_index].hero_deck

    @hero_deck.setter
    def hero_deck(self, cards: list[int]) -> None:
        self.areas[self.area_index].hero_deck = cards

    @property
    def villain_deck(self) -> list[int]:
        """The first (usually the only) Villain Deck."""
        return self.villain_decks[0].cards

    @villain_deck.setter
    def villain_deck(self, cards: list[int]) -> None:
        self.villain_decks[0].cards = cards

    @property
    def mastermind_fightable(self) -> bool:
        return bool(self.tactics) or self.final_fight_pending

    @property
    def mm(self) -> CardDef:
        """The Mastermind's face-up side: its name, Attack, text and Master Strike."""
        return self.mastermind_face

    # ------------------------------------------------------------------ setup
    def _build_tables(self, narrow: bool = True) -> None:
        """The per-game tables of set rules the turn loop consults: each a new list (copies share them)."""
        self.attack_modifiers = present.select(self, ATTACK_MODIFIERS, narrow)
        self.cost_modifiers = present.select(self, COST_MODIFIERS, narrow)
        self.cost_payouts = present.select(self, COST_PAYOUTS, narrow)
        # which cards each modifier can change, and the modifiers of each card definition asked so far
        # (engine/values.py: a card no modifier can change takes its printed value at once)
        self.modifier_tests = values.modifier_tests(self, [*self.attack_modifiers, *self.cost_modifiers])
        self.attack_by_card: dict[CardDef, tuple[AttackModifier, ...]] = {}
        self.cost_by_card: dict[CardDef, tuple[CostModifier, ...]] = {}
        self.defeat_rules = present.select(self, DEFEAT_RULES, narrow)
        self.recruit_rules = present.select(self, RECRUIT_RULES, narrow)
        self.action_kinds = present.select(self, ACTION_KINDS, narrow)

    def cards_came_in(self, cdef: CardDef) -> None:
        """A card new to this game came into it (a group fetched by a rule): its rules come into force."""
        if self._building or cdef in self.present_defs:
            return
        self.present_defs = self.present_defs | {cdef}
        self.present_sets = self.present_sets | {cdef.set}
        self.present_index = present.index(self.present_defs)
        if cdef.reactions:
            self.reaction_events = self.reaction_events | set(cdef.reactions)
        self._build_tables()

    def rules_may_matter(self) -> None:
        """A state some rule's `needs` test waits for has begun (the first card of a kind a set's rule
        watches for): keep the rules that can matter now (engine/present.py). Not while the game is being
        built: then every rule applies, and the tables are narrowed once it is."""
        if not self._building:
            self._build_tables()

    def _instance(self, card: CardDef) -> int:
        self.cards.append(card)
        return len(self.cards) - 1

    def _instances(self, card: CardDef, copies: int | None = None) -> list[int]:
        return [self._instance(card) for _ in range(card.copies if copies is None else copies)]

    def _build(self) -> None:
        cat, setup, req, rng = self.cat, self.setup, self.requirements, self.rng
        generic = cat.generic
        self.mastermind_card = self._instance(self.mastermind.card)
        if self.scheme.table is not None:  # a Scheme that changes the city, the HQ or the decks
            self.scheme.table(self)
        self.tactics = [self._instance(t) for t in self.mastermind.tactics]
        self.scheme_card = self._instance(self.scheme.card)
        for group in setup.heroes:
            for card in cat.heroes[group]:
                self.hero_deck += self._instances(card)
        rng.shuffle(self.hero_deck)
        villain_deck: list[int] = []
        for group in setup.villains:
            for card in cat.villains[group]:
                villain_deck += self._instances(card)
        for group in setup.henchmen:
            for card in cat.henchman_cards(group):
                villain_deck += self._instances(card, cat.henchman_copies(group, card))
        bystanders = self._instances(generic["Bystander"], STACK_SIZE)
        specials = special_bystanders(setup, cat)
        if specials:  # special Bystanders of the game's sets are shuffled into the Bystander Stack
            for special in specials:
                bystanders += self._instances(special)
            rng.shuffle(bystanders)
        villain_deck += bystanders[: req.bystanders]
        self.bystander_stack = bystanders[req.bystanders :]
        villain_deck += self._instances(generic["Scheme Twist"], req.twists)
        villain_deck += self._instances(generic["Master Strike"], MASTER_STRIKES)
        if self.scheme.heroes_in_villain_deck:
            n = self.scheme.heroes_in_villain_deck
            villain_deck += self.hero_deck[-n:]
            del self.hero_deck[-n:]
        self.beside_scheme = self._instances(generic["Scheme Twist"], self.scheme.twists_beside_scheme)
        for group in req.set_aside_villains:  # beside whoever sets them aside, face up, by group name
            holder = self.mastermind_card if group in self.mastermind.set_aside_villains else self.scheme_card
            pile = self.held.setdefault(holder, {}).setdefault(group, [])
            for card in cat.villains[group]:
                pile += self._instances(card)
        for group in setup.extras:
            if group in cat.heroes and group not in req.set_aside_villains:
                pile = self.held.setdefault(self.scheme_card, {}).setdefault(f"Set aside: {group}", [])
                for card in cat.heroes[group]:
                    pile += self._instances(card)
        rng.shuffle(villain_deck)
        self.villain_deck = villain_deck
        wounds = STACK_SIZE
        if self.scheme.wounds_per_player is not None:
            wounds = self.scheme.wounds_per_player * setup.players
        self.wound_stack = self._instances(generic["Wound"], wounds)
        self.officer_stack = self._instances(generic["S.H.I.E.L.D. Officer"], STACK_SIZE)
        for player in self.players:
            player.deck = self._instances(generic["S.H.I.E.L.D. Agent"], 8)
            player.deck += self._instances(generic["S.H.I.E.L.D. Trooper"], 4)
            rng.shuffle(player.deck)
            self.draw(player.index, HAND_SIZE, count=False)
        for hook in (self.scheme.on_setup, self.mastermind.on_setup):
            if hook is not None:
                hook(self)
        for index, area in enumerate(self.areas):
            self.area_index = index
            for i in range(len(area.hq)):
                self.refill_hq(i)
        self.area_index = 0
        self._building = False
        self.present_defs = present.defs(self)
        self.present_sets = present.sets_of(self.present_defs)
        self.present_index = present.index(self.present_defs)
        self._build_tables()
        self.reaction_events = reaction_events(self)
        self.totals = {c.key: 0 for c in self.cards}
        for c in self.cards:
            self.totals[c.key] += 1
        self.log("setup", f"{self.mm.name} schemes: {self.scheme.name}.")

    # -------------------------------------------------------------- decisions
    @property
    def over(self) -> bool:
        return self.outcome is not None

    def decide(self, answer: Answer) -> None:
        """Answer the pending decision. Raises `IllegalAnswerError` and changes nothing if wrong."""
        if self.pending is None:
            raise GameOverError("the game is over; there is nothing to decide")
        chosen = self.pending.parse(answer)
        decider, active, log_from = self.pending.player, self.turn.player, len(self.events)
        self.answers.append([o.label for o in chosen])
        self._chosen.append(chosen)
        self._advance(chosen)
        if self.watch is not None:
            self.watch.after(self, decider, active, log_from)

    def copy(self) -> Game:
        """An independent game in this same position that plays on identically (for search).

        In the main phase with no card's turn-long trigger waiting, the state is copied and a new turn
        loop starts in that main phase (`engine/snapshot.py`); anywhere else the copy is `replay_copy`."""
        if snapshot.can_snapshot(self):
            return snapshot.snapshot(self)
        return self.replay_copy()

    def replay_copy(self) -> Game:
        """A copy rebuilt from the setup and seed by sending the options already chosen again.

        The turn loop is a generator, which can't be copied; main-phase options are not listed between
        the answers (most of a replay's cost). Valid for a game built from its setup and seed and driven
        only by `decide` (every real game; not a test position changed by hand). A copy whose hidden cards
        were dealt anew (`dealt_anew`) is refused: its replay would be the real game, not this one."""
        if self.dealt_anew:
            raise ValueError("this position's hidden cards were dealt anew (a search's sample): a replay of the "
                             "setup and seed would rebuild the real game, not this one; copy it in the main phase")
        twin = Game(self.setup, self.seed, self.cat, self._first_villain_step, watch=False, rulebook=self.rulebook)
        twin._fast_forward = True
        try:
            for chosen in self._chosen:
                twin.answers.append([o.label for o in chosen])
                twin._chosen.append(chosen)
                twin._advance(chosen)
        finally:
            twin._fast_forward = False
        twin.refresh()
        return twin

    def _advance(self, chosen: list[Option] | None) -> None:
        try:
            self.pending = self._gen.send(chosen)
            if self.outcome is not None:  # the game ended inside an effect: nothing more is decided
                self._gen.close()
                self.pending = None
        except StopIteration:
            self.pending = None
            if self.outcome is None:  # the loop only stops once an outcome is set
                raise RuntimeError("the turn loop ended without an outcome") from None

    def refresh(self) -> None:
        """Rebuild a pending main-phase decision after a test or tool changed the position (and what each
        seat sees in it: a prepared position is where the game starts)."""
        if self.pending is not None and self.pending.kind == ACTION:
            self.pending = turn_loop.action_decision(self)
        if self.watch is not None:
            self.watch = knowledge.Watch(self)

    # ------------------------------------------------------------------- log
    def log(self, kind: str, text: str, *cards: int) -> None:
        self.events.append(Event(self.turn_number, kind, text, cards))

    def name(self, card: int) -> str:
        return self.cards[card].name

    def villain_name(self, card: int) -> str:
        """A card's name as a Villain: a Killbot, or "<Hero> (Skrull)" under a Scheme that says so."""
        role = self.roles.get(card) or self.role_for(card)
        return role.label if role is not None else self.cards[card].name

    # --------------------------------------------------------- turn structure
    @property
    def active(self) -> int:
        return self.turn.player

    def player_order(self, start: int | None = None) -> list[int]:
        """Each player once, starting with `start` (the active player) then clockwise."""
        first = self.turn.player if start is None else start
        n = len(self.players)
        return [(first + i) % n for i in range(n)]

    def other_players(self, player: int | None = None) -> list[int]:
        return self.player_order(player)[1:]

    def arrive(self, where: str, card: int) -> None:
        """A card entered the HQ or the city, or a Bystander was rescued ("rescue"): its arrival trigger
        waits until the current step ends."""
        if not self._building and (self.cards[card].on_arrive is not None or self.turn.arrival_triggers
                                   or "on_arrive" in self.scheme.extra):
            self.arrivals.append((where, card))

    # ---------------------------------------------------------------- endings
    def check_evil_wins(self) -> None:
        if self.outcome is not None:
            return
        reason = self.scheme.evil_wins(self)
        if not reason and self.mastermind.evil_wins is not None:
            reason = self.mastermind.evil_wins(self)
        if reason:
            self.finish("evil_wins", reason)

    def finish(self, result: str, reason: str, individual: dict[int, bool] | None = None) -> None:
        """End the game. `individual` (player -> won) is for games each player wins or loses alone."""
        if self.outcome is not None:
            return
        self.outcome = outcome(self, result, reason, individual)
        self.log("end", f"{self.outcome.headline} {reason}")

    # ------------------------------------------------------------- primitives
    def draw(self, player: int, n: int = 1, count: bool = True) -> list[int]:
        """Draw up to n cards; shuffle the discard pile in only when the deck is empty."""
        p = self.players[player]
        drawn: list[int] = []
        for _ in range(n):
            if not p.deck:
                if not p.discard:
                    break
                p.deck, p.discard = p.discard, []
                self.shuffle(p.deck)
                self.log("shuffle", f"{p.name} shuffles their discard pile into a new deck.")
            drawn.append(p.deck.pop())
        p.hand += drawn
        if drawn and count and player == self.turn.player:
            self.turn.drawn += len(drawn)
        return drawn

    def shuffle(self, cards: list[int]) -> None:
        """Shuffle a pile in place; every seat forgets where its cards were (engine/knowledge.py)."""
        knowledge.shuffle(self, cards)

    def top_of_deck(self, player: int, n: int = 1) -> list[int]:
        """Up to n top cards of a player's deck (shuffling the discard in if needed), topmost first."""
        p = self.players[player]
        if len(p.deck) < n and p.discard:
            self.shuffle(p.discard)
            p.deck[:0] = p.discard
            p.discard = []
            self.log("shuffle", f"{p.name} shuffles their discard pile under their deck.")
        top = p.deck[::-1][:n]
        knowledge.show(self, player, top)
        return top

    def remove(self, card: int) -> None:
        """Take a card out of whatever zone holds it (used before moving it elsewhere)."""
        for zone in self._movable_zones():
            if card in zone:
                zone.remove(card)
                return
        for area in self.areas:
            for i, c in enumerate(area.hq):
                if c == card:
                    area.hq[i] = None
                    return
        raise ValueError(f"card {card} ({self.name(card)}) is in no movable zone")

    def _movable_zones(self) -> Iterable[list[int]]:
        for p in self.players:
            yield p.hand
            yield p.discard
            yield p.deck
            yield p.victory_pile
        yield self.turn.played
        yield self.turn.set_aside
        yield self.limbo
        yield self.ko_pile
        yield self.escape_pile
        for area in self.areas:
            for occ in area.city:
                if occ is not None:
                    yield occ.bystanders
                    yield occ.under
        yield self.mastermind_bystanders
        yield self.beside_scheme
        for piles in self.held.values():
            yield from piles.values()
        for area in self.areas:
            yield area.hero_deck
        for deck in self.villain_decks:
            yield deck.cards
        yield self.bystander_stack
        yield self.wound_stack
        yield self.officer_stack

    def ko(self, card: int) -> None:
        self.remove(card)
        self.ko_pile.append(card)
        if self.cards[card].is_hero:
            self.turn.heroes_koed += 1
        self.log("ko", f"{self.name(card)} is KO'd.", card)
        if self.scheme.extra.get("ko_wounds_to_stack") and self.cards[card].kind is Kind.WOUND:
            self.ko_pile.remove(card)  # "Whenever a Wound is KO'd, return it to the bottom of the Wound Stack"
            self.wound_stack.insert(0, card)

    def gain(self, player: int, card: int, to: str = "discard") -> None:
        """Put a card into a player's discard pile (or hand / top of deck)."""
        self.remove(card)
        p = self.players[player]
        {"discard": p.discard, "hand": p.hand, "deck": p.deck}[to].append(card)

    def refill_hq(self, space: int) -> None:
        area = self.area
        if area.hq[space] is not None or space in area.hq_destroyed:
            return
        if area.hero_deck:
            card = area.hero_deck.pop()
            area.hq[space] = card
            self.arrive("hq", card)
            if not area.hero_deck:
                self.deck_ran_out("Hero Deck")
        else:
            self.deck_ran_out("Hero Deck")

    def deck_ran_out(self, which: str) -> None:
        if self.ran_out is None:
            self.ran_out = which
            self.log("deck", f"The {which} has run out: this is the last turn.")

    # ------------------------------------------------------------ questions
    def your_heroes(self, player: int) -> list[int]:
        """"Your Heroes": Heroes in hand, plus those played this turn for the active player."""
        cards = self.cards
        heroes = [c for c in self.players[player].hand if cards[c].is_hero]
        if player == self.turn.player:
            heroes += [c for c in self.turn.played if cards[c].is_hero]
        return heroes

    def as_now(self, card: int) -> CardDef:
        """The card as it counts now: a Divided Card played this turn is only the half played."""
        played_as = self.turn.played_as
        return played_as.get(card, self.cards[card]) if played_as else self.cards[card]

    def classes_of(self, card: int) -> HeroClass:
        return self.as_now(card).classes

    def has_class(self, player: int, cls: HeroClass, exclude: int | None = None) -> bool:
        return any(self.classes_of(c) & cls for c in self.your_heroes(player) if c != exclude)

    def has_team(self, player: int, team: str, exclude: int | None = None) -> bool:
        return any(self.as_now(c).team == team for c in self.your_heroes(player) if c != exclude)

    def is_villain(self, card: int) -> bool:
        """Does this card act as a Villain (in the city or the Villain Deck)?"""
        cdef = self.cards[card]
        if cdef.is_villain:
            return True
        return card in self.roles or self.role_for(card) is not None

    def role_for(self, card: int) -> Role | None:
        """The Villain role the Scheme gives this card when it comes out of the Villain Deck, if any."""
        if self.scheme.as_villain is None or self.cards[card].is_villain:
            return None
        role: Role | None = self.scheme.as_villain(self, card)
        return role

    def zones(self) -> dict[str, list[int]]:
        """Every card-holding place by a readable name (for conservation checks and snapshots)."""
        return dict(self._zone_items())

    def _zone_items(self) -> Iterator[tuple[str, list[int]]]:
        for name, held in self._zone_lists():
            yield (name if isinstance(name, str) else name[0] % name[1:]), held

    def _zone_lists(self) -> Iterator[tuple[str | tuple[Any, ...], list[int]]]:
        """Every card-holding place, its name a string or a (template, values...) tuple formatted only
        when asked (`locate` runs at many decisions and names only the places it finds)."""
        for p in self.players:
            i = p.index
            yield ("p%d.hand", i), p.hand
            yield ("p%d.discard", i), p.discard
            yield ("p%d.deck", i), p.deck
            yield ("p%d.victory_pile", i), p.victory_pile
        yield "played", self.turn.played
        yield "set_aside", self.turn.set_aside
        yield "limbo", self.limbo
        for a, area in enumerate(self.areas):
            prefix = "" if a == 0 else f"area{a}."
            for i, occ in enumerate(area.city):
                if occ is not None:
                    yield ("%scity%d", prefix, i), [occ.card]
                    yield ("%scity%d.bystanders", prefix, i), occ.bystanders
                    yield ("%scity%d.under", prefix, i), occ.under
            yield prefix + "hq", [c for c in area.hq if c is not None]
        yield "mastermind", [self.mastermind_card] if self.mastermind_in_play else []
        yield "tactics", self.tactics
        yield "mastermind_bystanders", self.mastermind_bystanders
        yield "scheme", [self.scheme_card]
        yield "beside_scheme", self.beside_scheme
        for holder, piles in self.held.items():
            for pile_name, held in piles.items():
                yield ("held.%s.%s", holder, pile_name), held
        yield "ko_pile", self.ko_pile
        yield "escape_pile", self.escape_pile
        for a, area in enumerate(self.areas):
            yield "hero_deck" if a == 0 else f"area{a}.hero_deck", area.hero_deck
        for d, deck in enumerate(self.villain_decks):
            yield "villain_deck" if d == 0 else f"villain_deck{d}", deck.cards
        yield "bystander_stack", self.bystander_stack
        yield "wound_stack", self.wound_stack
        yield "officer_stack", self.officer_stack

    def locate(self, cards: Iterable[int]) -> dict[int, str]:
        """The zone name (as in `zones()`) of each of these cards."""
        wanted = set(cards)
        found: dict[int, str] = {}
        for name, held in self._zone_lists():  # the small, likely places come first
            here = wanted.intersection(held)
            if here:
                zone = name if isinstance(name, str) else name[0] % name[1:]
                for c in here:
                    found[c] = zone
                if len(found) == len(wanted):
                    break
        return found

    def replay_answers(self) -> list[list[str]]:
        return [list(a) for a in self.answers]

    @classmethod
    def replay(cls, setup: Setup, seed: Seed, answers: Iterable[Answer], cat: Catalog | None = None) -> Game:
        """Rebuild a game from its setup, seed and answers."""
        game = cls(setup, seed, cat)
        for i, answer in enumerate(answers):
            try:
                game.decide(answer)
            except (IllegalAnswerError, GameOverError) as err:
                raise IllegalAnswerError(f"decision {i + 1} does not replay: {err}") from err
        return game


__all__ = ["Game", "IllegalAnswerError", "Outcome"]
