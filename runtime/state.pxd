# The C types of state.py when the runtime is compiled (setup.py): the state's objects are
# extension types whose fields compiled code reads as C structures.  The .py is the code.
from gicc.runtime.defs cimport Def

cdef class Entity:
    cdef public Def defn
    cdef public object usage, duration, shield, round_left, vars, uid, element, points, creator, stored

cdef class Character:
    cdef public Def defn
    cdef public object idx, hp, max_hp, energy, max_energy, aura, defeated, statuses, equipment, uses_round, uses_total, player, vars, form_element, round_left, left_with, special

cdef class HandCard:
    cdef public Def defn
    cdef public object shock, made

cdef class Player:
    cdef public object idx, characters, active, dice, hand, deck, combat_statuses, summons, supports, declared_end, plunge, defeated_this_round, rerolls, flags, legend_used, played_round, initial_deck, dice_made, dice_gone, cards_made, cards_played, cards_discarded, cards_taken, even_dice, supports_received, supports_gone, summons_gone, elements_taken, played_ids

cdef class Decision:
    cdef public object player, kind, options, resume, data

cdef class Match:
    cdef public object players, round, phase, current, first, next_first, winner, rng, rules, log, pending, lib, uid, queue, collect, dying, subscribed, end_jobs, actions, verbose, skill_marks, chose, paused, offered, observer, ears, tie_picks
