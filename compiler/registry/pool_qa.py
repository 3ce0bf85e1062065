"""What the 5.0-5.2 cards of branch `qa` added (issue 13)."""
from .signatures import Effect, Event, P, Prop
from .effects import EFFECTS
from .events import EVENTS
from .words import ENTITY_KINDS
from .props import PROPS

# ---- Golden Wolflord's Beastly Corrosion (5.2): "对方的黄金侵蚀最多可叠加到5次" — while this is in
# play, a status of that name on one side (`opp`: the other side's characters, `own`: this
# side's) stacks up to N instead of its own `max_usage`.
PROPS["raises_max_usage"] = Prop(
    "raises_max_usage", ("status", "int", "ident"), ENTITY_KINDS,
    "While this is in play, the character status of that name on a side (`opp` or `own`, seen from this "
    "one) stacks up to N when added again instead of its own `max_usage` (the greatest such N counts; "
    "E0700: a side that is not `own` or `opp`).")

# ---- Freminet's Subnautical Hunter Mode (5.0): "将原本元素骰费用最高的至多2张手牌置于牌库底，然后抓
# 等量的牌" — hand cards go to the bottom of the deck, the costliest first (as `discard_highest`
# picks them); `into` counts them, so the same number can be drawn after.
EFFECTS["bottom_highest"] = Effect(
    "bottom_highest", [P("n", "int", 1), P("into", "var", None, "into")],
    "Put up to n cards from your hand at the bottom of your deck, one after the other the one with the "
    "highest original cost (one at random among equals; see `card.original_cost`); `into COUNTER` adds "
    "the number put there.")

# ---- Sigewinne's Bolstering Bubblebalms (5.2): "抓到此牌时：…" — a card whose effect is its
# being drawn: when it reaches its player's hand by a draw, it leaves the hand (discarded) and
# this handler runs for that player.
EVENTS["drawn"] = Event(
    "drawn", (),
    "This card has just been drawn into its player's hand (抓到此牌时): it is discarded from the hand "
    "and this handler runs, for the player who drew it (not for the opening hand, nor for a card "
    "burnt because the hand was full).", "self")

# ---- Sigewinne's Rebound Hydrotherapy (5.2): "将其置于我方牌库顶部第3张牌的位置" — a card made
# at an exact place in a deck, counted from the top.
EFFECTS["place_in_deck"] = Effect(
    "place_in_deck", [P("card", "card"), P("n", "int"), P("to", "side", "own", "to")],
    "Create a card in a deck (yours, or `to opp`) as its n-th card from the top (`1`: on top; at "
    "the bottom when the deck holds fewer than n - 1 cards).")
