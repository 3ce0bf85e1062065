# The C types of defs.py when the runtime is compiled (setup.py): a definition is an extension
# type whose fields the engine reads as C structures.  The .py is the code.

cdef class Skill:
    cdef public object id, name, kind, cost, damage, element, body, line, defn, require, as_kind, dice_cost, plain_cost, energy_cost, special_cost

cdef class Def:
    cdef public object id, kind, name, cost, hp, energy, element, weapon, factions, skills, handlers, usage, max_usage, stack, duration, shield, max_shield, per_round, keep_at_zero, counters, tags, subtype, target, require, play, flags, version, text_version, elements, swirl, character, skill, deck_require, source, line, modify, combat, names, hidden, round_counters, attach, blocks, nightsoul, transfiguration, share_id, max_duration, raises_max_usage, special_energy, no_official_name, dice_cost, energy_cost, listens, ear_keys, plain_play, plain_cost
