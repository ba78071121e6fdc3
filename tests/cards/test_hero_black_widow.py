"""Black Widow's Hero cards."""

from __future__ import annotations

from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, position, put
from legendary_desktop.engine.table import BANK, SEWERS


def test_dangerous_rescue_covert_ko_rescues_bystander() -> None:
    """Dangerous Rescue: with Covert played earlier, KOing a card rescues a Bystander."""
    g = position(hand=["Dangerous Rescue"], discard=["Wound"])
    put(g, "Covert Operation", "played")
    play(g, "Dangerous Rescue")
    answer(g, "Wound")
    assert names(g, g.players[0].victory_pile) == ["Bystander"]
    assert "Wound" in names(g, g.ko_pile)
    assert g.turn.attack == 2


def test_dangerous_rescue_declined_rescues_nothing() -> None:
    """Dangerous Rescue: declining the KO rescues no Bystander."""
    g = position(hand=["Dangerous Rescue"], discard=["Wound"])
    put(g, "Covert Operation", "played")
    play(g, "Dangerous Rescue")
    g.decide([])
    assert_conserved(g)
    assert g.players[0].victory_pile == []
    assert names(g, g.players[0].discard) == ["Wound"]


def test_dangerous_rescue_without_covert_does_nothing() -> None:
    """Dangerous Rescue: no Covert Hero played earlier, no KO offer and no rescue."""
    g = position(hand=["Dangerous Rescue"], discard=["Wound"])
    play(g, "Dangerous Rescue")
    assert g.pending is not None and g.pending.kind == "action"
    assert g.players[0].victory_pile == []
    assert g.turn.attack == 2


def test_mission_accomplished_draws_and_tech_rescues() -> None:
    """Mission Accomplished: draws a card; with Tech played earlier also rescues a Bystander."""
    g = position(hand=["Mission Accomplished"], deck=["S.H.I.E.L.D. Trooper"])
    put(g, "Mission Accomplished", "played")
    play(g, "Mission Accomplished")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Trooper"]
    assert names(g, g.players[0].victory_pile) == ["Bystander"]


def test_mission_accomplished_without_tech_only_draws() -> None:
    """Mission Accomplished: without Tech, draw only."""
    g = position(hand=["Mission Accomplished"], deck=["S.H.I.E.L.D. Trooper"])
    play(g, "Mission Accomplished")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Trooper"]
    assert g.players[0].victory_pile == []


def test_covert_operation_counts_bystanders_in_victory_pile() -> None:
    """Covert Operation: +1 Attack per Bystander in the Victory Pile (Villains don't count)."""
    g = position(hand=["Covert Operation"])
    put(g, "Bystander", "victory_pile")
    put(g, "Bystander", "victory_pile")
    put(g, "Sentinel", "victory_pile")
    play(g, "Covert Operation")
    assert g.turn.attack == 2


def test_silent_sniper_defeats_only_villain_holding_bystander() -> None:
    """Silent Sniper: defeats for free the one Villain that holds a Bystander; Attack untouched."""
    g = position(hand=["Silent Sniper"], city={"Sewers": "Sentinel", "Bank": "Savage Land Mutates"})
    put(g, "Bystander", "bystanders:Bank")
    play(g, "Silent Sniper")
    assert g.city[BANK] is None
    assert g.city[SEWERS] is not None
    assert sorted(names(g, g.players[0].victory_pile)) == ["Bystander", "Savage Land Mutates"]
    assert g.turn.attack == 4


def test_silent_sniper_can_take_the_mastermind() -> None:
    """Silent Sniper: the Mastermind holding a Bystander is a legal target; a Tactic is taken."""
    g = position(hand=["Silent Sniper"], city={"Sewers": "Sentinel"})
    put(g, "Bystander", "bystanders:Sewers")
    put(g, "Bystander", "mastermind_bystanders")
    play(g, "Silent Sniper")
    assert g.pending is not None
    assert {o.text for o in g.pending.options} == {"Sentinel (Sewers)", "Red Skull"}
    answer(g, "Red Skull")
    assert len(g.tactics) == 3
    kinds = [g.cards[c].kind for c in g.players[0].victory_pile]
    assert kinds.count(Kind.TACTIC) == 1 and kinds.count(Kind.BYSTANDER) == 1
    assert g.city[SEWERS] is not None


def test_silent_sniper_without_bystander_targets_does_nothing() -> None:
    """Silent Sniper: no enemy holds a Bystander, nothing is defeated."""
    g = position(hand=["Silent Sniper"], city={"Sewers": "Sentinel"})
    play(g, "Silent Sniper")
    assert g.city[SEWERS] is not None
    assert g.players[0].victory_pile == []
