"""The effects compiled card code calls: one function per effect of the card language.

Every function takes (m, me, ev, ...): the match, the handler's Ctx and the event.  A "dry"
event (a cost preview) runs only the modifying effects, so enumerating legal actions never
changes the match."""
from . import damage as D
from .events import Ev
from .state import Entity, HandCard
from .dice import MAX_DICE
from .defs import DICE, DIE_INDEX, ELEMENTS

EQUIPMENT = ("equipment", "weapon", "artifact", "talent", "technique")


# ---- selecting characters ------------------------------------------------------------------

def _alive_from(p, start, step):
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
    """The characters a target word names (living ones only)."""
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
    act = p.characters[p.active]
    if spec == "active":
        return [] if act.defeated else [act]
    if spec == "standby":
        return [c for c in p.characters if c is not act and not c.defeated]
    if spec == "all":
        return [c for c in p.characters if not c.defeated]
    if spec == "next":
        c = _alive_from(p, p.active, 1)
        return [c] if c else []
    if spec == "prev":
        c = _alive_from(p, p.active, -1)
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


# ---- damage, healing, elements -------------------------------------------------------------

def _dmg_source(me, ev):
    skill = ev.skill if ev is not None and ev.name == "skill" else None
    return skill


def damage(m, me, ev, element, amount, to="opp.active"):
    if m.winner is not None or (ev is not None and ev.dry):
        return
    if element == "swirled":
        element = ev.swirled
    elif element == "self.element":
        element = me.e.element if me.e is not None and me.e.element else me.defn.element
    # a reaction's own body (Swirl's spread) deals the reaction's damage; an entity's
    # `on reaction` handler deals its own
    in_reaction = (ev is not None and ev.name == "reaction" and me.defn is not None
                   and me.defn.kind == "reaction")
    if in_reaction:
        # the reaction's own damage (Swirl's spread) is nobody's skill, character's or summon's:
        # no skill or equipment bonus reaches it, only what names the reaction and the
        # reactions on its own target change it (seeds 003, 004)
        src_ch = src_e = skill = None
    else:
        src_ch, src_e, skill = me.ch, me.e, _dmg_source(me, ev)
    by_card = me.defn is not None and me.defn.kind in ("event", "food", "talent") and me.e is None
    if (me.e is not None or by_card) and not in_reaction:
        src_ch = None           # a status's, summon's or played card's damage is not the character's own
    plunge = charged = False
    if skill is not None:
        plunge, charged = ev.plunge, ev.charged
    for t in chars(m, me, ev, to):
        D.deal_damage(m, me.p, src_ch, src_e, t, element, amount, skill, by_card=by_card,
                      plunge=plunge, charged=charged,
                      from_reaction=me.defn.name if in_reaction else None)
        if m.winner is not None:
            return


def heal(m, me, ev, amount, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        D.heal(m, t, amount)


def apply(m, me, ev, element, to="self"):
    if ev is not None and ev.dry:
        return
    # like damage: an element a status or summon applies is not its character's own
    src_ch = me.ch if me.e is None else None
    for t in chars(m, me, ev, to):
        D.apply_without_damage(m, me.p, src_ch, t, element, me.e)


# ---- entities ------------------------------------------------------------------------------

def create_entity(m, p, defn, ch=None):
    """Put an entity in play, or refresh / stack the one already there."""
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
    e = Entity(defn, m.next_uid())
    group.append(e)
    m.say("  P%d gains %s" % (p, defn.name) + ("" if ch is None else " on %s" % ch.defn.name))
    _entered(m, p, e, ch)
    return e


def _entered(m, p, e, ch):
    hs = e.defn.handlers.get("entered")
    if hs:
        from .events import Ctx
        pl = m.players[p]
        ctx = Ctx(p, e, ch if ch is not None else pl.characters[pl.active], e.defn)
        for h in hs:
            h(m, ctx, Ev("entered"))


def add(m, me, ev, name, to=None):
    if ev is not None and ev.dry:
        return
    defn = m.lib.entity(name)
    if defn.kind == "character_status" or defn.kind in EQUIPMENT:
        for t in chars(m, me, ev, to or "self"):
            create_entity(m, t.player, defn, t)
    else:
        create_entity(m, side_of(m, me, ev, to or "own"), defn)


def summon(m, me, ev, name, to="own"):
    add(m, me, ev, name, to)


def summon_random(m, me, ev, n, names, to="own"):
    """Summon n different ones of `names` at random (the match's generator), preferring those
    not in play; when every one is in play already, those not chosen yet by this effect."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    defs = [m.lib.entity(x) for x in names]
    chosen = []
    for _ in range(n):
        present = {e.defn for e in pl.summons}
        fresh = [d for d in defs if d not in chosen]
        pool = [d for d in fresh if d not in present] or fresh or defs
        d = pool[m.rng.randrange(len(pool))]
        chosen.append(d)
        create_entity(m, pl.idx, d)


def summon_one_of(m, me, ev, names, to="own"):
    """Summon one of `names`, chosen with equal chances (the match's generator), in play or not."""
    if ev is not None and ev.dry:
        return
    d = m.lib.entity(names[m.rng.randrange(len(names))])
    create_entity(m, side_of(m, me, ev, to), d)


def discard_summons(m, me, ev, of="own"):
    """Every summon of a side leaves play."""
    if ev is not None and ev.dry:
        return
    for e in list(m.players[side_of(m, me, ev, of)].summons):
        D.remove_entity(m, e)


def remove(m, me, ev, name, to="self"):
    if ev is not None and ev.dry:
        return
    defn = m.lib.entity(name)
    if defn.kind in ("character_status", "equipment"):
        for t in chars(m, me, ev, to):
            for e in [e for e in t.statuses + t.equipment if e.defn is defn]:
                D.remove_entity(m, e)
    else:
        p = m.players[side_of(m, me, ev, "own" if to == "self" else to)]
        for group in (p.combat_statuses, p.summons, p.supports):
            for e in [e for e in group if e.defn is defn]:
                D.remove_entity(m, e)


def discard(m, me, ev):
    if (ev is not None and ev.dry) or me.e is None:
        return
    D.remove_entity(m, me.e)


def use(m, me, ev, n=1):
    """Spend usages; at zero the entity leaves play (unless it says it stays)."""
    e = me.e
    if (ev is not None and (ev.dry or ev.keep_usage)) or e is None or not e.uid:
        return
    e.usage = max(0, (e.usage or 0) - n)
    if e.usage == 0 and not e.defn.keep_at_zero:
        D.remove_entity(m, e)


def use_round(m, me, ev, n=1):
    e = me.e
    if (ev is not None and ev.dry) or e is None:
        return
    e.round_left = max(0, (e.round_left or 0) - n)


def set_var(m, me, ev, name, value):
    """Set a counter of this entity (or, in a character's own code, of the character)."""
    if ev is not None and ev.dry:
        return
    holder = me.e if me.e is not None else me.ch
    holder.vars[holder.defn.counters.index(name)] = value


def set_element(m, me, ev, element):
    if (ev is not None and ev.dry) or me.e is None:
        return
    me.e.element = ev.swirled if element == "swirled" else element


def add_summon_usage(m, me, ev, n, to="own"):
    """Every summon of a side that counts usages gains n (capped by its `max_usage`)."""
    if ev is not None and ev.dry:
        return
    for e in list(m.players[side_of(m, me, ev, to)].summons):
        if e.usage is not None:
            e.usage += n
            if e.defn.max_usage:
                e.usage = min(e.usage, e.defn.max_usage)


def add_target_usage(m, me, ev, n):
    """The event's target entity (a summon or support a card is played on) gains n usages; fewer
    with a negative n, and at 0 it leaves play unless it says it stays.  Not capped by max_usage."""
    if ev is None or ev.dry:
        return
    e = ev.target
    if e is None or hasattr(e, "statuses") or not e.uid or e.usage is None:
        return
    e.usage = max(0, e.usage + n)
    m.say("  %s has %d usage%s" % (e.defn.name, e.usage, "" if e.usage == 1 else "s"))
    if e.usage == 0 and not e.defn.keep_at_zero:
        D.remove_entity(m, e)


def set_shield(m, me, ev, n):
    """Set this entity's shield points (capped by its `max_shield`); at 0 it protects nothing."""
    if (ev is not None and ev.dry) or me.e is None:
        return
    cap = me.e.defn.max_shield
    me.e.shield = max(0, min(n, cap) if cap else n)


def add_usage(m, me, ev, n):
    if (ev is not None and ev.dry) or me.e is None:
        return
    e = me.e
    e.usage = (e.usage or 0) + n
    if e.defn.max_usage:
        e.usage = min(e.usage, e.defn.max_usage)


# ---- energy, dice, cards -------------------------------------------------------------------

def gain_energy(m, me, ev, n, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        t.energy = min(t.max_energy, t.energy + n)


def lose_energy(m, me, ev, n, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        t.energy = max(0, t.energy - n)


def energize(m, me, ev, n, element=None):
    """One character of your side whose energy is not full (of `element`, when given) gains
    energy: the active one first, then the others from the active one rightwards."""
    if ev is not None and ev.dry:
        return
    p = m.players[me.p]
    k = len(p.characters)
    for i in range(k):
        c = p.characters[(p.active + i) % k]
        if c.defeated or c.energy >= c.max_energy or (element is not None and c.defn.element != element):
            continue
        c.energy = min(c.max_energy, c.energy + n)
        return


def shift_energy(m, me, ev, n):
    """Move 1 energy from each of at most `n` standby characters to the active character."""
    if ev is not None and ev.dry:
        return
    p = m.players[me.p]
    act = p.characters[p.active]
    moved = 0
    for c in p.characters:
        if moved >= n or act.energy >= act.max_energy:
            break
        if c is not act and not c.defeated and c.energy > 0:
            c.energy -= 1
            act.energy += 1
            moved += 1


def add_dice(m, p, die, n):
    pl = m.players[p]
    room = MAX_DICE - sum(pl.dice)
    n = min(n, max(0, room))
    if n > 0:
        pl.dice[DIE_INDEX[die]] += n


def gain_dice(m, me, ev, die, n=1):
    if ev is not None and ev.dry:
        return
    if die == "random":                  # each a random basic element
        for _ in range(n):
            add_dice(m, me.p, ELEMENTS[m.rng.randrange(len(ELEMENTS))], 1)
        return
    if die == "different":               # n different basic elements, chosen at random
        for el in m.rng.sample(ELEMENTS, min(n, len(ELEMENTS))):
            add_dice(m, me.p, el, 1)
        return
    if die == "active":
        p = m.players[me.p]
        die = p.characters[p.active].defn.element
    elif die == "self":
        p = m.players[me.p]
        die = (me.ch if me.ch is not None else p.characters[p.active]).defn.element
    add_dice(m, me.p, die, n)


def fix_dice(m, me, ev, die, n):
    """In the roll phase: n of the dice about to be rolled show this face."""
    if ev is None or ev.fixed is None or die in ("random", "different"):
        return
    if die in ("active", "self"):
        p = m.players[me.p]
        die = (p.characters[p.active] if die == "active" or me.ch is None else me.ch).defn.element
    ev.fixed.extend([die] * max(0, n))


def collect_dice(m, me, ev, n, var):
    """Take unused dice, at most one of each type, until the counter `var` reaches n."""
    if (ev is not None and ev.dry) or me.e is None:
        return
    p = m.players[me.p]
    k = me.e.defn.counters.index(var)
    for i in range(len(DICE)):
        if me.e.vars[k] >= n:
            break
        if p.dice[i] > 0:
            p.dice[i] -= 1
            me.e.vars[k] += 1


def draw_cards(m, p, n):
    pl = m.players[p]
    for _ in range(n):
        if not pl.deck:
            return
        c = pl.deck.pop(0)
        if len(pl.hand) >= 10:
            m.say("  P%d discards %s: hand is full" % (p, c.name))
            continue
        pl.hand.append(HandCard(c))


def draw(m, me, ev, n=1, kind=None):
    if ev is not None and ev.dry:
        return
    if kind is None:
        draw_cards(m, me.p, n)
        return
    pl = m.players[me.p]
    for _ in range(n):                   # cards of a kind, each chosen at random in the pile
        pool = [i for i, c in enumerate(pl.deck) if c.kind == kind]
        if not pool:
            return
        c = pl.deck.pop(pool[m.rng.randrange(len(pool))])
        if len(pl.hand) >= 10:
            m.say("  P%d discards %s: hand is full" % (me.p, c.name))
            continue
        pl.hand.append(HandCard(c))


def add_reroll(m, me, ev, n=1):
    """In the roll phase: n more rerolls after the roll (begin_roll_phase asks for them)."""
    if ev is not None and ev.name == "roll_phase":
        ev.rerolls += n


def add_card(m, me, ev, name, n=1):
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    pl = m.players[me.p]
    for _ in range(n):
        if len(pl.hand) < 10:
            pl.hand.append(HandCard(defn))


def discard_card(m, me, ev, name):
    if ev is not None and ev.dry:
        return
    defn = m.lib.card(name)
    pl = m.players[me.p]
    for i, c in enumerate(pl.hand):
        if c.defn is defn:
            del pl.hand[i]
            return


def mark_shock(m, me, ev, n=1, to="opp"):
    """Electric Shock: mark a random card in a hand; it hurts in the End Phase if still held."""
    if ev is not None and ev.dry:
        return
    pl = m.players[side_of(m, me, ev, to)]
    if pl.hand:
        c = pl.hand[m.rng.randrange(len(pl.hand))]
        c.shock += n


def reroll(m, me, ev, times=1):
    if ev is not None and ev.dry:
        return
    from .decisions import ask_reroll
    ask_reroll(m, me.p, times)


# ---- switching and skills ------------------------------------------------------------------

def switch(m, me, ev, which="next", of="opp"):
    if ev is not None and ev.dry:
        return
    from .actions import switch_active
    pi = side_of(m, me, ev, of)
    p = m.players[pi]
    act = p.characters[p.active]
    if act.defeated:
        return
    c = _alive_from(p, p.active, 1 if which == "next" else -1)
    if c is not None:
        switch_active(m, pi, c.idx, by_effect=True)


def _move_source(me, ev):
    t = ev.target if ev is not None else None
    return t if t is not None and hasattr(t, "statuses") else me.ch


def _receivers(m, src, e):
    """Your other living characters that can hold the equipment `e` of `src`."""
    return [c for c in m.players[src.player].characters
            if c is not src and not c.defeated and (e.defn.kind != "weapon" or c.defn.weapon == e.defn.subtype)]


def _equipment_of(ch, kind):
    return next((e for e in ch.equipment if e.defn.kind == kind), None) if ch is not None else None


def move_receivers(m, me, ev, kind):
    """How many characters could receive the card's target's equipment of `kind`."""
    src = _move_source(me, ev)
    e = _equipment_of(src, kind)
    return len(_receivers(m, src, e)) if e is not None and not src.defeated else 0


def move_equipment(m, me, ev, kind):
    """Ask the player which character receives the card's target's equipment of `kind`;
    finish_move does the move when the answer comes."""
    if ev is not None and ev.dry:
        return
    src = _move_source(me, ev)
    e = _equipment_of(src, kind)
    if e is None or src.defeated:
        return
    names = [c.defn.name for c in _receivers(m, src, e)]
    if names:
        from .decisions import ask_select
        ask_select(m, src.player, "move_equipment", names, data=(src.idx, e.uid))


def finish_move(m, p, data, name):
    """The answer to move_equipment: the named character receives the equipment (its own one of
    that kind is discarded); the equipment's per-round allowances start again."""
    pl = m.players[p]
    src = pl.characters[data[0]]
    e = next((x for x in src.equipment if x.uid == data[1]), None)
    dst = next((c for c in pl.characters if c.defn.name == name and not c.defeated), None)
    if e is None or dst is None or dst is src:
        return
    for old in [x for x in dst.equipment if x.defn.kind == e.defn.kind]:
        D.remove_entity(m, old)
    src.equipment.remove(e)
    dst.equipment.append(e)
    e.round_left = e.defn.per_round
    for i in e.defn.round_counters:
        e.vars[i] = 0
    m.say("  P%d moves %s from %s to %s" % (p, e.defn.name, src.defn.name, dst.defn.name))


def switch_to(m, me, ev, to="self"):
    if ev is not None and ev.dry:
        return
    from .actions import switch_active
    for t in chars(m, me, ev, to):
        if m.players[t.player].active != t.idx:
            switch_active(m, t.player, t.idx, by_effect=True)
        return


def use_skill(m, me, ev, name, to="self"):
    if ev is not None and ev.dry:
        return
    from .actions import run_skill
    for t in chars(m, me, ev, to):
        for s in t.defn.skills:
            if s.name.lower() == name.lower():
                run_skill(m, t.player, t, s, by_card=ev is None or ev.name != "prepare",
                          prepared=ev is not None and ev.name == "prepare")
                return


def trigger_summons(m, me, ev, tag):
    """Your summons with `tag` act as in the End Phase (in the order they entered play),
    without spending their usages."""
    if ev is not None and ev.dry:
        return
    from .events import Ctx
    p = m.players[me.p]
    for e in tuple(p.summons):
        if m.winner is not None:
            return
        if not e.uid or tag not in e.defn.tags:
            continue
        for h in e.defn.handlers.get("end_phase", ()):
            if e.uid:
                h(m, Ctx(me.p, e, p.characters[p.active], e.defn), Ev("end_phase", keep_usage=True))


# ---- modifying events ----------------------------------------------------------------------

def damage_bonus(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.amount += n


def multiply(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.mult *= n


def halve(m, me, ev):
    if ev.dmg is not None:
        ev.dmg.halve = True


def reduce(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.amount = max(0, ev.dmg.amount - n)


def convert(m, me, ev, element):
    if ev.dmg is not None and ev.dmg.element == "physical":
        ev.dmg.element = element


def survive(m, me, ev, hp=1):
    if ev.character is not None and not ev.saved:
        ev.saved = True
        ev.character.hp = hp


def reduce_cost(m, me, ev, die, n=1):
    """Lower a cost being paid, the way the game deducts dice:
    - an element ("1 less Hydro die"): a die of that element when the cost has one, otherwise an
      unaligned die; it takes nothing off a matching (`same`) cost, whose dice only "any die"
      reductions lower;
    - `unaligned`: unaligned dice only;
    - `any` ("1 less Elemental Die"): element dice first, then unaligned, then matching dice.
    Cards guard an element reduction with `cost.ELEMENT > 0 or cost.unaligned > 0`, so that it
    spends its usage only when it takes a die."""
    cost = ev.cost
    if cost is None:
        return
    if die == "any":
        order = list(ELEMENTS) + ["unaligned", "same"]
    elif die in ELEMENTS:
        if any(t == "same" and k > 0 for t, k in cost):
            return
        order = [die, "unaligned"]
    else:
        order = [die]
    for want in order:
        for item in cost:
            if n <= 0:
                return
            if item[0] == want and item[1] > 0:
                k = min(n, item[1])
                item[1] -= k
                n -= k


def increase_cost(m, me, ev, die, n=1):
    cost = ev.cost
    if cost is None:
        return
    for item in cost:
        if item[0] == die:
            item[1] += n
            return
    cost.append([die, n])


def quick(m, me, ev):
    ev.quick = True


def no_energy(m, me, ev):
    """The skill being used grants no energy (run_skill reads the mark)."""
    ev.no_energy = True


def cost_dice(ev, die=None):
    if ev is None or ev.cost is None:
        return 0
    if die is None:
        return sum(n for t, n in ev.cost if t not in ("energy", "legend"))
    return sum(n for t, n in ev.cost if t == die)


# ---- values used by compiled conditions ----------------------------------------------------

def has_entity(m, me, name, side="own"):
    defn = m.lib.entity(name)
    p = m.players[me.p if side == "own" else 1 - me.p]
    if defn.kind == "combat_status":
        return any(e.defn is defn for e in p.combat_statuses)
    if defn.kind == "summon":
        return any(e.defn is defn for e in p.summons)
    if defn.kind == "support":
        return any(e.defn is defn for e in p.supports)
    if me.ch is not None and (defn.kind == "character_status" or defn.kind in EQUIPMENT):
        return any(e.defn is defn for e in me.ch.statuses + me.ch.equipment)
    return False


def entity_usage(m, me, name):
    defn = m.lib.entity(name)
    p = m.players[me.p]
    for group in (p.combat_statuses, p.summons, p.supports):
        for e in group:
            if e.defn is defn:
                return e.usage or 0
    return 0


def hand_has(m, me, name):
    defn = m.lib.card(name)
    return any(c.defn is defn for c in m.players[me.p].hand)


def count_chars(m, me, spec, element=None):
    return sum(1 for c in chars(m, me, None, spec) if element is None or c.defn.element == element)


def count_faction(m, me, faction):
    """How many characters of your team belong to a faction, defeated ones too."""
    return sum(1 for c in m.players[me.p].characters if faction in c.defn.factions)


def energy_of(m, me, spec):
    return sum(c.energy for c in chars(m, me, None, spec))


def is_active(m, ch):
    return ch is not None and m.players[ch.player].active == ch.idx


def active(m, me, opp=0):
    p = m.players[me.p if not opp else 1 - me.p]
    return p.characters[p.active]


def e_usage(me):
    return (me.e.usage or 0) if me.e is not None else 0


def e_shield(me):
    return (me.e.shield or 0) if me.e is not None else 0


def e_duration(me):
    return (me.e.duration or 0) if me.e is not None else 0


def e_element(me):
    return me.e.element if me.e is not None else None


def e_round_left(me):
    return (me.e.round_left or 0) if me.e is not None else 0


def skill_kind(skill):
    return skill.kind if skill is not None else None


def skill_name(skill):
    return skill.name if skill is not None else None


def skill_uses(ev, which):
    if ev.skill is None or ev.user is None:
        return 0
    table = ev.user.uses_round if which == "round" else ev.user.uses_total
    return table.get(ev.skill.id, 0)


def card_kind(card):
    return card.kind if card is not None else None


def card_name(card):
    return card.name if card is not None else None


def card_subtype(card):
    return card.subtype if card is not None else None


def skill_dealt(ev, what):
    """What the skill of a skill_used event did: `physical`, `piercing`, `elemental` (DMG of an
    element) or `reaction` (see run_skill); False in other events."""
    marks = ev.outcome
    if not marks:
        return False
    if what == "elemental":
        return any(x in ELEMENTS for x in marks)
    return what in marks


def initial_deck(m, me, kind, distinct=False):
    cards = [c for c in m.players[me.p].initial_deck if c.kind == kind]
    return len({c.name for c in cards}) if distinct else len(cards)


def by_self(me, dmg):
    """The damage is this entity's own, or (for a character's own handlers) the character's."""
    if me.e is not None:
        return dmg.src_e is me.e or (dmg.src_e is None and dmg.src_ch is me.ch and me.ch is not None)
    return dmg.src_e is None and dmg.src_ch is me.ch


def by_summon(dmg):
    return dmg.src_e is not None and dmg.src_e.defn.kind == "summon"
