"""Nightsoul's Blessing and Bond of Life (seed 003): the points of a character's blessing, the
healing its Bond of Life cancels, and what conditions read of them.

A character's Nightsoul's Blessing is whichever of its statuses has `nightsoul` (each character
has a status of its own by that name); its points are that entity's `points`.  Bond of Life is
the core status of that name (cards/core.card)."""
from .. import damage as D
from ..events import dispatch, emit, CharEv
from .entities import add
from .targets import chars
from .usages import use

BOND_OF_LIFE = "Bond of Life"


def blessing(ch):
    """The character's Nightsoul's Blessing in play, or None."""
    for e in ch.statuses:
        if e.defn.nightsoul and e.uid:
            return e
    return None


def gain_nightsoul(m, me, ev, n, to="self"):
    if (ev is not None and ev.dry) or n <= 0:
        return
    for t in chars(m, me, ev, to):
        e = blessing(t)
        if e is not None:
            before = e.points
            e.points = min(e.defn.nightsoul, e.points + n)
            if m.verbose:
                m.say("  P%d %s has %d Nightsoul point%s" % (t.player, t.defn.name, e.points, "" if e.points == 1 else "s"))
            if e.points > before:
                emit(m, "nightsoul_gained", CharEv("nightsoul_gained", character=t), (t.player,))


def consume_nightsoul(m, me, ev, n=1, of="self"):
    """Spend points; the `nightsoul_consumed` effects come after the resolution running now, and
    then a blessing left at 0 leaves play (so an effect that gives a point back keeps it)."""
    if (ev is not None and ev.dry) or n <= 0:
        return
    for t in chars(m, me, ev, of):
        e = blessing(t)
        if e is None or e.points <= 0:
            continue
        if "nightsoul_consuming" in m.subscribed:
            # Crucible of Death and Life: a handler may keep the points (keep_nightsoul)
            kept = CharEv("nightsoul_consuming", character=t)
            dispatch(m, "nightsoul_consuming", kept, (t.player,))
            if kept.saved:
                m.say("  P%d %s keeps its Nightsoul points" % (t.player, t.defn.name))
                continue
        e.points -= min(n, e.points)
        if m.verbose:
            m.say("  P%d %s has %d Nightsoul point%s" % (t.player, t.defn.name, e.points, "" if e.points == 1 else "s"))
        emit(m, "nightsoul_consumed", CharEv("nightsoul_consumed", character=t), (t.player,))
        item = ("call", _leave_if_spent, (e,))
        if m.collect:
            m.collect[-1].append(item)
        else:
            m.queue.append([item])


def _leave_if_spent(m, e):
    if e.uid and e.points == 0 and not e.defn.keep_at_zero:
        if m.verbose:
            m.say("  %s ends: no Nightsoul points left" % e.defn.name)
        D.remove_entity(m, e)


def add_stacks(m, me, ev, name, n, to=None):
    for _ in range(max(0, n)):
        add(m, me, ev, name, to)


def absorb_heal(m, me, ev):
    """Each usage of this entity cancels 1 point of the healing, and is spent."""
    e = me.e
    if ev is None or ev.heal is None or e is None or not e.uid or not e.usage:
        return
    k = min(e.usage, ev.heal.amount)
    if k > 0:
        ev.heal.amount -= k
        use(m, me, ev, k)


def reduce_heal(m, me, ev, n):
    if ev is not None and ev.heal is not None:
        ev.heal.amount = max(0, ev.heal.amount - n)


# ---- what conditions read ------------------------------------------------------------------

def nightsoul_points(ch):
    e = blessing(ch)
    return e.points if e is not None else 0


def in_nightsoul(ch):
    return blessing(ch) is not None


def bond_of_life(ch):
    return sum(e.usage or 0 for e in ch.statuses if e.defn.name == BOND_OF_LIFE and e.uid)


class _Nobody:
    """The character switched out when none was (the first active character is chosen): every
    attribute a condition reads is a defeated nobody's."""
    hp = max_hp = energy = max_energy = 0
    defeated = True
    player = idx = -1
    statuses = equipment = ()

    class defn:
        element = weapon = None
        name = ""


NOBODY = _Nobody()


def switched_out(ev):
    return ev.src if ev is not None and ev.src is not None else NOBODY


def dealt_by(m, ev, ref):
    """The damage of this damage event comes from that entity (one of the same name counts)."""
    d = getattr(ev, "dmg", None) if ev is not None else None
    if d is None or d.src_e is None:
        return False
    return d.src_e.defn.name == m.lib.entity(ref).name
