"""The Black Panther catalogue: 43 cards, 100 copies, and every printed number as in the reference text
(with the disagreements ruled in the README noted here), plus the CLI's acceptance commands."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from legendary_desktop.cli import main
from legendary_desktop.engine.card import HeroClass
from legendary_desktop.engine.catalog import catalog

TEXT = Path(__file__).resolve().parents[3].parent / "shared" / "reference" / "cards" / "black-panther" / "text"
needs_reference = pytest.mark.skipif(not TEXT.is_dir(), reason="../shared/reference is not beside the project")

# Printed values whose star is a rule, not a number (Preyy, Malice, Killmonger): the number stands.
CLASS = {"Strength": HeroClass.STRENGTH, "Instinct": HeroClass.INSTINCT, "Covert": HeroClass.COVERT,
         "Tech": HeroClass.TECH, "Ranged": HeroClass.RANGED}


def entries(name: str) -> list[dict[str, str]]:
    """Each #CARDNAME / #SUBNAME / #TACTIC / #EPICNAME block with its tags (first value of each tag)."""
    found: list[dict[str, str]] = []
    group = ""
    for line in (TEXT / name).read_text(encoding="utf-8").splitlines():
        m = re.match(r"#(\w+):\s*(.*)", line)
        if not m:
            continue
        tag, value = m.group(1), m.group(2).strip()
        if tag in ("CARDNAME", "SUBNAME", "TACTIC", "EPICNAME"):
            if tag == "CARDNAME":
                group = value
            found.append({"kind": tag, "name": value, "group": group})
        elif found:
            found[-1].setdefault(tag, value)
    return found


def number(value: str) -> tuple[int, bool]:
    digits = value.rstrip("+*")
    return int(digits or 0), value.endswith("+")


@needs_reference
def test_heroes_match_the_text() -> None:
    cat = catalog()
    for e in entries("Heroes_and_Allies.txt"):
        if e["kind"] != "SUBNAME":
            continue
        card = next(c for c in cat.heroes[e["group"]] if c.name == e["name"])
        assert (card.copies, card.cost, card.team) == (int(e["COPIES"]), int(e["COST"]), "Heroes of Wakanda")
        classes = HeroClass.NONE
        for word in re.findall(r"\[(\w+)\]", e["CLASS"]):
            classes |= CLASS[word]
        assert card.classes == classes, card.name
        for tag, value, plus in (("ATTACK", card.attack, card.attack_plus),
                                 ("RECRUIT", card.recruit, card.recruit_plus)):
            if tag in e:
                assert (value, plus) == number(e[tag]), (card.name, tag)
            else:
                assert value is None, (card.name, tag)


@needs_reference
def test_villains_masterminds_and_schemes_match_the_text() -> None:
    cat = catalog()
    for e in entries("Villains_and_Adversaries.txt"):
        if e["kind"] == "SUBNAME":
            card = next(c for c in cat.villains[e["group"]] if c.name == e["name"])
            assert (card.copies, card.attack, card.vp) == (int(e["COPIES"]), number(e["ATTACK"])[0], int(e["VP"]))
    for e in entries("Masterminds_and_Commanders.txt"):
        mm = cat.masterminds[e["group"]]
        if e["kind"] == "CARDNAME":
            assert (mm.card.attack, mm.card.vp, mm.always_leads) == (number(e["ATTACK"])[0], int(e["VP"]), e["LEADS"])
        elif e["kind"] == "EPICNAME":
            assert mm.epic is not None and mm.epic.attack == number(e["ATTACK"])[0] and mm.epic.vp == int(e["VP"])
        else:
            names = {t.name.lower() for t in mm.tactics}
            assert e["name"].lower() in names
    schemes = {e["name"] for e in entries("Schemes_and_Plots.txt")}
    assert schemes == {s for s in cat.schemes if cat.set_of[s] == "black-panther"}


def test_cli_lists_43_cards_of_100_copies(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["cards", "--json", "--set", "black-panther"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert len(rows) == 43 and sum(r["copies"] for r in rows) == 100
    klaw = next(r for r in rows if r["name"] == "Klaw")
    assert [s["attack"] for s in klaw["sides"]] == [8, 10]


def test_cli_setup_shows_the_epic_side(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["setup", "--players", "3", "--sets", "core,black-panther", "--mastermind", "Klaw",
                 "--epic", "on", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mastermind"] == "Klaw" and data["epic"] is True and "black-panther" in data["sets"]
