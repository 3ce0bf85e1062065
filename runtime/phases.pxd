# The C types of phases.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity

@cython.locals(pl=Player, act=Character)
cpdef resume_turn(Match m)

@cython.locals(pl=Player, ch=Character, e=Entity)
cpdef tick(Match m)
