"""The tuned numbers: read from bots/weights.json over the defaults, and used by the players."""

from __future__ import annotations

import json

from legendary_desktop.bots import weights
from legendary_desktop.bots.cardvalue import power


def test_the_tuned_file_names_only_known_numbers_and_is_what_the_players_use():
    data = json.loads(weights.FILE.read_text(encoding="utf-8"))
    tuned = data["weights"]
    assert set(tuned) <= set(weights.DEFAULTS)
    assert weights.load() == {**weights.DEFAULTS, **tuned}
    assert weights.load() == weights.W
    evaluation = data.get("evaluation", {})
    assert set(evaluation) <= set(weights.EVAL_DEFAULTS)
    assert weights.load(section="evaluation", defaults=weights.EVAL_DEFAULTS) == {**weights.EVAL_DEFAULTS,
                                                                                   **evaluation}
    assert weights.load(section="evaluation", defaults=weights.EVAL_DEFAULTS) == weights.E


def test_a_missing_file_or_an_unknown_name_keeps_the_defaults(tmp_path):
    assert weights.load(tmp_path / "none.json") == weights.DEFAULTS
    path = tmp_path / "w.json"
    path.write_text(json.dumps({"weights": {"ability": 9, "no such number": 1}}), encoding="utf-8")
    assert weights.load(path) == {**weights.DEFAULTS, "ability": 9.0}


def test_changing_a_number_changes_what_a_card_is_worth():
    before = dict(weights.W)
    try:
        cards = [c for c in _hero_defs() if c.cost >= 6]
        values = [power(c) for c in cards]
        weights.use({**before, "cost_slope": before["cost_slope"] + 1.0})
        assert [power(c) for c in cards] != values
    finally:
        weights.use(before)


def test_changing_an_evaluation_number_changes_how_strong_scores_a_position():
    from legendary_desktop.bots.evaluate import evaluate
    from legendary_desktop.engine.positions import position, put

    g = position()
    put(g, "Wound", "discard", player=0)
    before = dict(weights.E)
    scores = []
    try:
        for own_wound in (0.0, 10.0):
            weights.use({**before, "own_wound": own_wound}, weights.E)
            scores.append(evaluate(g, 0))
        weights.use({**before, "city_last": 50.0}, weights.E)
        quiet = evaluate(g, 0)
        put(g, "Hand Ninjas", "city:Bridge")
        assert evaluate(g, 0) < quiet - 50  # the Villain on the escape space costs what the number says
    finally:
        weights.use(before, weights.E)
    assert scores[0] - scores[1] == 10.0  # one Wound of its own, at ten points each
    assert before == weights.E
    assert weights.load() == weights.W


def _hero_defs():
    from legendary_desktop.engine.card import Kind
    from legendary_desktop.engine.game import Game
    from legendary_desktop.setup.randomizer import random_setup

    g = Game(random_setup(3, 1), 1)
    return [c for c in g.cards if c.kind is Kind.HERO]
