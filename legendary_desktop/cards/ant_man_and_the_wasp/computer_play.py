"""How the computer players may use the main-phase actions this set adds, in the order they weigh them."""

from legendary_desktop.engine import advice

SET = "ant-man-and-the-wasp"

for _kind, _use in (("seal", advice.ATTACK_EXTRA), ("duplicate", advice.ATTACK_EXTRA),
                    ("pool", advice.GAIN_HERO), ("victim", advice.GAIN_HERO), ("bid", advice.GAIN_HERO),
                    ("refreshment", advice.HEAL), ("scientist", advice.TRIM)):
    advice.register_action_use(SET, _kind, _use)
