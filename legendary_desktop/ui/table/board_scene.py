"""The table: a QGraphicsScene laid out like the printed Legendary board, at the window's size.

The scene draws one seat's table (engine/table_view.py: the places and their cards as that seat's view
has them, with what the table says beside them), never a `Game`: a local table, the Replay Viewer and
an online table all hand it the same model, so none can draw a card its seat was not shown.

The scene is laid out in the view's own pixels (`set_view_size`): the card size is the largest
that fits, and every text is sized in real pixels (never below `MIN_TEXT_PX`). The layout comes
from `table_layout.lay_out`, fed with rows built from the table (the city's spaces and names, the
HQ's spaces), never from constants:

    Scheme | Mastermind | Escaped | the city, Bridge … Sewers | Villain Deck | Evil Wins meter
    Bystanders | Wounds | Officers | HQ × n                   | Hero Deck | KO
    turn, Recruit/Attack, players  | cards played this turn             | Deck
                                   | the deciding player's hand         | Discard

The scene keeps a card-id → item map. `sync` reads the table, works out
where every visible card should be and how it should look, and touches only the items whose
place, face or state changed. Cards to choose from (a decision that is not the main phase) are
shown once each, in their own layer above the table (the choice overlay). Clicks come back out
as card ids (`cardChosen`) or pile names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from legendary_desktop.engine import status as engine_status
from legendary_desktop.engine import table_facts
from legendary_desktop.engine.card import CardDef
from legendary_desktop.engine.decision import ACTION, CHOOSE_CARDS, TOP_BOTTOM, Decision
from legendary_desktop.engine.table_view import Pile, Table, Waiting
from legendary_desktop.ui.table.board_items import (
    BANNER,
    OVERLAY,
    TOKEN_COLOUR,
    BackdropItem,
    BannerItem,
    BoardItem,
    DeckGapItem,
    InfoStrip,
    LabelItem,
    MeterItem,
    OverlayButton,
    PillItem,
    PlaqueItem,
    SlotItem,
    StatusBox,
    TotalsItem,
)
from legendary_desktop.ui.table.card_faces import MIN_TEXT_PX, NUMBER, TILE_RATIO, Now
from legendary_desktop.ui.table.card_item import (
    BLOCKED,
    DIMMED,
    NEWS_COLOUR,
    NORMAL,
    OPTION,
    SELECTED,
    CardItem,
    Mark,
    PileItem,
    TableItem,
)
from legendary_desktop.ui.table.table_layout import (
    CARD_RATIO,
    Geometry,
    Row,
    Zone,
    fit_cards,
    grid_for,
    lay_out,
)

DEFAULT_SIZE = (1280.0, 640.0)
#: Cards a Villain in an area not in play holds: their count on its tile
HELD_COLOUR = "#9ad0ff"
#: The spaces of an area not in play (a Scheme's other time): its city and HQ tints, dimmed.
INACTIVE_CITY_TINT = "#5e4f78"
INACTIVE_HQ_TINT = "#7a6d3e"
#: A pile of cards a card holds (Hidden Witnesses, Siphons): its name and count on the card
PILE_COLOUR = "#c9d6ff"
#: A card playing a role (a Bystander as a Smuggler Villain): the role's name on the card
ROLE_COLOUR = "#ff9e9e"
#: each kind of mark the table's facts name, by its colour
MARK_COLOURS = {table_facts.AMBUSH: NEWS_COLOUR, table_facts.TOKEN: TOKEN_COLOUR, table_facts.ROLE: ROLE_COLOUR,
                table_facts.PILE: PILE_COLOUR, table_facts.HELD: HELD_COLOUR}


#: Several Villain Decks (Five Families of Crime): a row of low piles, each above the city space it feeds,
#: named where the row begins
VILLAIN_DECKS = "decks.label"
VILLAIN_DECKS_TITLE = "Villain Decks, one above each space"
#: The height of that row's piles / their width
DECK_ROW_RATIO = 0.4


def deck_name(k: int) -> str:
    """The pile name of the k-th Villain Deck."""
    return "villain_deck" if k == 0 else f"villain_deck{k}"


def inactive_title(area_name: str) -> str:
    """The label at the start of an area's row that is not in play now."""
    return f"{area_name} (not in play)"


@dataclass
class Interaction:
    """How the pending decision shows on the table: what may be clicked, what is picked, what is blocked."""

    options: dict[int, str] = field(default_factory=dict)  # card id -> option label
    selected: set[int] = field(default_factory=set)
    blocked: dict[int, str] = field(default_factory=dict)  # card id -> why it can't be used now
    dim_others: bool = False
    piles_clickable: bool = False  # ACTION: a pile whose top card is an option (the Officer stack)
    overlay: list[int] = field(default_factory=list)  # cards to choose from, in the choice overlay
    overlay_title: str = ""
    overlay_captions: dict[int, str] = field(default_factory=dict)  # where an option is, when it matters
    # copies shown as one face (engine/copies.py): the face shown -> (copies chosen, copies); − / + when several
    overlay_counts: dict[int, tuple[int, int]] = field(default_factory=dict)
    overlay_steppers: bool = False
    # putting cards in order (ORDER) or each on the top or the bottom (TOP_BOTTOM): the cards left to right,
    # None where the rest of the deck lies (the cards before it go on top, those after it under the deck)
    arrange: list[int | None] = field(default_factory=list)
    arrange_kind: str = ""
    overlay_heading: tuple[str, str] | None = None  # the news it comes out of, and its banner's colour


@dataclass(frozen=True)
class Place:
    x: float
    y: float
    w: float
    z: float
    face_up: bool
    tile: bool = False  # a low tile, not a card (an area not in play)


def table_rows(g: Table) -> list[Row]:
    """The table's rows, from the game's own geometry (a longer city or HQ is simply more zones; another
    Villain Deck is one more pile; another area is two more rows, its city over its HQ)."""
    city = tuple(Zone(f"city{i}", title=space.name, tint="#c9a0ff") for i, space in reversed(list(enumerate(
        g.area.city))))
    destroyed = g.area.hq_destroyed
    hq = tuple(Zone(f"hq{i}", title=f"HQ {i + 1}" + (" · destroyed" if i in destroyed else ""),
                    tint="#777777" if i in destroyed else "#ffe08a") for i in range(len(g.area.hq)))
    decks: tuple[Zone, ...] = (Zone("villain_deck", title=g.villain_decks[0].name, tint="#c9a0ff"),)
    above: list[Row] = []
    if len(g.villain_decks) > 1:  # each deck a low pile right above the space it feeds, in the city's order
        feeds = {d.space: k for k, d in enumerate(g.villain_decks)}
        piles = (Zone(deck_name(feeds[i]) if i in feeds else f"_above{i}", tint="#c9a0ff")
                 for i in reversed(range(len(g.area.city))))
        above = [Row("decks", (Zone(VILLAIN_DECKS, span=3), *piles), ratio=DECK_ROW_RATIO, titled=False)]
        decks = ()
    villains = Row("villains", (Zone("scheme", title="Scheme", tint="#7fd1d1"),
                                Zone("mastermind", title="Mastermind", tint="#ff8a8a"),
                                Zone("escape", title="Escaped", tint="#ff8a8a"), *city, *decks,
                                Zone("meter", title="Evil Wins", tint="#ff6b6b")), info=0.42)
    heroes = Row("heroes", (Zone("bystanders", title="Bystanders", tint="#9ad0ff"),
                            Zone("wounds", title="Wounds", tint="#ff9a9a"),
                            Zone("officers", title="Officers", tint="#9ab8ff"), *hq,
                            Zone("hero_deck", title="Hero Deck", tint="#ffe08a"),
                            Zone("ko", title="KO Pile", tint="#bbbbbb")))
    others: list[Row] = []
    for k, area in enumerate(g.areas):
        if k == g.area_index:
            continue
        # the area's name, once, where the row begins; the row is dimmed: it is not the area in play
        # one row of low tiles, dimmed (it is not the area in play): its name, its city, its HQ, its Hero Deck
        label = Zone(f"a{k}.label", span=2, title="")
        city_tiles = (Zone(f"a{k}.city{i}", title=area.city_names[i], tint=INACTIVE_CITY_TINT)
                      for i in reversed(range(len(area.city))))
        hq_tiles = (Zone(f"a{k}.hq{i}", title=f"HQ {i + 1}", tint=INACTIVE_HQ_TINT) for i in range(len(area.hq)))
        others.append(Row(f"area{k}", (label, *city_tiles, *hq_tiles,
                                       Zone(f"a{k}.hero_deck", title="Hero Deck", tint=INACTIVE_HQ_TINT)),
                          info=0.12, ratio=TILE_RATIO))
    columns = max(len(villains.zones), len(heroes.zones), *(sum(z.span for z in r.zones) for r in others))
    middle = columns - 4
    # the played cards and the hand take any width the rows above leave over (a short city and HQ)
    turn = Row("turn", (Zone("panel", span=3, rows=2), Zone("played", span=middle, title="Played this turn"),
                        Zone("deck", title="Deck")), stretch="played")
    hand = Row("hand", (Zone("hand", span=middle, title="Hand"), Zone("discard", title="Discard")), stretch="hand")
    return [*above, villains, heroes, *others, turn, hand]


class BoardScene(QGraphicsScene):
    """The game table. Read-only towards the game; emits what the player clicked."""

    cardChosen = Signal(int)  # a clickable card (or pile top) was clicked
    pileBrowse = Signal(str)  # "ko", "escape", "discard", "played", "victory:<player>"
    cardHovered = Signal(int)
    cardInspected = Signal(int)
    clickRefused = Signal(int)  # a card that is not an option was clicked (nothing happens)
    relayout = Signal()  # the table is about to be laid out afresh (a new size): moving cards must stop
    overlayAction = Signal(int, str)  # a card of the overlay: "top", "bottom", "left", "right", "more", "less"
    confirmRequested = Signal()  # Enter while cards are put in order: confirm it

    def __init__(self) -> None:
        super().__init__()
        self.view_size = DEFAULT_SIZE
        self.text_scale = 1.0  # the Preferences' text size
        self.setSceneRect(QRectF(0, 0, *self.view_size))
        self.setBackgroundBrush(self._felt())
        self.items_by_id: dict[int, CardItem] = {}
        self.overlay_items: dict[int, CardItem] = {}
        self.overlay_controls: list[QGraphicsItem] = []  # the overlay's buttons and the deck's place, per sync
        self.piles: dict[str, PileItem] = {}
        self.deck_labels: list[LabelItem] = []  # under each of several Villain Decks: the space it feeds
        self.area_labels: dict[str, LabelItem] = {}  # "a1.label": the name of an area not in play
        self.pills: dict[str, InfoStrip] = {}
        self.slots: dict[str, SlotItem] = {}
        self.plaques: list[PlaqueItem] = []
        self.static: list[QGraphicsItem] = []
        self.places: dict[int, Place] = {}
        self.geo: Geometry | None = None
        self.layout_key: tuple[object, ...] | None = None
        self.interaction = Interaction()
        self.inactive: dict[int, str] = {}  # a card in an area not in play -> that area's name
        self.facts = table_facts.Facts()  # what the table said at the last sync
        self.value_tips: dict[int, str] = {}  # card id -> its current Attack or cost and why (tooltips)
        self.nows: dict[int, Now] = {}  # card id -> its numbers now, where they differ from the printed ones
        self.notes: dict[int, list[str]] = {}  # card id -> a token on it, what it just did (tooltips)
        self.tokens: list[engine_status.Token] = []  # the tokens on the table at the last sync
        self.overlay_hidden = False  # "look at the table" while a choice is open
        self.open_hands = False  # after the game: every hand face up
        self.seat_labels: dict[int, str] = {}  # player -> what their plaque adds ("Computer"), set per game
        self.hand_owner: int | None = None
        self.revealed: int | None = None
        self.home_seat: int | None = None  # an online table's own seat: its hand is the one laid out
        self.table: Table | None = None  # the table last drawn
        self.focus_index = -1
        self.updates = 0  # items touched by the last sync (for tests and measurements)
        self.totals: TotalsItem | None = None
        self.status = StatusBox(10, 10, 10)
        self.status_h = -1.0
        self.meter: MeterItem | None = None
        self.banner = BannerItem()
        self.addItem(self.banner)
        self.backdrop = BackdropItem()
        self.addItem(self.backdrop)
        self.more_played = PillItem(10, 10, 10, 10)
        self.turn_pill = PillItem(10, 10, 10, 10)

    @staticmethod
    def _felt() -> QBrush:
        grad = QRadialGradient(640, 360, 900)
        grad.setColorAt(0, QColor("#24533a"))
        grad.setColorAt(1, QColor("#0f2a1c"))
        return QBrush(grad)

    # ------------------------------------------------------------ size and layout
    def set_view_size(self, width: float, height: float) -> None:
        """The view's size in pixels: the table is laid out to fill it exactly (at zoom 1)."""
        size = (max(320.0, float(width)), max(200.0, float(height)))
        if size != self.view_size:
            self.view_size = size
            self.setSceneRect(QRectF(0, 0, *size))
            if self.table is not None:
                self.sync(self.table, self.revealed)  # the same position, laid out anew

    def min_text(self) -> float:
        return (MIN_TEXT_PX + 1) * self.text_scale

    def _ensure_layout(self, g: Table) -> Geometry:
        key = (self.view_size, g.area_index, len(g.players), self.text_scale,
               tuple((a.name, tuple(a.city_names), len(a.city), len(a.hq), tuple(sorted(a.hq_destroyed)))
                     for a in g.areas), tuple(d.name for d in g.villain_decks))
        if key == self.layout_key and self.geo is not None:
            return self.geo
        self.layout_key = key
        self.relayout.emit()
        for item in self.static:
            self.removeItem(item)
        self.static = []
        self.piles.clear()
        self.deck_labels = []
        self.area_labels = {}
        self.pills.clear()
        self.slots.clear()
        self.plaques = []
        self.places.clear()  # every card is placed again at the new size
        geo = lay_out(table_rows(g), *self.view_size, min_text=self.min_text())
        self.geo = geo
        zones = {z.name: z for row in table_rows(g) for z in row.zones}
        for name, rect in geo.cards.items():
            if name == "panel" or name.startswith("_"):
                continue
            title, tint = zones[name].title, zones[name].tint
            if name == VILLAIN_DECKS:  # the row of Villain Decks: its name, where the row begins
                self.deck_labels = [LabelItem(rect, VILLAIN_DECKS_TITLE, geo.label_px, self.min_text())]
                self._add(self.deck_labels[0])
                continue
            if name.endswith(".label"):  # an area not in play: its name, where its row begins
                k = int(name[1:].split(".")[0])
                label = LabelItem(rect, inactive_title(g.areas[k].name), geo.label_px * 1.1, self.min_text())
                self._add(label)
                self.area_labels[name] = label
                continue
            slot = SlotItem(rect, geo.titles[name], title, geo.label_px, tint, self.min_text())
            self._add(slot)
            self.slots[name] = slot
        places = {name: geo.cards[name] for name in (
            "escape", "bystanders", "wounds", "officers", "hero_deck", "ko", "deck", "discard")}
        places.update({f"a{k}.hero_deck": geo.cards[f"a{k}.hero_deck"] for k in range(len(g.areas))
                       if k != g.area_index})
        places.update({deck_name(k): geo.cards[deck_name(k)] for k in range(len(g.villain_decks))})
        titles = {"escape": "Escaped", "bystanders": "Bystanders", "wounds": "Wounds", "officers": "Officers",
                  "hero_deck": "Hero Deck", "ko": "KO Pile", "deck": "Deck", "discard": "Discard pile"}
        titles.update({deck_name(k): d.name for k, d in enumerate(g.villain_decks)})
        titles.update({f"a{k}.hero_deck": f"{a.name}: Hero Deck" for k, a in enumerate(g.areas)})
        for name, rect in places.items():
            pile = PileItem(name, titles[name])
            pile.set_size(rect.width(), rect.height())  # a card, or a tile in an area not in play
            pile.setPos(rect.topLeft())
            pile.setZValue(5)
            pile.browsable = name in ("escape", "ko", "discard", "deck")  # the deck: My Deck, for its owner
            self._add(pile)
            self.piles[name] = pile
        for name, rect in geo.infos.items():
            if name == "meter" or name.startswith(("_", "a")) or name.endswith("deck") or "villain_deck" in name:
                continue
            strip = InfoStrip(rect.width(), rect.height(), geo.info_px, self.min_text())
            strip.setPos(rect.topLeft())
            strip.setVisible(False)
            self._add(strip)
            self.pills[name] = strip
        self.slots["played"].browse = "played"
        meter_rect = geo.cards["meter"].united(geo.infos.get("meter", geo.cards["meter"])).united(
            geo.titles["meter"])
        self.meter = MeterItem(meter_rect.width(), meter_rect.height(), max(self.min_text(), geo.label_px))
        self.meter.setPos(meter_rect.topLeft())
        self._add(self.meter)
        self.slots["meter"].rect = QRectF()
        self.slots["meter"].title = ""
        px = max(self.min_text(), geo.label_px)
        head = geo.titles["panel"]
        self.turn_pill = PillItem(head.width(), head.height(), px * 1.1, self.min_text())
        self.turn_pill.setPos(head.topLeft())
        self._add(self.turn_pill)
        panel = geo.cards["panel"]
        totals_h = max(px * 2.6, min(60.0, panel.height() * 0.2))
        self.totals = TotalsItem(panel.width(), totals_h, px * 1.1)
        self.totals.setPos(panel.left(), panel.top())
        self._add(self.totals)
        self.status = StatusBox(panel.width(), max(self.min_text(), px * 0.95), self.min_text())
        self.status.setPos(panel.left(), panel.top() + totals_h + 6)
        self.status.setVisible(False)
        self._add(self.status)
        self.status_h = -1.0
        for i in range(len(g.players)):
            plaque = PlaqueItem(i, panel.width(), px * 4.2, px)
            self._add(plaque)
            self.plaques.append(plaque)
        self._place_plaques(0.0)
        self.more_played = PillItem(geo.card_w, px + 8, px, self.min_text())
        self._add(self.more_played)
        self.more_played.setVisible(False)
        # over the played cards, which are never clicked in the main phase: it hides nothing you need
        banner_area = geo.cards["played"]
        banner_px = max(self.min_text() + 4, geo.label_px * 1.5)
        self.banner.place(banner_area.center().x(), banner_area.top() + 4, banner_area.width(), banner_px)
        for item in self.items_by_id.values():
            item.setVisible(False)
        return geo

    def _place_plaques(self, status_h: float) -> None:
        """The players' panels under the totals and the status lines, sharing the room that is left."""
        if status_h == self.status_h or self.geo is None or self.totals is None:
            return
        self.status_h = status_h
        panel = self.geo.cards["panel"]
        px = max(self.min_text(), self.geo.label_px)
        top = self.status.y() + (status_h + 4 if status_h else 0.0)
        n = len(self.plaques)
        height = min(px * 4.2, (panel.bottom() - top) / n - 4)
        for i, plaque in enumerate(self.plaques):
            plaque.set_height(height, max(self.min_text(), min(px, height * 0.36)))
            plaque.setPos(panel.left(), top + i * (height + 4))

    def _add(self, item: QGraphicsItem) -> None:
        self.addItem(item)
        self.static.append(item)

    # --------------------------------------------------------------------- sync
    def item_for(self, g: Table, card_id: int) -> CardItem:
        item = self.items_by_id.get(card_id)
        if item is not None and item.card is not g.cards[card_id]:  # not this card any more: made anew
            self.removeItem(item)
            self.places.pop(card_id, None)
            item = None
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
        for item in [*self.items_by_id.values(), *self.overlay_items.values()]:
            self.removeItem(item)
        for control in self.overlay_controls:
            self.removeItem(control)
        self.overlay_controls = []
        self.items_by_id.clear()
        self.overlay_items.clear()
        self.places.clear()
        self.layout_key = None
        self.focus_index = -1
        self.banner.setVisible(False)

    def sync(self, g: Table, revealed: int | None) -> None:
        """Bring the table in line with one seat's table (engine/table_view.py). `revealed` is the player whose
        hand may be shown face up. Every number and word beside the cards is drawn from the table's facts
        (engine/table_facts.py), worked out from the real game wherever the table is drawn."""
        self.table = g
        self.facts = g.facts
        self.revealed = revealed
        self.updates = 0
        geo = self._ensure_layout(g)
        d = g.waiting
        w = geo.card_w
        places: dict[int, Place] = {}
        cards = geo.cards
        places[g.scheme_card] = Place(cards["scheme"].x(), cards["scheme"].y(), w, 10, True)
        places[g.mastermind_card] = Place(cards["mastermind"].x(), cards["mastermind"].y(), w, 10, True)
        for space, occ in enumerate(g.area.city):
            if occ.card is not None:
                r = cards[f"city{space}"]
                places[occ.card] = Place(r.x(), r.y(), w, 10, True)
        for i, card in enumerate(g.area.hq):
            if card is not None:
                r = cards[f"hq{i}"]
                places[card] = Place(r.x(), r.y(), w, 10, True)
        self.inactive = {}
        for k, other in enumerate(g.areas):  # the other areas' cities and HQs, dimmed
            if k == g.area_index:
                continue
            for i, occ in enumerate(other.city):
                if occ.card is not None:
                    r = cards[f"a{k}.city{i}"]
                    places[occ.card] = Place(r.x(), r.y(), w, 10, True, tile=True)
                    self.inactive[occ.card] = other.name
            for i, card in enumerate(other.hq):
                if card is not None:
                    r = cards[f"a{k}.hq{i}"]
                    places[card] = Place(r.x(), r.y(), w, 10, True, tile=True)
                    self.inactive[card] = other.name
        # the active player's played cards and the deciding player's hand
        hand_owner = d.player if d is not None else g.turn.player
        if self.home_seat is not None:  # online: this screen's own hand, whoever decides (others' are backs)
            hand_owner = self.home_seat
        self.hand_owner = hand_owner
        hand_up = revealed == hand_owner or self.open_hands
        played = list(g.turn.played)
        area = cards["played"]
        pw, fits = fit_cards(len(played), area, w, geo.gap, w * 0.6)
        shown = played[len(played) - fits:] if fits < len(played) else played
        hidden = len(played) - len(shown)
        start = 1 if hidden else 0
        for i, card in enumerate(shown[start:] if hidden else shown):
            x = area.x() + (i + start) * (pw + geo.gap)
            places[card] = Place(x, area.bottom() - pw * CARD_RATIO, pw, 20 + i, True)
        self.more_played.setVisible(bool(hidden))
        if hidden:
            self.more_played.set_width(pw)
            self.more_played.setPos(area.x(), area.y() + (area.height() - self.more_played.h) / 2)
            self.more_played.set_text(f"+{hidden + 1} earlier", "#c0000000")
        hand = g.players[hand_owner].hand or ()  # another seat's hand is not this table's to lay out
        area = cards["hand"]
        hw, _ = fit_cards(len(hand), area, w, geo.gap, 0.0)
        hw = max(8.0, hw)
        step = min(hw + geo.gap, (area.width() - hw) / max(1, len(hand) - 1)) if len(hand) > 1 else 0
        for i, card in enumerate(hand):
            places[card] = Place(area.x() + i * step, area.bottom() - hw * CARD_RATIO, hw, 20 + i, hand_up)
        self.nows = {card: Now(attack=a, cost=c) for card, (a, c) in self.facts.nows.items()}
        self._apply_places(g, places)
        self._sync_marks(g)
        self._sync_overlay(g, geo)
        self._sync_piles(g, hand_owner)
        self._sync_text(g, d, hand_owner)
        self._apply_states()

    def _apply_places(self, g: Table, places: dict[int, Place]) -> None:
        played_as = g.turn.played_as
        for order, (card_id, place) in enumerate(places.items()):
            item = self.item_for(g, card_id)
            # Cards that touch (a lit card's glow over its neighbour) stack in the order of their places,
            # never in the order their items happened to be made: the same position draws the same.
            z = place.z + order * 1e-4
            if item.zValue() != z:
                item.setZValue(z)
            item.set_played_as(played_as.get(card_id) if card_id in g.turn.played else None)
            if self.places.get(card_id) != place or not item.isVisible():
                item.set_tile(place.tile)
                item.set_size(place.w, place.w * (TILE_RATIO if place.tile else CARD_RATIO))
                item.setPos(place.x, place.y)
                item.set_face_up(place.face_up)
                item.setVisible(True)
                self.updates += 1
        for card_id in self.places.keys() - places.keys():
            item = self.items_by_id[card_id]
            item.setVisible(False)
            item.set_played_as(None)
            self.updates += 1
        self.places = places

    def _sync_marks(self, g: Table) -> None:
        """Tokens on cards and what a card just did this step, on the card and in its tooltip."""
        marks = {card: [Mark(m.text, MARK_COLOURS[m.kind], outline=m.kind == table_facts.AMBUSH, cards=m.cards)
                        for m in found] for card, found in self.facts.marks.items()}
        self.notes = self.facts.notes
        for card_id, item in self.items_by_id.items():
            shown = tuple(marks.get(card_id, ())) if item.isVisible() else ()
            if shown != item.marks:
                item.set_marks(shown)
                self.updates += 1

    def overlay_shown(self) -> bool:
        return bool(self.interaction.overlay) and not self.overlay_hidden

    def _sync_overlay(self, g: Table, geo: Geometry) -> None:
        """Cards to choose from, once each, as large as fits, in a layer of their own (copies as one face
        with their count; cards to put in order in a row, each with its place and the buttons that move it)."""
        it = self.interaction
        cards = [c for c in dict.fromkeys(it.arrange or it.overlay) if c is not None]
        visible = self.overlay_shown()
        for card_id, item in self.overlay_items.items():
            if not visible or card_id not in cards:
                item.setVisible(False)
        for control in self.overlay_controls:
            self.removeItem(control)
        self.overlay_controls = []
        if not visible:
            self.backdrop.setVisible(False)
            return
        width, height = self.view_size
        px = max(self.min_text() + 6, geo.label_px * 1.4)
        self.backdrop.set_content(QRectF(0, 0, width, height), it.overlay_title, px, it.overlay_heading)
        self.backdrop.setVisible(True)
        top = self.backdrop.title_h + 8
        gap = max(10.0, geo.gap * 1.5)
        largest = max(geo.card_w * 1.8, min(320.0, width * 0.24))
        captions = dict(it.overlay_captions)
        for face, (_, copies) in it.overlay_counts.items():  # one face for several copies: how many
            captions[face] = " · ".join(x for x in (f"{copies} copies", captions.get(face, "")) if x)
        if it.arrange_kind:
            captions.update(table_facts.arrange_captions(it.arrange, it.arrange_kind))
        button_px = max(self.min_text() + 2, min(18.0, height * 0.018))  # larger on a larger table
        button_h = button_px * 2.2 if (it.arrange_kind or (it.overlay_counts and it.overlay_steppers)) else 0.0
        cap_px = button_px * (1.15 if it.arrange_kind else 1.0) if (it.arrange_kind or it.overlay_counts) \
            else self.min_text() + 2  # a card's place in the deck reads at a glance
        cap_h = cap_px * 1.7 if captions else 0.0
        slots: list[int | None] = list(it.arrange) if it.arrange_kind else list(cards)
        extra = cap_h + (button_h + 4 if button_h else 0.0)
        cw, cols = grid_for(len(slots), width - 40, height - top - 16, gap, largest, extra)
        rows = -(-len(slots) // cols)
        grid_w = min(cols, len(slots)) * (cw + gap) - gap
        left = (width - grid_w) / 2
        cell_h = cw * CARD_RATIO + extra
        y0 = top + max(0.0, (height - top - 16 - (rows * (cell_h + gap) - gap)) / 2)
        for i, slot in enumerate(slots):
            row, col = divmod(i, cols)
            x, y = left + col * (cw + gap), y0 + row * (cell_h + gap)
            # Neighbours' glows overlap in the gap between them: they stack in the order of their places,
            # never in the order their items happened to be made (kept from an earlier choice, or new).
            z = 1100 + i * 1e-4
            if slot is None:  # where the rest of the deck lies, between the tops and the bottoms
                gap_item = DeckGapItem(QRectF(x, y, cw, cw * CARD_RATIO), max(self.min_text(), cap_px),
                                       self.min_text())
                gap_item.setZValue(z)
                self.addItem(gap_item)
                self.overlay_controls.append(gap_item)
                continue
            card_id = slot
            found = self.overlay_items.get(card_id)
            if found is not None and found.card is not g.cards[card_id]:  # another card now: made anew
                self.removeItem(found)
                found = None
            if found is None:
                item = CardItem(card_id, g.cards[card_id], OVERLAY)
                self.addItem(item)
                self.overlay_items[card_id] = item
            else:
                item = found
            if item.zValue() != z:
                item.setZValue(z)
            item.set_size(cw, cw * CARD_RATIO)
            item.set_caption(captions.get(card_id, ""), cap_h, cap_px)
            item.set_now(self.nows.get(card_id))
            item.setPos(x, y)
            item.set_face_up(True)
            item.setVisible(True)
            self.updates += 1
            if button_h:
                band = QRectF(x, y + cw * CARD_RATIO + cap_h + 4, cw, button_h)
                for control in self._overlay_buttons(card_id, band, button_px):
                    self.addItem(control)
                    self.overlay_controls.append(control)

    def _overlay_buttons(self, card: int, band: QRectF, px: float) -> list[OverlayButton]:
        """The buttons under an overlay card: where it goes and how it moves, or how many copies are chosen."""
        it = self.interaction
        minimum = self.min_text()
        specs: list[tuple[str, str, bool, bool, str]] = []  # text, action, enabled, checked, tooltip
        if it.arrange_kind:
            at = it.arrange.index(card)
            last = len(it.arrange) - 1
            specs.append(("◀", "left", at > 0, False, "Move it one place left (Shift+Left)"))
            if it.arrange_kind == TOP_BOTTOM:
                on_top = at < it.arrange.index(None)
                specs.append(("Top", "top", True, on_top, "Put it on top of the deck (T)"))
                specs.append(("Bottom", "bottom", True, not on_top, "Put it under the deck (B)"))
            specs.append(("▶", "right", at < last, False, "Move it one place right (Shift+Right)"))
        elif card in it.overlay_counts:
            chosen, copies = it.overlay_counts[card]
            if it.overlay_steppers:
                specs.append(("−", "less", chosen > 0, False, "One copy fewer (−)"))
                specs.append((f"{chosen} of {copies}", "", False, False, f"{chosen} of these {copies} copies chosen"))
                specs.append(("+", "more", chosen < copies, False, "One copy more (+)"))

        if not specs:
            return []
        weights = [1.0 if len(text) <= 2 else 2.0 for text, *_ in specs]
        unit = (band.width() - 4 * (len(specs) - 1)) / sum(weights)
        out, x = [], band.left()
        for (text, action, enabled, checked, tip), weight in zip(specs, weights, strict=True):
            rect = QRectF(x, band.top(), unit * weight, band.height())
            out.append(OverlayButton(rect, text, card, action, px, minimum, enabled, checked, tip))
            x += unit * weight + 4
        return out

    def overlay_action(self, card: int, action: str) -> None:
        self.overlayAction.emit(card, action)

    def _sync_piles(self, g: Table, owner: int) -> None:
        p = g.players[owner]

        def pile(cards: tuple[int, ...]) -> Pile:
            return Pile(len(cards), cards[-1] if cards else None)

        content: dict[str, tuple[Pile, bool]] = {
            "escape": (pile(g.escape_pile), True),
            "bystanders": (g.bystanders, False),  # face down: who knows which Bystander comes next
            "wounds": (g.wounds, True),
            "officers": (g.officers, True),
            "hero_deck": (Pile(g.area.hero_deck), False),
            "ko": (pile(g.ko_pile), True),
            "deck": (p.deck, self.open_hands),
            "discard": (pile(p.discard), True),
        }
        for k, deck in enumerate(g.villain_decks):
            content[deck_name(k)] = (Pile(deck.count), False)
        for k, other in enumerate(g.areas):
            if k != g.area_index:
                content[f"a{k}.hero_deck"] = (Pile(other.hero_deck), False)
        for name, (shown, face_up) in content.items():
            t = shown.top
            self.piles[name].set_content(shown.count, t, g.cards[t] if t is not None else None, face_up)
        for i, (title, holds) in enumerate(self.facts.hq_titles):  # what an HQ Hero (or its space) holds
            self.slots[f"hq{i}"].set_title(title)
            self.slots[f"hq{i}"].setToolTip(title if holds else "")
        self.slots["deck"].set_title("Deck")  # the hand's title names whose they are
        self.slots["discard"].set_title("Discard")

    def _sync_values(self, g: Table) -> None:
        """The face-up Mastermind side on its card, and every computed value's breakdown for tooltips."""
        mm_item = self.items_by_id.get(g.mastermind_card)
        side = g.mastermind
        if mm_item is not None and mm_item.card is not side:  # Epic, or a Transforming Mastermind turned over
            mm_item.card = side
            mm_item.update()
        self.value_tips = self.facts.tips
        for card_id, item in self.items_by_id.items():
            if item.set_now(self.nows.get(card_id) if item.isVisible() and item.face_up else None):
                self.updates += 1

    def _sync_text(self, g: Table, d: Waiting | None, owner: int) -> None:
        self._sync_values(g)
        pills = self.pills
        facts = self.facts
        headline, value, fraction, more = facts.meter
        assert self.meter is not None and self.totals is not None
        self.meter.set_meter(headline, value, facts.twists, fraction, more)
        pills["scheme"].set_info(facts.scheme_strip, strip_cards(g, *g.beside_scheme), "#c0103c3c")
        pills["mastermind"].set_info(facts.mastermind_strip[0], strip_cards(g, *g.mastermind_bystanders),
                                     "#e0a01818", facts.mastermind_strip[1:])
        for space, occ in enumerate(g.area.city):
            strip = pills[f"city{space}"]
            words = facts.city_strips[space] if space < len(facts.city_strips) else ()
            if occ.card is None or not words:
                strip.set_info("", [])
                continue
            strip.set_info(words[0], strip_cards(g, *occ.bystanders, *occ.under), "#e0a01818", words[1:])
        escaped = facts.escape_strip
        pills["escape"].set_info(escaped[0], [], "#a0000000", escaped[1:])
        active = g.players[g.turn.player]
        deciding = d.player if d is not None else None
        status: list[tuple[str, str]] = []
        if g.over and g.outcome is not None:
            turn_text = f"Game over · {g.outcome.headline}"
            shorter: tuple[str, ...] = ("Game over",)
        else:
            label = self.seat_labels.get(g.turn.player, "")  # a computer seat, or online who plays it
            computer = " (computer)" if label.startswith("Computer") else (f" ({label})" if label else "")
            turn_text = f"Turn {g.turn.number} · {active.name}'s turn{computer}"
            shorter = (f"Turn {g.turn.number} · {active.name}{computer}",)
            if deciding is not None and deciding != g.turn.player:  # their panel says "deciding" too
                decides = f" · {g.players[deciding].name} decides"
                turn_text += decides
                shorter = (f"Turn {g.turn.number} · {active.name}{decides}", f"T{g.turn.number} · {active.name}"
                           f"{decides}", f"Turn {g.turn.number} · {active.name}")
            status = list(facts.status)  # a set's table facts: a token's holder, a countdown...
            if len(g.areas) > 1:  # the rows at the top are this area's; the others lie below, dimmed
                status.insert(0, (f"In play: {g.area.name}", "The city and HQ in play now are this area's (at the "
                                  "top); the other areas lie below, dimmed."))
        self.turn_pill.set_text(turn_text, "#e03a2a10", "#ffd54a", shorter)
        assert self.geo is not None
        panel = self.geo.cards["panel"]
        # the status lines may take up to half of the room under the totals; the players' panels the rest
        self._place_plaques(self.status.set_lines([text for text, _ in status],
                                                  (panel.bottom() - self.status.y()) * 0.5,
                                                  [meaning for _, meaning in status]))
        self.totals.set_totals(g.turn.recruit, g.turn.attack)
        self.slots["played"].set_title(f"Played by {active.name}" + (
            f" · {len(g.turn.played)} cards (click here for all)" if self.more_played.isVisible() else ""))
        owner_name = g.players[owner].name
        shown_up = self.revealed == owner or self.open_hands
        self.slots["hand"].set_title(f"{owner_name}'s hand" + ("" if shown_up else " (hidden)"))
        self._sync_plaques(g, deciding)

    def _sync_plaques(self, g: Table, deciding: int | None) -> None:
        for plaque, p, (vp, wounds, tokens) in zip(self.plaques, g.players, self.facts.plaques, strict=True):
            counts = f"Hand {p.hand_count} · Deck {p.deck.count} · Disc {len(p.discard)} · Wounds {wounds}"
            label = self.seat_labels.get(p.index)
            plaque.set_info(f"{p.name} · {label}" if label else p.name, vp, counts, p.index == g.turn.player,
                            p.index == deciding, tokens)

    def _apply_states(self) -> None:
        it = self.interaction
        overlay = self.overlay_shown()
        for card_id, item in self.items_by_id.items():
            if not item.isVisible():
                continue
            tooltip = ""
            if not item.face_up:
                state = NORMAL
            elif overlay:
                state = DIMMED
            elif card_id in it.selected:
                state = SELECTED
            elif card_id in it.options:
                state = OPTION
            elif card_id in it.blocked:
                state, tooltip = BLOCKED, it.blocked[card_id]
            elif it.dim_others:
                state = DIMMED
            elif card_id in self.inactive:
                state, tooltip = DIMMED, f"In {self.inactive[card_id]}: not the area in play now"
            else:
                state = NORMAL
            if item.face_up:
                for value in (self.value_tips.get(card_id), *self.notes.get(card_id, ())):
                    if value:
                        tooltip = f"{tooltip}\n{value}" if tooltip else value
            if state != item.state:
                self.updates += 1
            item.set_state(state, tooltip)
        for card_id, item in self.overlay_items.items():
            if item.isVisible():
                item.set_state(SELECTED if card_id in it.selected else OPTION if card_id in it.options else DIMMED)
        for pile in self.piles.values():
            state = NORMAL
            if it.piles_clickable and pile.top_id is not None and pile.top_id in it.options:
                state = OPTION
            elif (it.dim_others or overlay or pile.name.endswith(".hero_deck")) and pile.count:
                state = DIMMED  # an area not in play ("a1.hero_deck") is always dimmed
            pile.set_state(state, f"{pile.title}: click to look through it" if pile.browsable else pile.title)
        self._clamp_focus()

    # ------------------------------------------------------------------ checks
    def table_items(self) -> list[QGraphicsItem]:
        """Every visible item of the table and the overlay (for layout checks)."""
        return [i for i in self.items() if i.isVisible() and isinstance(i, (BoardItem, TableItem))]

    def text_sizes(self, scale: float) -> list[tuple[QGraphicsItem, float]]:
        """(item, pixel height) of every text drawn on the table at a view scale."""
        out: list[tuple[QGraphicsItem, float]] = []
        for item in self.table_items():
            if isinstance(item, TableItem):
                out += [(item, px) for px in item.text_px(scale)]
            elif isinstance(item, BoardItem):
                out += [(item, px * scale) for px in item.text_px()]
        return out

    def printed_rects(self) -> list[tuple[str, QRectF]]:
        """What the table prints now that nothing may lie over (the coach's pointer): each heading's and
        label's words and every number on a face-up card, as (what, scene rectangle). Under the choice
        layer, only the layer's own."""
        out: list[tuple[str, QRectF]] = []
        overlay = self.overlay_shown()
        for item in self.table_items():
            if overlay and getattr(item, "layer", "") != OVERLAY:
                continue
            if isinstance(item, BoardItem) and not isinstance(item, (BackdropItem, BannerItem, DeckGapItem)):
                words = item.words()
                out += [(words[0][1] if words else type(item).__name__, r) for r in item.ink_rects()]
            elif isinstance(item, TableItem) and (card := item.shown_card()) is not None:
                out += [(f"a number of {card.name}", item.mapRectToScene(box))
                        for kind, box in item.face_boxes() if kind == NUMBER]
        return out

    def overlaps(self) -> list[tuple[QGraphicsItem, QGraphicsItem]]:
        """Pairs of items of the same layer that cover each other (the banner floats above all)."""
        rects: list[tuple[QGraphicsItem, str, QRectF]] = []
        for item in self.table_items():
            layer = getattr(item, "layer", "")
            rect = item.table_rect() if isinstance(item, (BoardItem, TableItem)) else None
            if layer == BANNER or rect is None or rect.isEmpty():
                continue
            if layer != OVERLAY and self.overlay_shown():
                continue  # the table under the overlay is hidden by it
            rects.append((item, layer, rect.adjusted(0.5, 0.5, -0.5, -0.5)))
        found = []
        for i, (a, la, ra) in enumerate(rects):
            for b, lb, rb in rects[i + 1:]:
                if la == lb and ra.intersects(rb):
                    found.append((a, b))
        return found

    # -------------------------------------------------------------------- input (board_reports.Board)
    def card_clicked(self, card_id: int) -> None:
        items = [self.overlay_items.get(card_id)] if self.overlay_shown() else [self.items_by_id.get(card_id)]
        item = items[0]
        if item is not None and item.isVisible() and item.clickable:
            self.cardChosen.emit(card_id)
        else:
            self.clickRefused.emit(card_id)

    def pile_clicked(self, name: str) -> None:
        pile = self.piles.get(name)
        if pile is not None and pile.clickable and pile.top_id is not None:
            self.cardChosen.emit(pile.top_id)
        elif name.startswith("victory:") or (pile is not None and pile.browsable and (pile.count or name == "deck")):
            self.pileBrowse.emit(name)

    def pile_browsed(self, name: str) -> None:
        self.pileBrowse.emit(name)

    def card_hovered(self, card_id: int) -> None:
        self.cardHovered.emit(card_id)

    def card_inspected(self, card_id: int) -> None:
        self.cardInspected.emit(card_id)

    def shows(self, card_id: int) -> bool:
        """Is this card on the table to be clicked: a card of its own, or the top of a pile?"""
        item = self.items_by_id.get(card_id)
        return (item is not None and item.isVisible()) or any(p.top_id == card_id for p in self.piles.values())

    # ------------------------------------------------------------------ keyboard
    def clickables(self) -> list[QGraphicsItem]:
        """Every item that answers the decision when clicked, in reading order."""
        if self.overlay_shown():
            found: list[QGraphicsItem] = [i for i in self.overlay_items.values() if i.isVisible() and i.clickable]
        else:
            found = [i for i in self.items_by_id.values() if i.isVisible() and i.clickable]
            found += [p for p in self.piles.values() if p.clickable]
        found.sort(key=lambda i: (round(i.y()), i.x()))
        return found

    def _clamp_focus(self) -> None:
        targets = self.clickables()
        for item in [*self.items_by_id.values(), *self.overlay_items.values(), *self.piles.values()]:
            item.set_focused(False)
        if self.focus_index >= len(targets):
            self.focus_index = -1
        if 0 <= self.focus_index < len(targets):
            target = targets[self.focus_index]
            if isinstance(target, TableItem):
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

    def focus_card(self, card_id: int) -> None:
        """Put the keyboard focus on this card (after it moved), if it may be clicked."""
        for i, target in enumerate(self.clickables()):
            if isinstance(target, CardItem) and target.card_id == card_id:
                self.focus_index = i
                self._clamp_focus()
                return

    def arranging(self) -> bool:
        """Are cards being put in order, or on the top or the bottom, in the overlay now?"""
        return bool(self.interaction.arrange_kind) and self.overlay_shown()

    def counted(self, card_id: int | None) -> bool:
        """Is this overlay face several copies, of which a number is chosen (− and + change it)?"""
        return card_id is not None and self.interaction.overlay_steppers and card_id in self.interaction.overlay_counts

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


def strip_cards(g: Table, *cards: int) -> list[tuple[int, CardDef | None]]:
    """The small cards under a card's strip: what it captured, what lies under or beside it. The piles it
    holds are marks on the card itself, each with its name and count."""
    return [(c, g.cards[c]) for c in cards]


def card_now(facts: table_facts.Facts, card_id: int) -> Now | None:
    """A card's numbers now where they differ from the printed ones (for the large view and the card panel)."""
    now = facts.nows.get(card_id)
    return None if now is None else Now(attack=now[0], cost=now[1])


def overlay_cards(d: Decision) -> list[int]:
    """The cards a decision asks to choose from, once each (none for the main phase or buttons)."""
    if d.kind != CHOOSE_CARDS:
        return []
    return list(dict.fromkeys(o.card for o in d.options if o.card is not None))


__all__ = ["ACTION", "BoardScene", "Interaction", "overlay_cards", "table_rows"]
