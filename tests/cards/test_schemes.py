"""Schemes: setup changes, special rules, Twist effects and Evil Wins, each proved through the engine."""

from __future__ import annotations

from legendary_desktop.engine import city
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, default_setup, names, position, put
from legendary_desktop.engine.table import BANK, BRIDGE, SEWERS, STREETS

FULL_CITY = {"Sewers": "Sentinel", "Bank": "Sentinel", "Rooftops": "Sentinel", "Streets": "Sentinel",
             "Bridge": "Sentinel"}


def twist_next_turn(g: Game) -> None:
    """A Scheme Twist on top of the Villain Deck; end player 0's turn so player 1 reveals it."""
    put(g, "Scheme Twist", "villain_deck")
    answer(g, "end")


def settle(g: Game) -> None:
    """Answer any pending non-main-phase decisions with their first options."""
    while g.pending is not None and g.pending.kind != "action":
        d = g.pending
        answer(g, *[o.label for o in (d.options if d.kind == "order" else d.options[: max(d.min, 1)])])


def kinds(g: Game, cards: list[int]) -> list[Kind]:
    return [g.cards[c].kind for c in cards]


# -- The Legacy Virus -------------------------------------------------------------------------------------


def test_legacy_virus_setup_has_six_wounds_per_player():
    for players in (2, 4):
        g = Game(default_setup(players, "Red Skull", "The Legacy Virus"), seed=1)
        assert len(g.wound_stack) + sum(names(g, p.discard).count("Wound") for p in g.players) == 6 * players


def test_legacy_virus_twist_wounds_players_without_tech():
    g = position(scheme="The Legacy Virus", hands={1: ["Endless Invention"]})
    twist_next_turn(g)
    assert names(g, g.players[0].discard).count("Wound") == 1
    assert names(g, g.players[1].discard).count("Wound") == 0


def test_legacy_virus_evil_wins_when_the_wound_stack_runs_out():
    g = position(scheme="The Legacy Virus")
    g.ko_pile += g.wound_stack[1:]
    del g.wound_stack[1:]
    twist_next_turn(g)  # player 0 takes the last Wound
    assert g.over and g.outcome.result == "evil_wins"


# -- Midtown Bank Robbery -------------------------------------------------------------------------------


def test_midtown_setup_has_twelve_bystanders_in_the_villain_deck():
    g = Game(default_setup(2, "Red Skull", "Midtown Bank Robbery"), seed=2)
    everywhere = g.villain_deck + [o.card for o in g.city if o] + g.mastermind_bystanders + \
        [b for o in g.city if o for b in o.bystanders]
    assert kinds(g, everywhere).count(Kind.BYSTANDER) == 12 and len(g.bystander_stack) == 18


def test_midtown_villains_get_plus_one_per_bystander_and_the_bank_captures_two():
    g = position(scheme="Midtown Bank Robbery", city={"Bank": "Sentinel"})
    assert city.villain_attack(g, BANK) == 3
    put(g, "Sentinel", "villain_deck")  # played after the twist: enters the Sewers
    twist_next_turn(g)
    assert len(g.city[BANK].bystanders) == 2  # the Twist first, then the Sentinel enters the empty Sewers
    assert city.villain_attack(g, BANK) == 5
    assert g.city[SEWERS] is not None and not g.city[SEWERS].bystanders


def test_midtown_evil_wins_after_eight_bystanders_carried_away():
    g = position(scheme="Midtown Bank Robbery", city=FULL_CITY)
    g.bystanders_carried_away = 7
    put(g, "Bystander", "bystanders:Bridge")
    put(g, "Hand Ninjas", "villain_deck")
    answer(g, "end")
    settle(g)
    assert g.over and g.outcome.result == "evil_wins"


# -- Negative Zone Prison Breakout ------------------------------------------------------------------------


def test_negative_zone_setup_adds_a_henchman_group():
    setup = default_setup(2, "Red Skull", "Negative Zone Prison Breakout")
    assert len(setup.henchmen) == 2


def test_negative_zone_twist_plays_two_villain_cards():
    g = position(scheme="Negative Zone Prison Breakout")
    put(g, "Hand Ninjas", "villain_deck")
    put(g, "Sentinel", "villain_deck")
    twist_next_turn(g)
    assert names(g, [o.card for o in g.city if o]) == ["Hand Ninjas", "Sentinel"]


def test_negative_zone_evil_wins_at_twelve_escapes():
    g = position(scheme="Negative Zone Prison Breakout", city=FULL_CITY)
    g.escaped_villains = 11
    put(g, "Hand Ninjas", "villain_deck")
    answer(g, "end")
    settle(g)
    assert g.over and g.outcome.result == "evil_wins"


# -- Portals to the Dark Dimension ---------------------------------------------------------------------------


def test_portals_first_on_the_mastermind_then_the_city_from_the_bridge():
    g = position(scheme="Portals to the Dark Dimension", city={"Bridge": "Sentinel", "Streets": "Sentinel"})
    twist_next_turn(g)
    from legendary_desktop.engine.values import mastermind_attack

    assert mastermind_attack(g) == 8  # Red Skull 7 + 1
    assert city.villain_attack(g, BRIDGE) == 3
    twist_next_turn(g)
    assert city.villain_attack(g, BRIDGE) == 4 and city.villain_attack(g, STREETS) == 3
    twist_next_turn(g)
    assert city.villain_attack(g, STREETS) == 4


def test_portals_seventh_twist_evil_wins():
    g = position(scheme="Portals to the Dark Dimension")
    g.twists_played = 6
    twist_next_turn(g)
    assert g.over and g.outcome.result == "evil_wins"


# -- Replace Earth's Leaders with Killbots -----------------------------------------------------------------


def test_killbots_setup_and_bystanders_enter_as_villains():
    g = position(scheme="Replace Earth's Leaders with Killbots")
    assert len(g.beside_scheme) == 3
    put(g, "Bystander", "villain_deck")
    answer(g, "end")
    killbot = g.city[SEWERS]
    assert killbot is not None and g.cards[killbot.card].kind is Kind.BYSTANDER
    assert city.villain_attack(g, SEWERS) == 3
    twist_next_turn(g)  # a Twist goes beside the Scheme (and does not push): Killbots get stronger
    assert city.villain_attack(g, SEWERS) == 4


def test_killbot_defeated_goes_to_victory_pile_and_five_escapes_win_for_evil():
    g = position(scheme="Replace Earth's Leaders with Killbots")
    full = Game(default_setup(2, "Red Skull", "Replace Earth's Leaders with Killbots"), seed=4)
    everywhere = full.villain_deck + [o.card for o in full.city if o] + full.mastermind_bystanders
    assert kinds(full, everywhere).count(Kind.BYSTANDER) + sum(len(o.bystanders) for o in full.city if o) == 18
    put(g, "Bystander", "city:Bridge")
    g.turn.attack = 3
    g.refresh()
    answer(g, "fight:" + str(g.city[BRIDGE].card))
    assert names(g, g.players[0].victory_pile) == ["Bystander"]
    g.state["killbots_escaped"] = 4
    for space in range(5):
        put(g, "Bystander", f"city:{space}")
    put(g, "Bystander", "villain_deck")
    answer(g, "end")
    settle(g)
    assert g.over and g.outcome.result == "evil_wins"


# -- Secret Invasion of the Skrull Shapeshifters ------------------------------------------------------------


def test_secret_invasion_setup():
    setup = default_setup(3, "Red Skull", "Secret Invasion of the Skrull Shapeshifters")
    assert len(setup.heroes) == 6 and "Skrulls" in setup.villains
    g = Game(setup, seed=5)
    in_villain_deck = kinds(g, g.villain_deck + [o.card for o in g.city if o]).count(Kind.HERO)
    assert in_villain_deck == 12
    assert len(g.hero_deck) + 5 == 6 * 14 - 12


def test_secret_invasion_hero_in_the_city_is_a_skrull_you_gain_when_defeated():
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters")
    hero = put(g, "Hulk Smash!", "villain_deck")
    answer(g, "end")
    assert g.city[SEWERS].card == hero and city.villain_attack(g, SEWERS) == 10
    g.turn.attack = 10
    g.refresh()
    answer(g, f"fight:{hero}")
    assert hero in g.players[1].discard and hero not in g.players[1].victory_pile


def test_secret_invasion_twist_moves_the_highest_cost_hq_hero_into_the_sewers():
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters",
                 hq=["Keen Senses", "Hulk Smash!", "Quick Draw", "Odinson", "Growing Anger"])
    smash = g.hq[1]
    twist_next_turn(g)
    assert g.city[SEWERS].card == smash and g.hq[1] is not None and g.hq[1] != smash


def test_secret_invasion_evil_wins_with_six_heroes_escaped():
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters")
    for _ in range(6):
        put(g, "Keen Senses", "escape")
    g.check_evil_wins()
    assert g.outcome is not None and g.outcome.result == "evil_wins"


def test_secret_invasion_a_hero_held_under_an_escaping_skrull_escapes_with_it_and_counts():
    """The ruling in docs/rulings.md: the Hero a Skrull Villain holds under it goes into the Escape Pile with
    it, and it is a Hero in the Escaped Villains pile, so it counts toward the six."""
    full = {"Bridge": "Skrull Shapeshifters", "Streets": "Skrull Shapeshifters", "Rooftops": "Skrull Shapeshifters",
            "Bank": "Super-Skrull", "Sewers": "Skrull Queen Veranke"}
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters", villains=["Skrulls", "HYDRA"], city=full)
    held = put(g, "Hulk Smash!", "ko")
    g.ko_pile.remove(held)
    g.city[BRIDGE].under.append(held)
    for _ in range(5):
        put(g, "Keen Senses", "escape")
    put(g, "Odinson", "villain_deck")  # a Skrull Hero enters the Sewers and pushes the Bridge's Skrull out
    g.refresh()
    answer(g, "end")
    assert held in g.escape_pile
    assert g.over and g.outcome.result == "evil_wins"


def test_secret_invasion_five_heroes_and_an_escaping_skrull_holding_none_are_not_six():
    full = {"Bridge": "Skrull Shapeshifters", "Streets": "Skrull Shapeshifters", "Rooftops": "Skrull Shapeshifters",
            "Bank": "Super-Skrull", "Sewers": "Skrull Queen Veranke"}
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters", villains=["Skrulls", "HYDRA"], city=full)
    for _ in range(5):
        put(g, "Keen Senses", "escape")
    put(g, "Odinson", "villain_deck")
    g.refresh()
    answer(g, "end")
    assert g.escaped_villains == 1 and g.outcome is None


# -- Super Hero Civil War ---------------------------------------------------------------------------------


def test_civil_war_setup_by_player_count():
    from legendary_desktop.engine.setup_rules import requirements

    assert (requirements(2, "Red Skull", "Super Hero Civil War").twists,
            requirements(2, "Red Skull", "Super Hero Civil War").heroes) == (8, 4)
    assert requirements(3, "Red Skull", "Super Hero Civil War").twists == 8
    assert requirements(4, "Red Skull", "Super Hero Civil War").twists == 5
    assert requirements(5, "Red Skull", "Super Hero Civil War").heroes == 6


def test_civil_war_twist_kos_the_whole_hq_and_evil_wins_when_the_hero_deck_runs_out():
    g = position(players=3, scheme="Super Hero Civil War")
    before = list(g.hq)
    twist_next_turn(g)
    assert all(c in g.ko_pile for c in before) and all(c is not None for c in g.hq)
    g.ko_pile += g.hero_deck[:-2]
    del g.hero_deck[:-2]
    g.refresh()
    twist_next_turn(g)
    assert g.over and g.outcome.result == "evil_wins"


# -- Unleash the Power of the Cosmic Cube ----------------------------------------------------------------


def test_cosmic_cube_twists_wound_at_five_six_seven_and_win_at_eight():
    g = position(scheme="Unleash the Power of the Cosmic Cube")
    g.twists_played = 3
    twist_next_turn(g)  # Twist 4: nothing but the count
    wounds = [names(g, p.discard).count("Wound") for p in g.players]
    assert wounds == [0, 0] and len(g.beside_scheme) == 1
    twist_next_turn(g)  # Twist 5: each player gains a Wound
    assert [names(g, p.discard + p.hand + p.deck).count("Wound") for p in g.players] == [1, 1]
    twist_next_turn(g)  # 6
    twist_next_turn(g)  # 7: three each
    assert [names(g, p.discard + p.hand + p.deck).count("Wound") for p in g.players] == [5, 5]
    assert not g.over
    twist_next_turn(g)  # 8
    assert g.over and g.outcome.result == "evil_wins"


def test_killbots_and_skrull_heroes_are_named_as_villains_in_the_log_and_options():
    g = position(scheme="Replace Earth's Leaders with Killbots")
    put(g, "Bystander", "villain_deck")
    answer(g, "end")
    assert any(e.text == "Killbot enters the Sewers." for e in g.events)
    g = position(scheme="Secret Invasion of the Skrull Shapeshifters", attack=10)
    put(g, "Hulk Smash!", "city:Sewers")
    assert any(o.text == "Fight Hulk Smash! (Skrull) (Sewers)" for o in g.pending.options)
