"""The one registry of the card language: definition kinds, properties, events, values,
effects and target words, each with a typed signature.  The checker, the code generator and
the language reference (docs/language.md) all read it, so they cannot disagree.

Type words used in signatures:
  int      a number or an expression of type int
  element  cryo hydro pyro electro anemo geo dendro
  applied  an element, or `active` (the element of your active character): what `apply` applies
  dmg      an element, physical or piercing (or a reaction's alias, e.g. `swirled`)
  die      omni, an element, `active` (the active character's element), `self` (the element of
           the character the handler runs for), `next` (the element of your next character),
           `random` or `different` (random basic elements)
  cardkind a card kind: weapon, artifact, talent, technique, support, event, food, arcane_legend
  cardclass a card kind or a card subtype (companion, location, item, a weapon type, ...)
  cardclasses one or more card kinds or subtypes, separated by commas
  deckpos  where in a deck: top, bottom, random, spread (see `add_to_deck`)
  costdie  a cost's die: an element, same, unaligned, energy, legend (in `cost`); `any` too
           in cost effects
  entity   the name (or id) of a status, combat status, summon, support or equipment
  status   the name (or id) of a character status (`blocks`)
  card     the name (or id) of an action card
  target   a target word (see TARGETS)
  side     own | opp | target.side | target.opponent
  var      a counter the definition declares with `counter`
  summons  one or more names (or ids) of summons, separated by spaces or commas
  dir      next | prev
  ident    a word
  string   a quoted string
"""
from dataclasses import dataclass

ELEMENTS = ("cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")
DMG_TYPES = ELEMENTS + ("physical", "piercing")
DICE = ("omni",) + ELEMENTS
# words a `die` value takes besides the dice: see `gain_dice`
DIE_WORDS = ("active", "self", "random", "different")
COST_DICE = ELEMENTS + ("same", "unaligned", "energy", "legend")
WEAPONS = ("sword", "claymore", "polearm", "bow", "catalyst", "other")
SKILL_KINDS = ("normal", "elemental", "burst", "passive", "prepared", "technique")
# the kinds a prepared skill may be (`prepared elemental 14054 Wavestrider`): its damage is that
# kind's (`damage.skill_kind`), as the game's own data gives each prepared skill a kind
PREPARED_AS = ("normal", "elemental", "burst")
CARD_KINDS = ("weapon", "artifact", "talent", "technique", "support", "event", "food",
              "arcane_legend")
ACTION_KINDS = ("skill", "switch", "card")   # a technique's cost is asked as the action `technique`
# what may grant a technique (特技) skill: a technique card, other equipment, a character status
TECHNIQUE_KINDS = ("technique", "equipment", "character_status")
FLAGS = ("no_skills", "satiated", "preparing", "once_per_round", "no_tune", "no_equip")
CARD_TARGETS = ("own_character", "opp_character", "own_summon", "opp_summon", "own_support")
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


@dataclass
class Param:
    name: str
    type: str
    default: object = None
    keyword: str = None          # given as `keyword value` after the positional ones
    required: bool = True


@dataclass
class Effect:
    name: str
    params: list
    doc: str
    modifier: tuple = ()         # events where it modifies (empty: not a modifier)
    func: str = None             # the runtime function in runtime/fx/ (runtime.fx.NAME)
    asks: bool = False           # it asks the player to choose: the code after it waits for the answer
    pauses: bool = False         # the code after it may have to wait for a choice (it asks, or runs code that may)

    def __post_init__(self):
        self.pauses = self.pauses or self.asks
        if self.func is None:
            self.func = self.name


def P(name, type, default=None, keyword=None):
    return Param(name, type, default, keyword, default is None and keyword is None)


DAMAGE_MOD = ("deal_damage", "incoming_damage", "reaction")
EFFECTS = {e.name: e for e in [
    Effect("damage", [P("element", "dmg"), P("amount", "int"), P("to", "target", "opp.active", "to")],
           "Deal damage of an element (or physical, piercing) to the target (default: the opposing active character)."),
    Effect("heal", [P("amount", "int"), P("to", "target", "self", "to")], "Heal characters."),
    Effect("apply", [P("element", "element"), P("to", "target", "self", "to")],
           "Apply an element without damage (reactions still happen)."),
    Effect("add", [P("what", "entity"), P("to", "place", "", "to"), P("n", "int", 1, "stacks")],
           "Create a status on characters (default self) or a combat status / summon / support on a side (default own). "
           "Adding one that is already there refreshes it, or stacks it when it has `stack` or `max_usage`; "
           "`stacks N` adds it N times."),
    Effect("summon", [P("what", "entity"), P("to", "side", "own", "to")], "Create a summon."),
    Effect("summon_random", [P("n", "int"), P("what", "summons"), P("to", "side", "own", "to")],
           "Summon n different ones of the named summons, chosen at random (the match's seeded generator); "
           "those not in play are preferred, then those not chosen yet."),
    Effect("summon_one_of", [P("what", "summons"), P("to", "side", "own", "to")],
           "Summon one of the named summons, chosen at random with equal chances (the match's seeded generator), "
           "whether it is in play already or not (then it is summoned again: refreshed)."),
    Effect("remove", [P("what", "entity"), P("from", "place", "self", "from")], "Remove a status, combat status or summon by name."),
    Effect("discard_summons", [P("of", "side", "own", "of")], "Every summon of a side leaves play."),
    Effect("discard", [], "Remove this entity from play."),
    Effect("use", [P("n", "int", 1)], "Spend usages of this entity; at 0 it leaves play unless it has `keep_at_zero`."),
    Effect("use_round", [P("n", "int", 1), P("of", "entity", None, "of"), P("to", "place", "", "to")],
           "Spend this round's allowance (see `per_round`); `of NAME`: that of every entity of that name at the "
           "place instead (as in `add_usage`)."),
    Effect("set_element", [P("element", "elemvar")], "Change this entity's element (`self.element`); `swirled` in a reaction event."),
    Effect("add_usage", [P("n", "int"), P("of", "entity", None, "of"), P("to", "place", "", "to")],
           "Give this entity more usages (capped by `max_usage`); `of NAME`: every entity of that name on the place "
           "instead (characters for a status, default the handler's own; a side for a combat status, summon or support, "
           "default yours). A negative n takes usages away, and at 0 the entity leaves play unless it has `keep_at_zero`."),
    Effect("set_shield", [P("n", "int")], "Set this entity's shield points (capped by `max_shield`); a shield worked out "
           "when it enters: `on entered { set_shield (...) }`."),
    Effect("add_summon_usage", [P("n", "int"), P("to", "side", "own", "to")],
           "Every summon of a side that counts usages gains n (each capped by its `max_usage`)."),
    Effect("add_target_usage", [P("n", "int")],
           "The event's target entity (a card played on a summon or support) gains n usages (not capped: "
           "`max_usage` limits only adding it again); a negative n takes usages away, and at 0 it leaves play "
           "unless it has `keep_at_zero`. An entity that counts no usages is not changed."),
    Effect("set", [P("var", "var"), P("value", "int")], "Set a counter of this entity.", func="set_var"),
    Effect("gain_energy", [P("n", "int"), P("to", "target", "self", "to")], "Characters gain energy (capped at their maximum)."),
    Effect("lose_energy", [P("n", "int"), P("to", "target", "self", "to")], "Characters lose energy (not below 0)."),
    Effect("energize", [P("n", "int"), P("of", "element", None, "of")],
           "One of your characters whose energy is not full (of that element, when given) gains energy: "
           "the active character first, then the others from the active one rightwards."),
    Effect("shift_energy", [P("n", "int")], "Move 1 energy from each of at most n standby characters to the active character."),
    Effect("gain_dice", [P("die", "die"), P("n", "int", 1)], "Create dice (at most 16 are held); `active`: of the "
           "active character's element, `self`: of the element of the character this runs for, `random`: each "
           "of a random basic element, `different`: n different basic elements chosen at random."),
    Effect("collect_dice", [P("n", "int"), P("into", "var", None, "into")],
           "Take unused dice, one of each type, until the counter reaches n."),
    Effect("draw", [P("n", "int", 1), P("kind", "cardclass", None, "of")],
           "Draw cards from the top of the draw pile; `of KIND` (a card kind, or a subtype such as `companion`): "
           "draw cards of that kind, chosen at random among those in the draw pile (fewer when it holds fewer)."),
    Effect("add_card", [P("card", "card"), P("n", "int", 1), P("to", "side", "own", "to")],
           "Create cards in a hand (yours, or `to opp`); none is created past the hand limit of 10."),
    Effect("discard_card", [P("card", "card"), P("n", "int", 1), P("into", "var", None, "into")],
           "Discard up to n cards of that name from your hand (which ones at random when more are there); "
           "`into COUNTER` adds the number discarded to a counter."),
    Effect("mark_shock", [P("n", "int", 1), P("to", "side", "opp", "to")],
           "Mark a random hand card of that side with Electric Shock."),
    Effect("reroll", [P("times", "int", 1)], "Let your player reroll dice this many times."),
    Effect("add_reroll", [P("n", "int", 1)],
           "In the roll phase: your player may reroll dice n more times after the roll.",
           modifier=("roll_phase",)),
    Effect("fix_dice", [P("die", "die"), P("n", "int")],
           "Of the 8 dice being rolled, n more show this face (`active`, `self` as in `gain_dice`); the others "
           "are rolled as usual (`rules.dice` decides only those). A reroll is random again.",
           modifier=("roll_phase",)),
    Effect("switch", [P("dir", "dir"), P("of", "side", "opp", "of")], "Force a side's active character to switch to its next or previous one."),
    Effect("move_equipment", [P("kind", "cardkind"), P("to", "target", None, "to")],
           "Move the equipment of that kind (weapon, artifact, ...) of the card's target character to another of "
           "your characters that can hold it (a weapon: one of the same weapon type); the player selects which "
           "(a `select` decision answered with the character's name, asked even when only one can be chosen, "
           "after the card's other effects); with `to TARGET`, it goes to that character if it can hold it "
           "(`to chosen`, after `choose_character`). The receiver's own equipment of that kind is discarded, and the "
           "moved one's per-round allowances (`per_round`, `round_counter`) start again."),
    Effect("switch_to", [P("to", "target")], "Switch your active character to this one."),
    Effect("use_skill", [P("skill", "string"), P("by", "target", "self", "by")], "A character uses one of its skills at once."),
    Effect("trigger_summons", [P("tag", "ident")],
           "Your summons with this tag (`tags`) act as in the End Phase, in the order they entered play, "
           "without spending their usages."),
    Effect("damage_bonus", [P("n", "int")], "Add to the damage being dealt.", modifier=DAMAGE_MOD),
    Effect("multiply", [P("n", "int")], "Multiply the damage being dealt.", modifier=("deal_damage", "incoming_damage")),
    Effect("halve", [], "Halve the damage taken, rounding up.", modifier=("incoming_damage",)),
    Effect("convert", [P("element", "element")], "Physical damage becomes this element (an infusion).", modifier=("damage_convert",)),
    Effect("reduce", [P("n", "int")], "Decrease the damage taken.", modifier=("incoming_damage", "reduce_damage")),
    Effect("survive", [P("hp", "int", 1)], "The character is not defeated; it is healed to this HP (a heal `healed` hears: "
           "免于被击倒，并治疗该角色到N点生命值).", modifier=("would_defeat",)),
    Effect("reduce_cost", [P("die", "costdie"), P("n", "int", 1)], "Pay fewer dice for the action (`any`: whatever dice it needs).", modifier=("cost",)),
    Effect("increase_cost", [P("die", "costdie"), P("n", "int", 1)], "Pay more dice for the action.", modifier=("cost",)),
    Effect("quick", [], "The switch (or action) being paid for is a quick action.", modifier=("cost",)),
    Effect("no_energy", [], "The skill being used grants its user no energy (in a skill's body).", modifier=("skill",)),
]}

# ---- player choices (runtime/choices.py): the effect asks, a `select` action answers, and the
# rest of the handler, skill or card goes on after the answer
EFFECTS.update({e.name: e for e in [
    Effect("choose_summon", [P("n", "int"), P("what", "summons"), P("to", "side", "own", "to")],
           "The player picks one of n different summons drawn at random from the named ones (all of them "
           "when there are no more than n) and it is summoned: a `pick_summon` decision, answered with the "
           "summon's name (`select` in a scenario). What follows the effect waits for the answer.", asks=True),
    Effect("choose_card", [P("n", "int"), Param("of", "cardclass", None, "of", True),
                           Param("costing", "int", None, "costing", False)],
           "The player picks one of n different action cards drawn at random from the library's cards of "
           "a kind or a subtype (`of food`, `of location`), costing that many dice with `costing N`, and it is "
           "created in the hand: a `pick_card` decision, answered with the card's name. Cards that decks "
           "cannot hold (`hidden`) are never offered. What follows the effect waits for the answer.", asks=True),
    Effect("swap_hand", [],
           "The player chooses any of the hand cards (none too): they go back into the deck, each at a random "
           "place, and as many cards are drawn from the top, passing over cards of the names just put back while "
           "the deck holds others: a `swap_hand` decision, answered with the list of the hand cards (by index; by "
           "name in a scenario). What follows waits for the answer.",
           asks=True),
    Effect("choose_character", [P("among", "target"), Param("where", "cond", None, "where", False)],
           "The player picks one of the living characters the target word names for which the `where` "
           "condition holds (in it, `character` is the one considered): a `pick_character` decision, answered "
           "with the character's name. What follows waits for the answer and names the one picked `chosen`.",
           asks=True),
]})
# running a skill may stop for a choice its body asks: the code after `use_skill` waits too
EFFECTS["use_skill"].pauses = True
# where card code may ask (E0350): in a resolution of its own — a skill, a technique, a played
# card, an occasion or an "after" event — and never while an event is being changed (costs,
# damage, the roll), in `entered` (run inside the effect that puts the entity in play), in
# `prepare` (the turn passes right after it) or in a reaction's own body
CHOICE_EVENTS = ("skill", "technique", "played", "battle_begin", "action_phase", "end_phase",
                 "skill_used", "opp_skill_used", "switched", "card_played", "defeated", "damaged",
                 "dealt_damage", "reaction", "picked", "nightsoul_consumed", "before_action",
                 "healed", "revived", "declared_end", "tuned", "discarded", "drew", "opp_card_played",
                 "removed", "shield_used_up", "preparing", "opp_switched")


@dataclass
class Event:
    name: str
    fields: tuple
    doc: str
    side: str = "own"


DAMAGE_FIELDS = ("damage", "skill", "target", "user")
EVENTS = {e.name: e for e in [
    Event("played", ("card", "target"), "This card is played (its effect)."),
    Event("battle_begin", (), "The battle begins, after both players choose their active characters."),
    Event("roll_phase", (), "The roll phase: your 8 dice are about to be rolled (`fix_dice` fixes some of them)."),
    Event("action_phase", (), "An action phase begins."),
    Event("end_phase", (), "The end phase: this entity's turn to act."),
    Event("skill_used", ("skill", "user", "character"), "After one of your characters uses a skill."),
    Event("opp_skill_used", ("skill", "user", "character"), "After an opposing character uses a skill (`user`).", "opp"),
    Event("switched", ("character",), "After your active character changes (`character` is the new one)."),
    Event("card_played", ("card", "target"), "After you play a card."),
    Event("defeated", ("character", "damage"), "After any character is defeated (`damage`: the damage that defeated it). "
          "The statuses and equipment of the defeated character hear it too, though they left play with it "
          "(`on defeated when character.is_self`: after the character this is attached to is defeated)."),
    Event("damage_convert", DAMAGE_FIELDS, "Your side is about to deal physical damage: infusions convert it."),
    Event("deal_damage", DAMAGE_FIELDS, "Your side is dealing damage: bonuses apply."),
    Event("incoming_damage", DAMAGE_FIELDS, "Your character is about to take damage: increases and multipliers.", "target"),
    Event("reduce_damage", DAMAGE_FIELDS, "Your character is about to take damage: reductions (in order, with shields).", "target"),
    Event("damaged", DAMAGE_FIELDS, "After your character took damage.", "target"),
    Event("dealt_damage", DAMAGE_FIELDS, "After your side dealt damage."),
    Event("reaction", ("reaction", "target", "damage", "character"),
          "After your side triggered a reaction (`character`: the character whose damage or element "
          "triggered it; none for a summon's or a status's)."),
    Event("cost", ("action", "skill", "card", "cost", "target", "user"),
          "Your side is paying for an action: cost modifiers (previewed without side effects)."),
    Event("entered", (), "This entity enters play, or is added again."),
    Event("prepare", ("user",), "A preparing status: its character's prepared skill is due."),
    Event("would_defeat", ("character",), "One of your characters is about to be defeated."),
]}
EVENTS["picked"] = Event("picked", (), "After you pick one of several cards or summons (挑选: `choose_card`, "
                         "`choose_summon`), once what was picked is in play or in the hand.")

# values readable in conditions and numbers: name -> (type, python code, needed event field)
# In code, `m` is the match, `me` the handler's context, `ev` the event.
CHAR_ATTRS = {
    "hp": ("int", "{c}.hp"), "max_hp": ("int", "{c}.max_hp"), "energy": ("int", "{c}.energy"),
    "max_energy": ("int", "{c}.max_energy"), "is_active": ("bool", "_fx.is_active(m, {c})"),
    "defeated": ("bool", "{c}.defeated"), "element": ("sym:element", "{c}.defn.element"),
    "weapon": ("sym:weapon", "{c}.defn.weapon"), "name": ("string", "{c}.defn.name"),
    "is_self": ("bool", "({c} is me.ch)"), "is_mine": ("bool", "({c}.player == me.p)"),
}
CHAR_ROOTS = {
    "self": ("me.ch", None), "holder": ("me.ch", None), "active": ("_fx.active(m, me)", None),
    "target": ("ev.target", "target"), "user": ("ev.user", "user"),
    "character": ("ev.character", "character"), "damage.target": ("ev.dmg.target", "damage"),
    "opp.active": ("_fx.active(m, me, 1)", None),
}
VALUES = {
    "self.usage": ("int", "_fx.e_usage(me)", "entity"),
    "self.shield": ("int", "_fx.e_shield(me)", "entity"),
    "self.duration": ("int", "_fx.e_duration(me)", "entity"),
    "self.round_left": ("int", "_fx.e_round_left(me)", "entity"),
    "self.element": ("sym:element", "_fx.e_element(me)", "entity"),
    "damage.element": ("sym:dmg", "ev.dmg.element", "damage"),
    "damage.amount": ("int", "ev.dmg.amount", "damage"),
    "damage.is_skill": ("bool", "(ev.dmg.skill is not None)", "damage"),
    "damage.skill_kind": ("sym:skill", "_fx.skill_kind(ev.dmg.skill)", "damage"),
    "damage.by_self": ("bool", "_fx.by_self(me, ev.dmg)", "damage"),
    "damage.by_summon": ("bool", "_fx.by_summon(ev.dmg)", "damage"),
    "damage.by_character": ("bool", "(ev.dmg.src_ch is not None)", "damage"),
    "damage.to_active": ("bool", "_fx.is_active(m, ev.dmg.target)", "damage"),
    "damage.to_opponent": ("bool", "(ev.dmg.target.player != me.p)", "damage"),
    "damage.reaction": ("sym:reaction", "ev.dmg.reaction", "damage"),
    "damage.reacted": ("bool", "(ev.dmg.reaction is not None)", "damage"),
    "damage.consumed": ("sym:element", "ev.dmg.swirled", "damage"),
    "damage.from_reaction": ("sym:reaction", "ev.dmg.from_reaction", "damage"),
    "damage.is_plunge": ("bool", "ev.dmg.plunge", "damage"),
    "damage.is_charged": ("bool", "ev.dmg.charged", "damage"),
    "skill.kind": ("sym:skill", "_fx.skill_kind(ev.skill)", "skill"),
    "skill.name": ("string", "_fx.skill_name(ev.skill)", "skill"),
    "skill.used_this_round": ("int", "_fx.skill_uses(ev, 'round')", "skill"),
    "skill.used_total": ("int", "_fx.skill_uses(ev, 'total')", "skill"),
    "skill.by_card": ("bool", "ev.by_card", "skill"),
    "skill.is_charged": ("bool", "ev.charged", "skill"),
    "skill.is_plunge": ("bool", "ev.plunge", "skill"),
    "card.kind": ("sym:card", "_fx.card_kind(ev.card)", "card"),
    "card.name": ("string", "_fx.card_name(ev.card)", "card"),
    "card.subtype": ("sym:subtype", "_fx.card_subtype(ev.card)", "card"),
    "action.kind": ("sym:action", "ev.action", "action"),
    "action.quick": ("bool", "ev.quick", "action"),
    "skill.dealt_physical": ("bool", "_fx.skill_dealt(ev, 'physical')", "skill"),
    "skill.dealt_piercing": ("bool", "_fx.skill_dealt(ev, 'piercing')", "skill"),
    "skill.dealt_elemental": ("bool", "_fx.skill_dealt(ev, 'elemental')", "skill"),
    "skill.reacted": ("bool", "_fx.skill_dealt(ev, 'reaction')", "skill"),
    "cost.dice": ("int", "_fx.cost_dice(ev)", "cost"),
    "reaction.name": ("sym:reaction", "ev.reaction", "reaction"),
    "with_damage": ("bool", "(ev.dmg is not None)", "reaction"),
    "swirled": ("sym:element", "ev.swirled", "reaction"),
    "rule.lunar_charged": ("bool", "bool(m.rules.get('lunar_charged'))", None),
    "dice_count": ("int", "sum(m.players[me.p].dice)", None),
    # "if your number of dice is odd" (Grand Narukami Shrine); even is `not dice_odd`
    "dice_odd": ("bool", "(sum(m.players[me.p].dice) % 2 == 1)", None),
    "hand_count": ("int", "len(m.players[me.p].hand)", None),
    "opp.hand_count": ("int", "len(m.players[1 - me.p].hand)", None),
    "summon_count": ("int", "len(m.players[me.p].summons)", None),
    "defeated_this_round": ("bool", "m.players[me.p].defeated_this_round", None),
    "round": ("int", "m.round", None),
    "true": ("bool", "True", None), "false": ("bool", "False", None),
}
for _el in COST_DICE:
    VALUES["cost." + _el] = ("int", "_fx.cost_dice(ev, %r)" % _el, "cost")

# functions: name -> (param types, result type, python format)
FUNCTIONS = {
    "has": (("entity",), "bool", "_fx.has_entity(m, me, {0})", "your side (or this character) has that entity in play"),
    "opp_has": (("entity",), "bool", "_fx.has_entity(m, me, {0}, 'opp')", "the opposing side has that entity in play"),
    "usage_of": (("entity",), "int", "_fx.entity_usage(m, me, {0})", "the usages of that combat status, summon or support of yours"),
    "hand_has": (("card",), "bool", "_fx.hand_has(m, me, {0})", "your hand holds that card"),
    "count": (("group",), "int", "_fx.count_chars(m, me, {0})", "how many characters the target word names (`team`, `opp.team`: defeated ones too)"),
    "count_element": (("group", "element"), "int", "_fx.count_chars(m, me, {0}, {1})", "how many of them are of that element"),
    "count_faction": (("ident",), "int", "_fx.count_faction(m, me, {0})", "how many characters of your team (defeated ones too) belong to that faction (`faction`)"),
    "energy_of": (("target",), "int", "_fx.energy_of(m, me, {0})", "the energy the characters the target word names hold, added up"),
    "move_receivers": (("cardkind",), "int", "_fx.move_receivers(m, me, ev, {0})",
                       "how many of your other characters could receive the card's target's equipment of that kind "
                       "(`move_equipment`; 0 when the target holds none)"),
    "initial_deck_count": (("cardkind",), "int", "_fx.initial_deck(m, me, {0})",
                           "how many cards of that kind your deck held when the match began (in a scenario: the cards its `hand` and `deck` list)"),
    "initial_deck_kinds": (("cardkind",), "int", "_fx.initial_deck(m, me, {0}, True)",
                           "how many different cards (by name) of that kind your deck held when the match began (in a scenario: the cards its `hand` and `deck` list)"),
}

# ---- card zones (issue 10, item 1): creating cards in hands and decks, drawing, discarding,
# copying and taking them.  A created card is marked as made and enters through the player's
# `cards_made` ledger (runtime/fx/cards.py); `card.in_initial_deck` reads the deck the match
# began with by name, as the cards' texts do; `card.original_cost` and `skill.original_cost` the
# dice of the card's or skill's own cost.
DECK_POSITIONS = ("top", "bottom", "random", "spread")
CARD_CLASSES = CARD_KINDS + tuple(t for t in SUBTYPES if t not in CARD_KINDS)   # `draw 1 of companion`
LIST_TYPES = ("summons", "cardclasses")          # parameters that take a comma-separated list
EFFECTS.update({e.name: e for e in [
    Effect("add_to_deck", [P("card", "card"), P("n", "int", 1), P("at", "deckpos", "random", "at"),
                           P("within", "int", None, "within"), P("to", "side", "own", "to")],
           "Create n cards in a deck (yours, or `to opp`): `at top` (each new one above the last), `at bottom`, "
           "`at random` (each at a random place; `within N`: among the top N cards), or `at spread`: spread evenly, "
           "the deck cut into n + 1 runs as even as possible (the longer runs first) with one new card between "
           "each two runs."),
    Effect("add_random_card", [P("n", "int", 1), Param("classes", "cardclasses", None, "of", True),
                               P("other_than", "card", None, "except"), P("to", "side", "own", "to")],
           "Create n cards in a hand, each chosen at random (the match's seeded generator) among the library's "
           "cards of the listed kinds or subtypes (not the hidden ones, which only effects create), other than "
           "the `except` card; none past the hand limit."),
    Effect("draw_card", [P("card", "card"), P("n", "int", 1)],
           "Draw n cards of that name from your deck (fewer when it holds fewer)."),
    Effect("discard_highest", [P("n", "int", 1), P("into", "var", None, "into")],
           "Discard n cards from your hand, one after the other the one with the highest original cost "
           "(one at random among equals; see `card.original_cost`); `into COUNTER` adds the number discarded."),
    Effect("mill", [P("n", "int", 1), P("of", "side", "own", "of")],
           "Discard the top n cards of a side's deck."),
    Effect("copy_top", [P("n", "int", 1), P("of", "side", "opp", "of")],
           "Create in your hand a copy of each of the top n cards of a side's deck (the opponent's unless "
           "`of own`); the deck keeps them."),
    Effect("steal_highest", [P("n", "int", 1)],
           "Take n cards from the opponent's hand into yours, each the one with the highest original cost "
           "(one at random among equals); past your hand limit a taken card is discarded."),
]})
VALUES.update({
    "card.original_cost": ("int", "_fx.card_cost(ev.card)", "card"),
    "card.in_initial_deck": ("bool", "_fx.in_initial_deck(m, me, ev.card)", "card"),
    "skill.original_cost": ("int", "_fx.skill_cost(ev.skill)", "skill"),
})

# symbol domains for comparisons
DOMAINS = {
    "element": ELEMENTS, "dmg": DMG_TYPES, "weapon": WEAPONS, "skill": SKILL_KINDS,
    "card": CARD_KINDS + ("equipment",), "action": ACTION_KINDS, "reaction": None,
    "subtype": SUBTYPES,
}


@dataclass
class Prop:
    name: str
    types: tuple
    kinds: tuple
    doc: str
    repeat: bool = False


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
KIND_ALIASES = {"status": "character_status"}

# What a symbolic value really takes, where that is less than its type's domain: the checker
# warns (W0402) about a comparison with anything else, which type-checks but never holds.
#   card.kind       a card's own kind; `equipment` is an entity kind, never a card's
#   damage.element  piercing damage raises no damage event (runtime/damage.py), so a handler
#                   never sees it
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


# ---- Nightsoul's Blessing and Bond of Life (issue 10, items 4 and 5) ---------------------------
# Nightsoul's Blessing (夜魂加持, seed 003): "the character it is attached to accumulates
# Nightsoul points (at most 2); at 0 Nightsoul points it leaves Nightsoul's Blessing".  Each
# character that enters it has its own status of that name (its own id), declared with
# `nightsoul`; the points live on that status (the state view's `points`), and the effects below
# reach them from any entity (a technique card, a combat status) through the character.
# Bond of Life (生命之契, seed 003; cards/core.card): "each usage cancels 1 point of healing
# received (not a revival or a redistribution of HP); stacks without limit".  Healing raises
# `incoming_heal` before it lands, so the status is plain card code (`absorb_heal`).
FLAGS += ("nightsoul_bound",)
PROPS["flag"].doc = "A rule flag: " + ", ".join(FLAGS) + "."
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

# ---- New events (issue 10, item 7) -----------------------------------------------------------
# Each event says when it fires; runtime/events.py AFTER lists the "after" ones, delivered when
# the resolution that caused them has finished (docs/resolution.md).  `side` "both": delivered
# to both players, the current player's handlers first; "self": to the entity alone.
EVENTS.update({e.name: e for e in [
    Event("healed", ("character", "heal"),
          "After any character is healed (`character`: the healed one). A heal of a character at full HP "
          "is heard too, with `heal.amount` 0; a `survive` (kept from defeat, healed to N HP) and a `revive` are "
          "heals too (`heal.amount` the HP it then has; a revival's `heal.kind` is `revive`).", "both"),
    Event("revived", ("character",),
          "After one of your characters is revived (`character`: the revived one; it comes back with no status, "
          "so a passive's battle-begin status is attached again here: `on revived when character.is_self`)."),
    Event("before_action", (),
          "Your turn has come, before you choose an action: each time, after a quick action too, and at a turn "
          "a prepared skill then takes; not after you declared the end of the round. A skill a handler of it "
          "uses (`use_skill`) is the turn's action: it is used once every `before_action` effect has run, and "
          "the turn passes (Midare Ranzan)."),
    Event("declared_end", (), "After you declare the end of the round (before the turn passes or the End Phase begins)."),
    Event("tuned", ("card",), "After you discard a card from your hand for Elemental Tuning (`card`: that card)."),
    Event("discarded", ("card",),
          "After an effect discards one of your cards (`card`: that card); a card burnt because the hand "
          "is full is not discarded by an effect, nor is one tuned (`tuned`)."),
    Event("drew", ("card",),
          "After you draw a card, once per card that reaches your hand (not one burnt because the hand is "
          "full, nor one created in it); the opening hand and its redraw are no draws."),
    Event("opp_card_played", ("card", "target"), "After the opponent plays a card (a negated one too).", "opp"),
    Event("playing", ("card", "target"),
          "You are about to play a card, its cost paid: `negate` makes its effect void (it still counts "
          "as played: `card_played` and `opp_card_played` are heard)."),
    Event("removed", ("removed",),
          "After a status, combat status, summon, support or piece of equipment of either side leaves "
          "play (usages, shield or duration run out, removed or discarded, its character defeated, "
          "replaced by new equipment; `removed`: the one that left, which does not hear it).", "both"),
    Event("shield_used_up", (), "After this entity's shield points are used up by damage (it leaves play then, "
          "and hears this all the same).", "self"),
    Event("preparing", ("character",),
          "After one of your characters starts preparing a skill (a status with `flag preparing` is attached "
          "to it; `character`: that character)."),
    Event("opp_switched", ("character",), "After the opposing active character changes (`character` is the new one).", "opp"),
]})
EFFECTS["negate"] = Effect("negate", [], "The card being played does nothing: its effect is void (its cost is "
                           "paid, and it counts as played).", modifier=("playing",))
# what a definition is: a heal's source, a removed entity
DOMAINS["kind"] = ("character",) + ENTITY_KINDS + CARD_ONLY
VALUES.update({
    "heal.amount": ("int", "ev.heal.amount", "heal"),
    "heal.source": ("string", "_fx.heal_source(ev)", "heal"),
    "heal.source_kind": ("sym:kind", "_fx.heal_source_kind(ev)", "heal"),
    "removed.name": ("string", "ev.removed.defn.name", "removed"),
    "removed.kind": ("sym:kind", "ev.removed.defn.kind", "removed"),
    "removed.is_mine": ("bool", "(ev.owner == me.p)", "removed"),
    "card.is_event": ("bool", "_fx.card_is_event(ev.card)", "card"),
    "declared_end": ("bool", "m.players[me.p].declared_end", None),
    "opp.declared_end": ("bool", "m.players[1 - me.p].declared_end", None),
})
# an entity in play is of an entity kind; a card's heal comes from the card (or the entity it put in play)
VALUE_RANGES["removed.kind"] = ENTITY_KINDS

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
CARD_TARGETS += ("own_defeated",)
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
           "The characters' Max HP rises by n, and their HP with it."),
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

# ---- weapons and artifacts of 3.7-4.2 (issue 11): Amos' Bow reads the Energy of a skill's own
# cost ("原本元素骰费用+充能费用"); Vortex Vanquisher asks whether a shield protects its holder or
# its side, and gives a Shield point to one of the side's shield combat statuses.
VALUES["skill.original_energy"] = ("int", "_fx.skill_energy(ev.skill)", "skill")
FUNCTIONS["has_shield"] = (("holder",), "bool", "_fx.has_shield(m, me, ev, {0})",
                           "a shield is in play at the place: a status (or equipment) with Shield points on one of "
                           "the characters a target word names, or a combat status with Shield points on a side "
                           "(`own`, `opp`, ...)")
EFFECTS["add_combat_shield"] = Effect(
    "add_combat_shield", [P("n", "int"), P("to", "side", "own", "to")],
    "The first combat status of a side (yours by default) that has Shield points, in the order they entered "
    "play, gains n Shield points (not capped by its `max_shield`); nothing happens when the side has none.")


# ---- issue 11 (Shenhe, Tartaglia): a reaction's damage a character caused, and the holder of
# what left play.  Icy Quill counts "the Cryo Swirl DMG your characters cause" (角色引发的冰元素扩散
# 的伤害) and, with Mystical Abandon, whether a Normal Attack triggered it: Swirl's spread is the
# reaction's own damage (no character's, no skill's), so these read through it to the damage that
# triggered the reaction.  Tartaglia's Tide Withholder hears his own Melee Stance end, and his
# side hears a Riptide leave with its defeated holder: `removed.holder`.
VALUES.update({
    "damage.via_character": ("bool", "_fx.via_character(ev.dmg)", "damage"),
    "damage.via_skill_kind": ("sym:skill", "_fx.via_skill_kind(ev.dmg)", "damage"),
})
CHAR_ROOTS["removed.holder"] = ("_fx.removed_holder(ev)", "removed")


# ---- issue 11, the 4.0-4.2 characters (Qiqi, Lisa, Albedo, Dehya, Wanderer, Nilou, Dori, Baizhu) --
# `on entered` runs both when an entity enters play and when it is added again (refreshed or
# stacked); `added_again` tells the two apart: Baizhu's Seamless Shield acts "when it is created
# again" (被重复生成时), not when it first enters.
EVENTS["entered"].fields += ("again",)
VALUES["added_again"] = ("bool", "ev.again", "again")


# ---- the 3.7-3.8 pool (issue 11): Fatui Cryo Cicin Mage, Electro Hypostasis ------------------
EFFECTS.update({e.name: e for e in [
    # Cryo Cicins: "this card gains 1 Usage" after the Mage's Normal Attack may take it past the
    # stacking limit of 3 (max_usage), which Cicin's Cold Glare then asks about
    Effect("add_usage_uncapped", [P("n", "int")],
           "Give this entity n more usages, even past its `max_usage` (which limits only adding it again; "
           "adding it again then leaves the usages as they are)."),
]})
FUNCTIONS.update({
    # Cicin's Cold Glare: "if the Cryo Cicins' usages have exceeded their upper limit"
    "max_usage_of": (("entity",), "int", "_fx.max_usage_of(m, {0})",
                     "the stacking limit (`max_usage`) of that entity, 0 when it has none"),
})
# Chains of Warding Thunder: "while it is in play, the opponent's switches cost 1 die more" — a
# cost modifier heard on the opposing side's payments; it runs before that side's own modifiers,
# as the game adds to a cost before it takes dice off
EVENTS["opp_cost"] = Event("opp_cost", ("action", "skill", "card", "cost", "target", "user"),
                           "The opponent is paying for an action: cost increases (previewed without side "
                           "effects), before the opponent's own cost modifiers.", "opp")
EFFECTS["increase_cost"].modifier += ("opp_cost",)


# ---- supports, Arcane Legends and foods of 3.7-4.2 (issue 11) --------------------------------
# Tenshukaku counts the kinds of dice held; Vanarana keeps dice on itself and gives them back;
# Kid Kujirai moves to the opposing support zone; Dunyarzad asks whether the card just played
# is the one it came from; Rana creates a die of the next character's element; Master Zhang,
# Yayoi Nanatsuki and Ancient Courtyard count characters holding a weapon or an artifact;
# Setaria acts after any action of either player; Joyous Celebration applies the active
# character's element to the characters with one applied; Fresh Wind of Freedom lets its player
# act again; Tandoori Roast Chicken and Butter Crab feed every character that is not Satiated.
DIE_WORDS += ("next",)
# what `apply` applies: an element, or `active` (the element of your active character)
APPLIED = ELEMENTS + ("active",)
EFFECTS["apply"].params[0] = P("element", "applied")
EFFECTS["apply"].doc = ("Apply an element without damage (reactions still happen); `active`: the element of "
                        "your active character.")
EFFECTS["gain_dice"].doc += " `next`: of the element of your next character (none when there is none)."
FLAGS += ("feeds_all",)
PROPS["flag"].doc = "A rule flag: " + ", ".join(FLAGS) + "."
TARGETS.update({
    "with_aura": "your characters that have an element applied: the standby ones from the active one "
                 "rightwards, then the active one (the order in which the reference engine applies Joyous "
                 "Celebration's element)",
    "not_satiated": "your characters that are not Satiated (those a Food with `flag feeds_all` feeds)",
})
VALUES.update({
    # each Omni die counts as a kind of its own, as the reference engine counts for Tenshukaku
    "dice_kinds": ("int", "_fx.dice_kinds(m, me)", None),
    "support_count": ("int", "len(m.players[me.p].supports)", None),
    "opp.support_count": ("int", "len(m.players[1 - me.p].supports)", None),
    # the card just played is the one that put this entity in play (a support's own card)
    "card.is_self": ("bool", "_fx.card_is_self(me, ev)", "card"),
    "my_turn": ("bool", "_fx.my_turn(m, me)", None),
})
FUNCTIONS["count_equipped"] = (
    ("cardkind",), "int", "_fx.count_equipped(m, me, {0})",
    "how many of your characters hold equipment of that kind (`weapon`, `artifact`, ...)")
EVENTS["acted"] = Event(
    "acted", (),
    "After either player's action (a Skill, a technique, a card, a switch, Elemental Tuning, declaring the "
    "end of the round) and all it caused have resolved, before the turn passes.", "both")
EFFECTS.update({e.name: e for e in [
    Effect("store_dice", [P("n", "int"), P("into", "var", None, "into")],
           "Take up to n of your unused dice and keep them on this entity (the kind you hold most of first, "
           "Omni last, as the reference engine takes them); `into COUNTER` adds how many were taken."),
    Effect("return_dice", [], "Give back the dice this entity keeps (`store_dice`)."),
    Effect("transfer", [P("to", "side", "opp", "to")],
           "This support moves to the support zone of a side (the opposing one by default) and belongs to it "
           "from then on, keeping its usages and counters; nothing happens when that zone is full (4)."),
    Effect("act_again", [],
           "Your side acts once more after the action in progress: the opponent's next turn is skipped "
           "(nothing changes once the opponent has declared the end of the round)."),
]})


# ---- the event cards of 3.7-4.2 (issue 11) ---------------------------------------------------
# Friendship Eternal and Pankration! make the opponent draw (`draw N to opp`); Pankration! hears
# the opponent declare the end of the round (`opp_declared_end`).
EFFECTS["draw"].params.append(P("to", "side", "own", "to"))
EFFECTS["draw"].doc += " `to opp`: the opponent draws, from their own deck."
EVENTS["opp_declared_end"] = Event(
    "opp_declared_end", (), "After the opponent declares the end of the round (before the turn passes or the "
    "End Phase begins).", "opp")
CHOICE_EVENTS += ("opp_declared_end",)
# Fatui Conspiracy puts one of four Fatui Ambushers (combat statuses) on the opposing side at
# random, one not there yet when it can: `add_random N NAMES`, for combat statuses and summons
# (`entities`: a list of their names, as `summons` is of summons).
LIST_TYPES += ("entities",)
EFFECTS["add_random"] = Effect(
    "add_random", [P("n", "int"), P("what", "entities"), P("to", "side", "own", "to")],
    "Put n different ones of the named combat statuses or summons into play on a side, chosen at random (the "
    "match's seeded generator); those not in play there are preferred, then those not chosen yet (one in play "
    "already is added again: refreshed).")
# Where Is the Unseen Razor? and Lyresong send a character's Weapon or Artifact back to the hand
# (`return_equipment`; played on a character that holds one: `has_equipment`), and Lyresong asks
# whether any other action card was played before it this round (`played_this_round`).
EFFECTS["return_equipment"] = Effect(
    "return_equipment", [P("kind", "cardkind"), P("from", "target", "self", "from")],
    "The characters' equipment of that kind (weapon, artifact, technique, talent) goes back to your hand as its "
    "card, made anew there (none past the hand limit). It leaves play but is not discarded: `removed` does not "
    "hear it.")
FUNCTIONS["has_equipment"] = (("target", "cardkind"), "bool", "_fx.has_equipment(m, me, ev, {0}, {1})",
                              "one of the characters the target word names holds equipment of that kind")
VALUES["played_this_round"] = ("int", "_fx.played_this_round(m, me)", None)
EVENTS["removed"].doc += " Equipment sent back to the hand (`return_equipment`) is not heard."
# what a character holds as equipment cards (`return_equipment`: E0360 for any other kind)
EQUIP_KINDS = ("weapon", "artifact", "technique", "talent")
# Plunging Strike: "switch to the target character, which then uses a Normal Attack" — `use_skill
# normal by target` names the skill by its kind; played on a standby character that can use skills
# (`can_use_skills`: nothing like Frozen keeps it from them).  The Normal Attack of a character
# just switched in is a Plunging Attack (seed 003 下落攻擊), when an effect uses it too.
EFFECTS["use_skill"].params[0] = P("skill", "skillref")
EFFECTS["use_skill"].doc = (
    "A character uses one of its skills at once: the skill named (a quoted name), or the character's skill of a "
    "kind (`normal`, `elemental`, `burst`). The next skill after the active character was switched in this "
    "round, when it is a Normal Attack, is a Plunging Attack, here too.")
CHAR_ATTRS["can_use_skills"] = ("bool", "_fx.can_use_skills({c})")
