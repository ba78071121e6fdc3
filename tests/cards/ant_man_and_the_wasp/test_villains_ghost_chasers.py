"""Ghost Chasers: Villains and the Ambush Scheme High-Speed Car Chase."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, assert_conserved, names, put
from legendary_desktop.engine.table import ROOFTOPS, SEWERS, STREETS

from .kit import next_turn_reveals, options, pos, texts


def _drain(g) -> None:  # type: ignore[no-untyped-def]
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)


def _heist_now(g) -> None:  # type: ignore[no-untyped-def]
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "heist")


def test_anitolov_heist_kos_up_to_two_heroes() -> None:
    g = pos(hand=["Petty Larceny", "Veb", "Quaz"], city={"Sewers": "Anitolov"}, attack=5)
    answer(g, "Fight Anitolov (Sewers)")
    answer(g, "Play Petty Larceny")
    _heist_now(g)
    answer(g, "Anitolov")
    answer(g, "Veb", "Quaz")
    assert names(g, g.ko_pile)[-2:] == ["Veb", "Quaz"]


def test_corrupted_government_agents_reorder_the_top_of_a_deck() -> None:
    g = pos(city={"Sewers": "Corrupted Government Agents"}, attack=5, deck=["Veb", "Quaz", "Mystics"])
    answer(g, "Fight Corrupted Government Agents (Sewers)")
    answer(g, "Player 1's deck")
    answer(g, "Veb", "Mystics", "Quaz")
    assert names(g, g.players[0].deck[-3:]) == ["Quaz", "Mystics", "Veb"]
    assert_conserved(g)


def test_corrupted_government_agents_double_cross_on_ambush() -> None:
    g = pos(hands={1: ["Veb", "Hitch a Ride", "Quaz"]})
    next_turn_reveals(g, "Corrupted Government Agents")
    _drain(g)
    hand = names(g, g.players[1].hand)  # Veb and Hitch a Ride both cost 2: one of them is discarded
    assert len(hand) == 2 and "Quaz" in hand
    assert names(g, g.players[1].discard)[0] in ("Veb", "Hitch a Ride")


def test_dr_bill_foster_needs_an_equation_to_fight() -> None:
    g = pos(hand=["Veb", "Quaz", "Xolum"], city={"Sewers": "Dr. Bill Foster"})
    assert not [o for o in options(g) if o.startswith("fight")]  # costs 2, 6, 5: no sum
    g2 = pos(hand=["Veb", "Quaz", "Xolum", "Flitting Sting"], city={"Sewers": "Dr. Bill Foster"})
    answer(g2, "Fight Dr. Bill Foster (Sewers)")  # 2 + 3 = 5: the only three that solve it are discarded
    assert sorted(names(g2, g2.players[0].discard)) == ["Flitting Sting", "Veb", "Xolum"]
    assert "Dr. Bill Foster" in names(g2, g2.players[0].victory_pile)


def test_dr_bill_foster_escape_discards_a_zero_cost_card() -> None:
    g = pos(city={"Bridge": "Dr. Bill Foster"}, hands={1: ["S.H.I.E.L.D. Agent", "Veb"]})
    for space in ("Sewers", "Bank", "Rooftops", "Streets"):
        put(g, "Hydra Arms Dealer", f"city:{space}")
    next_turn_reveals(g, "Sonny Burch's Goons")
    _drain(g)
    assert names(g, g.players[1].hand) == ["Veb"]


def test_goliath_topples_onto_an_adjacent_weak_villain() -> None:
    g = pos(city={"Bank": "Goliath", "Rooftops": "Hydra Arms Dealer", "Sewers": "Sonny Burch"}, attack=8)
    answer(g, "Fight Goliath (Bank)")
    assert texts(g) == ["Hydra Arms Dealer (Rooftops)"]  # Sonny Burch has 6
    answer(g, "Hydra Arms Dealer (Rooftops)")
    assert g.city[ROOFTOPS] is None and g.city[SEWERS] is not None
    assert len(g.players[0].victory_pile) == 2


def test_high_speed_car_chase_twist_without_a_villain_in_the_streets() -> None:
    g = pos(city={"Sewers": "Hydra Arms Dealer"})
    next_turn_reveals(g, "High-Speed Car Chase")
    wounds = len(g.wound_stack)
    next_turn_reveals(g, "Scheme Twist")
    answer(g, "High-Speed Car Chase")
    _drain(g)
    chase = g.held[g.scheme_card]["Other Schemes"][0]
    assert len(g.held[chase]["Dangerous Stunts"]) == 1
    assert len(g.wound_stack) == wounds + 1
    assert g.city[STREETS] is not None  # the Villain was moved to the Streets


def test_high_speed_car_chase_crash() -> None:
    g = pos(city={"Streets": "Hydra Arms Dealer"})
    next_turn_reveals(g, "High-Speed Car Chase")
    for _ in range(2):
        next_turn_reveals(g, "Scheme Twist")
        answer(g, "High-Speed Car Chase")
        _drain(g)
    assert "High-Speed Car Chase" in names(g, g.ko_pile)
    assert all("Wound" in names(g, p.discard + p.hand + p.deck) for p in g.players)
    assert_conserved(g)


def test_high_speed_car_chase_defeated_when_stunts_run_out() -> None:
    g = pos()
    next_turn_reveals(g, "High-Speed Car Chase")
    for _ in range(2):
        next_turn_reveals(g, "Scheme Twist")
        answer(g, "High-Speed Car Chase")
        _drain(g)
    assert any("High-Speed Car Chase" in names(g, p.victory_pile) for p in g.players)


def test_sonny_burch_heist_gives_a_tech_or_ranged_hero() -> None:
    g = pos(hand=["Petty Larceny"], city={"Sewers": "Sonny Burch"}, attack=6,
            hq=["Veb", "Mystics", "Quaz", "Antagonize", "Steel Warrior"])
    answer(g, "Fight Sonny Burch (Sewers)")
    answer(g, "Play Petty Larceny")
    _heist_now(g)
    answer(g, "Sonny Burch")
    assert sorted(texts(g)) == ["Mystics", "Quaz"]
    answer(g, "Quaz")
    answer(g, "Player 2")
    assert names(g, g.players[1].discard) == ["Quaz"]


def test_sonny_burchs_goons_heist() -> None:
    g = pos(city={"Sewers": "Sonny Burch's Goons"}, attack=4)
    answer(g, "Fight Sonny Burch's Goons (Sewers)")
    _heist_now(g)  # count 0 = 0 VP: a tie
    assert g.turn.recruit == 0
    assert g.turn.notes["heist_result"] == "tie"


def test_uzman_wrong_guess_lets_you_decide() -> None:
    g = pos(city={"Sewers": "Uzman, With Truth Serum"}, attack=5)
    put(g, "Quaz", "hero_deck")  # Ranged
    answer(g, "Fight Uzman, With Truth Serum (Sewers)")
    answer(g, "Ranged")  # the truth
    answer(g, "Lie")  # player 2 guesses wrong
    assert g.pending is not None and g.pending.player == 0
    answer(g, "KO it")
    assert "Quaz" in names(g, g.ko_pile)


def test_uzman_right_guess_lets_them_decide() -> None:
    g = pos(city={"Sewers": "Uzman, With Truth Serum"}, attack=5)
    put(g, "Quaz", "hero_deck")
    answer(g, "Fight Uzman, With Truth Serum (Sewers)")
    answer(g, "Tech")  # a lie
    answer(g, "Lie")  # caught
    assert g.pending is not None and g.pending.player == 1
    answer(g, "A player gains it")
    answer(g, "Player 2")
    assert names(g, g.players[1].discard) == ["Quaz"]
