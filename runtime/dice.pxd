# The C types of dice.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Player

cpdef gain(Player pl, Py_ssize_t i, n=*)

cpdef lose(Player pl, Py_ssize_t i, n=*)

cpdef dict pay_table(purse)

cpdef priced(purse, dict table, cost)

@cython.locals(left=list, pay=list, i=Py_ssize_t, n=Py_ssize_t, take=Py_ssize_t, rest=Py_ssize_t, same=Py_ssize_t, unaligned=Py_ssize_t, need=Py_ssize_t, have=Py_ssize_t)
cpdef _auto_pay(dice, cost, active_el, team_els)

cpdef tuple _ranks(active_el, team_els)
