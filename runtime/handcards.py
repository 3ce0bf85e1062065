"""An action card's own code while it is in a hand or a deck (issue 13: Chasca's Shadowhunt
Shells): `on entered_hand`, run when the card reaches its player's hand (drawn, created, taken),
and `on self_discarded`, run when an effect discards it.  Below fx/ and choices.py, which both
put cards into hands."""
from .events import CardEv, Ctx, HeldCardEv, emit
from .resolution import run_handlers


def entered_hand(m, p, hc):
    """Card `hc` has just reached player p's hand: its own `entered_hand` handlers run as a
    resolution of their own once the effect that put it there has finished (the reference
    engine's order: a Yumemi Style Special Snacks drawn first of an End Phase's 2 cards acts
    after the second is drawn, differential 5025), and only if it is still in that hand; then
    the side hears it, as the card it has become (Puff Pops)."""
    if hc.defn.handlers.get("entered_hand"):
        _after_this(m, ("call", _run_entered, (p, hc)))
    elif "card_gained" in m.subscribed:
        emit(m, "card_gained", CardEv("card_gained", card=hc.defn), (p,))


def _after_this(m, item):
    if m.collect:
        m.collect[-1].append(item)
    else:
        m.queue.append([item])


def _run_entered(m, p, hc):
    pl = m.players[p]
    if m.winner is not None or not any(c is hc for c in pl.hand):
        return
    ctx = Ctx(p, None, pl.characters[pl.active], hc.defn)
    run_handlers(m, hc.defn.handlers["entered_hand"], ctx, HeldCardEv("entered_hand", card=hc.defn, held=hc))
    if "card_gained" in m.subscribed:
        emit(m, "card_gained", CardEv("card_gained", card=hc.defn), (p,))


def self_discarded(m, p, defn, from_deck=False):
    """An effect discarded player p's card of `defn`: its own `self_discarded` handlers run as a
    resolution of their own, once the resolution running now has finished ("when this card is
    discarded" effects happen after what discarded it)."""
    if defn.handlers.get("self_discarded"):
        _after_this(m, ("call", _run_discarded, (p, defn, from_deck)))


def _run_discarded(m, p, defn, from_deck=False):
    if m.winner is not None:
        return
    pl = m.players[p]
    run_handlers(m, defn.handlers["self_discarded"], Ctx(p, None, pl.characters[pl.active], defn),
                 HeldCardEv("self_discarded", card=defn, from_deck=from_deck))


def become_card(m, me, ev, into):
    """The card whose `entered_hand` runs becomes another card where it is (a made card stays
    made)."""
    held = getattr(ev, "held", None) if ev is not None else None
    if held is None:
        return
    new = m.lib.card(into)
    if m.verbose:
        m.say("  P%d's %s becomes %s" % (me.p, held.defn.name, new.name))
    held.defn = new
