"""What the 5.7-5.8 cards of branch `qc` added (issue 13)."""
from .signatures import Effect, Event, P
from .effects import EFFECTS
from .events import EVENTS

# ---- Citlali's Itzpapa (5.7): "当茜特菈莉获得「夜魂值」并使自身「夜魂值」等于2时" — an "after" event
# when a character's Nightsoul points go up (a gain at the maximum already is none).
EVENTS["nightsoul_gained"] = Event(
    "nightsoul_gained", ("character",),
    "After Nightsoul points of one of your characters (`character`) went up (`gain_nightsoul`; a gain that "
    "finds the blessing full, or no blessing, is none).")

# ---- Chasca's Shadowhunt Shells (5.7): "加入手牌时：若我方出战角色为火/水/雷/冰，则将此牌转化为对应
# 元素" and "打出或舍弃此牌时：…" — an action card's own code while it is in a hand or a deck:
# when it reaches the hand (drawn, created, taken; it may turn into another card there), and
# when an effect discards it (runtime/handcards.py).
EVENTS["entered_hand"] = Event(
    "entered_hand", ("card",),
    "This action card has just reached its player's hand (drawn, created there, taken or swapped in; not one "
    "burnt because the hand is full): its own handler runs once the effect that put it there has resolved, "
    "if the card is still in the hand, before its side hears it arrive (`become_card`).", "self")
EVENTS["self_discarded"] = Event(
    "self_discarded", ("card",),
    "An effect has discarded this action card (from the hand or the deck; not one tuned, nor one burnt because "
    "the hand is full): its own handler runs once what discarded it has resolved.", "self")
EFFECTS["become_card"] = Effect(
    "become_card", [P("into", "card")],
    "In `on entered_hand`: this card, just arrived in the hand, becomes that card (a created card stays one).")
