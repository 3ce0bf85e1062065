"""What the 4.6-4.8 cards of branch pd added (issue 12): a card's own discard, the DMG a skill dealt,
DMG to the characters for which a condition holds."""
from .signatures import Event, Param
from .effects import EFFECTS
from .events import EVENTS
from .values import VALUES

# ---- Chevreuse's Overcharged Ball: "when this card is discarded: 1 Pyro DMG" (此牌被舍弃时).  A
# card in a hand or a deck is in no zone that hears events; this one is raised for the card
# itself when an effect discards it, and its handler runs for the card's player at once, as its
# `on played` would.  Only a card has it (E0440).
EVENTS["self_discarded"] = Event(
    "self_discarded", ("card",),
    "This card was discarded by an effect, from its player's hand or deck (`discard_card`, `discard_highest`, "
    "`mill`): its handler runs at once for its player, as `on played` does. A card used for Elemental Tuning or "
    "burnt because the hand is full is not discarded by an effect. Cards only (E0440).", "self")
CARD_OWN_EVENTS = ("self_discarded",)


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
