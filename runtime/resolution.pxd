# The C types of resolution.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity
from gicc.runtime.defs cimport Def
from gicc.runtime.events cimport Ears, Ctx, subscribers, ears as ears_of

@cython.locals(q=list, frame=list, ear=Ears, ears=list)
cpdef settle(Match m, Py_ssize_t floor=*)

cpdef settle_held(Match m, Py_ssize_t floor)

cpdef bint hold(Match m, item)

@cython.locals(pl=Player, defn=Def)
cpdef _handle(Match m, event, ev, pi, ch, Entity e)

@cython.locals(i=Py_ssize_t)
cpdef _run_all(Match m, hs, Ctx ctx, ev)
