"""What the 5.7-6.0 action cards of branch rd added (session 5)."""
from .. import actions as A


def by_self_technique(me, dmg):
    """The damage is dealt by a technique held by this handler's character: the entity that deals
    it grants a technique skill and is one of the character's equipment or statuses."""
    src, ch = dmg.src_e, me.ch
    if src is None or ch is None or not any(s.kind == "technique" for s in src.defn.skills):
        return False
    return any(x is src for x in ch.equipment + ch.statuses)


def hand_count_kind(m, me, kind):
    """How many cards of that kind (or subtype) the hand holds."""
    return sum(1 for c in m.players[me.p].hand if kind in (c.defn.kind, c.defn.subtype))


def target_usage(ev):
    """The usages of the event's target entity (a summon or support a card is played on); 0 when
    there is none or it counts none."""
    e = getattr(ev, "target", None) if ev is not None else None
    if e is None or hasattr(e, "statuses"):
        return 0
    return e.usage or 0


def spend_dice(m, me, ev, n):
    """Spend n dice as an unaligned cost of n is auto-paid; none when fewer are held."""
    if (ev is not None and ev.dry) or n <= 0:
        return
    pay = A.pay_for(m, me.p, [("unaligned", n)])
    if pay is None:
        return
    A.spend(m, me.p, pay)
    m.say("  P%d spends %d dice" % (me.p, n))


def add_card_one_of(m, me, ev, what, to="own", n=1):
    """Create one of the named cards, chosen at random with equal chances, in a hand; n times
    (`times N`, branch serene), each a draw of its own."""
    if (ev is not None and ev.dry) or not what:
        return
    from .cards import add_card
    for _ in range(n):
        add_card(m, me, ev, what[m.rng.randrange(len(what))], 1, to)


def summons_tagged(m, me, tag):
    """How many of your summons have that tag."""
    return sum(1 for e in m.players[me.p].summons if e.uid and tag in e.defn.tags)


def add_counter(m, me, ev, var, n, of=None, to=None):
    """Add n to a counter of this entity, or (`of`) of every entity of that name at a place."""
    if ev is not None and ev.dry:
        return
    from .usages import entities_at
    if of is None:
        targets = [me.e] if me.e is not None else ([me.ch] if me.ch is not None else [])
    else:
        targets = entities_at(m, me, ev, of, to)
    for e in targets:
        if var in e.defn.counters:
            e.vars[e.defn.counters.index(var)] += n
            m.say("  %s's %s is %d" % (e.defn.name, var, e.vars[e.defn.counters.index(var)]))


def played_count(m, me, kind):
    """How many cards of that kind the player has played this match."""
    by_id = m.lib.by_id
    return sum(n for i, n in m.players[me.p].played_ids.items()
               if kind in (by_id[i].kind, by_id[i].subtype))
