"""Cards in the hands and the decks: drawing, creating, discarding, copying, taking, marking.

A card is a HandCard, in a hand or in a deck (listed top first).  A card an effect creates
(into a hand or a deck, a copy, a card taken from the opponent) is `made`, and is counted once
by its player's `cards_made` ledger: besides the deck the match began with, that is the one way
cards enter a player's zones (runtime/fuzz.py checks both).  Every random choice draws from the
match's generator."""
from .. import damage as D
from ..events import changed, emit, CardEv
from ..handcards import entered_hand, self_discarded
from ..state import HandCard
from .. import log as L
from .targets import chars, side_of

HAND_LIMIT = 10
DECK_POSITIONS = ("top", "bottom", "random", "spread")


def original_cost(defn):
    """The dice a card's own cost asks for (energy and the Arcane Legend use are not dice):
    what "original cost" (原本元素骰费用) reads, whatever changes the price it is played for."""
    return sum(n for t, n in defn.cost if t not in ("energy", "legend"))


def _into_hand(m, p, card, drawn=True):
    """A card reaching a hand; past the hand limit it is discarded instead.  `drawn`: it was
    drawn, so `drew` follows (a card taken from the opponent was not)."""
    pl = m.players[p]
    if len(pl.hand) >= HAND_LIMIT:
        if m.verbose:
            m.say("  P%d discards %s: hand is full" % (p, card.defn.name))
        pl.cards_discarded += 1
        if drawn:
            # seeds 000 and 004: a card drawn past the limit is drawn, then discarded (达到上限后抓到
            # 的牌会被自动弃置): what counts draws counts it (differential 4310: the Mausoleum)
            drew(m, p, card.defn)
        return
    pl.hand.append(card)
    entered_hand(m, p, card)
    if drawn:
        if m.verbose:
            L.add(m, "drew", player=p, card=L.card(card.defn))
        drew(m, p, card.defn)
        if "drawn" in card.defn.handlers:
            _drawn(m, p, card)


def _drawn(m, p, card):
    """A card whose effect is its being drawn (抓到此牌时, `on drawn`: the Bolstering Bubblebalms)
    leaves the hand as a discarded card, then its effect runs for the player who drew it."""
    from ..events import Ctx
    from ..resolution import run_handlers
    pl = m.players[p]
    pl.hand.remove(card)
    pl.cards_discarded += 1
    if m.verbose:
        m.say("  P%d draws %s: its effect, and it is discarded" % (p, card.defn.name))
    run_handlers(m, card.defn.handlers["drawn"], Ctx(p, None, pl.characters[pl.active], card.defn), None)


def draw_cards(m, p, n, announce=True):
    """Draw n cards from the top of the pile; `announce` False: no `drew` (the opening redraw)."""
    pl = m.players[p]
    for _ in range(n):
        if not pl.deck:
            return
        _into_hand(m, p, pl.deck.pop(0), announce)


def drew(m, p, card):
    """`drew`: a drawn card reached player p's hand; `opp_drew` for the other side (The
    Mausoleum of King Deshret counts the opponent's draws)."""
    if "drew" in m.subscribed:
        emit(m, "drew", CardEv("drew", card=card), (p,))
    if "opp_drew" in m.subscribed:
        emit(m, "opp_drew", CardEv("opp_drew", card=card), (1 - p,))


def discarded(m, p, card, by=None, from_deck=False):
    """`discarded`: an effect discarded player p's card (from the hand or the deck); `by`, the
    name of what discarded it (`card.discarded_by`); then the card's own `self_discarded`
    (Awaken, My Kindred), after the resolution that discarded it."""
    if "discarded" in m.subscribed:
        emit(m, "discarded", CardEv("discarded", card=card, src=by, from_deck=from_deck), (p,))
    self_discarded(m, p, card, from_deck)


def _draw_where(m, p, n, match):
    """Draw n cards that `match`, each chosen at random among those in the deck."""
    pl = m.players[p]
    for _ in range(n):
        pool = [i for i, c in enumerate(pl.deck) if match(c.defn)]
        if not pool:
            return
        _into_hand(m, p, pl.deck.pop(pool[m.rng.randrange(len(pool))]))


def draw(m, me, ev, n=1, kind=None, to="own"):
    """Draw n cards (`to opp`: the opponent draws them from their own deck)."""
    if ev is not None and ev.dry:
        return
    p = side_of(m, me, ev, to)
    if kind is None:
        draw_cards(m, p, n)
        return
    # a card kind (talent, food, ...) or a subtype (companion, location, a weapon type, ...)
    _draw_where(m, p, n, lambda d: d.kind == kind or d.subtype == kind)


def draw_card(m, me, ev, name, n=1):
    """Draw cards of that name from the deck (one at random when several are there)."""
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    _draw_where(m, me.p, n, lambda d: d is defn)


def _made(m, p, defn, n):
    """n new cards of a player, through the ledger."""
    m.players[p].cards_made += n
    return [HandCard(defn, made=True) for _ in range(n)]


def add_card(m, me, ev, name, n=1, to="own"):
    """Create cards in a hand; none is created past the hand limit."""
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    p = side_of(m, me, ev, to)
    pl = m.players[p]
    for _ in range(n):
        if len(pl.hand) < HAND_LIMIT:
            pl.hand.extend(_made(m, p, defn, 1))
            entered_hand(m, p, pl.hand[-1])


def add_random_card(m, me, ev, n, classes, other_than=None, to="own"):
    """Create n cards in a hand, each one at random among the library's cards (not the hidden
    ones: those only effects create) of the given kinds or subtypes, other than the named one."""
    if ev is not None and ev.dry:
        return
    p = side_of(m, me, ev, to)
    pl = m.players[p]
    skip = m.lib.card(other_than) if other_than is not None else None
    pool = sorted((d for d in m.lib.cards() if not d.hidden and d is not skip
                   and (d.kind in classes or (d.subtype is not None and d.subtype in classes))),
                  key=lambda d: d.id)
    for _ in range(n):
        if not pool or len(pl.hand) >= HAND_LIMIT:
            return
        pl.hand.extend(_made(m, p, pool[m.rng.randrange(len(pool))], 1))
        entered_hand(m, p, pl.hand[-1])


def add_to_deck(m, me, ev, name, n=1, at="random", within=None, to="own"):
    """Create n cards in a deck: on top (each new one above the last), at the bottom, each at a
    random place (with `within`, among the top `within` cards), or spread evenly: the deck's
    cards cut into n + 1 runs as even as possible (the longer runs first) and one new card
    between each two runs."""
    if (ev is not None and ev.dry) or n <= 0:
        return
    p = side_of(m, me, ev, to)
    deck = m.players[p].deck
    cards = _made(m, p, m.lib.card(name), n)
    if at == "top":
        for c in cards:
            deck.insert(0, c)
    elif at == "bottom":
        deck.extend(cards)
    elif at == "spread":
        old, out, pos = list(deck), [], 0
        run, longer = divmod(len(old), n + 1)
        for i in range(n + 1):
            size = run + (1 if i < longer else 0)
            out.extend(old[pos:pos + size])
            pos += size
            if i < n:
                out.append(cards[i])
        deck[:] = out
    else:
        for c in cards:
            last = len(deck) if within is None else min(max(within, 1) - 1, len(deck))
            deck.insert(m.rng.randint(0, last), c)
    if m.verbose:
        m.say("  P%d's deck gets %s x%d (%s)" % (p, cards[0].defn.name, n, at))


def _pick(m, cards, k):
    """k of the candidates (indices), at random when there are more than k."""
    if len(cards) <= k:
        return list(cards)
    return sorted(m.rng.sample(cards, k))


def _count_into(me, var, k):
    if var is None:
        return
    holder = me.e if me.e is not None else me.ch
    holder.vars[holder.defn.counters.index(var)] += k


def discard_card(m, me, ev, name, n=1, into=None):
    """Discard up to n cards of that name from the hand (which ones at random when more are
    there); `into`: add the number discarded to a counter."""
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    pl = m.players[me.p]
    same = [i for i, c in enumerate(pl.hand) if c.defn is defn]
    # a card in hand discarding its own name discards itself first ("随后弃置此卡牌"), not
    # another copy that reached the hand with it
    held = getattr(ev, "held", None) if ev is not None else None
    own = next((i for i in same if pl.hand[i] is held), None) if held is not None and n > 0 else None
    if own is None:
        gone = _pick(m, same, n)
    else:
        gone = sorted([own] + _pick(m, [i for i in same if i != own], n - 1))
    for i in reversed(gone):
        del pl.hand[i]
    pl.cards_discarded += len(gone)
    for _ in gone:
        discarded(m, me.p, defn, me.defn.name)
    _count_into(me, into, len(gone))


def _highest(m, hand):
    """The index of a card with the highest original cost, one at random among equals (or the
    one a scenario names: `m.tie_picks`)."""
    top = max(original_cost(c.defn) for c in hand)
    tied = [i for i, c in enumerate(hand) if original_cost(c.defn) == top]
    if len(tied) > 1 and m.tie_picks is not None:
        return m.tie_picks(hand, tied)
    return _pick(m, tied, 1)[0]


def discard_highest(m, me, ev, n=1, into=None, cost_into=None):
    """Discard n cards from the hand, one after the other the one with the highest original
    cost (one at random among equals); `into`: add the number discarded to a counter,
    `cost_into`: their original costs (Lightless Feeding's heal)."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    k = cost = 0
    while k < n and pl.hand:
        c = pl.hand.pop(_highest(m, pl.hand))
        if m.verbose:
            m.say("  P%d discards %s" % (me.p, c.defn.name))
        pl.cards_discarded += 1
        cost += original_cost(c.defn)
        discarded(m, me.p, c.defn, me.defn.name)
        k += 1
    _count_into(me, into, k)
    _count_into(me, cost_into, cost)


def mill(m, me, ev, n=1, of="own", into=None, cost_into=None):
    """Discard the top n cards of a side's deck; `into`: add the number discarded to a counter,
    `cost_into`: their original costs (Burst Scan's DMG)."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, of)]
    k = min(n, len(pl.deck))
    gone = pl.deck[:k]
    for c in gone:
        if m.verbose:
            m.say("  P%d discards %s from the deck" % (pl.idx, c.defn.name))
    del pl.deck[:k]
    pl.cards_discarded += k
    for c in gone:
        discarded(m, pl.idx, c.defn, me.defn.name, from_deck=True)
    _count_into(me, into, k)
    _count_into(me, cost_into, sum(original_cost(c.defn) for c in gone))


def copy_top(m, me, ev, n=1, of="opp"):
    """Create in your hand a copy of each of the top n cards of a side's deck (the deck keeps them)."""
    if ev is not None and ev.dry:
        return
    top = [c.defn for c in m.players[side_of(m, me, ev, of)].deck[:n]]
    pl = m.players[me.p]
    for d in top:
        if len(pl.hand) < HAND_LIMIT:
            pl.hand.extend(_made(m, me.p, d, 1))
            entered_hand(m, me.p, pl.hand[-1])


def steal_highest(m, me, ev, n=1):
    """Take n cards from the opponent's hand into yours, each the one with the highest original
    cost (one at random among equals).  Theirs leaves through `cards_taken`, yours enters as made;
    past your hand limit it is discarded."""
    if ev is not None and ev.dry:
        return
    victim = m.players[1 - me.p]
    for _ in range(n):
        if not victim.hand:
            return
        c = victim.hand.pop(_highest(m, victim.hand))
        victim.cards_taken += 1
        m.players[me.p].cards_made += 1
        c.made = True
        if m.verbose:
            m.say("  P%d takes %s" % (me.p, c.defn.name))
        _into_hand(m, me.p, c, drawn=False)


def mark_shock(m, me, ev, n=1, to="opp"):
    """Electric Shock: mark a random card in a hand; it hurts in the End Phase if still held."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    if pl.hand:
        c = pl.hand[m.rng.randrange(len(pl.hand))]
        c.shock += n


def return_equipment(m, me, ev, kind, frm="self"):
    """The characters' equipment of `kind` goes back to its player's hand as its card (Where Is
    the Unseen Razor?, Lyresong).  It leaves play without being discarded (no `removed`; The
    Boar Princess counts discarded equipment), and its card enters the hand through the ledger
    of made cards, as a new card: the one played is counted as played.  Past the hand limit no
    card comes back (a created card is not created)."""
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, frm):
        for e in [e for e in t.equipment if e.defn.kind == kind]:
            t.equipment.remove(e)
            changed(m)
            e.uid = 0
            pl = m.players[t.player]
            if len(pl.hand) < HAND_LIMIT:
                pl.hand.extend(_made(m, t.player, e.defn, 1))
                entered_hand(m, t.player, pl.hand[-1])
                if m.verbose:
                    m.say("  P%d %s: %s goes back to the hand" % (t.player, t.defn.name, e.defn.name))
            else:
                if m.verbose:
                    m.say("  P%d %s: %s leaves play (the hand is full)" % (t.player, t.defn.name, e.defn.name))
            if e.defn.nightsoul or "nightsoul_bound" in e.defn.flags:
                D.nightsoul_ends(m, e, t.equipment)
