"""What Serene and the Melusine Support cards of branch `serene` added
(compiler/registry/pool_serene.py)."""
from .. import zones
from .cards import discarded, draw_cards
from .entities import MAX_SUPPORTS
from .targets import side_of


def fill_supports(m, me, ev, what, to="own"):
    """Supports enter a side's zone until it is full (Puca's Support), each a different one of
    the named support cards at random; as an effect's supports, without their `on played`."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    pool = [m.lib.entity(x) for x in what]
    while len(pl.supports) < MAX_SUPPORTS and pool:
        d = pool.pop(m.rng.randrange(len(pool)))
        if zones.create_entity(m, pl.idx, d, by=zones.made_by(me)) is not None:
            pl.supports_received += 1       # in play without being played (the fuzzer's ledger)


def reset_legend(m, me, ev):
    """Both players may play an Arcane Legend card again (Virda's Support)."""
    if ev is not None and ev.dry:
        return
    for pl in m.players:
        pl.legend_used = False
    m.say("  both players have their Arcane Legend use back")


def draw_or_discard(m, me, ev, n=1):
    """n times a draw or a random discard from the hand, with even chances (Topyas's Goodwill);
    only the one that can happen when the deck or the hand is empty."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    for _ in range(n):
        if not pl.deck and not pl.hand:
            return
        if pl.deck and (not pl.hand or m.rng.randrange(2) == 0):
            draw_cards(m, me.p, 1)
            continue
        c = pl.hand.pop(m.rng.randrange(len(pl.hand)))
        if m.verbose:
            m.say("  P%d discards %s" % (me.p, c.defn.name))
        pl.cards_discarded += 1
        discarded(m, me.p, c.defn, me.defn.name)


def coin(m):
    """A coin toss: True or False with equal chances (Lutine's Goodwill: "randomly this or that")."""
    return m.rng.randrange(2) == 0
