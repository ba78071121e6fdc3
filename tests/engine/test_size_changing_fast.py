"""Size-Changing's modifiers write `size_discount` out for speed (cards/ant_man_and_the_wasp/keywords.py):
at every decision of random Ant-Man games they give the same answer as the plain function, for every HQ
Hero, every enemy in the city (fighting or not) and the Mastermind."""

from __future__ import annotations

from legendary_desktop.bots import RandomBot
from legendary_desktop.cards.ant_man_and_the_wasp import keywords
from legendary_desktop.engine.game import Game
from legendary_desktop.setup.randomizer import random_setup


def _plain(g: Game, card: int, fighting: bool = True) -> tuple[str, int] | None:
    n = keywords.size_discount(g, card) if fighting else 0
    return ("Size-Changing", -n) if n else None


def test_the_written_out_size_changing_gives_the_plain_answer() -> None:
    asked = discounted = 0
    for seed in range(6):
        fixed: dict[str, object] = {"heroes": ["Ant-Man", "Wasp", "Cassie Lang", "Jentorra", "Janet van Dyne"]}
        if seed % 2:
            fixed["mastermind"] = "Darren Cross"  # he can give any HQ Hero Size-Changing
        setup = random_setup(3, seed, sets=["core", "ant-man-and-the-wasp"], epic="random", **fixed)  # type: ignore[arg-type]
        g = Game(setup, seed)
        bot = RandomBot(seed)
        while g.pending is not None:
            for h in g.hq:
                if h is not None:
                    found = keywords._size_cost(g, h)
                    assert found == _plain(g, h)
                    asked += 1
                    discounted += found is not None
            for space, occ in enumerate(g.city):
                if occ is not None:
                    for fighting in (True, False):
                        assert keywords._size_attack(g, occ.card, space, fighting) == _plain(g, occ.card, fighting)
            assert keywords._size_attack(g, g.mastermind_card, None, True) == _plain(g, g.mastermind_card)
            g.decide(bot.answer(g.pending))
    assert asked and discounted  # the games did reach discounts
