"""Black Panther keywords and the insert's edge cases: Hero Ambush, Wounds on enemies, Wounding instead of
fighting, Multiclass, Empowered and the Throne's Favor."""

from __future__ import annotations

import pytest
from bp_helpers import (
    HQ5,
    arrive_by_recruit,
    drain_wound_stack,
    give_wounds,
    option_labels,
    villain_at,
    wounds,
)

from legendary_desktop.bots import RandomBot
from legendary_desktop.cards.black_panther.keywords import (
    MASTERMIND,
    empowered_count,
    favor_holder,
    gain_favor,
    spend_favor,
)
from legendary_desktop.engine import values
from legendary_desktop.engine.actions import blocked_actions
from legendary_desktop.engine.card import COVERT, RANGED
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, names, play, position, put
from legendary_desktop.engine.status import Token, tokens
from legendary_desktop.setup.randomizer import random_setup

LEAGUE = ["Killmonger's League"]  # the set is in the game, so its Wound-instead action is offered

# ------------------------------------------------------------------ Hero Ambush


def test_ambush_with_the_class_only_in_hand() -> None:
    """Instinct Ambush: an Instinct Hero in hand is enough; the active player may use it."""
    g = position(hand=["To My Last Breath"], hq=HQ5)
    arrive_by_recruit(g, "Vibranium Claws")
    assert g.pending is not None and "Ambush" in g.pending.prompt
    answer(g, "yes")
    assert g.turn.attack == 2


def test_ambush_with_the_class_only_played() -> None:
    """A Hero of the class played this turn counts as "having" it."""
    g = position(hand=["To My Last Breath"], hq=HQ5)
    play(g, "To My Last Breath")
    assert g.players[0].hand == []
    arrive_by_recruit(g, "Vibranium Claws")
    answer(g, "yes")
    assert g.turn.attack == 2 + 2


def test_ambush_declined_or_without_the_class() -> None:
    """The Ambush is optional; without a Hero of the class it is not offered at all."""
    g = position(hand=["To My Last Breath"], hq=HQ5)
    arrive_by_recruit(g, "Vibranium Claws")
    answer(g, "no")
    assert g.turn.attack == 0 and g.pending is not None and g.pending.kind == ACTION
    g = position(hand=["S.H.I.E.L.D. Agent"], hq=HQ5)
    arrive_by_recruit(g, "Vibranium Claws")
    assert g.pending is not None and g.pending.kind == ACTION and g.turn.attack == 0


def test_ambush_in_the_villain_step() -> None:
    """A Villain escapes in the next player's Villain step; the HQ refill brings an Ambush Hero for them."""
    g = position(hq=HQ5, city={s: "Hand Ninjas" for s in ("Sewers", "Bank", "Rooftops", "Streets", "Bridge")},
                 hands={1: ["To My Last Breath"]})
    put(g, "Hand Ninjas", "villain_deck")
    put(g, "To My Last Breath", "hero_deck")  # Instinct Ambush: draw a card
    answer(g, "end")
    assert g.turn.player == 1
    # The escape KOs one of the identical HQ Heroes (no choice to make); the refill brings the Ambush Hero.
    assert g.pending is not None and g.pending.player == 1 and "Ambush" in g.pending.prompt
    answer(g, "yes")
    assert len(g.players[1].hand) == 2


def test_a_triggered_ambush_is_logged_with_its_card_in_this_step() -> None:
    """The board marks the Hero whose Ambush the step triggered: the step's events name it, used or not,
    until the next action begins a new step."""
    g = position(hand=["To My Last Breath", "S.H.I.E.L.D. Agent"], hq=HQ5)
    arrived = arrive_by_recruit(g, "Vibranium Claws")
    step = g.events[g.step_events:]
    assert [e.cards for e in step if e.kind == "ambush"] == [(arrived,)]
    assert "Instinct Ambush" in next(e.text for e in step if e.kind == "ambush")
    answer(g, "no")
    assert any(e.kind == "ambush" and arrived in e.cards for e in g.events[g.step_events:])  # the step goes on
    play(g, "S.H.I.E.L.D. Agent")
    assert not any(e.kind == "ambush" for e in g.events[g.step_events:])  # a new step: nothing arrived
    # without the class nothing triggers, so nothing is marked
    g = position(hand=["S.H.I.E.L.D. Agent"], hq=HQ5)
    arrive_by_recruit(g, "Vibranium Claws")
    assert not any(e.kind == "ambush" for e in g.events[g.step_events:])


def test_the_step_marker_replays() -> None:
    """A turn starts a step at its first event; rebuilt from its answers (undo, a save), a game points at
    the same step at every decision."""
    setup = random_setup(2, 4, mastermind="Killmonger", sets=["core", "black-panther"])
    g = Game(setup, 4)
    bot = RandomBot(4)
    seen = []
    checked = {g.turn_number}  # the first turn's first decision came before any answer
    while g.pending is not None and g.turn_number < 6:
        g.decide(bot.answer(g.pending))
        seen.append(g.step_events)
        if g.pending is not None and g.pending.kind == ACTION and g.turn_number not in checked:
            checked.add(g.turn_number)  # the turn's first main-phase decision: its step began with the turn
            assert g.events[g.step_events].kind == "turn"
    assert len(set(seen)) > 5
    for n in (3, len(g.answers) // 2, len(g.answers)):
        again = Game.replay(setup, 4, g.replay_answers()[:n])
        assert again.step_events == seen[n - 1]


def test_no_ambush_at_setup() -> None:
    """Heroes dealt into the HQ at setup never Ambush."""
    g = position(heroes=["King Black Panther", "Queen Storm of Wakanda", "General Okoye", "Princess Shuri",
                         "White Wolf"], hand=["Unseen Protector"] * 6)
    ambushers = [h for h in g.hq if h is not None and g.cards[h].on_arrive is not None]
    assert ambushers  # Heroes with an Ambush were dealt, and the player has a Hero of Wakanda...
    assert g.arrivals == []  # ...yet nothing waits to trigger
    assert g.pending is not None and g.pending.kind == ACTION


# ------------------------------------------------------------------ Wounds on enemies


def test_wound_source_is_the_players_choice() -> None:
    """With Wounds in both the Wound Stack and the KO pile, the player picks where the Wound comes from."""
    g = position(hand=["Endless Invention", "Cloaking Tech Ambush"], city={"Sewers": "Hand Ninjas"})
    put(g, "Wound", "ko")
    stack = len(g.wound_stack)
    play(g, "Endless Invention")
    play(g, "Cloaking Tech Ambush")
    answer(g, "ko")
    assert wounds(g, villain_at(g, "Sewers")) == 1 and len(g.wound_stack) == stack
    assert not [c for c in g.ko_pile if g.name(c) == "Wound"]


def test_wound_from_the_ko_pile_when_the_stack_is_empty_and_none_when_neither() -> None:
    g = position(hand=["Endless Invention", "Cloaking Tech Ambush"], city={"Sewers": "Hand Ninjas"})
    drain_wound_stack(g)
    put(g, "Wound", "ko")
    play(g, "Endless Invention")
    play(g, "Cloaking Tech Ambush")
    assert wounds(g, villain_at(g, "Sewers")) == 1
    g = position(hand=["Endless Invention", "Cloaking Tech Ambush"], city={"Sewers": "Hand Ninjas"})
    drain_wound_stack(g)
    play(g, "Endless Invention")
    play(g, "Cloaking Tech Ambush")
    assert wounds(g, villain_at(g, "Sewers")) == 0


def test_fight_at_zero_and_below_for_nothing_and_wounds_return_on_defeat() -> None:
    """Each Wound is -1 Attack; at 0 or below the Villain is fought for 0 (no refund); its Wounds go to the
    bottom of the Wound Stack."""
    g = position(city={"Sewers": "Hand Ninjas"}, attack=1)
    ninjas = villain_at(g, "Sewers")
    give_wounds(g, ninjas, 5)
    on_it = list(g.held[ninjas]["Wounds"])
    assert values.enemy_attack(g, ninjas) == 0
    assert values.breakdown(g, ninjas)[-1] == ("Wounds", -5)
    answer(g, f"fight:{ninjas}")
    assert g.turn.attack == 1 and names(g, g.players[0].victory_pile) == ["Hand Ninjas"]
    assert g.wound_stack[:5] == on_it and ninjas not in g.held


def test_wounds_return_when_the_villain_escapes() -> None:
    g = position(city={"Bridge": "Hand Ninjas"})
    ninjas = villain_at(g, "Bridge")
    give_wounds(g, ninjas, 2)
    on_it = list(g.held[ninjas]["Wounds"])
    for space in ("Sewers", "Bank", "Rooftops", "Streets"):
        put(g, "Hand Ninjas", f"city:{space}")
    put(g, "Hand Ninjas", "villain_deck")
    answer(g, "end")
    assert ninjas in g.escape_pile and g.wound_stack[:2] == on_it


def test_mastermind_wounds_return_after_any_tactic_even_one_that_moves() -> None:
    """Klaw's Cohesive Sound Construct leaves for the city, yet the Mastermind's Wounds still go back."""
    g = position(mastermind="Klaw", attack=30)
    give_wounds(g, g.mastermind_card, 3)
    keep = next(t for t in g.tactics if g.name(t) == "Cohesive Sound Construct")
    g.tactics.remove(keep)
    g.tactics.append(keep)
    g.rng.randrange = lambda n: n - 1  # type: ignore[method-assign]
    answer(g, "mastermind")
    assert wounds(g, g.mastermind_card) == 0 and g.name(villain_at(g, "Sewers")) == "Cohesive Sound Construct"


# ------------------------------------------------------ Wounding instead of fighting


def test_killmonger_is_wounded_five_to_one_then_fought_at_zero() -> None:
    g = position(mastermind="Killmonger", scheme="Unleash the Power of the Cosmic Cube", attack=15)
    mm = g.mastermind_card
    assert "mastermind" not in option_labels(g)
    for expected in (5, 4, 3, 2, 1):
        assert values.mastermind_attack(g) == expected
        answer(g, f"wound:{mm}")
    assert g.turn.attack == 0 and g.turn.recruit == 5 and wounds(g, mm) == 5
    assert g.turn.defeated == 0
    answer(g, "mastermind")
    assert wounds(g, mm) == 0 and g.turn.recruit == 5
    assert len([c for c in g.players[0].victory_pile if g.cards[c].kind.value == "tactic"]) == 1


def test_wounding_is_not_a_fight_rescues_nothing_and_healing_stays_allowed() -> None:
    g = position(hand=["Wound"], city={"Sewers": "Preyy"}, attack=3, deck=["S.H.I.E.L.D. Agent"], villains=LEAGUE)
    preyy = villain_at(g, "Sewers")
    put(g, "Bystander", "bystanders:Sewers")
    answer(g, f"wound:{preyy}")
    occ = g.city[0]
    assert occ is not None and len(occ.bystanders) == 1 and g.players[0].victory_pile == []
    assert names(g, g.players[0].hand) == ["Wound", "S.H.I.E.L.D. Agent"]  # Preyy: draw a card
    answer(g, "heal")
    assert names(g, g.players[0].hand) == ["S.H.I.E.L.D. Agent"]


def test_wounding_after_healing_is_allowed() -> None:
    g = position(hand=["Wound"], city={"Sewers": "Malice"}, attack=4, villains=LEAGUE)
    answer(g, "heal")
    malice = villain_at(g, "Sewers")
    assert f"fight:{malice}" not in option_labels(g)
    answer(g, f"wound:{malice}")
    answer(g, "ko")  # the healed Wound is in the KO pile now: it may be the one put on Malice
    assert wounds(g, malice) == 1 and "Wound" not in names(g, g.ko_pile)
    assert names(g, g.players[0].victory_pile) == ["Bystander"]


def test_wound_instead_needs_enough_attack() -> None:
    g = position(city={"Sewers": "Malice"}, attack=3, villains=LEAGUE)
    assert not [label for label in option_labels(g) if label.startswith("wound:")]
    assert not [label for label in option_labels(g) if label.startswith("fight:")]


# ------------------------------------------------------------------- Empowered


def test_empowered_counts_a_multiclass_card_once_and_only_when_played() -> None:
    """Torrential Downpour with Ranged: +1 per Ranged HQ card at play; later HQ changes don't matter."""
    g = position(hand=["Thunderous Tempest", "Torrential Downpour"],
                 hq=["Forked Lightning", "Kimoyo Beads", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds"])
    assert empowered_count(g, COVERT | RANGED) == 5  # Forked Lightning is Covert and Ranged: once
    play(g, "Thunderous Tempest")
    answer(g)  # put nothing on the bottom
    play(g, "Torrential Downpour")
    assert g.turn.attack == 5 + 2 + 2
    put(g, "Torrential Downpour", "hq:2")
    assert g.turn.attack == 9


def test_klaw_is_double_and_epic_klaw_quadruple_empowered() -> None:
    from legendary_desktop.cards.black_panther.masterminds import set_frequency

    for epic, base, times in ((False, 8, 2), (True, 10, 4)):
        g = position(mastermind="Klaw", epic=epic, hq=["Kimoyo Beads", "Shock Net", "Hurricane Winds",
                                                       "Hurricane Winds", "Vibranium Experiments"])
        set_frequency(g, put(g, "Torrential Downpour", "hero_deck"))  # Ranged: Kimoyo Beads and Shock Net
        assert values.mastermind_attack(g) == base + 2 * times


# ------------------------------------------------------------------ Throne's Favor


def test_favor_is_taken_from_its_holder_spent_and_forced() -> None:
    g = position(hand=["Unseen Protector", "Vibranium Claws"])
    g.state["throne_favor"] = MASTERMIND
    play(g, "Unseen Protector")  # gaining is mandatory: no question, taken from the Mastermind
    assert favor_holder(g) == 0 and g.turn.recruit == 1
    play(g, "Vibranium Claws")
    answer(g, "yes")
    assert favor_holder(g) is None and g.turn.attack == 2 + 2


def test_favor_kept_when_not_spent_and_moves_between_players() -> None:
    g = position(hand=["Vibranium Claws"])
    g.state["throne_favor"] = 0
    play(g, "Vibranium Claws")
    answer(g, "no")
    assert favor_holder(g) == 0 and g.turn.attack == 2
    g = position(hand=["Unseen Protector"])
    g.state["throne_favor"] = 1
    play(g, "Unseen Protector")
    assert favor_holder(g) == 0


def test_the_thrones_favor_is_a_token_on_its_holder() -> None:
    """The table draws the Favor on the Mastermind's card or before the player who holds it."""
    assert tokens(position()) == []  # a core game: no set of its has tokens
    g = Game(random_setup(2, 1, mastermind="Killmonger", sets=["core", "black-panther"]), 1)
    assert tokens(g) == []
    gain_favor(g, MASTERMIND)
    [token] = tokens(g)
    assert (token.name, token.card, token.player) == ("Throne's Favor", g.mastermind_card, None)
    gain_favor(g, 1)
    [token] = tokens(g)
    assert (token.card, token.player) == (None, 1)
    spend_favor(g)
    assert tokens(g) == []
    with pytest.raises(ValueError):
        Token("Nowhere", "?", "held by nobody")


# ------------------------------------------------------------ found by mutation testing


def test_the_favor_log_names_who_gains_and_who_spends_it() -> None:
    g = position(hand=["Unseen Protector", "Vibranium Claws"])
    me, mm = g.players[0].name, g.mm.name
    play(g, "Unseen Protector")
    play(g, "Vibranium Claws")
    answer(g, "yes")
    gain_favor(g, MASTERMIND)
    spend_favor(g)
    assert [e.text for e in g.events if e.kind == "favor"] == [
        f"{me} gains the Throne's Favor.", f"{me} spends the Throne's Favor.",
        f"{mm} gains the Throne's Favor.", f"{mm} spends the Throne's Favor."]


def test_wound_instead_takes_a_wound_from_the_ko_pile_when_the_stack_is_empty() -> None:
    """Wounding is offered while a Wound can be had, from the Wound Stack or the KO pile, and not otherwise."""
    g = position(city={"Sewers": "Malice"}, attack=4, villains=LEAGUE)
    malice = villain_at(g, "Sewers")
    drain_wound_stack(g)
    g.refresh()
    assert f"wound:{malice}" not in option_labels(g)
    put(g, "Wound", "ko")
    answer(g, f"wound:{malice}")
    assert wounds(g, malice) == 1 and g.turn.attack == 0


def test_an_enemy_at_zero_attack_is_fought_not_wounded_for_nothing() -> None:
    g = position(mastermind="Killmonger", scheme="Unleash the Power of the Cosmic Cube", attack=16)
    mm = g.mastermind_card
    for _ in range(5):
        answer(g, f"wound:{mm}")
    assert values.mastermind_attack(g) == 0 and g.turn.attack == 1
    assert f"wound:{mm}" not in option_labels(g) and "mastermind" in option_labels(g)


def test_the_wound_instead_tooltip_says_what_attack_is_missing() -> None:
    g = position(city={"Sewers": "Malice"}, attack=3, villains=LEAGUE)
    malice = villain_at(g, "Sewers")
    assert (malice, "Needs 4 Attack to Wound; you have 3") in blocked_actions(g)
    g.turn.attack = 4
    g.refresh()
    assert not [why for _, why in blocked_actions(g) if "to Wound" in why]  # exactly enough: not blocked
    # Killmonger at 0 Attack with no Attack left is fought (for 0), not wounded: no Wound tooltip
    g = position(mastermind="Killmonger", scheme="Unleash the Power of the Cosmic Cube", attack=15)
    for _ in range(5):
        answer(g, f"wound:{g.mastermind_card}")
    assert g.turn.attack == 0 and not [why for _, why in blocked_actions(g) if "to Wound" in why]


def test_the_empowered_log_gives_a_whole_number() -> None:
    g = position(hand=["Thunderous Tempest", "Torrential Downpour"],
                 hq=["Forked Lightning", "Kimoyo Beads", "Hurricane Winds", "Hurricane Winds", "Hurricane Winds"])
    play(g, "Thunderous Tempest")
    answer(g)  # put nothing on the bottom
    play(g, "Torrential Downpour")
    assert [e.text for e in g.events if e.kind == "power"] == ["Torrential Downpour is Empowered by Ranged: +2 Attack."]
