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
