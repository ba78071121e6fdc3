"""Hidden information stays hidden: a bot samples what its seat can't see, on a copy, with its own
generator; the real game (and its generator) never changes while a bot thinks."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from legendary_desktop.bots import make_bot
from legendary_desktop.bots.sample import determinize
from legendary_desktop.cli import fingerprint
from legendary_desktop.engine import attachments, snapshot
from legendary_desktop.engine.card import Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.decision import ACTION
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def mid_game(players: int = 4, seed: int = 3, answers: int = 60) -> Game:
    g = Game(random_setup(players, seed, sets=catalog().sets(), epic="random"), seed)
    bots = [make_bot("normal", g, i, i) for i in range(players)]
    while g.pending is not None and (len(g.answers) < answers or g.pending.kind != ACTION
                                     or len(g.players[g.pending.player].deck) < 3):
        g.decide(bots[g.pending.player].answer(g.pending))
    assert g.pending is not None
    return g


def open_view(g: Game, seat: int) -> dict[str, object]:
    """What `seat` may see: its hand, the open table, every discard and Victory Pile, and sizes."""
    zones = g.zones()
    hidden_names = {"villain_deck", "hero_deck", "bystander_stack", "wound_stack"}
    view: dict[str, object] = {}
    for name, cards in zones.items():
        own_hand = name == f"p{seat}.hand"
        hidden = (name.endswith(".deck") or (name.endswith(".hand") and not own_hand)
                  or name.split(".")[-1] in hidden_names or name.startswith("villain_deck")
                  or (name.startswith("held.") and attachments.is_face_down(name.split(".", 2)[2])))
        view[name] = len(cards) if hidden else list(cards)
    return view


def test_a_sample_keeps_what_the_seat_sees_and_varies_the_rest():
    g = mid_game()
    seat = g.pending.player
    rng = random.Random(1)
    samples = [determinize(g, seat, rng) for _ in range(4)]
    for s in samples:
        assert open_view(s, seat) == open_view(g, seat)
        assert Counter(c for z in s.zones().values() for c in z) == Counter(c for z in g.zones().values() for c in z)
        others = [c for p in g.players if p.index != seat for c in (*p.hand, *p.deck)]
        assert sorted(c for p in s.players if p.index != seat for c in (*p.hand, *p.deck)) == sorted(others)
        assert sorted(s.players[seat].deck) == sorted(g.players[seat].deck)
    other = (seat + 1) % len(g.players)
    for zone in (lambda s: s.villain_deck, lambda s: s.hero_deck, lambda s: s.players[seat].deck,
                 lambda s: s.players[other].hand, lambda s: s.bystander_stack):
        assert len(zone(g)) > 2
        assert len({tuple(zone(s)) for s in samples}) > 1  # each hidden zone is guessed anew
    assert len({repr(s.rng.getstate()) for s in samples}) == len(samples)  # and draws differently


def test_sampling_touches_neither_the_game_nor_its_generator():
    g = mid_game()
    before = (repr(fingerprint(g)), g.rng.getstate())
    twin = determinize(g, g.pending.player, random.Random(7))
    twin.decide("end")
    assert (repr(fingerprint(g)), g.rng.getstate()) == before


def test_a_sample_copies_on_only_by_a_fast_copy_never_by_a_replay_of_the_real_game():
    g = mid_game()
    seat = g.pending.player
    twin = determinize(g, seat, random.Random(3))
    assert twin.dealt_anew and not g.dealt_anew
    again = twin.copy()  # the main phase: a fast copy of the sample itself
    assert again.dealt_anew and again.players[seat].deck == twin.players[seat].deck
    assert g.replay_copy().players[seat].deck == g.players[seat].deck  # the real game replays as itself
    with pytest.raises(ValueError, match="dealt anew"):
        twin.replay_copy()  # which would be the real game's deck, not the sample's
    inside = mid_game()
    while inside.pending.kind == ACTION:  # into an effect: no fast copy there
        inside.decide(make_bot("normal", inside, 0, 1).answer(inside.pending))
    assert not snapshot.can_snapshot(inside)
    sample = determinize(inside, inside.pending.player, random.Random(3))
    with pytest.raises(ValueError, match="dealt anew"):
        sample.copy()


@pytest.mark.parametrize("strength", ["easy", "normal", "strong"])
def test_a_bot_answering_leaves_the_real_game_unchanged(strength):
    g = mid_game(players=3, seed=11, answers=30)
    bots = [make_bot(strength, g, i, 5) for i in range(3)]
    for _ in range(25):
        d = g.pending
        assert d is not None
        before = (repr(fingerprint(g)), g.rng.getstate(), len(g.events), repr(d.options))
        answer = bots[d.player].answer(d)
        assert (repr(fingerprint(g)), g.rng.getstate(), len(g.events), repr(d.options)) == before
        g.decide(answer)


# ---------------------------------------------------- face-down piles and several Villain Decks
def _kinds(g: Game, cards: list[int]) -> Counter[str]:
    return Counter("hero" if g.cards[c].is_hero else g.cards[c].kind.name for c in cards)


def test_murder_suspects_are_dealt_from_the_bystanders_and_heroes_nobody_has_seen():
    from legendary_desktop.cards.noir.schemes import SUSPECTS
    from legendary_desktop.engine import scheme_twist
    from legendary_desktop.engine.positions import position
    from tests.cards.noir.kit import drive, fresh

    g = position(scheme="Find the Split Personality Killer")
    for _ in range(3):
        drive(scheme_twist.play(g, fresh(g, "Scheme Twist")))
    real = list(attachments.pile(g, g.scheme_card, SUSPECTS))
    assert len(real) == 12 and attachments.is_face_down(SUSPECTS)
    rng = random.Random(4)
    piles = []
    for _ in range(30):
        s = determinize(g, 0, rng)
        pile = attachments.pile(s, s.scheme_card, SUSPECTS)
        assert _kinds(s, pile) == _kinds(g, real)  # as many Bystanders and Heroes as the real pile
        assert Counter(c for z in s.zones().values() for c in z) == Counter(c for z in g.zones().values() for c in z)
        piles.append(frozenset(pile))
    assert sum(p == frozenset(real) for p in piles) == 0  # not once the real suspects
    assert len({c for p in piles for c in p} - set(real)) > 10  # drawn from the Hero Deck and Bystander Stack


def test_hidden_witnesses_are_any_unseen_bystanders():
    from legendary_desktop.cards.noir import witnesses
    from legendary_desktop.engine.positions import position

    g = position(scheme="Silence the Witnesses")
    witnesses.capture_hidden(g, g.mastermind_card, 3)
    real = set(attachments.pile(g, g.mastermind_card, witnesses.WITNESSES))
    rng = random.Random(2)
    seen = set()
    for _ in range(20):
        s = determinize(g, 0, rng)
        pile = attachments.pile(s, s.mastermind_card, witnesses.WITNESSES)
        assert len(pile) == 3 and all(s.cards[c].kind is Kind.BYSTANDER for c in pile)
        seen |= set(pile)
    assert seen - real  # other Bystanders stand in for them


def test_five_families_villain_decks_are_dealt_together_sizes_kept():
    from legendary_desktop.engine.positions import position

    g = position(scheme="Five Families of Crime")
    real = [list(d.cards) for d in g.villain_decks]
    rng = random.Random(3)
    moved = 0
    for _ in range(10):
        s = determinize(g, 0, rng)
        assert [len(d.cards) for d in s.villain_decks] == [len(d) for d in real]
        dealt = [c for d in s.villain_decks for c in d.cards]
        assert _kinds(s, dealt) == _kinds(g, [c for d in real for c in d])
        # the same Villains, Henchmen, Twists and Strikes; its Bystanders may be any unseen Bystanders
        not_bystanders = sorted(c for c in dealt if g.cards[c].kind is not Kind.BYSTANDER)
        assert not_bystanders == sorted(c for d in real for c in d if g.cards[c].kind is not Kind.BYSTANDER)
        moved += sum(set(d.cards) != set(r) for d, r in zip(s.villain_decks, real, strict=True))
    assert moved >= 40  # a deck's contents are not the real deck's


def test_a_face_down_pile_of_cards_once_face_up_is_kept():
    from legendary_desktop.cards.infinity_saga.masterminds import DESTROYED

    g = mid_game()
    hero = g.hq[0]
    assert hero is not None and attachments.is_face_down(DESTROYED) and DESTROYED not in attachments.UNSEEN
    attachments.attach(g, attachments.hq_slot(0), DESTROYED, hero)
    s = determinize(g, g.pending.player, random.Random(5))
    assert attachments.pile(s, attachments.hq_slot(0), DESTROYED) == [hero]
