"""Whose turn comes next (issue 11: Fresh Wind of Freedom lets its player act again)."""


def act_again(m, me, ev):
    """After the action in progress, your side acts once more: the opponent's next turn is
    skipped (runtime/phases.py give_turn).  Once the opponent has declared the end of the round
    your side acts on anyway, so nothing changes."""
    if (ev is not None and ev.dry) or m.players[1 - me.p].declared_end:
        return
    m.players[1 - me.p].flags["skip_turn"] = True
