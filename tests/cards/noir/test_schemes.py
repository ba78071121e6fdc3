"""Marvel Noir's Schemes: setup, special rules, Twists and Evil Wins."""

from __future__ import annotations

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine import attachments, scheme_twist, values, villain_deck
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .kit import drive, fresh
from .kit import noir_position as position

SPLIT = "Find the Split Personality Killer"
SILENCE = "Silence the Witnesses"
FAMILIES = "Five Families of Crime"
HEART = "Hidden Heart of Darkness"


def _twist(g, prefer=None, labels=()):
    card = fresh(g, "Scheme Twist")
    drive(scheme_twist.play(g, card), prefer=prefer, labels=labels)
    assert_conserved(g)


# ------------------------------------------------------- Find the Split Personality Killer


def _suspects(g):
    return attachments.pile(g, g.scheme_card, "Murder Suspects")


def test_split_killer_setup_and_twists_one_to_five_build_the_face_down_murder_suspects():
    g = position(scheme=SPLIT)
    assert g.requirements.twists == 8
    top_hero = g.hero_deck[-1]
    _twist(g)
    pile = _suspects(g)
    assert len(pile) == 4 and top_hero in pile
    assert sum(1 for c in pile if g.cards[c].kind is Kind.BYSTANDER) == 3
    assert attachments.is_face_down("Murder Suspects")
    for _ in range(4):
        _twist(g)
    assert len(_suspects(g)) == 20 and g.outcome is None


def test_split_killer_pay_one_attack_after_defeating_a_villain_to_investigate_the_suspects():
    g = position(scheme=SPLIT, attack=5)
    _twist(g)
    put(g, 'Bobby "Iceman" Drake', "city:Sewers")
    g.turn.attack = 5
    g.refresh()
    answer(g, f"fight:{g.city[0].card}")
    while g.pending.source != "Find the Split Personality Killer":
        answer(g, g.pending.options[0].label) if g.pending.kind != "top_bottom" else answer(
            g, *[o.label for o in g.pending.options if o.label.startswith("top:")])
    answer(g, "yes")
    assert g.turn.attack == 0
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label) if g.pending.kind != "top_bottom" else answer(
            g, *[o.label for o in g.pending.options if o.label.startswith("bottom:")])
    vp = names(g, g.players[0].victory_pile)
    assert vp.count("Bystander") == 1 and len(_suspects(g)) == 3
    assert_conserved(g)


def test_split_killer_is_not_offered_without_an_attack_to_pay():
    g = position(scheme=SPLIT)
    _twist(g)
    put(g, 'Bobby "Iceman" Drake', "city:Sewers")
    g.turn.attack = 4
    g.refresh()
    answer(g, f"fight:{g.city[0].card}")
    while g.pending.kind != "action":
        assert g.pending.source != "Find the Split Personality Killer"
        answer(g, g.pending.options[0].label) if g.pending.kind != "top_bottom" else answer(
            g, *[o.label for o in g.pending.options if o.label.startswith("top:")])


def _guess(g, guesses):
    """Twist 6, with each player's secret guess (player -> Hero Name)."""
    g.twists_played = 5
    card = fresh(g, "Scheme Twist")
    effect = scheme_twist.play(g, card)
    decision = next(effect)
    try:
        while True:
            assert decision.secret
            decision = effect.send([decision.option(f"hero:{guesses[decision.player]}")])
    except StopIteration:
        pass


def test_split_killer_twist_six_the_right_guessers_win_and_the_others_lose():
    g = position(scheme=SPLIT, players=3)
    heroes = list(g.setup.heroes)
    pile = g.held.setdefault(g.scheme_card, {}).setdefault("Murder Suspects", [])
    killer = [c for c in g.hero_deck if g.cards[c].group == heroes[1]][:2]
    other = [c for c in g.hero_deck if g.cards[c].group == heroes[0]][:1]
    for c in killer + other:
        g.hero_deck.remove(c)
        pile.append(c)
    _guess(g, {0: heroes[1], 1: heroes[0], 2: heroes[1]})
    assert g.outcome is not None and g.outcome.result == "individual"
    assert g.outcome.winners == (0, 2) and not g.outcome.won(1)


def test_split_killer_tied_names_are_all_the_killer():
    g = position(scheme=SPLIT, players=3)
    heroes = list(g.setup.heroes)
    pile = g.held.setdefault(g.scheme_card, {}).setdefault("Murder Suspects", [])
    for name in heroes[:2]:
        c = next(c for c in g.hero_deck if g.cards[c].group == name)
        g.hero_deck.remove(c)
        pile.append(c)
    _guess(g, {0: heroes[0], 1: heroes[1], 2: heroes[2]})
    assert g.outcome.winners == (0, 1)


# ------------------------------------------------------------ Silence the Witnesses


def test_silence_the_witnesses_twist_captures_three_then_sends_the_old_ones_to_the_escape_pile():
    g = position(scheme=SILENCE)
    assert g.requirements.twists == 6
    _twist(g)
    first = list(attachments.pile(g, g.scheme_card, witnesses.WITNESSES))
    assert len(first) == 3 and g.escape_pile == []
    _twist(g)
    assert all(c in g.escape_pile for c in first) and witnesses.count(g, g.scheme_card) == 3
    assert g.outcome is None
    _twist(g)
    assert g.outcome is not None and g.outcome.result == "evil_wins"  # six Bystanders in the Escape Pile


# ------------------------------------------------------------ Five Families of Crime


def test_five_families_has_five_villain_decks_over_one_space_cities_and_two_extra_groups():
    g = position(scheme=FAMILIES)
    assert len(g.setup.villains) == 2 + 2
    assert len(g.villain_decks) == 5 and [d.space for d in g.villain_decks] == [0, 1, 2, 3, 4]
    sizes = [len(d.cards) for d in g.villain_decks]
    from legendary_desktop.engine.setup_rules import composition

    assert max(sizes) - min(sizes) <= 1 and sum(sizes) == composition(g.setup)["villain_deck"]["total"]
    assert g.area.separate_spaces


def test_five_families_each_turn_the_player_picks_the_deck_and_a_newcomer_pushes_the_occupant_out():
    g = position(scheme=FAMILIES)
    deck = g.villain_decks[3]
    first = fresh(g, 'Bobby "Iceman" Drake')
    g.limbo.remove(first)
    deck.cards.append(first)
    second = fresh(g, "Jean Grey Noir")
    g.limbo.remove(second)
    g.villain_decks[3].cards.insert(len(deck.cards) - 1, second)
    answer(g, "end")
    while g.pending.prompt != "Which Villain Deck plays a card?":
        answer(g, g.pending.options[0].label)
    answer(g, "deck:3")
    assert g.city[3].card == first and g.city[4] is None
    drive(villain_deck.play_top(g, deck=3))
    assert g.city[3].card == second and first in g.escape_pile and g.escaped_villains == 1
    assert_conserved(g)


def test_five_families_twist_plays_two_cards_from_one_chosen_deck():
    g = position(scheme=FAMILIES)
    cards = []
    for name in ("Jean Grey Noir", 'Bobby "Iceman" Drake'):
        card = fresh(g, name)
        g.limbo.remove(card)
        g.villain_decks[2].cards.append(card)
        cards.append(card)
    _twist(g, labels=("deck:2",))
    # Iceman (on top) entered the one-space city above deck 2, then Jean Grey pushed it out
    assert g.city[2].card == cards[0] and cards[1] in g.escape_pile
    assert all(g.city[i] is None for i in (0, 1, 3, 4))


def test_five_families_one_empty_deck_ends_nothing_all_empty_is_evil_wins():
    g = position(scheme=FAMILIES)
    g.ko_pile += g.villain_decks[0].cards
    g.villain_decks[0].cards = []
    g.check_evil_wins()
    assert g.outcome is None and g.ran_out is None
    for d in g.villain_decks:
        g.ko_pile += d.cards
        d.cards = []
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


def test_five_families_evil_wins_at_eight_escapes():
    g = position(scheme=FAMILIES)
    g.escaped_villains = 7
    g.check_evil_wins()
    assert g.outcome is None
    g.escaped_villains = 8
    g.check_evil_wins()
    assert g.outcome.result == "evil_wins"


# ------------------------------------------------------------ Hidden Heart of Darkness


def _tactic_into_city(g, space_name="Sewers"):
    t = next(c for c in g.villain_deck if g.cards[c].kind is Kind.TACTIC)
    g.villain_deck.remove(t)
    g.villain_deck.append(t)
    drive(villain_deck.play_top(g))
    return t


def test_hidden_heart_shuffles_the_tactics_into_the_villain_deck():
    g = position(scheme=HEART)
    assert g.tactics == []
    assert sum(1 for c in g.villain_deck if g.cards[c].kind is Kind.TACTIC) == 4


def test_a_tactic_enters_as_a_villain_with_the_masterminds_printed_attack_and_no_bonuses():
    g = position(scheme=HEART, mastermind="Charles Xavier, Professor of Crime")
    put(g, "Bystander", "mastermind_bystanders")
    t = _tactic_into_city(g)
    assert g.city[0].card == t
    witnesses.capture_hidden(g, g.hq[0], 2)  # +2 for Xavier himself, not for his Tactic
    assert values.enemy_attack(g, t) == 8 and values.mastermind_attack(g) == 10


def test_a_fought_tactic_resolves_its_fight_and_goes_to_the_victory_pile():
    g = position(scheme=HEART, mastermind="Charles Xavier, Professor of Crime", players=2)
    t = next(c for c in g.villain_deck if g.name(c) == "X-Con Men")
    g.villain_deck.remove(t)
    g.villain_deck.append(t)
    drive(villain_deck.play_top(g))
    g.turn.attack = 8
    g.refresh()
    answer(g, f"fight:{t}")
    assert t in g.players[0].victory_pile and g.outcome is None
    assert "Wound" in names(g, g.players[1].discard)


def test_the_mastermind_cannot_be_fought_while_a_tactic_is_in_the_city_then_fighting_it_wins():
    g = position(scheme=HEART, attack=30)
    t = _tactic_into_city(g)
    g.refresh()
    assert "mastermind" not in [o.label for o in g.pending.options]
    answer(g, f"fight:{t}")
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert "mastermind" in [o.label for o in g.pending.options]
    answer(g, "mastermind")
    assert g.outcome is not None and g.outcome.result == "team_win"


def test_hidden_heart_twist_reshuffles_tactics_draws_two_and_brings_one_into_the_city():
    g = position(scheme=HEART, players=2)
    t = next(c for c in g.villain_deck if g.cards[c].kind is Kind.TACTIC)
    g.villain_deck.remove(t)
    g.players[1].victory_pile.append(t)
    hand = len(g.players[1].hand)
    _twist(g)
    assert len(g.players[1].hand) == hand + 2 and t not in g.players[1].victory_pile
    assert any(e.kind == "reveal" and "investigates for a Tactic" in e.text for e in g.events)


def test_hidden_heart_twist_finds_the_tactic_among_the_top_cards_and_only_it_enters():
    g = position(scheme=HEART, players=2)
    t = next(c for c in g.villain_deck if g.cards[c].kind is Kind.TACTIC)
    g.villain_deck.remove(t)
    g.villain_deck.append(t)
    ninjas = put(g, "Hand Ninjas", "villain_deck")  # on top of the Tactic: both are looked at
    _twist(g)
    in_city = [o.card for o in g.city if o is not None]
    assert t in in_city and ninjas not in in_city and ninjas in g.villain_deck


def test_hidden_heart_evil_wins_when_two_tactics_escape():
    g = position(scheme=HEART)
    tactics = [c for c in g.villain_deck if g.cards[c].kind is Kind.TACTIC][:2]
    g.villain_deck.remove(tactics[0])
    g.escape_pile.append(tactics[0])
    g.check_evil_wins()
    assert g.outcome is None
    g.villain_deck.remove(tactics[1])
    g.escape_pile.append(tactics[1])
    g.check_evil_wins()
    assert g.outcome.result == "evil_wins"


# ------------------------------------------------------------ found by mutation testing


def test_split_killer_twist_taking_the_last_hero_deck_card_runs_the_hero_deck_out():
    g = position(scheme=SPLIT)
    g.ko_pile += g.hero_deck[:-1]
    del g.hero_deck[:-1]
    _twist(g)
    assert not g.hero_deck and g.ran_out == "Hero Deck"
    assert len(_suspects(g)) == 4


def test_split_killer_twist_with_hero_deck_left_does_not_run_it_out():
    g = position(scheme=SPLIT)
    _twist(g)
    assert g.hero_deck and g.ran_out is None


def test_split_killer_investigating_the_suspects_costs_exactly_one_attack():
    g = position(scheme=SPLIT)
    _twist(g)
    put(g, 'Bobby "Iceman" Drake', "city:Sewers")
    g.turn.attack, g.turn.recruit = 7, 2
    g.refresh()
    answer(g, f"fight:{g.city[0].card}")
    while g.pending.source != "Find the Split Personality Killer":
        answer(g, g.pending.options[0].label) if g.pending.kind != "top_bottom" else answer(
            g, *[o.label for o in g.pending.options if o.label.startswith("top:")])
    answer(g, "yes")
    assert (g.turn.attack, g.turn.recruit) == (7 - 4 - 1, 2)


def test_five_families_a_bystander_is_captured_in_its_own_decks_space_or_by_the_mastermind():
    # Viper in the Sewers; a Bystander revealed from the deck above the empty Bridge goes to the Mastermind
    g = position(scheme=FAMILIES, villains=["HYDRA"], city={"Sewers": "Viper"})
    viper = g.city[0].card
    bridge = next(i for i, d in enumerate(g.villain_decks) if d.space == 4)
    bystander = g.bystander_stack.pop()
    g.villain_decks[bridge].cards.append(bystander)
    drive(villain_deck.play_top(g, deck=bridge))
    assert bystander in g.mastermind_bystanders and g.city[0].bystanders == []
    assert "Viper captures a Bystander in the Sewers." not in [e.text for e in g.events]
    # one revealed from the deck above the Sewers is Viper's
    second = g.bystander_stack.pop()
    g.villain_decks[0].cards.append(second)
    drive(villain_deck.play_top(g, deck=0))
    assert g.city[0].card == viper and g.city[0].bystanders == [second]
    assert_conserved(g)
