"""The catalogue matches the reference card lists of every set it has cards of, and every card is implemented.

The reference is parsed by `tests/reference.py` (both transcriptions, and the override table that
decides where they disagree). Three kinds of test here:

- the parsed reference itself: the counts the set issues state, the parser's special cases, and the
  override tables (complete, current, and agreeing with the rules inserts);
- the catalogue against the reference, for each set with cards registered (so each expansion is
  checked as soon as its cards exist);
- every card with text has code.
"""

from __future__ import annotations

import re

import pytest
import reference as ref

from legendary_desktop.engine.card import CardDef, HeroClass, Kind
from legendary_desktop.engine.catalog import catalog

needs_reference = pytest.mark.skipif(not ref.available(), reason="../shared/reference is not beside the project")

#: From the set issues' "Contents" (#11-#14): distinct cards (a Divided Card is one, a Mastermind with
#: its Epic or transformed side is one) and physical cards.
EXPECTED_COUNTS = {
    "black-panther": (43, 100),
    "noir": (47, 100),
    "infinity-saga": (60, 100),
    "ant-man-and-the-wasp": (107, 200),
}


# ------------------------------------------------------------------------------- the reference


@needs_reference
@pytest.mark.parametrize(("set_id", "distinct", "physical"),
                         [(s, *n) for s, n in EXPECTED_COUNTS.items()])
def test_reference_has_the_counts_the_set_issue_states(set_id: str, distinct: int, physical: int) -> None:
    r = ref.reference(set_id)
    assert (r.distinct(), r.physical()) == (distinct, physical)


@needs_reference
def test_reference_heroes_have_the_insert_copy_pattern() -> None:
    for set_id in ref.SETS:
        for hero, cards in ref.reference(set_id).heroes.items():
            pattern = sorted((c.copies for c in cards), reverse=True)
            assert pattern in ([5, 5, 3, 1], [3, 3, 3, 2, 2, 1]), (set_id, hero, pattern)


def test_values_parse_marks_and_microscopic_icons() -> None:
    assert ref.value("4") == ref.Value(4)
    assert ref.value("4+") == ref.Value(4, "+")
    assert ref.value("5*") == ref.Value(5, "*")
    assert ref.value("*") == ref.Value(None, "*") and ref.value("*").number == 0  # type: ignore[union-attr]
    assert ref.value("2*3") == ref.Value(2, "*", 3) and str(ref.Value(2, "*", 3)) == "2*3"
    assert ref.value(7) == ref.Value(7)
    assert ref.value(None) is None and ref.value("") is None
    with pytest.raises(ValueError):
        ref.value("4-")


@needs_reference
def test_parser_reads_class_lists() -> None:
    bp = ref.reference("black-panther")
    multi = [c for cards in bp.heroes.values() for c in cards if len(c.classes) > 1]
    assert len(multi) == 8  # issue #11: "text two on 8 cards"
    king = {c.name: c for c in bp.heroes["King Black Panther"]}
    assert king["Unseen Protector"].classes == ("Instinct", "Covert")
    assert king["Unite the Tribes of Wakanda"].classes == ("Strength", "Ranged")
    assert all(len(c.classes) == 2 for c in king.values())  # insert: all of Black Panther's are multiclass


@needs_reference
def test_parser_reads_star_values_and_size_changing() -> None:
    bp = ref.reference("black-panther")
    assert bp.masterminds["Killmonger"].card.attack == ref.Value(5, "*")
    noir = ref.reference("noir")
    kraven = next(c for c in noir.villains["Goblin's Freak Show"] if c.name == "Kraven, Animal Trainer")
    assert kraven.attack == ref.Value(None, "*") and kraven.vp == ref.Value(3)
    amw = ref.reference("ant-man-and-the-wasp")
    army = {c.name: c for c in amw.heroes["Ant Army"]}
    assert army["Antagonize"].cost == ref.Value(2, "*") and army["Antagonize"].size_changing == {"Instinct": 1}
    assert army["Anti-Tank Weapons"].cost == ref.Value(6, "*", 3)
    assert army["Up the Ante"].cost == ref.Value(1) and army["Up the Ante"].size_changing == {}
    wasp = {c.name: c for c in amw.heroes["Wasp"]}
    assert wasp["Hope Returns"].cost == ref.Value(9, "*", 5)  # {USIZECHANGING RANGED 2} and 3 icons
    janet = {c.name: c for c in amw.heroes["Janet van Dyne"]}
    assert janet["Subatomic Size"].cost == ref.Value(2, "*", 2)
    realm = {c.name: c for c in amw.villains["Quantum Realm"]}
    assert realm["Quantumoeba"].size_changing == {"Tech": 4} and realm["Quantumoeba"].attack == ref.Value(8, "*")


@needs_reference
def test_parser_reads_epic_sides() -> None:
    klaw = ref.reference("black-panther").masterminds["Klaw"]
    assert klaw.card.attack == ref.Value(8, "+") and klaw.epic is not None
    assert klaw.epic.attack == ref.Value(10, "+") and klaw.epic.vp == ref.Value(6)
    assert klaw.epic.name == "Klaw" and klaw.leads == "Enemies of Wakanda" and len(klaw.tactics) == 4
    saga = ref.reference("infinity-saga").masterminds
    assert sorted(saga) == ["Ebony Maw", "Thanos"]  # "#CARDNAME: Epic Thanos" is no fifth Mastermind
    thanos = saga["Thanos"]
    assert thanos.card.attack == ref.Value(11, "+")
    assert thanos.epic is not None and thanos.epic.attack == ref.Value(13, "+")
    assert saga["Ebony Maw"].epic is not None and saga["Ebony Maw"].epic.attack == ref.Value(10, "+")
    assert all(m.back is None for m in saga.values())


@needs_reference
def test_parser_reads_transformed_back_sides_and_always_leads_sentences() -> None:
    amw = ref.reference("ant-man-and-the-wasp").masterminds
    assert sorted(amw) == ["Darren Cross", "Ghost, Master Thief", "Kang, Quantum Conqueror"]
    backs = {n: (m.back.name, m.back.attack) for n, m in amw.items() if m.back is not None}
    assert backs == {
        "Darren Cross": ("Yellowjacket", ref.Value(12, "*")),
        "Ghost, Master Thief": ("Ghost, Intangible", ref.Value(6, "*")),
        "Kang, Quantum Conqueror": ("Kang, Multiverse Conqueror", ref.Value(10, "+")),
    }
    assert all(len(m.tactics) == 4 and m.epic is None for m in amw.values())
    kang = amw["Kang, Quantum Conqueror"]
    assert kang.leads == "Armada of Kang" and kang.leads_extra.startswith("Set aside the Villains")
    assert kang.card.vp == ref.Value(6)  # text over JSON's 7
    assert amw["Darren Cross"].leads == "Cross Technologies" and amw["Darren Cross"].leads_extra == ""


@needs_reference
def test_parser_reads_divided_cards_as_one_card_with_two_sides() -> None:
    wanda = {c.name: c for c in ref.reference("infinity-saga").heroes["Wanda & Vision"]}
    assert len(wanda) == 6 and sum(c.copies for c in wanda.values()) == 14
    hold = wanda["Hold On/Let Go"]
    assert hold.copies == 3 and hold.cost == ref.Value(3) and hold.classes == ("Covert", "Ranged")
    assert [(s.name, s.hero_name, s.classes) for s in hold.sides] == [
        ("Hold On", "Wanda", ("Covert",)), ("Let Go", "Vision", ("Ranged",))]
    assert hold.sides[0].attack == ref.Value(1, "+") and hold.sides[1].recruit == ref.Value(2)
    assert wanda["Odd Couple"].classes == ("Ranged",) and wanda["Odd Couple"].sides == ()
    # cards.json lists the halves as two cards; joined, it agrees on the cost and both classes.
    js = {c.name: c for c in ref.json_set("infinity-saga").heroes["Wanda & Vision"]}
    assert js["Hold On/Let Go"].classes == ("Covert", "Ranged") and len(js) == 6


@needs_reference
def test_parser_reads_henchmen_of_unlike_cards_and_special_bystanders() -> None:
    amw = ref.reference("ant-man-and-the-wasp")
    tardigrade = amw.henchmen["Tardigrade"]
    assert len(tardigrade) == 5 and all(c.copies == 2 for c in tardigrade)
    assert sorted(k for c in tardigrade for k in c.size_changing) == sorted(ref.CLASSES)  # one per class
    assert all(list(c.size_changing.values()) == [3] for c in tardigrade)  # Microscopic x3
    assert [c.copies for c in amw.henchmen["Quantum Hound"]] == [10]
    assert {n: c.copies for n, c in amw.bystanders.items()} == {
        "Agent Jimmy Woo": 2, "Maggie Lang": 2, "Officer Jim Paxton": 1, "Young Cassie Lang": 2}
    assert ref.reference("noir").bystanders == {}  # Detective Wolverine left out (insert)
    assert "Detective Wolverine" in ref.text_set("noir").bystanders


# ---------------------------------------------------------------------------- the override tables


@needs_reference
@pytest.mark.parametrize("set_id", ref.SETS)
def test_every_disagreement_has_an_override(set_id: str) -> None:
    decided = {(o.path, o.field, o.text, o.json) for o in ref.OVERRIDES.get(set_id, ())}
    undecided = [d for d in ref.disagreements(set_id) if (d.path, d.field, d.text, d.json) not in decided]
    assert not undecided, "add to OVERRIDES in tests/reference.py:\n" + "\n".join(map(str, undecided))


@needs_reference
@pytest.mark.parametrize("set_id", ref.SETS)
def test_every_override_is_current(set_id: str) -> None:
    """Each entry quotes what both transcriptions really say, so none outlives a corrected file."""
    raw = {(d.path, d.field): (d.text, d.json) for d in ref.disagreements(set_id, raw=True)}
    folder = ref.CARDS / set_id
    text = "".join(p.read_text(encoding="utf-8") for p in sorted((folder / "text").glob("*.txt")))
    js = (folder / "cards.json").read_text(encoding="utf-8")
    for o in ref.OVERRIDES.get(set_id, ()):
        assert o.take not in ("text", "json") or o.text != o.json, o
        if o.field == "ability":
            assert o.text in text and o.json in js, o
        elif o.text != o.json:
            assert raw.get((o.path, o.field)) == (o.text, o.json), o
        else:  # the rules insert overrules both transcriptions, which agree
            assert o.field == "present" and o.text == "yes", o
            kind, group = o.path.split("/")[:2]
            assert group in getattr(ref.text_set(set_id), kind + "s"), o


@needs_reference
def test_insert_overrides_agree_with_the_rules_inserts() -> None:
    for set_id in ("noir", "infinity-saga", "ant-man-and-the-wasp"):
        rules = (ref.RULES / f"{set_id}.txt").read_text(encoding="utf-8")
        for o in ref.OVERRIDES[set_id]:
            if o.field == "name" and "insert" in o.why:
                assert re.search(rf"(?<!\w){re.escape(o.value)}(?!\w)", rules), o


# ------------------------------------------------------------------------ catalogue vs reference


def _sets_with_cards() -> set[str]:
    return {c.set for c in catalog().all_cards()}


def _classes(card: CardDef) -> set[str]:
    return {n for n in card.classes.names if n != "Grey"}


def _plus_flag_matches(value: ref.Value | None, flag: bool) -> bool:
    """`+` (or a bare `*`: the ability sets it) is the catalogue's `_plus`; a plain number is not; an
    `N*` (the insert's symbol) may be modelled either way."""
    if value is None or value.mark == "":
        return not flag
    if value.mark == "+" or value.n is None:
        return flag
    return True


def _number(value: ref.Value | None) -> int | None:
    return None if value is None else value.number


def _check_card(card: CardDef, r: ref.RefCard, fields: tuple[str, ...]) -> list[str]:
    problems = []
    for f in fields:
        if f == "copies":
            ours, theirs = card.copies, r.copies
        elif f == "cost":
            ours, theirs = card.cost, (r.cost.number if r.cost else 0)
        elif f == "classes":
            ours, theirs = _classes(card), set(r.classes)
        elif f == "team":
            ours, theirs = card.team, r.team
        else:
            ours, theirs = getattr(card, f), _number(getattr(r, f))
            if f in ("attack", "recruit") and ours is None and theirs == 0 and r.kind != "hero":
                ours = 0
            if f == "vp" and theirs is None:
                theirs = 0
            if f != "cost" and not _plus_flag_matches(getattr(r, f), getattr(card, f"{f}_plus")):
                problems.append(f"{card.key}: {f}_plus is {getattr(card, f'{f}_plus')}, printed {getattr(r, f)}")
        if ours != theirs:
            problems.append(f"{card.key}: {f} is {ours!r}, the reference has {theirs!r}")
    return problems


def _compare(set_id: str) -> list[str]:
    cat = catalog()
    r = ref.reference(set_id)
    problems: list[str] = []

    def same_names(what: str, ours: object, theirs: object) -> bool:
        a, b = sorted(ours), sorted(theirs)  # type: ignore[call-overload]
        if a != b:
            problems.append(f"{what}: ours {a}, the reference's {b}")
        return a == b

    heroes = {g: cards for g, cards in cat.heroes.items() if cards[0].set == set_id}
    same_names("Heroes", heroes, r.heroes)
    for group in heroes.keys() & r.heroes.keys():
        ours = {c.name: c for c in heroes[group]}
        theirs = {c.name: c for c in r.heroes[group]}
        if same_names(f"Hero {group}", ours, theirs):
            for name, rc in theirs.items():
                problems += _check_card(ours[name], rc, ("copies", "cost", "classes", "team") + (
                    () if rc.sides else ("attack", "recruit")))
        if sum(c.copies for c in ours.values()) != 14:
            problems.append(f"Hero {group}: {sum(c.copies for c in ours.values())} cards, not 14")

    villains = {g: cards for g, cards in cat.villains.items() if cards[0].set == set_id}
    same_names("Villain groups", villains, r.villains)
    for group in villains.keys() & r.villains.keys():
        ours = {c.name: c for c in villains[group]}
        theirs = {c.name: c for c in r.villains[group]}
        if same_names(f"Villain group {group}", ours, theirs):
            for name, rc in theirs.items():
                problems += _check_card(ours[name], rc, ("copies", "attack", "vp"))

    henchmen: dict[str, list[CardDef]] = {}
    for g in cat.henchmen:
        cards = cat.henchman_cards(g)  # a group of unlike cards lists each
        if cards[0].set == set_id:
            henchmen[g] = cards
    same_names("Henchman groups", henchmen, r.henchmen)
    for group in henchmen.keys() & r.henchmen.keys():
        if len(henchmen[group]) == 1 and len(r.henchmen[group]) == 1:  # one card: its name is the group's
            problems += _check_card(henchmen[group][0], r.henchmen[group][0], ("copies", "attack", "vp"))
        else:
            # Unlike cards may share a name (Tardigrade, one per class): pair them in the order of their keys
            # and of the reference's distinguishing marks.
            ours_list = sorted(henchmen[group], key=lambda c: c.key)
            theirs_list = sorted(r.henchmen[group], key=lambda c: ("/".join(c.size_changing), c.name))
            if len(ours_list) != len(theirs_list):
                problems.append(f"Henchman group {group}: {len(ours_list)} cards, the reference {len(theirs_list)}")
            for card, rc in zip(ours_list, theirs_list, strict=False):
                problems += _check_card(card, rc, ("copies", "attack", "vp"))
        if sum(c.copies for c in henchmen[group]) != 10:
            problems.append(f"Henchman group {group}: not 10 cards")

    masterminds = {n: m for n, m in cat.masterminds.items() if m.card.set == set_id}
    same_names("Masterminds", masterminds, r.masterminds)
    for name in masterminds.keys() & r.masterminds.keys():
        mm, rm = masterminds[name], r.masterminds[name]
        problems += _check_card(mm.card, rm.card, ("attack", "vp"))
        if mm.always_leads != rm.leads:
            problems.append(f"{name}: leads {mm.always_leads!r}, the reference {rm.leads!r}")
        same_names(f"{name}'s Tactics", [t.name for t in mm.tactics], [t.name for t in rm.tactics])
        problems += [f"{t.key}: VP {t.vp}, not the Mastermind's {mm.card.vp}" for t in mm.tactics
                     if t.vp != mm.card.vp]
        epic = getattr(mm, "epic", None)  # the Epic side, once the catalogue models it
        if rm.epic is not None and isinstance(epic, CardDef):
            problems += _check_card(epic, rm.epic, ("attack", "vp"))

    schemes = {n for n, s in cat.schemes.items() if s.card.set == set_id}
    same_names("Schemes", schemes, r.schemes)

    bystanders = {c.name: c for c in cat.all_cards() if c.set == set_id and c.kind is Kind.BYSTANDER}
    same_names("Bystanders", bystanders, r.bystanders)
    for name in bystanders.keys() & r.bystanders.keys():
        problems += _check_card(bystanders[name], r.bystanders[name], ("copies", "vp"))

    kinds = {"starter": Kind.STARTER, "officer": Kind.OFFICER, "wound": Kind.WOUND}
    generic = {c.name: c for c in cat.all_cards() if c.set == set_id and c.kind in kinds.values()}
    same_names("Starting cards, Officers, Wounds", generic, r.generic)
    for name in generic.keys() & r.generic.keys():
        rc = r.generic[name]
        if generic[name].kind is not kinds[rc.kind]:
            problems.append(f"{name}: kind {generic[name].kind}, the reference's {rc.kind}")
        problems += _check_card(generic[name], rc, ("copies", "cost", "attack", "recruit", "team"))
    return problems


@needs_reference
@pytest.mark.parametrize("set_id", ref.SETS)
def test_catalogue_matches_the_reference(set_id: str) -> None:
    if set_id not in _sets_with_cards():
        pytest.skip(f"no {set_id} cards are registered in the catalogue yet")
    problems = _compare(set_id)
    assert not problems, "\n".join(problems)


@needs_reference
def test_catalogue_check_finds_a_wrong_fact() -> None:
    """The comparison itself: each kind of wrong fact is reported, and nothing once it is put back."""
    cat = catalog()
    hulk, blob, sentinel = cat.find("Hulk Smash!"), cat.find("Blob"), cat.henchmen["Sentinel"]
    loki, virus = cat.masterminds["Loki"], cat.schemes["The Legacy Virus"]
    agent = cat.generic["S.H.I.E.L.D. Agent"]
    saved = (hulk.cost, hulk.classes, hulk.copies, list(loki.tactics), loki.always_leads, blob.attack,
             sentinel.vp, virus.card.set, agent.recruit, loki.tactics[0].vp)
    try:
        hulk.cost += 1
        hulk.classes = HeroClass.TECH
        hulk.copies -= 1
        loki.tactics[0].vp = 4
        loki.tactics.pop()
        loki.always_leads = "HYDRA"
        blob.attack = 5
        sentinel.vp = 2
        virus.card.set = "noir"
        agent.recruit = 2
        problems = "\n".join(_compare("core"))
    finally:
        (hulk.cost, hulk.classes, hulk.copies, loki.tactics[:], loki.always_leads, blob.attack, sentinel.vp,
         virus.card.set, agent.recruit, loki.tactics[0].vp) = saved
    for expected in ("Hulk Smash!: cost", "Hulk Smash!: classes", "Hulk Smash!: copies", "Hero Hulk: 13 cards",
                     "Loki's Tactics", "Loki: leads 'HYDRA'", "Blob: attack is 5", "Sentinel: vp is 2",
                     "Schemes:", "S.H.I.E.L.D. Agent: recruit is 2", "VP 4, not the Mastermind's 5"):
        assert expected in problems, expected
    assert _compare("core") == []


def test_catalogue_sets_are_reference_sets() -> None:
    assert _sets_with_cards() <= set(ref.SETS)


# ------------------------------------------------------------------------------- implementation

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
                       or bool(card.reactions) or card.keyword_attack is not None)
        if card.text and not implemented:
            missing.append(f"{card.key}: no ability code")
        if not card.text and card.kind is not Kind.HERO:
            missing.append(f"{card.key}: no text")
    assert not missing, "\n".join(missing)


def test_every_scheme_has_twist_and_evil_wins():
    for scheme in catalog().schemes.values():
        assert scheme.on_twist is not None and scheme.evil_wins is not None, scheme.name
        assert scheme.evil_wins_progress is not None, scheme.name

