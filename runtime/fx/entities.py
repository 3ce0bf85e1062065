"""Putting statuses, summons and supports in play and taking them out.

create_entity is called through its module (`zones.create_entity`) so that tests/test_coverage.py
can wrap it and see every entity created."""
from .. import damage as D
from .. import zones
from ..zones import EQUIPMENT
from .targets import chars, side_of
from ..events import changed

ONE_EACH = ("weapon", "artifact", "technique")
MAX_SUPPORTS = 4


def add(m, me, ev, name, to=None, n=1):
    """Create an entity (n times: `stacks N`)."""
    if ev is not None and ev.dry:
        return
    defn = m.lib.entity(name)
    for _ in range(n):
        if defn.kind == "character_status" or defn.kind in EQUIPMENT:
            for t in chars(m, me, ev, to or "self"):
                if defn.kind in ONE_EACH:
                    # a character holds one weapon, one artifact, one technique: attaching another
                    # discards the one held (as playing the card does)
                    for old in [x for x in t.equipment if x.defn.kind == defn.kind and x.defn is not defn]:
                        D.remove_entity(m, old)
                zones.create_entity(m, t.player, defn, t, by=zones.made_by(me))
        else:
            zones.create_entity(m, side_of(m, me, ev, to or "own"), defn, by=zones.made_by(me))


def summon(m, me, ev, name, to="own"):
    add(m, me, ev, name, to)


def summon_random(m, me, ev, n, names, to="own"):
    """Summon n different ones of `names` at random (the match's generator), preferring those
    not in play; when every one is in play already, those not chosen yet by this effect."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    defs = [m.lib.entity(x) for x in names]
    chosen = []
    for _ in range(n):
        present = {e.defn for e in pl.summons}
        fresh = [d for d in defs if d not in chosen]
        pool = [d for d in fresh if d not in present] or fresh or defs
        d = pool[m.rng.randrange(len(pool))]
        chosen.append(d)
        zones.create_entity(m, pl.idx, d, by=zones.made_by(me))


def add_random(m, me, ev, n, names, to="own"):
    """Put n different ones of `names` (combat statuses or summons) into play on a side, at
    random (the match's generator), preferring those not in play there, then those not chosen
    yet by this effect (Fatui Conspiracy's Ambushers)."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    defs = [m.lib.entity(x) for x in names]
    chosen = []
    for _ in range(n):
        present = {e.defn for e in pl.combat_statuses + pl.summons}
        fresh = [d for d in defs if d not in chosen]
        pool = [d for d in fresh if d not in present] or fresh or defs
        d = pool[m.rng.randrange(len(pool))]
        chosen.append(d)
        zones.create_entity(m, pl.idx, d, by=zones.made_by(me))


def summon_one_of(m, me, ev, names, to="own"):
    """Summon one of `names`, chosen with equal chances (the match's generator), in play or not."""
    if ev is not None and ev.dry:
        return
    d = m.lib.entity(names[m.rng.randrange(len(names))])
    zones.create_entity(m, side_of(m, me, ev, to), d, by=zones.made_by(me))


def discard_summons(m, me, ev, of="own"):
    """Every summon of a side leaves play."""
    if ev is not None and ev.dry:
        return
    for e in list(m.players[side_of(m, me, ev, of)].summons):
        D.remove_entity(m, e)


def remove(m, me, ev, name, to="self"):
    if ev is not None and ev.dry:
        return
    defn = m.lib.entity(name)
    if defn.kind in ("character_status", "equipment"):
        for t in chars(m, me, ev, to):
            for e in [e for e in t.statuses + t.equipment if e.defn is defn]:
                D.remove_entity(m, e)
    else:
        p = m.players[side_of(m, me, ev, "own" if to == "self" else to)]
        for group in (p.combat_statuses, p.summons, p.supports):
            for e in [e for e in group if e.defn is defn]:
                D.remove_entity(m, e)


def discard(m, me, ev):
    if (ev is not None and ev.dry) or me.e is None:
        return
    D.remove_entity(m, me.e)


def transfer(m, me, ev, to="opp"):
    """This support moves to a side's support zone (Kid Kujirai), if that zone has room: it
    belongs to that side from then on, with its usages and counters."""
    if (ev is not None and ev.dry) or me.e is None or not me.e.uid:
        return
    src = m.players[me.p]
    dst = m.players[side_of(m, me, ev, to)]
    e = me.e
    if dst is src or e not in src.supports or len(dst.supports) >= MAX_SUPPORTS:
        return
    src.supports.remove(e)
    dst.supports.append(e)
    changed(m)
    dst.supports_received += 1
    if m.verbose:
        m.say("  %s moves to P%d's supports" % (e.defn.name, dst.idx))
