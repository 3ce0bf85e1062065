"""What the 5.0-5.3 cards of branch `qe` added (issue 13)."""
from .signatures import Effect, Event, P, Param
from .events import EVENTS
from .effects import EFFECTS
from .values import FUNCTIONS, VALUES

# ---- Tepetlisaurus's Burrowing Assault (5.1): "如果手牌中存在名称不存在于本局最初牌组中的牌" —
# how many of your hand cards bear a name your deck did not hold when the match began (by name,
# as `card.in_initial_deck`).
VALUES["hand_not_initial"] = (
    "int", "sum(1 for c in m.players[me.p].hand if not _fx.in_initial_deck(m, me, c))", None)

# ---- Iktomisaurus's Spiritual Support (5.2): "从「场地」「道具」「料理」中挑选1张加入手牌" — one
# random card of each listed class is offered, and the one picked is created in the hand.
EFFECTS["choose_card_each"] = Effect(
    "choose_card_each", [Param("classes", "cardclasses", None, "of", True)],
    "The player picks one of the cards offered, one drawn at random from the library's cards of each listed "
    "kind or subtype (`of location, item, food`; not the hidden ones), and it is created in the hand: a "
    "`pick_card` decision, answered with the card's name. What follows the effect waits for the answer.",
    asks=True)

# ---- Saurian Dining Buddies (5.0): "选择一个装备在我方角色的「特技」装备牌，使其可用次数+1" — the
# equipment of a kind on a character (the one picked: `to chosen`) gains usages.
EFFECTS["add_equipment_usage"] = Effect(
    "add_equipment_usage", [P("n", "int"), P("kind", "cardkind"), P("to", "target", "self", "to")],
    "Each equipment of that kind (`technique`, `weapon`, ...) on the characters the target word names gains n "
    "usages (capped by its `max_usage`; equipment that counts none is not changed).")

# ---- Eremite Teatime (5.1): "如果我方存在相同元素类型/相同武器类型/相同所属势力的角色" — whether two of
# the characters a group word names share an element, a weapon type or a faction.
FUNCTIONS.update({
    "shares_element": (("group",), "bool", "_fx.shares(m, me, {0}, 'element')",
                       "two or more of the characters the target word names have the same element (`team`: "
                       "defeated ones too)"),
    "shares_weapon": (("group",), "bool", "_fx.shares(m, me, {0}, 'weapon')",
                      "two or more of the characters the target word names use the same weapon type (a character "
                      "of the type `other` shares none)"),
    "shares_faction": (("group",), "bool", "_fx.shares(m, me, {0}, 'faction')",
                       "two or more of the characters the target word names belong to the same faction"),
})

# ---- Puff Pops (5.3): "名称不存在于初始牌组中的牌加入我方手牌时" — any card reaching your hand,
# whichever way (drawn, created, taken, picked): heard after the resolution that brought it.
EVENTS["card_gained"] = Event(
    "card_gained", ("card",),
    "After a card reaches your hand (`card`), whichever way: drawn, created there, taken from the opponent, "
    "picked or swapped in; not one burnt because the hand is full.")

# ---- Demon-Warrior's Feather Mask (5.3): "附属角色使用特技后" — after one of your characters
# (`user`) has used a technique (特技: no skill, so `skill_used` does not hear it).
# `technique_used` (after a technique): compiler/registry/pool_qb.py
