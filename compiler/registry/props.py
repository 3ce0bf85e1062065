"""Definition properties, and what symbolic values really take (W0402)."""
from .signatures import Prop
from .words import CARD_KINDS, CARD_TARGETS, DMG_TYPES, ENTITY_KINDS, FLAGS, KINDS

ALL = KINDS
CARDS_AND_CHARS = CARD_KINDS + ("character",)
PROPS = {p.name: p for p in [
    Prop("element", ("element",), ("character",) + ENTITY_KINDS, "A character's element; an entity's starting element (`self.element`)."),
    Prop("weapon", ("weapon",), ("character", "weapon"), "A character's weapon type; a weapon card's type."),
    Prop("faction", ("ident",), ("character",), "A faction the character belongs to.", repeat=True),
    Prop("hp", ("int",), ("character",), "Maximum HP."),
    Prop("energy", ("int",), ("character",), "Energy the burst needs (maximum energy)."),
    Prop("cost", ("cost",), CARD_KINDS, "The card's cost: `cost pyro 1, unaligned 2`."),
    Prop("usage", ("int",), ENTITY_KINDS + ("support",), "Usages when it enters play (0 only with `keep_at_zero`: Usages that count up)."),
    Prop("max_usage", ("int",), ENTITY_KINDS, "Adding it again stacks usages up to this."),
    Prop("stack", (), ENTITY_KINDS, "Adding it again adds its usages (no limit)."),
    Prop("duration", ("int",), ENTITY_KINDS, "Rounds it lasts; ticks down in the End Phase."),
    Prop("shield", ("int",), ENTITY_KINDS, "Shield points: they absorb damage to the protected character."),
    Prop("max_shield", ("int",), ENTITY_KINDS, "Adding it again stacks shield points up to this."),
    Prop("per_round", ("int",), ENTITY_KINDS, "An allowance that starts again every round (`self.round_left`, `use_round`)."),
    Prop("keep_at_zero", (), ENTITY_KINDS, "It stays in play when its usages run out."),
    Prop("counter", ("ident",), ENTITY_KINDS + ("character",), "Declares a counter of this entity or character, starting at 0 (`self.NAME`, `set`).", repeat=True),
    Prop("round_counter", ("ident",), ENTITY_KINDS + ("character",), "A counter that goes back to 0 at the end of every round.", repeat=True),
    Prop("flag", ("flag",), ALL, "A rule flag: " + ", ".join(FLAGS) + ".", repeat=True),
    Prop("tags", ("ident",), ALL, "Tags, for documentation and filters.", repeat=True),
    Prop("subtype", ("ident",), CARD_KINDS, "The card's subtype (location, companion, item, ...)."),
    Prop("target", ("cardtarget",), CARD_KINDS, "What the card is played on: " + ", ".join(CARD_TARGETS) + "."),
    Prop("character", ("name",), ("talent",), "The character a talent card belongs to."),
    Prop("skill", ("string",), ("talent",), "The skill a talent card improves."),
    Prop("combat", (), CARD_KINDS, "Playing the card is a combat action."),
    Prop("version", ("string",), ALL, "The game version it came with."),
    Prop("text_version", ("string",), ALL, "The game version of the card text it implements: where the text changed "
         "over time, the newest (the reference's, `6.0`); every card, character and entity of the library states it."),
    Prop("deck_require", ("deckreq", "int"), CARD_KINDS, "The deck needs this many characters of an element, "
         "or of a faction (`deck_require monster 2`; any word that is not an element names a faction)."),
    Prop("hidden", (), ALL, "Not shown in card lists."),
]}
from ..symbols import KIND_ALIASES  # noqa: F401 (`status`: a character status)

# What a symbolic value really takes, where that is less than its type's domain: the checker
# warns (W0402) about a comparison with anything else, which type-checks but never holds.
#   card.kind       a card's own kind; `equipment` is an entity kind, never a card's
#   damage.element  piercing damage raises no damage event but `damaged` (runtime/damage.py), so
#                   a handler of any other never sees it
#   damage.skill_kind, skill.kind
#                   only a skill's own body (runtime/actions.py run_skill) deals skill damage: a
#                   technique (特技) is no skill (seed 003) and a passive is never used
VALUE_RANGES = {
    "card.kind": CARD_KINDS,
    "damage.element": tuple(t for t in DMG_TYPES if t != "piercing"),
    "damage.skill_kind": ("normal", "elemental", "burst", "prepared"),
    "skill.kind": ("normal", "elemental", "burst", "prepared"),
}
# The same, narrower in some events' handlers: a skill that is paid for or raises skill_used is
# a normal attack, an elemental skill or a burst (a prepared skill costs nothing and raises no
# skill_used; a technique is paid as the action `technique`, with no skill).
USED_SKILL_KINDS = ("normal", "elemental", "burst")
EVENT_VALUE_RANGES = {
    ("skill_used", "skill.kind"): USED_SKILL_KINDS,
    ("opp_skill_used", "skill.kind"): USED_SKILL_KINDS,
    ("cost", "skill.kind"): USED_SKILL_KINDS,
}

# Entities the runtime itself puts into play by name, not through a card's `add` or `summon`
# (runtime/library.py: `satiated`, given to a character that eats food).  The checker does not
# warn (W0204) that nothing creates them.
RUNTIME_ENTITIES = ("Satiated",)
