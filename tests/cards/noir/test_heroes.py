"""Marvel Noir's twenty Hero cards."""

from __future__ import annotations

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine.decision import TOP_BOTTOM
from legendary_desktop.engine.positions import answer, assert_conserved, names, play, put

from .kit import noir_position as position


def _arrange_all(g, where="top"):
    while g.pending is not None and g.pending.kind == TOP_BOTTOM:
        answer(g, *[o.label for o in g.pending.options if o.label.startswith(f"{where}:")])


# ---------------------------------------------------------------- Angel Noir


def test_impetuous_dive_gets_plus_one_with_an_instinct_card_played_first():
    g = position(hand=["Impetuous Dive", "Impetuous Dive"])
    play(g, "Impetuous Dive")
    assert g.turn.attack == 2
    play(g, "Impetuous Dive")
    assert g.turn.attack == 5


def test_multitalented_investigates_for_the_class_named():
    g = position(hand=["Multitalented"], deck=["Gumshoe's Revolver", "Webs of Darkness"])
    play(g, "Multitalented")
    assert (g.turn.recruit, g.turn.attack) == (1, 1)
    answer(g, "Tech")
    assert names(g, g.players[0].hand) == ["Gumshoe's Revolver"]
    _arrange_all(g)
    assert names(g, g.players[0].deck) == ["Webs of Darkness"]


def test_identical_twin_brother_copies_printed_numbers_and_sends_the_hero_under_the_hero_deck():
    g = position(hand=["Identical Twin Brother"], hq=["Multitalented", "Balancing Act", "Mechanized Plate-Mail",
                                                      "Weight of the World", "Webs of Darkness"])
    twin = g.hq[0]
    witnesses.capture_hidden(g, twin, 1)
    (witness,) = g.held[twin][witnesses.WITNESSES]
    play(g, "Identical Twin Brother")
    answer(g, "Multitalented")
    assert (g.turn.recruit, g.turn.attack) == (1, 1)
    assert g.hero_deck[0] == twin and g.hq[0] is not None and g.hq[0] != twin
    assert witness in g.ko_pile  # a Hero moved out of the HQ has its Witnesses KO'd
    assert_conserved(g)


def test_identical_twin_brother_gets_only_printed_numbers_not_the_plus():
    g = position(hand=["Identical Twin Brother"], hq=["Weight of the World", "Balancing Act", "Mechanized Plate-Mail",
                                                      "Multitalented", "Webs of Darkness"])
    play(g, "Identical Twin Brother")
    answer(g, "Weight of the World")
    assert (g.turn.recruit, g.turn.attack) == (0, 5)


def test_missing_person_case_takes_any_hero_deck_card_into_hand():
    g = position(hand=["Missing Person Case"])
    put(g, "Solve the Crime", "hero_deck")
    found = put(g, "Adventurers Assemble!", "hero_deck")
    play(g, "Missing Person Case")
    assert g.turn.attack == 3
    answer(g, "Adventurers Assemble!")
    assert g.players[0].hand == [found]
    _arrange_all(g, "bottom")
    assert g.name(g.hero_deck[0]) == "Solve the Crime"


# ------------------------------------------------------------- Daredevil Noir


def test_balancing_act_puts_the_next_recruited_hero_on_top_of_the_deck_only_once():
    g = position(hand=["Balancing Act"], recruit=20, hq=["Multitalented", "Balancing Act", "Mechanized Plate-Mail",
                                                        "Weight of the World", "Webs of Darkness"])
    play(g, "Balancing Act")
    first, second = g.hq[3], g.hq[4]
    answer(g, f"recruit:{first}")
    assert g.players[0].deck[-1] == first
    answer(g, f"recruit:{second}")
    assert g.players[0].discard[-1] == second


def test_balancing_act_also_sends_a_shield_officer_on_top():
    g = position(hand=["Balancing Act"], recruit=3)
    play(g, "Balancing Act")
    answer(g, "officer")
    assert g.name(g.players[0].deck[-1]) == "S.H.I.E.L.D. Officer"


def test_listen_for_heartbeats_investigates_for_the_named_cost():
    g = position(hand=["Listen for Heartbeats"], deck=["Private Investigations", "Weight of the World"])
    play(g, "Listen for Heartbeats")
    assert g.turn.attack == 2
    answer(g, "Cost 4")
    assert names(g, g.players[0].hand) == ["Private Investigations"]
    assert "cost:0" not in [o.label for o in g.pending.options]


def test_discover_the_bodies_kos_a_zero_cost_card_with_covert():
    g = position(hand=["Balancing Act", "Discover the Bodies"], deck=["Weight of the World", "Wound"])
    play(g, "Balancing Act")
    play(g, "Discover the Bodies")
    _arrange_all(g)
    assert g.turn.recruit == 4
    assert names(g, g.ko_pile)[-1] == "Wound"
    assert g.players[0].hand == []


def test_discover_the_bodies_without_covert_only_gives_recruit():
    g = position(hand=["Discover the Bodies"], deck=["Weight of the World", "Wound"])
    play(g, "Discover the Bodies")
    assert g.turn.recruit == 3 and names(g, g.players[0].deck) == ["Weight of the World", "Wound"]


def test_hitting_rock_bottom_repeats_while_zero_cost_and_stops_at_a_costly_card():
    g = position(hand=["Hitting Rock Bottom"],
                 deck=["Weight of the World", "S.H.I.E.L.D. Agent", "Wound", "Private Investigations"])
    play(g, "Hitting Rock Bottom")
    answer(g, "bottom")  # Weight of the World: costs 8, stop
    assert g.turn.attack == 3 and names(g, g.players[0].discard) == ["Weight of the World"]
    g2 = position(hand=["Hitting Rock Bottom"], deck=["Weight of the World", "S.H.I.E.L.D. Agent", "Wound"])
    play(g2, "Hitting Rock Bottom")
    answer(g2, "top")  # Wound: 0
    answer(g2, "top")  # Agent: 0
    answer(g2, "top")  # Weight of the World: stop
    assert g2.turn.attack == 5 and g2.players[0].deck == []


def test_hitting_rock_bottom_stops_when_the_deck_runs_out_without_shuffling():
    g = position(hand=["Hitting Rock Bottom"], deck=["Wound"], discard=["S.H.I.E.L.D. Agent"])
    play(g, "Hitting Rock Bottom")
    answer(g, "top")
    assert g.turn.attack == 4 and g.players[0].deck == [] and len(g.players[0].discard) == 2
    assert g.pending.kind == "action"


# ------------------------------------------------------------- Iron Man Noir


def test_steam_powered_arsenal_needs_another_card_and_puts_it_on_top():
    g = position(hand=["Steam-Powered Arsenal"])
    assert not any(o.label.startswith("play:") for o in g.pending.options)
    g = position(hand=["Steam-Powered Arsenal", "Webs of Darkness"])
    play(g, "Steam-Powered Arsenal")
    assert g.turn.attack == 3 and g.name(g.players[0].deck[-1]) == "Webs of Darkness"
    assert g.players[0].hand == []


def test_mechanized_plate_mail_investigates_for_tech():
    g = position(hand=["Mechanized Plate-Mail"], deck=["Mechanized Plate-Mail", "Webs of Darkness"])
    play(g, "Mechanized Plate-Mail")
    assert g.turn.recruit == 2
    _arrange_all(g)
    assert names(g, g.players[0].hand) == ["Mechanized Plate-Mail"]


def test_learn_from_enemies_uses_a_one_vp_villains_fight_with_tech():
    g = position(hand=["Mechanized Plate-Mail", "Learn from Enemies"], deck=[], discard=[],
                 henchmen=["Hand Ninjas"])
    put(g, "Hand Ninjas", "victory_pile")
    play(g, "Mechanized Plate-Mail")
    play(g, "Learn from Enemies")
    answer(g, "Hand Ninjas")
    assert g.turn.recruit == 2 + 1 and g.turn.attack == 3


def test_learn_from_enemies_needs_tech_and_may_decline():
    g = position(hand=["Learn from Enemies"], henchmen=["Hand Ninjas"])
    put(g, "Hand Ninjas", "victory_pile")
    play(g, "Learn from Enemies")
    assert g.pending.kind == "action" and g.turn.recruit == 0


def test_adventurers_assemble_investigates_for_an_icon():
    g = position(hand=["Adventurers Assemble!"], deck=["Webs of Darkness", "Balancing Act", "Wound"])
    play(g, "Adventurers Assemble!")
    assert g.turn.attack == 4
    answer(g, "Attack")  # Balancing Act has both icons, Webs of Darkness only Attack
    answer(g, "Webs of Darkness")
    assert names(g, g.players[0].hand) == ["Webs of Darkness"]


# ------------------------------------------------------------- Luke Cage Noir


def test_private_investigations_finds_a_card_costing_four_or_more():
    g = position(hand=["Private Investigations"], deck=["Webs of Darkness", "Follow Big Leads"])
    play(g, "Private Investigations")
    assert g.turn.attack == 2 and names(g, g.players[0].hand) == ["Follow Big Leads"]


def test_follow_big_leads_counts_other_cards_costing_four_or_more():
    g = position(hand=["Private Investigations", "Weight of the World", "Webs of Darkness", "Follow Big Leads"],
                 deck=[], discard=[])
    play(g, "Private Investigations")
    play(g, "Weight of the World")
    play(g, "Webs of Darkness")
    play(g, "Follow Big Leads")
    assert g.turn.recruit == 2 + 2


def test_weight_of_the_world_gets_two_per_other_costly_card():
    g = position(hand=["Private Investigations", "Follow Big Leads", "Weight of the World"], deck=[], discard=[])
    play(g, "Private Investigations")
    play(g, "Follow Big Leads")
    play(g, "Weight of the World")
    assert g.turn.attack == 2 + 5 + 4


def test_unbreakable_cage_replaces_another_players_wound_once_per_turn():
    g = position(hands={1: ["Unbreakable Cage"]})
    g.players[1].deck += [put(g, "Webs of Darkness", "ko")]
    g.ko_pile.remove(g.players[1].deck[-1])
    from legendary_desktop.engine.verbs import gain_wound

    from .kit import drive

    wounds = len(g.wound_stack)
    drive(gain_wound(g, 0))  # player 1 is asked first option: "yes"
    assert len(g.wound_stack) == wounds and "Webs of Darkness" in names(g, g.players[1].hand)
    drive(gain_wound(g, 0))  # once per turn: this one is gained
    assert len(g.wound_stack) == wounds - 1
    assert_conserved(g)


# ------------------------------------------------------------ Spider-Man Noir


def test_gumshoes_revolver_finds_a_cheap_card():
    g = position(hand=["Gumshoe's Revolver"], deck=["Weight of the World", "Wound"])
    play(g, "Gumshoe's Revolver")
    assert g.turn.attack == 1 and names(g, g.players[0].hand) == ["Wound"]


def test_webs_of_darkness_gets_two_with_ranged():
    g = position(hand=["Webs of Darkness", "Webs of Darkness"])
    play(g, "Webs of Darkness")
    play(g, "Webs of Darkness")
    assert g.turn.attack == 1 + 3


def test_solve_the_crime_rescues_from_the_bystander_stack_with_instinct():
    g = position(hand=["Impetuous Dive", "Solve the Crime"])
    stack = len(g.bystander_stack)
    play(g, "Impetuous Dive")
    play(g, "Solve the Crime")
    _arrange_all(g)
    assert names(g, g.players[0].victory_pile) == ["Bystander"] and len(g.bystander_stack) == stack - 1
    assert_conserved(g)


def test_spider_totems_chosen_plays_copies_from_each_players_deck_and_discards_them():
    g = position(hand=["Webs of Darkness", "Spider-Totem's Chosen"],
                 deck=["Weight of the World", "Weight of the World", "Weight of the World", "Webs of Darkness"])
    theirs = put(g, "Gumshoe's Revolver", "deck", player=1)
    put(g, "Weight of the World", "deck", player=1)
    play(g, "Webs of Darkness")  # Spider Friends played first; 1 Attack
    play(g, "Spider-Totem's Chosen")  # +1
    # player 0's deck: Webs of Darkness is found and played as a copy (+1, Ranged: +2)
    _arrange_all(g)
    # player 1's deck: Gumshoe's Revolver is played as a copy: +1 and Investigate (your own deck)
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label) if g.pending.kind != TOP_BOTTOM else _arrange_all(g)
    assert g.turn.attack == 1 + 1 + 3 + 1
    assert theirs in g.players[1].discard
    assert "Webs of Darkness" in names(g, g.players[0].discard)
    assert_conserved(g)
