"""What the 4.3 cards of branch `pa` added: a stacking limit for a duration, and the number of
different elements in a group of characters."""
from .signatures import Prop
from .words import ENTITY_KINDS
from .props import PROPS
from .values import FUNCTIONS

# ---- Gorou's General's War Banner (4.3): "持续回合：2（可叠加，最多叠加到3回合）" — creating it
# again adds its duration instead of refreshing it, up to a limit (as `max_usage` does for usages);
# Alhaitham's Chisel-Light Mirror (pool_pb.py) stacks so too, and its "Duration +1" stops there.
PROPS["max_duration"] = Prop(
    "max_duration", ("int",), ENTITY_KINDS,
    "Adding it again adds its `duration` to the rounds it has left, up to this (instead of refreshing "
    "it); `add_duration` stops there too; needs a `duration` smaller than it (E0370).")

# ---- Yelan's Turn Control (4.3): "我方队伍中每有1种元素类型，就使1个元素骰总是投出万能元素" —
# the number of different elements among the characters a group word names.
FUNCTIONS["count_elements"] = (
    ("group",), "int", "_fx.count_elements(m, me, {0})",
    "how many different elements the characters the target word names have (`team`: defeated ones too)")
