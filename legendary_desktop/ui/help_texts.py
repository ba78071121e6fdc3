"""Texts of the Help menu: keyboard shortcuts, a rules summary and a keyword glossary."""

from __future__ import annotations

SHORTCUTS = [
    ("Ctrl+N", "New game (setup wizard)"),
    ("Ctrl+Shift+N", "Quick game (random setup)"),
    ("Ctrl+Z / Ctrl+Shift+Z", "Undo / redo the last decision"),
    ("Ctrl+S / Ctrl+O", "Save as / open a saved game"),
    ("Tab / Shift+Tab", "Move between the cards you may click"),
    ("Enter / Space", "Choose the focused card"),
    ("I", "Show the focused card large"),
    ("E", "End your turn"),
    ("D", "My deck: what is in your deck (not its order) and your discard pile"),
    ("H", "Heal (KO the Wounds in your hand) when allowed"),
    ("1 … 9", "Pick a button of a \"choose one\" decision"),
    ("N", "Choose none (when picking a card is optional)"),
    ("Ctrl+Enter", "Confirm a multi-card pick or an order"),
    ("Enter (after a moment)", "Lift the pass-and-play curtain (or click its button)"),
    ("P", "Play All: every Hero in your hand that asks nothing"),
    ("Esc", "Skip card animations and banners"),
    ("Ctrl+P", "Pause the computer players, or let them play on"),
    ("Ctrl+H", "Hint: what a computer player would do in your decision now"),
    ("Ctrl+A", "Select all cards in an \"any number\" choice"),
    ("Ctrl+wheel, Ctrl++ / Ctrl+-", "Zoom the table"),
    ("Ctrl+0", "Fit the whole table to the window"),
    ("Ctrl+L", "Show or hide the game log"),
    ("F11", "Full screen"),
    ("Right-click a card", "Large view of the card"),
]

RULES = """
<h3>Legendary in one page</h3>
<p>All players are a team of heroes against the <b>Mastermind</b> and their <b>Scheme</b>. The heroes
win together by defeating the Mastermind four times (once per Tactic). Evil wins when the Scheme's
Evil Wins condition comes true. If the Villain Deck or the Hero Deck runs out first, the game ends in a draw.
Whoever has the most Victory Points (VP) at the end is the individual winner.</p>
<h4>Your turn</h4>
<ol>
<li><b>Play the top card of the Villain Deck.</b> Villains enter the city at the Sewers and push the others
toward the Bridge; a Villain pushed off the Bridge escapes. Bystanders are captured by the Villain nearest the
Villain Deck. Scheme Twists and Master Strikes do what the Scheme and Mastermind say.</li>
<li><b>Play cards from your hand</b> in any order. Each gives Recruit (★, yellow) and Attack (⚔, red).</li>
<li><b>Recruit</b> Heroes from the HQ (or S.H.I.E.L.D. Officers for 3) with Recruit; they go to your
discard pile. <b>Fight</b> Villains in the city or the Mastermind with Attack equal to their Attack value;
pay first, then the defeated Villain goes to your Victory Pile with any Bystanders it held, then its Fight
effect happens. Fighting the Mastermind takes one of its Tactics at random.</li>
<li><b>End your turn:</b> discard your hand and played cards, draw six new cards.</li>
</ol>
<p><b>Healing:</b> if you neither recruit nor fight this turn, you may KO all Wounds in your hand.</p>
<p>The program enforces every rule: only legal choices are highlighted.</p>
"""

GLOSSARY = [
    ("Recruit", "Points spent to gain Heroes from the HQ."),
    ("Attack", "Points spent to fight Villains and the Mastermind."),
    ("KO", "Remove a card from the game: it goes to the KO pile."),
    ("Wound", "A useless card. Heal to KO Wounds from your hand."),
    ("Bystander", "Captured by Villains; rescue them for 1 VP each."),
    ("Escape", "A Villain pushed past the Bridge escapes; it KOs a cheap HQ Hero and more."),
    ("Ambush", "Happens when the Villain enters the city."),
    ("Fight", "Happens when you defeat that Villain or Tactic."),
    ("Scheme Twist", "Advances the Scheme's plot; its effect is on the Scheme card."),
    ("Master Strike", "The Mastermind's attack; its effect is on the Mastermind card."),
    ("Class (S/I/C/T/R)", "Strength ■, Instinct ▲, Covert ◆, Tech ⬢, Ranged ●: shown by colour, shape and letter."),
    ("Team", "Avengers, X-Men, Spider Friends, S.H.I.E.L.D. … some abilities care about teams."),
    ("Superpower", "\"Covert: …\" happens only if you played another Covert Hero earlier this turn."),
    ("Rescue", "Put a Bystander in your Victory Pile: 1 VP at the end."),
    ("Capture", "A Villain (or the Mastermind) takes a Bystander; defeat it to rescue the Bystander."),
    ("Tactic", "Each fight with the Mastermind takes one Tactic at random; the fourth one wins the game."),
    ("Villain Deck", "Each turn begins with its top card: a Villain, Henchman, Bystander, Twist or Strike."),
    ("HQ", "The five Heroes you may recruit; a recruited Hero is replaced from the Hero Deck."),
    ("Evil Wins", "The Scheme's condition for the heroes' defeat; the red meter on the table counts it."),
    ("Healing", "If you neither recruit nor fight this turn, you may KO every Wound in your hand."),
    ("Victory Pile", "Defeated Villains, Tactics and rescued Bystanders: their VP count at the end."),
    ("Play All", "Plays every Hero in your hand that asks nothing, in hand order (P)."),
    ("Phasing", "In your turn you may swap the card in your hand with the top card of your deck (badge ⇅)."),
    ("Sacrifice", "\"Tech Sacrifice: …\": played after another Tech Hero this turn, you may KO it for its effect "
                  "(badge ✝)."),
]


def keyword_help(text: str) -> list[tuple[str, str]]:
    """The glossary entries for the keywords a card's text uses ("Ambush: …", "Wound", "KO"...)."""
    words = text.lower()
    found = []
    for term, meaning in GLOSSARY:
        key = term.split(" (")[0].lower()
        if key in ("recruit", "attack", "team", "class", "superpower", "play all"):
            continue
        if key == "sacrifice" and "sacrifice:" not in words:
            continue  # "sacrificed for the Soul Stone" is not the keyword
        if key in words:
            found.append((term, meaning))
    for cls in ("strength", "instinct", "covert", "tech", "ranged"):
        if f"{cls}:" in words:
            found.append(next(g for g in GLOSSARY if g[0] == "Superpower"))
            break
    return found


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in SHORTCUTS)
    return f"<h3>Keyboard shortcuts</h3><table>{rows}</table>"


def glossary_html() -> str:
    rows = "".join(f"<tr><td><b>{k}</b></td><td>&nbsp;&nbsp;{v}</td></tr>" for k, v in GLOSSARY)
    return f"<h3>Keywords</h3><table>{rows}</table>"
