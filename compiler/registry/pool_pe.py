"""What the 4.7 cards of branch `pe` added (issue 12): discarding a whole hand, powers of two."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import FUNCTIONS

# ---- Xinyan's Riff Revolution: "discard all cards in your Hand" (舍弃我方所有手牌); the
# cards go in the hand's order, each heard by `discarded`
EFFECTS["discard_hand"] = Effect(
    "discard_hand", [P("into", "var", None, "into")],
    "Discard every card in your hand, in the hand's order; `into COUNTER` adds the number discarded.")

# ---- Consecrated Flying Serpent's Scattershot Vortex: "double the DMG once for every 2 cards
# discarded" — a doubling n times is a multiplier of 2 to the n
FUNCTIONS["pow"] = (("int", "int"), "int", "_fx.power({0}, {1})",
                    "the first number raised to the power of the second (1 when the second is 0 or less)")
