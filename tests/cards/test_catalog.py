"""The catalogue matches the reference card lists (names, numbers, copies), and every card is implemented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog

REFERENCE = Path(__file__).resolve().parents[2].parent / "shared" / "reference" / "cards" / "core" / "text"
needs_reference = pytest.mark.skipif(not REFERENCE.is_dir(), reason="../shared/reference is not beside the project")


def blocks(name: str) -> list[dict]:
    """Parse a tagged reference file into groups with their sub-cards."""
    groups: list[dict] = []
    current: dict | None = None
    sub: dict | None = None
    for line in (REFERENCE / name).read_text(encoding="utf-8").splitlines():
        m = re.match(r"#(\w+):\s*(.*)", line)
        if not m:
            continue
        tag, value = m.groups()
        if tag == "CARDNAME":
            current = {"name": value.strip(), "subs": [], "tags": {}}
            groups.append(current)
            sub = None
        elif tag in ("SUBNAME", "TACTIC"):
            sub = {"name": value.strip(), "tags": {}}
            assert current is not None
            current["subs"].append(sub)
        else:
            target = sub if sub is not None else current
            assert target is not None
            target["tags"].setdefault(tag, value.strip())
    return groups


def number(value: str | None) -> int | None:
    if value is None:
        return None
    digits = value.rstrip("+").strip()
    return int(digits) if digits.isdigit() else 0


@needs_reference
def test_heroes_match_reference():
    cat = catalog()
    ref = blocks("Heroes_and_Allies.txt")
    assert sorted(g["name"] for g in ref) == sorted(cat.heroes)
    for group in ref:
        ours = {c.name: c for c in cat.heroes[group["name"]]}
        assert sorted(ours) == sorted(s["name"] for s in group["subs"]), group["name"]
        assert sum(c.copies for c in ours.values()) == 14
        for s in group["subs"]:
            card, tags = ours[s["name"]], s["tags"]
            assert card.copies == int(tags["COPIES"]), card.key
            assert card.cost == int(tags["COST"]), card.key
            assert card.attack == number(tags.get("ATTACK")), card.key
            assert card.recruit == number(tags.get("RECRUIT")), card.key
            assert card.attack_plus == tags.get("ATTACK", "").endswith("+"), card.key
            assert card.recruit_plus == tags.get("RECRUIT", "").endswith("+"), card.key
            assert tags["CLASS"].strip("[]").upper() in card.classes.names[0].upper(), card.key


@needs_reference
def test_villains_match_reference():
    cat = catalog()
    ref = blocks("Villains_and_Adversaries.txt")
    assert sorted(g["name"] for g in ref) == sorted(cat.villains)
    for group in ref:
        ours = {c.name: c for c in cat.villains[group["name"]]}
        assert sorted(ours) == sorted(s["name"] for s in group["subs"]), group["name"]
        assert sum(c.copies for c in ours.values()) == 8
        for s in group["subs"]:
            card, tags = ours[s["name"]], s["tags"]
            assert (card.copies, card.attack, card.vp) == (
                int(tags["COPIES"]), number(tags["ATTACK"]), number(tags["VP"])), card.key


@needs_reference
def test_henchmen_masterminds_and_schemes_match_reference():
    cat = catalog()
    hench = blocks("Henchmen_and_Backup_Adversaries.txt")
    assert sorted(g["name"] for g in hench) == sorted(cat.henchmen)
    for g in hench:
        card = cat.henchmen[g["name"]]
        assert (card.attack, card.vp, card.copies) == (number(g["tags"]["ATTACK"]), number(g["tags"]["VP"]), 10)
    masterminds = blocks("Masterminds_and_Commanders.txt")
    assert sorted(g["name"] for g in masterminds) == sorted(cat.masterminds)
    for g in masterminds:
        mm = cat.masterminds[g["name"]]
        assert mm.card.attack == int(g["tags"]["ATTACK"]) and mm.card.vp == int(g["tags"]["VP"])
        assert mm.always_leads == g["tags"]["LEADS"]
        assert sorted(t.name for t in mm.tactics) == sorted(s["name"] for s in g["subs"])
    schemes = blocks("Schemes_and_Plots.txt")
    assert sorted(g["name"] for g in schemes) == sorted(cat.schemes)


@needs_reference
def test_common_cards_match_reference():
    cat = catalog().generic
    assert cat["S.H.I.E.L.D. Agent"].recruit == 1 and cat["S.H.I.E.L.D. Trooper"].attack == 1
    assert cat["S.H.I.E.L.D. Officer"].cost == 3 and cat["S.H.I.E.L.D. Officer"].recruit == 2
    assert cat["Bystander"].vp == 1
    text = (REFERENCE / "Starting_Deck_Cards.txt").read_text(encoding="utf-8")
    assert "#COPIES: 8" in text and "#COPIES: 4" in text


HOOKS = ("on_play", "on_fight", "on_ambush", "on_escape", "on_strike", "can_defeat", "vp_bonus",
         "attack_bonus", "can_play")


def test_every_card_with_text_has_an_implementation():
    """Card coverage: a card whose text promises an ability has code for it, and text in our words."""
    missing = []
    for card in catalog().all_cards():
        if "TODO" in card.text:
            missing.append(f"{card.key}: text not written")
        if card.kind in (Kind.STARTER, Kind.OFFICER, Kind.BYSTANDER, Kind.WOUND, Kind.TWIST, Kind.STRIKE,
                         Kind.SCHEME):
            continue
        implemented = (any(getattr(card, hook) is not None for hook in HOOKS) or bool(card.extra)
                       or bool(card.reactions) or bool(card.empowered))
        if card.text and not implemented:
            missing.append(f"{card.key}: no ability code")
        if not card.text and card.kind is not Kind.HERO:
            missing.append(f"{card.key}: no text")
    assert not missing, "\n".join(missing)


def test_every_scheme_has_twist_and_evil_wins():
    for scheme in catalog().schemes.values():
        assert scheme.on_twist is not None and scheme.evil_wins is not None, scheme.name
        assert scheme.evil_wins_progress is not None, scheme.name
