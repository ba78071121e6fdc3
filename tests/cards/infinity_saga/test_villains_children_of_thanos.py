"""Children of Thanos: the Villain group."""

from __future__ import annotations

from legendary_desktop.engine.positions import answer, assert_conserved, names, put

from .infinity_kit import AGENTS, attack_at, endgame, not_endgame, reveal_next_turn, saga, wounds


def test_children_get_their_endgame_attack():
    g = saga(villains=["Children of Thanos"])
    cards = {n: put(g, n, f"city:{i}") for i, n in enumerate(["Proxima Midnight", "Chitauri Gorilla", "Outriders"])}
    not_endgame(g)
    assert [attack_at(g, c) for c in cards.values()] == [7, 5, 4]
    endgame(g)
    assert [attack_at(g, c) for c in cards.values()] == [10, 7, 6]


def test_proxima_midnight_ambush_makes_it_the_endgame():
    g = saga(villains=["Children of Thanos"], deck=AGENTS, hands={1: ["Defend This Dimension"]})
    not_endgame(g)
    g.villain_deck.insert(0, g.bystander_stack.pop())  # still above the threshold after the reveal
    reveal_next_turn(g, "Proxima Midnight")
    assert g.turn.notes.get("endgame") and wounds(g, 0) == 0 and wounds(g, 1) == 0


def test_proxima_midnight_ambush_in_the_endgame_wounds_players_without_instinct():
    g = saga(villains=["Children of Thanos"], deck=AGENTS, hands={1: ["Defend This Dimension"]})
    endgame(g)
    reveal_next_turn(g, "Proxima Midnight")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0


def test_proxima_midnight_escape_same_effect():
    g = saga(villains=["Children of Thanos"], deck=AGENTS, hands={1: ["Wound"]})
    endgame(g)
    for i in range(len(g.city)):
        put(g, "Outriders" if i < len(g.city) - 1 else "Proxima Midnight", f"city:{i}")
    proxima = g.city[-1].card
    reveal_next_turn(g, "Chitauri Gorilla")  # pushes Proxima out
    if g.pending.kind != "action":  # the escape penalty: KO a cheap HQ Hero
        answer(g, g.pending.options[0].label)
    assert proxima in g.escape_pile
    assert wounds(g, 0) == 1 and wounds(g, 1) == 2
    assert_conserved(g)


def test_corvus_glaive_bystander_or_wound():
    g = saga(villains=["Children of Thanos"], deck=AGENTS)
    put(g, "Bystander", "victory_pile", player=1)
    endgame(g)
    reveal_next_turn(g, "Corvus Glaive")
    answer(g, "Bystander")  # player 1, active, first
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0  # player 0 had no Bystander to KO: a Wound
    assert not g.players[1].victory_pile and "Bystander" in names(g, g.ko_pile)


def test_corvus_glaive_escape_same_effect():
    g = saga(villains=["Children of Thanos"])
    assert g.cat.find("Corvus Glaive").on_escape is g.cat.find("Corvus Glaive").on_ambush


def test_cull_obsidian_cost_six_or_wound():
    g = saga(villains=["Children of Thanos"], deck=AGENTS, hands={1: ["Bind Evil"]})
    endgame(g)
    reveal_next_turn(g, "Cull Obsidian")
    assert wounds(g, 0) == 1 and wounds(g, 1) == 0
    assert g.cat.find("Cull Obsidian").on_escape is not None


def test_chitauri_gorilla_captures_a_bystander():
    g = saga(villains=["Children of Thanos"])
    gorilla = reveal_next_turn(g, "Chitauri Gorilla")
    assert g.city[0].card == gorilla and len(g.city[0].bystanders) == 1


def test_outrider_threshers_fight():
    g = saga(villains=["Children of Thanos"], hand=["Wound"], attack=9)
    put(g, "Outrider Threshers", "city:Bank")
    endgame(g)
    hq = list(g.hq)
    answer(g, "Fight Outrider Threshers (Bank)")
    assert g.turn.attack == 2  # 5 + 2 in the Endgame
    answer(g, *[f"card:{hq[0]}", f"card:{hq[1]}"])  # no Hero to KO (a Wound is no Hero): HQ choice
    assert g.hero_deck[:2] in ([hq[0], hq[1]], [hq[1], hq[0]])
    assert hq[0] not in g.hq and all(h is not None for h in g.hq)


def test_endless_armies_reenter_when_children_are_on_top():
    g = saga(villains=["Children of Thanos"], hand=["Witchcraft"], attack=4)
    armies = put(g, "Endless Armies of Chitauri", "city:Streets")
    put(g, "Cull Obsidian", "villain_deck")
    not_endgame(g)
    answer(g, "Fight Endless Armies of Chitauri (Streets)")
    assert "Witchcraft" in names(g, g.ko_pile)
    assert g.city[0].card == armies and armies not in g.players[0].victory_pile


def test_endless_armies_stay_defeated_otherwise():
    g = saga(villains=["Children of Thanos"], attack=4)
    armies = put(g, "Endless Armies of Chitauri", "city:Streets")
    put(g, "Master Strike", "villain_deck")
    not_endgame(g)
    answer(g, "Fight Endless Armies of Chitauri (Streets)")
    assert armies in g.players[0].victory_pile


def test_outriders_may_ko_from_discard():
    g = saga(villains=["Children of Thanos"], discard=["Wound"], attack=4)
    put(g, "Outriders", "city:Sewers")
    not_endgame(g)
    answer(g, "Fight Outriders (Sewers)")
    answer(g, "Wound")
    assert "Wound" in names(g, g.ko_pile)


def test_outrider_dropship_brings_a_villain_back_from_a_victory_pile():
    g = saga(villains=["Children of Thanos"])
    put(g, "Outriders", "victory_pile", player=1)  # 3 VP
    put(g, "Proxima Midnight", "victory_pile", player=0)  # 5 VP: not eligible
    reveal_next_turn(g, "Outrider Dropship")
    assert names(g, [o.card for o in g.city[:2] if o is not None]) == ["Outriders", "Outrider Dropship"]
    assert not g.players[1].victory_pile


def test_corvus_glaive_a_player_may_take_the_wound_instead():
    g = saga(villains=["Children of Thanos"], deck=AGENTS)
    put(g, "Bystander", "victory_pile", player=1)
    endgame(g)
    reveal_next_turn(g, "Corvus Glaive")
    answer(g, *[])
    assert wounds(g, 1) == 1 and names(g, g.players[1].victory_pile) == ["Bystander"]
