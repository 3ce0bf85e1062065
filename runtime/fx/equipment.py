"""Moving equipment from one character to another (asked of the player, then finished)."""
from .. import damage as D
from ..decisions import ask_select
from .targets import chars
from ..events import changed


def _move_source(me, ev):
    t = ev.target if ev is not None else None
    return t if t is not None and hasattr(t, "statuses") else me.ch


def _receivers(m, src, e):
    """Your other living characters that can hold the equipment `e` of `src`."""
    return [c for c in m.players[src.player].characters
            if c is not src and not c.defeated and (e.defn.kind != "weapon" or c.defn.weapon == e.defn.subtype)]


def _equipment_of(ch, kind):
    return next((e for e in ch.equipment if e.defn.kind == kind), None) if ch is not None else None


def move_receivers(m, me, ev, kind):
    """How many characters could receive the card's target's equipment of `kind`."""
    src = _move_source(me, ev)
    e = _equipment_of(src, kind)
    return len(_receivers(m, src, e)) if e is not None and not src.defeated else 0


def move_equipment(m, me, ev, kind, to=None):
    """Ask the player which character receives the card's target's equipment of `kind`;
    finish_move does the move when the answer comes.  With `to`, that character receives it
    (if it can), and nothing is asked."""
    if ev is not None and ev.dry:
        return
    src = _move_source(me, ev)
    e = _equipment_of(src, kind)
    if e is None or src.defeated:
        return
    receivers = _receivers(m, src, e)
    if to is not None:
        dst = next((c for c in chars(m, me, ev, to) if c in receivers), None)
        if dst is not None:
            finish_move(m, src.player, (src.idx, e.uid), dst.defn.name)
        return
    names = [c.defn.name for c in receivers]
    if names:
        ask_select(m, src.player, "move_equipment", names, data=(src.idx, e.uid))


def finish_move(m, p, data, name):
    """The answer to move_equipment: the named character receives the equipment (its own one of
    that kind is discarded); the equipment's per-round allowances start again."""
    pl = m.players[p]
    src = pl.characters[data[0]]
    e = next((x for x in src.equipment if x.uid == data[1]), None)
    dst = next((c for c in pl.characters if c.defn.name == name and not c.defeated), None)
    if e is None or dst is None or dst is src:
        return
    for old in [x for x in dst.equipment if x.defn.kind == e.defn.kind]:
        D.remove_entity(m, old)
    src.equipment.remove(e)
    dst.equipment.append(e)
    changed(m)
    e.round_left = e.defn.per_round
    for i in e.defn.round_counters:
        e.vars[i] = 0
    if m.verbose:
        m.say("  P%d moves %s from %s to %s" % (p, e.defn.name, src.defn.name, dst.defn.name))
