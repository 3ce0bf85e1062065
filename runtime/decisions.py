"""Decisions the match waits for: a new active character after a defeat, rerolls, selections."""
from .state import Decision


def ask_choose(m, p):
    if any(d.player == p and d.kind == "choose" for d in m.pending):
        return
    pl = m.players[p]
    options = [c.idx for c in pl.characters if not c.defeated]
    if options:
        m.pending.append(Decision(p, "choose", options))


def ask_reroll(m, p, times=1):
    if times > 0:
        m.pending.append(Decision(p, "reroll", None, data=times))


def ask_select(m, p, kind, options, data=None):
    m.pending.append(Decision(p, kind, list(options), data=data))


def waiting(m):
    return m.pending[0] if m.pending else None
