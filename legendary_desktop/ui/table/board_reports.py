"""What an item on the table reports to the scene it lies on.

Cards, piles and the other board items never act on the game: a click, a hover or a right-click is reported
to their scene through `Board`, which `board_scene.BoardScene` implements (and turns into its signals). The
items import this protocol, not the scene, so the scene can import the items without a circle.
"""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from PySide6.QtWidgets import QGraphicsItem


@runtime_checkable
class Board(Protocol):
    """The scene as its items see it."""

    def card_clicked(self, card_id: int) -> None:
        """A card was clicked (left button)."""

    def pile_clicked(self, name: str) -> None:
        """A pile was clicked: "ko", "escape", "discard", "played", "victory:<player>", ..."""

    def pile_browsed(self, name: str) -> None:
        """A pile's title was clicked: show what lies in it."""

    def card_hovered(self, card_id: int) -> None:
        """The pointer is over a face-up card (or a card a mark stands for)."""

    def card_inspected(self, card_id: int) -> None:
        """A face-up card was right-clicked."""

    def overlay_action(self, card: int, action: str) -> None:
        """A button of the overlay: "top", "bottom", "left", "right", "more", "less"."""


def board_of(item: QGraphicsItem) -> Board | None:
    """The board `item` lies on, if it lies on one."""
    scene = item.scene()
    return scene if isinstance(scene, Board) else None
