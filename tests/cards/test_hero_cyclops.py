"""Cyclops's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, play, position, put


def _playable(g: Game, name: str) -> bool:
    assert g.pending is not None
    return any(o.text == f"Play {name}" for o in g.pending.options)


def test_determination_needs_another_card() -> None:
    """Determination: can't be played as the only card in hand."""
    g = position(hand=["Determination"])
    assert not _playable(g, "Determination")


def test_determination_discards_and_gives_recruit() -> None:
    """Determination: discard a card from hand, +3 Recruit."""
    g = position(hand=["Determination", "S.H.I.E.L.D. Agent"])
    play(g, "Determination")
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Agent"]
    assert g.players[0].hand == []
    assert g.turn.recruit == 3


def test_optic_blast_discards_chosen_card() -> None:
    """Optic Blast: the player picks which card to discard; +3 Attack."""
    g = position(hand=["Optic Blast", "S.H.I.E.L.D. Agent", "Wound"])
    play(g, "Optic Blast")
    answer(g, "Wound")
    assert names(g, g.players[0].discard) == ["Wound"]
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]
    assert g.turn.attack == 3


def test_optic_blast_not_playable_alone() -> None:
    """Optic Blast: needs another card in hand to discard."""
    g = position(hand=["Optic Blast"])
    assert not _playable(g, "Optic Blast")


def test_unending_energy_returns_when_discarded_by_effect() -> None:
    """Unending Energy: discarded by Optic Blast's cost, it may go back to hand."""
    g = position(hand=["Optic Blast", "Unending Energy"])
    play(g, "Optic Blast")
    answer(g, "yes")
    assert names(g, g.players[0].hand) == ["Unending Energy"]
    assert g.players[0].discard == []
    play(g, "Unending Energy")
    assert g.turn.attack == 3 + 4


def test_unending_energy_may_stay_discarded() -> None:
    """Unending Energy: declining leaves it in the discard pile."""
    g = position(hand=["Optic Blast", "Unending Energy"])
    play(g, "Optic Blast")
    answer(g, "no")
    assert names(g, g.players[0].discard) == ["Unending Energy"]


def test_x_men_united_counts_other_x_men() -> None:
    """X-Men United: +2 Attack per other X-Men Hero played this turn."""
    g = position(hand=["X-Men United"])
    put(g, "Optic Blast", "played")
    put(g, "Mental Discipline", "played")
    put(g, "Growing Anger", "played")
    play(g, "X-Men United")
    assert g.turn.attack == 6 + 4


def test_x_men_united_without_x_men() -> None:
    """X-Men United: no other X-Men played, printed 6 only."""
    g = position(hand=["X-Men United"])
    put(g, "Growing Anger", "played")
    play(g, "X-Men United")
    assert g.turn.attack == 6


def test_unending_energy_may_return_when_another_players_effect_discards_it() -> None:
    """Monarch's Decree makes each other player discard: that is a card effect, so it is asked."""
    g = position(mastermind="Dr. Doom", hands={1: ["Unending Energy"]})
    keep = next(t for t in g.tactics if g.cards[t].name == "Monarch's Decree")
    g.ko_pile += [t for t in g.tactics if t != keep][1:]
    g.tactics[:] = [next(t for t in g.tactics if t != keep), keep]
    g.rng.randrange = lambda n: n - 1  # type: ignore[method-assign]
    g.turn.attack += 20
    g.refresh()
    answer(g, "mastermind")
    answer(g, "discard")
    assert g.pending.player == 1 and "Unending Energy" in g.pending.prompt
    answer(g, "yes")
    assert names(g, g.players[1].hand) == ["Unending Energy"] and g.players[1].discard == []


def test_unending_energy_is_not_asked_for_the_escape_penalty() -> None:
    """An escape with Bystanders makes each player discard by rule, not by a card effect."""
    from legendary_desktop.engine import city
    from legendary_desktop.engine.positions import instance

    g = position(city={"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel", "Streets": "Sentinel",
                       "Bridge": "Hand Ninjas"}, hands={1: ["Unending Energy"]})
    put(g, "Bystander", "bystanders:Bridge")
    newcomer = instance(g, "Savage Land Mutates")
    g.limbo.append(newcomer)
    effect = city.enter(g, newcomer)
    asked = []
    try:
        d = next(effect)
        while True:
            asked.append((d.player, d.prompt))
            d = effect.send(d.options[: max(d.min, 1)])
    except StopIteration:
        pass
    assert not any("Unending Energy" in prompt for _, prompt in asked), asked
    assert names(g, g.players[1].discard) == ["Unending Energy"] and g.players[1].hand == []
