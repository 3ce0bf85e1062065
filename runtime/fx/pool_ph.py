"""Effects, values and target words the 4.7 card of branch `ph` added (issue 12): Furina."""
from .targets import GROUPS, chars
from .usages import entities_at
from ..events import changed


def _least_injured(p):
    """Your character that has lost the least HP (Salon Members' "受伤最少的我方角色"), an unhurt
    one too; a tie: the first from the active one rightwards."""
    n = len(p.characters)
    alive = [c for c in (p.characters[(p.active + k) % n] for k in range(n)) if not c.defeated]
    return [min(alive, key=lambda c: c.max_hp - c.hp)] if alive else []    # min: the first of a tie


GROUPS["least_injured"] = _least_injured


def most_hp(m, me, ev, spec):
    return max((c.hp for c in chars(m, me, ev, spec)), default=0)


def least_hp(m, me, ev, spec):
    return min((c.hp for c in chars(m, me, ev, spec)), default=0)


def char_counter(m, me, ev, spec, var):
    """A counter of the characters a target word names, added up over those declaring it."""
    return sum(c.vars[c.defn.counters.index(var)] for c in chars(m, me, ev, spec) if var in c.defn.counters)


def set_char_counter(m, me, ev, var, value, to="self"):
    if ev is not None and ev.dry:
        return
    for c in chars(m, me, ev, to):
        if var in c.defn.counters:
            c.vars[c.defn.counters.index(var)] = value
            if m.verbose:
                m.say("  %s's %s is %d" % (c.defn.name, var, value))


def _become(m, e, defn):
    """An entity takes another definition in place, keeping its usages (capped by the new one's
    `max_usage` when it has more)."""
    usage = e.usage
    e.defn = defn
    changed(m)
    e.duration, e.shield, e.round_left = defn.duration, defn.shield, defn.per_round
    e.vars = [0] * len(defn.counters)
    e.element = defn.element
    if usage is not None and defn.usage is not None:
        e.usage = min(usage, defn.max_usage) if defn.max_usage else usage
    else:
        e.usage = defn.usage
    if m.verbose:
        m.say("  it becomes %s (%s usage(s))" % (defn.name, e.usage))


def swap_form(m, me, ev, a, b, to=None):
    """Every entity named a at the place becomes b and every b becomes a, at the same time."""
    if ev is not None and ev.dry:
        return
    first, second = entities_at(m, me, ev, a, to), entities_at(m, me, ev, b, to)
    da, db = m.lib.entity(a), m.lib.entity(b)
    for e in first:
        _become(m, e, db)
    for e in second:
        _become(m, e, da)
