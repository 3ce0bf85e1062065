"""What the 4.7 card of branch `ph` added (issue 12): Furina's forms and her summons' conditions."""
from .signatures import Effect, P
from .words import TARGETS
from .effects import EFFECTS
from .values import FUNCTIONS

# ---- Furina's Salon Members and Center of Attention: "your character who has taken the least
# DMG" (受伤最少的我方角色): the one who has lost the least HP (issue 10), beside `most_injured`
TARGETS["least_injured"] = ("your character that has lost the least HP (an unhurt one too; a tie: the first from the "
                            "active one rightwards)")

# ---- Salon Members: "if your side has a character with at least 6 HP" (存在生命值至少为6的角色);
# Singer of Many Waters: "... with no more than 5 HP": the highest and the lowest HP of a group
# (issue 10: "the character with the highest HP")
FUNCTIONS["most_hp"] = (("target",), "int", "_fx.most_hp(m, me, ev, {0})",
                        "the highest HP among the living characters the target word names (0 when none)")
FUNCTIONS["least_hp"] = (("target",), "int", "_fx.least_hp(m, me, ev, {0})",
                         "the lowest HP among the living characters the target word names (0 when none)")

# ---- Furina's form (Ousia / Pneuma): a counter she declares, which her event card Seats Sacred
# and Secular switches and her status Center of Attention reads: another character's counter,
# read and set (characters that do not declare it read 0 and are not changed)
FUNCTIONS["char_counter"] = (("target", "ident"), "int", "_fx.char_counter(m, me, ev, {0}, {1})",
                             "a counter (`counter`) of the characters the target word names, added up over those that "
                             "declare it (0 when none does)")
EFFECTS["set_char_counter"] = Effect(
    "set_char_counter", [P("var", "ident"), P("value", "int"), P("to", "target", "self", "to")],
    "Set a counter (`counter NAME`) of the characters the target word names to the value; those that do not "
    "declare it are not changed.")

# ---- Seats Sacred and Secular: Salon Members and Singer of Many Waters switch form with Furina
# (沙龙成员 ⇄ 众水的歌者): an entity becomes another in place, keeping its usages
EFFECTS["swap_form"] = Effect(
    "swap_form", [P("a", "entity"), P("b", "entity"), P("to", "place", "", "to")],
    "Every entity named A at the place becomes B and every one named B becomes A, at the same time, in place: "
    "each keeps its usages (up to the new one's `max_usage`); its duration, Shield, allowance and counters "
    "are the new one's. A place as in `add_usage` (default: your side, or this character).")
