"""The core set's keywords and rules, in the project's own words, for the card views, the Keyword
Glossary and the Rules window (engine/keyword_help.py). Each keyword says how a card shows it."""

from __future__ import annotations

import re

from legendary_desktop.engine.card import CardDef, Kind
from legendary_desktop.engine.catalog import catalog
from legendary_desktop.engine.keyword_help import KeywordEntry, register_keywords, register_rules

SET = "core"

_CLASS = r"(?:Strength|Instinct|Covert|Tech|Ranged)"
#: "Covert:", "Tech and Strength:", "Covert Covert (two other Covert cards played this turn):"
SUPERPOWER = rf"\b{_CLASS}(?:(?: and | or | ){_CLASS})*(?: \([^)]*\))?:"


def label(word: str) -> str:
    """A label naming when an ability happens, alone or in a list: "Fight:", "Ambush and Escape:",
    "Ambush, Fight and Escape:", "Ambush (after it enters):"."""
    return rf"\b{word}(?:(?:, | and )[A-Z]\w*)*(?: \([^)]*\))?:"


def _enemy(card: CardDef) -> bool:
    """A Villain's, Henchman's or Mastermind's ability (a Hero's or a Scheme's Ambush is another keyword)."""
    return card.kind not in (Kind.HERO, Kind.SCHEME)


def _team_labels() -> str:
    """"Avengers:", "X-Men:" … any team of the catalogue's Heroes used as a label."""
    teams = sorted({c.team for cards in catalog().heroes.values() for c in cards if c.team}, key=len, reverse=True)
    return r"(?:^|(?<=[.:!] ))(?:" + "|".join(re.escape(t) for t in teams) + r"):"


KEYWORDS = [
    # -- rules concepts: explained in the glossary and the Rules window, never listed on a card --
    KeywordEntry(
        "Recruit", "Points (★, yellow) you spend to gain Heroes from the HQ or S.H.I.E.L.D. Officers.",
        "Heroes you play give Recruit. Spend it on Heroes in the HQ (their cost) or on a S.H.I.E.L.D. Officer "
        "for 3. A recruited Hero goes to your discard pile. Unspent Recruit is lost at the end of the turn and "
        "cannot pay for a fight.",
        "Play two S.H.I.E.L.D. Agents (1 Recruit each) and recruit a Hero that costs 2."),
    KeywordEntry(
        "Attack", "Points (⚔, red) you spend to fight Villains and the Mastermind.",
        "Heroes you play give Attack. A Villain or the Mastermind is defeated by spending Attack equal to its "
        "Attack value, all at once. Several fights in one turn are allowed while Attack lasts.",
        "With 5 Attack you may fight a 3-Attack Villain and then a 2-Attack one."),
    KeywordEntry(
        "Class", "Strength ■, Instinct ▲, Covert ◆, Tech ⬢, Ranged ●: a Hero's colour, shape and letter.",
        "Every Hero card has a class (some have two: they count as each). The grey S.H.I.E.L.D. cards have no "
        "class. Superpowers and many other abilities ask for a class.",
        "Hulk's Growing Anger is a Strength card."),
    KeywordEntry(
        "Team", "Avengers, X-Men, Spider Friends, S.H.I.E.L.D. … some abilities care about teams.",
        "A Hero's team is printed beside its class. Team abilities and effects like \"reveal an X-Men Hero\" "
        "look at it.",
        "Magneto's Master Strike: each player reveals an X-Men Hero or discards down to four cards."),
    KeywordEntry(
        "Villain Deck", "Each turn begins with its top card: a Villain, Henchman, Bystander, Twist or Strike.",
        "It is built at setup from the Villain and Henchman groups, Bystanders, the Scheme's Twists and five "
        "Master Strikes. When it runs out the game ends in a draw.",
        "A turn opens with a Scheme Twist: the Scheme's Twist effect happens."),
    KeywordEntry(
        "HQ", "The five Heroes you may recruit; a recruited Hero is replaced from the Hero Deck.",
        "Heroes in the HQ are recruited with Recruit. An escaping Villain KOs one costing 6 or less. "
        "Every space is refilled at once from the Hero Deck; when the Hero Deck runs out the game ends in a draw.",
        "Recruit Iron Man's Repulsor Rays for 3: the top card of the Hero Deck takes its place."),
    KeywordEntry(
        "Play All", "Plays every Hero in your hand that asks nothing, in hand order (P).",
        "A shortcut of this program: it plays, as one decision, the Heroes whose abilities need no choice.",
        "With three Agents and two Troopers in hand, Play All plays all five."),
    # -- keywords cards use --
    KeywordEntry(
        "Ambush", "Happens when the Villain enters the city.",
        "A Villain's or Henchman's Ambush ability happens as soon as it enters the city (after it pushed the "
        "others forward), before the turn goes on.",
        "Green Goblin's Ambush: he captures a Bystander as he enters the Sewers.",
        pattern=label("Ambush"), applies=_enemy),
    KeywordEntry(
        "Fight", "Happens when you defeat that Villain or Tactic.",
        "You pay the Attack, the enemy goes to your Victory Pile with any Bystanders it held, then its Fight "
        "ability happens, for you.",
        "Defeat the Enchantress (Fight: draw 3 cards) and draw three cards.",
        pattern=label("Fight"), applies=_enemy),
    KeywordEntry(
        "Escape", "A Villain pushed past the Bridge escapes; it KOs a cheap HQ Hero and more.",
        "A Villain pushed out of the last city space goes to the Escape Pile. The active player KOs a Hero "
        "costing 6 or less from the HQ; if it held Bystanders, each player discards one card. Then its Escape "
        "ability, if it has one, happens.",
        "Venom escapes: an HQ Hero is KO'd and each player gains a Wound (his Escape).",
        pattern=rf"{label('Escape')}|\bescap(?:e|es|ed|ing)\b|\bEscape Pile\b"),
    KeywordEntry(
        "Master Strike", "The Mastermind's attack; its effect is on the Mastermind card.",
        "Five Master Strikes are shuffled into the Villain Deck. When one is revealed, the Mastermind's Master "
        "Strike happens; the card then usually goes to the KO pile.",
        "Loki's Master Strike: each player reveals a Strength Hero or gains a Wound.",
        pattern=r"\bMaster Strikes?\b", test=lambda c: c.kind in (Kind.STRIKE, Kind.MASTERMIND)),
    KeywordEntry(
        "Scheme Twist", "Advances the Scheme's plot; its effect is on the Scheme card.",
        "The Scheme says how many Twists go into the Villain Deck. Each one revealed does the Scheme's Twist "
        "effect; many Schemes count them towards Evil Wins.",
        "Super Hero Civil War's Twist KOs every Hero in the HQ.",
        pattern=r"\bTwists?\b", test=lambda c: c.kind in (Kind.TWIST, Kind.SCHEME)),
    KeywordEntry(
        "Setup", "What a Scheme or Mastermind changes before the first turn.",
        "The Scheme's Setup says how many Twists to use and what else changes (more Bystanders, an extra "
        "group, a different Wound Stack). The program builds it for you.",
        "The Legacy Virus: 8 Twists and a Wound Stack of 6 Wounds per player.",
        pattern=r"\bSetup:|\bStart of the game:"),
    KeywordEntry(
        "Superpower", "\"Covert: …\" happens only if you played another Covert Hero earlier this turn.",
        "An ability after a class (or two) happens only if you played a Hero of that class before this card "
        "this turn. This card itself does not count, so play order matters.",
        "Play a Strength Hero, then Hulk Smash! (Strength: +5 Attack) for its +5.",
        pattern=SUPERPOWER),
    KeywordEntry(
        "Team ability", "\"X-Men: …\" happens only if you played another Hero of that team earlier this turn.",
        "Like a Superpower, but for a team: the ability after a team's name needs another Hero of that team "
        "played before this one this turn.",
        "Hawkeye's Team Player: with an Avengers Hero played before it, +1 Attack.",
        pattern=_team_labels),
    KeywordEntry(
        "KO", "Remove a card from the game: it goes to the KO pile.",
        "A KO'd card leaves your deck for good. KOing weak cards (Agents, Troopers, Wounds) makes your deck "
        "better. \"KO one of your Heroes\" takes one from your hand or the cards you played this turn.",
        "Sentinel's Fight: KO one of your Heroes — a S.H.I.E.L.D. Agent is a good choice.",
        pattern=r"\bKO(?:s|'d|'ing|ing|ed)?\b"),
    KeywordEntry(
        "Wound", "A useless card. Heal to KO Wounds from your hand.",
        "Wounds come from the Wound Stack. They give nothing and clog your hand until healed or KO'd. "
        "When the Wound Stack is empty no more are gained.",
        "Crazed Rampage: every player, you included, gains a Wound.",
        pattern=r"\bWounds?\b", test=lambda c: c.kind is Kind.WOUND),
    KeywordEntry(
        "Healing", "If you neither recruit nor fight this turn, you may KO every Wound in your hand.",
        "Healing is the Wound card's own ability (H). After healing you may not recruit or fight that turn.",
        "A hand with two Wounds and nothing worth recruiting: heal and KO both.",
        pattern=r"\bHealing\b", test=lambda c: c.kind is Kind.WOUND),
    KeywordEntry(
        "Bystander", "Captured by Villains; rescue them for 1 VP each.",
        "Bystanders from the Villain Deck are captured by the Villain nearest the deck (or the Mastermind if "
        "the city is empty). They are rescued when their captor is defeated; a Villain escaping with them "
        "makes each player discard a card.",
        "Black Widow's Mission Accomplished: with a Tech Hero played first, rescue a Bystander.",
        pattern=r"\bBystanders?\b", test=lambda c: c.kind is Kind.BYSTANDER),
    KeywordEntry(
        "Rescue", "Put a Bystander in your Victory Pile: 1 VP at the end.",
        "\"Rescue a Bystander\" takes one from the Bystander Stack; defeating a Villain rescues the ones it "
        "held. A special Bystander's Rescue ability happens when you rescue it.",
        "Web-Shooters: rescue a Bystander, then reveal your top card.",
        pattern=r"\b[Rr]escu(?:e|es|ed|ing)\b"),
    KeywordEntry(
        "Capture", "A Villain (or the Mastermind) takes a Bystander; defeat it to rescue the Bystander.",
        "A captured Bystander stays with its captor and is rescued with it. Some enemies capture other cards "
        "(a Hero under them); the card says what happens to it.",
        "Here, Hold This for a Second: a Villain you pick captures a Bystander — fight it for the VP.",
        pattern=r"\b[Cc]aptur(?:e|es|ed|ing)\b"),
    KeywordEntry(
        "Tactic", "Each fight with the Mastermind takes one Tactic at random; the fourth one wins the game.",
        "A Mastermind has four Tactics. Paying its Attack takes one at random into your Victory Pile and its "
        "Fight ability happens. Taking the last Tactic wins the game for everyone.",
        "Red Skull's Negablast Grenades: Fight: +3 Attack.",
        pattern=r"\bTactics?\b", test=lambda c: c.kind is Kind.TACTIC),
    KeywordEntry(
        "Always Leads", "A Mastermind always brings its own Villain or Henchman group into the game.",
        "At setup the Mastermind's group is one of the Villain (or Henchman) groups; the setup wizard locks it.",
        "Dr. Doom always leads the Doombot Legion.",
        pattern=r"\bAlways Leads\b", test=lambda c: c.kind is Kind.MASTERMIND),
    KeywordEntry(
        "Victory Pile", "Defeated Villains, Tactics and rescued Bystanders: their VP count at the end.",
        "Your Victory Pile is yours alone and never shuffled into your deck. At the end the player with the "
        "most Victory Points wins individually.",
        "Supreme HYDRA is worth 3 more VP for every other HYDRA Villain in your Victory Pile.",
        pattern=r"\bVictory Piles?\b"),
    KeywordEntry(
        "Evil Wins", "The Scheme's condition for the heroes' defeat; the red meter on the table counts it.",
        "When the Scheme's Evil Wins comes true, every player loses at once, whatever their points. Some "
        "Masterminds have their own (\"Thanos Wins\").",
        "Negative Zone Prison Breakout: Evil Wins when 12 Villains have escaped.",
        pattern=r"\bEvil Wins\b|\b\w+ Wins:"),
]

register_keywords(SET, KEYWORDS)

RULES = [
    ("The goal", """
<p>All players are one team of heroes against the <b>Mastermind</b> and its <b>Scheme</b>. The team wins by
defeating the Mastermind four times, once per Tactic. Evil wins when the Scheme's Evil Wins condition comes
true: then everyone loses. If the Villain Deck or the Hero Deck runs out first, the turn is finished and the
game is a draw. After a win or a draw, the player with the most Victory Points (VP) wins individually.</p>"""),
    ("Setup", """
<p>A game uses one Mastermind, one Scheme, Villain and Henchman groups (the Mastermind's Always Leads group
among them) and five Heroes (six with five players). The Villain Deck holds those Villains, the Scheme's
Twists, five Master Strikes and some Bystanders. Each player starts with eight S.H.I.E.L.D. Agents and four
Troopers and draws six. The setup wizard builds all of this; the Scheme's Setup line says what it changes.</p>"""),
    ("Your turn", """
<ol>
<li><b>Play the top card of the Villain Deck.</b> A Villain enters the city at the Sewers and pushes the
others toward the Bridge; one pushed off the Bridge escapes. A Bystander is captured by the Villain nearest
the Villain Deck (the Mastermind when the city is empty). A Scheme Twist or a Master Strike does what the
Scheme or the Mastermind says.</li>
<li><b>Play cards from your hand</b> in any order. Each gives Recruit (★, yellow) and Attack (⚔, red) and
its ability happens as you play it. Superpowers need a Hero of the class played earlier this turn.</li>
<li><b>Recruit and fight</b>, in any order and as often as your points allow: Recruit Heroes from the HQ (or
S.H.I.E.L.D. Officers for 3) into your discard pile; fight Villains in the city or the Mastermind with
Attack.</li>
<li><b>End your turn:</b> your hand and played cards go to your discard pile; draw six new cards (shuffle
your discard pile into a new deck only when you need a card and your deck is empty).</li>
</ol>"""),
    ("Fighting", """
<p>To fight, spend Attack equal to the enemy's Attack. Pay first; the defeated Villain goes to your Victory
Pile with the Bystanders it held; then its Fight ability happens. Fighting the Mastermind takes one of its
Tactics at random into your Victory Pile and does that Tactic's Fight. Recruit cannot pay for a fight.</p>"""),
    ("Escapes", """
<p>A Villain pushed past the last city space escapes into the Escape Pile. The active player KOs a Hero that
costs 6 or less from the HQ (it is refilled at once). If the Villain held Bystanders, each player discards one
card, however many there were. Then its Escape ability happens, before the new Villain's Ambush.</p>"""),
    ("KO, Wounds and Healing", """
<p>KO means out of the game: the card goes to the KO pile. "Your Heroes" are those in your hand and those you
played this turn. Wounds give nothing; gained Wounds go to your discard pile. <b>Healing:</b> on a turn when you
neither recruit nor fight, you may KO every Wound in your hand; then you may not recruit or fight that turn.</p>"""),
    ("This program", """
<p>The program enforces every rule: only what you may do is highlighted, and the prompt bar says what is asked.
Hover a card for its text and the meaning of its keywords; right-click it for a large view whose
<i>More…</i> links open the keyword here.</p>"""),
]

register_rules(SET, RULES)
