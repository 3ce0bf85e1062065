# The C types of resolution.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Character
from gicc.runtime.events cimport Ears, subscribers, ears as ears_of

@cython.locals(q=list, frame=list, ear=Ears, ears=list)
cpdef settle(Match m, Py_ssize_t floor=*)
