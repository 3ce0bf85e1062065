"""The one registry of the card language: definition kinds, properties, events, values,
effects and target words, each with a typed signature.  The checker, the code generator and
the language reference (docs/language.md) all read it, so they cannot disagree.

Type words used in signatures:
  int      a number or an expression of type int
  element  cryo hydro pyro electro anemo geo dendro
  applied  an element, or `active` (the element of your active character): what `apply` applies
  dmg      an element, physical or piercing (or a reaction's alias, e.g. `swirled`)
  die      omni, an element, `active` (the active character's element), `self` (the element of
           the character the handler runs for), `next` (the element of your next character),
           `random` or `different` (random basic elements)
  cardkind a card kind: weapon, artifact, talent, technique, support, event, food, arcane_legend
  cardclass a card kind or a card subtype (companion, location, item, a weapon type, ...)
  cardclasses one or more card kinds or subtypes, separated by commas
  deckpos  where in a deck: top, bottom, random, spread (see `add_to_deck`)
  costdie  a cost's die: an element, same, unaligned, energy, legend (in `cost`); `any` too
           in cost effects
  entity   the name (or id) of a status, combat status, summon, support or equipment
  status   the name (or id) of a character status (`blocks`)
  card     the name (or id) of an action card
  target   a target word (see TARGETS)
  side     own | opp | target.side | target.opponent
  var      a counter the definition declares with `counter`
  summons  one or more names (or ids) of summons, separated by spaces or commas
  dir      next | prev
  ident    a word
  string   a quoted string
"""
# The tables are built by the modules below in this order: the core language first, then each
# mechanic's module adds its effects, events, values and properties to them (in place), so the
# order of the entries, which the docs and the hints follow, is the order of these imports.  A new
# construct goes into the module of its mechanic, or a new module listed here; a word added to one
# of the tuples of `words` goes into `words` itself.
from .signatures import *  # noqa: F401,F403
from .words import *  # noqa: F401,F403
from .effects import *  # noqa: F401,F403
from .events import *  # noqa: F401,F403
from .values import *  # noqa: F401,F403
from .props import *  # noqa: F401,F403
from .special_states import *  # noqa: F401,F403
from .nightsoul_bond import *  # noqa: F401,F403
from .later_events import *  # noqa: F401,F403
from .crossref import *  # noqa: F401,F403
from .pool_34_42 import *  # noqa: F401,F403
from .transfiguration import *  # noqa: F401,F403
from .decks import *  # noqa: F401,F403
from .pool_pa import *  # noqa: F401,F403
from .pool_pb import *  # noqa: F401,F403
from .pool_pc import *  # noqa: F401,F403
from .pool_pe import *  # noqa: F401,F403
from .pool_pf import *  # noqa: F401,F403
from .pool_qc import *  # noqa: F401,F403
from .pool_pd import *  # noqa: F401,F403
from .pool_pg import *  # noqa: F401,F403
from .pool_qa import *  # noqa: F401,F403
from .pool_ph import *  # noqa: F401,F403
from .pool_qd import *  # noqa: F401,F403
from .pool_qb import *  # noqa: F401,F403
from .pool_qe import *  # noqa: F401,F403
from .pool_ra import *  # noqa: F401,F403
from .pool_rb import *  # noqa: F401,F403
from .pool_rd import *  # noqa: F401,F403
from .pool_rc import *  # noqa: F401,F403
from .pool_sup import *  # noqa: F401,F403
from .pool_supp import *  # noqa: F401,F403
from .pool_serene import *  # noqa: F401,F403
