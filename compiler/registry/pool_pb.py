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

# ---- La Signora (4.3): Carmine Chrysalis, or her Ice-Sealed status leaving play, turns her into
# the Crimson Witch of Embers for good: a Pyro character (her dice, Elemental Tuning, Pain for
# Pain's "dice of La Signora's current element") whose skills are the Pyro ones (each skill
# `require`s the element of its form, read as the character value `element`).
EFFECTS["change_element"] = Effect(
    "change_element", [P("element", "element"), P("to", "target", "self", "to")],
    "The characters' element becomes this one for the rest of the match (a form: what reads a character's "
    "element, `element`, the dice of `self` and `active`, Elemental Tuning, sees the new one).")

# ---- Azhdaha (4.3): his Stone Facets: Elemental Absorption records the element he holds now and the
# kinds he has absorbed, and his skills ask it: the Frostspike Wave he gains with Cryo, his burst's
# +1 per kind. `counter_of(PLACE, NAME, COUNTER)` reads a counter another entity declares (E0381:
# one it does not declare).
FUNCTIONS["counter_of"] = (("holder", "entity", "ident"), "int", "_fx.counter_at(m, me, ev, {0}, {1}, {2})",
                           "a counter (`counter`, `round_counter`) of that entity at the place, added up over the "
                           "entities of that name there (0 when none is there)")
