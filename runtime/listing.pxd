# The C types of listing.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, HandCard
from gicc.runtime.defs cimport Def, Skill

cdef class Action:
    cdef public object kind, player, skill, index, target, payment, dice, choice, die
    cpdef tuple fields(self)

@cython.locals(a=Action)
cpdef Action listed(kind, p, skill, index, target, pay, die=*)

cpdef list legal_actions(Match m)

@cython.locals(pl=Player, act=Character, c=Character, hc=HandCard, out=list, s=Skill, defn=Def)
cpdef list action_options(Match m)
