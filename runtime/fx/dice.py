"""Gaining dice, fixing the faces of a roll, taking dice, rerolls (payment is runtime/dice.py)."""
from ..decisions import ask_reroll
from ..defs import DICE, DIE_INDEX, ELEMENTS
from ..dice import MAX_DICE, gain as dice_gain, lose as dice_lose
from ..events import DiceEv, emit
from .targets import alive_from
from .. import log as L


def add_dice(m, p, die, n, by=None):
    """Up to n dice of a face come into player p's pool (at most 16 held); how many came.
    `by`: the effect's context (me), for the log."""
    pl = m.players[p]
    room = MAX_DICE - sum(pl.dice)
    n = min(n, max(0, room))
    if n > 0:
        dice_gain(pl, DIE_INDEX[die], n)
        if m.verbose:
            src = None if by is None else (by.e.defn if by.e is not None else by.defn)
            L.add(m, "dice_gained", player=p, dice=[die] * n, by=None if src is None else L.card(src))
    return max(0, n)


def gained(m, me, n):
    """An effect gave player me.p n dice: the opponent hears `opp_die_gained` once per die, with
    what made it ("I'd Rather Lose Money Myself..." counts them two by two, and leaves out the
    dice it gave itself)."""
    if n > 0 and "opp_die_gained" in m.subscribed:
        source = me.e.defn if me.e is not None else me.defn
        for _ in range(n):
            emit(m, "opp_die_gained", DiceEv("opp_die_gained", dice=source), (1 - me.p,))


def gain_dice(m, me, ev, die, n=1):
    if ev is not None and ev.dry:
        return
    if die == "random":                  # each a random basic element
        got = 0
        for _ in range(n):
            got += add_dice(m, me.p, ELEMENTS[m.rng.randrange(len(ELEMENTS))], 1, me)
        gained(m, me, got)
        return
    if die == "different":               # n different basic elements, chosen at random
        got = 0
        for el in m.rng.sample(ELEMENTS, min(n, len(ELEMENTS))):
            got += add_dice(m, me.p, el, 1, me)
        gained(m, me, got)
        return
    die = die_kind(m, me, die)
    if die is None:
        return
    gained(m, me, add_dice(m, me.p, die, n, me))


def next_element(m, me):
    """The element of your next character (the die word `next`, Rana), None when there is none."""
    p = m.players[me.p]
    ch = alive_from(p, p.active, 1)
    return ch.element if ch is not None else None


def fix_dice(m, me, ev, die, n):
    """In the roll phase: n of the dice about to be rolled show this face."""
    if ev is None or ev.fixed is None or die in ("random", "different"):
        return
    die = die_kind(m, me, die)
    if die is None:
        return
    ev.fixed.extend([die] * max(0, n))


def collect_dice(m, me, ev, n, var):
    """Take unused dice, at most one of each type, until the counter `var` reaches n."""
    if (ev is not None and ev.dry) or me.e is None:
        return
    p = m.players[me.p]
    k = me.e.defn.counters.index(var)
    for i in range(len(DICE)):
        if me.e.vars[k] >= n:
            break
        if p.dice[i] > 0:
            dice_lose(p, i)
            me.e.vars[k] += 1


def add_reroll(m, me, ev, n=1):
    """In the roll phase: n more rerolls after the roll (begin_roll_phase asks for them)."""
    if ev is not None and ev.name == "roll_phase":
        ev.rerolls += n


def reroll(m, me, ev, times=1):
    if ev is not None and ev.dry:
        return
    ask_reroll(m, me.p, times)


def die_kind(m, me, die):
    """The kind of die a die word names (an element, `omni`; `next`: the next character's
    element; `active`, `self`: that character's), or None when there is none."""
    if die == "next":
        return next_element(m, me)
    if die in ("active", "self"):
        pl = m.players[me.p]
        ch = pl.characters[pl.active] if die == "active" or me.ch is None else me.ch
        return ch.element
    return die


def convert_dice(m, me, ev, die, source=None, count=None):
    """Every die held (every one of the element `source`) becomes `die`; those already it stay.
    `count`: only that many, one at a time from the kind held most (the first in the dice order
    among kinds held as often)."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    die = die_kind(m, me, die)
    if die is None:
        return
    to = DIE_INDEX[die]
    if count is not None:
        for _ in range(max(0, count)):
            kinds = [i for i, n in enumerate(pl.dice)
                     if i != to and n > 0 and (source is None or DICE[i] == source)]
            if not kinds:
                break
            i = max(kinds, key=lambda k: (pl.dice[k], -k))
            dice_lose(pl, i, 1)
            dice_gain(pl, to, 1)
        m.say("  P%d converts %d dice to %s" % (me.p, count, die))
        return
    for i, n in enumerate(list(pl.dice)):
        if i == to or n == 0 or (source is not None and DICE[i] != source):
            continue
        dice_lose(pl, i, n)
        dice_gain(pl, to, n)
    if m.verbose:
        m.say("  P%d converts dice to %s" % (me.p, die))


# ---- dice kept on an entity (issue 11: Vanarana) ----------------------------------------------

# the reference engine takes dice for Vanarana the kind held most first, Omni last, and among
# kinds held as often in this order (its own order of the dice types, Anemo after Dendro)
TAKE_ORDER = ("cryo", "hydro", "pyro", "electro", "geo", "dendro", "anemo", "omni")


def store_dice(m, me, ev, n, var=None):
    """Take up to n unused dice and keep them on this entity (Entity.stored)."""
    if (ev is not None and ev.dry) or me.e is None:
        return
    pl = m.players[me.p]
    held = [d for d in TAKE_ORDER if pl.dice[DIE_INDEX[d]] > 0]
    held.sort(key=lambda d: (d == "omni", -pl.dice[DIE_INDEX[d]]))      # stable: ties keep TAKE_ORDER
    taken = []
    for d in held:
        k = min(pl.dice[DIE_INDEX[d]], n - len(taken))
        if k <= 0:
            break
        dice_lose(pl, DIE_INDEX[d], k)
        taken += [d] * k
    me.e.stored = (me.e.stored or []) + taken
    if var is not None:
        k = me.e.defn.counters.index(var)
        me.e.vars[k] += len(taken)
    if taken:
        if m.verbose:
            m.say("  %s keeps %s" % (me.e.defn.name, ", ".join(taken)))


def return_dice(m, me, ev):
    """Give back the dice this entity keeps (up to the limit of dice held)."""
    if (ev is not None and ev.dry) or me.e is None or not me.e.stored:
        return
    back, me.e.stored = me.e.stored, []
    gained(m, me, sum(add_dice(m, me.p, d, 1, me) for d in back))
    if m.verbose:
        m.say("  %s gives back %s" % (me.e.defn.name, ", ".join(back)))
