# The C types of listing.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, HandCard
from gicc.runtime.defs cimport Def, Skill
from gicc.runtime cimport actions as A
from gicc.runtime.dice cimport pay_table, priced

cdef class Action:
    cdef public object kind, player, skill, index, target, payment, dice, choice, die
    cpdef tuple fields(self)

@cython.locals(a=Action)
cpdef Action listed(kind, p, skill, index, target, pay, die=*)

cpdef list legal_actions(Match m)

@cython.locals(pl=Player, act=Character, c=Character, hc=HandCard, out=list, s=Skill, defn=Def)
cpdef list action_options(Match m)

cpdef bint skills_blocked(Character ch)

cpdef tuple switch_cost(Match m, p, Character to)

cpdef target_ref(p, t, side=*)
