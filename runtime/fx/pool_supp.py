"""What the 6.1-6.2 supplement cards of branch `supp` added (compiler/registry/pool_supp.py)."""
from ..choices import ask
from .cards import draw


def choose_play(m, me, ev, cards):
    """挑选一项 (Lost Legacies In The Sand): the player picks one of the named event cards, all
    offered in their order; choices.py runs the picked one's effect (a `pick_play` decision)."""
    if ev is not None and ev.dry:
        return
    offered = [m.lib.card(x) for x in cards]
    if offered:
        ask(m, me, ev, "pick_play", [d.name for d in offered], (me.p, offered))


def cycle_hand(m, me, ev, more=0):
    """Sanctify The Defiled: 将我方所有手牌置于牌组底，然后抓相同数量+1张手牌 — the whole hand goes
    under the deck in its order (neither discarded nor tuned: no event hears it leave), then as
    many cards plus `more` are drawn."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    k = len(pl.hand)
    pl.deck.extend(pl.hand)
    pl.hand = []
    if m.verbose:
        m.say("  P%d puts %d hand card%s at the bottom of the deck" % (me.p, k, "" if k == 1 else "s"))
    draw(m, me, ev, k + more)
