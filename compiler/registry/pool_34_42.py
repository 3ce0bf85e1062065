"""What the 3.4-4.2 cards added: weapon and artifact values, supports' dice, event cards' effects."""
from .signatures import Effect, Event, P
from .words import ELEMENTS, TARGETS
from .effects import EFFECTS
from .events import EVENTS
from .values import CHAR_ATTRS, CHAR_ROOTS, FUNCTIONS, VALUES

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
# what `apply` applies: an element, or `active` (the element of your active character)
APPLIED = ELEMENTS + ("active",)
EFFECTS["apply"].params[0] = P("element", "applied")
EFFECTS["apply"].doc = ("Apply an element without damage (reactions still happen); `active`: the element of "
                        "your active character.")
EFFECTS["gain_dice"].doc += " `next`: of the element of your next character (none when there is none)."
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
# Fatui Conspiracy puts one of four Fatui Ambushers (combat statuses) on the opposing side at
# random, one not there yet when it can: `add_random N NAMES`, for combat statuses and summons
# (`entities`: a list of their names, as `summons` is of summons).
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
