"""What the 5.3-5.6 cards of branch qb added (issue 13): an entity's arrival heard by its side, one
named summon acting as in the End Phase, a summon that becomes another (an upgrade)."""
from .signatures import Effect, Event, P, Prop
from .effects import EFFECTS
from .events import EVENTS
from .values import FUNCTIONS, VALUES
from .props import PROPS, VALUE_RANGES
from .words import ENTITY_KINDS

# ---- Emilie's Lingering Fragrance: "when your Burning Flame enters play" (我方燃烧烈焰入场时).
# Heard by the side it entered on, once it is in play; being added again is not entering (that
# is the entity's own `entered` with `added_again`).
EVENTS["created"] = Event(
    "created", ("created",),
    "After a status, combat status, summon, support or piece of equipment enters play on your side "
    "(`created`: the one that entered, which hears it too); not when one already in play is added again.")
VALUES.update({
    "created.name": ("string", "ev.created.defn.name", "created"),
    "created.kind": ("sym:kind", "ev.created.defn.kind", "created"),
})
VALUE_RANGES["created.kind"] = ENTITY_KINDS

# ---- Emilie's Lingering Fragrance (In Effect) "triggers your Burning Flame's End Phase effect" and
# Marcotte Sillage makes "your highest-level Lumidouce Case act at once": a named summon acts as in
# the End Phase, spending its usages as there (as trigger_random_summon, whose choice is random)
EFFECTS["trigger_summon"] = Effect(
    "trigger_summon", [P("summon", "entity"), P("of", "side", "own", "of")],
    "The summon of that name on the side acts as in the End Phase, spending its usages as there; once the "
    "resolution running now has finished, as a resolution of its own. Nothing happens when it is not there.")

# ---- Lumidouce Case: Level 1 "is upgraded to Lumidouce Case: Level 2" after a Burning DMG: this
# entity becomes another definition of its kind where it stands, keeping its usages, duration,
# shield, counters of the same name and its creator (E0710: of another kind)
EFFECTS["transform"] = Effect(
    "transform", [P("into", "entity")],
    "This entity becomes that one (of the same kind: E0710) where it stands, keeping its usages, duration, "
    "shield, creator and the counters both declare; it does not enter play anew.")

# ---- Emilie's Lingering Fragrance: a passive that works "twice per Round" (每回合2次): a
# character's own allowance per round, `per_round N` on the character, read as `self.round_left`
# and spent with `use_round` in the character's code (E0711: `self.round_left` without it)
PROPS["per_round"] = Prop("per_round", PROPS["per_round"].types, PROPS["per_round"].kinds + ("character",),
                          PROPS["per_round"].doc[:-1] + "; on a character, its passives' allowance.")

# ---- Kinich's Grapple Link: "after your other characters use a Technique" (我方其他角色使用特技后):
# a technique is no skill (no `skill_used`), so it has an "after" event of its own
EVENTS["technique_used"] = Event(
    "technique_used", ("user", "character"),
    "After one of your characters (`user`) uses a technique (特技), once what it did has resolved.")

# ---- Kinich's Canopy Hunter: Riding High: "then switch positions with the selected character"
# (与所选角色交换位置): the two characters trade places in the line-up; the active character stays
# the active one (now at the other place), and what they created still names them
EFFECTS["swap_position"] = Effect(
    "swap_position", [P("with", "target")],
    "This character and the (first) character of its side the target word names trade places in the line-up "
    "(`swap_position chosen`, after `choose_character`); the active character stays active. Nothing happens "
    "for the character itself or one of the other side.")

# ---- Xilonen's Ocelotlicue Point!: "1 more card for each stack of Source Sample: Geo" — the usages
# (stacks) of a character status at a place (`usage_of` reads a side's combat statuses and summons)
FUNCTIONS["stacks_of"] = (("holder", "entity"), "int", "_fx.usage_at(m, me, ev, {0}, {1})",
                          "the usages (stacks) of that entity at the place, added up (0 when it is not there)")
