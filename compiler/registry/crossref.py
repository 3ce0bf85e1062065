"""Cross-entity references: another entity's usages and place, the creator, new target words and values."""
from .signatures import Effect, P
from .words import CARD_TARGETS, TARGETS
from .effects import EFFECTS
from .values import CHAR_ROOTS, FUNCTIONS, VALUES
from .props import PROPS

# ---- cross-entity references, new targets and values (issue 10, items 2 and 8) ---------------
# Words for a group of characters that only counting reads (`count`, `count_element`): they
# name defeated characters too, so no effect takes them ("the elements in your team").
GROUP_WORDS = {
    "team": "all your characters, defeated ones too",
    "opp.team": "all opposing characters, defeated ones too",
}
TARGETS.update({
    "creator": "the character whose skill, status or equipment created this entity (a combat status, summon or "
               "support passes on its own creator; none when an event card or the rules created it)",
    "most_injured": "your character that has lost the most HP (none when none is hurt; a tie: the first from the "
                    "active one rightwards)",
    "opp.lowest_hp": "the opposing character with the least HP (a tie: the active one, then the leftmost)",
})
PROPS["target"].doc = "What the card is played on: " + ", ".join(CARD_TARGETS) + " (a defeated character of yours: a card that revives)."
CHAR_ROOTS.update({
    # the creator of the entity whose code runs (a character that is no longer there, or none:
    # every attribute reads as a defeated nobody's)
    "creator": ("_fx.creator(m, me)", "entity"),
    # whose DMG it is: the character that dealt it, or the creator of the entity that did
    "damage.source": ("_fx.damage_source(m, ev.dmg)", "damage"),
})
VALUES.update({
    "opp.summon_count": ("int", "len(m.players[1 - me.p].summons)", None),
    # a character's skill or its element triggered the reaction (not a summon's or a status's)
    "reaction.by_character": ("bool", "(ev.character is not None)", "reaction"),
})
FUNCTIONS.update({
    # `has(PLACE, NAME)`: a second form of `has` (the checker picks a form by its number of
    # arguments: `NAME/N`)
    "has/2": (("holder", "entity"), "bool", "_fx.has_at(m, me, ev, {0}, {1})",
              "that entity is in play at the place: on one of the characters a target word names (their statuses "
              "and equipment), or anywhere on a side (`own`, `opp`, ...: its combat statuses, summons, supports and "
              "its characters' statuses)"),
    # `usage_of(PLACE, NAME)`: the second form of `usage_of` (issue 10, item 2: another entity's
    # usages, read wherever it is: "if the opposing Seed of Skandha has ...")
    "usage_of/2": (("holder", "entity"), "int", "_fx.usage_at(m, me, ev, {0}, {1})",
                   "the usages of that entity at the place, added up (0 when it is not there): on the characters a "
                   "target word names, or anywhere on a side (`own`, `opp`, ...)"),
    # `had(PLACE, NAME)`: `has` with last known information, for an "after" event whose character
    # fell before the handler ran (Seed of Skandha: "any character who has a Seed takes Reaction DMG")
    "had": (("holder", "entity"), "bool", "_fx.had_at(m, me, ev, {0}, {1})",
            "as `has(PLACE, NAME)`, but a character the place names (`target`, `character`, `user`, `chosen`) "
            "that has been defeated since counts as holding what it held when it fell"),
    "round_left_of": (("holder", "entity"), "int", "_fx.round_left_at(m, me, ev, {0}, {1})",
                      "the uses left this round (`per_round`) of that entity at the place, added up"),
    "has_aura": (("target", "element"), "bool", "_fx.has_aura(m, me, ev, {0}, {1})",
                 "one of the characters the target word names has that element applied"),
    "chance": (("int",), "bool", "_fx.chance(m, {0})",
               "true with this chance in percent, drawn from the match's one seeded generator (not in `on cost` or "
               "`require`, which also run when actions are only previewed)"),
})
EFFECTS.update({e.name: e for e in [
    Effect("add_duration", [P("n", "int"), P("of", "entity", None, "of"), P("to", "place", "", "to")],
           "Add to this entity's duration (rounds); `of NAME`: every entity of that name on the place instead "
           "(as in `add_usage`). A negative n shortens it; at 0 it leaves play."),
    Effect("gain_max_hp", [P("n", "int"), P("to", "target", "self", "to")],
           "The characters' Max HP rises by n, and their HP with it: n HP of healing (Bond of Life cancels it, "
           "`healed` hears it)."),
    Effect("revive", [P("hp", "int", 1), P("to", "target", "self", "to")],
           "Defeated characters among those named (a card played on `own_defeated`: `to target`) come back with this "
           "much HP, with no energy, element, status or equipment; living ones are not changed. A revival is healing: "
           "`healed` hears it (`heal.kind` `revive`)."),
    Effect("trigger_random_summon", [P("of", "side", "own", "of")],
           "One summon of the side, chosen at random (the match's seeded generator) among those with an End Phase "
           "effect, acts as in the End Phase, spending its usages as there; once the resolution running now has "
           "finished, as a resolution of its own. Nothing happens when the side has none."),
    Effect("convert_dice", [P("die", "die"), P("from", "element", None, "from")],
           "Every die you hold (every one of that element with `from`) becomes this die (`omni`, an element, "
           "`active`, `self`); dice already of it stay."),
]})
