"""The set in the catalogue: 60 distinct cards, 100 physical; a Divided Card is one row with two halves."""

from __future__ import annotations

import json

from legendary_desktop import cli
from legendary_desktop.engine.catalog import catalog


def test_cards_json_lists_sixty_cards_of_a_hundred_copies(capsys):
    assert cli.main(["cards", "--json", "--set", "infinity-saga"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 60 and sum(r["copies"] for r in rows) == 100
    divided = {r["name"]: r for r in rows if "sides" in r and r["kind"] == "hero"}
    assert sorted(divided) == ["Hold On/Let Go", "Magic/Science", "Rage/Grief"]
    assert [s["side"] for s in divided["Rage/Grief"]["sides"]] == ["Wanda", "Vision"]
    epic = {r["name"]: [s["attack"] for s in r["sides"]] for r in rows if r["kind"] == "mastermind"}
    assert epic == {"Thanos": [11, 13], "Ebony Maw": [8, 10]}


def test_every_hero_stack_has_fourteen_cards_in_six_kinds():
    cat = catalog()
    for group in ("Wanda & Vision", "Black Panther", "Doctor Strange", "Bruce Banner", "Captain Marvel"):
        cards = cat.heroes[group]
        assert sorted(c.copies for c in cards) == [1, 2, 2, 3, 3, 3], group
    assert all(c.classes.multicolored for c in cat.heroes["Black Panther"])
