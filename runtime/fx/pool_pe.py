"""Effects and values the 4.7 cards of branch `pe` added (issue 12)."""
from .cards import discarded


def power(base, exp):
    """base ** exp for a whole exponent; at most 30 doublings are ever asked for, so a card's
    runaway exponent cannot stall the match."""
    return base ** max(0, min(exp, 30))


def discard_hand(m, me, ev, into=None):
    """Discard every card of the hand, in the hand's order (Riff Revolution)."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    gone, pl.hand = pl.hand, []
    for c in gone:
        m.say("  P%d discards %s" % (me.p, c.defn.name))
    pl.cards_discarded += len(gone)
    for c in gone:
        discarded(m, me.p, c.defn)
    if into is not None:
        holder = me.e if me.e is not None else me.ch
        holder.vars[holder.defn.counters.index(into)] += len(gone)
