"""Checks of the constructs branch supp added (the 6.1-6.2 supplement cards)."""
from ..diagnostics import a as an


def choose_play_ok(chk, values):
    """E0701: `choose_play` offers a card that is not an event (its `on played` is what the pick
    does, and only an event's handler does nothing but that); E0702: it offers fewer than 2."""
    args, _ = values["cards"]
    if len(args) < 2:
        chk.err(args[0].span, "E0702", "`choose_play` offers one option: the player has nothing to choose",
                "name at least two event cards, or use the card's effect directly")
        return False
    for x in args:
        found = chk.sym.lookup(chk.ref_key(x))
        if found is not None and found[0] != "event":
            chk.err(x.span, "E0701", "`choose_play` offers event cards, and `%s` is %s" % (
                found[1].name, an(found[0].replace("_", " "))), "write the option as a hidden event card")
            return False
    return True
