"""Learn to Play: the guided first game of the core set.

A real game against Red Skull (Negative Zone Prison Breakout), two seats both played by the learner, with the
seed that scripts/find_lesson_seed.py chose: in its first five turns a Scheme Twist brings Villains in, Heroes
are recruited, two Villains escape, Red Skull's Master Strike hits and Green Goblin is fought for the Bystander
he holds. The steps below follow that game decision by decision; every other action gets a friendly word.
"""

from __future__ import annotations

from legendary_desktop.engine.lessons import (
    Guide,
    Step,
    attack_now,
    attack_of,
    end_turn,
    fight,
    pick,
    play,
    play_all,
    recruit,
    register_guide,
)
from legendary_desktop.engine.spec import Setup

SETUP = Setup(2, "Red Skull", "Negative Zone Prison Breakout", ("HYDRA", "Spider-Foes"),
              ("Doombot Legion", "Sentinel"), ("Captain America", "Iron Man", "Hulk", "Spider-Man", "Wolverine"),
              sets=("core",))
SEED = 572  # scripts/find_lesson_seed.py: every moment of a first game by turn 5, in the fewest steps

PLAY_ALL_WRONG = "Not yet \u2014 first play your cards: the Play All button plays every card that asks nothing."
END_WRONG = "Not yet \u2014 this turn is done: click End Turn at the bottom right."

STEPS = (
    # Turn 1, Player 1. The first Villain card was a Scheme Twist: this Scheme's Twist plays two more cards.
    Step("Welcome! You play both heroes, Player 1 and Player 2, in turn. Each turn starts with a Villain card: "
         "this one was a Scheme Twist, and this Scheme answers a Twist with two more Villain cards, so Doombot "
         "Legion and a Sentinel entered the City (top row) at the Sewers. Now click the outlined S.H.I.E.L.D. "
         "Trooper in your hand to play it.",
         play("S.H.I.E.L.D. Trooper"),
         "Not yet \u2014 first play your S.H.I.E.L.D. Trooper: click it in your hand (it is outlined)."),
    Step("A Trooper gives 1 Attack, for fighting. Agents give 1 Recruit, for recruiting Heroes. Playing cards one "
         "by one is the same as Play All, which plays every card that asks you nothing: click Play All.",
         play_all(), PLAY_ALL_WRONG),
    Step("You have 4 Recruit. The HQ (the middle row) sells Heroes: a recruited Hero goes to your discard pile "
         "and comes back in a later hand, so your deck grows stronger. Recruit Unstoppable Hulk (cost 4).",
         recruit("Unstoppable Hulk"),
         "Not that one \u2014 this time recruit Unstoppable Hulk (cost 4): it is outlined in the HQ."),
    Step("Your 2 Attack cannot beat a Villain here (each needs at least 3), so the turn is over. End Turn: "
         "your played cards and the rest of your hand go to the discard pile and you draw 6 new cards.",
         end_turn(), END_WRONG),
    # Turn 2, Player 2: Green Goblin enters and captures a Bystander.
    Step("Player 2's turn. Green Goblin entered and his Ambush captured a Bystander: he holds it until someone "
         "defeats him, and that player rescues it (1 Victory Point). The Villains already there moved one space "
         "left, toward the Bridge. Play your cards: Play All.",
         play_all(), PLAY_ALL_WRONG),
    Step("4 Recruit again: recruit the other Unstoppable Hulk. Hulk's Attack will help beat Green Goblin (6).",
         recruit("Unstoppable Hulk"),
         "Not that one \u2014 recruit Unstoppable Hulk (cost 4), outlined in the HQ."),
    Step("Your Recruit is spent, and your 2 Attack beats no Villain here: Green Goblin needs 6 and the others 3. "
         "End Turn.", end_turn(), END_WRONG, (attack_now(2), attack_of("Green Goblin", 6))),
    # Turn 3, Player 1: three Twists' worth of Villains; Doombot Legion escapes.
    Step("Scheme Twist 2 played two more cards, the first of them Scheme Twist 3, which played two more: The "
         "Lizard and two Sentinels entered, and the City has only five spaces. Doombot Legion was pushed off the "
         "Bridge and escaped. For every escape a Hero costing 6 or less leaves the HQ: pick "
         "Great Responsibility to be KO'd. Twelve escapes and this Scheme wins, so fight Villains before they "
         "reach the Bridge.",
         pick("Great Responsibility", does="KO Great Responsibility from the HQ"),
         "Not yet \u2014 first choose the HQ Hero to KO: Great Responsibility, outlined."),
    Step("Your new hand came from your deck. Play All.", play_all(), PLAY_ALL_WRONG),
    Step("Recruit Perfect Teamwork (Captain America): +1 Attack for each colour among your Heroes.",
         recruit("Perfect Teamwork"),
         "Not that one \u2014 recruit Perfect Teamwork, outlined in the HQ."),
    Step("End Turn. Your deck is empty, so your discard pile, with Hulk in it, is shuffled into a new deck.",
         end_turn(), END_WRONG),
    # Turn 4, Player 2: Red Skull's Master Strike.
    Step("Master Strike! Red Skull, the Mastermind (top left), strikes: each player KOs a Hero from their hand. "
         "Player 2 first: KO a S.H.I.E.L.D. Agent, your weakest card (thinning a deck of its weak cards is no "
         "loss).",
         pick("S.H.I.E.L.D. Agent", does="KO a S.H.I.E.L.D. Agent"),
         "Not that one \u2014 KO a S.H.I.E.L.D. Agent: it is the weakest card in the hand."),
    Step("The Strike hits Player 1 too, even on Player 2's turn: KO a S.H.I.E.L.D. Agent from Player 1's hand.",
         pick("S.H.I.E.L.D. Agent", does="KO a S.H.I.E.L.D. Agent"),
         "Not that one \u2014 KO a S.H.I.E.L.D. Agent from Player 1's hand."),
    Step("Back to Player 2's turn: Play All.", play_all(), PLAY_ALL_WRONG),
    Step("Recruit Endless Invention (Iron Man): it draws you a card, two if you played another Tech Hero.",
         recruit("Endless Invention"),
         "Not that one \u2014 recruit Endless Invention, outlined in the HQ."),
    Step("End Turn.", end_turn(), END_WRONG),
    # Turn 5, Player 1: a Sentinel escapes; Green Goblin is fought and his Bystander rescued.
    Step("Doctor Octopus entered and a Sentinel escaped from the Bridge: again an HQ Hero is KO'd. Pick Great "
         "Responsibility.",
         pick("Great Responsibility", does="KO Great Responsibility from the HQ"),
         "Not yet \u2014 first choose the HQ Hero to KO: Great Responsibility, outlined."),
    Step("Doctor Octopus pushed everyone on: Green Goblin is on the Bridge, next to escape. Play All plays only "
         "cards that ask nothing (your S.H.I.E.L.D. cards); Perfect Teamwork and Unstoppable Hulk are played one "
         "by one.", play_all(), PLAY_ALL_WRONG),
    Step("Play Perfect Teamwork: your Heroes, in hand and played, show three colours: grey (the S.H.I.E.L.D. "
         "cards), green Strength (Perfect Teamwork itself) and yellow Instinct (Unstoppable Hulk), so +3 Attack.",
         play("Perfect Teamwork"),
         "Not yet \u2014 first play Perfect Teamwork, outlined in your hand."),
    Step("Play Unstoppable Hulk: 2 Attack (it could KO a Wound for 2 more, but you have none).",
         play("Unstoppable Hulk"),
         "Not yet \u2014 first play Unstoppable Hulk, outlined in your hand."),
    Step("7 Attack: enough for Green Goblin (6) on the Bridge. Click him to fight.",
         fight("Green Goblin"),
         "Not that one \u2014 fight Green Goblin (6), outlined on the Bridge: he holds the Bystander."),
    Step("Defeated! Green Goblin (4 VP) and the Bystander he held (1 VP) are in Player 1's Victory Pile. "
         "Fight Red Skull (7 Attack) four times, once for each Tactic, and the heroes win. End Turn — it asks "
         "first, since 1 Attack and 1 Recruit are unspent.",
         end_turn(), END_WRONG),
)

GUIDE = register_guide(Guide(
    "Learn to Play", SETUP, SEED, STEPS,
    "That is the whole turn: a Villain card, then play, recruit, fight, end. The game is yours now: play on, "
    "both seats, against Red Skull; End Lesson quiets the coach and leaves the game as it is. Help \u2192 How to "
    "Play and the Keyword Glossary explain the rest; the Hint (Ctrl+H) suggests a move.",
    ("enter", "recruit", "fight", "rescue", "strike", "twist", "escape"),
))
