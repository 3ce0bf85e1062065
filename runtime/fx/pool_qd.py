"""The effect the 5.8-6.0 characters of issue 13 (branch qd) added."""
from .. import zones
from .targets import chars


def attach_random(m, me, ev, names, max_hp=0, to="self"):
    """To each character, one option at random, each as likely: one of the named character
    statuses, or (max_hp > 0) max_hp extra Max HP (Gluttonous Rex)."""
    if ev is not None and ev.dry:
        return
    defs = [m.lib.entity(x) for x in names]
    for c in chars(m, me, ev, to):
        k = m.rng.randrange(len(defs) + (1 if max_hp > 0 else 0))
        if k < len(defs):
            zones.create_entity(m, c.player, defs[k], c, by=zones.made_by(me))
        else:
            # as `gain_max_hp`: the Max HP rises, and the HP with it
            c.max_hp += max_hp
            c.hp = max(0, min(c.max_hp, c.hp + max_hp))
            if m.verbose:
                m.say("  P%d %s has %d Max HP (hp %d)" % (c.player, c.defn.name, c.max_hp, c.hp))
