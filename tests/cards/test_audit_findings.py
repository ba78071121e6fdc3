"""Rulings from the rules audit, each proved through the engine."""

from __future__ import annotations

from legendary_desktop.engine import city
from legendary_desktop.engine.positions import answer, instance, names, play, position, put
from legendary_desktop.engine.table import ROOFTOPS


def test_a_villain_of_your_choice_is_asked_even_among_identical_villains():
    # Here, Hold This for a Second: two Hand Ninjas in different spaces are different choices.
    g = position(hand=["Here, Hold This for a Second"], city={"Sewers": "Hand Ninjas", "Bridge": "Hand Ninjas"})
    play(g, "Here, Hold This for a Second")
    assert {o.text for o in g.pending.options} == {"Hand Ninjas (Sewers)", "Hand Ninjas (Bridge)"}
    answer(g, "Hand Ninjas (Bridge)")
    assert len(g.city[4].bystanders) == 1 and not g.city[0].bystanders


def test_identical_cards_in_one_place_are_not_asked_about():
    g = position(hand=["S.H.I.E.L.D. Agent"] * 3, city={"Sewers": "Sentinel"}, attack=3)
    answer(g, "Fight Sentinel (Sewers)")  # KO one of your Heroes: three identical Agents in hand
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"] * 2


def test_cards_from_several_places_say_where_they_are():
    g = position(hand=["Healing Factor", "Wound"], discard=["Wound"])
    play(g, "Healing Factor")
    assert {o.text for o in g.pending.options} == {"Wound (hand)", "Wound (discard pile)"}


def test_ruthless_dictator_discard_lets_unending_energy_return():
    from legendary_desktop.engine.card import Kind

    g = position(deck=["S.H.I.E.L.D. Agent", "Unending Energy", "Wound"], attack=20)
    keep = next(t for t in g.tactics if g.cards[t].name == "Ruthless Dictator")
    other = next(t for t in g.tactics if t != keep)
    g.ko_pile += [t for t in g.tactics if t not in (keep, other)]
    g.tactics[:] = [other, keep]
    g.rng.randrange = lambda n: n - 1  # the "random" Tactic is Ruthless Dictator
    g.refresh()
    answer(g, "mastermind")
    answer(g, "Wound")  # KO
    answer(g, "Unending Energy")  # discard
    assert g.pending.prompt.endswith("return Unending Energy to your hand?")
    answer(g, "yes")
    assert "Unending Energy" in names(g, g.players[0].hand)
    assert [g.cards[c].kind for c in g.players[0].victory_pile] == [Kind.TACTIC]


def test_escape_penalty_discard_is_a_rule_not_a_card_effect():
    # Unending Energy returns only when a card effect discards it; the escape penalty is a rule.
    g = position(hand=["Unending Energy"], hands={1: ["S.H.I.E.L.D. Agent"]},
                 city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel", "Streets": "Sentinel",
                       "Bridge": "Sentinel"})
    put(g, "Bystander", "bystanders:Bridge")
    put(g, "Hand Ninjas", "villain_deck")
    hand0 = list(g.players[0].hand)
    g.players[0].hand.clear()
    g.players[0].deck += hand0  # player 0's next hand: Unending Energy on top, drawn at end of turn
    answer(g, "end")
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
        assert "return Unending Energy" not in (g.pending.prompt if g.pending else "")
    assert "Unending Energy" in names(g, g.players[0].discard) or "Unending Energy" in names(g, g.players[0].hand)


def test_pure_fury_compares_attack_without_fight_only_modifiers():
    # Lightning Bolt: "Villains you FIGHT on the Rooftops get -2"; Pure Fury defeats without fighting.
    g = position(hand=["Lightning Bolt", "Pure Fury"], city={"Rooftops": "Sentinel"})
    g.players[1].deck += g.ko_pile  # the replaced starting hand went to the KO pile: take it out
    g.ko_pile.clear()
    for _ in range(3):
        g.ko_pile.append(instance(g, "S.H.I.E.L.D. Agent"))  # 3 S.H.I.E.L.D. Heroes in the KO pile: 3 < 3 fails
    g.refresh()
    play(g, "Lightning Bolt")
    assert city.villain_attack(g, ROOFTOPS) == 1 and city.villain_attack(g, ROOFTOPS, fighting=False) == 3
    play(g, "Pure Fury")
    assert g.city[ROOFTOPS] is not None  # the Sentinel's Attack is 3, not less than 3


def test_diving_block_asks_once_per_wound_with_two_copies_in_hand():
    g = position(hand=["Diving Block", "Diving Block", "Crazed Rampage"])
    play(g, "Crazed Rampage")  # each player gains a Wound
    assert "Diving Block" in g.pending.prompt
    answer(g, "no")
    assert g.pending.kind == "action"  # not asked again for the second copy
    assert "Wound" in names(g, g.players[0].discard)


def test_paibok_chooses_for_every_player_from_the_hq_as_it_is_then_each_gains():
    g = position(city={"Sewers": "Paibok the Power Skrull"}, attack=8,
                 hq=["Keen Senses", "Quick Draw", "Odinson", "Growing Anger", "Mental Discipline"])
    before = list(g.hq)
    answer(g, "Fight Paibok the Power Skrull (Sewers)")
    answer(g, "Keen Senses")  # for player 1
    assert {o.card for o in g.pending.options} == set(before) - {before[0]}  # no refill card offered yet
    answer(g, "Odinson")  # for player 2
    assert names(g, g.players[0].discard) == ["Keen Senses"] and names(g, g.players[1].discard) == ["Odinson"]
    assert all(c is not None for c in g.hq)
