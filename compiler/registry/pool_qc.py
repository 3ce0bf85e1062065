"""What the 5.7-5.8 cards of branch `qc` added (issue 13)."""
from .signatures import Event
from .events import EVENTS

# ---- Citlali's Itzpapa (5.7): "当茜特菈莉获得「夜魂值」并使自身「夜魂值」等于2时" — an "after" event
# when a character's Nightsoul points go up (a gain at the maximum already is none).
EVENTS["nightsoul_gained"] = Event(
    "nightsoul_gained", ("character",),
    "After Nightsoul points of one of your characters (`character`) went up (`gain_nightsoul`; a gain that "
    "finds the blessing full, or no blessing, is none).")
