"""What the 6.1-6.2 supplement cards of branch `sup` added (compiler/registry/pool_sup.py)."""
from .targets import chars


def set_hp(m, me, ev, n, to="self"):
    """The characters' HP becomes n (Plan To Save The World: 生命值变为5), at most their Max HP;
    neither damage nor healing, so no event hears it; defeated characters stay so."""
    if ev is not None and ev.dry:
        return
    for c in chars(m, me, ev, to):
        if c.defeated:
            continue
        c.hp = min(c.max_hp, max(1, n))     # HP 0 is a defeat, which this is not
        if m.verbose:
            m.say("  P%d %s has %d HP" % (c.player, c.defn.name, c.hp))
