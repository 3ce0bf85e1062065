# The C types of events.py when the runtime is compiled (setup.py): the records are extension
# types, and the dispatcher reads the state's fields as C structures.  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity
from gicc.runtime.defs cimport Def

cdef class Ctx:
    cdef public object p, e, ch, defn, chosen

cdef class Ev:
    cdef public object name, dry

cdef class DamageEv(Ev):
    cdef public object dmg, skill, user, target

cdef class ReactionEv(Ev):
    cdef public object reaction, target, dmg, character, swirled

cdef class SkillEv(Ev):
    cdef public object skill, user, character, by_card, charged, plunge, prepared, no_energy, outcome

cdef class CostEv(Ev):
    cdef public object action, skill, card, cost, target, user, quick, charged, plunge

cdef class CardEv(Ev):
    cdef public object card, target, made, negated, src, from_deck

cdef class HeldCardEv(CardEv):
    cdef public object held

cdef class DiceEv(Ev):
    cdef public object dice

cdef class SwitchEv(Ev):
    cdef public object src, dst, character

cdef class CharEv(Ev):
    cdef public object character, dmg, saved

cdef class HealEv(Ev):
    cdef public object heal, target, skill, character

cdef class CreatedEv(Ev):
    cdef public object created

cdef class RemovedEv(Ev):
    cdef public object removed, owner, holder

cdef class OccasionEv(Ev):
    cdef public object fixed, rerolls, keep_usage, again


cdef class Ears:
    cdef public object events, lists

@cython.locals(c=Ctx)
cpdef Ctx make_ctx(p, e, ch, defn)

cpdef held(Character ch)

@cython.locals(out=set, ch=Character, e=Entity)
cpdef set ear_keys(Player p)

@cython.locals(out=list, n=Py_ssize_t, k=Py_ssize_t, j=Py_ssize_t, ch=Character, e=Entity)
cpdef list subscriber_list(Player p, event)

@cython.locals(ear=Ears)
cpdef Ears ears(Match m, pi)

@cython.locals(known=tuple)
cpdef list _listed(Ears ear, Player p, event)

@cython.locals(ear=Ears, p=Player, ctx=Ctx, last=Py_ssize_t, i=Py_ssize_t, k=Py_ssize_t, subs=list, e=Entity)
cpdef dispatch(Match m, event, ev, sides)

cpdef emit(Match m, event, ev, sides)

@cython.locals(ear=Ears, out=list)
cpdef list subscribers(Match m, event, sides)

cpdef changed(Match m)

cpdef bint hears(Match m, event, sides)
