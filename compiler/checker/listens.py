"""Which actions a cost handler can act on, read off its `when` condition.

A cost query (runtime/actions.py `modified_cost`) is made several times per decision; most of
them price an action no modifier in play cares about.  A handler whose condition can only be
true for some actions (`on cost when action.kind is switch and ...`, `... card.kind is talent`)
is indexed under those, so a query for another skips the dispatch.  Sound by construction: an
action is left out only where the condition cannot hold for it.

The result is a set of atoms: `skill`, `switch`, `technique`, `card` (any card), `card:KIND` (a
card of that kind: only a card query carries a card, so `card.kind is talent` names one)."""
from . import common as C

COST_EVENTS = ("cost", "opp_cost")


def _meet(x, y):
    if x == y:
        return x
    if x == "card" and y.startswith("card:"):
        return y
    if y == "card" and x.startswith("card:"):
        return x
    return None


def _both(a, b):
    return frozenset(z for x in a for y in b for z in (_meet(x, y),) if z is not None)


def _atoms(name, value):
    """What `name is value` allows, or None when it is not a question of the action."""
    if name == "action.kind" and value in C.R.ACTION_KINDS:
        return frozenset((value,))
    if name == "card.kind" and value in C.R.CARD_KINDS:
        return frozenset(("card:" + value,))
    return None         # another name, or a value that is not a kind word: not narrowed


def action_kinds(cond):
    """The atoms `cond` can be true for, as a frozenset; None when it can be true for any (the
    analysis reads `and`, `or`, `X is KIND` and `X in (KIND, ...)` of action.kind and card.kind,
    and gives up on anything else)."""
    A = C.A
    if isinstance(cond, A.Compare) and cond.op == "==":
        if isinstance(cond.left, A.Name) and isinstance(cond.right, A.Name) and len(cond.right.parts) == 1:
            return _atoms(cond.left.dotted, cond.right.dotted)
        return None
    if isinstance(cond, A.In) and isinstance(cond.item, A.Name):
        if not all(isinstance(o, A.Name) and len(o.parts) == 1 for o in cond.options):
            return None
        parts = [_atoms(cond.item.dotted, o.dotted) for o in cond.options]
        return None if any(p is None for p in parts) else frozenset().union(*parts)
    if isinstance(cond, A.BoolOp):
        parts = [action_kinds(x) for x in cond.items]
        if cond.op == "and":
            known = [p for p in parts if p is not None]
            if not known:
                return None
            out = known[0]
            for p in known[1:]:
                out = _both(out, p)
            return out
        if cond.op == "or":
            return None if any(p is None for p in parts) else frozenset().union(*parts)
    return None
