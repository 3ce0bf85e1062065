"""Which characters and which side an effect's target word names (`opp.active`, `standby`, ...)."""


def alive_from(p, start, step):
    """The first living character after `start` going `step` (1 rightwards, -1 leftwards),
    round the team; None when no other lives."""
    n = len(p.characters)
    for k in range(1, n):
        ch = p.characters[(start + step * k) % n]
        if not ch.defeated:
            return ch
    return None


def side_of(m, me, ev, spec):
    """A player index named by a side: own, opp, target.side, target.opponent."""
    if spec in ("own", "self"):
        return me.p
    if spec == "opp":
        return 1 - me.p
    t = ev.target if ev is not None else None
    if t is None:
        return me.p
    return t.player if spec == "target.side" else 1 - t.player


def chars(m, me, ev, spec):
    """The characters a target word names (living ones only; `team`: defeated ones too)."""
    if spec == "creator":
        ch = creator(m, me)
        return [] if ch.defeated else [ch]
    if spec.startswith("opp."):
        p = m.players[1 - me.p]
        spec = spec[4:]
    elif spec.startswith("target."):
        t = ev.target
        if t is None:
            return []
        p = m.players[t.player]
        if spec == "target.others":
            return [c for c in p.characters if c is not t and not c.defeated]
        spec = spec[7:]
    else:
        p = m.players[me.p]
        if spec == "self":
            ch = me.ch if me.ch is not None else p.characters[p.active]
            return [] if ch.defeated else [ch]
        if spec == "target":
            t = ev.target if ev is not None else None
            return [t] if t is not None and not t.defeated else []
        if spec in ("character", "user"):
            c = ev.character if spec == "character" else ev.user
            return [c] if c is not None and not c.defeated else []
        if spec == "chosen":              # picked by choose_character (either side's)
            c = me.chosen
            return [c] if c is not None and not c.defeated else []
    if spec in GROUPS:
        return GROUPS[spec](p)
    act = p.characters[p.active]
    if spec == "active":
        return [] if act.defeated else [act]
    if spec == "standby":
        return [c for c in p.characters if c is not act and not c.defeated]
    if spec == "all":
        return [c for c in p.characters if not c.defeated]
    if spec == "next":
        c = alive_from(p, p.active, 1)
        return [c] if c else []
    if spec == "prev":
        c = alive_from(p, p.active, -1)
        return [c] if c else []
    if spec == "nearest":
        # nearest to the acting side's active character; a tie goes to the one further left
        mine = m.players[me.p].active
        alive = [c for c in p.characters if not c.defeated]
        return [min(alive, key=lambda c: (abs(c.idx - mine), c.idx))] if alive else []
    if spec == "lowest_hp":
        alive = [c for c in p.characters if not c.defeated]
        return [min(alive, key=lambda c: (c.hp, c is not act, c.idx))] if alive else []
    if spec == "most_injured_standby":
        n = len(p.characters)
        hurt = [c for c in (p.characters[(p.active + k) % n] for k in range(1, n))
                if not c.defeated and c.hp < c.max_hp]
        return [max(hurt, key=lambda c: c.max_hp - c.hp)] if hurt else []    # max: the first of a tie
    if spec == "energy_not_full":
        return [c for c in p.characters if not c.defeated and c.energy < c.max_energy]
    if spec == "next_energy_not_full":
        n = len(p.characters)
        for k in range(1, n):
            c = p.characters[(p.active + k) % n]
            if not c.defeated and c.energy < c.max_energy:
                return [c]
        return []
    raise ValueError("unknown target %r" % spec)


# ---- issue 10: the creator of an entity, most injured, the whole team --------------------------

class _Nobody:
    """What `creator` names when no character created the entity: every attribute reads as a
    defeated character's, so conditions on it are false and effects on it do nothing."""
    __slots__ = ()
    hp = max_hp = energy = max_energy = 0
    idx = player = -1
    element = None
    defeated = True
    aura = statuses = equipment = ()
    vars = ()

    class defn:
        name = element = weapon = None
        factions = ()


NOBODY = _Nobody()


def creator(m, me):
    """The character that created the entity whose code runs (runtime/zones.py: Entity.creator)."""
    e = me.e
    who = e.creator if e is not None else None
    if who is None or who[1] < 0:
        return NOBODY
    return m.players[who[0]].characters[who[1]]


def _most_injured(p):
    n = len(p.characters)
    hurt = [c for c in (p.characters[(p.active + k) % n] for k in range(n))
            if not c.defeated and c.hp < c.max_hp]
    return [max(hurt, key=lambda c: c.max_hp - c.hp)] if hurt else []    # max: the first of a tie


def _with_aura(p):
    """Your characters with an element applied: the standby ones from the active one
    rightwards, then the active one (Joyous Celebration, in the reference engine's order)."""
    n = len(p.characters)
    order = [p.characters[(p.active + k) % n] for k in range(1, n)] + [p.characters[p.active]]
    return [c for c in order if not c.defeated and c.aura]


def _not_satiated(p):
    return [c for c in p.characters if not c.defeated and not any("satiated" in e.defn.flags for e in c.statuses)]


GROUPS = {
    "most_injured": _most_injured,
    "team": lambda p: list(p.characters),
    # issue 11
    "with_aura": _with_aura,
    "not_satiated": _not_satiated,
}
