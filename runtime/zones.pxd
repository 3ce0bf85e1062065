# The C types of zones.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Character, Entity

@cython.locals(e=Entity)
cpdef bint skills_locked(Character ch)
