"""Nick Fury's four Hero cards."""

from __future__ import annotations

from legendary_desktop.cards.core.heroes.nick_fury import shield_heroes_in_ko
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, play, position, put


def _empty_ko(g: Game) -> None:
    """Move the cards `position` put in the KO pile out of the way (to player 2's deck)."""
    g.players[1].deck += g.ko_pile
    g.ko_pile.clear()


def _ko_shield_starters(g: Game, n: int) -> None:
    """KO n S.H.I.E.L.D. starters taken from player 2's deck (`put` would reuse the one already KO'd)."""
    deck = g.players[1].deck
    starters = [c for c in deck if g.cards[c].name in ("S.H.I.E.L.D. Agent", "S.H.I.E.L.D. Trooper")][:n]
    assert len(starters) == n
    for c in starters:
        deck.remove(c)
        g.ko_pile.append(c)


def test_battlefield_promotion_ko_then_officer_to_hand() -> None:
    """Battlefield Promotion: KO a S.H.I.E.L.D. Hero (only those are offered), then gain an Officer to hand."""
    g = position(hand=["Battlefield Promotion", "Keen Senses"], discard=["S.H.I.E.L.D. Trooper", "Wound"])
    play(g, "Battlefield Promotion")
    assert g.pending is not None
    assert sorted(o.text for o in g.pending.options) == ["S.H.I.E.L.D. Trooper"]
    answer(g, "S.H.I.E.L.D. Trooper")
    answer(g, "yes")
    p = g.players[0]
    assert names(g, p.hand) == ["Keen Senses", "S.H.I.E.L.D. Officer"]
    assert names(g, p.discard) == ["Wound"]


def test_battlefield_promotion_may_refuse_officer_or_ko() -> None:
    """Battlefield Promotion: the Officer is optional, and so is the KO (no KO, no Officer)."""
    g = position(hand=["Battlefield Promotion", "S.H.I.E.L.D. Agent"])
    play(g, "Battlefield Promotion")
    answer(g, "S.H.I.E.L.D. Agent")
    answer(g, "no")
    assert g.players[0].hand == []
    g = position(hand=["Battlefield Promotion", "S.H.I.E.L.D. Agent"])
    play(g, "Battlefield Promotion")
    g.decide([])
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]
    assert g.pending is not None and g.pending.kind == "action"


def test_high_tech_weaponry_tech_bonus() -> None:
    """High-Tech Weaponry: 2 Attack, +1 with an earlier Tech Hero."""
    g = position(hand=["High-Tech Weaponry", "High-Tech Weaponry"])
    play(g, "High-Tech Weaponry")
    assert g.turn.attack == 2
    play(g, "High-Tech Weaponry")
    assert g.turn.attack == 5


def test_legendary_commander_counts_shield_heroes() -> None:
    """Legendary Commander: +1 Attack per other S.H.I.E.L.D. Hero played (grey starters count, Avengers don't)."""
    g = position(hand=["Legendary Commander"])
    put(g, "S.H.I.E.L.D. Agent", "played")
    put(g, "S.H.I.E.L.D. Trooper", "played")
    put(g, "High-Tech Weaponry", "played")
    put(g, "Repulsor Rays", "played")
    play(g, "Legendary Commander")
    assert g.turn.attack == 1 + 3


def test_legendary_commander_alone() -> None:
    """Legendary Commander: alone it is just 1 Attack."""
    g = position(hand=["Legendary Commander"])
    play(g, "Legendary Commander")
    assert g.turn.attack == 1


def test_pure_fury_defeats_villain_below_count() -> None:
    """Pure Fury: 4 S.H.I.E.L.D. Heroes KO'd defeats a 3-Attack Villain but not a 5-Attack one."""
    g = position(hand=["Pure Fury"], city={"Sewers": "Savage Land Mutates", "Bank": "Viper"})
    _empty_ko(g)
    _ko_shield_starters(g, 2)
    put(g, "S.H.I.E.L.D. Officer", "ko")
    put(g, "High-Tech Weaponry", "ko")
    put(g, "Keen Senses", "ko")  # not S.H.I.E.L.D.
    assert shield_heroes_in_ko(g) == 4
    play(g, "Pure Fury")
    assert names(g, g.players[0].victory_pile) == ["Savage Land Mutates"]
    assert g.city[1] is not None and g.name(g.city[1].card) == "Viper"


def test_pure_fury_attack_must_be_strictly_less() -> None:
    """Pure Fury: 3 S.H.I.E.L.D. Heroes KO'd is not enough for a 3-Attack Villain."""
    g = position(hand=["Pure Fury"], city={"Sewers": "Savage Land Mutates"})
    _empty_ko(g)
    _ko_shield_starters(g, 3)
    assert shield_heroes_in_ko(g) == 3
    play(g, "Pure Fury")
    assert g.players[0].victory_pile == []
    assert g.city[0] is not None


def test_pure_fury_can_defeat_mastermind() -> None:
    """Pure Fury: with 8 S.H.I.E.L.D. Heroes KO'd, the 7-Attack Mastermind is defeated (a Tactic taken)."""
    g = position(hand=["Pure Fury"])
    _empty_ko(g)
    _ko_shield_starters(g, 8)
    assert shield_heroes_in_ko(g) == 8
    play(g, "Pure Fury")
    assert len(g.tactics) == 3
    assert g.cards[g.players[0].victory_pile[0]].group == "Red Skull"
