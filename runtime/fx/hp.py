"""A character's Max HP and coming back from defeat (issue 10: gain_max_hp, revive), and sharing HP
(issue 12: distribute_hp)."""
from .. import damage as D
from ..events import CharEv, HealEv, emit
from .targets import chars


def gain_max_hp(m, me, ev, n, to="self"):
    """The characters' Max HP rises by n, and their HP with it: the HP comes as healing, so Bond
    of Life cancels it as it cancels any heal (the reference engine's increaseMaxHealth heals;
    differential seeds 5025, 5028, 5109: Aqua Simulacra on a character bound by Bond of Life)."""
    if ev is not None and ev.dry:
        return
    for c in chars(m, me, ev, to):
        c.max_hp += n
        if m.verbose:
            m.say("  P%d %s has %d Max HP" % (c.player, c.defn.name, c.max_hp))
        if c.hp > 0:
            source = me.e.defn if me.e is not None else me.defn
            h = D.Healing(me.p, me.ch, me.e, c, n, source=source)
            D.heal(m, c, n, healing=h, source=source)


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
    statuses and equipment, so they come back without them (but those the defeat left them:
    `flag remains_after_defeat`)."""
    if ev is not None and ev.dry:
        return
    for c in _with_defeated(m, me, ev, to):
        if not c.defeated:
            continue
        c.defeated = False
        c.hp = max(1, min(hp, c.max_hp))
        c.energy = 0
        c.aura = []
        if m.verbose:
            m.say("  P%d %s is revived (hp %d)" % (c.player, c.defn.name, c.hp))
        # a revival heals (Teyvat Fried Egg: 复苏目标角色，并治疗此角色1点; Bond of Life cannot
        # cancel "the healing a revival causes"): `healed` hears it, heal.kind `revive`
        if "healed" in m.subscribed:
            done = D.Healing(me.p, me.ch, me.e, c, c.hp, "revive", me.defn)
            emit(m, "healed", HealEv("healed", character=c, heal=done), (m.current, 1 - m.current))
        # it comes back with no status: a passive's battle-begin status is attached again
        # (`on revived when character.is_self`: Tide Withholder, Radical Vitality)
        emit(m, "revived", CharEv("revived", character=c), (c.player,))


def distribute_hp(m, me, ev, to="all"):
    """The living characters named share their HP equally (Water and Justice): the total divided
    by their number, the remainder 1 HP each to the first of them from the active one rightwards,
    none above its Max HP.  Losing HP so is no damage; gaining it is a heal of the kind
    `distribute` (which Bond of Life does not cancel), heard by `healed`."""
    if ev is not None and ev.dry:
        return
    cs = [c for c in chars(m, me, ev, to) if not c.defeated]
    if len(cs) < 2:
        return
    pl = m.players[cs[0].player]
    n = len(pl.characters)
    cs.sort(key=lambda c: (pl.characters.index(c) - pl.active) % n)
    base, extra = divmod(sum(c.hp for c in cs), len(cs))
    want = [min(c.max_hp, base + (1 if i < extra else 0)) for i, c in enumerate(cs)]
    for c, w in zip(cs, want):
        if w < c.hp:
            c.hp = w
            if m.verbose:
                m.say("  P%d %s has %d HP after the sharing" % (c.player, c.defn.name, c.hp))
    for c, w in zip(cs, want):
        if w > c.hp:
            source = me.e.defn if me.e is not None else me.defn
            h = D.Healing(me.p, None, me.e, c, w - c.hp, source=source)
            D.heal(m, c, w - c.hp, kind="distribute", healing=h, source=source)
