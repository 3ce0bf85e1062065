"""Effects that ask the player to choose (runtime/choices.py): pick one of several summons or
cards, swap hand cards.  Generated code returns right after one of them when it asked
(`m.paused`), leaving the rest of the handler to `then`."""

from ..choices import ask, then          # noqa: F401 - `then` is called by generated code
from ..events import Considering, Ev
from .cards import original_cost
from .targets import chars, side_of


def _offer(m, pool, n):
    """n different ones of `pool` (all when it holds no more), chosen at random by the match's
    generator, in the order drawn."""
    return m.rng.sample(pool, min(max(n, 0), len(pool)))


def choose_summon(m, me, ev, n, names, to="own"):
    """Offer n different ones of the named summons, at random; the one the player picks is
    summoned."""
    if ev is not None and ev.dry:
        return
    offered = _offer(m, [m.lib.entity(x) for x in names], n)
    if offered:
        ask(m, me, ev, "pick_summon", [d.name for d in offered], (side_of(m, me, ev, to), offered))


def card_pool(m, of, costing=None):
    """The library's action cards that decks may hold (not hidden) of a kind or a subtype,
    whose own cost is that many dice when `costing` is given, in id order."""
    return sorted((d for d in m.lib.cards()
                   if not d.hidden and of in (d.kind, d.subtype)
                   and (costing is None or original_cost(d) == costing)), key=lambda d: d.id)


def choose_card(m, me, ev, n, of, costing=None):
    """Offer n different cards of a kind or subtype at random from the library; the one the
    player picks is created in the hand."""
    if ev is not None and ev.dry:
        return
    offered = _offer(m, card_pool(m, of, costing), n)
    if offered:
        ask(m, me, ev, "pick_card", [d.name for d in offered], (me.p, offered))


def choose_card_each(m, me, ev, classes):
    """Offer one card of each kind or subtype, each at random from the library (Iktomisaurus:
    a Location, an Item, a Food); the one the player picks is created in the hand.  A class the
    library holds no card of offers none."""
    if ev is not None and ev.dry:
        return
    offered = []
    for of in classes:
        offered += _offer(m, [d for d in card_pool(m, of) if d not in offered], 1)
    if offered:
        ask(m, me, ev, "pick_card", [d.name for d in offered], (me.p, offered))


def choose_character(m, me, ev, among, where=None):
    """The player picks one of the living characters `among` names for which `where` holds
    (called with the event, its `character` the one considered); the code after it names the
    one picked `chosen`."""
    if ev is not None and ev.dry:
        return
    cands = [c for c in chars(m, me, ev, among) if where is None or where(m, me, _considering(ev, c))]
    if cands:
        ask(m, me, ev, "pick_character", [c.defn.name for c in cands], (me, cands))


def _considering(ev, c):
    return Considering(ev if ev is not None else Ev("choose"), c)


def swap_hand(m, me, ev):
    """The player chooses any hand cards to swap (none too)."""
    if ev is not None and ev.dry:
        return
    hand = m.players[me.p].hand
    if hand:
        ask(m, me, ev, "swap_hand", list(range(len(hand))))
