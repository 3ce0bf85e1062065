"""Shield statuses as a kind (issue 12, Emperor of Fire and Iron): the Shield points of a named
entity at a place, whether an entity is a shield, and removing a side's shields."""
from .. import damage as D
from .targets import chars
from .usages import entities_at


def is_shield(defn):
    """A shield status: a character status or combat status defined with Shield points (护盾状态,
    护盾出战状态), whether or not points are left in it now."""
    return defn.kind in ("character_status", "combat_status") and (
        defn.shield is not None or defn.max_shield is not None)


def shield_of(m, me, ev, place, name):
    """The Shield points of every entity of that name at a place, added up."""
    return sum(e.shield or 0 for e in entities_at(m, me, ev, name, place))


def removed_is_shield(ev):
    return ev.removed is not None and is_shield(ev.removed.defn)


def remove_shields(m, me, ev, other_than=None, into=None):
    """Every shield status of your characters and every shield combat status of your side leaves
    play, but those of the name `other_than`; `into`: a counter set to the number removed."""
    if ev is not None and ev.dry:
        return
    keep = m.lib.entity(other_than) if other_than is not None else None
    pl = m.players[me.p]
    gone = [e for group in [c.statuses for c in chars(m, me, ev, "all")] + [pl.combat_statuses]
            for e in group if e.uid and e.defn is not keep and is_shield(e.defn)]
    for e in gone:
        if m.verbose:
            m.say("  P%d: %s is removed" % (me.p, e.defn.name))
        D.remove_entity(m, e)
    if into is not None:
        holder = me.e if me.e is not None else me.ch
        holder.vars[holder.defn.counters.index(into)] = len(gone)
