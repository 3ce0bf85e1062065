"""The effects compiled card code calls: one function per effect of the card language.

Every function takes (m, me, ev, ...): the match, the handler's Ctx and the event.  A "dry"
event (a cost preview) runs only the modifying effects, so enumerating legal actions never
changes the match.

Generated modules import this package alone (`from runtime import fx as _fx`, and the call
strings of compiler/registry/ say `_fx.NAME`), so an effect can move between the files below
without recompiling a card or changing a registry string:

  targets.py      which characters and side a target word names
  damage_heal.py  damage, heal, apply (an element)
  entities.py     add, summon, remove, discard statuses, summons and supports
  usages.py       usages, shields, counters and the element of an entity
  energy.py       energy
  dice.py         gaining and fixing dice, rerolls
  cards.py        the hands and decks: drawing, creating, discarding, copying, taking cards
  switching.py    switching the active character
  skills.py       using a skill, summons acting out of the End Phase
  equipment.py    moving equipment between characters
  modifiers.py    changing the damage or cost being resolved
  choosing.py     asking the player to choose: pick a summon, a card or a character, swap hand cards
  hp.py           Max HP, reviving and sharing HP
  values.py       what compiled conditions read
  nightsoul_bond.py  Nightsoul points and Bond of Life: their effects and what conditions read
  turns.py        whose turn comes next (acting again)
  forms.py        a character's element changed by an effect (its form)
  shields.py      shield statuses as a kind: their points by name, removing a side's shields

Putting an entity in play (create_entity) lives below, in runtime/zones.py, because
actions.py needs it too and fx/ imports actions.py."""
from .targets import alive_from, side_of, chars
from .damage_heal import damage, heal, apply
from .entities import add, summon, summon_random, summon_one_of, discard_summons, remove, discard
from .usages import (use, use_round, set_var, set_element, add_summon_usage, add_target_usage,
    set_shield, add_usage, add_usage_uncapped)
from .energy import gain_energy, lose_energy, energize, shift_energy
from .dice import add_dice, gain_dice, fix_dice, collect_dice, add_reroll, reroll
from .cards import (draw_cards, draw, draw_card, add_card, add_random_card, add_to_deck,
    discard_card, discard_highest, mill, copy_top, steal_highest, mark_shock)
from .switching import switch, switch_to
from .skills import use_skill, trigger_summons
from .equipment import move_receivers, move_equipment, finish_move
from .choosing import choose_summon, choose_card, swap_hand, then, choose_character
from .modifiers import (damage_bonus, multiply, halve, reduce, convert, survive, reduce_cost,
    increase_cost, quick, no_energy)
from .modifiers import immune, heal_bonus
from .values import (cost_dice, has_entity, entity_usage, hand_has, count_chars, count_elements, count_faction,
    energy_of, is_active, active, e_usage, e_shield, e_duration, e_element, e_round_left,
    skill_kind, skill_name, skill_uses, card_kind, card_name, card_subtype, skill_dealt, skill_damage_dealt,
    initial_deck, by_self, by_summon, card_cost, in_initial_deck, skill_cost)
from .nightsoul_bond import (gain_nightsoul, consume_nightsoul, add_stacks, absorb_heal, reduce_heal,
    nightsoul_points, in_nightsoul, bond_of_life, switched_out, dealt_by)
# the new events' values and the `negate` modifier (issue 10, item 7)
from .values import heal_source, heal_source_kind, card_is_event
# issue 11 (Cicin's Cold Glare)
from .values import max_usage_of, element_of
from .modifiers import negate
from .targets import creator, NOBODY
from .values import has_at, had_at, chance, has_aura, damage_source
from .usages import add_duration, entities_at, round_left_at, usage_at
from .hp import gain_max_hp, revive, distribute_hp
from .skills import trigger_random_summon
from .dice import convert_dice
# the weapons and artifacts of 3.7-4.2 (issue 11)
from .values import skill_energy, has_shield
from .usages import add_combat_shield
# issue 11: Icy Quill's "Swirl caused by a character", the holder of what left play
from .values import via_character, via_skill_kind, removed_holder
# issue 11: the supports, Arcane Legends and foods of 3.7-4.2
from .dice import store_dice, return_dice
from .entities import transfer
from .values import dice_kinds, card_is_self, my_turn, count_equipped
from .turns import act_again
from .entities import add_random
from .cards import return_equipment
from .values import has_equipment, played_this_round, played_new_names, dice_source
from .values import can_use_skills
# issue 12, branch pb: another entity's rounds left (Alhaitham)
from .usages import duration_at, set_duration
# issue 12, branch pe: Riff Revolution's whole hand discarded, Scattershot Vortex's doublings
from .pool_pe import double, discard_hand, hand_count_of
# issue 12, the 4.3-4.4 action cards (branch pf)
from .pool_pf import element_kinds, equipped_cost, played_before, discard_target
from .pool_qd import attach_random
from .usages import duration_at, set_duration, counter_at
from .forms import change_element
from .pool_pe import double, discard_hand, hand_count_of, discarded_by, discarded_from_deck, copy_card
# issue 13, branch qc: a card's own code in the hand (Chasca's Shadowhunt Shells)
from ..handcards import become_card
# issue 12, branch pd (Emperor of Fire and Iron): shield statuses as a kind
from .shields import shield_of, removed_is_shield, remove_shields
# issue 13, branch qa: Subnautical Hunter Mode's hand cards to the bottom of the deck
from .pool_qa import bottom_highest, place_in_deck
# issue 12, branch ph: Furina (least_injured registers itself in targets.GROUPS)
from .pool_ph import most_hp, least_hp, char_counter, set_char_counter, swap_form
# issue 13, branch qb: Emilie's named summon acting as in the End Phase, Lumidouce Case's upgrade
from .pool_qb import trigger_summon, transform, swap_position, usage_at
# issue 13, branch qe: Iktomisaurus's pick of a Location, an Item or a Food; Saurian Dining Buddies
from .choosing import choose_card_each
from .usages import add_equipment_usage
from .values import shares
from .pool_ra import in_opp_initial_deck
from .pool_rb import (special_energy_of, gain_special_energy, spend_special_energy, choose_named_card,
    keep_nightsoul)
# session 5, branch rd: the 5.7-6.0 action cards (Crown of the Saints' technique damage)
from .pool_rd import by_self_technique, hand_count_kind, target_usage, spend_dice, add_card_one_of, summons_tagged
from .pool_rd import add_counter, played_count
# session 5, branch rc: the 5.0-5.6 action cards (Stage Tepetl, Conductor's Top Hat, "People of the
# Springs", Koholasaurus)
from .pool_rc import (convert_some, add_created_usage, trigger_chosen_summon, swap_hands,
                      choose_status)
from .pool_sup import set_hp  # noqa: F401
from .pool_supp import choose_play, cycle_hand  # noqa: F401
# branch serene: Serene's Melusine Supports
from .pool_serene import fill_supports, reset_legend, draw_or_discard, coin  # noqa: F401
