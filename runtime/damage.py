"""Elements, reactions and the damage pipeline (rules.md "Damage and elements").

Order of one instance of damage: element conversion (infusions) → reaction → the dealer's
bonuses → the target side's increases and multipliers → reductions and shields (character
statuses top to bottom, then combat statuses, then summons) → HP → the reaction's after-effects
→ "after damage" events → defeat.  Piercing skips everything but HP."""
import copy

from . import log as L
from .events import Ctx, changed, dispatch, emit, emit_to, CharEv, DamageEv, Ev, HealEv, ReactionEv, RemovedEv


class Damage:
    __slots__ = ("src_p", "src_ch", "src_e", "target", "element", "amount", "skill", "reaction",
                 "swirled", "plunge", "charged", "by_card", "base", "mult", "halve", "from_reaction",
                 "immune", "via")

    def __init__(self, src_p, src_ch, src_e, target, element, amount, skill=None):
        self.src_p, self.src_ch, self.src_e = src_p, src_ch, src_e
        self.target, self.element, self.amount, self.skill = target, element, amount, skill
        self.base = amount
        self.reaction = self.swirled = None
        self.plunge = self.charged = self.by_card = False
        self.from_reaction = None   # the reaction whose own effect deals it (Swirl's spread)
        self.mult = 1           # multipliers apply after every additive bonus
        self.halve = False
        self.immune = False     # `immune`: the target takes none of it (before shields)
        # a reaction's own damage (Swirl's spread): the damage that triggered the reaction, whose
        # character and skill "caused" it (角色引发的扩散伤害: damage.via_character)
        self.via = None

    @property
    def is_skill(self):
        return self.skill is not None


CRYO_DENDRO = ("cryo", "dendro")


def find_reaction(m, applied, aura, ctx, ev):
    """The reaction `applied` makes with an aura, and the aura element it consumes.
    Cryo is checked before Dendro, so a Cryo+Dendro target reacts with Cryo only."""
    table = m.lib.reactions
    for a in aura:
        for r in table.get((applied, a), ()):
            if r.require is None or r.require(m, ctx, ev):
                return r, a
    return None, None


def attach(target, el):
    """Put an element on a target after no reaction happened."""
    if el in ("anemo", "geo", "physical", "piercing"):
        return
    aura = target.aura
    if el in aura:
        return
    if not aura:
        aura.append(el)
    elif set(aura) | {el} == set(CRYO_DENDRO):
        target.aura = ["cryo", "dendro"]
    else:
        target.aura = [el]


def apply_element(m, src_p, src_ch, target, el, dmg=None, src_e=None):
    """Apply `el` to `target`; run a reaction's effects.  With `dmg`, the reaction's damage
    bonus goes onto it, and the after-effects are returned to run once the damage is dealt."""
    if target.defeated:
        return None
    rev = ReactionEv("reaction", target=target, dmg=dmg, character=src_ch)
    rctx = Ctx(src_p, src_e, src_ch, None)
    r, consumed = find_reaction(m, el, target.aura, rctx, rev)
    if r is None:
        attach(target, el)
        return None
    target.aura = [a for a in target.aura if a != consumed]
    for marks in m.skill_marks:        # a skill resolving triggered a reaction
        marks.add("reaction")
    rev.reaction = r.name
    rev.swirled = consumed
    rctx.defn = r
    if dmg is not None:
        dmg.reaction = r.name
        dmg.swirled = consumed
        if r.modify is not None:
            r.modify(m, rctx, rev)
    if m.verbose:
        L.add(m, "reaction", reaction=r.name, target=L.char(target), consumed=consumed, applied=el)
    return (r, rctx, rev)


def finish_reaction(m, pending):
    r, rctx, rev = pending
    if r.play is not None:
        r.play(m, rctx, rev)
    target = rev.target
    if not target.defeated:
        # the reacting character's side hears it at once: a status that keeps an element applied
        # spends an application (seed 003: "可被元素反應消耗"; rules.md: only when it reacts),
        # then the element comes back while such a status is still in play
        dispatch(m, "element_reacted", ReactionEv("element_reacted", reaction=r.name, target=target, dmg=rev.dmg,
                                          character=rev.character, swirled=rev.swirled), (target.player,))
        keep_applied(target)
    emit(m, "reaction", rev, (rctx.p,))
    if "opp_reaction" in m.subscribed:
        # branch supp (Escoffier's Cooking Mek, 任意一方触发…反应后): the other side hears it too
        emit(m, "opp_reaction", ReactionEv("opp_reaction", target=target, dmg=rev.dmg, character=rev.character,
                                           reaction=rev.reaction, swirled=rev.swirled), (1 - rctx.p,))


def keep_applied(ch):
    """The elements a character's statuses keep applied (`attach`) go back on it."""
    for e in ch.statuses:
        el = e.defn.attach
        if el and e.uid and el not in ch.aura:
            attach(ch, el)


def apply_without_damage(m, src_p, src_ch, target, el, src_e=None):
    pending = apply_element(m, src_p, src_ch, target, el, None, src_e)
    if pending:
        finish_reaction(m, pending)


class SkillOutcome(set):
    """What a skill resolving has dealt and triggered (the damage types, `reaction`), and the
    DMG its own body dealt, added up after every bonus and reduction (`dealt`)."""
    __slots__ = ("skill", "user", "dealt")

    def __init__(self, skill=None, user=None):
        super().__init__()
        self.skill, self.user, self.dealt = skill, user, 0

    def __deepcopy__(self, memo):
        # a set's own reduction would call __init__ with the items as `skill` and lose them
        c = SkillOutcome(self.skill, copy.deepcopy(self.user, memo))
        memo[id(self)] = c
        c.update(self)
        c.dealt = self.dealt
        return c


def deal_damage(m, src_p, src_ch, src_e, target, element, amount, skill=None, by_card=False,
                plunge=False, charged=False, from_reaction=None, via=None):
    """One instance of damage from player `src_p` (through character `src_ch` or entity
    `src_e`) to character `target`."""
    if target.defeated:
        return None
    d = Damage(src_p, src_ch, src_e, target, element, amount, skill)
    d.plunge, d.charged, d.by_card = plunge, charged, by_card
    d.from_reaction = from_reaction
    d.via = via
    tp = target.player
    pending = None
    # the damage's line goes before what happens while it is dealt (a reaction, a bonus spent,
    # a shield used up leaving play), though only its end says all it has to say
    at = len(m.log)
    if element != "piercing":
        ev = DamageEv("damage", dmg=d, skill=skill, user=src_ch, target=target)
        if element == "physical":
            dispatch(m, "damage_convert", ev, (src_p,))
        if d.element != "physical":
            pending = apply_element(m, src_p, src_ch, target, d.element, d, src_e)
        dispatch(m, "deal_damage", ev, (src_p,))
        if d.mult != 1:
            d.amount *= d.mult
            d.mult = 1
        dispatch(m, "incoming_damage", ev, (tp,))
        if d.mult != 1:
            d.amount *= d.mult
        if d.halve:
            d.amount = (d.amount + 1) // 2
        if d.immune:
            d.amount = 0
        if m.verbose:
            amount = d.amount
            steps = []
            _reduce(m, ev, target, steps)
        else:
            _reduce(m, ev, target, None)
    if d.amount < 0:
        d.amount = 0
    hp_before = target.hp
    target.hp = max(0, target.hp - d.amount)
    if m.observer is not None:
        m.observer(d)
    for marks in m.skill_marks:        # a skill resolving dealt DMG of this type
        marks.add(d.element)
        if d.skill is not None and d.skill is marks.skill and d.src_ch is marks.user:
            marks.dealt += d.amount    # the skill's own DMG, as dealt (Blood-Bonded Shadow)
    if m.verbose:
        if element == "piercing":
            amount, steps = d.amount, []
        m.log.insert(at, L.Rec("damage", L.NORMAL, 1, {
            "source": _source(d), "target": L.char(target), "element": d.element, "base": d.base,
            "amount": amount, "steps": steps, "immune": d.immune, "dealt": d.amount, "hp_before": hp_before,
            "hp": target.hp, "reaction": d.reaction}))
    if pending:
        finish_reaction(m, pending)
    after = DamageEv("damaged", dmg=d, skill=skill, user=src_ch, target=target)
    # Piercing DMG is taken DMG too ("受到伤害后"): Chilling Penalty's Piercing DMG to its own
    # Wriothesley counts for his burst's discount and his Talent's Penalty points
    emit(m, "damaged", after, (tp,))
    # Piercing DMG an opposing character takes is DMG dealt to it too (Flames of War tallies
    # it: 你对敌方角色造成的伤害; differential seed 5013)
    if "opp_damaged" in m.subscribed:
        emit(m, "opp_damaged", after, (1 - tp,))
    if element != "piercing":
        emit(m, "dealt_damage", after, (src_p,))
        taken = m.players[tp].elements_taken
        if d.element != "physical" and d.element not in taken:
            taken.append(d.element)
    if target.hp == 0 and not dying(m, target):
        m.dying.append((target, d))    # defeated when the resolution has finished (seed 004)
    return d


def dying(m, ch):
    """Whether a character is already among those left at 0 HP."""
    for c, _ in m.dying:
        if c is ch:
            return True
    return False


def _source(d):
    if d.src_e is not None:
        out = L.ent(d.src_e)
        out["player"] = d.src_p
        return out
    if d.src_ch is not None:
        return L.char(d.src_ch)
    return {"player": d.src_p}


def _reduce(m, ev, target, steps):
    """Reductions and shields, character statuses first (top to bottom), then combat
    statuses and summons when the target is its side's active character."""
    p = m.players[target.player]
    groups = [target.statuses, target.equipment]
    if p.active == target.idx:
        groups += [p.combat_statuses, p.summons]
    d = ev.dmg
    for group in groups:
        for e in tuple(group):
            if d.amount <= 0:
                return
            if not e.uid:
                continue
            hs = e.defn.handlers.get("reduce_damage")
            if hs:
                ctx = Ctx(target.player, e, target, e.defn)
                before = d.amount
                for h in hs:
                    h(m, ctx, ev)
                if steps is not None and d.amount < before:
                    steps.append({"how": "reduce", "by": e.defn.name, "id": e.defn.id, "n": before - max(0, d.amount)})
            if e.shield and d.amount > 0 and e.uid:
                take = min(e.shield, d.amount)
                e.shield -= take
                d.amount -= take
                if steps is not None:
                    steps.append({"how": "shield", "by": e.defn.name, "id": e.defn.id, "n": take, "left": e.shield})
                if e.shield == 0:
                    # "after this shield is used up" (此护盾耗尽后): the entity hears it although it
                    # leaves play at once
                    emit_to(m, "shield_used_up", Ev("shield_used_up"), target.player, target, e)
                    remove_entity(m, e)


class Healing:
    """One healing (the `healing` event's `heal`, then `incoming_heal`'s, then `healed`'s): who
    heals, whom, how much, its kind (normal, revive, distribute: registry.HEAL_KINDS) and the
    definition that heals (`heal.source`)."""
    __slots__ = ("src_p", "src_ch", "src_e", "target", "amount", "kind", "source")

    def __init__(self, src_p, src_ch, src_e, target, amount, kind="normal", source=None):
        self.src_p, self.src_ch, self.src_e = src_p, src_ch, src_e
        self.target, self.amount, self.kind, self.source = target, amount, kind, source


def heal(m, ch, n, kind="normal", skill=None, healing=None, source=None):
    """Heal a character by n; `incoming_heal` handlers (Bond of Life) may cancel some of it first.
    `skill`: the skill whose effect heals, if one does; `healing`: the `healing` event's record
    (who heals), when an effect heals; `source`: the definition that heals (the `healed` event's
    `heal.source`)."""
    if ch.defeated or n <= 0:
        return 0
    if ch.hp == 0 and kind != "revive":
        # brought to 0 HP and waiting for its defeat (seed 004): only an effect that keeps it
        # from defeat saves it, not a heal that lands meanwhile (Seamless Shield's, differential
        # seed 4214)
        return 0
    if "incoming_heal" in m.subscribed:
        h = healing if healing is not None else Healing(None, None, None, ch, n)
        h.amount, h.kind = n, kind
        dispatch(m, "incoming_heal", HealEv("heal", heal=h, target=ch, skill=skill), (ch.player,))
        if h.amount < n:
            if m.verbose:
                m.say("  P%d %s: %d of the healing is cancelled" % (ch.player, ch.defn.name, n - max(0, h.amount)))
        n = h.amount
        if n <= 0:
            return 0
    before = ch.hp
    ch.hp = min(ch.max_hp, ch.hp + n)
    if ch.hp != before and m.verbose:
        L.add(m, "heal", target=L.char(ch), healed=ch.hp - before, hp=ch.hp)
    # A heal on a character at full HP is still a heal it receives (受到治疗): the rules only keep
    # a card that heals one character from targeting one at full HP (seed 001), and the reference
    # engine raises its "healed" event with 0; so `healed` is heard with heal.amount 0.
    if "healed" in m.subscribed:
        h = healing
        done = Healing(h.src_p if h else None, h.src_ch if h else None, h.src_e if h else None, ch,
                       ch.hp - before, kind, source)
        emit(m, "healed", HealEv("healed", character=ch, heal=done), (m.current, 1 - m.current))
    return ch.hp - before


def owner_list(m, e):
    """The list an entity is kept in, found by identity."""
    for p in m.players:
        for group in (p.combat_statuses, p.summons, p.supports):
            for x in group:
                if x is e:
                    return group
        for ch in p.characters:
            for group in (ch.statuses, ch.equipment):
                for x in group:
                    if x is e:
                        return group
    return None


def remove_entity(m, e):
    group = owner_list(m, e)
    if m.verbose and group is not None and e.uid:
        holder = _holder(m, group)
        L.add(m, "removed", player=_owner(m, group), entity=L.ent(e),
              on=None if holder is None else L.char(holder))
    if group is not None:
        for p in m.players:
            if group is p.supports:
                p.supports_gone += 1       # a card discarded from the support zone (Jeht)
            elif group is p.summons:
                p.summons_gone += 1        # ... from the summon zone (Fell Dragon)
        if "removed" in m.subscribed:
            left(m, e, _owner(m, group), _holder(m, group))
        group[:] = [x for x in group if x is not e]
        changed(m)
    e.uid = 0
    if e.defn.nightsoul or "nightsoul_bound" in e.defn.flags:
        _nightsoul_ends(m, e, group)


def nightsoul_ends(m, e, group):
    """Entity e, which held or was bound to a Nightsoul's Blessing, has left `group` without
    being removed (fx.return_equipment): what it was tied to leaves play too."""
    _nightsoul_ends(m, e, group)


def _nightsoul_ends(m, e, group):
    """A character's Nightsoul's Blessing and what is bound to it (`flag nightsoul_bound`) leave
    play together: the blessing ending discards them, one of them discarded ends the blessing."""
    for p in m.players:
        for ch in p.characters:
            if group is ch.statuses or group is ch.equipment:
                for x in ch.statuses + ch.equipment:
                    if x.uid and (x.defn.nightsoul or "nightsoul_bound" in x.defn.flags):
                        if m.verbose:
                            m.say("  P%d %s: %s leaves with %s" % (ch.player, ch.defn.name, x.defn.name, e.defn.name))
                        remove_entity(m, x)
                return


def left(m, e, p, holder=None):
    """`removed`: entity e of player p has left play (heard by both sides, not by e); `holder`:
    the character it was attached to, if a status or a piece of equipment (removed.holder)."""
    emit(m, "removed", RemovedEv("removed", removed=e, owner=p, holder=holder), (m.current, 1 - m.current))


def _holder(m, group):
    """The character whose statuses or equipment `group` is, or None."""
    for p in m.players:
        for ch in p.characters:
            if group is ch.statuses or group is ch.equipment:
                return ch
    return None


def _owner(m, group):
    for p in m.players:
        if any(group is g for g in (p.combat_statuses, p.summons, p.supports)) or \
                any(group is g for ch in p.characters for g in (ch.statuses, ch.equipment)):
            return p.idx
    return None


def check_defeats(m):
    """The defeats a resolution left: every character still at 0 HP is defeated, in the order
    they fell.  Next in the frame being settled come the `defeated` events, then a player whose
    active character fell chooses a new one (rules.md: at once, before any other effect)."""
    dying, m.dying = m.dying, []
    m.collect.append([])
    try:
        for ch, dmg in dying:
            if ch.hp == 0 and not ch.defeated:
                defeat(m, ch, dmg)
            if m.winner is not None:
                return
    finally:
        got = m.collect.pop()
    frame = m.queue[-1]
    k = 0
    while k < len(frame) and frame[k][0] == "energy":
        k += 1                         # the skill's Energy comes first (resolution.finish)
    frame[k:k] = got + [("call", ask_new_actives, ())]


def ask_new_actives(m):
    from .decisions import ask_choose
    for pi in (m.current, 1 - m.current):
        p = m.players[pi]
        if p.characters[p.active].defeated:
            ask_choose(m, pi)


def defeat(m, ch, dmg=None):
    """`dmg`: the damage that brought the character to 0 HP (the `defeated` event's `damage`)."""
    p = m.players[ch.player]
    ev = CharEv("would_defeat", character=ch)
    dispatch(m, "would_defeat", ev, (ch.player,))
    if ev.saved or ch.hp > 0:
        return
    ch.hp = 0
    ch.defeated = True
    ch.energy = 0
    ch.aura = []
    # what the game keeps on a defeated character (`flag remains_after_defeat`: Xilonen's
    # Source Samples) stays, and comes back with it when it is revived
    gone = [e for e in ch.statuses + ch.equipment if "remains_after_defeat" not in e.defn.flags]
    ch.left_with = tuple(e.defn for e in gone)
    for e in gone:
        if "removed" in m.subscribed:
            left(m, e, ch.player, ch)      # discarded with its character
        e.uid = 0
    ch.statuses = [e for e in ch.statuses if e.uid]
    ch.equipment = [e for e in ch.equipment if e.uid]
    changed(m)
    p.defeated_this_round = True
    if m.verbose:
        L.add(m, "defeated", L.QUIET, character=L.char(ch))
    emit(m, "defeated", CharEv("defeated", character=ch, dmg=dmg), (m.current, 1 - m.current))
    # what was attached to it hears its defeat though it left play with it ("after the character
    # this is attached to is defeated": Riptide), before a new active character is chosen
    for e in gone:
        emit_to(m, "defeated", CharEv("defeated", character=ch, dmg=dmg), ch.player, ch, e)
    if all(c.defeated for c in p.characters):
        other = m.players[1 - ch.player]
        if all(c.defeated or c.hp == 0 for c in other.characters):
            m.winner = "draw"          # both sides' last characters fell in one resolution
        elif m.winner is None:
            m.winner = 1 - ch.player
        m.phase = "over"
