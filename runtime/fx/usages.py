"""An entity's own numbers: its usages, per-round allowance, shield and counters; and its element."""
from .. import damage as D
from .. import zones
from ..zones import EQUIPMENT
from .targets import chars, side_of
from .. import log as L


def use(m, me, ev, n=1):
    """Spend usages; at zero the entity leaves play (unless it says it stays)."""
    e = me.e
    if (ev is not None and (ev.dry or ev.keep_usage)) or e is None or not e.uid:
        return
    e.usage = max(0, (e.usage or 0) - n)
    if m.verbose:
        L.add(m, "usage", entity=L.ent(e), usage=e.usage, used=n)
    if e.usage == 0 and not e.defn.keep_at_zero:
        D.remove_entity(m, e)


def use_round(m, me, ev, n=1, of=None, to=None):
    if ev is not None and ev.dry:
        return
    for e in (entities_at(m, me, ev, of, to) if of is not None else [me.e] if me.e is not None else
              [me.ch] if me.ch is not None and me.ch.defn is me.defn else []):   # a character's own passive
        e.round_left = max(0, (e.round_left or 0) - n)


def set_var(m, me, ev, name, value):
    """Set a counter of this entity (or, in a character's own code, of the character)."""
    if ev is not None and ev.dry:
        return
    holder = me.e if me.e is not None else me.ch
    holder.vars[holder.defn.counters.index(name)] = value


def set_element(m, me, ev, element):
    if (ev is not None and ev.dry) or me.e is None:
        return
    me.e.element = ev.swirled if element == "swirled" else element


def add_summon_usage(m, me, ev, n, to="own"):
    """Every summon of a side that counts usages gains n (capped by its `max_usage`); a negative
    n takes usages away, and at 0 a summon leaves play unless it says it stays (Controlled
    Directional Blast)."""
    if ev is not None and ev.dry:
        return
    for e in list(m.players[side_of(m, me, ev, to)].summons):
        if e.usage is not None:
            before = e.usage
            e.usage = max(0, e.usage + n)
            if e.defn.max_usage:
                e.usage = min(e.usage, e.defn.max_usage)
            if e.usage > before:
                zones.usage_gained(m, e)
            if e.usage == 0 and before > 0 and not e.defn.keep_at_zero:
                D.remove_entity(m, e)


def add_target_usage(m, me, ev, n):
    """The event's target entity (a summon or support a card is played on) gains n usages; fewer
    with a negative n, and at 0 it leaves play unless it says it stays.  Not capped by max_usage."""
    if ev is None or ev.dry:
        return
    e = ev.target
    if e is None or hasattr(e, "statuses") or not e.uid or e.usage is None:
        return
    before = e.usage
    e.usage = max(0, e.usage + n)
    if m.verbose:
        L.add(m, "usage", entity=L.ent(e), usage=e.usage)
    if e.usage > before:
        zones.usage_gained(m, e)
    if e.usage == 0 and not e.defn.keep_at_zero:
        D.remove_entity(m, e)


def set_shield(m, me, ev, n):
    """Set this entity's shield points (capped by its `max_shield`); at 0 it protects nothing."""
    if (ev is not None and ev.dry) or me.e is None:
        return
    cap = me.e.defn.max_shield
    me.e.shield = max(0, min(n, cap) if cap else n)


def add_usage(m, me, ev, n, of=None, to=None):
    if (ev is not None and ev.dry) or (me.e is None and of is None):
        return
    if of is not None:
        for e in entities_at(m, me, ev, of, to):
            _change(m, e, "usage", n)
        return
    e = me.e
    before = e.usage or 0
    e.usage = (e.usage or 0) + n
    if e.defn.max_usage:
        # the cap stops a gain; it takes nothing from usages already past it (Cryo Cicins)
        e.usage = max(min(before, e.usage), min(e.usage, e.defn.max_usage))
    if e.usage > before:
        zones.usage_gained(m, e, me.ch)


def add_usage_uncapped(m, me, ev, n):
    """This entity gains n usages even past its `max_usage`, which limits only adding it again:
    Cryo Cicins' "this card gains 1 Usage" can take it over its stacking limit of 3."""
    if (ev is not None and ev.dry) or me.e is None or not me.e.uid:
        return
    e = me.e
    before = e.usage or 0
    e.usage = before + n
    if m.verbose:
        L.add(m, "usage", entity=L.ent(e), usage=e.usage)
    if e.usage > before:
        zones.usage_gained(m, e, me.ch)


# ---- issue 10: the numbers of other entities -----------------------------------------------

def add_equipment_usage(m, me, ev, n, kind, to="self"):
    """Each equipment of a kind (a technique card: Saurian Dining Buddies) on the characters a
    target word names gains n usages (capped by its `max_usage`)."""
    if ev is not None and ev.dry:
        return
    for c in chars(m, me, ev, to):
        for e in list(c.equipment):
            if e.defn.kind == kind and e.uid:
                _change(m, e, "usage", n)


def entities_at(m, me, ev, name, place=None):
    """Every entity of that name at a place: on the characters a target word names (default the
    handler's own) for a status or equipment, on a side (default yours) for the others."""
    defn = m.lib.entity(name)
    if defn.kind == "character_status" or defn.kind in EQUIPMENT:
        return [e for c in chars(m, me, ev, place or "self") for e in c.statuses + c.equipment
                if e.defn is defn and e.uid]
    pl = m.players[side_of(m, me, ev, place or "own")]
    return [e for group in (pl.combat_statuses, pl.summons, pl.supports) for e in group
            if e.defn is defn and e.uid]


def _change(m, e, field, n):
    """Add n to an entity's usages or duration; an entity that counts none is not changed.
    Gaining is capped by `max_usage`; at 0 it leaves play (usages: unless `keep_at_zero`)."""
    cur = getattr(e, field)
    if cur is None:
        return
    new = max(0, cur + n)
    if field == "usage" and n > 0 and e.defn.max_usage:
        new = max(cur, min(new, e.defn.max_usage))
    if field == "duration" and n > 0 and e.defn.max_duration:
        new = max(cur, min(new, e.defn.max_duration))     # a stacking duration stops at its cap
    setattr(e, field, new)
    if m.verbose:
        L.add(m, "usage" if field == "usage" else "duration", entity=L.ent(e), **{field: new})
    if field == "usage" and new > cur:
        zones.usage_gained(m, e)
    if new == 0 and (field == "duration" or not e.defn.keep_at_zero):
        D.remove_entity(m, e)


def add_duration(m, me, ev, n, of=None, to=None):
    """Add to this entity's duration, or to every entity of a name at a place."""
    if ev is not None and ev.dry:
        return
    targets = entities_at(m, me, ev, of, to) if of is not None else ([me.e] if me.e is not None else [])
    for e in targets:
        _change(m, e, "duration", n)


def round_left_at(m, me, ev, place, name):
    """The uses left this round of every entity of that name at a place, added up."""
    return sum(e.round_left or 0 for e in entities_at(m, me, ev, name, place))


def set_duration(m, me, ev, n, of=None, to=None):
    """Set this entity's duration, or that of every entity of a name at a place."""
    if ev is not None and ev.dry:
        return
    targets = entities_at(m, me, ev, of, to) if of is not None else ([me.e] if me.e is not None else [])
    for e in targets:
        if e.duration is not None:
            _change(m, e, "duration", n - e.duration)


def counter_at(m, me, ev, place, name, var):
    """A counter of every entity of that name at a place, added up (Azhdaha's Elemental Absorption)."""
    return sum(e.vars[e.defn.counters.index(var)] for e in entities_at(m, me, ev, name, place)
               if var in e.defn.counters)


def usage_at(m, me, ev, place, name):
    """The usages of every entity of that name at a place, added up (`usage_of(PLACE, NAME)`)."""
    return sum(e.usage or 0 for e in entities_at(m, me, ev, name, place))


def duration_at(m, me, ev, place, name):
    """The rounds left of every entity of that name at a place, added up (Chisel-Light Mirror)."""
    return sum(e.duration or 0 for e in entities_at(m, me, ev, name, place))


def add_combat_shield(m, me, ev, n, to="own"):
    """The first combat status of a side with Shield points, in the order they entered play, gains
    n (Vortex Vanquisher's "为一个此类出战状态补充1点护盾"); like the reference engine, not capped
    by its `max_shield`, which limits only adding the status again."""
    if ev is not None and ev.dry:
        return
    for e in m.players[side_of(m, me, ev, to)].combat_statuses:
        if e.uid and e.shield:
            e.shield += n
            if m.verbose:
                m.say("  %s has %d Shield point(s)" % (e.defn.name, e.shield))
            return
