# The C types of damage.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity
from gicc.runtime.events cimport Ctx, DamageEv, dispatch, emit

cdef class Damage:
    cdef public object src_p, src_ch, src_e, target, element, amount, skill, reaction, swirled, plunge, charged, by_card, base, mult, halve, from_reaction, immune, via

cdef class Healing:
    cdef public object src_p, src_ch, src_e, target, amount, kind, source

@cython.locals(d=Damage, ev=DamageEv, after=DamageEv)
cpdef deal_damage(Match m, src_p, src_ch, src_e, Character target, element, amount, skill=*, by_card=*, plunge=*, charged=*, from_reaction=*, via=*)

cpdef bint dying(Match m, Character ch)

@cython.locals(p=Player, d=Damage, e=Entity, ctx=Ctx, groups=list)
cpdef _reduce(Match m, DamageEv ev, Character target, steps)
