"""Schemes: setup, special rules, Twist and Evil Wins."""

from __future__ import annotations

from legendary_desktop.cards.ant_man_and_the_wasp.keywords import elsewhere_attack
from legendary_desktop.cards.ant_man_and_the_wasp.schemes import bid_price
from legendary_desktop.engine import attachments
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.positions import answer, assert_conserved, clear, names, put
from legendary_desktop.engine.values import mastermind_attack

from .kit import drain, next_turn_reveals, options, pos, rescue, scheme_pos

AUCTION = "Auction Shrink Tech to Highest Bidder"
ESCAPE = "Escape an Imprisoning Dimension"


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


# ------------------------------------------------------------ found by mutation testing


def test_auction_bid_can_be_paid_with_special_recruit_and_is_recruiting() -> None:
    """Young Cassie Lang's Recruit (for a Size-Changing Hero or one costing 2 or less) pays a Shrink Tech bid
    first; winning the bid is recruiting, so no healing after it."""
    g = scheme_pos(AUCTION, ("Ant Army",))
    next_turn_reveals(g, "Scheme Twist")
    card = attachments.pile(g, g.scheme_card, "Shrink Tech on Offer")[0]
    put(g, "Wound", "hand", player=1)
    rescue(g, "Young Cassie Lang")
    price = bid_price(g, card)
    g.turn.recruit = max(0, price - 2)
    g.refresh()
    assert "heal" in options(g)
    answer(g, f"bid:{card}")
    answer(g, "KO it")
    assert card in g.ko_pile
    assert g.turn.recruit == 0 and [pool[0] for pool in g.turn.notes["pools"]] == [max(0, 2 - price)]
    assert "heal" not in options(g)


def test_escape_seal_can_take_the_last_wound_of_the_stack() -> None:
    g = pos(scheme=ESCAPE, attack=2)
    g.ko_pile += g.wound_stack[:-1]
    del g.wound_stack[:-1]
    last = g.wound_stack[0]
    g.refresh()
    answer(g, "seal:Bank")
    assert g.wound_stack == [] and g.held[g.scheme_card]["Seal: Bank"] == [last]
    assert not [o for o in options(g) if o.startswith("seal:")]  # 1 Attack left, but no Wound to seal with


def test_escape_everything_sealed_returns_exactly_three_of_four_seals() -> None:
    g = pos(scheme=ESCAPE, attack=4, city={"Bank": "Hydra Arms Dealer"})
    wounds = len(g.wound_stack)
    for space in ("Bank", "Mastermind", "Sewers", "Streets"):
        answer(g, f"seal:{space}")
    clear(g, g.villain_deck)
    next_turn_reveals(g, "Scheme Twist")
    assert g.pending is not None and g.pending.prompt == "Return 3 Seals to the Wound Stack"
    assert (g.pending.min, g.pending.max) == (3, 3)
    seals = g.held[g.scheme_card]
    kept = seals["Seal: Streets"][0]
    back = [x for name in ("Seal: Bank", "Seal: Mastermind", "Seal: Sewers") for x in seals[name]]
    g.decide([o.label for o in g.pending.options if o.card in back])
    # then the Twist, shuffled back into the (otherwise empty) Villain Deck, comes again: the Bank is open
    assert len(g.wound_stack) == wounds - 1
    assert g.held[g.scheme_card]["Seal: Streets"] == [kept]
    assert names(g, attachments.pile(g, g.mastermind_card, "Discovered Escape Routes")) == ["Scheme Twist"]


def _siphon(*realm: str) -> Game:
    """Siphon Energy with only the named Quantum Realm Villains left to draw (the others KO'd)."""
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    pile = g.held[g.scheme_card]["Quantum Realm"]
    for x in [x for x in pile if g.name(x) not in realm]:
        pile.remove(x)
        g.ko_pile.append(x)
    return g


def test_siphon_villains_get_plus_one_per_two_siphons_and_the_mastermind_none() -> None:
    g = _siphon("Axian Bartender", "Axian Maitre d'")  # both 4 Attack
    printed = mastermind_attack(g)
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    on = attachments.pile(g, g.mastermind_card, "On the Siphons")[0]
    assert elsewhere_attack(g, on) == 4  # one Siphon: +0
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    on = attachments.pile(g, g.mastermind_card, "On the Siphons")[0]
    assert elsewhere_attack(g, on) == 4 + 1
    assert mastermind_attack(g) == printed


def test_siphon_fourth_villain_kod_wins_for_evil() -> None:
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    for n in range(4):
        next_turn_reveals(g, "Scheme Twist")
        drain(g)
        assert g.state.get("siphon_kos", 0) == n and not g.over
    next_turn_reveals(g, "Scheme Twist")
    assert g.state["siphon_kos"] == 4
    assert g.over and g.outcome is not None and g.outcome.result == "evil_wins"


def test_siphon_nine_siphons_win_for_evil() -> None:
    g = scheme_pos(SIPHON, ("Quantum Realm",))
    twists = [c for c in g.villain_deck if g.name(c) == "Scheme Twist"]
    assert len(twists) == 9
    for twist in twists[:8]:
        attachments.attach(g, g.mastermind_card, "Quantum Siphons", twist)
    g.check_evil_wins()
    assert not g.over
    attachments.attach(g, g.mastermind_card, "Quantum Siphons", twists[8])
    g.check_evil_wins()
    assert g.over and g.outcome is not None and g.outcome.result == "evil_wins"


def test_siphon_quantumoeba_eats_on_the_siphons_and_gives_the_henchman_back_when_fought() -> None:
    g = _siphon("Quantumoeba")
    hound = put(g, "Quantum Hound", "victory_pile")
    next_turn_reveals(g, "Scheme Twist")  # its Ambush: it eats the Quantum Hound
    drain(g)
    oeba = attachments.pile(g, g.mastermind_card, "On the Siphons")[0]
    assert attachments.pile(g, oeba, "Eaten") == [hound]
    assert elsewhere_attack(g, oeba) == 8 + 3
    g.turn.attack = 11
    g.refresh()
    answer(g, f"elsewhere:{oeba}")
    drain(g)
    assert sorted(names(g, g.players[1].victory_pile)) == ["Quantum Hound", "Quantumoeba"]
    assert_conserved(g)


def test_siphon_quantumoeba_kod_by_the_next_twist_takes_its_henchman_along() -> None:
    g = _siphon("Quantumoeba")
    hound = put(g, "Quantum Hound", "victory_pile")
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    oeba = attachments.pile(g, g.mastermind_card, "On the Siphons")[0]
    next_turn_reveals(g, "Scheme Twist")  # nothing left to draw; Quantumoeba is KO'd
    drain(g)
    assert oeba in g.ko_pile and hound in g.ko_pile
    assert oeba not in g.held
    assert_conserved(g)


def test_siphon_microscopic_villain_fought_for_less_and_its_fight_happens() -> None:
    """Hungering Energy (7, Microscopic Tech ×4) on the Siphons: two Tech cards played, 3 Attack defeats it, and
    its Fight (KO one of your Heroes) happens."""
    g = _siphon("Hungering Energy")
    next_turn_reveals(g, "Scheme Twist")
    drain(g)
    energy = attachments.pile(g, g.mastermind_card, "On the Siphons")[0]
    clear(g, g.players[1].hand)
    put(g, "Quaz", "hand", player=1)
    for _ in range(2):
        put(g, "Master Physicist", "played")  # Tech
    g.turn.attack = 3
    g.refresh()
    answer(g, f"elsewhere:{energy}")
    answer(g, "Quaz")
    assert "Quaz" in names(g, g.ko_pile)
    assert energy in g.players[1].victory_pile and g.turn.attack == 0
