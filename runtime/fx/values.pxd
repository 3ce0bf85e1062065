# The C types of fx/values.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Character, Entity
from gicc.runtime.events cimport Ctx

@cython.locals(e=Entity, ch=Character)
cpdef e_round_left(Ctx me)
