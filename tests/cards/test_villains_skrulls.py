"""Skrulls Villains: Paibok the Power Skrull, Skrull Queen Veranke, Skrull Shapeshifters, Super-Skrull."""

from __future__ import annotations

from legendary_desktop.engine.city import villain_attack
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, clear, names, position, put

HQ = ["Odinson", "Hulk Smash!", "Optic Blast", "Growing Anger", "Keen Senses"]


def enter_next_turn(name: str, hq: list[str] = HQ) -> Game:
    """Player 1's Villain step reveals `name` from the top of the Villain Deck."""
    g = position(hq=hq)
    put(g, name, "villain_deck")
    answer(g, "end")
    return g


def test_paibok_each_player_gains_a_chosen_hq_hero() -> None:
    """Paibok Fight: the fighter picks an HQ Hero for each player; each gains theirs; the HQ refills."""
    g = position(city={"Sewers": "Paibok the Power Skrull"}, hq=HQ, discard=[], attack=8)
    answer(g, "Fight Paibok")
    assert g.pending is not None and g.pending.player == 0
    answer(g, "Hulk Smash!")
    assert g.pending is not None and g.pending.player == 0
    answer(g, "Odinson")
    assert names(g, g.players[0].discard) == ["Hulk Smash!"]
    assert names(g, g.players[1].discard) == ["Odinson"]
    assert all(h is not None for h in g.hq)
    assert "Hulk Smash!" not in names(g, [h for h in g.hq if h is not None])


def test_veranke_ambush_takes_highest_cost_hero() -> None:
    """Skrull Queen Veranke Ambush: the highest-cost HQ Hero goes under her; her Attack is its cost."""
    g = enter_next_turn("Skrull Queen Veranke")
    occ = g.city[0]
    assert occ is not None and names(g, occ.under) == ["Hulk Smash!"]
    assert villain_attack(g, 0) == 8
    assert g.hq[1] is not None  # the HQ space was refilled


def test_veranke_tie_chosen_by_active_player() -> None:
    """Skrull Queen Veranke Ambush: ties for the highest cost are chosen by the active player."""
    hq = ["Odinson", "Hulk Smash!", "Optic Blast", "Berserker Rage", "Keen Senses"]
    g = enter_next_turn("Skrull Queen Veranke", hq)
    assert g.pending is not None and g.pending.player == 1
    assert sorted(o.text for o in g.pending.options) == ["Berserker Rage", "Hulk Smash!"]
    answer(g, "Berserker Rage")
    occ = g.city[0]
    assert occ is not None and names(g, occ.under) == ["Berserker Rage"]
    assert "Hulk Smash!" in names(g, [h for h in g.hq if h is not None])


def test_veranke_fight_gains_the_hero() -> None:
    """Skrull Queen Veranke Fight: the Hero under her is gained, not KO'd."""
    g = enter_next_turn("Skrull Queen Veranke")
    g.turn.attack = 8
    g.refresh()
    answer(g, "Fight Skrull Queen Veranke")
    assert "Hulk Smash!" in names(g, g.players[1].discard)
    assert names(g, g.players[1].victory_pile) == ["Skrull Queen Veranke"]
    assert "Hulk Smash!" not in names(g, g.ko_pile)


def test_shapeshifters_ambush_takes_rightmost_hero() -> None:
    """Skrull Shapeshifters Ambush: the rightmost HQ Hero goes under them; Attack equals its cost."""
    g = enter_next_turn("Skrull Shapeshifters")
    occ = g.city[0]
    assert occ is not None and names(g, occ.under) == ["Keen Senses"]
    assert villain_attack(g, 0) == 2
    assert g.hq[4] is not None


def test_shapeshifters_rightmost_skips_empty_space() -> None:
    """Skrull Shapeshifters Ambush: with the last HQ space empty, the rightmost Hero is the next one left."""
    g = position(hq=HQ)
    last = g.hq[4]
    assert last is not None
    g.hq[4] = None
    g.ko_pile.append(last)
    put(g, "Skrull Shapeshifters", "villain_deck")
    clear(g, g.hero_deck)  # nothing left to refill the HQ with
    answer(g, "end")
    occ = g.city[0]
    assert occ is not None and names(g, occ.under) == ["Growing Anger"]
    assert villain_attack(g, 0) == 3


def test_shapeshifters_fight_gains_the_hero() -> None:
    """Skrull Shapeshifters Fight: gain the Hero under them."""
    g = enter_next_turn("Skrull Shapeshifters")
    g.turn.attack = 2
    g.refresh()
    answer(g, "Fight Skrull Shapeshifters")
    assert "Keen Senses" in names(g, g.players[1].discard)


def test_super_skrull_each_player_kos_a_hero() -> None:
    """Super-Skrull Fight: each player KOs one of their Heroes."""
    g = position(city={"Sewers": "Super-Skrull"}, hand=["Odinson", "Keen Senses"], attack=4,
                 hands={1: ["Optic Blast", "Wound"]})
    answer(g, "Fight Super-Skrull")
    answer(g, "Odinson")
    assert names(g, g.players[0].hand) == ["Keen Senses"]
    assert names(g, g.players[1].hand) == ["Wound"]
