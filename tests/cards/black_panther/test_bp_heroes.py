"""The twenty Heroes of Wakanda: each card's play text and its Ambush, played through the engine."""

from __future__ import annotations

from bp_helpers import HQ5, arrive_by_recruit, give_wounds, option_labels, villain_at, wounds

from legendary_desktop.cards.black_panther.keywords import favor_holder
from legendary_desktop.engine import values
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.positions import answer, names, play, position, put

AGENTS = ["S.H.I.E.L.D. Agent"] * 6
BP = ["King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri", "White Wolf"]

# ------------------------------------------------------------------ King Black Panther


def test_unseen_protector_spends_favor_for_recruit_and_ambush_rescues() -> None:
    g = position(hand=["Unseen Protector"])
    g.state["throne_favor"] = 0
    play(g, "Unseen Protector")
    answer(g, "yes")
    assert g.turn.recruit == 1 + 2 and favor_holder(g) is None
    g = position(hand=["Hurricane Winds"], hq=HQ5)  # a Hero of Wakanda in hand
    arrive_by_recruit(g, "Unseen Protector")
    answer(g, "yes")
    assert names(g, g.players[0].victory_pile) == ["Bystander"]


def test_vibranium_claws_is_multiclass_tech_for_a_superpower() -> None:
    """Vibranium Claws counts as Tech: Cloaking Tech Ambush's Tech Superpower Wounds a Villain."""
    g = position(hand=["Vibranium Claws", "Cloaking Tech Ambush"], city={"Bank": "Hand Ninjas"})
    play(g, "Vibranium Claws")
    assert favor_holder(g) == 0 and g.turn.attack == 2
    play(g, "Cloaking Tech Ambush")
    assert wounds(g, villain_at(g, "Bank")) == 1 and values.enemy_attack(g, villain_at(g, "Bank")) == 2


def test_heart_shaped_herb_covert_gains_then_spends_to_ko_the_top_card() -> None:
    g = position(hand=["Hurricane Winds", "Heart-Shaped Herb"], deck=[*AGENTS, "Wound"])
    play(g, "Hurricane Winds")
    play(g, "Heart-Shaped Herb")
    assert favor_holder(g) == 0 and g.turn.attack == 3  # no favor before: gained
    g = position(hand=["Hurricane Winds", "Heart-Shaped Herb"], deck=[*AGENTS, "Wound"])
    g.state["throne_favor"] = 0
    play(g, "Hurricane Winds")
    play(g, "Heart-Shaped Herb")
    answer(g, "yes")
    answer(g, "ko")
    assert "Wound" in names(g, g.ko_pile) and favor_holder(g) is None and len(g.players[0].deck) == 6


def test_heart_shaped_herb_ambush_draws_the_top_card() -> None:
    g = position(hand=["Hurricane Winds"], hq=HQ5, deck=[*AGENTS, "Wound"])
    arrive_by_recruit(g, "Heart-Shaped Herb")
    answer(g, "yes")
    answer(g, "draw")
    assert names(g, g.players[0].hand) == ["Hurricane Winds", "Wound"]


def test_heart_shaped_herb_without_covert_does_nothing_more() -> None:
    g = position(hand=["Heart-Shaped Herb"])
    play(g, "Heart-Shaped Herb")
    assert favor_holder(g) is None and g.turn.attack == 3


def test_unite_the_tribes_spends_for_each_class_you_have() -> None:
    g = position(hand=["Hurricane Winds", "Unite the Tribes of Wakanda", "Keen Senses"])
    g.state["throne_favor"] = 0
    play(g, "Hurricane Winds")
    play(g, "Unite the Tribes of Wakanda")
    answer(g, "yes")
    # Covert (played), Strength and Ranged (this card), Instinct (in hand): 4 classes.
    assert g.turn.recruit == 2 + 4 and g.turn.attack == 5 + 4


def test_unite_the_tribes_ambush_counts_classes() -> None:
    g = position(hand=["Forked Lightning", "Keen Senses"], hq=HQ5)
    arrive_by_recruit(g, "Unite the Tribes of Wakanda")
    answer(g, "yes")
    assert g.turn.attack == 3  # Covert, Ranged, Instinct


# ------------------------------------------------------------------ Queen Storm of Wakanda


def test_hurricane_winds_moves_to_an_adjacent_space_swapping() -> None:
    g = position(hand=["Hurricane Winds"], city={"Bank": "Hand Ninjas", "Rooftops": "Preyy"})
    play(g, "Hurricane Winds")
    answer(g, "Hand Ninjas")
    assert option_labels(g) == ["space:0", "space:2"]  # the Sewers and the Rooftops are adjacent to the Bank
    answer(g, "space:2")
    assert g.name(villain_at(g, "Rooftops")) == "Hand Ninjas" and g.name(villain_at(g, "Bank")) == "Preyy"


def test_hurricane_winds_covert_empowered() -> None:
    g = position(hand=["Secret Assignment", "Hurricane Winds"],
                 hq=["Heart-Shaped Herb", "Unseen Protector", "Kimoyo Beads", "Kimoyo Beads", "Kimoyo Beads"])
    play(g, "Secret Assignment")
    play(g, "Hurricane Winds")
    assert g.turn.attack == 2 and g.turn.recruit == 2 + 2


def test_torrential_downpour_ambush_empowered_by_ranged() -> None:
    g = position(hand=["Gathering Stormclouds"], hq=["Kimoyo Beads", "Hurricane Winds", "Hurricane Winds",
                                                    "Hurricane Winds", "Hurricane Winds"])
    arrive_by_recruit(g, "Torrential Downpour")  # recruits Kimoyo Beads; Torrential Downpour takes its space
    answer(g, "yes")
    assert g.turn.attack == 1  # only Torrential Downpour itself is Ranged in the HQ now


def test_torrential_downpour_without_ranged_is_plain() -> None:
    g = position(hand=["Torrential Downpour"], hq=["Kimoyo Beads"] * 5)
    play(g, "Torrential Downpour")
    assert g.turn.attack == 2


def test_forked_lightning_wounds_rooftops_and_bridge_and_spends_favor_on_the_mastermind() -> None:
    g = position(hand=["Forked Lightning", "Forked Lightning"],
                 city={"Sewers": "Hand Ninjas", "Rooftops": "Hand Ninjas", "Bridge": "Savage Land Mutates"})
    play(g, "Forked Lightning")
    assert [wounds(g, villain_at(g, s)) for s in ("Sewers", "Rooftops", "Bridge")] == [0, 1, 1]
    assert favor_holder(g) is None  # no Covert and Ranged Hero before it
    play(g, "Forked Lightning")
    assert favor_holder(g) == 0
    g = position(hand=["Forked Lightning", "Forked Lightning"])
    g.state["throne_favor"] = 0
    play(g, "Forked Lightning")
    play(g, "Forked Lightning")
    answer(g, "yes")
    assert wounds(g, g.mastermind_card) == 2 and favor_holder(g) is None


def test_thunderous_tempest_bottoms_heroes_then_spends_for_two_empowerments() -> None:
    g = position(hand=["Hurricane Winds", "Thunderous Tempest"],
                 hq=["Kimoyo Beads", "Forked Lightning", "Hurricane Winds", "Unseen Protector", "Keen Senses"])
    g.state["throne_favor"] = 0
    keen = g.hq[4]
    play(g, "Hurricane Winds")
    play(g, "Thunderous Tempest")
    answer(g, "Keen Senses")
    assert g.hero_deck[0] == keen and keen not in g.hq
    put(g, "Endless Invention", "hq:4")
    answer(g, "yes")
    # Covert: Forked Lightning, Hurricane Winds, Unseen Protector = 3; Ranged: Kimoyo Beads, Forked Lightning = 2
    assert g.turn.attack == 5 + 3 + 2


# ------------------------------------------------------------------ General Okoye


def test_to_my_last_breath_instinct_draw_attack_and_wound() -> None:
    g = position(hand=["Keen Senses", "To My Last Breath"], deck=AGENTS)
    play(g, "Keen Senses")
    before = g.turn.attack
    play(g, "To My Last Breath")
    answer(g, "yes")
    assert g.turn.attack == before + 2 + 1 and names(g, g.players[0].discard) == ["Wound"]


def test_lead_the_dora_milaje_gains_an_officer_or_kos_for_attack() -> None:
    g = position(hand=["Lead the Dora Milaje"])
    play(g, "Lead the Dora Milaje")
    answer(g, "officer")
    assert names(g, g.players[0].discard) == ["S.H.I.E.L.D. Officer"] and g.turn.attack == 2
    g = position(hand=["Growing Anger", "Lead the Dora Milaje"], discard=["Wound", "S.H.I.E.L.D. Agent"])
    play(g, "Growing Anger")
    before = g.turn.attack
    play(g, "Lead the Dora Milaje")
    answer(g, "ko")
    assert option_labels(g) and all(g.name(o.card) == "Wound" for o in g.pending.options if o.card is not None)
    answer(g, "Wound")
    assert g.turn.attack == before + 2 + 2 and names(g, g.players[0].discard) == ["S.H.I.E.L.D. Agent"]


def test_sovereign_bodyguard_returns_the_wound_once_per_turn() -> None:
    g = position(hand=["Keen Senses", "To My Last Breath", "To My Last Breath"], deck=AGENTS, heroes=BP,
                 hands={1: ["Sovereign Bodyguard"]}, city={"Sewers": "Hand Ninjas"})
    stack = len(g.wound_stack)
    play(g, "Keen Senses")
    play(g, "To My Last Breath")
    answer(g, "yes")  # draw, +1 Attack, gain a Wound...
    assert g.pending is not None and g.pending.player == 1
    answer(g, "yes")  # ...which player 1's Bodyguard returns
    assert len(g.wound_stack) == stack - 1 and wounds(g, villain_at(g, "Sewers")) == 1
    assert len(g.players[1].hand) == 2 and "Wound" not in names(g, g.players[0].discard)
    play(g, "To My Last Breath")
    answer(g, "yes")  # second Wound this turn: no Bodyguard
    assert names(g, g.players[0].discard) == ["Wound"]


def test_direct_the_agents_kos_a_shield_hero_for_attack() -> None:
    g = position(hand=["Hurricane Winds", "Direct the Agents of Wakanda", "S.H.I.E.L.D. Trooper"])
    play(g, "Hurricane Winds")
    play(g, "Direct the Agents of Wakanda")
    answer(g, "S.H.I.E.L.D. Trooper")
    assert g.turn.attack == 4 + 2 and "S.H.I.E.L.D. Trooper" in names(g, g.ko_pile)


# ------------------------------------------------------------------ Princess Shuri


def test_vibranium_experiments_draws_and_tech_empowers() -> None:
    g = position(hand=["Endless Invention", "Vibranium Experiments"], deck=AGENTS,
                 hq=["Kimoyo Beads", "Cloaking Tech Ambush", "Hurricane Winds", "Hurricane Winds", "Shock Net"])
    play(g, "Endless Invention")
    drawn = g.turn.drawn
    play(g, "Vibranium Experiments")
    assert g.turn.attack == 2 and g.turn.drawn == drawn + 1


def test_vibranium_experiments_ambush_draws() -> None:
    g = position(hand=["Endless Invention"], hq=HQ5, deck=AGENTS)
    arrive_by_recruit(g, "Vibranium Experiments")
    answer(g, "yes")
    assert len(g.players[0].hand) == 2


def test_kimoyo_beads_empowered_by_a_chosen_class_as_recruit() -> None:
    g = position(hand=["Kimoyo Beads"], hq=["Hurricane Winds", "Hurricane Winds", "Hurricane Winds",
                                            "Kimoyo Beads", "Shock Net"])
    play(g, "Kimoyo Beads")
    answer(g, "COVERT")
    assert g.turn.recruit == 3 and g.turn.attack == 0


def test_shock_net_bottoms_an_hq_hero_and_tech_chooses_a_class() -> None:
    g = position(hand=["Endless Invention", "Shock Net"], hq=["Hurricane Winds", "Hurricane Winds",
                                                             "Kimoyo Beads", "Kimoyo Beads", "Keen Senses"])
    keen = g.hq[4]
    play(g, "Endless Invention")
    play(g, "Shock Net")
    answer(g, "Keen Senses")
    assert g.hero_deck[0] == keen
    put(g, "Kimoyo Beads", "hq:4")
    answer(g, "RANGED")
    assert g.turn.attack == 3 + 3


def test_become_the_next_black_panther_gives_cards_entering_the_hq_an_ambush() -> None:
    g = position(hand=["Hurricane Winds", "Become the Next Black Panther"], hq=HQ5)
    play(g, "Hurricane Winds")
    play(g, "Become the Next Black Panther")
    assert g.turn.attack == 3
    arrive_by_recruit(g, "Keen Senses")  # Instinct: shares a color with Become the Next Black Panther
    assert g.turn.attack == 3 + 2
    arrive_by_recruit(g, "Endless Invention")  # Tech: no card of yours is Tech
    assert g.turn.attack == 5


# ------------------------------------------------------------------ White Wolf


def test_secret_assignment_covert_recruit_when_an_enemy_is_wounded() -> None:
    g = position(hand=["Hurricane Winds", "Secret Assignment"])
    play(g, "Hurricane Winds")
    play(g, "Secret Assignment")
    assert g.turn.recruit == 2 + 2
    g = position(hand=["Hurricane Winds", "Secret Assignment"])
    give_wounds(g, g.mastermind_card, 1)
    play(g, "Hurricane Winds")
    play(g, "Secret Assignment")
    assert g.turn.recruit == 2 + 2 + 2


def test_secret_assignment_ambush_wounds_the_mastermind() -> None:
    g = position(hand=["Hurricane Winds"], hq=HQ5)
    arrive_by_recruit(g, "Secret Assignment")
    answer(g, "yes")
    assert wounds(g, g.mastermind_card) == 1


def test_cloaking_tech_ambush_ambush_wounds_a_villain() -> None:
    g = position(hand=["Endless Invention"], hq=HQ5, city={"Streets": "Hand Ninjas"})
    arrive_by_recruit(g, "Cloaking Tech Ambush")
    answer(g, "yes")
    assert wounds(g, villain_at(g, "Streets")) == 1


def test_command_the_hatut_zeraze_kos_only_when_an_enemy_is_wounded() -> None:
    g = position(hand=["Hurricane Winds", "Command the Hatut Zeraze", "Wound"])
    play(g, "Hurricane Winds")
    play(g, "Command the Hatut Zeraze")
    assert "Wound" in names(g, g.players[0].hand)  # nobody wounded: nothing to do
    g = position(hand=["Hurricane Winds", "Command the Hatut Zeraze", "Wound"])
    give_wounds(g, g.mastermind_card, 1)
    play(g, "Hurricane Winds")
    play(g, "Command the Hatut Zeraze")
    answer(g, "Wound")
    assert names(g, g.players[0].hand) == [] and g.turn.attack == 3


def test_command_the_hatut_zeraze_ambush_kos_one_of_your_cards() -> None:
    g = position(hand=["Hurricane Winds"], hq=HQ5, discard=["Wound"])
    arrive_by_recruit(g, "Command the Hatut Zeraze")
    answer(g, "yes")
    answer(g, "Wound")
    assert "Wound" in names(g, g.ko_pile)


def test_reflective_vibranium_armor_kos_a_master_strike_from_another_players_hand() -> None:
    g = position(hands={1: ["Reflective Vibranium Armor", "Keen Senses"]}, heroes=BP)
    put(g, "Master Strike", "villain_deck")
    answer(g, "end")
    assert g.pending is not None and g.pending.player == 1 and "Master Strike" in g.pending.prompt
    answer(g, "yes")
    assert wounds(g, g.mastermind_card) == 1
    assert "Master Strike" in names(g, g.ko_pile)
    assert names(g, g.players[1].hand) == ["Reflective Vibranium Armor", "Keen Senses"]  # Red Skull's KO averted


def test_reflective_vibranium_armor_ambush_wounds_each_villain_and_the_mastermind() -> None:
    g = position(hand=["Endless Invention"], hq=HQ5, city={"Sewers": "Hand Ninjas", "Bridge": "Preyy"})
    arrive_by_recruit(g, "Reflective Vibranium Armor")
    answer(g, "yes")
    assert [wounds(g, villain_at(g, s)) for s in ("Sewers", "Bridge")] == [1, 1]
    assert wounds(g, g.mastermind_card) == 1


def test_every_wakandan_hero_has_a_multiclass_card_and_black_panther_all() -> None:
    from legendary_desktop.engine.catalog import catalog

    cat = catalog()
    for group in ("King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri", "White Wolf"):
        cards = cat.heroes[group]
        assert sum(c.copies for c in cards) == 14 and all(c.kind is Kind.HERO for c in cards)
        assert any(c.classes.multicolored for c in cards)
    assert all(c.classes.multicolored for c in cat.heroes["King Black Panther"])
