"""What the 4.7 cards of branch `pe` added (issue 12): discarding a whole hand, doubling damage."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import FUNCTIONS

# ---- Xinyan's Riff Revolution: "discard all cards in your Hand" (舍弃我方所有手牌); the
# cards go in the hand's order, each heard by `discarded`.  Consecrated Flying Serpent's
# Scattershot Vortex discards every Bonecruncher's Energy Block of the hand (`of NAME`) and
# counts them (`into`)
EFFECTS["discard_hand"] = Effect(
    "discard_hand", [P("card", "card", None, "of"), P("into", "var", None, "into")],
    "Discard every card in your hand (`of NAME`: every card of that name), in the hand's order; `into COUNTER` "
    "adds the number discarded.")

# ---- Consecrated Flying Serpent's Scattershot Vortex: "double the DMG once for every 2 cards
# discarded" (每舍弃2张，此次伤害翻倍1次), each stack of Bonecruncher's Energy Block:
# Accumulated one doubling — a doubling n times is a multiplier of 2 to the n
EFFECTS["double"] = Effect(
    "double", [P("n", "int", 1)],
    "Double the damage being dealt n times (a multiplier of 2 to the n; nothing for n of 0 or less), after "
    "every additive bonus, as `multiply`.", modifier=("deal_damage", "incoming_damage"))

# ---- Consecrated Scorpion's Thunderbore Blast: the trap's Usages are "the number of Bonecruncher's
# Energy Blocks discarded" (up to 3): how many cards of a name the hand holds
FUNCTIONS["hand_count_of"] = (("card",), "int", "_fx.hand_count_of(m, me, {0})",
                              "how many cards of that name your hand holds")
