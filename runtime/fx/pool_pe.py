"""Effects and values the 4.7 cards of branch `pe` added (issue 12)."""
from .cards import HAND_LIMIT, _made, discarded


def double(m, me, ev, n=1):
    """Double the damage n times: a multiplier of 2 ** n (n capped at 30, so a runaway count
    cannot build a huge number)."""
    if ev.dmg is not None and n > 0:
        ev.dmg.mult *= 2 ** min(n, 30)


def discard_hand(m, me, ev, card=None, into=None):
    """Discard every card of the hand (of that name, when given), in the hand's order."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    defn = m.lib.card(card) if card is not None else None
    gone = [c for c in pl.hand if defn is None or c.defn is defn]
    pl.hand[:] = [c for c in pl.hand if not (defn is None or c.defn is defn)]
    for c in gone:
        if m.verbose:
            m.say("  P%d discards %s" % (me.p, c.defn.name))
    pl.cards_discarded += len(gone)
    for c in gone:
        discarded(m, me.p, c.defn, me.defn.name)
    if into is not None:
        holder = me.e if me.e is not None else me.ch
        holder.vars[holder.defn.counters.index(into)] += len(gone)


def hand_count_of(m, me, name):
    """How many cards of that name the hand holds."""
    defn = m.lib.card(name)
    return sum(1 for c in m.players[me.p].hand if c.defn is defn)


def discarded_from_deck(ev):
    """Whether the card of a `discarded` / `self_discarded` event left the deck (milled, drawn out
    by Elemental Transfiguration), not the hand."""
    return bool(getattr(ev, "from_deck", False)) if ev is not None else False


def discarded_by(ev):
    """The name of what discarded the card of a `discarded` event (None when not known)."""
    return getattr(ev, "src", None) if ev is not None else None


def copy_card(m, me, ev, n=1):
    """Create n copies of the event's card in your hand (none past the hand limit)."""
    if (ev is not None and ev.dry) or ev is None or ev.card is None:
        return
    pl = m.players[me.p]
    for _ in range(n):
        if len(pl.hand) < HAND_LIMIT:
            pl.hand.extend(_made(m, me.p, ev.card, 1))
