"""Bruce Banner's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, names, play, put

from .infinity_kit import saga


def test_burst_of_rage_sacrifice_for_attack_and_a_ko():
    g = saga(hand=["Burst of Rage", "Burst of Rage", "Wound"])
    play(g, "Burst of Rage")
    play(g, "Burst of Rage")
    answer(g, "yes")
    answer(g, "Wound")
    assert g.turn.attack == 1 + 1 + 3 and names(g, g.ko_pile)[-1] == "Wound"


def test_brains_and_brawn_needs_tech_and_strength():
    g = saga(hand=["Brains and Brawn", "Brains and Brawn"])
    play(g, "Brains and Brawn")
    play(g, "Brains and Brawn")  # the first one is both Strength and Tech
    assert g.turn.attack == 2 + 4
    g2 = saga(hand=["Burst of Rage", "Brains and Brawn"])
    play(g2, "Burst of Rage")
    play(g2, "Brains and Brawn")
    assert g2.turn.attack == 1 + 2  # Strength only


def test_hulkbuster_armor_kos_a_wound_for_recruit():
    g = saga(hand=["Hulkbuster Armor"], discard=["Wound"])
    play(g, "Hulkbuster Armor")
    answer(g, "Wound")
    assert g.turn.recruit == 4


def test_hulkbuster_armor_declined():
    g = saga(hand=["Hulkbuster Armor", "Wound"])
    play(g, "Hulkbuster Armor")
    answer(g, *[])
    assert g.turn.recruit == 2 and "Wound" in names(g, g.players[0].hand)


def test_hulk_gets_smashed_gain_a_wound_to_ko_two_other_cards():
    g = saga(hand=["Burst of Rage", "Hulk Gets Smashed", "S.H.I.E.L.D. Agent"], discard=["S.H.I.E.L.D. Trooper"])
    play(g, "Burst of Rage")
    play(g, "Hulk Gets Smashed")
    answer(g, "yes")
    assert names(g, g.players[0].discard).count("Wound") == 1
    assert all(g.cards[o.card].kind.value != "wound" for o in g.pending.options)  # not the gained Wound
    answer(g, "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper")
    assert names(g, g.ko_pile)[-2:] == ["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"]
    assert g.turn.attack == 1 + 2


def test_hulk_gets_smashed_without_strength():
    g = saga(hand=["Hulk Gets Smashed"])
    play(g, "Hulk Gets Smashed")
    assert g.pending.kind == "action" and g.turn.attack == 2


def test_crush_puny_weaklings_counts_henchmen():
    g = saga(hand=["Hulkbuster Armor", "Crush Puny Weaklings"])
    put(g, "Hand Ninjas", "victory_pile")
    put(g, "Hand Ninjas", "victory_pile")
    put(g, "Proxima Midnight", "victory_pile")  # a Villain, not a Henchman
    play(g, "Hulkbuster Armor")
    play(g, "Crush Puny Weaklings")
    assert g.turn.attack == 3 + 2


def test_reverse_the_snap_gains_a_hero_and_rebuilds_the_deck():
    g = saga(hand=["Hulkbuster Armor", "Reverse The Snap"], deck=["Wound", "Witchcraft"],
             discard=["S.H.I.E.L.D. Agent", "Bind Evil"])
    put(g, "Fateful Return", "ko")
    play(g, "Hulkbuster Armor")
    play(g, "Reverse The Snap")
    answer(g, "yes")
    assert "Reverse The Snap" not in names(g, [o.card for o in g.pending.options])
    answer(g, "Fateful Return")
    p = g.players[0]
    assert sorted(names(g, p.discard)) == ["S.H.I.E.L.D. Agent", "Wound"]
    assert sorted(names(g, p.deck)) == ["Bind Evil", "Fateful Return", "Witchcraft"]
    assert g.turn.attack == 5
