"""Values readable in conditions and numbers, character attributes and functions."""
from .words import COST_DICE

# values readable in conditions and numbers: name -> (type, python code, needed event field)
# In code, `m` is the match, `me` the handler's context, `ev` the event.
CHAR_ATTRS = {
    "hp": ("int", "{c}.hp"), "max_hp": ("int", "{c}.max_hp"), "energy": ("int", "{c}.energy"),
    "max_energy": ("int", "{c}.max_energy"), "is_active": ("bool", "_fx.is_active(m, {c})"),
    "defeated": ("bool", "{c}.defeated"), "element": ("sym:element", "{c}.element"),
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
    # a prepared skill's DMG is of its own kind (`damage.skill_kind`, `prepared elemental`); this
    # tells that the skill was prepared (Declension's bonus: Heartstopper Strike: Charge)
    "damage.is_prepared": ("bool", "(ev.dmg.skill is not None and ev.dmg.skill.kind == 'prepared')", "damage"),
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

# card zones: a card's or skill's own cost, and whether a card was in the initial deck
VALUES.update({
    "card.original_cost": ("int", "_fx.card_cost(ev.card)", "card"),
    "card.in_initial_deck": ("bool", "_fx.in_initial_deck(m, me, ev.card)", "card"),
    "skill.original_cost": ("int", "_fx.skill_cost(ev.skill)", "skill"),
})
