"""Charles Xavier, Professor of Crime and The Goblin, Underworld Boss, with their Tactics."""

from __future__ import annotations

from legendary_desktop.cards.noir import witnesses
from legendary_desktop.engine import values
from legendary_desktop.engine.card import run
from legendary_desktop.engine.context import Ctx
from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .kit import drive, fresh
from .kit import noir_position as position

XAVIER = "Charles Xavier, Professor of Crime"
GOBLIN = "The Goblin, Underworld Boss"


def _tactic(g, name, player=0):
    """Resolve the named Tactic's Fight as if `player` just fought the Mastermind and took it."""
    t = next(c for c in g.tactics if g.name(c) == name)
    g.tactics.remove(t)
    g.players[player].victory_pile.append(t)
    tdef = g.cards[t]
    drive(run(tdef.on_fight(Ctx(g, player, t, tdef))))
    assert_conserved(g)


def _strike(g):
    mm = g.mm
    drive(run(mm.on_strike(Ctx(g, 0, g.mastermind_card, mm))))
    assert_conserved(g)


# ------------------------------------------------------------ Charles Xavier


def test_xavier_gets_plus_one_per_bystander_in_the_city_and_on_hq_heroes():
    g = position(mastermind=XAVIER)
    assert values.mastermind_attack(g) == 8
    put(g, 'Bobby "Iceman" Drake', "city:Bank")
    put(g, "Bystander", "bystanders:Bank")
    witnesses.capture_hidden(g, g.city[1].card, 2)
    witnesses.capture_hidden(g, g.hq[0], 1)
    assert values.mastermind_attack(g) == 8 + 1 + 2 + 1
    assert g.mm.extra["star"]


def test_xavier_strike_makes_four_hq_heroes_capture_a_witness_each():
    g = position(mastermind=XAVIER)
    _strike(g)
    counts = [witnesses.count(g, h) for h in g.hq]
    assert sorted(counts) == [0, 1, 1, 1, 1]
    assert values.mastermind_attack(g) == 12
    g.turn.recruit = 20
    g.refresh()
    recruitable = [o.card for o in g.pending.options if o.label.startswith("recruit:")]
    assert recruitable == [h for h in g.hq if not witnesses.count(g, h)]


def test_x_con_men_wounds_other_players_without_an_x_men_hero():
    g = position(mastermind=XAVIER, players=3, hands={1: ["Impetuous Dive"], 2: ["Webs of Darkness"]})
    _tactic(g, "X-Con Men")
    assert "Wound" not in names(g, g.players[1].discard) and "Wound" in names(g, g.players[2].discard)


def test_commit_to_the_asylum_kos_an_attack_card_from_each_other_players_deck_revealed():
    g = position(mastermind=XAVIER)
    put(g, "Balancing Act", "deck", player=1)
    put(g, "Mechanized Plate-Mail", "deck", player=1)
    _tactic(g, "Commit to the Asylum")
    assert names(g, g.ko_pile)[-1] == "Balancing Act"
    assert any(e.kind == "reveal" and "Mechanized Plate-Mail" in e.text for e in g.events)


def test_commit_to_the_asylum_a_short_deck_shuffles_its_discard_pile_in_first():
    g = position(mastermind=XAVIER)
    p = g.players[1]
    p.discard += p.deck
    p.deck.clear()
    put(g, "Mechanized Plate-Mail", "deck", player=1)  # one card, no Attack icon
    ko = len(g.ko_pile)
    _tactic(g, "Commit to the Asylum")
    assert len(g.ko_pile) == ko + 1  # the discard pile went in beneath: an Attack card was found there
    assert g.cards[g.ko_pile[-1]].attack is not None and not p.discard


def test_master_manipulator_puts_an_x_men_card_from_the_hero_deck_in_your_discard_pile():
    g = position(mastermind=XAVIER)
    put(g, "Impetuous Dive", "hero_deck")
    put(g, "Webs of Darkness", "hero_deck")
    _tactic(g, "Master Manipulator")
    assert names(g, g.players[0].discard)[-1] == "Impetuous Dive"
    assert g.ran_out is None


def test_master_manipulator_taking_the_last_hero_deck_card_runs_it_out():
    g = position(mastermind=XAVIER)
    g.players[1].deck += g.hero_deck  # every card stays accounted for
    g.hero_deck.clear()
    put(g, "Impetuous Dive", "hero_deck")
    _tactic(g, "Master Manipulator")
    assert names(g, g.players[0].discard)[-1] == "Impetuous Dive"
    assert not g.hero_deck and g.ran_out == "Hero Deck" and g.outcome is None


def test_corrupt_weak_minds_hides_a_bystander_of_each_other_player_on_an_hq_hero():
    g = position(mastermind=XAVIER, recruit=20)
    b = put(g, "Bystander", "victory_pile", player=1)
    _tactic(g, "Corrupt Weak Minds")
    holder = next(h for h in g.hq if witnesses.count(g, h))
    assert g.held[holder][witnesses.WITNESSES] == [b] and g.players[1].victory_pile == []
    g.refresh()
    assert f"recruit:{holder}" not in [o.label for o in g.pending.options]


# ------------------------------------------------------------------ The Goblin


def test_the_goblin_starts_holding_two_witnesses():
    g = position(mastermind=GOBLIN)
    assert witnesses.count(g, g.mastermind_card) == 2 and g.mm.attack == 10


def test_the_goblin_strike_takes_two_random_bystanders_or_wounds_a_player_without_two():
    g = position(mastermind=GOBLIN)
    put(g, "Bystander", "victory_pile")
    put(g, "Bystander", "victory_pile")
    put(g, "Bystander", "victory_pile")
    put(g, "Bystander", "victory_pile", player=1)
    _strike(g)
    assert witnesses.count(g, g.mastermind_card) == 4
    assert len(g.players[0].victory_pile) == 1
    assert len(g.players[1].victory_pile) == 1 and "Wound" in names(g, g.players[1].discard)


def test_sinister_dreams_spares_spider_friends():
    g = position(mastermind=GOBLIN, players=3, hands={1: ["Webs of Darkness"], 2: ["Impetuous Dive"]})
    _tactic(g, "Sinister Dreams")
    assert "Wound" not in names(g, g.players[1].discard) and "Wound" in names(g, g.players[2].discard)


def test_blackmail_the_judges_captures_two_per_freak_show_villain():
    g = position(mastermind=GOBLIN)
    put(g, "Ox", "city:Sewers")
    put(g, "Montana", "city:Bank")
    _tactic(g, "Blackmail the Judges")
    assert witnesses.count(g, g.mastermind_card) == 2 + 4


def test_carnival_of_carnage_makes_others_discard_per_freak_show_villain():
    g = position(mastermind=GOBLIN)
    put(g, "Ox", "city:Sewers")
    put(g, "Montana", "city:Bank")
    before = len(g.players[1].hand)
    _tactic(g, "Carnival of Carnage")
    assert len(g.players[1].hand) == before - 2


def test_blind_loyalty_puts_a_freak_show_villain_from_the_villain_deck_into_your_victory_pile():
    g = position(mastermind=GOBLIN)
    put(g, "Master Strike", "villain_deck")
    montana = fresh(g, "Montana")
    g.limbo.remove(montana)
    g.villain_deck.append(montana)
    _tactic(g, "Blind Loyalty")
    assert montana in g.players[0].victory_pile


def test_fighting_the_goblin_after_rescuing_his_witnesses_takes_a_tactic():
    g = position(mastermind=GOBLIN, recruit=4, attack=10)
    answer(g, f"witness:{g.mastermind_card}")
    answer(g, f"witness:{g.mastermind_card}")
    answer(g, "mastermind")
    while g.pending.kind != "action":
        answer(g, g.pending.options[0].label) if g.pending.kind != "top_bottom" else answer(
            g, *[o.label for o in g.pending.options if o.label.startswith("top:")])
    assert len(g.tactics) == 3


# ------------------------------------------------------------ found by mutation testing


def test_xavier_counts_the_bystanders_of_every_city_villain():
    g = position(mastermind=XAVIER)
    put(g, 'Bobby "Iceman" Drake', "city:Sewers")
    put(g, "Bystander", "bystanders:Sewers")
    put(g, "Jean Grey Noir", "city:Bank")
    put(g, "Bystander", "bystanders:Bank")
    witnesses.capture_hidden(g, g.city[1].card, 1)
    assert values.mastermind_attack(g) == 8 + 1 + 2


def test_xavier_strike_with_five_hq_heroes_the_player_picks_exactly_four():
    g = position(mastermind=XAVIER)
    mm = g.mm
    effect = run(mm.on_strike(Ctx(g, 0, g.mastermind_card, mm)))
    decision = next(effect)
    assert (decision.min, decision.max, len(decision.options)) == (4, 4, 5)


def test_corrupt_weak_minds_skips_a_player_without_bystanders_and_goes_on_to_the_next():
    g = position(mastermind=XAVIER, players=3)
    b = put(g, "Bystander", "victory_pile", player=2)
    _tactic(g, "Corrupt Weak Minds")
    assert g.players[2].victory_pile == [] and any(
        g.held.get(h, {}).get(witnesses.WITNESSES) == [b] for h in g.hq)


def test_the_goblin_strike_takes_exactly_two_bystanders_from_a_player_with_two():
    g = position(mastermind=GOBLIN)
    put(g, "Bystander", "victory_pile")
    put(g, "Bystander", "victory_pile")
    _strike(g)
    assert g.players[0].victory_pile == [] and "Wound" not in names(g, g.players[0].discard)
    assert witnesses.count(g, g.mastermind_card) == 4


def test_the_goblin_strike_goes_on_after_wounding_the_first_player():
    g = position(mastermind=GOBLIN)
    put(g, "Bystander", "victory_pile", player=1)
    put(g, "Bystander", "victory_pile", player=1)
    _strike(g)
    assert "Wound" in names(g, g.players[0].discard)
    assert g.players[1].victory_pile == [] and witnesses.count(g, g.mastermind_card) == 4


def test_blind_loyalty_passes_over_a_villain_of_another_group():
    g = position(mastermind=GOBLIN, villains=["X-Men Noir"])
    iceman = fresh(g, 'Bobby "Iceman" Drake')
    g.limbo.remove(iceman)
    g.villain_deck.append(iceman)
    _tactic(g, "Blind Loyalty")
    assert iceman not in g.players[0].victory_pile and iceman in g.villain_deck
