"""Marvel Noir's Villains: Goblin's Freak Show and X-Men Noir."""

from __future__ import annotations

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine import city, values
from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .kit import drive, enter, fight, fresh
from .kit import noir_position as position

FREAK = ["Goblin's Freak Show"]


def _fight_in_turn(g, card):
    g.turn.attack += 50
    g.refresh()
    answer(g, f"fight:{card}")


# ---------------------------------------------------------------- Goblin's Freak Show


def test_vulture_captures_two_and_each_other_player_kos_a_bystander_or_gains_a_wound():
    g = position(villains=FREAK, players=3)
    vulture = enter(g, "Vulture, Carnival Cannibal")
    assert witnesses.count(g, vulture) == 2
    assert g.cards[vulture].extra["star"] and g.cards[vulture].attack == 5
    held = list(g.held[vulture][witnesses.WITNESSES])
    g.held[vulture].pop(witnesses.WITNESSES)
    del g.held[vulture]
    g.players[0].victory_pile += held  # (as if rescued)
    put(g, "Bystander", "victory_pile", player=1)
    g.refresh()
    _fight_in_turn(g, vulture)
    answer(g, "KO a Bystander")  # player 2 chooses; player 3 has none and gains a Wound
    assert "Bystander" not in names(g, g.players[1].victory_pile)
    assert "Wound" in names(g, g.players[2].discard) and "Wound" not in names(g, g.players[1].discard)
    assert_conserved(g)


def test_vulture_escaping_wounds_every_player():
    g = position(villains=FREAK)
    vulture = put(g, "Vulture, Carnival Cannibal", "city:Bridge")
    occ = g.city[4]
    g.city[4] = None
    drive(city.escape(g, occ))
    assert vulture in g.escape_pile
    assert all("Wound" in names(g, p.discard) for p in g.players)


def test_the_chameleon_fought_lets_the_next_villain_enter_its_space():
    g = position(villains=FREAK)
    chameleon = put(g, "The Chameleon", "city:Rooftops")
    ox = fresh(g, "Ox")
    g.limbo.remove(ox)
    g.villain_deck.append(ox)
    _fight_in_turn(g, chameleon)
    assert g.city[2] is not None and g.city[2].card == ox
    assert chameleon in g.players[0].victory_pile


def test_the_chameleon_leaves_a_non_villain_on_top():
    g = position(villains=FREAK)
    chameleon = put(g, "The Chameleon", "city:Rooftops")
    strike = put(g, "Master Strike", "villain_deck")
    _fight_in_turn(g, chameleon)
    assert g.villain_deck[-1] == strike and g.city[2] is None


def test_the_chameleon_ambush_captures_one():
    g = position(villains=FREAK)
    assert witnesses.count(g, enter(g, "The Chameleon")) == 1


def test_kraven_attack_is_the_highest_hq_cost_and_captures_one_per_hero_costing_seven_or_more():
    g = position(villains=FREAK, hq=["Weight of the World", "Missing Person Case", "Hitting Rock Bottom",
                                     "Webs of Darkness", "Balancing Act"])
    kraven = enter(g, "Kraven, Animal Trainer")
    assert witnesses.count(g, kraven) == 3
    assert city.villain_attack(g, 0) == 8
    assert values.breakdown(g, kraven)[0] == ("Printed", 0)


def test_ox_takes_a_random_bystander_from_players_without_strength():
    g = position(villains=FREAK, players=3, hands={1: ["Follow Big Leads"], 2: ["Webs of Darkness"]})
    put(g, "Bystander", "victory_pile", player=1)
    taken = put(g, "Bystander", "victory_pile", player=2)
    ox = enter(g, "Ox")
    assert g.held[ox][witnesses.WITNESSES] == [taken]
    assert len(g.players[1].victory_pile) == 1


def test_montana_makes_every_freak_show_villain_capture_one():
    g = position(villains=FREAK)
    dan = put(g, "Fancy Dan", "city:Bridge")
    put(g, "Comrade Rasputin, Steel Wall", "city:Bank")
    montana = enter(g, "Montana")
    assert witnesses.count(g, montana) == 1 and witnesses.count(g, dan) == 1
    assert witnesses.count(g, g.city[1].card) == 0  # Rasputin is not Freak Show


def test_fancy_dan_captures_three_and_its_fight_kos_one_of_your_heroes():
    g = position(villains=FREAK, hand=["Webs of Darkness"])
    dan = enter(g, "Fancy Dan")
    assert witnesses.count(g, dan) == 3
    assert "fight:" not in " ".join(o.label for o in g.pending.options)
    g.turn.recruit = 6
    g.refresh()
    for _ in range(3):
        answer(g, f"witness:{dan}")
    _fight_in_turn(g, dan)
    assert "Webs of Darkness" in names(g, g.ko_pile)
    assert names(g, g.players[0].victory_pile).count("Bystander") == 3


# ------------------------------------------------------------------- X-Men Noir


def test_iceman_investigates_for_a_recruit_icon():
    g = position(deck=["Weight of the World", "S.H.I.E.L.D. Agent"], hand=[])
    fight(g, put(g, 'Bobby "Iceman" Drake', "city:Sewers"))
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]


def test_rasputin_kos_a_zero_cost_hero_found():
    g = position(deck=["Weight of the World", "S.H.I.E.L.D. Trooper"], hand=[])
    fight(g, put(g, "Comrade Rasputin, Steel Wall", "city:Sewers"))
    assert names(g, g.ko_pile)[-1] == "S.H.I.E.L.D. Trooper" and g.players[0].hand == []


def test_rasputin_does_not_take_a_wound_which_is_no_hero():
    g = position(deck=["Weight of the World", "Wound"], hand=[])
    fight(g, put(g, "Comrade Rasputin, Steel Wall", "city:Sewers"))
    assert sorted(names(g, g.players[0].deck)) == ["Weight of the World", "Wound"]


def test_beast_investigates_for_tech_or_strength():
    g = position(deck=["Webs of Darkness", "Follow Big Leads"], hand=[])
    fight(g, put(g, 'Henry "Beast" McCoy', "city:Sewers"))
    assert names(g, g.players[0].hand) == ["Follow Big Leads"]


def test_jean_grey_investigates_for_an_extra_card_after_the_new_hand():
    g = position(hand=[], deck=["Webs of Darkness"] * 8, discard=[])
    put(g, "Jean Grey Noir", "city:Sewers")
    put(g, "Bystander", "villain_deck")  # the next player's Villain step asks nothing of player 1
    _fight_in_turn(g, g.city[0].card)
    answer(g, "end")
    assert len(g.players[0].hand) == 7 and g.pending.kind == "top_bottom"  # the other card looked at
    answer(g, g.pending.options[0].label)
    assert g.turn.player == 1
    assert [e.text for e in g.events if e.kind == "draw"] == ["Player 1 draws Webs of Darkness."]
    assert_conserved(g)


def test_cyclops_escape_makes_each_player_ko_a_card_costing_one_or_more():
    g = position(deck=["S.H.I.E.L.D. Agent", "Webs of Darkness"])
    put(g, "Weight of the World", "deck", player=1)
    put(g, "Balancing Act", "deck", player=1)
    put(g, 'Scott "Cyclops" Summers', "city:Bridge")
    occ = g.city[4]
    g.city[4] = None
    drive(city.escape(g, occ))
    ko = names(g, g.ko_pile)
    assert "Webs of Darkness" in ko and ("Weight of the World" in ko or "Balancing Act" in ko)
    assert any(e.kind == "reveal" and "Webs of Darkness" in e.text for e in g.events)


def test_emma_frost_escape_plays_a_twist_found_in_the_villain_deck():
    g = position()
    put(g, "Scheme Twist", "villain_deck")
    put(g, "Warden Emma Frost", "city:Bridge")
    occ = g.city[4]
    g.city[4] = None
    drive(city.escape(g, occ))
    assert g.twists_played == 1


def test_storm_kos_an_hq_hero_and_fills_its_space_from_an_investigation():
    g = position(hq=["Weight of the World", "Missing Person Case", "Hitting Rock Bottom", "Webs of Darkness",
                     "Balancing Act"])
    put(g, "Solve the Crime", "hero_deck")
    pick = put(g, "Adventurers Assemble!", "hero_deck")
    storm = put(g, "Ororo Munroe, Storm-Tossed", "city:Sewers")
    _fight_in_turn(g, storm)
    answer(g, "Webs of Darkness")
    answer(g, "Adventurers Assemble!")
    answer(g, "Solve the Crime: bottom")
    assert g.hq[3] == pick and "Webs of Darkness" in names(g, g.ko_pile)
    assert g.name(g.hero_deck[0]) == "Solve the Crime"
    assert_conserved(g)
