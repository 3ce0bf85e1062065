# The C types of actions.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity
from gicc.runtime.events cimport Ears, CostEv, dispatch, emit, ears as ears_of
from gicc.runtime.defs cimport Def, Skill

cpdef tuple cost_ears(Match m, p)

cpdef bint heard(mine, theirs, kind, card_kind=*)

@cython.locals(mine=Ears, theirs=Ears, ev=CostEv, pl=Player, hear_own=bint, hear_opp=bint)
cpdef tuple modified_cost(Match m, p, kind, base, skill=*, user=*, card=*, target=*, dry=*)

cpdef tuple positive(base)

@cython.locals(c=Character)
cpdef tuple team_elements(Player pl)

@cython.locals(i=Py_ssize_t)
cpdef tune_die(Player pl, team=*)

@cython.locals(pl=Player, c=Character, out=list)
cpdef card_targets(Match m, p, Def defn)

@cython.locals(pl=Player, who=Character)
cpdef card_playable(Match m, p, Def defn, target)

@cython.locals(pl=Player)
cpdef tuple card_cost(Match m, p, Def defn, target, dry=*)

@cython.locals(c=Character)
cpdef bint satiated(Character ch)

@cython.locals(c=Character)
cpdef living(Player pl, name)

cpdef bint skill_allowed(Match m, p, Character ch, Skill skill, e=*)

@cython.locals(e=Entity, s=Skill)
cpdef list techniques(Character ch)

@cython.locals(e=Entity)
cpdef bint plunges(Player pl, Character ch, Skill skill)

cpdef bint is_charged(Player pl, Skill skill)

cpdef energy_needed(Skill skill)

cpdef technique_cost(Match m, p, Character ch, Skill skill, dry=*, with_quick=*)

cpdef skill_cost(Match m, p, Character ch, Skill skill, dry=*, with_quick=*)

@cython.locals(pl=Player)
cpdef spend(Match m, p, payment)

cpdef tuple purse(Player pl)
