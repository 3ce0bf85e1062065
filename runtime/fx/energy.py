"""Characters' energy: gaining, losing, moving it."""
from .. import log as L
from .targets import chars


def _logged(m, c, before):
    L.add(m, "energy", character=L.char(c), before=before, after=c.energy, max=c.max_energy)


def gain_energy(m, me, ev, n, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        before = t.energy
        t.energy = min(t.max_energy, t.energy + n)
        if m.verbose and t.energy != before:
            _logged(m, t, before)


def lose_energy(m, me, ev, n, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        before = t.energy
        t.energy = max(0, t.energy - n)
        if m.verbose and t.energy != before:
            _logged(m, t, before)


def energize(m, me, ev, n, element=None):
    """One character of your side whose energy is not full (of `element`, when given) gains
    energy: the active one first, then the others from the active one rightwards."""
    if ev is not None and ev.dry:
        return
    p = m.players[me.p]
    k = len(p.characters)
    for i in range(k):
        c = p.characters[(p.active + i) % k]
        if c.defeated or c.energy >= c.max_energy or (element is not None and c.element != element):
            continue
        before = c.energy
        c.energy = min(c.max_energy, c.energy + n)
        if m.verbose:
            _logged(m, c, before)
        return


def shift_energy(m, me, ev, n):
    """Move 1 energy from each of at most `n` standby characters to the active character."""
    if ev is not None and ev.dry:
        return
    p = m.players[me.p]
    act = p.characters[p.active]
    moved = 0
    # each of the standbys gives its 1 energy even when the active one can take less (Calx's
    # Arts, as the reference engine plays it: the text does not stop the shift at a full active)
    for c in p.characters:
        if moved >= n:
            break
        if c is not act and not c.defeated and c.energy > 0:
            c.energy -= 1
            act.energy = min(act.max_energy, act.energy + 1)
            moved += 1
