"""What the 4.6-4.8 cards of branch pd added (issue 12): the DMG a skill dealt,
DMG to the characters for which a condition holds, shield statuses as a kind."""
from .signatures import Effect, P, Param
from .effects import EFFECTS
from .values import FUNCTIONS, VALUES

# ---- Chevreuse's Overcharged Ball ("when this card is discarded: 1 Pyro DMG") uses the card's own
# `on self_discarded` (compiler/registry/pool_pe.py).


# ---- Frost Operative's Blood-Bonded Shadow: "after this character uses a Skill: Bond of Life with
# (this Skill's final DMG - 2) usages" (本技能最终伤害值): the DMG the skill's own effects dealt,
# added up as dealt (after every bonus, reduction and shield), read in `on skill_used`.
VALUES["skill.damage_dealt"] = ("int", "_fx.skill_damage_dealt(ev)", "skill")

# ---- Onslaught Stance: "1 Piercing DMG to every opposing character with Bond of Life": `damage ...
# to TARGET where (CONDITION)` deals it only to the characters for which the condition holds
# (`character`: the one considered), as `choose_character ... where` offers only those.
EFFECTS["damage"].params.append(Param("where", "cond", None, "where", False))
EFFECTS["damage"].doc += (" `where (CONDITION)`: only to the characters named for which the condition holds "
                          "(in it, `character` is the one considered).")

# ---- Emperor of Fire and Iron: his Armored Crab Carapace is a status whose every stack is a
# Shield point (`shield 1` with `stack`); Buster Blaze and Searing Blast read how many he has;
# Imperial Panoply removes every other shield status and shield combat status of his side "after
# your side performs any action", 2 stacks for each one; Molten Mail hears such a shield leave.
FUNCTIONS["shield_of"] = (("holder", "entity"), "int", "_fx.shield_of(m, me, ev, {0}, {1})",
                          "the Shield points of that entity at the place, added up (a status on the characters "
                          "a target word names, a combat status on a side)")
EFFECTS["remove_shields"] = Effect(
    "remove_shields", [P("other_than", "entity", None, "except"), P("into", "var", None, "into")],
    "Every shield status of your characters and every shield combat status of your side (a status defined with "
    "Shield points) leaves play, but those of the `except` name; `into COUNTER` sets the counter to the number removed.")
VALUES["removed.is_shield"] = ("bool", "_fx.removed_is_shield(ev)", "removed")
