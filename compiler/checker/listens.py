"""Which actions a cost handler can act on, read off its `when` condition.

A cost query (runtime/actions.py `modified_cost`) is made several times per decision; most of
them price an action no modifier in play cares about.  A handler whose condition can only be
true for some kinds of action (`on cost when action.kind is switch and ...`) is indexed under
those kinds, so a query for another kind skips the dispatch.  Sound by construction: the
kinds are only narrowed where the condition could not hold for any other kind."""
from . import common as C

COST_EVENTS = ("cost", "opp_cost")


def action_kinds(cond):
    """The action kinds `cond` can be true for, as a frozenset; None when it can be true for
    any (the analysis gives up on anything but `and`, `or` and `action.kind is KIND`)."""
    A = C.A
    if isinstance(cond, A.Compare) and cond.op == "==":
        sides = (cond.left, cond.right)
        names = [x.dotted for x in sides if isinstance(x, A.Name)]
        if len(names) == 2 and names[0] == "action.kind" and names[1] in C.R.ACTION_KINDS:
            return frozenset((names[1],))
        return None
    if isinstance(cond, A.BoolOp):
        parts = [action_kinds(x) for x in cond.items]
        if cond.op == "and":
            known = [p for p in parts if p is not None]
            return frozenset.intersection(*known) if known else None
        if cond.op == "or":
            return None if any(p is None for p in parts) else frozenset().union(*parts)
    return None

