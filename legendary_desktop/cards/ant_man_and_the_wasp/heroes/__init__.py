"""Ant-Man and the Wasp Heroes, one module per Hero (6 cards, 14 copies each)."""

from legendary_desktop.cards.ant_man_and_the_wasp.heroes import (  # noqa: F401
    ant_army,
    ant_man,
    cassie_lang,
    freedom_fighters,
    janet_van_dyne,
    jentorra,
    scott_lang,
    wasp,
)
