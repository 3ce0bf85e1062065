"""The shape of an action: the type and range of every field, before the rules are asked.

`shape_problem(a)` reads only the action; `engine.why_illegal` calls it first and then checks
the fields against the match (hand indices, held dice, the decision's options).  A field that
the action's kind does not use must be None, an int is an int (not a bool, a float or a
string), a payment is exactly one count per kind of die, and die names are the game's."""
from .defs import DICE, DIE_INDEX
from .dice import MAX_DICE

KINDS = ("skill", "switch", "play", "tune", "end", "choose", "initial", "reroll", "mulligan",
         "select", "technique")
FIELDS = ("skill", "index", "target", "payment", "dice", "choice", "die")
USES = {"skill": ("skill", "payment"), "technique": ("skill", "payment"), "switch": ("index", "payment"),
        "play": ("index", "target", "payment"), "tune": ("index", "die"), "end": (),
        "choose": ("choice",), "initial": ("choice",), "reroll": ("dice",),
        "mulligan": ("choice",), "select": ("choice",)}
SIDES = ("own", "opp")
MAX_HAND = 10                # cards a hand holds at most


def is_int(v):
    """A whole number: an int, but not a bool."""
    return isinstance(v, int) and not isinstance(v, bool)


def show(v, limit=40):
    """A short repr of a field's value for a reason text."""
    try:
        r = repr(v)
    except Exception:                        # noqa: BLE001 - any object may be passed in
        r = "<%s>" % type(v).__name__
    return r if len(r) <= limit else r[:limit - 3] + "..."


def shape_problem(a):
    """Why the fields of `a` cannot make an action of its kind, or None."""
    kind = a.kind
    if type(kind) is not str or kind not in KINDS:
        return "unknown action kind %s (kinds: %s)" % (show(kind), ", ".join(KINDS))
    if not is_int(a.player) or a.player not in (0, 1):
        return "player is 0 or 1, not %s" % show(a.player)
    uses = USES[kind]
    for f in FIELDS:
        if f not in uses and getattr(a, f) is not None:
            return "a %s action has no %s (got %s)" % (kind, f, show(getattr(a, f)))
    if "skill" in uses and not is_int(a.skill):
        return "a %s is named by its id, an int, not %s" % ("technique" if kind == "technique" else "skill", show(a.skill))
    if "index" in uses and not is_int(a.index):
        return "index is an int, not %s" % show(a.index)
    if "target" in uses:
        why = target_problem(a.target)
        if why:
            return why
    if "payment" in uses and a.payment is not None:
        why = payment_shape(a.payment)
        if why:
            return why
    if "die" in uses and a.die is not None:
        if type(a.die) is not str or a.die not in DIE_INDEX:
            return "unknown die %s (dice: %s)" % (show(a.die), " ".join(DICE))
        if a.die == "omni":
            return "an Omni die cannot be tuned"
    if "dice" in uses and a.dice is not None:
        if not isinstance(a.dice, (list, tuple)):
            return "the dice to reroll are a list of die names, not %s" % show(a.dice)
        if len(a.dice) > MAX_DICE:
            return "at most %d dice can be rerolled, not %d" % (MAX_DICE, len(a.dice))
        for d in a.dice:
            if type(d) is not str or d not in DIE_INDEX:
                return "unknown die %s (dice: %s)" % (show(d), " ".join(DICE))
    if kind in ("choose", "initial") and not is_int(a.choice):
        return "a character is chosen by its index, an int, not %s" % show(a.choice)
    if kind == "mulligan" and a.choice is not None:
        if not isinstance(a.choice, (list, tuple)):
            return "a mulligan names the hand cards to replace, a list of indices, not %s" % show(a.choice)
        for i in a.choice:
            if not is_int(i):
                return "a hand card is named by its index, an int, not %s" % show(i)
        if len(set(a.choice)) != len(a.choice):
            return "a mulligan names each hand card once, not %s" % show(a.choice)
    if kind == "select" and isinstance(a.choice, (list, tuple)):
        # hand cards to swap (choices.py swap_hand): distinct indices
        if len(a.choice) > MAX_HAND:
            return "at most %d hand cards can be selected, not %d" % (MAX_HAND, len(a.choice))
        for i in a.choice:
            if not is_int(i):
                return "a hand card is named by its index, an int, not %s" % show(i)
        if len(set(a.choice)) != len(a.choice):
            return "a selection names each hand card once, not %s" % show(a.choice)
    elif kind == "select" and not (type(a.choice) is str or is_int(a.choice)):
        return "a selection is one of the decision's options, not %s" % show(a.choice)
    return None


def target_problem(t):
    if t is None:
        return None
    bad = ("a target is (own|opp, character index), (entity, name) or (entity, name, own|opp), "
           "not %s" % show(t))
    if not isinstance(t, (tuple, list)) or not t or type(t[0]) is not str:
        return bad
    if t[0] in SIDES:
        return None if len(t) == 2 and is_int(t[1]) else bad
    if t[0] == "entity":
        if len(t) == 2 and type(t[1]) is str:
            return None
        if len(t) == 3 and type(t[1]) is str and type(t[2]) is str and t[2] in SIDES:
            return None
    return bad


def payment_shape(pay):
    """Why `pay` is not a list of one non-negative whole count per kind of die, or None."""
    if not isinstance(pay, (list, tuple)) or len(pay) != len(DICE):
        return "a payment is a list of %d counts (%s), not %s" % (len(DICE), " ".join(DICE), show(pay))
    for d, n in zip(DICE, pay):
        if not is_int(n):
            return "a payment counts whole dice: %s %s" % (show(n), d)
        if n < 0:
            return "a payment cannot count %d %s dice" % (n, d)
    return None
