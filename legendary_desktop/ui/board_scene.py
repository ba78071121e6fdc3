"""The table: a QGraphicsScene laid out like the printed Legendary board.

The scene keeps a card-id → item map. `sync` reads the game (never changing it), works out
where every visible card should be and how it should look, and touches only the items whose
place, face or state changed. Clicks come back out as card ids (`cardChosen`) or pile names.

Layout (columns of one card plus a gap):

    Scheme | Mastermind | Escaped | Bridge Streets Rooftops Bank Sewers | Villain Deck
    Bystanders | Wounds | Officers | HQ × 5                             | Hero Deck | KO
    turn, Recruit/Attack, players   | cards played this turn (+ choices) | Deck
                                    | the deciding player's hand         | Discard
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from legendary_desktop.engine import city as engine_city
from legendary_desktop.engine.decision import ACTION, Decision
from legendary_desktop.engine.game import Game
from legendary_desktop.engine.scoring import victory_points
from legendary_desktop.engine.table import CITY_NAMES
from legendary_desktop.ui.board_items import PillItem, PlaqueItem, SlotItem, TotalsItem
from legendary_desktop.ui.card_faces import CARD_H, CARD_W
from legendary_desktop.ui.card_item import BLOCKED, DIMMED, NORMAL, OPTION, SELECTED, CardItem, PileItem

GAP = 16.0
COL = CARD_W + GAP
MARGIN = 24.0
LABEL = 28.0
INFO = 54.0  # room for two info pills under a card
ROW_A = MARGIN + LABEL
ROW_B = ROW_A + CARD_H + INFO + LABEL
ROW_C = ROW_B + CARD_H + INFO + LABEL
ROW_D = ROW_C + CARD_H + 14 + LABEL
SCENE_W = 2 * MARGIN + 10 * COL - GAP
SCENE_H = ROW_D + CARD_H + MARGIN
CITY_COLUMN = {space: 7 - space for space in range(5)}  # Sewers next to the Villain Deck, Bridge by the Escape pile


def col_x(column: float) -> float:
    return MARGIN + column * COL


def spread(n: int, left: float, right: float) -> list[float]:
    """x positions for n cards between left and right, overlapping evenly when they do not fit."""
    if n == 0:
        return []
    width = right - left
    step = COL if n * COL - GAP <= width else (width - CARD_W) / max(1, n - 1)
    return [left + i * step for i in range(n)]


@dataclass
class Interaction:
    """How the pending decision shows on the table: what may be clicked, what is picked, what is blocked."""

    options: dict[int, str] = field(default_factory=dict)  # card id -> option label
    selected: set[int] = field(default_factory=set)
    blocked: dict[int, str] = field(default_factory=dict)  # card id -> why it can't be used now
    dim_others: bool = False
    piles_clickable: bool = False  # ACTION: a pile whose top card is an option (the Officer stack)


@dataclass(frozen=True)
class Place:
    x: float
    y: float
    z: float
    face_up: bool


class BoardScene(QGraphicsScene):
    """The game table. Read-only towards the game; emits what the player clicked."""

    cardChosen = Signal(int)  # a clickable card (or pile top) was clicked
    pileBrowse = Signal(str)  # "ko", "escape", "discard", "victory:<player>"
    cardHovered = Signal(int)
    cardInspected = Signal(int)
    clickRefused = Signal(int)  # a card that is not an option was clicked (nothing happens)

    def __init__(self) -> None:
        super().__init__()
        self.setSceneRect(QRectF(0, 0, SCENE_W, SCENE_H))
        self.setBackgroundBrush(self._felt())
        self.items_by_id: dict[int, CardItem] = {}
        self.piles: dict[str, PileItem] = {}
        self.pills: dict[str, PillItem] = {}
        self.plaques: list[PlaqueItem] = []
        self.places: dict[int, Place] = {}
        self.interaction = Interaction()
        self.hand_owner: int | None = None
        self.revealed: int | None = None
        self.focus_index = -1
        self.updates = 0  # items touched by the last sync (for tests and measurements)
        self._build_board()

    # ------------------------------------------------------------ the printed board
    @staticmethod
    def _felt() -> QBrush:
        grad = QRadialGradient(SCENE_W / 2, SCENE_H / 2, SCENE_W * 0.7)
        grad.setColorAt(0, QColor("#24533a"))
        grad.setColorAt(1, QColor("#0f2a1c"))
        return QBrush(grad)

    def _slot(self, column: float, top: float, title: str, tint: str = "#ffffff") -> QRectF:
        rect = QRectF(col_x(column) - 4, top - 4, CARD_W + 8, CARD_H + 8)
        self.addItem(SlotItem(rect, title, tint))
        return rect

    def _pile(self, name: str, title: str, column: float, top: float, tint: str = "#ffffff") -> PileItem:
        self._slot(column, top, title, tint)
        pile = PileItem(name, title)
        pile.setPos(col_x(column), top)
        pile.setZValue(5)
        self.addItem(pile)
        self.piles[name] = pile
        return pile

    def _pill(self, name: str, x: float, y: float, width: float = CARD_W + 12, height: float = 22,
              px: float = 13, centred: bool = True) -> PillItem:
        pill = PillItem(width, height, px, centred)
        pill.setPos(x, y)
        self.addItem(pill)
        self.pills[name] = pill
        return pill

    def _under(self, name: str, column: float, top: float, line: int) -> PillItem:
        return self._pill(name, col_x(column) - 6, top + CARD_H + 5 + line * 25)

    def _build_board(self) -> None:
        self._slot(0, ROW_A, "Scheme", "#7fd1d1")
        self._under("scheme.twists", 0, ROW_A, 0)
        self._under("scheme.progress", 0, ROW_A, 1)
        self._slot(1, ROW_A, "Mastermind", "#ff8a8a")
        self._under("mastermind.attack", 1, ROW_A, 0)
        self._under("mastermind.info", 1, ROW_A, 1)
        self._pile("escape", "Escaped Villains", 2, ROW_A, "#ff8a8a").browsable = True
        self._under("escape.info", 2, ROW_A, 0)
        for space, name in enumerate(CITY_NAMES):
            column = CITY_COLUMN[space]
            self._slot(column, ROW_A, name, "#c9a0ff")
            self._under(f"city{space}.attack", column, ROW_A, 0)
            self._under(f"city{space}.bystanders", column, ROW_A, 1)
        self._pile("villain_deck", "Villain Deck", 8, ROW_A, "#c9a0ff")
        self._pile("bystanders", "Bystanders", 0, ROW_B, "#9ad0ff")
        self._pile("wounds", "Wounds", 1, ROW_B, "#ff9a9a")
        self._pile("officers", "Officers", 2, ROW_B, "#9ab8ff")
        self._under("officers.cost", 2, ROW_B, 0)
        for i in range(5):
            self._slot(3 + i, ROW_B, f"HQ {i + 1}", "#ffe08a")
            self._under(f"hq{i}.cost", 3 + i, ROW_B, 0)
        self._pile("hero_deck", "Hero Deck", 8, ROW_B, "#ffe08a")
        self._pile("ko", "KO Pile", 9, ROW_B, "#bbbbbb").browsable = True
        self._under("ko.info", 9, ROW_B, 0)
        self._under("villain_deck.info", 8, ROW_A, 0)
        self._under("hero_deck.info", 8, ROW_B, 0)
        # the player's area
        wide = col_x(9) - GAP - col_x(3)
        self.played_slot = SlotItem(QRectF(col_x(3) - 4, ROW_C - 4, wide + 8, CARD_H + 8), "Played this turn")
        self.addItem(self.played_slot)
        self.hand_slot = SlotItem(QRectF(col_x(3) - 4, ROW_D - 4, wide + 8, CARD_H + 8), "Hand")
        self.addItem(self.hand_slot)
        self.tray_slot = SlotItem(QRectF(), "Choose from these cards", "#ffd54a")
        self.tray_slot.setZValue(-5)
        self.tray_slot.setVisible(False)
        self.addItem(self.tray_slot)
        self._pile("deck", "Deck", 9, ROW_C)
        self._pile("discard", "Discard pile", 9, ROW_D).browsable = True
        left_w = 3 * COL - GAP
        self._pill("turn", col_x(0), ROW_C - LABEL, left_w, 30, 17)
        self.totals = TotalsItem(left_w)
        self.totals.setPos(col_x(0), ROW_C + 6)
        self.addItem(self.totals)
        self._pill("status", col_x(0), ROW_C + 82, left_w, 24, 13)

    # --------------------------------------------------------------------- sync
    def item_for(self, g: Game, card_id: int) -> CardItem:
        item = self.items_by_id.get(card_id)
        if item is None:
            item = CardItem(card_id, g.cards[card_id])
            item.setVisible(False)
            self.addItem(item)
            self.items_by_id[card_id] = item
        return item

    def set_interaction(self, interaction: Interaction) -> None:
        self.interaction = interaction

    def reset(self) -> None:
        """Forget the previous game's cards."""
        for item in self.items_by_id.values():
            self.removeItem(item)
        self.items_by_id.clear()
        self.places.clear()
        for plaque in self.plaques:
            self.removeItem(plaque)
        self.plaques.clear()
        self.focus_index = -1

    def sync(self, g: Game, revealed: int | None) -> None:
        """Bring the table in line with the game. `revealed` is the player whose hand may be shown face up."""
        self.revealed = revealed
        self.updates = 0
        d = g.pending
        places: dict[int, Place] = {}
        # villains, mastermind, scheme, HQ
        places[g.scheme_card] = Place(col_x(0), ROW_A, 10, True)
        places[g.mastermind_card] = Place(col_x(1), ROW_A, 10, True)
        for space, occ in enumerate(g.city):
            if occ is not None:
                places[occ.card] = Place(col_x(CITY_COLUMN[space]), ROW_A, 10, True)
        for i, card in enumerate(g.hq):
            if card is not None:
                places[card] = Place(col_x(3 + i), ROW_B, 10, True)
        # the active player's played cards and the deciding player's hand
        hand_owner = d.player if d is not None else g.turn.player
        self.hand_owner = hand_owner
        hand_up = revealed == hand_owner
        tray = self._tray_cards(g, d, places, hand_owner) if hand_up else []
        played = list(g.turn.played)
        right = col_x(9) - GAP
        played_right = right if not tray else max(col_x(3) + CARD_W, right - len(tray) * COL - GAP)
        if tray:
            played_right = min(played_right, col_x(3) + max(CARD_W, min(len(played), 3) * COL - GAP))
        for i, x in enumerate(spread(len(played), col_x(3), played_right)):
            places[played[i]] = Place(x, ROW_C, 20 + i, True)
        hand = g.players[hand_owner].hand
        for i, x in enumerate(spread(len(hand), col_x(3), right)):
            places[hand[i]] = Place(x, ROW_D, 20 + i, hand_up)
        self._place_tray(tray, places, played_right)
        self._apply_places(g, places)
        self._sync_piles(g, d, hand_owner)
        self._sync_text(g, d, hand_owner)
        self._apply_states()

    def _tray_cards(self, g: Game, d: Decision | None, places: dict[int, Place], owner: int) -> list[int]:
        """Option cards that are not otherwise face up on the table (in a discard pile, a deck, limbo...)."""
        if d is None or d.kind == ACTION:
            return []
        on_table = set(places) | set(g.turn.played) | set(g.players[owner].hand)
        return [o.card for o in d.options if o.card is not None and o.card not in on_table]

    def _place_tray(self, tray: list[int], places: dict[int, Place], played_right: float) -> None:
        if not tray:
            self.tray_slot.setVisible(False)
            return
        left = played_right + GAP + 8
        right = col_x(9) - GAP
        for i, x in enumerate(spread(len(tray), left, right)):
            places[tray[i]] = Place(x, ROW_C, 40 + i, True)
        self.tray_slot.prepareGeometryChange()
        self.tray_slot.rect = QRectF(left - 6, ROW_C - 6, right - left + 12, CARD_H + 12)
        self.tray_slot.setVisible(True)
        self.tray_slot.update()

    def _apply_places(self, g: Game, places: dict[int, Place]) -> None:
        for card_id, place in places.items():
            item = self.item_for(g, card_id)
            if self.places.get(card_id) != place or not item.isVisible():
                item.setPos(place.x, place.y)
                item.setZValue(place.z)
                item.set_face_up(place.face_up)
                item.setVisible(True)
                self.updates += 1
        for card_id in self.places.keys() - places.keys():
            item = self.items_by_id[card_id]
            item.setVisible(False)
            self.updates += 1
        self.places = places

    def _sync_piles(self, g: Game, d: Decision | None, owner: int) -> None:
        p = g.players[owner]

        def top(cards: list[int]) -> int | None:
            return cards[-1] if cards else None

        content: dict[str, tuple[list[int], bool]] = {
            "escape": (g.escape_pile, True),
            "villain_deck": (g.villain_deck, False),
            "bystanders": (g.bystander_stack, True),
            "wounds": (g.wound_stack, True),
            "officers": (g.officer_stack, True),
            "hero_deck": (g.hero_deck, False),
            "ko": (g.ko_pile, True),
            "deck": (p.deck, False),
            "discard": (p.discard, True),
        }
        for name, (cards, face_up) in content.items():
            t = top(cards)
            self.piles[name].set_content(len(cards), t, g.cards[t] if t is not None else None, face_up)
        self.piles["deck"].title = f"{p.name}'s deck"
        self.piles["discard"].title = f"{p.name}'s discard"

    def _sync_text(self, g: Game, d: Decision | None, owner: int) -> None:
        pills = self.pills
        scheme_progress = g.scheme.evil_wins_progress(g) if g.scheme.evil_wins_progress else None
        pills["scheme.twists"].set_text(f"Twists: {g.twists_played}" + (
            f" · {len(g.beside_scheme)} beside" if g.beside_scheme else ""), "#c0103c3c")
        pills["scheme.progress"].set_text(f"Evil: {scheme_progress}" if scheme_progress else "", "#c0602020")
        pills["mastermind.attack"].set_text(f"Attack {engine_city.mastermind_attack(g)}", "#e0a01818")
        tactics = len(g.tactics)
        info = f"{tactics} Tactic{'s' if tactics != 1 else ''}"
        if g.mastermind_bystanders:
            info += f" · {len(g.mastermind_bystanders)} Bystander{'s' if len(g.mastermind_bystanders) > 1 else ''}"
        pills["mastermind.info"].set_text(info)
        for space, occ in enumerate(g.city):
            if occ is None:
                pills[f"city{space}.attack"].set_text("")
                pills[f"city{space}.bystanders"].set_text("")
                continue
            label = g.villain_name(occ.card)
            shown = f"{label}: " if label != g.cards[occ.card].name else ""  # a Killbot, a Skrull Hero
            pills[f"city{space}.attack"].set_text(f"{shown}Attack {engine_city.villain_attack(g, space)}",
                                                  "#e0a01818")
            n = len(occ.bystanders)
            extra = f"{n} Bystander{'s' if n > 1 else ''}" if n else ""
            if occ.under:
                extra = (extra + " · " if extra else "") + f"{len(occ.under)} under"
            pills[f"city{space}.bystanders"].set_text(extra, "#c01e4766")
        for i, card in enumerate(g.hq):
            pills[f"hq{i}.cost"].set_text(f"Cost {g.cards[card].cost}" if card is not None else "", "#c0000000")
        pills["officers.cost"].set_text("Cost 3" if g.officer_stack else "", "#c0000000")
        escaped = sum(1 for c in g.escape_pile if g.cards[c].is_villain or g.is_villain(c))
        pills["escape.info"].set_text(f"{escaped} escaped" if g.escape_pile else "")
        pills["ko.info"].set_text("Click to look" if g.ko_pile else "")
        pills["villain_deck.info"].set_text(f"{len(g.villain_deck)} cards left", "#c0000000")
        pills["hero_deck.info"].set_text(f"{len(g.hero_deck)} cards left", "#c0000000")
        active = g.players[g.turn.player]
        pills["turn"].set_text(f"Turn {g.turn.number} · {active.name}'s turn", "#e03a2a10", "#ffd54a")
        self.totals.set_totals(g.turn.recruit, g.turn.attack)
        deciding = d.player if d is not None else None
        status = ""
        if g.over and g.outcome is not None:
            status = g.outcome.headline
        elif deciding is not None and deciding != g.turn.player:
            status = f"{g.players[deciding].name} is deciding"
        pills["status"].set_text(status, "#c0602020")
        self.played_slot.title = f"Played this turn by {active.name}"
        owner_name = g.players[owner].name
        self.hand_slot.title = f"{owner_name}'s hand" + ("" if self.revealed == owner else " (hidden)")
        self.played_slot.update()
        self.hand_slot.update()
        self._sync_plaques(g, deciding)

    def _sync_plaques(self, g: Game, deciding: int | None) -> None:
        if len(self.plaques) != len(g.players):
            for plaque in self.plaques:
                self.removeItem(plaque)
            self.plaques = []
            top = ROW_C + 112
            height = min(52.0, (ROW_D + CARD_H - top) / len(g.players) - 6)
            for i in range(len(g.players)):
                plaque = PlaqueItem(i, 3 * COL - GAP, height)
                plaque.setPos(col_x(0), top + i * (height + 6))
                self.addItem(plaque)
                self.plaques.append(plaque)
        for plaque, p in zip(self.plaques, g.players, strict=True):
            counts = (f"Hand {len(p.hand)} · Deck {len(p.deck)} · Discard {len(p.discard)}"
                      f" · Victory Pile {len(p.victory_pile)}")
            plaque.set_info(p.name, victory_points(g, p.index), counts, p.index == g.turn.player,
                            p.index == deciding)

    def _apply_states(self) -> None:
        it = self.interaction
        for card_id, item in self.items_by_id.items():
            if not item.isVisible():
                continue
            tooltip = ""
            if not item.face_up:
                state = NORMAL
            elif card_id in it.selected:
                state = SELECTED
            elif card_id in it.options:
                state = OPTION
            elif card_id in it.blocked:
                state, tooltip = BLOCKED, it.blocked[card_id]
            elif it.dim_others:
                state = DIMMED
            else:
                state = NORMAL
            if state != item.state:
                self.updates += 1
            item.set_state(state, tooltip)
        for pile in self.piles.values():
            state = NORMAL
            if it.piles_clickable and pile.top_id is not None and pile.top_id in it.options:
                state = OPTION
            elif it.dim_others and pile.count:
                state = DIMMED
            pile.set_state(state, "Click to look through this pile" if pile.browsable else "")
        self._clamp_focus()

    # -------------------------------------------------------------------- input
    def card_clicked(self, card_id: int) -> None:
        item = self.items_by_id.get(card_id)
        if item is not None and item.clickable:
            self.cardChosen.emit(card_id)
        else:
            self.clickRefused.emit(card_id)

    def pile_clicked(self, name: str) -> None:
        pile = self.piles.get(name)
        if pile is not None and pile.clickable and pile.top_id is not None:
            self.cardChosen.emit(pile.top_id)
        elif name.startswith("victory:") or (pile is not None and pile.browsable and pile.count):
            self.pileBrowse.emit(name)

    # ------------------------------------------------------------------ keyboard
    def clickables(self) -> list[QGraphicsItem]:
        """Every item that answers the decision when clicked, in reading order."""
        found: list[QGraphicsItem] = [i for i in self.items_by_id.values() if i.isVisible() and i.clickable]
        found += [p for p in self.piles.values() if p.clickable]
        found.sort(key=lambda i: (round(i.y()), i.x()))
        return found

    def _clamp_focus(self) -> None:
        targets = self.clickables()
        for item in self.items_by_id.values():
            item.set_focused(False)
        for pile in self.piles.values():
            pile.set_focused(False)
        if self.focus_index >= len(targets):
            self.focus_index = -1
        if 0 <= self.focus_index < len(targets):
            target = targets[self.focus_index]
            if isinstance(target, (CardItem, PileItem)):
                target.set_focused(True)

    def focus_next(self, step: int = 1) -> QGraphicsItem | None:
        targets = self.clickables()
        if not targets:
            self.focus_index = -1
            self._clamp_focus()
            return None
        self.focus_index = (self.focus_index + step) % len(targets) if self.focus_index >= 0 else (
            0 if step > 0 else len(targets) - 1)
        self._clamp_focus()
        return targets[self.focus_index]

    def activate_focus(self) -> bool:
        targets = self.clickables()
        if not 0 <= self.focus_index < len(targets):
            return False
        target = targets[self.focus_index]
        if isinstance(target, CardItem):
            self.card_clicked(target.card_id)
        elif isinstance(target, PileItem):
            self.pile_clicked(target.name)
        return True

    def focused_card(self) -> int | None:
        targets = self.clickables()
        if 0 <= self.focus_index < len(targets):
            target = targets[self.focus_index]
            if isinstance(target, CardItem):
                return target.card_id
            if isinstance(target, PileItem):
                return target.top_id
        return None

