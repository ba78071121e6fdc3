"""The four Black Panther Schemes: setup, special rules, Twists and Evil Wins."""

from __future__ import annotations

from bp_helpers import HQ5, drain_wound_stack, give_wounds, villain_at, wounds

from legendary_desktop.cards.black_panther.keywords import MASTERMIND, favor_holder
from legendary_desktop.cards.black_panther.schemes import ATTUNEMENT, CRISES, NANITES, TRIBES, VIBRANIUM
from legendary_desktop.engine import attachments, status, values
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, clear, names, play, position, put
from legendary_desktop.engine.scoring import victory_points

THRONE = "Seize the Wakandan Throne"
LAKES = "Poison Lakes with Nanite Microbots"
PLUNDER = "Plunder Wakanda's Vibranium"
CLASH = "Provoke Clash of Nations"


def twist_next_turn(g: Game) -> None:
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")


def twists_in_villain_deck(g: Game) -> int:
    return names(g, g.villain_deck).count("Scheme Twist")


# ------------------------------------------------------------- Seize the Wakandan Throne


def test_throne_setup_six_twists() -> None:
    for players in (2, 5):
        assert twists_in_villain_deck(position(scheme=THRONE, players=players)) == 6


def test_throne_twist_gives_the_mastermind_the_favor_and_replays() -> None:
    g = position(scheme=THRONE)
    g.state["throne_favor"] = 0
    put(g, "Hand Ninjas", "villain_deck")
    g.rng.randrange = lambda n: 0  # type: ignore[method-assign]  (the Twist is shuffled in at the bottom)
    twist_next_turn(g)
    assert favor_holder(g) == MASTERMIND
    assert g.name(villain_at(g, "Sewers")) == "Hand Ninjas"  # the card played after the Twist
    assert g.name(g.villain_deck[0]) == "Scheme Twist"


def test_throne_twist_may_be_shuffled_in_anywhere_even_on_top() -> None:
    g = position(scheme=THRONE)
    g.state["throne_favor"] = 0
    put(g, "Hand Ninjas", "villain_deck")
    asked: list[int] = []
    g.rng.randrange = lambda n: asked.append(n) or 0  # type: ignore[method-assign]
    deck = len(g.villain_deck)
    twist_next_turn(g)
    assert asked == [deck]  # one place more than the cards left in the Villain Deck: the top is one


def test_throne_twist_with_the_favor_defeats_a_tribe_and_five_win() -> None:
    g = position(scheme=THRONE)
    g.state["throne_favor"] = MASTERMIND
    twist_next_turn(g)
    assert favor_holder(g) is None and len(attachments.pile(g, g.scheme_card, TRIBES)) == 1
    for _ in range(3):
        attachments.attach(g, g.scheme_card, TRIBES, put(g, "Scheme Twist", "ko"))
    g.check_evil_wins()
    assert g.outcome is None
    g.state["throne_favor"] = MASTERMIND
    g.turn.attack = 0
    twist_next_turn(g)
    assert g.outcome is not None and g.outcome.result == "evil_wins"


def test_throne_fighting_the_mastermind_gains_the_favor() -> None:
    g = position(scheme=THRONE, attack=10)
    g.state["throne_favor"] = MASTERMIND
    answer(g, "mastermind")
    if g.pending is not None and g.pending.player == 0 and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert favor_holder(g) == 0


# ------------------------------------------------------ Poison Lakes with Nanite Microbots


def test_lakes_setup_twists_and_wounds() -> None:
    for players in (2, 4):
        g = position(scheme=LAKES, players=players)
        assert twists_in_villain_deck(g) == 5 + players and len(g.wound_stack) == 30


def test_lakes_twist_stacks_a_nanite_wounds_the_mastermind_and_hq_heroes_evenly() -> None:
    g = position(scheme=LAKES, hq=HQ5)
    twist_next_turn(g)
    assert len(attachments.pile(g, g.scheme_card, NANITES)) == 1 and wounds(g, g.mastermind_card) == 1
    answer(g, g.pending.options[0].label)  # one Wound for five Heroes: the player picks which
    assert sorted(wounds(g, h) for h in g.hq if h is not None) == [0, 0, 0, 0, 1]
    attachments.attach(g, g.scheme_card, NANITES, put(g, "Scheme Twist", "ko"))
    attachments.attach(g, g.scheme_card, NANITES, put(g, "Scheme Twist", "ko"))
    attachments.attach(g, g.scheme_card, NANITES, put(g, "Scheme Twist", "ko"))
    attachments.attach(g, g.scheme_card, NANITES, put(g, "Scheme Twist", "ko"))
    attachments.attach(g, g.scheme_card, NANITES, put(g, "Scheme Twist", "ko"))
    g.turn.attack = 0
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")  # 7 Nanites now: 7 Wounds over 5 Heroes, 2 of them get a second
    while g.pending is not None and g.pending.source == "Poison Lakes":
        answer(g, g.pending.options[0].label)
    assert sorted(wounds(g, h) for h in g.hq if h is not None) in ([1, 1, 1, 2, 3], [1, 1, 2, 2, 2])


def test_lakes_wounded_hero_costs_less_and_its_wounds_go_to_players() -> None:
    g = position(scheme=LAKES, hq=["Kimoyo Beads", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds",
                                   "Hurricane Winds"], recruit=1)
    beads = g.hq[0]
    assert beads is not None
    give_wounds(g, beads, 3)
    assert values.hero_cost(g, beads) == 4 - 3
    answer(g, f"recruit:{beads}")
    answer(g, "to:0")  # 3 Wounds, 2 players: player 0 takes the third
    assert names(g, g.players[0].discard).count("Wound") == 2
    assert names(g, g.players[1].discard).count("Wound") == 1 and beads not in g.held


def test_lakes_a_cost_never_goes_below_zero_so_recruiting_never_pays_out() -> None:
    """Web-Shooters (cost 2) with 3 Wounds costs 0, not -1: recruiting it leaves the Recruit unchanged."""
    g = position(scheme=LAKES, heroes=["Spider-Man", "Hulk", "Wolverine", "Storm", "Thor"],
                 hq=["Web-Shooters", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds"])
    shooters = g.hq[0]
    assert shooters is not None
    give_wounds(g, shooters, 3)
    assert values.hero_cost(g, shooters) == 0
    assert values.cost_breakdown(g, shooters) == [("Printed", 2), ("Wounds", -3), ("Never below 0", 1)]
    assert "Recruit Web-Shooters (0)" in [o.text for o in g.pending.options]
    answer(g, f"recruit:{shooters}")
    while g.pending is not None and g.pending.source == "Poison Lakes":
        answer(g, g.pending.options[0].label)
    assert g.turn.recruit == 0 and shooters in g.players[0].discard


def test_lakes_kod_wounds_return_to_the_wound_stack_and_its_end_is_evil() -> None:
    g = position(scheme=LAKES, hand=["Wound", "Wound"])
    stack = len(g.wound_stack)
    answer(g, "heal")
    assert len(g.wound_stack) == stack + 2 and "Wound" not in names(g, g.ko_pile)
    drain_wound_stack(g)
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


# ------------------------------------------------------------ Plunder Wakanda's Vibranium


def test_plunder_setup_ten_twists() -> None:
    assert twists_in_villain_deck(position(scheme=PLUNDER, players=3)) == 10


def test_plunder_twist_smuggler_strongest_captures_and_attunement() -> None:
    g = position(scheme=PLUNDER, city={"Bank": "Hand Ninjas"})
    old = put(g, "Keen Senses", "hero_deck")
    twist_next_turn(g)
    smuggler, ninjas = villain_at(g, "Sewers"), villain_at(g, "Bank")
    assert g.villain_name(smuggler) == "Smuggler" and g.name(smuggler) == "Bystander"
    # Both have 3 Attack: the active player picks which captures the Vibranium.
    answer(g, f"card:{ninjas}")
    assert len(attachments.pile(g, ninjas, VIBRANIUM)) == 1
    assert attachments.pile(g, g.scheme_card, ATTUNEMENT) == [old]
    # A second Twist: the Vibranium in the city is smuggled out to the Escape Pile.
    g.turn.attack = 0
    twist_next_turn(g)
    assert names(g, g.escape_pile).count("Scheme Twist") == 1
    answer(g, g.pending.options[0].label)  # three Villains of 3 Attack now: one captures the new Vibranium
    assert g.hero_deck[0] == old and attachments.pile(g, g.scheme_card, ATTUNEMENT) != [old]


def test_plunder_twist_taking_the_last_hero_deck_card_runs_it_out() -> None:
    g = position(scheme=PLUNDER)
    g.players[1].deck += g.hero_deck[:-1]  # every card stays accounted for
    del g.hero_deck[:-1]
    last = g.hero_deck[0]
    twist_next_turn(g)
    assert attachments.pile(g, g.scheme_card, ATTUNEMENT) == [last] and not g.hero_deck
    assert g.ran_out == "Hero Deck" and g.outcome is None  # a draw at the end of the turn, not Evil Wins


def test_plunder_vibranium_empowers_and_is_worth_three_vp_when_defeated() -> None:
    g = position(scheme=PLUNDER, city={"Sewers": "Hand Ninjas"}, hq=["Keen Senses", "Keen Senses",
                                                                    "Hurricane Winds", "Hurricane Winds",
                                                                    "Kimoyo Beads"], attack=5)
    ninjas = villain_at(g, "Sewers")
    attachments.attach(g, g.scheme_card, ATTUNEMENT, put(g, "To My Last Breath", "hero_deck"))
    twist = put(g, "Scheme Twist", "ko")
    attachments.attach(g, ninjas, VIBRANIUM, twist)
    g.state["vibranium"] = {twist}
    assert values.enemy_attack(g, ninjas) == 3 + 2  # Empowered by Instinct: two Keen Senses
    answer(g, f"fight:{ninjas}")
    assert twist in g.players[0].victory_pile and victory_points(g, 0) == 1 + 3


def test_plunder_smuggler_rescued_and_four_vibranium_escaped_is_evil() -> None:
    g = position(scheme=PLUNDER, attack=3)
    smuggler = put(g, "Bystander", "city:Sewers")
    from legendary_desktop.cards.black_panther.schemes import SMUGGLER

    g.roles[smuggler] = SMUGGLER
    g.refresh()
    answer(g, f"fight:{smuggler}")
    assert names(g, g.players[0].victory_pile) == ["Bystander"] and victory_points(g, 0) == 1
    twists = [put(g, "Scheme Twist", "escape") for _ in range(4)]
    g.state["vibranium"] = set(twists[:3])
    g.check_evil_wins()
    assert g.outcome is None
    g.state["vibranium"].add(twists[3])
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


def test_lakes_and_plunder_evil_wins_when_the_villain_deck_runs_out_not_the_hero_deck() -> None:
    for scheme_name in (LAKES, PLUNDER):
        g = position(scheme=scheme_name)
        g.deck_ran_out("Hero Deck")
        g.check_evil_wins()
        assert g.outcome is None  # the Hero Deck running out is the usual draw, at the end of the turn
        g = position(scheme=scheme_name)
        g.deck_ran_out("Villain Deck")
        g.check_evil_wins()
        assert g.outcome is not None and g.outcome.result == "evil_wins", scheme_name


# -------------------------------------------------------------- Provoke Clash of Nations


def test_clash_setup_eleven_twists() -> None:
    assert twists_in_villain_deck(position(scheme=CLASH)) == 11


def test_clash_vote_discard_draw_six_and_a_missed_task_is_a_crisis() -> None:
    g = position(scheme=CLASH)
    twist_next_turn(g)
    assert g.pending is not None and g.pending.secret and g.pending.player == 1
    answer(g, "war")
    answer(g, "war")
    assert len(g.players[1].hand) == 6 and len(g.players[1].discard) >= 6
    answer(g, "end")
    assert len(attachments.pile(g, g.mastermind_card, CRISES)) == 1


def test_clash_task_done_no_crisis() -> None:
    g = position(scheme=CLASH, hq=HQ5)
    twist_next_turn(g)
    answer(g, "commerce")
    answer(g, "commerce")
    g.turn.recruit = 6
    g.refresh()
    answer(g, f"recruit:{g.hq[0]}")
    answer(g, f"recruit:{g.hq[1]}")
    answer(g, "end")
    assert attachments.pile(g, g.mastermind_card, CRISES) == []


def test_clash_diplomacy_needs_three_heroes_of_one_class() -> None:
    for cards, crises in ((["Keen Senses"] * 3, 0), (["Keen Senses", "Keen Senses", "S.H.I.E.L.D. Agent"], 1)):
        g = position(scheme=CLASH)
        twist_next_turn(g)
        answer(g, "diplomacy")
        answer(g, "diplomacy")
        for name in cards:
            answer(g, f"play:{put(g, name, 'hand', player=1)}")
        answer(g, "end")
        assert len(attachments.pile(g, g.mastermind_card, CRISES)) == crises, cards


def test_clash_eighth_twist_still_votes() -> None:
    g = position(scheme=CLASH)
    g.twists_played = 7
    twist_next_turn(g)  # Twist 8: the last with a vote
    assert g.pending is not None and g.pending.secret


def test_clash_late_twists_need_all_three_and_six_crises_win() -> None:
    g = position(scheme=CLASH, hq=HQ5)
    g.twists_played = 8
    twist_next_turn(g)  # Twist 9: no vote
    assert g.pending is not None and g.pending.kind == "action"
    g.turn.recruit = 6
    g.refresh()
    answer(g, f"recruit:{g.hq[0]}")
    answer(g, f"recruit:{g.hq[1]}")  # Commerce alone is not enough
    for _ in range(5):
        attachments.attach(g, g.mastermind_card, CRISES, put(g, "Scheme Twist", "ko"))
    answer(g, "end")
    assert g.outcome is not None and g.outcome.result == "evil_wins"


# ------------------------------------------------------------ found by mutation testing


def test_throne_fighting_the_mastermind_while_holding_the_favor_changes_nothing() -> None:
    g = position(scheme=THRONE, attack=10)
    g.state["throne_favor"] = 0
    since = len(g.events)
    answer(g, "mastermind")
    if g.pending is not None and g.pending.player == 0 and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert favor_holder(g) == 0 and not [e for e in g.events[since:] if e.kind == "favor"]


def test_lakes_only_the_hero_that_left_gives_its_own_wounds() -> None:
    """Another wounded HQ Hero and the wounded Mastermind keep theirs; the players gain the very Wounds that
    were on the recruited Hero (the Wound Stack gives none)."""
    g = position(scheme=LAKES, hq=["Kimoyo Beads", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds",
                                   "Hurricane Winds"], recruit=2)
    beads, winds = g.hq[0], g.hq[1]
    assert beads is not None and winds is not None
    give_wounds(g, beads, 2)
    give_wounds(g, winds, 1)
    give_wounds(g, g.mastermind_card, 1)
    on_beads = list(attachments.pile(g, beads, attachments.WOUNDS))
    stack = len(g.wound_stack)
    answer(g, f"recruit:{beads}")  # 2 Wounds, 2 players: one each, nothing to choose
    assert wounds(g, winds) == 1 and wounds(g, g.mastermind_card) == 1
    assert len(g.wound_stack) == stack and g.limbo == []
    assert sorted(w for p in g.players for w in p.discard if g.name(w) == "Wound") == sorted(on_beads)


def test_plunder_twist_with_an_empty_city_and_no_bystanders_captures_nothing() -> None:
    g = position(scheme=PLUNDER)
    clear(g, g.bystander_stack)
    twist_next_turn(g)
    assert g.outcome is None and all(occ is None for occ in g.city)
    assert len(attachments.pile(g, g.scheme_card, ATTUNEMENT)) == 1
    assert_conserved(g)


def test_plunder_vibranium_captured_by_a_twist_is_worth_three_vp() -> None:
    g = position(scheme=PLUNDER, city={"Bank": "Hand Ninjas"})
    twist_next_turn(g)
    ninjas = villain_at(g, "Bank")
    answer(g, f"card:{ninjas}")
    [twist] = attachments.pile(g, ninjas, VIBRANIUM)
    g.turn.attack = 20
    g.refresh()
    answer(g, f"fight:{ninjas}")
    assert twist in g.players[1].victory_pile and victory_points(g, 1) == 1 + 3


def test_plunder_vibranium_with_no_attunement_yet_is_not_empowered() -> None:
    """The Hero Deck is empty when the first Twist comes: Vibranium is captured, no Attunement is named."""
    g = position(scheme=PLUNDER, city={"Bank": "Hand Ninjas"}, hq=HQ5)
    clear(g, g.hero_deck)
    twist_next_turn(g)
    ninjas = villain_at(g, "Bank")
    answer(g, f"card:{ninjas}")
    assert len(attachments.pile(g, ninjas, VIBRANIUM)) == 1
    assert attachments.pile(g, g.scheme_card, ATTUNEMENT) == [] and values.enemy_attack(g, ninjas) == 3


def test_plunder_strongest_villain_is_judged_without_fight_only_modifiers() -> None:
    """Lightning Bolt's -2 is for Villains you fight on the Rooftops: a Twist played mid-turn (Shadowed
    Thoughts) still finds Doctor Octopus (4) there stronger than the Smuggler (3)."""
    g = position(scheme=PLUNDER, city={"Rooftops": "Doctor Octopus"},
                 hand=["Covert Operation", "Lightning Bolt", "Shadowed Thoughts"])
    ock = villain_at(g, "Rooftops")
    put(g, "Scheme Twist", "villain_deck")
    play(g, "Covert Operation")
    play(g, "Lightning Bolt")
    assert values.enemy_attack(g, ock) == 4 - 2  # when fought
    play(g, "Shadowed Thoughts")
    answer(g, "yes")
    assert g.name(villain_at(g, "Sewers")) == "Bystander"  # the Smuggler
    assert len(attachments.pile(g, ock, VIBRANIUM)) == 1


def test_clash_vote_options_name_the_tasks_and_the_table_shows_the_voted_one() -> None:
    g = position(scheme=CLASH)
    twist_next_turn(g)
    assert g.pending is not None
    assert [o.text for o in g.pending.options] == ["Fist — War", "Palm — Diplomacy", "Two Fingers — Commerce"]
    answer(g, "war")
    answer(g, "war")
    assert "Clash task: Fist — War" in status.lines(g)


def test_clash_war_needs_a_villain_defeated_this_turn() -> None:
    """A Henchman is not enough, nor a Villain already in the Victory Pile before the Twist."""
    g = position(scheme=CLASH, city={"Sewers": "Hand Ninjas"})
    ninjas = villain_at(g, "Sewers")
    twist_next_turn(g)
    answer(g, "war")
    answer(g, "war")
    g.turn.attack = 3
    g.refresh()
    answer(g, f"fight:{ninjas}")
    answer(g, "end")
    assert len(attachments.pile(g, g.mastermind_card, CRISES)) == 1
    g = position(scheme=CLASH)
    put(g, "Doctor Octopus", "victory_pile", player=1)
    twist_next_turn(g)
    answer(g, "war")
    answer(g, "war")
    answer(g, "end")
    assert len(attachments.pile(g, g.mastermind_card, CRISES)) == 1


def test_clash_commerce_counts_only_recruits_after_a_mid_turn_twist() -> None:
    """Shadowed Thoughts plays the Twist after one Hero was recruited: Commerce still needs two more."""
    g = position(scheme=CLASH, hq=HQ5, recruit=3, hand=["Covert Operation", "Shadowed Thoughts"])
    answer(g, f"recruit:{g.hq[0]}")
    put(g, "Scheme Twist", "villain_deck")
    play(g, "Covert Operation")
    play(g, "Shadowed Thoughts")
    answer(g, "yes")
    answer(g, "commerce")
    answer(g, "commerce")
    assert g.turn.player == 0 and g.turn.hq_recruits == 1
    answer(g, "end")
    assert len(attachments.pile(g, g.mastermind_card, CRISES)) == 1
