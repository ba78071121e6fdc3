"""A set's own decisions answered on purpose (engine/advice.py): the Split Personality Killer guess and
Quantum Hound's Recruit or Attack, from what the deciding seat may know and nothing more."""

from __future__ import annotations

import pytest

from legendary_desktop.bots import answers
from legendary_desktop.bots.hint import hint
from legendary_desktop.engine import advice, knowledge, scheme_twist, villain_deck
from legendary_desktop.engine.decision import Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, put
from tests.cards.ant_man_and_the_wasp.kit import pos, rescue
from tests.cards.noir.kit import fresh
from tests.cards.noir.kit import noir_position as position

SPLIT = "Find the Split Personality Killer"


def _killer_position() -> tuple[Game, list[str]]:
    """Three suspects, all of the second Hero; the Hero Deck left holds only the first Hero's cards."""
    g = position(scheme=SPLIT, players=2)
    heroes = list(g.setup.heroes)
    pile = g.held.setdefault(g.scheme_card, {}).setdefault("Murder Suspects", [])
    for c in [c for c in g.hero_deck if g.cards[c].group == heroes[1]][:3]:
        g.hero_deck.remove(c)
        pile.append(c)
    for c in [c for c in g.hero_deck if g.cards[c].group != heroes[0]]:
        g.hero_deck.remove(c)
        g.ko_pile.append(c)
    return g, heroes


def _guess_decision(g: Game) -> Decision:
    g.twists_played = 5
    decision = next(scheme_twist.play(g, fresh(g, "Scheme Twist")))
    assert decision.secret and decision.source == SPLIT
    return decision


def test_the_killer_guess_follows_the_heroes_the_seat_cant_see_not_the_hidden_pile() -> None:
    g, heroes = _killer_position()
    d = _guess_decision(g)
    # the suspects really are the second Hero, but nothing the seat saw says so: of the Heroes it can't see
    # (the Hero Deck and the three face down) nearly all are the first
    assert answers.by_rule(g, d) == f"hero:{heroes[0]}"
    found = advice.ruled(g, d)
    assert found is not None and "Murder Suspects" in found[1]


def test_a_seat_that_investigated_the_suspects_guesses_what_it_saw() -> None:
    g, heroes = _killer_position()
    knowledge.show(g, 0, g.held[g.scheme_card]["Murder Suspects"])
    d = _guess_decision(g)
    assert d.player == 0 and answers.by_rule(g, d) == f"hero:{heroes[1]}"
    other = Decision(1, d.prompt, d.options, d.kind, d.min, d.max, d.source, secret=True)
    assert answers.by_rule(g, other) == f"hero:{heroes[0]}"  # seat 2 was not shown them


def _at_the_hound(hand: list[str], deck: list[str]) -> Game:
    g = pos(city={"Sewers": "Quantum Hound"}, attack=3, hq=["Veb", "Mystics", "Quaz", "Xolum", "Steel Warrior"],
            hand=hand)
    g.ko_pile += g.hero_deck
    g.hero_deck.clear()
    for name in deck:
        put(g, name, "hero_deck")
    answer(g, "Fight Quantum Hound (Sewers)")
    assert g.pending is not None and set(g.pending.labels) == {"recruit", "attack"}
    return g


ATTACKS = ["Xolum"] * 6 + ["Anticipate"] * 2  # most unseen Heroes have an Attack icon, few a Recruit one
RECRUITS = ["Anticipate"] * 6 + ["Xolum"] * 2


@pytest.mark.parametrize("hand,deck,icon", [
    (["Veb"], ATTACKS, "recruit"),  # no starter to lose: the icon the Found Hero most likely lacks
    (["Veb"], RECRUITS, "attack"),
    (["S.H.I.E.L.D. Agent"], ATTACKS, "attack"),  # a starter to KO: the icon it most likely has
    (["S.H.I.E.L.D. Agent"], RECRUITS, "recruit"),
])
def test_quantum_hound_chooses_the_icon_by_the_unseen_heroes_and_whether_a_ko_is_welcome(
        hand: list[str], deck: list[str], icon: str) -> None:
    g = _at_the_hound(hand, deck)
    assert g.pending is not None
    assert answers.by_rule(g, g.pending) == icon
    assert icon.title() in hint(g).reason


@pytest.mark.parametrize("hand,found", [(["Veb"], "Xolum"), (["S.H.I.E.L.D. Agent"], "Anticipate")])
def test_quantum_hound_then_picks_the_found_hero_that_matches(hand: list[str], found: str) -> None:
    g = _at_the_hound(hand, ["Xolum", "Anticipate"])
    answer(g, "Recruit")
    answer(g, "Quaz")  # under the Hero Deck; the top two are Anticipate (Recruit) and Xolum (Attack only)
    d = g.pending
    assert d is not None and "fills the HQ space" in d.prompt
    chosen = answers.by_rule(g, d)
    assert chosen is not None and d.option(str(chosen)).text == found
    answer(g, found)
    if found == "Xolum":
        assert names(g, g.players[0].hand) == hand  # it lacks the Recruit icon: nothing KO'd
    else:
        # it has it: the starter goes (the only one of your Heroes, so nothing is asked)
        assert "S.H.I.E.L.D. Agent" in names(g, g.ko_pile)
    assert "quantum_hound_icon" not in g.turn.notes


def test_every_source_a_set_answers_is_a_real_decision_source() -> None:
    assert {"Find the Split Personality Killer", "Quantum Hound"} <= set(advice.sources())


def test_explore_puts_the_weakest_hq_hero_under_the_hero_deck() -> None:
    g = _at_the_hound(["Veb"], ["Xolum", "Anticipate"])
    answer(g, "Recruit")
    d = g.pending
    assert d is not None and "under the Hero Deck" in d.prompt
    weakest = min(d.options, key=lambda o: answers.card_value(g, d.player, o.card or 0))
    assert answers.by_rule(g, d) == weakest.label


def _deck_choice(g: Game) -> Decision:
    decision = next(villain_deck.villain_step(g))
    assert decision.source == "Villain step" and decision.labels[0].startswith("deck:")
    return decision


def test_a_villain_deck_above_an_empty_space_is_picked_so_nobody_is_pushed_out() -> None:
    g = position(scheme="Five Families of Crime")
    for space in (0, 1, 2, 4):
        put(g, 'Bobby "Iceman" Drake', f"city:{g.city_names[space]}")
    d = _deck_choice(g)
    assert answers.by_rule(g, d) == "deck:3"
    assert "empty" in hint_for(g, d)


def test_with_every_space_taken_the_cheapest_occupant_to_lose_is_pushed_out() -> None:
    g = position(scheme="Five Families of Crime")
    for space in range(5):
        put(g, "Jean Grey Noir" if space == 2 else 'Bobby "Iceman" Drake', f"city:{g.city_names[space]}")
        occ = g.city[space]
        assert occ is not None
        if space != 2:
            occ.bystanders.append(g.bystander_stack.pop())  # each carries a Bystander but the one in space 2
    d = _deck_choice(g)
    assert answers.by_rule(g, d) == "deck:2"


def hint_for(g: Game, d: Decision) -> str:
    found = advice.ruled(g, d)
    assert found is not None
    return found[1]


CLASH = "Provoke Clash of Nations"


@pytest.mark.parametrize("cards,city_villain,task", [
    (["S.H.I.E.L.D. Trooper"] * 12, True, "war"),  # six Attack: the Villain falls, nothing else can be done
    (["S.H.I.E.L.D. Agent"] * 12, False, "commerce"),  # six Recruit: two Heroes at 3
    (["Keen Senses"] * 12, False, "diplomacy"),  # every hand holds three Instinct Heroes
])
def test_the_clash_vote_is_the_task_the_active_player_most_likely_does(
        cards: list[str], city_villain: bool, task: str) -> None:
    g = position(scheme=CLASH, hq=["Hurricane Winds"] * 5)  # Covert Heroes costing 3
    if city_villain:
        put(g, "Ultron", "city:Sewers")  # a Villain (not a Henchman) with 6 Attack
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")
    d = g.pending
    assert d is not None and d.secret and d.source == CLASH and g.active == 1
    p = g.players[1]
    for pile in (p.hand, p.deck, p.discard):
        g.ko_pile += pile
        pile.clear()
    for name in cards:
        put(g, name, "deck", player=1)
    assert answers.by_rule(g, d) == task
    assert "100%" in hint_for(g, d)


@pytest.mark.parametrize("discard,wanted", [(["Wound"], "ko"), ([], "officer")])
def test_lead_the_dora_milaje_kos_a_wound_else_gains_an_officer(discard: list[str], wanted: str) -> None:
    g = position(heroes=["General Okoye", "Black Widow", "Captain America", "Hulk", "Iron Man"],
                 hand=["Lead the Dora Milaje"], discard=discard)
    put(g, "Sovereign Bodyguard", "played")  # a Strength Hero played: the KO is offered
    g.refresh()
    answer(g, "Play Lead the Dora Milaje")
    d = g.pending
    assert d is not None and d.source == "Lead the Dora Milaje" and {"ko", "officer"} <= set(d.labels)
    assert answers.by_rule(g, d) == wanted


def _heartbeats(g: Game) -> Decision:
    answer(g, "Play Listen for Heartbeats")
    d = g.pending
    assert d is not None and d.source == "Listen for Heartbeats" and d.labels[0] == "cost:1"
    return d


def _deck_of(g: Game, costs: list[int]) -> list[int]:
    """Player 1's deck made of Heroes of these costs from the Hero Deck (the last on top)."""
    p = g.players[0]
    g.ko_pile += p.deck
    p.deck.clear()
    for cost in costs:
        card = next(c for c in g.hero_deck if g.cards[c].cost == cost)
        g.hero_deck.remove(card)
        p.deck.append(card)
    return p.deck


def test_listen_for_heartbeats_names_the_cost_most_worth_finding() -> None:
    g = position(heroes=["Daredevil Noir", "Black Widow", "Captain America", "Hulk", "Iron Man"],
                 hand=["Listen for Heartbeats"])
    _deck_of(g, [4, 4, 4, 4, 7, 3])  # the chance of a 4 among the top two beats a 7's, even at its cost
    d = _heartbeats(g)
    assert answers.by_rule(g, d) == "cost:4"
    assert g.cards[g.players[0].deck[-2]].cost == 7
    knowledge.show(g, 0, [g.players[0].deck[-2]])  # it saw the 7 second from the top, where it still is
    assert answers.by_rule(g, d) == "cost:7"


def test_listen_for_heartbeats_with_nothing_to_find_says_so() -> None:
    g = position(heroes=["Daredevil Noir", "Black Widow", "Captain America", "Hulk", "Iron Man"],
                 hand=["Listen for Heartbeats"], deck=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Wound"])
    g.players[0].discard.clear()  # starting cards and a Wound: nothing costs 1 or more
    d = _heartbeats(g)
    assert answers.by_rule(g, d) == "cost:1"
    assert "any cost is the same" in hint_for(g, d)
    _deck_of(g, [5])  # a 5 to find: now it names 5
    assert answers.by_rule(g, d) == "cost:5"


@pytest.mark.parametrize("deck,named", [(["Quaz", "Veb"], "Quaz"), (["Veb", "Quaz"], "Quaz"),
                                        (["Veb", "Veb"], "Veb")])
def test_jimmy_woo_the_player_on_the_left_names_the_dearer_card_or_a_shared_name(deck: list[str], named: str) -> None:
    g = pos(hand=[], deck=deck)
    rescue(g, "Agent Jimmy Woo")
    d = g.pending
    assert d is not None and d.player == 1 and d.source == "Agent Jimmy Woo"
    chosen = answers.by_rule(g, d)
    assert chosen is not None and d.option(str(chosen)).text == named  # Quaz costs 6, Veb 2
    assert ("100%" if deck == ["Veb", "Veb"] else "50%") in hint_for(g, d)


def test_giant_hug_picks_itself_with_a_card_costing_five_else_the_likeliest_friend() -> None:
    g = pos(hand=["Giant Hug", "Quaz"])  # Quaz costs 6
    answer(g, "Play Giant Hug")
    d = g.pending
    assert d is not None and d.source == "Giant Hug"
    assert answers.by_rule(g, d) == "player:0"
    g = pos(hand=["Giant Hug", "Veb"], players=3)
    for other, cards in ((1, ["Veb"] * 12), (2, ["Quaz"] * 12)):  # player 3 holds only costly cards (Quaz)
        p = g.players[other]
        g.ko_pile += [*p.hand, *p.deck]
        p.hand.clear()
        p.deck.clear()
        for name in cards[:6]:
            put(g, name, "hand", player=other)
        for name in cards[6:]:
            put(g, name, "deck", player=other)
    answer(g, "Play Giant Hug")
    d = g.pending
    assert d is not None
    assert answers.by_rule(g, d) == "player:2"


def test_copy_powers_copies_the_dearest_hero_played() -> None:
    from legendary_desktop.engine.positions import position as core_position

    g = core_position(heroes=["Rogue", "Thor", "Black Widow", "Hulk", "Iron Man"],
                      hand=["S.H.I.E.L.D. Agent", "Odinson", "Call Lightning", "Copy Powers"])
    for name in ("S.H.I.E.L.D. Agent", "Call Lightning", "Odinson"):
        answer(g, f"Play {name}")
    answer(g, "Play Copy Powers")
    d = g.pending
    assert d is not None and d.source == "Copy Powers"
    found = advice.ruled(g, d)
    assert found is not None
    chosen = d.options[d.labels.index(found[0])]
    assert chosen.text.startswith("Call Lightning")  # cost 6, above Odinson (3) and the Agent (0)
    assert "cost 6" in found[1]


def test_charles_xavier_strike_leaves_the_dearest_hq_hero_free() -> None:
    from legendary_desktop.engine.card import run
    from legendary_desktop.engine.context import Ctx

    g = position(mastermind="Charles Xavier, Professor of Crime",
                 hq=["Growing Anger", "Hulk Smash!", "Unstoppable Hulk", "Crazed Rampage", "Hulk Smash!"])
    mm = g.mm
    d = next(run(mm.on_strike(Ctx(g, 0, g.mastermind_card, mm))))
    assert d.source == "Charles Xavier" and d.min == 4
    found = advice.ruled(g, d)
    assert found is not None
    left = [o.card for o in d.options if o.label not in found[0]]
    assert len(found[0]) == 4 and len(left) == 1
    assert g.name(left[0]) == "Hulk Smash!" and left[0] == g.hq[1]  # cost 8 (the first of the two)


def _hurricane(city_cards: dict[str, str], card: str = "Hurricane Winds") -> Game:
    from legendary_desktop.engine.positions import play
    from legendary_desktop.engine.positions import position as core_position

    g = core_position(hand=[card], city=city_cards)
    play(g, card)
    return g


FULL = {"Sewers": "Hand Ninjas", "Bank": "Hand Ninjas", "Rooftops": "Hand Ninjas", "Streets": "Hand Ninjas",
        "Bridge": "Hand Ninjas"}


@pytest.mark.parametrize("card", ["Hurricane Winds", "Hit and Run"])
def test_moving_a_villain_swaps_the_one_who_escapes_next_when_the_one_behind_costs_less_to_lose(card: str) -> None:
    from legendary_desktop.engine import city

    g = _hurricane(FULL, card)
    city.capture(g, g.bystander_stack[-1], 4)  # the Bridge's Hand Ninjas would carry off a Bystander
    d = g.pending
    assert d is not None and d.source == card and d.min == 0
    bridge = g.city[4]
    assert bridge is not None
    found = advice.ruled(g, d)
    assert found is not None and found[0] == [f"card:{bridge.card}"]
    assert "costs less to lose" in found[1]


def test_hurricane_winds_leaves_the_city_when_the_villain_behind_would_cost_more_or_it_is_not_full() -> None:
    from legendary_desktop.engine import city

    g = _hurricane(FULL)
    city.capture(g, g.bystander_stack[-1], 3)  # now the Streets' one carries the Bystander
    d = g.pending
    assert d is not None
    found = advice.ruled(g, d)
    assert found is not None and found[0] == []
    g = _hurricane({"Bank": "Hand Ninjas", "Bridge": "Hand Ninjas"})
    d = g.pending
    assert d is not None
    found = advice.ruled(g, d)
    assert found is not None and found[0] == [] and "not full" in found[1]


def test_hurricane_winds_moves_a_villain_back_when_asked_where() -> None:
    g = _hurricane({"Bank": "Hand Ninjas", "Rooftops": "Savage Land Mutates"})
    answer(g, "Savage Land Mutates")
    d = g.pending
    assert d is not None and d.labels == ["space:1", "space:3"]
    found = advice.ruled(g, d)
    assert found is not None and found[0] == "space:1"  # back to the Bank (a swap), away from the Bridge


@pytest.mark.parametrize(("scheme", "source"), [("Unleash the Power of the Cosmic Cube", "stack"),
                                                ("The Legacy Virus", "ko")])
def test_a_wound_for_an_enemy_comes_from_the_stack_unless_evil_wins_when_the_stack_runs_out(
        scheme: str, source: str) -> None:
    from legendary_desktop.cards.black_panther.keywords import wound
    from legendary_desktop.engine.positions import position as core_position

    g = core_position(scheme=scheme, city={"Bank": "Hand Ninjas"})
    put(g, "Wound", "ko")
    stack = list(g.wound_stack)
    occ = g.city[1]
    assert occ is not None and stack
    d = next(wound(g, 0, occ.card, "Preyy"))
    assert d.source == "Preyy" and d.labels == ["stack", "ko"]
    found = advice.ruled(g, d)
    assert found is not None and found[0] == source
    assert g.wound_stack == stack  # asking changed nothing
    assert answers.by_rule(g, d) == source


def test_a_poison_lakes_leftover_wound_goes_on_the_dearest_hq_hero() -> None:
    from legendary_desktop.engine.positions import position as core_position

    g = core_position(scheme="Poison Lakes with Nanite Microbots",
                      hq=["Kimoyo Beads", "Hurricane Winds", "Forked Lightning", "Hurricane Winds", "Hurricane Winds"])
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")  # one Nanite: the Mastermind's Wound, then one Wound for five Heroes
    while g.pending is not None and g.pending.labels == ["stack", "ko"]:
        answer(g, advice.ruled(g, g.pending)[0])  # type: ignore[index]
    d = g.pending
    assert d is not None and d.source == "Poison Lakes" and d.labels[0].startswith("to:")
    found = advice.ruled(g, d)
    assert found is not None
    assert found[0] == f"to:{g.hq[2]}" and "Forked Lightning (cost 6)" in found[1]
    assert answers.by_rule(g, d) == found[0]


def test_a_freed_quantum_duplicate_is_gained_by_the_player_whose_heroes_are_worth_least() -> None:
    from legendary_desktop.engine.choices import choose_one, choose_player

    g = pos(players=3)
    for player in (0, 2):  # players 1 and 3 get a dear Hero each; player 2 keeps the starting deck
        put(g, "Quaz", "discard", player)
    ko_or_gain = next(choose_one(g, 0, "Quaz: KO it or have a player gain it?",
                                 [("ko", "KO it"), ("gain", "A player gains it")], source="Quantumania"))
    found = advice.ruled(g, ko_or_gain)
    assert found is not None and found[0] == "gain"
    who = next(choose_player(g, 0, "Who gains Quaz?", source="Quantumania"))
    found = advice.ruled(g, who)
    assert found is not None and found[0] == "player:1" and g.players[1].name in found[1]
    put(g, "Quaz", "discard", 1)
    put(g, "Quaz", "discard", 1)
    found = advice.ruled(g, who)
    assert found is not None and found[0] == "player:0"  # the first of the two now worth least


def test_uzman_is_answered_as_a_team_truth_told_truth_guessed_hero_gained_by_the_weakest_deck() -> None:
    from legendary_desktop.cards.ant_man_and_the_wasp.villains import ghost_chasers
    from legendary_desktop.engine.context import Ctx

    g = pos(players=3)
    top = put(g, "Quaz", "hero_deck")
    put(g, "Quaz", "discard", 0)  # player 1 already holds a dear Hero
    uzman = put(g, "Uzman, With Truth Serum", "ko")
    effect = ghost_chasers._uzman(Ctx(g, 0, uzman, g.cards[uzman]))
    d = next(effect)
    said = []
    while True:
        found = advice.ruled(g, d)
        assert found is not None, d.prompt
        said.append(found[0])
        try:
            d = effect.send([d.option(found[0])])  # what the game hands back for a one-of answer
        except StopIteration:
            break
    claim = said[0]
    assert any((cls.name or "").lower() == claim for cls in g.cards[top].classes.each())
    assert said[1:] == ["player:1", "truth", "gain", "player:1"]
    assert top in g.players[1].discard


def test_ghost_intangible_strike_discards_a_covert_hero_before_giving_a_victim_and_then_the_least_loss() -> None:
    from legendary_desktop.cards.ant_man_and_the_wasp import masterminds
    from legendary_desktop.engine.context import Ctx

    g = pos(mastermind="Ghost, Master Thief")
    for c in list(g.players[0].hand):
        g.players[0].hand.remove(c)
        g.players[0].deck.append(c)
    shrink = put(g, "Shrink Away", "hand")  # Covert
    put(g, "Quaz", "hand")
    d = next(masterminds._intangible_strike(Ctx(g, 0, g.mastermind_card, g.mm)))
    assert d.source == "Ghost" and d.player == 0
    found = advice.ruled(g, d)
    assert found is not None and found[0] == f"discard:{shrink}"
    g.players[0].hand.remove(shrink)
    g.players[0].deck.append(shrink)
    kept = put(g, "Quaz", "discard")
    d = next(masterminds._intangible_strike(Ctx(g, 0, g.mastermind_card, g.mm)))
    found = advice.ruled(g, d)
    assert found is not None and found[0] == f"kidnap:{kept}"  # the discard pile's copy, not the hand's
