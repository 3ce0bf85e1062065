"""Switching the active character by an effect."""
from ..actions import switch_active
from .targets import alive_from, chars, side_of


def switch(m, me, ev, which="next", of="opp"):
    if ev is not None and ev.dry:
        return
    pi = side_of(m, me, ev, of)
    p = m.players[pi]
    act = p.characters[p.active]
    if act.defeated:
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
