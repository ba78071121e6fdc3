"""Rogue's four Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.card import COVERT, RANGED
from legendary_desktop.engine.positions import answer, card_def, names, play, position, put


def test_borrowed_brawn_strength_bonus() -> None:
    """Borrowed Brawn: 1 Attack, +3 with an earlier Strength Hero."""
    g = position(hand=["Borrowed Brawn", "Borrowed Brawn"])
    play(g, "Borrowed Brawn")
    assert g.turn.attack == 1
    play(g, "Borrowed Brawn")
    assert g.turn.attack == 1 + 4


def test_energy_drain_covert_ko_for_recruit() -> None:
    """Energy Drain: Covert Superpower may KO a card from hand or discard for +1 Recruit."""
    g = position(hand=["Energy Drain", "Wound"])
    put(g, "Dangerous Rescue", "played")
    play(g, "Energy Drain")
    answer(g, "Wound")
    assert g.turn.recruit == 3
    assert g.players[0].hand == []


def test_energy_drain_declined_or_no_covert() -> None:
    """Energy Drain: declining gives no bonus; without Covert nothing is asked."""
    g = position(hand=["Energy Drain", "Wound"])
    put(g, "Dangerous Rescue", "played")
    play(g, "Energy Drain")
    g.decide([])
    assert g.turn.recruit == 2
    g = position(hand=["Energy Drain", "Wound"])
    play(g, "Energy Drain")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.turn.recruit == 2 and names(g, g.players[0].hand) == ["Wound"]


def test_copy_powers_copies_numbers_ability_and_colour() -> None:
    """Copy Powers: plays as Call Lightning (3 + Ranged 3, Superpower read from cards before it), Covert+Ranged."""
    g = position(hand=["S.H.I.E.L.D. Agent", "Call Lightning", "Copy Powers"])
    play(g, "S.H.I.E.L.D. Agent")
    play(g, "Call Lightning")
    assert g.turn.attack == 3
    play(g, "Copy Powers")
    assert g.pending is not None and len(g.pending.options) == 2
    answer(g, "Call Lightning")
    assert g.turn.attack == 3 + 6
    assert g.turn.recruit == 1
    copy = g.turn.played_defs[2]
    assert copy.name == "Call Lightning" and copy.classes == COVERT | RANGED


def test_copy_powers_copy_counts_for_later_superpowers() -> None:
    """Copy Powers: a copy of a Ranged Hero counts as Ranged for Heroes played later."""
    g = position(hand=["Gathering Stormclouds", "Copy Powers", "Gathering Stormclouds"],
                 deck=["S.H.I.E.L.D. Agent"] * 4)
    play(g, "Gathering Stormclouds")
    play(g, "Copy Powers")  # the only other Hero: copied without a question
    assert g.turn.recruit == 4
    assert g.turn.drawn == 1  # the copy's Ranged Superpower (first Stormclouds is Ranged)
    assert g.turn.played_defs[1].classes & RANGED


def test_copy_powers_with_nothing_to_copy() -> None:
    """Copy Powers: as the first Hero of the turn it does nothing."""
    g = position(hand=["Copy Powers"])
    play(g, "Copy Powers")
    assert g.turn.attack == 0 and g.turn.recruit == 0
    assert g.pending is not None and g.pending.kind == "action"


def test_steal_abilities_plays_copies_of_discarded_heroes() -> None:
    """Steal Abilities: each player discards their top card; a copy of each Hero is played, non-Heroes aren't."""
    g = position(players=3, hand=["Steal Abilities"], deck=["S.H.I.E.L.D. Agent", "Odinson"])
    put(g, "Keen Senses", "deck", player=1)
    put(g, "Wound", "deck", player=2)
    play(g, "Steal Abilities")
    assert names(g, g.players[0].discard) == ["Odinson"]
    assert names(g, g.players[1].discard)[-1] == "Keen Senses"
    assert names(g, g.players[2].discard)[-1] == "Wound"
    # Odinson copy: 2 Recruit + Strength (Steal Abilities) 2; Keen Senses copy: 1 Attack, no Instinct earlier.
    assert g.turn.recruit == 4
    assert g.turn.attack == 4 + 1
    assert [d.name for d in g.turn.played_defs] == ["Steal Abilities", "Odinson", "Keen Senses"]
    assert names(g, g.turn.played) == ["Steal Abilities"]


def test_steal_abilities_unending_energy_may_return_and_is_still_copied() -> None:
    """Steal Abilities: a discarded Unending Energy may go back to its owner's hand; its copy is still played."""
    g = position(hand=["Steal Abilities"], deck=["S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper"])
    put(g, "Unending Energy", "deck", player=1)
    play(g, "Steal Abilities")
    assert g.pending is not None and g.pending.player == 1
    answer(g, "yes")
    assert "Unending Energy" in names(g, g.players[1].hand)
    printed = card_def("Unending Energy").attack or 0
    assert g.turn.attack == 4 + 1 + printed  # Steal Abilities, Trooper copy, Unending Energy copy


def test_copy_powers_skips_a_hero_it_could_not_play() -> None:
    """Copy Powers: with an empty hand it can't copy Optic Blast (which needs a discard), so it copies the other."""
    g = position(hand=["Optic Blast", "S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper", "Copy Powers"])
    play(g, "Optic Blast")
    answer(g, "S.H.I.E.L.D. Agent")  # Optic Blast's discard
    play(g, "S.H.I.E.L.D. Trooper")
    play(g, "Copy Powers")  # hand now empty: only the Trooper can be copied
    assert g.turn.played_defs[-1].name == "S.H.I.E.L.D. Trooper"
    assert g.turn.attack == 3 + 1 + 1


def test_copy_powers_played_by_steal_abilities_cannot_copy_it_again() -> None:
    """A deck of one Copy Powers: Steal Abilities discards it and plays its copy, which would copy Steal
    Abilities, discard the same Copy Powers again (the discard pile becomes the deck) and so on without end.
    While a Steal Abilities resolves, no Copy Powers can copy one: here it has nothing else to copy."""
    g = position(players=2, hand=["Steal Abilities"], deck=["Copy Powers"])
    put(g, "S.H.I.E.L.D. Agent", "deck", player=1)
    play(g, "Steal Abilities")
    assert g.pending is not None and g.pending.kind == "action"  # the play ended
    assert g.turn.attack == 4 and g.turn.recruit == 1  # Steal Abilities, the Agent's copy; the copy copies nothing
    assert sum("Copy Powers is played as a copy" in e.text for e in g.events) == 0
    assert any("no other Hero played this turn to copy" in e.text for e in g.events)
    assert "steal_abilities_resolving" not in g.turn.notes  # nothing left behind once it resolved


def test_copy_powers_played_by_steal_abilities_copies_another_hero() -> None:
    """The Copy Powers a Steal Abilities plays may copy any other Hero played this turn, and a Copy Powers
    played from the hand afterwards may copy Steal Abilities as usual."""
    g = position(players=2, hand=["S.H.I.E.L.D. Trooper", "Steal Abilities", "Copy Powers"], deck=["Copy Powers"])
    put(g, "S.H.I.E.L.D. Agent", "deck", player=1)
    play(g, "S.H.I.E.L.D. Trooper")
    play(g, "Steal Abilities")  # the discarded Copy Powers can copy only the Trooper
    assert [d.name for d in g.turn.played_defs] == ["S.H.I.E.L.D. Trooper", "Steal Abilities",
                                                    "S.H.I.E.L.D. Trooper", "S.H.I.E.L.D. Agent"]
    play(g, "Copy Powers")
    assert g.pending is not None and g.pending.kind != "action"  # which Hero: Steal Abilities is offered
    assert any(o.text.startswith("Steal Abilities") for o in g.pending.options)
