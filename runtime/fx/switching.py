"""Switching the active character by an effect."""
from ..actions import switch_active
from ..zones import immune_control
from .targets import alive_from, chars, side_of


def switch(m, me, ev, which="next", of="opp"):
    if ev is not None and ev.dry:
        return
    pi = side_of(m, me, ev, of)
    if ev is not None and ev.name == "reaction" and m.collect:
        # a reaction's switch (Overloaded's) waits until the effect that dealt the damage has
        # finished: the rest of that effect's damage (Darkfire Furnace's, Starward Sword's
        # Piercing DMG to the standby characters) still finds the characters where they stood
        # (the reference engine); it comes before the defeats, so a character it defeated is
        # switched out, not chosen for (resolution.finish)
        p = m.players[pi]
        m.collect[-1].append(("predefeat", _switch_later, (pi, which, p.characters[p.active])))
        return
    _switch_now(m, pi, which)


def _switch_later(m, pi, which, was):
    """Only while the character that was active then still is (not defeated and replaced)."""
    p = m.players[pi]
    if p.characters[p.active] is was and not was.defeated:
        from ..resolution import resolve
        resolve(m, _switch_now, m, pi, which)


def _switch_now(m, pi, which):
    p = m.players[pi]
    act = p.characters[p.active]
    if act.defeated or immune_control(act):     # Edict of Absolution: not switched out by effects
        return
    c = alive_from(p, p.active, 1 if which == "next" else -1)
    if c is not None:
        switch_active(m, pi, c.idx, by_effect=True)


def switch_to(m, me, ev, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        if m.players[t.player].active != t.idx:
            switch_active(m, t.player, t.idx, by_effect=True)
        return
