"""Effects the 5.0-5.2 cards of branch `qa` added (issue 13)."""
from .cards import _count_into, _highest


def bottom_highest(m, me, ev, n=1, into=None):
    """Put up to n hand cards at the bottom of the deck, one after the other the one with the
    highest original cost (one at random among equals); `into`: add the number to a counter.
    They are neither discarded nor tuned: no event hears them leave the hand."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    k = 0
    while k < n and pl.hand:
        c = pl.hand.pop(_highest(m, pl.hand))
        pl.deck.append(c)
        m.say("  P%d puts %s at the bottom of the deck" % (me.p, c.defn.name))
        k += 1
    _count_into(me, into, k)
