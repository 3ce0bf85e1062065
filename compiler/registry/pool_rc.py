"""What the 5.0-5.6 action cards of branch `rc` (session 5) added."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import VALUES

# ---- Stage Tepetl (5.1), Conductor's Top Hat (5.1): "将1个（2个）元素骰转换为万能元素" — a number
# of your dice, not all of them, become one kind.
EFFECTS["convert_some"] = Effect(
    "convert_some", [P("n", "int"), P("die", "die")],
    "n of your dice that are not of this kind (`omni`, an element, `active`, `self`) become it, the kinds you "
    "hold fewest of first (among kinds held as often, in the game's order of the dice); fewer when you hold "
    "fewer.")

# ---- Stage Tepetl (5.1): "敌方打出名称不存在于本局最初牌组的牌时" — `card.in_opp_initial_deck`,
# which branch ra added for Undying Fury (compiler/registry/pool_ra.py)

# ---- "People of the Springs" (5.3): "我方「召唤物」入场时：使其可用次数+1" — in `on created`, the
# entity that just entered play gains usages (as `add_target_usage`: not capped by `max_usage`).
EFFECTS["add_created_usage"] = Effect(
    "add_created_usage", [P("n", "int")],
    "In `on created`: the entity that just entered play (`created`) gains n usages (not capped: `max_usage` "
    "limits only adding it again); nothing for one that counts none.")

# ---- Koholasaurus's Spiritway (5.0): "选择一个我方「召唤物」，立刻触发其「结束阶段」效果" — the
# player chooses one of the summons of a side that have an End Phase effect (a `pick_own_summon`
# decision, answered with its name); it acts as in the End Phase, spending its usages as there.
EFFECTS["trigger_chosen_summon"] = Effect(
    "trigger_chosen_summon", [P("of", "side", "own", "of")],
    "The player chooses one of the summons of a side (yours by default) that have an End Phase effect: a "
    "`pick_own_summon` decision, answered with its name. It acts as in the End Phase, spending its usages as "
    "there, once the resolution running now has finished. Nothing is asked when the side has none.",
    asks=True)

# ---- Flames of War (Pilgrimage of the Return of the Sacred Flame, 5.3): "会将各自阵营对对方造成的
# 伤害记录为「斗志」" — in a damage event, whether the side of this entity dealt it (its character,
# summon, status or equipment), whoever took it (`opp_damaged` hears the opponent's own DMG too).
VALUES["damage.by_own_side"] = ("bool", "(ev.dmg.src_p == me.p)", "damage")

# ---- In the Name of the Extreme (5.5): "交换双方手牌" — the two hands change sides.
EFFECTS["swap_hands"] = Effect(
    "swap_hands", [],
    "The two players' hands change places: every card in your hand goes to the opponent's and every card in "
    "theirs to yours, in their order (each side takes the other's cards as cards it did not draw).")

# ---- Mystique Soup (5.5): "从3个随机效果中挑选1个，对目标角色生效" — n different ones of the named
# character statuses are offered at random; the one the player picks (挑选: `picked` follows) is
# attached to the characters a target word names (a `pick_status` decision, answered with its name).
EFFECTS["choose_status"] = Effect(
    "choose_status", [P("n", "int"), P("what", "statuses"), P("to", "target", "self", "to")],
    "The player picks one of n different character statuses drawn at random from the named ones (all of them "
    "when there are no more than n): a `pick_status` decision, answered with its name; it is attached to the "
    "characters the target word names. What follows the effect waits for the answer.",
    asks=True)
