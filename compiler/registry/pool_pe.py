"""What the 4.7 cards of branch `pe` added (issue 12): discarding a whole hand, doubling damage."""
from .signatures import Effect, Event, P
from .events import EVENTS
from .effects import EFFECTS
from .values import FUNCTIONS, VALUES
from .props import EVENT_VALUE_RANGES
from .words import DMG_TYPES

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

# ---- Wriothesley's Chilling Penalty deals Piercing DMG to its own character, and that is DMG
# taken ("受到伤害"): it counts for Darkgold Wolfbite's discount and the Talent's Penalty points.
# Piercing DMG raises `damaged` (runtime/damage.py; still no bonus, reduction or `dealt_damage`),
# so there `damage.element` may be `piercing`
EVENT_VALUE_RANGES[("damaged", "damage.element")] = DMG_TYPES

# ---- Awaken, My Kindred: "when you play this card or Discard this card: summon ..." (打出此牌或
# 舍弃此牌时) — `on self_discarded` (compiler/registry/pool_qc.py, runtime/handcards.py), a card's
# own handler as `played` is (cards only: E0450).

# ---- Kaveh's Burst Scan: "before either side chooses their action" (双方选择行动前) — heard by
# both sides, the chooser's first; it discards the top card of the deck and deals Dendro DMG of
# that card's original cost (`mill ... cost_into COUNTER`).  The Art of Budgeting, "after Burst
# Scan's effect", copies that card into the hand (`copy_card`: the event's card) when it hears
# the discard (`card.discarded_by`: the name of what discarded it)
EVENTS["before_any_action"] = Event(
    "before_any_action", (),
    "Either player is about to choose an action (as `before_action`, which the chooser's side hears "
    "first): heard by both sides, the chooser's first.", "both")
EFFECTS["mill"].params += [P("into", "var", None, "into"), P("cost_into", "var", None, "cost_into")]
EFFECTS["mill"].doc += (" `into COUNTER` adds the number discarded, `cost_into COUNTER` the sum of their original "
                        "costs.")
EFFECTS["copy_card"] = Effect(
    "copy_card", [P("n", "int", 1)],
    "Create n copies of the event's card (`card`: the one discarded, drawn, played) in your hand, none past the "
    "hand limit; nothing when the event has no card.")
VALUES["card.discarded_by"] = ("string", "_fx.discarded_by(ev)", "card")
# "此牌在手牌被舍弃后" (Flying Squad, Attack!): discarded from the hand, not from the deck
VALUES["card.from_deck"] = ("bool", "_fx.discarded_from_deck(ev)", "card")
