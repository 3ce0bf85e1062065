"""A character's Max HP and coming back from defeat (issue 10: gain_max_hp, revive)."""
from ..damage import Healing
from ..events import Ev, emit
from .targets import chars


def gain_max_hp(m, me, ev, n, to="self"):
    """The characters' Max HP rises by n, and their HP with it."""
    if ev is not None and ev.dry:
        return
    for c in chars(m, me, ev, to):
        c.max_hp += n
        c.hp = max(0, min(c.max_hp, c.hp + n))
        m.say("  P%d %s has %d Max HP (hp %d)" % (c.player, c.defn.name, c.max_hp, c.hp))


def _with_defeated(m, me, ev, spec):
    """The characters a target word names, defeated ones too (chars() names living ones)."""
    if spec == "self":
        return [me.ch] if me.ch is not None else []
    if spec in ("target", "character", "user"):
        c = getattr(ev, spec, None) if ev is not None else None
        return [c] if c is not None and hasattr(c, "statuses") else []
    if spec in ("all", "opp.all"):
        return list(m.players[me.p if spec == "all" else 1 - me.p].characters)
    return chars(m, me, ev, spec)


def revive(m, me, ev, hp=1, to="self"):
    """Defeated characters come back with `hp` HP; defeat took their energy, elements,
    statuses and equipment, so they come back without them."""
    if ev is not None and ev.dry:
        return
    for c in _with_defeated(m, me, ev, to):
        if not c.defeated:
            continue
        c.defeated = False
        c.hp = max(1, min(hp, c.max_hp))
        c.energy = 0
        c.aura = []
        m.say("  P%d %s is revived (hp %d)" % (c.player, c.defn.name, c.hp))
        # a revival heals (Teyvat Fried Egg: 复苏目标角色，并治疗此角色1点; Bond of Life cannot
        # cancel "the healing a revival causes"): `healed` hears it, heal.kind `revive`
        if "healed" in m.subscribed:
            done = Healing(me.p, me.ch, me.e, c, c.hp, "revive", me.defn)
            emit(m, "healed", Ev("healed", character=c, heal=done), (m.current, 1 - m.current))
        # it comes back with no status: a passive's battle-begin status is attached again
        # (`on revived when character.is_self`: Tide Withholder, Radical Vitality)
        emit(m, "revived", Ev("revived", character=c), (c.player,))
