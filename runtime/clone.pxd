# The C types of clone.py when the runtime is compiled (setup.py).  The .py is the code.
cimport cython
from gicc.runtime.state cimport Match, Player, Character, Entity, HandCard

@cython.locals(c=Entity)
cpdef Entity entity(Entity e, dict memo)

@cython.locals(c=Character)
cpdef Character character(Character ch, dict memo)

@cython.locals(out=list, hc=HandCard, c=HandCard)
cpdef list hand_cards(cards, dict memo)

@cython.locals(c=Player)
cpdef Player player(Player p, dict memo)
