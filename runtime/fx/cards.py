"""Cards in the hand and the deck: drawing, creating, discarding, marking."""
from ..events import Ev, emit
from ..state import HandCard
from .targets import side_of


def draw_cards(m, p, n, announce=True):
    """Draw n cards from the top of the pile; `announce` False: no `drew` (the opening redraw)."""
    pl = m.players[p]
    for _ in range(n):
        if not pl.deck:
            return
        c = pl.deck.pop(0)
        if len(pl.hand) >= 10:
            m.say("  P%d discards %s: hand is full" % (p, c.name))
            pl.cards_discarded += 1
            continue
        pl.hand.append(HandCard(c))
        if announce:
            drew(m, p, c)


def drew(m, p, card):
    """`drew`: a drawn card reached player p's hand."""
    if "drew" in m.subscribed:
        emit(m, "drew", Ev("drew", card=card), (p,))


def discarded(m, p, card):
    """`discarded`: an effect discarded player p's card (from the hand or the deck)."""
    if "discarded" in m.subscribed:
        emit(m, "discarded", Ev("discarded", card=card), (p,))


def draw(m, me, ev, n=1, kind=None):
    if ev is not None and ev.dry:
        return
    if kind is None:
        draw_cards(m, me.p, n)
        return
    pl = m.players[me.p]
    for _ in range(n):                   # cards of a kind, each chosen at random in the pile
        pool = [i for i, c in enumerate(pl.deck) if c.kind == kind]
        if not pool:
            return
        c = pl.deck.pop(pool[m.rng.randrange(len(pool))])
        if len(pl.hand) >= 10:
            m.say("  P%d discards %s: hand is full" % (me.p, c.name))
            pl.cards_discarded += 1
            continue
        pl.hand.append(HandCard(c))
        drew(m, me.p, c)


def add_card(m, me, ev, name, n=1):
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    pl = m.players[me.p]
    for _ in range(n):
        if len(pl.hand) < 10:
            pl.hand.append(HandCard(defn))
            pl.cards_made += 1


def discard_card(m, me, ev, name):
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    pl = m.players[me.p]
    for i, c in enumerate(pl.hand):
        if c.defn is defn:
            del pl.hand[i]
            pl.cards_discarded += 1
            discarded(m, me.p, defn)
            return


def mark_shock(m, me, ev, n=1, to="opp"):
    """Electric Shock: mark a random card in a hand; it hurts in the End Phase if still held."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    if pl.hand:
        c = pl.hand[m.rng.randrange(len(pl.hand))]
        c.shock += n
