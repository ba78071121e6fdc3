"""The wizard's model: sets and the Epic choice."""

from __future__ import annotations

from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.positions import catalog_with
from legendary_desktop.setup.draft import Draft


def _epic_catalog():
    from legendary_desktop.engine.card import MastermindDef

    def side(name: str, attack: int) -> CardDef:
        return CardDef(set="test", kind=Kind.MASTERMIND, group="Test Lord", name=name, attack=attack, vp=5,
                       text="Test.")
    tactics = [CardDef(set="test", kind=Kind.TACTIC, group="Test Lord", name=f"T{i}", vp=5, text="Test.")
               for i in range(4)]
    mm = MastermindDef(side("Test Lord", 6), tactics, "HYDRA", False, epic=side("Epic Test Lord", 9))
    return catalog_with(masterminds=[mm])


def test_epic_on_gives_the_epic_side_and_is_possible_only_with_such_a_mastermind():
    cat = _epic_catalog()
    d = Draft(players=2, names=["A", "B"], cat=cat, sets={"core", "test"}, mastermind="Test Lord", epic="on")
    assert d.epic_possible() and d.resolve().epic
    d.epic = "off"
    assert not d.resolve().epic
    d.mastermind = "Loki"
    assert not d.epic_possible()
    d.epic = "on"
    assert not d.resolve().epic  # Loki has no Epic side: the front is played


def test_the_draft_records_its_sets_in_release_order():
    d = Draft(players=2, names=["A", "B"], sets={"core"})
    assert d.resolve().sets == ("core",)
