"""Killmonger and Klaw, both sides: Master Strikes, their rules, and each Tactic."""

from __future__ import annotations

from bp_helpers import give_wounds, option_labels, villain_at, wounds

from legendary_desktop.cards.black_panther.masterminds import FREQUENCY, frequency, set_frequency
from legendary_desktop.engine import attachments, values
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, position, put

AGENTS = ["S.H.I.E.L.D. Agent"] * 12


def strike_next_turn(g: Game) -> None:
    put(g, "Master Strike", "villain_deck")
    answer(g, "end")


def fight_tactic(g: Game, name: str) -> None:
    """The next Mastermind fight takes the named Tactic (one other stays, so the game goes on)."""
    keep = next(t for t in g.tactics if g.cards[t].name == name)
    others = [t for t in g.tactics if t != keep]
    g.ko_pile += others[1:]
    g.tactics[:] = [others[0], keep]
    g.rng.randrange = lambda n: n - 1  # type: ignore[method-assign]
    g.turn.attack += 20
    g.refresh()
    answer(g, "mastermind")


# ------------------------------------------------------------------ Killmonger


def test_killmonger_strike_classes_or_his_wounds_or_discard_to_four() -> None:
    g = position(mastermind="Killmonger", deck=AGENTS,
                 hands={1: ["Keen Senses", "Growing Anger", "Endless Invention", "Hurricane Winds", "Wound"]})
    give_wounds(g, g.mastermind_card, 1)
    strike_next_turn(g)
    # Player 1 reveals 4 classes; player 0 (grey only) takes Killmonger's one Wound.
    assert names(g, g.players[0].discard).count("Wound") == 1 and wounds(g, g.mastermind_card) == 0
    assert names(g, g.players[1].discard) == []
    g = position(mastermind="Killmonger", deck=AGENTS, hands={1: ["Keen Senses"] * 6})
    strike_next_turn(g)
    # No 4 classes and no Wound on Killmonger: both players discard down to 4 cards.
    assert len(g.players[1].hand) == 4 and len(g.players[0].hand) == 4


def test_epic_killmonger_strike_takes_his_wounds_first_then_the_stack() -> None:
    g = position(mastermind="Killmonger", epic=True)
    assert values.mastermind_attack(g) == 6
    give_wounds(g, g.mastermind_card, 1)
    stack = len(g.wound_stack)
    strike_next_turn(g)
    assert wounds(g, g.mastermind_card) == 0 and len(g.wound_stack) == stack - 1
    assert names(g, g.players[0].discard + g.players[1].discard).count("Wound") == 2


def test_epic_killmonger_fought_gives_each_other_player_one_of_his_wounds() -> None:
    g = position(mastermind="Killmonger", epic=True, players=3, attack=21)
    for _ in range(6):
        answer(g, f"wound:{g.mastermind_card}")
    assert g.turn.recruit == 6
    answer(g, "mastermind")
    assert [names(g, g.players[p].discard).count("Wound") for p in (0, 1, 2)] == [0, 1, 1]
    assert wounds(g, g.mastermind_card) == 0


def test_a_scar_for_every_kill_counts_non_henchman_villains() -> None:
    g = position(mastermind="Killmonger")
    for name in ("Preyy", "Venomm", "Hand Ninjas"):
        put(g, name, "victory_pile")
    give_wounds(g, g.mastermind_card, 5)
    fight_tactic(g, "A Scar for Every Kill")
    assert g.turn.recruit == 2


def test_rite_of_challenge_wounds_players_without_a_killmonger_tactic() -> None:
    g = position(mastermind="Killmonger", players=3)
    give_wounds(g, g.mastermind_card, 5)
    other = next(t for t in g.tactics if g.name(t) == "Throw From the Waterfall")
    g.tactics.remove(other)
    g.players[2].victory_pile.append(other)
    fight_tactic(g, "Rite of Challenge")
    assert [names(g, g.players[p].discard).count("Wound") for p in (0, 1, 2)] == [0, 1, 0]


def test_throw_from_the_waterfall_draws_two_and_others_discard() -> None:
    g = position(mastermind="Killmonger", deck=AGENTS, hands={1: ["Keen Senses", "Keen Senses"]})
    give_wounds(g, g.mastermind_card, 5)
    hand = len(g.players[0].hand)
    fight_tactic(g, "Throw From the Waterfall")
    assert len(g.players[0].hand) == hand + 2 and names(g, g.players[1].hand) == ["Keen Senses"]


def test_altar_of_resurrection_left_then_right_send_villains_back_wounded() -> None:
    g = position(mastermind="Killmonger", players=3)
    put(g, "Jakarra", "victory_pile", player=1)
    put(g, "Hand Ninjas", "victory_pile", player=1)  # a Henchman: not eligible
    put(g, "Nightshade", "victory_pile", player=2)
    give_wounds(g, g.mastermind_card, 5)
    fight_tactic(g, "Altar of Resurrection")
    nightshade, jakarra = villain_at(g, "Sewers"), villain_at(g, "Bank")
    assert g.name(jakarra) == "Jakarra" and g.name(nightshade) == "Nightshade"  # left first, then right
    assert wounds(g, jakarra) == 1 and wounds(g, nightshade) == 1
    assert names(g, g.players[1].victory_pile) == ["Hand Ninjas"]


# ------------------------------------------------------------------------ Klaw


def test_klaw_strike_sets_a_frequency_and_players_reveal_its_color() -> None:
    g = position(mastermind="Klaw", deck=AGENTS, hands={1: ["Keen Senses"]})
    old = put(g, "Endless Invention", "hero_deck")
    set_frequency(g, old)
    new = put(g, "To My Last Breath", "hero_deck")  # Instinct
    strike_next_turn(g)
    assert frequency(g) == new and g.hero_deck[0] == old
    assert names(g, g.players[0].discard).count("Wound") == 1 and names(g, g.players[1].discard) == []


def test_epic_klaw_strike_bottoms_hq_cards_of_other_colors_and_wounds_everyone() -> None:
    g = position(mastermind="Klaw", epic=True, hq=["Keen Senses", "Endless Invention", "Kimoyo Beads",
                                                   "Hurricane Winds", "To My Last Breath"])
    endless, hurricane = g.hq[1], g.hq[3]
    put(g, "Hurricane Winds", "hero_deck")  # under the new Frequency: the refill, which is not checked again
    put(g, "Vibranium Claws", "hero_deck")  # Instinct and Tech
    strike_next_turn(g)
    assert endless in g.hq and hurricane not in g.hq and g.hero_deck[0] == hurricane  # Covert: to the bottom
    assert names(g, g.players[0].discard + g.players[1].discard).count("Wound") == 2
    # Quadruple Empowered: Keen Senses, Endless Invention, Kimoyo Beads, To My Last Breath; not the refill
    assert values.mastermind_attack(g) == 10 + 4 * 4


def test_cohesive_sound_construct_rescues_enters_the_city_and_escapes_as_a_strike() -> None:
    g = position(mastermind="Klaw")
    fight_tactic(g, "Cohesive Sound Construct")
    construct = villain_at(g, "Sewers")
    assert names(g, g.players[0].victory_pile) == ["Bystander"] * 4
    assert g.villain_name(construct) == "Cohesive Sound Construct" and values.enemy_attack(g, construct) == 8
    g.city[4], g.city[0] = g.city[0], None
    for space in ("Sewers", "Bank", "Rooftops", "Streets"):
        put(g, "Hand Ninjas", f"city:{space}")
    put(g, "Hand Ninjas", "villain_deck")
    answer(g, "end")  # the Construct escapes and becomes a Master Strike
    if g.pending is not None and g.pending.source == "Escape":
        answer(g, g.pending.options[0].label)  # the escape KOs an HQ Hero first
    assert construct in g.ko_pile and frequency(g) is not None  # Klaw's Strike set a Sonic Frequency


def test_cohesive_sound_construct_defeated_as_a_villain_is_worth_its_vp() -> None:
    g = position(mastermind="Klaw")
    fight_tactic(g, "Cohesive Sound Construct")
    construct = villain_at(g, "Sewers")
    g.turn.attack = 8
    g.refresh()
    answer(g, f"fight:{construct}")
    assert construct in g.players[0].victory_pile and g.city[0] is None


def test_convert_matter_to_sound_secret_kos_and_the_cheapest_becomes_the_frequency() -> None:
    g = position(mastermind="Klaw", players=3, hands={1: ["Kimoyo Beads", "S.H.I.E.L.D. Agent"],
                                                      2: ["Keen Senses", "Shock Net"]})
    fight_tactic(g, "Convert Matter to Sound")
    assert g.pending is not None and g.pending.secret and g.pending.player == 1
    assert names(g, [o.card for o in g.pending.options if o.card is not None]) == ["Kimoyo Beads"]
    answer(g, "Kimoyo Beads")
    answer(g, "Shock Net")
    assert g.name(frequency(g) or 0) == "Kimoyo Beads" and "Shock Net" in names(g, g.ko_pile)


def test_ultrasonic_boom_others_discard_a_card_of_the_frequency_color() -> None:
    g = position(mastermind="Klaw", hands={1: ["Keen Senses", "Endless Invention"]})
    put(g, "Cloaking Tech Ambush", "hero_deck")
    fight_tactic(g, "Ultrasonic Boom")
    assert g.name(frequency(g) or 0) == "Cloaking Tech Ambush"
    assert names(g, g.players[1].discard) == ["Endless Invention"]


def test_cruelty_provokes_resistance_gain_one_unmatched_bottom_the_rest() -> None:
    g = position(mastermind="Klaw", hq=["Keen Senses", "Endless Invention", "Hurricane Winds", "Kimoyo Beads",
                                        "To My Last Breath"])
    set_frequency(g, put(g, "Vibranium Claws", "hero_deck"))  # Instinct and Tech
    hurricane = g.hq[2]
    fight_tactic(g, "Cruelty Provokes Resistance")
    assert names(g, g.players[0].discard) == ["Hurricane Winds"] and hurricane not in g.hq
    # Kimoyo Beads (Tech) shares a color with the Frequency and stays; the HQ is refilled.
    assert all(h is not None for h in g.hq) and "Kimoyo Beads" in names(g, [h for h in g.hq if h is not None])
    assert attachments.pile(g, g.mastermind_card, FREQUENCY)
    assert option_labels(g)
