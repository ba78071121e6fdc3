"""The test kit itself: `put` gives a distinct card each call, and the conservation check finds faults."""

from __future__ import annotations

from legendary_desktop.engine.positions import assert_conserved, conservation_problems, names, position, put


def test_put_on_the_villain_deck_three_times_stacks_three_twists():
    g = position()
    twists = [put(g, "Scheme Twist", "villain_deck") for _ in range(3)]
    assert len(set(twists)) == 3
    assert g.villain_deck[-3:] == twists
    assert names(g, g.villain_deck[-3:]) == ["Scheme Twist"] * 3
    assert_conserved(g)


def test_put_in_the_ko_pile_four_times_leaves_four_agents():
    g = position()
    before = names(g, g.ko_pile).count("S.H.I.E.L.D. Agent")
    agents = [put(g, "S.H.I.E.L.D. Agent", "ko") for _ in range(4)]
    assert len(set(agents)) == 4
    assert names(g, g.ko_pile).count("S.H.I.E.L.D. Agent") == before + 4
    assert_conserved(g)


def test_put_never_takes_back_a_card_it_placed_even_after_it_moved():
    g = position()
    first = put(g, "Hulk Smash!", "hand")
    g.players[0].hand.remove(first)
    g.hero_deck.append(first)  # the game moved it back into a supply pile
    second = put(g, "Hulk Smash!", "hero_deck")
    assert second != first and g.hero_deck[-2:] == [first, second]
    assert_conserved(g)


def test_conservation_check_reports_a_duplicated_card():
    g = position()
    card = g.players[0].hand[0]
    assert conservation_problems(g) == []
    g.players[0].discard.append(card)  # now in the hand and in the discard pile
    problems = conservation_problems(g)
    assert any(f"card {card} " in p and "p0.hand" in p and "p0.discard" in p for p in problems), problems


def test_conservation_check_reports_a_missing_card():
    g = position()
    card = g.players[0].hand.pop()
    problems = conservation_problems(g)
    assert any(f"card {card} " in p and "nowhere" in p for p in problems), problems
    key = g.cards[card].key
    assert any(p.startswith(f"{key}:") for p in problems), problems


def test_every_decision_must_name_its_player_prompt_and_source():
    """tests/conftest.py checks each Decision the engine makes, in every test."""
    import pytest

    from legendary_desktop.engine.decision import Decision

    Decision(0, "Choose", [])
    for bad in ({"player": None}, {"player": True}, {"prompt": None}, {"prompt": ""}, {"source": None}):
        args = {"player": 0, "prompt": "Choose", "options": [], **bad}
        with pytest.raises(AssertionError):
            Decision(**args)  # type: ignore[arg-type]


def test_every_log_event_must_have_a_kind_words_and_real_cards():
    """tests/conftest.py checks each event the engine logs, in every test."""
    import pytest

    g = position()
    g.log("ko", "A card is KO'd.", 0)
    for kind, text, cards in ((None, "x", ()), ("XXkoXX", "x", ()), ("KO", "x", ()), ("ko", None, ()),
                              ("ko", "", ()), ("ko", "x", (None,)), ("ko", "x", (len(g.cards),))):
        with pytest.raises(AssertionError):
            g.log(kind, text, *cards)  # type: ignore[arg-type]
