"""Checks of the constructs branch rd added (the 5.7-6.0 action cards)."""
from .common import A, did_you_mean


def declared_counters(d):
    """The counters a definition declares (None: a summary that does not know them)."""
    declared = getattr(d, "counters", None)
    if declared is None and hasattr(d, "body"):
        declared = [a.dotted for s in d.body if isinstance(s, A.Command) and s.word in ("counter", "round_counter")
                    for g in s.groups for a in g if isinstance(a, A.Name)]
    return declared


def add_counter_ok(chk, values, ctx):
    """E0660: `add_counter VAR N` names a counter this definition does not declare; E0661:
    `add_counter VAR N of NAME` one that entity does not declare."""
    a, _ = values["var"]
    var = a.dotted if isinstance(a, A.Name) else None
    if var is None:
        return True
    if "of" not in values:
        if var in ctx.counters:
            return True
        chk.err(a.span, "E0660", "`%s` declares no counter `%s`" % (ctx.d.name, var),
                did_you_mean(var, list(ctx.counters)) if ctx.counters else "declare it with `counter %s`" % var)
        return False
    of, _ = values["of"]
    found = chk.sym.lookup(chk.ref_key(of))
    if found is None:
        return True                 # the reference itself is reported (E0502)
    declared = declared_counters(found[1])
    if declared is None or var in declared:
        return True
    chk.err(a.span, "E0661", "`%s` declares no counter `%s`" % (found[1].name, var),
            did_you_mean(var, declared) if declared else "it declares no counter at all")
    return False
