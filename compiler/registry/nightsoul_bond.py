"""Nightsoul's Blessing and Bond of Life: Nightsoul points, healing that is absorbed, heal values."""
from .signatures import Effect, Event, P, Prop
from .words import DOMAINS
from .effects import EFFECTS
from .events import EVENTS
from .values import CHAR_ATTRS, CHAR_ROOTS, FUNCTIONS, VALUES
from .props import PROPS

# ---- Nightsoul's Blessing and Bond of Life (issue 10, items 4 and 5) ---------------------------
# Nightsoul's Blessing (夜魂加持, seed 003): "the character it is attached to accumulates
# Nightsoul points (at most 2); at 0 Nightsoul points it leaves Nightsoul's Blessing".  Each
# character that enters it has its own status of that name (its own id), declared with
# `nightsoul`; the points live on that status (the state view's `points`), and the effects below
# reach them from any entity (a technique card, a combat status) through the character.
# Bond of Life (生命之契, seed 003; cards/core.card): "each usage cancels 1 point of healing
# received (not a revival or a redistribution of HP); stacks without limit".  Healing raises
# `incoming_heal` before it lands, so the status is plain card code (`absorb_heal`).
PROPS["nightsoul"] = Prop(
    "nightsoul", ("int",), ("character_status",),
    "This status is its character's Nightsoul's Blessing: it holds the character's Nightsoul points, at most N "
    "(`nightsoul` alone: 2), starting at 0 (`gain_nightsoul`, `consume_nightsoul`, the character value "
    "`nightsoul`). When they are consumed down to 0 it leaves play (seed 003), once the consuming "
    "resolution and its `nightsoul_consumed` effects are done; with `keep_at_zero` it stays.")
# a property whose value may be left out, and the value it then has
PROP_DEFAULTS = {"nightsoul": 2}
# the kinds of healing (`heal.kind`): a revival and a redistribution of HP are healing too, but
# Bond of Life does not cancel them (seed 003)
HEAL_KINDS = ("normal", "revive", "distribute")
DOMAINS["heal"] = HEAL_KINDS
EVENTS.update({e.name: e for e in [
    Event("incoming_heal", ("heal", "target", "skill"),
          "Your character is about to be healed (`heal.amount`, `heal.kind`; `skill`: the skill whose effect heals, "
          "if one does): the healing can be cancelled (`absorb_heal`, `reduce_heal`).", "target"),
    Event("nightsoul_consumed", ("character",),
          "After Nightsoul points of one of your characters (`character`) were consumed."),
]})
# `switched_out`: the character that was active before the switch (none when the first active
# character is chosen)
EVENTS["switched"].fields += ("switched_out",)
CHAR_ROOTS["switched_out"] = ("_fx.switched_out(ev)", "switched_out")
CHAR_ATTRS.update({
    "nightsoul": ("int", "_fx.nightsoul_points({c})"),
    "in_nightsoul": ("bool", "_fx.in_nightsoul({c})"),
    "bond_of_life": ("int", "_fx.bond_of_life({c})"),
})
VALUES.update({
    "heal.amount": ("int", "ev.heal.amount", "heal"),
    "heal.kind": ("sym:heal", "ev.heal.kind", "heal"),
})
FUNCTIONS.update({
    "dealt_by": (("entity",), "bool", "_fx.dealt_by(m, ev, {0})",
                 "the damage is dealt by that status, summon or equipment (or another of the same name); a "
                 "technique's damage is its card's"),
    "min": (("int", "int"), "int", "min({0}, {1})", "the lesser of two numbers"),
})
# functions that read an event's data, and the field they need (E0408 elsewhere)
FUNCTION_NEEDS = {"dealt_by": "damage"}
EFFECTS.update({e.name: e for e in [
    Effect("gain_nightsoul", [P("n", "int"), P("to", "target", "self", "to")],
           "The characters' Nightsoul's Blessing gains n Nightsoul points, up to its maximum; a character not in "
           "Nightsoul's Blessing gains none."),
    Effect("consume_nightsoul", [P("n", "int", 1), P("of", "target", "self", "of")],
           "Consume n Nightsoul points of the characters' Nightsoul's Blessing (as many as it holds, when fewer); "
           "then `nightsoul_consumed` follows, and a blessing left at 0 points leaves play with what is bound to it."),
    Effect("add_stacks", [P("what", "entity"), P("n", "int"), P("to", "place", "", "to")],
           "`add` n times: a stacking entity (`stack`, `max_usage`) gains n times its usages; `add_stacks \"Bond of "
           "Life\" 4` attaches 4 stacks."),
    Effect("absorb_heal", [],
           "This entity's usages cancel the healing being received, 1 point per usage, and are spent "
           "(at 0 it leaves play unless it has `keep_at_zero`).", modifier=("incoming_heal",)),
    Effect("reduce_heal", [P("n", "int")], "Decrease the healing being received by n (not below 0).",
           modifier=("incoming_heal",)),
]})
