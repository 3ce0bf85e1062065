"""The seeds' special states: immunity, healing bonuses, elements kept applied (`attach`), blocked statuses."""
from .signatures import Effect, Event, P, Prop
from .effects import EFFECTS
from .events import EVENTS
from .values import VALUES
from .props import PROPS

# ---- the seeds' special states (seed 003's glossary: elemental armaments, lives and shields,
# Petrification, Stun, Bubble-bound, Frozen, Satiated; issue 10, item 9) ----------------------
# Kept in one block (the tables above gain these entries) so that it reads as one construct.
EFFECTS["immune"] = Effect(
    "immune", [], "The character takes no damage from it (immunity): after every bonus and multiplier, "
    "before reductions and shields, so no shield is spent. Piercing damage is never stopped.",
    modifier=("incoming_damage",))
EFFECTS["heal_bonus"] = Effect(
    "heal_bonus", [P("n", "int")], "Add to the healing being done (`on healing`).", modifier=("healing",))
EVENTS["element_reacted"] = Event(
    "element_reacted", ("reaction", "target", "character"),
    "A reaction happened on your character `target` and took an element off it (after the reaction's "
    "own effects): a status that keeps an element applied (`attach`) spends an application here; the "
    "element comes back afterwards while that status is still in play.", "target")
EVENTS["healing"] = Event(
    "healing", ("heal", "target"),
    "Your side is healing a character (`target`): `heal_bonus` adds to it.")
EVENTS["usage_gained"] = Event(
    "usage_gained", (),
    "This entity gained usages from an effect (`add_usage`, `add_summon_usage`, `add_target_usage`) "
    "rather than by being added again (that is `entered`).")
VALUES["heal.by_self"] = ("bool", "_fx.by_self(me, ev.heal)", "heal")
PROPS["attach"] = Prop(
    "attach", ("element",), ("character_status",),
    "The holder always has this element applied while the status is in play: applied when it enters, "
    "and again after every reaction that takes it off (seed 003: armaments, elemental life, elemental "
    "shields). Only elements that stay applied: not anemo or geo (E0231).")
PROPS["blocks"] = Prop(
    "blocks", ("status",), ("character", "character_status", "equipment", "weapon", "artifact", "talent",
                            "technique"),
    "Character statuses of these names are never attached to the character (its own, or the holder of "
    "this status or equipment): `blocks Frozen` (cannot be Frozen), `blocks Satiated`.", repeat=True)
PROPS["rules_state"] = Prop(
    "rules_state", (), ("character_status", "combat_status", "summon"),
    "A state the rules themselves define (seed 003's glossary) and the game's own modes put into play, "
    "whether or not a card of the library creates it yet: W0204 does not ask what creates it.")
# elements that never stay on a character (rules.md "Damage and elements"): `attach` refuses them
NOT_APPLIED = ("anemo", "geo")
