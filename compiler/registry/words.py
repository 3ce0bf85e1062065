"""The words of the language: elements, dice, kinds, flags, target words and the symbol domains
comparisons take (the type words of a signature are listed in registry/__init__.py)."""

ELEMENTS = ("cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")
DMG_TYPES = ELEMENTS + ("physical", "piercing")
DICE = ("omni",) + ELEMENTS
# words a `die` value takes besides the dice: see `gain_dice`
DIE_WORDS = ("active", "self", "random", "different", "next")
COST_DICE = ELEMENTS + ("same", "unaligned", "energy", "legend", "special_energy")
WEAPONS = ("sword", "claymore", "polearm", "bow", "catalyst", "other")
# the kinds a prepared skill may be (`prepared elemental 14054 Wavestrider`): its damage is that
# kind's (`damage.skill_kind`), as the game's own data gives each prepared skill a kind
PREPARED_AS = ("normal", "elemental", "burst")
SKILL_KINDS = ("normal", "elemental", "burst", "passive", "prepared", "technique")
CARD_KINDS = ("weapon", "artifact", "talent", "technique", "support", "event", "food",
              "arcane_legend")
ACTION_KINDS = ("skill", "switch", "card", "technique")   # `technique`: a technique being paid for (Featherweight Foam, Yumkasaurus)
# what may grant a technique (特技) skill: a technique card, other equipment, a character status
TECHNIQUE_KINDS = ("technique", "equipment", "character_status")
FLAGS = ("no_skills", "satiated", "preparing", "once_per_round", "no_tune", "no_equip",
         "nightsoul_bound", "feeds_all", "plunging", "immune_control",
         # issue 13: a status the game keeps on its defeated character (the card facts'
         # remain_after_die: Xilonen's Source Samples, Sigewinne's Detailed Diagnosis)
         "remains_after_defeat")
CARD_TARGETS = ("own_character", "opp_character", "own_summon", "opp_summon", "own_support",
                "own_defeated")
# a card's subtype (`subtype`); a weapon card's is its weapon type
SUBTYPES = ("location", "companion", "item", "elemental_resonance", "simulanka") + WEAPONS

# definition kinds; `status` is short for character_status
KINDS = ("character", "character_status", "status", "combat_status", "summon", "support",
         "equipment", "reaction") + CARD_KINDS
ENTITY_KINDS = ("character_status", "combat_status", "summon", "support", "equipment", "weapon",
                "artifact", "talent", "technique")
CARD_ONLY = ("event", "food", "arcane_legend")

TARGETS = {
    "self": "the character this runs for: a skill's user, a status's or equipment's holder, "
            "a played card's target (a talent card without one: its character; else the active character)",
    "active": "your active character", "standby": "your standby characters",
    "all": "all your characters", "next": "your next character", "prev": "your previous character",
    "lowest_hp": "your character with the least HP",
    "most_injured_standby": "your standby character that has lost the most HP (none when no standby "
                            "character is hurt; a tie: the first from the active one rightwards)",
    "energy_not_full": "your characters whose energy is not full",
    "next_energy_not_full": "your first standby character, from the active one rightwards, whose energy is not full "
                            "(none when every standby character's energy is full)",
    "opp.active": "the opposing active character", "opp.standby": "the opposing standby characters",
    "opp.all": "all opposing characters", "opp.next": "the opposing next character",
    "opp.prev": "the opposing previous character",
    "opp.nearest": "the opposing character nearest to your active one (a tie: the one further left)",
    "target": "the event's target: the damaged character, a card's target",
    "target.others": "the characters on the target's side other than the target",
    "target.active": "the active character of the target's side",
    "character": "the event's character (the defeated one, the one switched in)",
    "user": "the character that used the skill",
}
TARGETS["chosen"] = "the character the player picked with `choose_character` before"
SIDES = ("own", "opp", "target.side", "target.opponent")


DECK_POSITIONS = ("top", "bottom", "random", "spread")
CARD_CLASSES = CARD_KINDS + tuple(t for t in SUBTYPES if t not in CARD_KINDS)   # `draw 1 of companion`
LIST_TYPES = ("summons", "cardclasses", "entities", "statuses", "cards")   # parameters that take a comma-separated list

# symbol domains for comparisons
DOMAINS = {
    "element": ELEMENTS, "dmg": DMG_TYPES, "weapon": WEAPONS, "skill": SKILL_KINDS,
    "card": CARD_KINDS + ("equipment",), "action": ACTION_KINDS, "reaction": None,
    "subtype": SUBTYPES,
}
