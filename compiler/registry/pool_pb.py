"""What the 4.3 cards of branch pb added (issue 12): another entity's duration, read and set."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import FUNCTIONS

# ---- Alhaitham (4.3): Chisel-Light Mirror stacks its duration (`max_duration`, pool_pa.py).
# Alhaitham's burst consumes the Mirror and deals +1 DMG per round it had left: the rounds left of
# an entity at a place (as `round_left_of` reads its uses left this round).
FUNCTIONS["duration_of"] = (("holder", "entity"), "int", "_fx.duration_at(m, me, ev, {0}, {1})",
                            "the rounds left (`duration`) of that entity at the place, added up (0 when it is not "
                            "there)")
# ... and "attach a Chisel-Light Mirror with 3/2/1 Duration (Rounds)": the rounds an entity has left
# set to a number (the one just added, named with `of`).
EFFECTS["set_duration"] = Effect(
    "set_duration", [P("n", "int"), P("of", "entity", None, "of"), P("to", "place", "", "to")],
    "Set this entity's duration (rounds) to n; `of NAME`: of every entity of that name on the place instead (as "
    "in `add_duration`). At 0 it leaves play.")
