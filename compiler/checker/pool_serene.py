"""Checks of the constructs branch serene added (Serene's Melusine Supports)."""
from .common import A


def fill_supports_ok(chk, values):
    """E0741: `fill_supports` names a card that is not a support card (only supports stand in a
    support zone)."""
    if "what" not in values:
        return True
    args, _ = values["what"]
    ok = True
    for a in args if isinstance(args, list) else [args]:
        found = chk.sym.lookup(chk.ref_key(a))
        if found is None:
            continue                 # the reference itself is reported (E0502)
        kind = getattr(found[1], "kind", None)
        if kind != "support":
            chk.err(a.span, "E0741", "`%s` is not a support card: only supports fill a support zone"
                    % found[1].name, "name support cards (Paimon, Liben, ...)")
            ok = False
    return ok
