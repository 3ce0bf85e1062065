"""Where an entity goes when it enters play, and putting it there (create_entity).

Below both actions.py (playing equipment and supports) and fx/ (effects that add entities), so
neither imports the other to create one."""
from .events import Ctx, Ev
from .state import Entity

EQUIPMENT = ("equipment", "weapon", "artifact", "talent", "technique")


def create_entity(m, p, defn, ch=None, by=None):
    """Put an entity in play, or refresh / stack the one already there.  `by`: its creator
    (made_by), kept by a new entity only."""
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
                    e.usage = e.usage + defn.usage if not defn.max_usage else min(defn.max_usage, e.usage + defn.usage)
                if e.shield is not None and defn.shield is not None:
                    cap = defn.max_shield or defn.max_usage
                    e.shield = e.shield + defn.shield if not cap else min(cap, e.shield + defn.shield)
            else:
                e.usage = defn.usage
                if defn.max_shield and e.shield is not None and defn.shield is not None:
                    e.shield = min(defn.max_shield, e.shield + defn.shield)   # stacks up to max_shield
                else:
                    e.shield = defn.shield
            e.duration = defn.duration
            _entered(m, p, e, ch)
            return e
    if defn.kind == "summon" and len(group) >= 4:
        m.say("  %s is not summoned: the summons zone is full" % defn.name)
        return None
    e = Entity(defn, m.next_uid(), by)
    group.append(e)
    m.say("  P%d gains %s" % (p, defn.name) + ("" if ch is None else " on %s" % ch.defn.name))
    _entered(m, p, e, ch)
    return e


def _entered(m, p, e, ch):
    hs = e.defn.handlers.get("entered")
    if hs:
        pl = m.players[p]
        ctx = Ctx(p, e, ch if ch is not None else pl.characters[pl.active], e.defn)
        for h in hs:
            h(m, ctx, Ev("entered"))


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
