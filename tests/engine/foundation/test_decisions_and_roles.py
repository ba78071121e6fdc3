"""Deck peeks, cards acting as Villains, reactions from any hand, secret simultaneous choices."""

from __future__ import annotations

import pytest

from legendary_desktop.engine import city, peek, secret
from legendary_desktop.engine.choices import may
from legendary_desktop.engine.decision import TOP_BOTTOM, IllegalAnswerError
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, play, position
from legendary_desktop.engine.table import SEWERS
from legendary_desktop.engine.values import Role
from legendary_desktop.engine.verbs import gain_wound

from .kit import hero, hero_group


def _peeker(n: int, deck: str):
    def ability(c):
        g = c.g
        target = {"own": g.players[c.player].deck, "villain": g.villain_deck, "hero": g.hero_deck}[deck]
        yield from peek.peek(g, c.player, target, n, "Top or bottom?", "Peeker",
                             owner=c.player if deck == "own" else None)
    return ability


def _game_with(*cards, **kw) -> Game:
    return position(heroes=["Test Hero"], cat=catalog_with(*hero_group(*cards)), **kw)


def test_peek_puts_each_card_on_top_or_bottom_in_the_chosen_order_and_marks_a_reveal():
    g = _game_with(hero("Peeker", on_play=_peeker(3, "villain")), hand=["Peeker"])
    deck = g.villain_deck
    a, b, c = deck[-1], deck[-2], deck[-3]
    rest = deck[:-3]
    play(g, "Peeker")
    d = g.pending
    assert d.kind == TOP_BOTTOM and len(d.options) == 6 and g.last_reveal == len(g.answers)
    g.decide([f"top:{c}", f"bottom:{a}", f"top:{b}"])
    assert g.villain_deck[-1] == c and g.villain_deck[-2] == b and g.villain_deck[0] == a
    assert g.villain_deck[1:-2] == rest
    assert_conserved(g)


def test_peek_refuses_an_answer_that_places_a_card_twice_or_leaves_one_out():
    g = _game_with(hero("Peeker", on_play=_peeker(2, "hero")), hand=["Peeker"])
    a, b = g.hero_deck[-1], g.hero_deck[-2]
    play(g, "Peeker")
    for bad in ([f"top:{a}", f"bottom:{a}"], [f"top:{a}"], [f"top:{a}", f"top:{b}", f"bottom:{b}"]):
        with pytest.raises(IllegalAnswerError):
            g.decide(bad)
    g.decide([f"bottom:{a}", f"bottom:{b}"])
    assert g.hero_deck[0] == b and g.hero_deck[1] == a  # the last listed is the very bottom


def test_peek_at_a_short_own_deck_shuffles_the_discard_in_first():
    g = _game_with(hero("Peeker", on_play=_peeker(3, "own")), hand=["Peeker"], deck=["S.H.I.E.L.D. Agent"],
                   discard=["Wound", "S.H.I.E.L.D. Trooper"])
    play(g, "Peeker")
    assert len(g.pending.options) == 6 and not g.players[0].discard
    g.decide([o.label for o in g.pending.options if o.label.startswith("top:")])
    assert len(g.players[0].deck) == 3
    assert_conserved(g)


def test_a_tactic_enters_the_city_as_a_villain_and_goes_to_the_victory_pile_as_a_tactic():
    g = position(attack=7)
    tactic = g.tactics.pop()
    g.limbo.append(tactic)
    role = Role(f"{g.name(tactic)} (Tactic)", lambda g, c: 7)
    for _ in city.enter(g, tactic, role=role):
        raise AssertionError("nothing to decide")
    assert g.is_villain(tactic) and g.villain_name(tactic).endswith("(Tactic)")
    assert city.villain_attack(g, SEWERS) == 7
    g.refresh()
    answer(g, f"fight:{tactic}")
    assert tactic in g.players[0].victory_pile and tactic not in g.roles
    assert g.cards[tactic].kind.value == "tactic"
    assert_conserved(g)


def test_a_hero_acting_as_a_villain_is_gained_when_defeated_and_escapes_as_a_hero():
    g = position(attack=20)
    card = g.hq[0]
    g.remove(card)
    g.limbo.append(card)
    for _ in city.enter(g, card, role=Role("Impostor", lambda g, c: 4, defeated_to="discard")):
        raise AssertionError("nothing to decide")
    g.refresh()
    answer(g, f"fight:{card}")
    assert card in g.players[0].discard and not g.players[0].victory_pile


def _bodyguard(g, owner, card, subject):
    if owner == subject:
        return False
    if not (yield from may(g, owner, "Take the Wound for your teammate?", "Bodyguard")):
        return False
    g.players[owner].hand.remove(card)
    g.players[owner].discard.append(card)
    return True


def test_a_card_in_another_players_hand_can_react_and_its_owner_decides():
    guard = hero("Bodyguard", reactions={"gain_wound": _bodyguard})
    wounder = hero("Wounder", on_play=lambda c: gain_wound(c.g, c.player))
    g = _game_with(guard, wounder, hand=["Wounder"], hands={1: ["Bodyguard"]})
    assert "gain_wound" in g.reaction_events
    play(g, "Wounder")
    assert g.pending.player == 1 and g.pending.source == "Bodyguard"
    answer(g, "yes")
    assert "Wound" not in names(g, g.players[0].discard) and "Bodyguard" in names(g, g.players[1].discard)
    assert_conserved(g)


def test_a_reaction_declined_lets_the_event_happen():
    guard = hero("Bodyguard", reactions={"gain_wound": _bodyguard})
    wounder = hero("Wounder", on_play=lambda c: gain_wound(c.g, c.player))
    g = _game_with(guard, wounder, hand=["Wounder"], hands={1: ["Bodyguard"]})
    play(g, "Wounder")
    answer(g, "no")
    assert "Wound" in names(g, g.players[0].discard)


def test_events_no_card_reacts_to_ask_nobody():
    g = position(players=3)
    assert g.reaction_events == {"gain_wound"}  # Diving Block is in the default Heroes


def _vote(c):
    answers = yield from secret.secret_choices(c.g, "Which?", [("red", "Red"), ("blue", "Blue")], source="Vote")
    c.g.state["vote"] = secret.tally(answers, c.g.rng)


def test_secret_choices_ask_every_player_and_log_only_when_all_have_answered():
    g = _game_with(hero("Voter", on_play=_vote), hand=["Voter"], players=3)
    play(g, "Voter")
    events = len(g.events)
    assert g.pending.secret and g.pending.player == 0
    answer(g, "red")
    assert g.pending.secret and g.pending.player == 1 and len(g.events) == events
    answer(g, "blue")
    answer(g, "blue")
    assert g.state["vote"] == "blue"
    assert "chose Red" in g.events[-1].text and g.events[-1].kind == "secret"


def test_a_game_with_secret_choices_replays_exactly():
    from legendary_desktop.bots import RandomBot

    from .kit import scheme

    cat = catalog_with(schemes=[scheme("Vote Scheme", on_twist=_vote)])
    from legendary_desktop.engine.positions import default_setup

    setup = default_setup(3, scheme="Vote Scheme", cat=cat)
    g = Game(setup, 11, cat)
    bot = RandomBot(3)
    secrets = 0
    while not g.over:
        secrets += bool(g.pending.secret)
        g.decide(bot.answer(g.pending))
    assert secrets >= 3
    again = Game.replay(setup, 11, g.answers, cat)
    assert again.events == g.events and again.outcome == g.outcome


def test_a_tied_secret_choice_is_broken_by_the_game_seed_the_same_way_every_time():
    import random

    picks = {secret.tally({0: "a", 1: "b"}, random.Random(seed)) for seed in range(20)}
    assert picks == {"a", "b"}
    assert secret.tally({0: "a", 1: "b"}, random.Random(5)) == secret.tally({0: "a", 1: "b"}, random.Random(5))


def test_the_random_player_answers_a_peek_legally():
    from legendary_desktop.bots import RandomBot

    for seed in range(10):
        g = _game_with(hero("Peeker", on_play=_peeker(3, "hero")), hand=["Peeker"])
        play(g, "Peeker")
        g.decide(RandomBot(seed).answer(g.pending))
        assert g.pending.kind == "action"
        assert_conserved(g)


def test_a_set_adds_a_main_phase_action_offered_only_in_games_with_that_set():
    from legendary_desktop.engine.actions import ACTION_KINDS, ActionKind, register_action
    from legendary_desktop.engine.decision import Option

    from .kit import TEST, with_test_set

    def options(g):
        return [Option("shout", "Shout")] if g.turn.recruit >= 1 else []

    def do(g, option):
        g.turn.recruit -= 1
        g.state["shouts"] = g.state.get("shouts", 0) + 1

    kind = register_action(TEST, ActionKind("shout", options, do, blocked=lambda g: []))
    try:
        g = _game_with(hero("Plain"), recruit=2, rulebook=with_test_set())  # a game by the test set's rules
        assert "shout" in g.pending.labels
        answer(g, "shout")
        answer(g, "shout")
        assert g.state["shouts"] == 2 and "shout" not in g.pending.labels
        core = position(recruit=2)
        assert "shout" not in core.pending.labels
    finally:
        ACTION_KINDS[TEST].remove(kind)


# ---------------------------------------------------------------- found by mutation testing


def test_a_reaction_card_behind_other_cards_in_the_hand_is_still_offered():
    guard = hero("Bodyguard", reactions={"gain_wound": _bodyguard})
    wounder = hero("Wounder", on_play=lambda c: gain_wound(c.g, c.player))
    g = _game_with(guard, wounder, hand=["Wounder"], hands={1: ["Filler 0", "Filler 1", "Bodyguard"]})
    assert names(g, g.players[1].hand)[-1] == "Bodyguard"
    play(g, "Wounder")
    assert g.pending.player == 1 and g.pending.source == "Bodyguard"


def test_reactions_are_offered_in_turn_order_from_the_player_the_event_concerns():
    guard = hero("Bodyguard", copies=2, reactions={"gain_wound": _bodyguard})
    sender = hero("Wound Sender", on_play=lambda c: gain_wound(c.g, 1))  # player 2 (index 1) gains a Wound
    g = _game_with(guard, sender, players=3, hand=["Wound Sender", "Bodyguard"], hands={2: ["Bodyguard"]})
    play(g, "Wound Sender")
    assert g.pending.player == 2 and g.pending.source == "Bodyguard"  # after player 2 comes player 3, then 1
    answer(g, "no")
    assert g.pending.player == 0 and g.pending.source == "Bodyguard"


def test_a_secret_choice_can_ask_only_some_players_each_with_one_button_answer():
    def ask_two(c):
        c.g.state["votes"] = yield from secret.secret_choices(c.g, "Which?", [("red", "Red"), ("blue", "Blue")],
                                                              players=[2, 1], source="Vote")

    g = _game_with(hero("Asker", on_play=ask_two), hand=["Asker"], players=3)
    play(g, "Asker")
    d = g.pending
    assert d.player == 2 and d.secret and d.kind == "choose_one" and not d.multi
    with pytest.raises(IllegalAnswerError):
        g.decide(["red", "blue"])
    answer(g, "red")
    assert g.pending.player == 1
    answer(g, "blue")
    assert g.state["votes"] == {2: "red", 1: "blue"} and g.pending.player == 0


def test_a_clear_secret_vote_draws_nothing_from_the_game_seed_so_recorded_games_replay():
    import random

    rng = random.Random(7)
    before = rng.getstate()
    assert secret.tally({0: "a", 1: "a", 2: "b"}, rng) == "a"
    assert rng.getstate() == before
