"""Issue 13, branch qb: a named summon acting as in the End Phase, an entity becoming another."""
from ..events import changed, Ev
from .targets import side_of


def trigger_summon(m, me, ev, name, of="own"):
    """The summon of that name on a side acts as in the End Phase, spending its usages as there
    (Burning Flame for Lingering Fragrance): once the resolution running now has finished, as a
    resolution of its own (as trigger_random_summon)."""
    if ev is not None and ev.dry:
        return
    defn = m.lib.entity(name)
    p = side_of(m, me, ev, of)
    items = [("handler", "end_phase", Ev("end_phase"), p, None, e)
             for e in m.players[p].summons if e.uid and e.defn is defn and "end_phase" in defn.handlers]
    if not items:
        return
    if m.collect:
        m.collect[-1].extend(items)
    else:
        from ..resolution import settle
        m.queue.append(items)
        settle(m)


def transform(m, me, ev, name):
    """This entity becomes another definition where it stands (Lumidouce Case: Level 1 upgraded
    to Level 2), keeping its usages, duration, shield, creator and the counters both declare."""
    e = me.e
    if (ev is not None and ev.dry) or e is None or not e.uid:
        return
    defn = m.lib.entity(name)
    old = e.defn
    if defn is old:
        return
    kept = dict(zip(old.counters, e.vars))
    e.defn = defn
    changed(m)
    e.vars = [kept.get(c, 0) for c in defn.counters]
    if defn.per_round != old.per_round:
        e.round_left = defn.per_round
    e.points = e.points if defn.nightsoul else None
    if m.verbose:
        m.say("  P%d %s becomes %s" % (me.p, old.name, defn.name))


def swap_position(m, me, ev, to):
    """This character and another of its side trade places in the line-up (Kinich): the active
    character stays active, and the creators of entities follow the characters they name."""
    from .targets import chars
    a = me.ch
    if (ev is not None and ev.dry) or a is None or a.defeated:
        return
    others = [c for c in chars(m, me, ev, to) if c.player == a.player and c is not a]
    if not others:
        return
    b = others[0]
    pl = m.players[a.player]
    i, j = a.idx, b.idx
    pl.characters[i], pl.characters[j] = b, a
    a.idx, b.idx = j, i
    if pl.active in (i, j):
        pl.active = j if pl.active == i else i
    moved = {(a.player, i): (a.player, j), (a.player, j): (a.player, i)}
    for side in m.players:
        groups = [side.combat_statuses, side.summons, side.supports]
        for ch in side.characters:
            groups += [ch.statuses, ch.equipment]
        for group in groups:
            for e in group:
                if e.creator in moved:
                    e.creator = moved[e.creator]
    if m.verbose:
        m.say("  P%d %s and %s swap positions" % (a.player, a.defn.name, b.defn.name))


def usage_at(m, me, ev, place, name):
    """The usages (stacks) of every entity of that name at a place, added up (Source Sample)."""
    from .usages import entities_at
    return sum(e.usage or 0 for e in entities_at(m, me, ev, name, place))
