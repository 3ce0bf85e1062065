"""Where an entity goes when it enters play, and putting it there (create_entity).

Below both actions.py (playing equipment and supports) and fx/ (effects that add entities), so
neither imports the other to create one."""
from .damage import keep_applied
from .events import Ctx, changed, emit, CharEv, CreatedEv, Ev, OccasionEv
from .state import Entity
from . import log as L

EQUIPMENT = ("equipment", "weapon", "artifact", "talent", "technique")


def _logged(m, p, e, ch, again):
    L.add(m, "gained", player=p, entity=L.ent(e), on=None if ch is None else L.char(ch), again=again,
          usage=e.usage, duration=e.duration, shield=e.shield)


def create_entity(m, p, defn, ch=None, by=None):
    """Put an entity in play, or refresh / stack the one already there.  `by`: its creator
    (made_by), kept by a new entity only."""
    if ch is not None and defn.kind == "character_status" and blocked(ch, defn):
        if m.verbose:
            m.say("  %s is not attached to %s: it cannot get it" % (defn.name, ch.defn.name))
        return None
    if defn.kind == "character_status":
        group = ch.statuses
    elif defn.kind in EQUIPMENT:
        group = ch.equipment
    elif defn.kind == "combat_status":
        group = m.players[p].combat_statuses
    elif defn.kind == "summon":
        group = m.players[p].summons
    else:
        group = m.players[p].supports
    # each support card played is a support of its own: two Paimons stand side by side
    for e in (group if defn.kind != "support" else ()):
        if e.defn is defn:
            if defn.stack or defn.max_usage:
                if e.usage is not None and defn.usage is not None:
                    # stacking stops at max_usage, but never lowers usages an effect took past it
                    cap = usage_cap(m, p, defn)
                    e.usage = (e.usage + defn.usage if not cap
                               else max(e.usage, min(cap, e.usage + defn.usage)))
                if e.shield is not None and defn.shield is not None:
                    cap = defn.max_shield or defn.max_usage
                    e.shield = e.shield + defn.shield if not cap else min(cap, e.shield + defn.shield)
            else:
                # refreshed: back to its initial values (seed 004), its allowance for the round
                # too (Sweeping Time created again by the burst: differential seed 4039)
                e.usage = defn.usage
                e.round_left = defn.per_round
                if defn.max_shield and e.shield is not None and defn.shield is not None:
                    e.shield = min(defn.max_shield, e.shield + defn.shield)   # stacks up to max_shield
                else:
                    e.shield = defn.shield
            if defn.max_duration and e.duration is not None and defn.duration is not None:
                # the rounds stack up to the limit, never lowering what an effect gave it past it
                e.duration = max(e.duration, min(defn.max_duration, e.duration + defn.duration))
            else:
                e.duration = defn.duration
            if m.verbose:
                _logged(m, p, e, ch, True)
            _entered(m, p, e, ch, again=True)
            return e
    if defn.kind == "summon" and len(group) >= 4:
        if m.verbose:
            m.say("  %s is not summoned: the summons zone is full" % defn.name)
        return None
    # an effect's support (Flames of War) enters no full support zone: a card played into one asks
    # which support it replaces first (actions.play_card), so only effects come here with 4
    if defn.kind == "support" and len(group) >= 4:
        m.say("  %s does not enter play: the support zone is full" % defn.name)
        return None
    e = Entity(defn, m.next_uid(), by)
    group.append(e)
    changed(m)
    if m.verbose:
        _logged(m, p, e, ch, False)
    _entered(m, p, e, ch)
    if "created" in m.subscribed:
        emit(m, "created", CreatedEv("created", created=e), (p,))       # its side hears it arrive
    if ch is not None and "preparing" in defn.flags and "preparing" in m.subscribed:
        emit(m, "preparing", CharEv("preparing", character=ch), (p,))     # the character prepares a skill
    return e


def usage_cap(m, p, defn):
    """How far an entity of side p stacks: its `max_usage`, or more while an entity in play
    raises it (`raises_max_usage`: Beastly Corrosion lets the opponent's Golden Corrosion stack
    to 5)."""
    cap = defn.max_usage
    raisers = m.lib.raisers.get(defn.name) if cap else None
    if raisers:
        for q, pl in enumerate(m.players):
            groups = [pl.combat_statuses, pl.summons, pl.supports]
            groups += [g for c in pl.characters if not c.defeated for g in (c.statuses, c.equipment)]
            for e in (e for g in groups for e in g if e.uid and e.defn in raisers):
                _, n, side = e.defn.raises_max_usage
                if (q == p) == (side == "own"):
                    cap = max(cap, n)
    return cap


def immune_control(ch):
    """It holds a status or equipment with `flag immune_control` (Edict of Absolution: 免疫冻结、
    眩晕、石化等无法使用技能的效果, and not switched out by effects while active)."""
    return any("immune_control" in e.defn.flags for e in ch.statuses + ch.equipment if e.uid)


def skills_locked(ch):
    """A status keeps the character from using skills (`no_skills`: Frozen, Stun, ...) and it is
    not immune to them."""
    for e in ch.statuses:
        if "no_skills" in e.defn.flags:
            return not immune_control(ch)
    return False


def blocked(ch, defn):
    """A status the character cannot get (`blocks`): its own, or one of what it holds; nor one
    that stops skills while it is immune to them (`immune_control`)."""
    if defn.name in ch.defn.blocks:
        return True
    if "no_skills" in defn.flags and immune_control(ch):
        return True
    return any(defn.name in e.defn.blocks for e in ch.statuses + ch.equipment if e.uid)


def _entered(m, p, e, ch, again=False):
    if e.defn.attach and ch is not None:
        keep_applied(ch)          # a status keeping an element applied puts it on at once
    hs = e.defn.handlers.get("entered")
    if hs:
        pl = m.players[p]
        ctx = Ctx(p, e, ch if ch is not None else pl.characters[pl.active], e.defn)
        for h in hs:
            h(m, ctx, OccasionEv("entered", again=again))


def usage_gained(m, e, ch=None):
    """An effect gave entity `e` usages: its own `usage_gained` handlers run (seed 003's
    Thundercloud marks a card "入場或可用次數增加時", on entering or gaining usages)."""
    hs = e.defn.handlers.get("usage_gained")
    if not hs or not e.uid:
        return
    for pl in m.players:
        if any(x is e for group in (pl.combat_statuses, pl.summons, pl.supports) for x in group):
            ctx = Ctx(pl.idx, e, ch if ch is not None else pl.characters[pl.active], e.defn)
            break
        holder = next((c for c in pl.characters if any(x is e for x in c.statuses + c.equipment)), None)
        if holder is not None:
            ctx = Ctx(pl.idx, e, holder, e.defn)
            break
    else:
        return
    for h in hs:
        h(m, ctx, Ev("usage_gained"))


CHARACTER_LIKE = ("character_status",) + EQUIPMENT


def made_by(me):
    """The creator an effect running for `me` gives the entities it creates: (player, character
    index), the index -1 when no character: a character's own code and what it holds create in
    its name; a combat status, summon or support passes on its own creator; a card (not one
    held as equipment) or a reaction created by no character, none."""
    e = me.e
    if e is not None and e.defn.kind not in CHARACTER_LIKE:
        return e.creator if e.creator is not None else (me.p, -1)
    kind = me.defn.kind if me.defn is not None else None
    if me.ch is None or (e is None and kind not in ("character", "reaction")):
        return (me.p, -1)
    return (me.p, me.ch.idx)
