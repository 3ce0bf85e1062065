"""What the 5.7-6.0 action cards of branch `rd` added (session 5)."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import FUNCTIONS, VALUES

# ---- Crown of the Saints (5.7): "该角色下次技能或特技造成伤害+1" — the damage is dealt by a technique
# (特技) that the handler's own character holds (a technique card, or equipment or a status that
# grants one): a technique's damage is its granting entity's, not the character's (`damage.by_self`).
VALUES["damage.by_self_technique"] = ("bool", "_fx.by_self_technique(me, ev.dmg)", "damage")

# ---- "Revelrous Beats" (6.0): "如果我方手牌中的「武器」牌或「圣遗物」牌数量大于1张" — how many cards
# of a kind (or subtype) your hand holds.
FUNCTIONS["hand_count_kind"] = (
    ("cardkind",), "int", "_fx.hand_count_kind(m, me, {0})",
    "how many cards of that kind (`weapon`, `artifact`, ...) your hand holds")

# ---- "A Blessing From 'M'" (6.0): "将其可用次数转化为..." — the usages of the summon or support a
# card is played on (`target own_summon`), read before `discard_target` takes it away.
VALUES["target_usage"] = ("int", "_fx.target_usage(ev)", None)

# ---- Fire and War's Ode of Resurrection (5.7): "消耗等同于「重燃」的元素骰" — spend n of your dice
# as an unaligned cost would be paid (the auto-payment's choice); nothing when you hold fewer.
EFFECTS["spend_dice"] = Effect(
    "spend_dice", [P("n", "int")],
    "Spend n of your dice, the ones the auto-payment would pay an unaligned cost of n with (Omni last); "
    "nothing is spent when you hold fewer than n (ask `dice_count` first).")

# ---- Forest Blessing, Calligraphy Tavern (5.8): "从折纸飞鼠、跳跳纸蛙、折纸胖胖鼠中随机生成1张" — one
# card chosen at random among the named ones is created in a hand (a list of cards: `cards`).
EFFECTS["add_card_one_of"] = Effect(
    "add_card_one_of", [P("what", "cards"), P("to", "side", "own", "to")],
    "Create one card in a hand (yours, or `to opp`), chosen at random with equal chances (the match's seeded "
    "generator) among the named ones; none past the hand limit of 10. A card that shares its name with a "
    "summon is named by its id.")

# ---- Calligraphy Tavern (5.8): "随机触发我方1个「希穆兰卡」召唤物的「结束阶段」效果" — the random
# summon only among those with a tag (`tags simulanka`), and how many of your summons have one.
EFFECTS["trigger_random_summon"].params.append(P("tag", "ident", None, "tagged"))
EFFECTS["trigger_random_summon"].doc += (" `tagged TAG`: only among the summons with that tag (`tags`), "
                                         "Calligraphy Tavern's Simulanka summons.")
FUNCTIONS["summons_tagged"] = (
    ("ident",), "int", "_fx.summons_tagged(m, me, {0})",
    "how many of your summons have that tag (`tags simulanka`)")

# ---- Constellation Metropole, Gift of the Goddess of Prophecy (5.8): "效果量+1" — a Simulanka
# summon's effect amount is a counter of its own (`boost`), raised from another entity: add n to a
# counter of every entity of that name at a place (`of NAME`, default your side or this
# character), or without `of` to this entity's own counter.  E0660 / E0661 when it declares none.
EFFECTS["add_counter"] = Effect(
    "add_counter", [P("var", "ident"), P("n", "int"), P("of", "entity", None, "of"), P("to", "place", None, "to")],
    "Add n to a counter (`counter NAME`) of this entity; `of NAME`: of every entity of that name at the place "
    "instead (as in `add_usage`: characters for a status, default the handler's own; a side for a combat "
    "status, summon or support, default yours). An entity that declares no such counter: E0660 / E0661.")

# ---- Rawr! Rawr!'s Yikes! (5.7): "若本局游戏我方累计打出了6张特技牌" — how many cards of a kind you
# have played this match (in `card_played`, the card just played counts).
FUNCTIONS["played_count"] = (
    ("cardkind",), "int", "_fx.played_count(m, me, {0})",
    "how many cards of that kind you have played this match (in `card_played`, that card too)")
