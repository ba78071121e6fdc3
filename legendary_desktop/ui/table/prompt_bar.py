"""The prompt bar under the table: the pending decision in words and the buttons that answer it."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPoint, QRect, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QLayout,
    QLayoutItem,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from legendary_desktop.ui.shorten import ELLIPSIS, shorten, words_fit

MAX_BUTTON_W = 340  # a long answer is shortened at a word (its whole text is in the tooltip): no button is wider
#: From this many answers the buttons are compact (low, close together) and take most of the bar's width,
#: so that they fit the bar's usual height and the table above keeps its size
COMPACT_FROM = 4
COMPACT_STYLE = "padding: 2px 10px; font-size: 13px; border-radius: 6px;"


class FlowLayout(QLayout):
    """Lays its widgets out left to right and wraps onto more lines: its minimum width is one widget's."""

    def __init__(self, parent: QWidget | None = None, spacing: int = 8) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        #: a height its lines should fit in (0: none): its size hint is then as narrow as that allows
        self.fit_height = 0
        self._spacing = spacing

    def set_spacing(self, spacing: int) -> None:
        self._spacing = spacing
        self.invalidate()

    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt override)
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802 (Qt override)
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802 (Qt override)
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt override)
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt override)
        return self._arrange(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802 (Qt override)
        super().setGeometry(rect)
        self._arrange(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        width = max(0, sum(i.sizeHint().width() + self._spacing for i in self._visible()) - self._spacing)
        height = max((i.sizeHint().height() for i in self._visible()), default=0)
        if self.fit_height and width:  # the narrowest width at which its lines fit that height
            low = max(i.sizeHint().width() for i in self._visible())
            while low < width:
                mid = (low + width) // 2
                if self.heightForWidth(mid) <= self.fit_height:
                    width = mid
                else:
                    low = mid + 1
            height = self.heightForWidth(width)
        return QSize(width, height)

    def minimumSize(self) -> QSize:  # noqa: N802 (Qt override)
        size = QSize()
        for item in self._visible():
            size = size.expandedTo(item.minimumSize())
        return size

    def _visible(self) -> list[QLayoutItem]:
        parent = self.parentWidget()
        out = []
        for item in self._items:
            widget = item.widget()
            if widget is None or parent is None or widget.isVisibleTo(parent):
                out.append(item)
        return out

    def _arrange(self, rect: QRect, move: bool) -> int:
        x, y, line_h = rect.x(), rect.y(), 0
        for item in self._visible():
            hint = item.sizeHint()
            w = min(hint.width(), rect.width())
            if x > rect.x() and x + w > rect.right() + 1:
                x, y, line_h = rect.x(), y + line_h + self._spacing, 0
            if move:
                item.setGeometry(QRect(QPoint(x, y), QSize(w, hint.height())))
            x += w + self._spacing
            line_h = max(line_h, hint.height())
        return y + line_h - rect.y()


class ElidingButton(QPushButton):
    """A button for a long answer: on one line when it fits the width it is given, else on two lines of
    whole words (the key fact of "Villain Deck above the Rooftops (12 left)" is never the part left out),
    the second shortened at a word if it must (`shorten`: never inside brackets, so "the Rooftops (12…" is
    "the Rooftops…"); in a compact bar, on one line. The whole text is in its tooltip."""

    PAD = 26  # the button's frame and margins around its text

    def __init__(self, text: str) -> None:
        super().__init__()
        self.full_text = text
        self.short = ""  # its text without the words every answer of the bar starts with (`PromptBar`)
        self.lines = 2  # one when the bar is compact (many low buttons): a taller one would shrink the table
        self.setText(self._elided(MAX_BUTTON_W - 40))

    def set_lines(self, lines: int, short: str | None = None) -> None:
        if short is not None:
            self.short = short
        self.lines = lines
        shown = self._elided(min(self.width(), MAX_BUTTON_W) - self.PAD)
        if shown != self.text():
            self.setText(shown)
            self.updateGeometry()

    def _elided(self, room: int) -> str:
        metrics, room = self.fontMetrics(), max(20, room)
        if metrics.horizontalAdvance(self.full_text) <= room:
            return self.full_text.replace("&", "&&")
        text = self.full_text
        if self.short:  # what tells it from the other answers ("Rooftops (12 left)"), whole if it can be
            text = self.short
            if metrics.horizontalAdvance(text) <= room:
                return text.replace("&", "&&")
        if self.lines < 2:
            return shorten(text, metrics, room).replace("&", "&&")
        lines = words_fit(text.split(" "), metrics, room)
        if len(lines) > 2 or (len(lines) == 2 and lines[1].endswith(ELLIPSIS)):
            rest = text[len(lines[0]):].strip()
            lines = [lines[0], shorten(rest, metrics, room)]
        if lines == [ELLIPSIS] or lines[0].endswith(ELLIPSIS):  # not even its first word: one shortened line
            lines = [shorten(text, metrics, room)]
        return "\n".join(lines).replace("&", "&&")

    def shown_text(self) -> str:
        """The words shown, on one line as they read (for the checks)."""
        return self.text().replace("\n", " ").replace("&&", "&")

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override): as wide as the text needs (up to the cap)
        hint = super().sizeHint()
        words = self.fontMetrics().horizontalAdvance(self.full_text)
        return QSize(min(MAX_BUTTON_W, max(hint.width(), words + self.PAD)), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        shown = self._elided(min(self.width(), MAX_BUTTON_W) - self.PAD)
        if shown != self.text():
            lines = self.text().count("\n")
            self.setText(shown)
            if shown.count("\n") != lines:
                self.updateGeometry()  # one line or two: its height changes

    def text_fits(self) -> bool:
        """Are the words shown within the button's width (for the layout checks)?"""
        return all(self.fontMetrics().horizontalAdvance(line.replace("&&", "&")) <= self.width() - self.PAD + 2
                   for line in self.text().split("\n"))


class HintLine(QLabel):
    """The Hint's line: one line, never more, so that showing it leaves the prompt bar's height, and the table
    above it, as they were. A line longer than its room is shortened after a whole word; the whole of it, and
    the search's detail behind it, are in its tooltip."""

    def __init__(self) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.setWordWrap(False)
        # its width is the bar's to give: a long line never widens the bar (it is shortened instead)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.full_text = ""

    def set_line(self, text: str, detail: str = "") -> None:
        self.full_text = text
        self.setToolTip("\n\n".join(part for part in (text, detail) if part))
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        shown = shorten(self.full_text, self.fontMetrics(), max(20, self.width() - 4)) if self.full_text else ""
        if shown != self.text():
            self.setText(shown)


class DetailLine(QLabel):
    """The words under the question (the card it comes from, what to click): wrapped, on no more lines than
    the bar's usual height leaves under the question (`room`), so that a long one never makes the bar taller
    and the table above it smaller. What does not fit is shortened after a word (`shorten`); the whole is in
    its tooltip."""

    MARGIN = 6  # the label wraps a little before the width its words were measured in
    SLACK = 2  # the label's lines take a pixel or two more than their line spacing

    def __init__(self, room: Callable[[int], int]) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.setWordWrap(True)
        self.full_text = ""
        self._room = room  # the height it may take at a width
        self._added = ""  # what it added to its tooltip: its words, whole

    def set_words(self, text: str) -> None:
        self.full_text = text
        self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit()

    def shown_lines(self, width: int) -> list[str]:
        """The lines of its words at `width`: whole words, the last shortened after a word when there are more
        than fit its room."""
        metrics, room = self.fontMetrics(), max(20, width - self.MARGIN)
        lines = words_fit(self.full_text.split(), metrics, room) if self.full_text else []
        most = max(1, (self._room(width) - self.SLACK) // max(1, metrics.lineSpacing()))
        if len(lines) > most:
            lines = [*lines[: most - 1], shorten(" ".join(lines[most - 1:]), metrics, room)]
        return lines

    def _fit(self) -> None:
        shown = " ".join(self.shown_lines(self.width())) if self.width() > 0 else self.full_text
        tip = self.toolTip()  # the bar's own (the card's whole text), and its words whole if shortened
        if self._added and tip.endswith(self._added):
            tip = tip[: -len(self._added)]
        self._added = ""
        if shown != self.full_text and self.full_text not in tip:
            self._added = f"\n\n{self.full_text}" if tip else self.full_text
        if tip + self._added != self.toolTip():
            self.setToolTip(tip + self._added)
        if shown != self.text():
            self.setText(shown)
            self.updateGeometry()


class PromptBar(QWidget):
    """Shows who decides what; offers the buttons of the current decision.

    It knows nothing of the game: the play controller fills it and listens to its signals.
    """

    optionClicked = Signal(str)  # a CHOOSE_ONE / Heal / Decline button, by option label
    confirmClicked = Signal()
    selectAllClicked = Signal()
    selectNoneClicked = Signal()
    peekToggled = Signal(bool)
    endTurnClicked = Signal()
    endTurnConfirmed = Signal()
    endTurnCancelled = Signal()
    pauseClicked = Signal()  # pause or resume the computer players
    hintClicked = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("promptBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Minimum)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(14, 8, 14, 8)
        outer.setSpacing(12)
        texts = QVBoxLayout()
        texts.setSpacing(2)
        self.texts = texts
        self.prompt = QLabel()
        self.prompt.setTextFormat(Qt.TextFormat.PlainText)  # players' names are never markup
        self.prompt.setObjectName("promptText")
        self.prompt.setWordWrap(True)
        self.detail = DetailLine(self._detail_room)
        self.detail.setObjectName("promptDetail")
        self.hint_text = HintLine()
        self.hint_text.setObjectName("promptHint")
        self.hint_text.setVisible(False)
        texts.addWidget(self.prompt)
        texts.addWidget(self.detail)
        texts.addWidget(self.hint_text)
        outer.addLayout(texts, 5)
        self.outer = outer
        self.buttons_host = QWidget()
        self.buttons_host.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.buttons_box = FlowLayout(self.buttons_host)
        self.buttons_box.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.buttons_host, 3)
        self.option_buttons: list[QPushButton] = []
        self.confirm = QPushButton("Confirm")
        self.confirm.setObjectName("confirmButton")
        self.confirm.setToolTip("Confirm your choice (Ctrl+Enter)")
        self.confirm.setShortcut("Ctrl+Return")
        self.confirm.clicked.connect(self.confirmClicked)
        self.end_turn = QPushButton("End Turn  (E)")
        self.end_turn.setObjectName("endTurnButton")
        self.end_turn.setToolTip("End your turn: discard your hand and played cards, draw six (E)")
        self.end_turn.clicked.connect(self.endTurnClicked)
        self.end_anyway = QPushButton("End Turn Anyway")
        self.end_anyway.setObjectName("endAnywayButton")
        self.end_anyway.clicked.connect(self.endTurnConfirmed)
        self.keep_playing = QPushButton("Keep Playing")
        self.keep_playing.setObjectName("keepPlayingButton")
        self.keep_playing.clicked.connect(self.endTurnCancelled)
        self.select_all = QPushButton("Select All")
        self.select_all.setToolTip("Pick every card offered (Ctrl+A)")
        self.select_all.setShortcut("Ctrl+A")
        self.select_all.clicked.connect(self.selectAllClicked)
        self.select_none = QPushButton("Select None")
        self.select_none.clicked.connect(self.selectNoneClicked)
        self.peek = QPushButton("Look at the Table")
        self.peek.setObjectName("peekButton")
        self.peek.setCheckable(True)
        self.peek.setToolTip("Hide the cards to choose from for a moment and look at the table")
        self.peek.toggled.connect(self.peekToggled)
        self.pause = QPushButton("Pause  (Ctrl+P)")
        self.pause.setObjectName("pauseButton")
        self.pause.setToolTip("Pause the computer players, or let them play on (Ctrl+P)")
        self.pause.clicked.connect(self.pauseClicked)
        self.hint = QPushButton("Hint")
        self.hint.setObjectName("hintButton")
        self.hint.setToolTip("What would a computer player do now, and why? Nothing is played (Ctrl+H)")
        self.hint.clicked.connect(self.hintClicked)
        for button in (self.hint, self.peek, self.select_all, self.select_none, self.confirm, self.end_anyway,
                       self.keep_playing, self.end_turn, self.pause):
            button.setVisible(False)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click leaves the keyboard on the table
            button.setMinimumHeight(38)
            outer.addWidget(button)
        # Tall enough for most decisions (two lines of prompt, two of detail, a row of buttons), so the
        # table above does not change size, and lay itself out again, at every decision.
        self.setMinimumHeight(112)

    # -- filling -----------------------------------------------------------
    def clear(self) -> None:
        for button in self.option_buttons:
            button.setVisible(False)  # gone now, even before Qt deletes it
            self.buttons_box.removeWidget(button)
            button.deleteLater()
        self.option_buttons = []
        self._set_compact(False)
        self._fit_buttons()
        for button in (self.confirm, self.end_anyway, self.keep_playing, self.end_turn, self.select_all,
                       self.select_none, self.peek, self.pause, self.hint):
            button.setVisible(False)
        self.detail.set_words("")
        self.detail.setToolTip("")
        self.hint_text.set_line("")
        self.hint_text.setVisible(False)

    def set_prompt(self, text: str, detail: str = "") -> None:
        self.prompt.setText(text)
        self.detail.set_words(detail)
        self.detail.setVisible(bool(detail))

    def _detail_room(self, width: int) -> int:
        """The height the detail may take at `width`: what the bar's usual height leaves under the question
        (and the Hint's line), one line at least."""
        margins = self.outer.contentsMargins()
        usual = self.minimumHeight() - margins.top() - margins.bottom()
        spacing = self.texts.spacing()
        taken = self.prompt.heightForWidth(width) + spacing
        if self.hint_text.isVisibleTo(self):
            taken += self.hint_text.sizeHint().height() + spacing
        return max(self.detail.fontMetrics().lineSpacing(), usual - taken)

    def add_option_button(self, label: str, text: str, shortcut: str = "", about: str = "") -> QPushButton:
        """A button answering with `label`; `about`: more in its tooltip (the card an answer names: its text)."""
        button = ElidingButton(text)
        button.setProperty("optionLabel", label)
        button.setProperty("fullText", text)
        button.setMinimumHeight(26 if self.compact() else 38)
        button.setStyleSheet(COMPACT_STYLE if self.compact() else "")
        button.setMaximumWidth(MAX_BUTTON_W)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a click leaves the keyboard on the table's cards
        tip = f"{text} ({shortcut})" if shortcut else text
        button.setToolTip(f"{tip}\n\n{about}" if about else tip)
        if shortcut:
            button.setShortcut(shortcut)
        button.clicked.connect(lambda: self.optionClicked.emit(label))
        self.buttons_box.addWidget(button)
        button.setVisible(True)  # shown now, not at the next event loop turn
        self.option_buttons.append(button)
        if len(self.option_buttons) >= COMPACT_FROM:
            self._set_compact(True)
        self._shorten_alike()
        self._fit_buttons()
        return button

    def _fit_buttons(self) -> None:
        """In a compact bar the answers take no more of its width than they need to fit its usual height
        (`FlowLayout.fit_height`): the question and its detail have the rest (in a narrower column they wrap
        onto more lines than that height holds, and the bar grows and the table above it shrinks)."""
        self.buttons_host.setVisible(bool(self.option_buttons))  # none: the question has the whole width
        margins = self.outer.contentsMargins()
        room = self.minimumHeight() - margins.top() - margins.bottom() if self.compact() else 0
        if room != self.buttons_box.fit_height:
            self.buttons_box.fit_height = room
            policy = QSizePolicy.Policy.Maximum if room else QSizePolicy.Policy.Preferred
            self.buttons_host.setSizePolicy(policy, QSizePolicy.Policy.Preferred)
            self.buttons_box.invalidate()

    def _shorten_alike(self) -> None:
        """Answers that all start with the same words ("Villain Deck above the …") may each show only what
        tells it from the others when its whole text does not fit; one line each in a compact bar."""
        texts = [b.full_text.split(" ") for b in self.option_buttons if isinstance(b, ElidingButton)]
        same = 0
        if len(texts) >= 2:
            while all(len(t) > same + 1 and t[same] == texts[0][same] for t in texts) and "(" not in texts[0][same]:
                same += 1  # never into brackets: what they hold belongs to the words before them
        for button in self.option_buttons:
            if isinstance(button, ElidingButton):
                short = " ".join(button.full_text.split(" ")[same:]) if same >= 2 else ""
                if sum(ch.isalpha() for ch in short) < 4:
                    short = ""  # a bare number or letter tells too little
                button.set_lines(1 if self.compact() else 2, short)

    def _set_compact(self, on: bool) -> None:
        """Many answers: low buttons, close together, with most of the bar's width (the question wraps in
        the rest); else the usual ones."""
        if self.property("compact") == on:
            return
        self.setProperty("compact", on)
        self.outer.setStretch(0, 2 if on else 5)
        self.outer.setStretch(1, 6 if on else 3)
        self.buttons_box.set_spacing(4 if on else 8)
        for button in self.option_buttons:
            button.setMinimumHeight(26 if on else 38)
            button.setStyleSheet(COMPACT_STYLE if on else "")
            if isinstance(button, ElidingButton):
                button.set_lines(1 if on else 2)

    def compact(self) -> bool:
        return bool(self.property("compact"))

    def show_confirm(self, enabled: bool, text: str = "Confirm") -> None:
        self.confirm.setText(text)
        self.confirm.setShortcut("Ctrl+Return")  # setText took it away (it sets the text's mnemonic)
        self.confirm.setVisible(True)
        self.confirm.setEnabled(enabled)

    def show_selection(self, enabled_all: bool, enabled_none: bool) -> None:
        """Select All / Select None for a choice of any number of cards."""
        for button, enabled in ((self.select_all, enabled_all), (self.select_none, enabled_none)):
            button.setVisible(True)
            button.setEnabled(enabled)

    def show_peek(self, looking: bool) -> None:
        self.peek.blockSignals(True)
        self.peek.setChecked(looking)
        self.peek.blockSignals(False)
        self.peek.setText("Back to the Choice" if looking else "Look at the Table")
        self.peek.setVisible(True)

    def show_pause(self, paused: bool) -> None:
        """The button that pauses the computer players, or resumes them (the state it shows is the game's)."""
        self.pause.setText("Resume  (Ctrl+P)" if paused else "Pause  (Ctrl+P)")
        if self.pause.property("paused") != paused:
            self.pause.setProperty("paused", paused)
            style = self.pause.style()
            style.unpolish(self.pause)  # the colour follows the property
            style.polish(self.pause)
        self.pause.setVisible(True)

    def show_hint(self, text: str = "", detail: str = "") -> None:
        """The Hint button, and the hint's one line once it is known (`detail`: more in its tooltip)."""
        self.hint.setVisible(True)
        self.hint_text.set_line(text, detail)
        self.hint_text.setVisible(bool(text))

    def show_end_turn(self, confirming: bool) -> None:
        self.end_turn.setVisible(not confirming)
        self.end_anyway.setVisible(confirming)
        self.keep_playing.setVisible(confirming)
