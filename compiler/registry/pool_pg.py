"""What the 4.5-4.8 cards of branch pg added (issue 12): each construct names the card that needs it."""
from .signatures import Effect, Event, P
from .effects import EFFECTS
from .events import EVENTS
from .values import VALUES

# ---- Water and Justice: "distribute the HP of all your undefeated characters equally" (平均分配
# 我方未被击倒的角色的生命值).  A character that gains HP by it is healed with the kind
# `distribute` (heal.kind), which Bond of Life does not cancel; one that loses HP is not damaged.
EFFECTS["distribute_hp"] = Effect(
    "distribute_hp", [P("to", "target", "all", "to")],
    "The living characters the target word names (yours by default: `all`) share their HP equally: each gets "
    "the total divided by their number, the remainder 1 HP each to the first of them from the active one "
    "rightwards (none above its Max HP). Those who gain are healed (`heal.kind` is `distribute`); those who lose "
    "HP take no damage.")


# ---- Countdown to the Show: "after this card is discarded from your hand or deck" (此牌在手牌或
# 牌库中被舍弃后): `on self_discarded` (compiler/registry/pool_qc.py, runtime/handcards.py; E0450).


# ---- "Ultimate Overlord's Mega Magic Sword": its Support (声援) is the number of different names
# of the action cards you played this match that no card of your starting deck bears (本局游戏中
# 你打出过的名称不存在于本局最初牌组中的不同名的行动牌数量), from the match's start.
VALUES["played_new_names"] = ("int", "_fx.played_new_names(m, me)", None)


# ---- "I'd Rather Lose Money Myself...": "each time your opponent gains 2 Elemental Dice this
# Round, you gain 1 Omni Element (the dice this effect gives excluded)" (每当对方获得2个元素骰 ...
# 此效果提供的元素骰除外).  A die an effect creates (`gain_dice`, `return_dice`) is heard by the
# opposing side, one event per die, with the name of what made it (`dice.source`); the dice of
# the Roll Phase and a tuned die's new face are no gain.
EVENTS["opp_die_gained"] = Event(
    "opp_die_gained", ("dice",),
    "After an effect gave the opponent an Elemental Die (`gain_dice`, `return_dice`): once per die; "
    "`dice.source` names what made it. The dice rolled in the Roll Phase and a tuned die's new face are "
    "not gained so.", "opp")
VALUES["dice.source"] = ("string", "_fx.dice_source(ev)", "dice")


# ---- The Mausoleum of King Deshret: "after your opponent draws 4 cards cumulatively" (对方累积抓4
# 张牌后): the `drew` of the opposing side, once per card drawn (one burnt by the hand limit too).
EVENTS["opp_drew"] = Event(
    "opp_drew", ("card",),
    "After the opponent draws a card, once per card drawn (one burnt because the hand is full too), as "
    "`drew` is heard on that side.", "opp")
