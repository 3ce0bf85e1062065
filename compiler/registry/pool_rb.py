"""What the 5.7-6.0 characters of branch `rb` added (Mavuika; Yumemizuki Mizuki needed nothing new)."""
from .signatures import Effect, Event, P, Param, Prop
from .effects import EFFECTS
from .events import EVENTS
from .props import PROPS
from .values import CHAR_ATTRS

# ---- Mavuika's Fighting Spirit (5.7): "角色不会获得充能" and a burst paid with 战意 (the
# reference's cost die `special_energy`): `special_energy NAME MAX` gives a character a special
# energy of its own, 0 to MAX (the character value `special_energy`; `gain_special_energy`,
# `spend_special_energy`).  A skill costing `special_energy N` can be used only while the
# character has at least N; paying spends none of it: the skill's body says what it spends
# ("消耗自身全部战意").
PROPS["special_energy"] = Prop(
    "special_energy", ("ident", "int"), ("character",),
    "`special_energy NAME MAX`: the character has a special energy of that name (Mavuika's Fighting Spirit), "
    "0 to MAX (E0620: MAX not positive), read as the character value `special_energy` and changed with "
    "`gain_special_energy` and `spend_special_energy`. A skill costing `special_energy N` can be used only while "
    "the character has at least N (E0621: a character without one; E0622: in a card's or technique's cost); "
    "paying spends none of it, the skill's body does. The state view shows it as the character's "
    "`special_energy`.")
CHAR_ATTRS["special_energy"] = ("int", "_fx.special_energy_of({c})")
EFFECTS["gain_special_energy"] = Effect(
    "gain_special_energy", [P("n", "int"), P("to", "target", "self", "to")],
    "The characters' special energy (`special_energy`) rises by n, up to its maximum; a character without one "
    "gains none.")
EFFECTS["spend_special_energy"] = Effect(
    "spend_special_energy", [P("of", "target", "self", "of")],
    "The characters' special energy (`special_energy`) is all spent: it becomes 0.")

# ---- Mavuika's The Named Moment and "Humanity's Name" Unfettered (5.7): "从3张驰轮车中挑选1张加入
# 手牌" — pick one of named cards (all of them when there are no more than n), in a random order
# of offer; the one picked is created in the hand.
EFFECTS["choose_named_card"] = Effect(
    "choose_named_card", [P("n", "int"), P("cards", "cards")],
    "The player picks one of n different cards drawn at random from the named ones (all of them when there are "
    "no more than n; hidden cards too), and it is created in the hand: a `pick_card` decision, answered with the "
    "card's name. What follows the effect waits for the answer.", asks=True)

# ---- Crucible of Death and Life (5.7): "我方全体角色的技能不消耗「夜魂值」" — before Nightsoul
# points of one of your characters are consumed, a handler may keep them: the consumption does
# not happen (no `nightsoul_consumed` follows).
EVENTS["nightsoul_consuming"] = Event(
    "nightsoul_consuming", ("character",),
    "Nightsoul points of one of your characters (`character`) are about to be consumed: `keep_nightsoul` "
    "cancels the consumption (then no `nightsoul_consumed` follows).")
EFFECTS["keep_nightsoul"] = Effect(
    "keep_nightsoul", [],
    "In `on nightsoul_consuming`: the points are not consumed (nothing happens when another handler kept them "
    "already).", modifier=("nightsoul_consuming",))

# ---- Flamestrider: Blazing Trail (5.7): "将2个元素骰转换为万能元素" — `count N` converts only N
# of the dice (those not already of that kind; which ones: runtime/fx/dice.py convert_dice).
EFFECTS["convert_dice"].params.append(Param("count", "int", None, "count", False))
EFFECTS["convert_dice"].doc = (
    EFFECTS["convert_dice"].doc[:-1] + "; `count N`: only N of them, one at a time of the kind held most (of "
    "kinds held as often, the first in the dice order: Omni, Cryo, Hydro, Pyro, Electro, Anemo, Geo, Dendro).")
