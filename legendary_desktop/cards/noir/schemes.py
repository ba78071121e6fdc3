"""Marvel Noir Schemes: setup changes, special rules, Twist effects and Evil Wins conditions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from legendary_desktop.cards.dsl import scheme
from legendary_desktop.cards.noir import witnesses
from legendary_desktop.cards.noir.investigate import investigate
from legendary_desktop.cards.noir.rules import SET as NOIR
from legendary_desktop.cards.noir.rules import is_bystander
from legendary_desktop.engine import advice, attachments, city, fight, knowledge, present, villain_deck
from legendary_desktop.engine.card import Count, Effect, Kind
from legendary_desktop.engine.choices import choose_card, may
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.secret import secret_choices
from legendary_desktop.engine.status import register_role
from legendary_desktop.engine.table import VillainDeck
from legendary_desktop.engine.values import Role
from legendary_desktop.engine.verbs import rescue
from legendary_desktop.engine.words import count, count_verb

if TYPE_CHECKING:
    from legendary_desktop.engine.game import Game

SET = "noir"


def _eight(players: int) -> int:
    return 8


# --------------------------------------------------- Find the Split Personality Killer

SUSPECTS = "Murder Suspects"
attachments.FACE_DOWN.add(SUSPECTS)
attachments.UNSEEN.add(SUSPECTS)
KILLER_TWIST = 6


def suspects(g: Game) -> list[int]:
    return attachments.pile(g, g.scheme_card, SUSPECTS)


def _split_killer_twist(c: Ctx) -> Effect:
    g = c.g
    if c.index < KILLER_TWIST:
        added = [g.bystander_stack.pop() for _ in range(min(3, len(g.bystander_stack)))]
        if g.hero_deck:
            added.append(g.hero_deck.pop())
            if not g.hero_deck:
                g.deck_ran_out("Hero Deck")
        pile = g.held.setdefault(g.scheme_card, {}).setdefault(SUSPECTS, [])
        pile += added
        g.shuffle(pile)
        g.log("scheme", f"{count_verb(len(added), 'card', 'are shuffled')} face down into the Murder Suspects "
                       f"({len(pile)} now).")
        return
    if c.index != KILLER_TWIST:
        return
    names = list(g.setup.heroes)
    answers = yield from secret_choices(g, "which Hero is the Split Personality Killer?",
                                        [(f"hero:{n}", n) for n in names], source="Find the Split Personality Killer")
    pile = suspects(g)
    counts = {n: sum(1 for s in pile if g.cards[s].is_hero and g.cards[s].group == n) for n in names}
    best = max(counts.values(), default=0)
    killers = {n for n, k in counts.items() if k == best}
    g.log("reveal", "The Murder Suspects: " + (", ".join(g.name(s) for s in pile) or "none") + ".", *pile)
    right = {p: answers[p].removeprefix("hero:") in killers for p in answers}
    g.finish("individual", f"The Split Personality Killer is {' or '.join(sorted(killers))}: "
             "those who guessed right win, the others lose.", individual=right)


def _guess_the_killer(g: Game, d: Decision) -> advice.Advice | None:
    """The computer's guess: the Hero with the most cards expected among the Murder Suspects. Cards the
    seat has seen there (an Investigate) count as they are; each other Hero in the pile is one of the
    Heroes the seat can't see (the Hero Deck with the unseen suspects, `advice.hero_pool`), so it is each
    Hero name's share of that pool."""
    if not d.options or not all(o.label.startswith("hero:") for o in d.options):
        return None
    known = knowledge.known_to(g, d.player)
    cards = g.cards
    heroes = [s for s in suspects(g) if cards[s].is_hero]
    unseen = sum(1 for s in heroes if s not in known)
    pool = advice.hero_pool(g, d.player)
    expected = {o.label: 0.0 for o in d.options}
    for s in heroes:
        if s in known:
            expected[f"hero:{cards[s].group}"] = expected.get(f"hero:{cards[s].group}", 0.0) + 1
    for c in pool:
        label = f"hero:{cards[c].group}"
        if label in expected:
            expected[label] += unseen / len(pool)
    best = max(d.options, key=lambda o: expected[o.label])  # the first of equals
    seen = sum(1 for s in heroes if s in known)
    return best.label, (f"{best.text}: about {expected[best.label]:.1f} of the {len(heroes)} Heroes among the "
                        f"Murder Suspects are expected to be theirs (you have seen {seen})")


advice.register("Find the Split Personality Killer", _guess_the_killer)


def _investigate_suspects(g: Game, player: int) -> Effect:
    """After defeating a Villain: you may pay 1 Attack more to Investigate the Murder Suspects for a Bystander."""
    if not suspects(g) or fight.available_attack(g) < 1:
        return
    if not (yield from may(g, player, "Pay 1 Attack to Investigate the Murder Suspects for a Bystander?",
                           source="Find the Split Personality Killer")):
        return
    fight.pay_attack(g, 1)
    found = yield from investigate(g, player, suspects(g), is_bystander, "a Bystander",
                                   source="Murder Suspects")
    if found is not None:
        yield from rescue(g, player, found)


SPLIT_PERSONALITY_KILLER = scheme(
    "Find the Split Personality Killer", set=SET,
    text="Setup: 8 Twists. Twists 1–5: shuffle 3 Bystanders from the stack and the top card of the Hero Deck face "
    "down beside this Scheme as the Murder Suspects. Whenever you defeat a Villain, you may pay 1 Attack more to "
    "Investigate the Murder Suspects for a Bystander and rescue it. Twist 6: each player secretly guesses which "
    "Hero is the Split Personality Killer; the Hero Name with the most cards among the Murder Suspects (ties "
    "included) is the Killer. Players who guessed right win; everyone else loses.",
    twists=_eight, on_twist=_split_killer_twist, evil_wins=lambda g: None,
    evil_wins_progress=lambda g: f"Twists {g.twists_played} / {KILLER_TWIST}",
    evil_wins_counts=lambda g: (Count(g.twists_played, KILLER_TWIST),),
    extra={"on_defeat_villain": _investigate_suspects,
           "setup_note": "At Twist 6 the game ends and each player wins or loses alone, by their guess."},
)

# ------------------------------------------------------------ Silence the Witnesses


def _escaped_bystanders(g: Game) -> int:
    return city.escaped(g, (Kind.BYSTANDER,))


def _silence_twist(c: Ctx) -> None:
    g = c.g
    old = attachments.take_captives(g, g.scheme_card)
    if old:
        g.escape_pile += old
        g.log("scheme", f"{count(len(old), 'Hidden Witness')} held by the Scheme "
              f"{'goes' if len(old) == 1 else 'go'} into the Escape Pile.", *old)
    witnesses.capture_hidden(g, g.scheme_card, 3)


SILENCE_THE_WITNESSES = scheme(
    "Silence the Witnesses", set=SET,
    text="Setup: 6 Twists. Twist: any Hidden Witnesses this Scheme holds go into the Escape Pile; then it captures "
    "3 Hidden Witnesses. Evil Wins: when 6 Bystanders are in the Escape Pile.",
    twists=lambda players: 6, on_twist=_silence_twist,
    evil_wins=lambda g: "Six Bystanders are in the Escape Pile: the witnesses are silenced."
    if _escaped_bystanders(g) >= 6 else None,
    evil_wins_progress=lambda g: f"Bystanders escaped {_escaped_bystanders(g)} / 6",
    evil_wins_counts=lambda g: (Count(_escaped_bystanders(g), 6),),
)

# ------------------------------------------------------------ Five Families of Crime

FAMILIES = 5


def _five_families_table(g: Game) -> None:
    area = g.area
    area.separate_spaces = True
    g.villain_decks = [VillainDeck(space=i, name=f"Villain Deck above the {area.city_names[i]}")
                       for i in range(min(FAMILIES, len(area.city)))]


def _five_families_setup(g: Game) -> None:
    """Deal the shuffled Villain Deck into the five decks, one card to each in turn."""
    cards = list(g.villain_decks[0].cards)
    for deck in g.villain_decks:
        deck.cards = []
    for i, card in enumerate(cards):
        g.villain_decks[i % len(g.villain_decks)].cards.append(card)


def _five_families_twist(c: Ctx) -> Effect:
    yield from villain_deck.villain_step(c.g, 2)


def _five_families_evil(g: Game) -> str | None:
    if g.escaped_villains >= 8:
        return "Eight Villains escaped: the Five Families rule the city."
    if all(not d.cards for d in g.villain_decks):
        return "Every Villain Deck has run out: the Five Families rule the city."
    return None


FIVE_FAMILIES = scheme(
    "Five Families of Crime", set=SET,
    text="Setup: 8 Twists; add two extra Villain groups. The Villain Deck is split into 5 decks, one above each "
    "city space; each deck feeds its own one-space city (a newcomer pushes the Villain there out: it escapes). "
    "Each turn, you choose which Villain Deck plays a card. Twist: play two cards from a Villain Deck. "
    "Evil Wins: when 8 Villains have escaped or every Villain Deck has run out.",
    twists=_eight, extra_villains=2, table=_five_families_table, on_setup=_five_families_setup,
    on_twist=_five_families_twist, evil_wins=_five_families_evil,
    evil_wins_progress=lambda g: f"Escaped {g.escaped_villains} / 8; cards left "
    + "/".join(str(len(d.cards)) for d in g.villain_decks),
    evil_wins_counts=lambda g: (Count(g.escaped_villains, 8), *(Count(len(d.cards)) for d in g.villain_decks)),
)

# ------------------------------------------------------------ Hidden Heart of Darkness


def _is_tactic(g: Game, card: int) -> bool:
    return g.cards[card].kind is Kind.TACTIC


TACTIC_VILLAIN = register_role(SET, "Tactic as a Villain", "Tactic",
                               "A Mastermind Tactic acting as a Villain: its Attack is the Mastermind's printed "
                               "Attack, without the Mastermind's bonuses.")


def _tactic_role(g: Game, card: int) -> Role:
    """A Tactic acting as a Villain: the Mastermind's printed Attack, none of its bonuses."""
    return Role(f"{g.cards[card].name} (Tactic)", lambda g, c: g.mm.attack or 0, kind=TACTIC_VILLAIN)


def _hidden_heart_setup(g: Game) -> None:
    g.villain_deck += g.tactics
    g.tactics = []
    g.shuffle(g.villain_deck)
    g.final_fight_pending = True  # no Tactics to take: fighting the Mastermind card wins


def tactics_in_city(g: Game) -> list[int]:
    return [occ.card for occ in g.city if occ is not None and _is_tactic(g, occ.card)]


def _mastermind_shielded(g: Game, player: int, card: int, free: bool) -> str | None:
    if g.scheme is not HIDDEN_HEART or card != g.mastermind_card or not tactics_in_city(g):
        return None
    return "A Tactic is in the city: the Mastermind can't be fought until none is"


def _hidden_heart_twist(c: Ctx) -> Effect:
    g = c.g
    for player in g.player_order():
        p = g.players[player]
        held = [t for t in p.victory_pile if _is_tactic(g, t)]
        tactic = yield from choose_card(g, player, held, f"{p.name}: shuffle a Tactic from your Victory Pile into "
                                        "the Villain Deck", source="Hidden Heart of Darkness")
        if tactic is None:
            continue
        p.victory_pile.remove(tactic)
        g.villain_deck.append(tactic)
        g.shuffle(g.villain_deck)
        g.log("scheme", f"{p.name} shuffles {g.name(tactic)} into the Villain Deck and draws two cards.", tactic)
        g.draw(player, 2)
    found = yield from investigate(g, c.player, g.villain_deck, lambda d: d.kind is Kind.TACTIC, "a Tactic",
                                   reveal=True, source="Hidden Heart of Darkness")
    if found is not None:
        yield from city.enter(g, found)


def _tactics_escaped(g: Game) -> int:
    return city.escaped(g, (Kind.TACTIC,))  # `_is_tactic`


HIDDEN_HEART = scheme(
    "Hidden Heart of Darkness", set=SET,
    text="Setup: 8 Twists; the Mastermind's Tactics are shuffled into the Villain Deck as Villains with the "
    "Mastermind's printed Attack. While no Tactic is in the city, fighting the Mastermind card wins the game. "
    "Twist: each player shuffles a Tactic from their Victory Pile into the Villain Deck and, if they did, draws "
    "two cards; then Investigate the Villain Deck for a Tactic, revealing the cards, and it enters the city. "
    "Evil Wins: when 2 Tactics have escaped.",
    twists=_eight, on_setup=_hidden_heart_setup, on_twist=_hidden_heart_twist,
    as_villain=lambda g, card: _tactic_role(g, card) if _is_tactic(g, card) else None,
    evil_wins=lambda g: "Two Tactics escaped: the heart of darkness stays hidden." if _tactics_escaped(g) >= 2
    else None,
    evil_wins_progress=lambda g: f"Tactics escaped {_tactics_escaped(g)} / 2",
    evil_wins_counts=lambda g: (Count(_tactics_escaped(g), 2),),
)

fight.register_defeat_rule(NOIR, _mastermind_shielded, needs=present.named("Hidden Heart of Darkness"))
