"""Investigate: look at the top two cards (three after Adventurers Assemble!), draw exactly one that matches,
put the rest back on the top and/or bottom in any order — of your deck or of another deck."""

from __future__ import annotations

from legendary_desktop.engine.decision import TOP_BOTTOM
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, position, put


def test_when_both_match_exactly_one_is_drawn_and_the_other_goes_where_you_choose():
    g = position(hand=["Gumshoe's Revolver"],
                 deck=["Weight of the World", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])
    play(g, "Gumshoe's Revolver")
    assert sorted(o.text for o in g.pending.options) == ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"]
    answer(g, "S.H.I.E.L.D. Trooper")
    p = g.players[0]
    assert names(g, p.hand) == ["S.H.I.E.L.D. Trooper"]
    assert g.pending.kind == TOP_BOTTOM
    answer(g, "S.H.I.E.L.D. Agent: bottom")
    assert names(g, p.deck) == ["S.H.I.E.L.D. Agent", "Weight of the World"]  # bottom ... top
    assert g.turn.drawn == 1


def test_when_none_match_nothing_is_drawn_but_both_are_still_arranged_top_and_bottom():
    g = position(hand=["Private Investigations"],
                 deck=["Webs of Darkness", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])
    play(g, "Private Investigations")
    assert g.pending.kind == TOP_BOTTOM
    answer(g, "S.H.I.E.L.D. Agent: top", "S.H.I.E.L.D. Trooper: bottom")
    p = g.players[0]
    assert p.hand == []
    assert names(g, p.deck) == ["S.H.I.E.L.D. Trooper", "Webs of Darkness", "S.H.I.E.L.D. Agent"]


def test_the_cards_put_back_on_top_go_in_the_chosen_order():
    g = position(hand=["Adventurers Assemble!"],
                 deck=["S.H.I.E.L.D. Agent", "Webs of Darkness", "Balancing Act", "Weight of the World"])
    play(g, "Adventurers Assemble!")
    answer(g, "Recruit")  # Investigate for a card with a Recruit icon: only Balancing Act among the three
    p = g.players[0]
    assert names(g, p.hand) == ["Balancing Act"]
    answer(g, "Webs of Darkness: top", "Weight of the World: top")  # first named is topmost
    assert names(g, p.deck) == ["S.H.I.E.L.D. Agent", "Weight of the World", "Webs of Darkness"]


def test_adventurers_assemble_makes_every_investigation_this_turn_look_at_three():
    g = position(hand=["Adventurers Assemble!", "Gumshoe's Revolver"],
                 deck=["S.H.I.E.L.D. Agent", "Webs of Darkness", "Weight of the World", "Weight of the World",
                       "Weight of the World"])
    play(g, "Adventurers Assemble!")
    answer(g, "Attack")  # three Weights of the World looked at: one is drawn, two are left to arrange
    p = g.players[0]
    assert names(g, p.hand) == ["Gumshoe's Revolver", "Weight of the World"]
    assert len(g.pending.options) == 4  # two cards, top or bottom each
    answer(g, *[o.label for o in g.pending.options if o.label.startswith("bottom:")])
    play(g, "Gumshoe's Revolver")  # looks at Webs of Darkness, S.H.I.E.L.D. Agent and a Weight of the World
    assert sorted(o.text for o in g.pending.options) == ["S.H.I.E.L.D. Agent", "Webs of Darkness"]
    answer(g, "Webs of Darkness")
    assert sorted(o.text for o in g.pending.options) == ["S.H.I.E.L.D. Agent: bottom", "S.H.I.E.L.D. Agent: top",
                                                         "Weight of the World: bottom", "Weight of the World: top"]
    assert_conserved(g)


def test_another_players_investigation_in_your_turn_looks_at_two():
    from legendary_desktop.cards.noir.investigate import LOOK_NOTE, look_count

    g = position()
    g.turn.notes[LOOK_NOTE] = 3
    assert look_count(g, 0) == 3 and look_count(g, 1) == 2


def test_investigating_another_deck_puts_the_rest_back_on_that_deck():
    g = position(hand=["Missing Person Case"])
    top_two = [put(g, "Weight of the World", "hero_deck"), put(g, "Webs of Darkness", "hero_deck")]
    play(g, "Missing Person Case")
    answer(g, "Webs of Darkness")
    p = g.players[0]
    assert p.hand == [top_two[1]]
    answer(g, "Weight of the World: bottom")
    assert g.hero_deck[0] == top_two[0]
    assert_conserved(g)


def test_a_private_investigation_names_only_the_card_found_a_revealed_one_names_all():
    g = position(hand=["Private Investigations"], deck=["Weight of the World", "S.H.I.E.L.D. Trooper"])
    play(g, "Private Investigations")
    answer(g, "S.H.I.E.L.D. Trooper: top")
    texts = " ".join(e.text for e in g.events)
    assert "finds Weight of the World" in texts and "reveals" not in texts
    from legendary_desktop.cards.noir.investigate import investigate

    g2 = position(deck=["Weight of the World", "S.H.I.E.L.D. Trooper"])
    effect = investigate(g2, 0, g2.players[0].deck, lambda d: False, "nothing", owner=0, reveal=True)
    decision = next(effect)
    assert decision.kind == TOP_BOTTOM
    assert any("reveals S.H.I.E.L.D. Trooper, Weight of the World" in e.text for e in g2.events)


def test_a_short_deck_shuffles_the_discard_pile_in_beneath_it_first():
    g = position(hand=["Gumshoe's Revolver"], deck=["Weight of the World"], discard=["S.H.I.E.L.D. Agent"])
    play(g, "Gumshoe's Revolver")
    p = g.players[0]
    assert names(g, p.hand) == ["S.H.I.E.L.D. Agent"]  # the only match: drawn without a question
    answer(g, "Weight of the World: top")
    assert names(g, p.deck) == ["Weight of the World"] and p.discard == []


def test_an_empty_deck_and_discard_pile_investigate_nothing():
    g = position(hand=["Gumshoe's Revolver"], deck=[], discard=[])
    play(g, "Gumshoe's Revolver")
    assert g.pending.kind == "action" and g.players[0].hand == []
    assert any("nothing to look at" in e.text for e in g.events)


def test_investigating_the_villain_deck_for_a_villain_into_the_victory_pile():
    g = position(mastermind="The Goblin, Underworld Boss", villains=["Goblin's Freak Show"])
    g.villain_deck.append(put(g, "Montana", "ko"))
    g.ko_pile.remove(g.villain_deck[-1])
    put(g, "Master Strike", "villain_deck")
    from legendary_desktop.cards.noir.investigate import investigate

    effect = investigate(g, 0, g.villain_deck, lambda d: d.is_villain, "a Villain", reveal=True)
    decision = next(effect)  # the only match is taken: next is the top/bottom of the Master Strike
    assert decision.kind == TOP_BOTTOM and [o.text for o in decision.options] == ["Master Strike: top",
                                                                                  "Master Strike: bottom"]
    try:
        effect.send([decision.options[1]])
    except StopIteration as done:
        found = done.value
    assert g.name(found) == "Montana" and found in g.limbo
    assert g.name(g.villain_deck[0]) == "Master Strike"


# ---------------------------------------------------------------- found by mutation testing


def test_an_investigation_is_private_unless_the_card_says_to_reveal():
    from legendary_desktop.cards.noir.investigate import investigate

    g = position(deck=["Weight of the World", "S.H.I.E.L.D. Trooper"])
    effect = investigate(g, 0, g.players[0].deck, lambda d: False, "nothing", owner=0)
    assert next(effect).kind == TOP_BOTTOM
    assert not any(e.kind == "reveal" for e in g.events)


def test_investigating_your_own_deck_with_reveal_names_every_card_looked_at():
    from legendary_desktop.cards.noir.investigate import investigate_own_deck

    g = position(deck=["Weight of the World", "S.H.I.E.L.D. Trooper"])
    effect = investigate_own_deck(g, 0, lambda d: False, "nothing", reveal=True)
    assert next(effect).kind == TOP_BOTTOM
    assert any(e.kind == "reveal" and "S.H.I.E.L.D. Trooper, Weight of the World" in e.text for e in g.events)


def test_each_card_drawn_by_investigating_counts_as_drawn_this_turn():
    from legendary_desktop.cards.noir.investigate import any_card, investigate_own_deck

    from .kit import drive

    g = position(hand=[], deck=["Weight of the World", "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent",
                                "Balancing Act"])
    drawn = g.turn.drawn
    drive(investigate_own_deck(g, 0, any_card, "any card"))
    drive(investigate_own_deck(g, 0, any_card, "any card"))
    assert len(g.players[0].hand) == 2 and g.turn.drawn == drawn + 2
    assert_conserved(g)
