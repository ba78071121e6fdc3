"""Schemes: setup, special rules, Twist and Evil Wins."""

from __future__ import annotations

from legendary_desktop.engine import attachments
from legendary_desktop.engine.testkit import answer, assert_conserved, clear, names, put

from .kit import drain, next_turn_reveals, options, pos, scheme_pos

AUCTION = "Auction Shrink Tech to Highest Bidder"


def test_auction_sets_aside_a_size_changing_hero_and_offers_it_each_twist() -> None:
    g = scheme_pos(AUCTION, ("Ant Army",))
    tech = g.held[g.scheme_card]["Set aside: Ant Army"]
    assert len(tech) == 14
    assert g.scheme.twists(2) == 11
    next_turn_reveals(g, "Scheme Twist")
    offer = attachments.pile(g, g.scheme_card, "Shrink Tech on Offer")
    assert len(offer) == 1 and len(attachments.pile(g, g.scheme_card, "Hostile Bids")) == 1
    card = offer[0]
    g.turn.recruit = 20
    g.refresh()
    answer(g, f"bid:{card}")
    answer(g, "KO it")
    assert card in g.ko_pile
    assert g.turn.recruit == 20 - (g.cards[card].cost + 1)
    assert_conserved(g)


def test_auction_unbought_shrink_tech_is_controlled_and_8_win_for_evil() -> None:
    g = scheme_pos(AUCTION, ("Ant Army",))
    next_turn_reveals(g, "Scheme Twist")
    answer(g, "end")
    assert len(attachments.pile(g, g.scheme_card, "Controlled by Arms Dealers")) == 1
    controlled = g.held[g.scheme_card]["Controlled by Arms Dealers"]
    tech = g.held[g.scheme_card]["Set aside: Ant Army"]
    for _ in range(7):
        controlled.append(tech.pop())
    g.check_evil_wins()
    assert g.over and g.outcome is not None and g.outcome.result == "evil_wins"


def test_escape_seals_and_twist_discovers_an_escape_route() -> None:
    g = pos(scheme="Escape an Imprisoning Dimension", attack=3, city={"Bank": "Hydra Arms Dealer"})
    wounds = len(g.wound_stack)
    for space in ("Bank", "Mastermind", "Sewers"):
        answer(g, f"seal:{space}")
    assert g.turn.attack == 0 and len(g.wound_stack) == wounds - 3
    assert "seal:Bank" not in options(g)
    clear(g, g.villain_deck)
    # every Villain space and the Mastermind are sealed: 3 Seals go back and the Twist is shuffled into the
    # (otherwise empty) Villain Deck, so the next card played is that Twist again, with nothing sealed now
    next_turn_reveals(g, "Scheme Twist")
    assert len(g.wound_stack) == wounds
    assert names(g, attachments.pile(g, g.mastermind_card, "Discovered Escape Routes")) == ["Scheme Twist"]
    assert g.twists_played == 2
    assert_conserved(g)


def test_escape_three_routes_win_for_evil() -> None:
    g = pos(scheme="Escape an Imprisoning Dimension")
    for _ in range(3):
        next_turn_reveals(g, "Scheme Twist")
    assert g.over and g.outcome is not None and g.outcome.result == "evil_wins"


def test_safeguard_dark_secrets_twist_and_heist_ability() -> None:
    g = pos(scheme="Safeguard Dark Secrets", hands={1: []})
    next_turn_reveals(g, "Bystander", "Scheme Twist")
    assert names(g, g.held[g.mastermind_card]["Secrets"]) == ["Scheme Twist"]
    assert g.mastermind_bystanders or any(occ is not None for occ in g.city)  # another card was played
    assert "heist" in options(g)  # everyone has the Scheme's Heist ability
    put(g, "Petty Larceny", "played", player=1)
    put(g, "Scheme Twist", "villain_deck")  # 0 VP, count 1
    answer(g, "heist")
    assert g.turn.recruit == 1
    assert g.held[g.mastermind_card]["Secrets"] == []


def test_safeguard_five_secrets_win_for_evil() -> None:
    g = pos(scheme="Safeguard Dark Secrets")
    twists = [c for c in g.villain_deck if g.name(c) == "Scheme Twist"]
    assert len(twists) == 5
    for c in twists:  # all five on top: each stacks a Secret and plays the next
        g.villain_deck.remove(c)
        g.villain_deck.append(c)
    answer(g, "end")
    assert g.over and g.outcome is not None and g.outcome.result == "evil_wins"


SIPHON = "Siphon Energy from the Quantum Realm"


def test_siphon_sets_aside_the_quantum_realm_and_shuffles_quantumania_in() -> None:
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    realm = g.held[g.scheme_card]["Quantum Realm"]
    assert len(realm) == 7 and all(g.cards[c].is_villain for c in realm)
    assert "Quantumania" in names(g, g.villain_deck)


def test_siphon_twist_puts_a_villain_on_the_siphons_and_kos_the_last() -> None:
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    first = list(g.held[g.mastermind_card]["On the Siphons"])
    assert len(first) == 1
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    assert first[0] in g.ko_pile and g.state["siphon_kos"] == 1
    on = g.held[g.mastermind_card]["On the Siphons"][0]
    g.turn.attack = 30
    g.refresh()
    assert f"elsewhere:{on}" in options(g)
    from legendary_desktop.cards.ant_man_and_the_wasp.keywords import elsewhere_attack

    assert elsewhere_attack(g, on) >= (g.cards[on].attack or 0) + 1  # +1 per two Siphons
    assert_conserved(g)


def test_siphon_four_kos_win_for_evil() -> None:
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    g.state["siphon_kos"] = 4
    g.check_evil_wins()
    assert g.over
