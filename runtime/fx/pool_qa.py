"""Effects the 5.0-5.2 cards of branch `qa` added (issue 13)."""
from .cards import _count_into, _highest


def bottom_highest(m, me, ev, n=1, into=None, of="own"):
    """Put up to n hand cards of a side at the bottom of its deck, one after the other the one
    with the highest original cost (one at random among equals); `into`: add the number to a
    counter.  They are neither discarded nor tuned: no event hears them leave the hand."""
    if ev is not None and ev.dry:
        return
    from .targets import side_of
    p = side_of(m, me, ev, of)
    pl = m.players[p]
    k = 0
    while k < n and pl.hand:
        c = pl.hand.pop(_highest(m, pl.hand))
        pl.deck.append(c)
        if m.verbose:
            m.say("  P%d puts %s at the bottom of the deck" % (p, c.defn.name))
        k += 1
    _count_into(me, into, k)


def place_in_deck(m, me, ev, name, n, to="own"):
    """Create a card in a deck as its n-th card from the top (at the bottom of a shorter deck)."""
    if ev is not None and ev.dry:
        return
    from .cards import _made
    from .targets import side_of
    p = side_of(m, me, ev, to)
    deck = m.players[p].deck
    card = _made(m, p, m.lib.card(name), 1)[0]
    deck.insert(min(max(n, 1) - 1, len(deck)), card)
    if m.verbose:
        m.say("  P%d: %s is placed in the deck as card no. %d" % (p, name, min(max(n, 1), len(deck))))
