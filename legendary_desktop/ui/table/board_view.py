"""The view onto the table: fits the whole board to the window, zooms with Ctrl+wheel, keys for cards."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent, QTransform, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from legendary_desktop.ui.table.board_scene import BoardScene

MIN_ZOOM = 1.0
MAX_ZOOM = 4.0


class BoardView(QGraphicsView):
    """Shows the whole table at the window's size (the scene lays itself out for it); zoom magnifies
    that, around the pointer (1 = the whole table)."""

    inspectFocused = Signal()

    def __init__(self, scene: BoardScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.board = scene
        self.zoom = 1.0
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setBackgroundBrush(scene.backgroundBrush())
        self.setMinimumSize(320, 200)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)

    def fit(self, anchor: QPoint | None = None) -> None:
        """Lay the table out for the view's size, then apply the zoom (keeping `anchor` still)."""
        view = self.viewport().rect()
        if view.isEmpty():
            return
        if self.zoom == 1.0:
            self.board.set_view_size(view.width(), view.height())
        before = self.mapToScene(anchor) if anchor is not None else None
        self.setTransform(QTransform.fromScale(self.zoom, self.zoom))
        if before is not None and anchor is not None:
            after = self.mapToScene(anchor)
            delta = (after - before) * self.zoom
            self.horizontalScrollBar().setValue(self.horizontalScrollBar().value() - round(delta.x()))
            self.verticalScrollBar().setValue(self.verticalScrollBar().value() - round(delta.y()))
        elif self.zoom == 1.0:
            self.centerOn(self.board.sceneRect().center())

    def scale_factor(self) -> float:
        return self.transform().m11()

    def set_zoom(self, zoom: float, anchor: QPoint | None = None) -> None:
        self.zoom = max(MIN_ZOOM, min(MAX_ZOOM, zoom))
        self.fit(anchor)

    def zoom_in(self) -> None:
        self.set_zoom(self.zoom * 1.25)

    def zoom_out(self) -> None:
        self.set_zoom(self.zoom / 1.25)

    def zoom_reset(self) -> None:
        self.set_zoom(1.0)

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self.fit()

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            anchor = event.position().toPoint()
            if event.angleDelta().y() > 0:
                self.set_zoom(self.zoom * 1.25, anchor)
            elif event.angleDelta().y() < 0:
                self.set_zoom(self.zoom / 1.25, anchor)
            event.accept()
        else:
            super().wheelEvent(event)

    def event(self, event: QEvent) -> bool:
        # Tab moves between the cards that may be clicked, not between widgets.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent):
            if event.key() == Qt.Key.Key_Tab:
                self._focus(1)
                return True
            if event.key() == Qt.Key.Key_Backtab:
                self._focus(-1)
                return True
        return super().event(event)

    def _overlay_key(self, event: QKeyEvent) -> bool:
        """Arrows walk the cards to click; putting cards in order, Shift+arrows move the focused one, T and B
        send it to the top or the bottom, Enter confirms; on copies shown as one, − and + change the count."""
        key, board = event.key(), self.board
        card = board.focused_card()
        moving = event.modifiers() & (Qt.KeyboardModifier.ShiftModifier | Qt.KeyboardModifier.ControlModifier)
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            step = -1 if key == Qt.Key.Key_Left else 1
            if moving and board.arranging() and card is not None:
                board.overlay_action(card, "left" if step < 0 else "right")
            else:
                self._focus(step)
            return True
        if board.arranging():
            if key in (Qt.Key.Key_T, Qt.Key.Key_Up, Qt.Key.Key_B, Qt.Key.Key_Down) and card is not None:
                board.overlay_action(card, "top" if key in (Qt.Key.Key_T, Qt.Key.Key_Up) else "bottom")
                return True
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and not moving:
                board.confirmRequested.emit()
                return True
        if board.counted(card) and key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal, Qt.Key.Key_Minus):
            assert card is not None
            board.overlay_action(card, "less" if key == Qt.Key.Key_Minus else "more")
            return True
        return False

    def _focus(self, step: int) -> None:
        item = self.board.focus_next(step)
        if item is not None and self.zoom > 1.0:
            self.ensureVisible(item)
        card = self.board.focused_card()
        if card is not None and getattr(item, "face_up", False):  # the Card panel follows the keyboard
            self.board.cardHovered.emit(card)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        key = event.key()
        if self._overlay_key(event):
            event.accept()
            return
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space) and self.board.activate_focus():
            event.accept()
            return
        if key == Qt.Key.Key_I:
            self.inspectFocused.emit()
            event.accept()
            return
        super().keyPressEvent(event)
