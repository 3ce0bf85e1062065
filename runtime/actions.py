"""What each player action does once it is known to be legal: skills, switching, cards, tuning.

Legality is decided in engine.py before any of this runs, so a refused action never changes
the match."""
from . import damage as D
from . import zones
from . import events
from .events import Ctx, dispatch, emit, ears as ears_of, CardEv, CostEv, SkillEv, SwitchEv
from .resolution import hold, resolve
from . import log as L
from .dice import dice_names, pay_from, pay_table, payment_fits, lose as dice_lose
from .defs import ACTION_KINDS, CARD_KINDS, DICE


# ---- costs ---------------------------------------------------------------------------------

# a side's listener index holds `cost@KIND` when a cost handler of its can act on that kind of
# action (defs.Def.listens), `cost@card:KIND` when it can act on cards of that kind only: a
# query for another skips the dispatch
COST_KEYS = {k: ("cost@" + k, "opp_cost@" + k) for k in ACTION_KINDS}
CARD_KEYS = {k: ("cost@card:" + k, "opp_cost@card:" + k) for k in CARD_KINDS}
NO_KEYS = (None, None)


def cost_ears(m, p):
    """The events side p's listener index holds, and the opponent's: what a cost query asks."""
    ears = m.ears
    mine, theirs = ears[p], ears[1 - p]
    if mine is None or theirs is None or events.CHECK:
        mine, theirs = ears_of(m, p), ears_of(m, 1 - p)
    return mine.events, theirs.events


def heard(mine, theirs, kind, card_kind=None):
    """Whether a cost query for `kind` of action (a card: of `card_kind`) reaches any handler:
    modified_cost's own test, for a caller that prices many actions against one state."""
    own, opp = COST_KEYS[kind]
    if own in mine or opp in theirs:
        return True
    if card_kind is None:
        return False
    own, opp = CARD_KEYS.get(card_kind, NO_KEYS)
    return own in mine or opp in theirs


def modified_cost(m, p, kind, base, skill=None, user=None, card=None, target=None, dry=True):
    """The cost of an action after every cost modifier; also whether it is a quick action.
    With dry=False the modifiers spend their usages.  `base` is a tuple of (kind, count)."""
    ears = m.ears
    mine, theirs = ears[p], ears[1 - p]
    if mine is None or theirs is None or events.CHECK:
        mine, theirs = ears_of(m, p), ears_of(m, 1 - p)
    own, opp = COST_KEYS[kind]
    hear_own, hear_opp = own in mine.events, opp in theirs.events
    if card is not None:
        # a card query is also heard under its card's kind (`cost@card:talent`)
        own, opp = CARD_KEYS.get(card.kind, NO_KEYS)
        hear_own, hear_opp = hear_own or own in mine.events, hear_opp or opp in theirs.events
    if not hear_own and not hear_opp:
        return positive(base), False
    charged = plunge = False
    if skill is not None and skill.kind == "normal" and kind == "skill":
        # read only when a handler hears it: most queries reach none
        pl = m.players[p]
        charged, plunge = is_charged(pl, skill), plunges(pl, user, skill)
    # by position (name, cost, skill, user, card, target, dry, action, charged, plunge): a
    # query a handler hears is made every decision, and keywords cost their matching
    ev = CostEv("cost", [[t, n] for t, n in base], skill, user, card, target, dry, kind, charged, plunge)
    # the opponent's increases first (Chains of Warding Thunder), then this side's own modifiers
    if hear_opp:
        dispatch(m, "opp_cost", ev, (1 - p,))
    if hear_own:
        dispatch(m, "cost", ev, (p,))
    return tuple([(t, n) for t, n in ev.cost if n > 0]), ev.quick


# a cost without its empty entries, per cost: a match prices the same few costs again and again
_POSITIVE = {}


def positive(base):
    got = _POSITIVE.get(base)
    if got is None:
        if len(_POSITIVE) >= 4096:
            _POSITIVE.clear()
        got = _POSITIVE[base] = tuple([(t, n) for t, n in base if n > 0])
    return got


def team_elements(pl):
    return tuple([c.element for c in pl.characters if not c.defeated])


def pay_for(m, p, cost, payment=None):
    """A payment for `cost`: the given one if it fits, else the auto-pay; None if unpayable."""
    pl = m.players[p]
    if payment is not None:
        return payment if payment_fits(payment, pl.dice, cost) else None
    held = purse(pl)
    return pay_from(held, pay_table(held), cost)


def purse(pl):
    """What the auto-pay looks at besides the cost (dice.pay_from)."""
    return (tuple(pl.dice), pl.characters[pl.active].element, team_elements(pl))


def spend(m, p, payment):
    pl = m.players[p]
    for i, n in enumerate(payment):
        if n:
            dice_lose(pl, i, n)
    if m.verbose and any(payment):
        L.add(m, "dice_paid", player=p, dice=dice_names(payment), left=pl.dice_count())


# ---- switching -----------------------------------------------------------------------------

def switch_active(m, p, idx, by_effect=False):
    pl = m.players[p]
    old = pl.characters[pl.active]
    if old.idx == idx:
        return
    for e in [e for e in old.statuses if "preparing" in e.defn.flags]:
        D.remove_entity(m, e)          # switching out interrupts a prepared skill
    pl.active = idx
    new = pl.characters[idx]
    pl.plunge = True
    if m.verbose:
        L.action(m, "switch", L.NORMAL if by_effect else L.QUIET, 1 if by_effect else 0,
                 player=p, to=L.char(new), by_effect=by_effect)
    announce_switch(m, p, old, new)


def announce_switch(m, p, old, new):
    """`switched` for player p, `opp_switched` for the opponent: p's active is now `new`."""
    emit(m, "switched", SwitchEv("switched", src=old, dst=new, character=new), (p,))
    if "opp_switched" in m.subscribed:
        emit(m, "opp_switched", SwitchEv("opp_switched", src=old, dst=new, character=new), (1 - p,))


# ---- skills --------------------------------------------------------------------------------

def run_skill(m, p, ch, skill, by_card=False, prepared=False, charged=False, plunge=False):
    """Use a skill as one resolution: its after-effects wait until it has finished."""
    resolve(m, _skill, m, p, ch, skill, by_card, prepared, charged, plunge)


def _skill(m, p, ch, skill, by_card, prepared, charged, plunge):
    ev = SkillEv("skill", skill=skill, user=ch, by_card=by_card, charged=charged, plunge=plunge,
            prepared=prepared)
    if m.verbose:
        L.action(m, "skill", user=L.char(ch), player=p, skill=skill.name, skill_id=skill.id,
                 skill_kind=skill.kind, prepared=prepared)
    # what the skill deals and triggers (damage.py marks it): open until the skill's frame has
    # settled, so "after the skill" checks also see what earlier after-effects dealt (Chang the
    # Ninth counts the Melt of a Pyronado that follows the skill, as the reference engine does)
    outcome = D.SkillOutcome(skill, ch)
    m.skill_marks.append(outcome)
    try:
        if skill.body is not None:
            skill.body(m, Ctx(p, None, ch, ch.defn), ev)
    except BaseException:
        _close_marks(m, outcome)
        raise
    if not hold(m, ("call", _skill_done, (m, p, ch, skill, ev, outcome))):
        _skill_done(m, p, ch, skill, ev, outcome)


def _skill_done(m, p, ch, skill, ev, outcome):
    """What using a skill does after its body (after the answer, if the body asked a choice)."""
    charged, plunge, prepared = ev.charged, ev.plunge, ev.prepared
    ch.uses_round[skill.id] = ch.uses_round.get(skill.id, 0) + 1
    ch.uses_total[skill.id] = ch.uses_total.get(skill.id, 0) + 1
    if not prepared and m.winner is None:
        if skill.kind in ("normal", "elemental") and not ch.defeated and not ev.no_energy:
            # the Energy comes after the skill (seed 003: 使用…后，会获得1点充能), so after the
            # defeats its processing left (seed 004: 処理が終わった後…戦闘不能): first in the
            # skill's frame, or right after its defeats when it has some (resolution.finish)
            m.collect[-1].insert(0, ("energy", _skill_energy, (ch,)))
        emit(m, "skill_used", SkillEv("skill_used", skill=skill, user=ch, character=ch,
                                 charged=charged, plunge=plunge, outcome=outcome), (p,))
        emit(m, "opp_skill_used", SkillEv("opp_skill_used", skill=skill, user=ch, character=ch,
                                     charged=charged, plunge=plunge, outcome=outcome), (1 - p,))
    m.collect[-1].append(("call", _close_marks, (outcome,)))


def _skill_energy(m, ch):
    """A skill's 1 Energy, if its user was not defeated meanwhile."""
    if ch.defeated:
        return
    before = ch.energy
    ch.energy = min(ch.max_energy, ch.energy + 1)
    if m.verbose and ch.energy != before:
        L.add(m, "energy", character=L.char(ch), before=before, after=ch.energy, max=ch.max_energy)


def skill_allowed(m, p, ch, skill, e=None):
    """A skill's (or technique's, granted by `e`) own `require` holds: it can be chosen now."""
    if skill.require is None:
        return True
    if e is None:
        return bool(skill.require(m, Ctx(p, None, ch, ch.defn), SkillEv("skill", skill=skill, user=ch)))
    return bool(skill.require(m, Ctx(p, e, ch, e.defn), SkillEv("technique", skill=None, user=ch, character=ch)))


def techniques(ch):
    """The techniques (特技) a character can use: (entity, skill) for every technique skill of
    its equipment and statuses, in the order they are attached."""
    return [(e, s) for group in (ch.equipment, ch.statuses) for e in group if e.defn.skills
            for s in e.defn.skills if s.kind == "technique"]


def run_technique(m, p, ch, e, skill):
    """Use a technique as one resolution.  It is a combat action but not a skill (seed 003
    特技): no "after skill" event, no energy, no skill-use count, and its body runs for the
    entity that grants it, so its damage is the entity's, not the character's (damage_heal
    treats an entity's damage so) and its `use` spends the entity's usages."""
    resolve(m, _technique, m, p, ch, e, skill)


def _technique(m, p, ch, e, skill):
    if m.verbose:
        L.action(m, "technique", user=L.char(ch), player=p, skill=skill.name, skill_id=skill.id,
                 by=e.defn.name, by_id=e.defn.id)
    if skill.body is not None:
        skill.body(m, Ctx(p, e, ch, e.defn), SkillEv("technique", skill=None, user=ch, character=ch))
    # issue 13: "after a technique" (Kinich's Grapple Link, Demon-Warrior's Feather Mask), heard
    # once what it did has resolved
    emit(m, "technique_used", SkillEv("technique_used", user=ch, character=ch), (p,))


def technique_cost(m, p, ch, skill, dry=True, with_quick=False):
    """A technique's cost after cost modifiers (an action of kind "technique": a modifier
    for skills does not reach it).  `with_quick`: also whether a modifier made it a quick action
    (Flamestrider: Blazing Trail: "此技能释放后，我方可继续行动")."""
    base = tuple([(t, n) for t, n in skill.cost if t != "energy"])   # Energy: energy_needed
    cost = modified_cost(m, p, "technique", base, user=ch, dry=dry)
    return cost if with_quick else cost[0]


def _close_marks(m, outcome):
    m.skill_marks[:] = [x for x in m.skill_marks if x is not outcome]


def skill_cost(m, p, ch, skill, dry=True, with_quick=False):
    """A skill's cost after the cost modifiers; a Normal Attack paid for with an even number of
    dice is a Charged Attack, so its cost handlers know it (`skill.is_charged`: Explosive Spark
    spends 1 Pyro less for one), and one that follows a switch is a Plunging Attack
    (`skill.is_plunge`: Descent of Divinity's 1 Unaligned less): modified_cost reads both.
    `with_quick`: also whether a modifier made it a quick action (Declension's Heartstopper
    Strike)."""
    cost = modified_cost(m, p, "skill", skill.dice_cost, skill=skill, user=ch, dry=dry)
    return cost if with_quick else cost[0]


def plunges(pl, ch, skill):
    """A Normal Attack is a Plunging Attack after a switch-in (pl.plunge), or while its character
    holds a status or equipment with `flag plunging` (Soaring on the Wind: "this Skill is
    considered a Plunging Attack")."""
    if skill.kind != "normal":
        return False
    if pl.plunge:
        return True
    for e in ch.statuses + ch.equipment:
        if e.uid and "plunging" in e.defn.flags:
            return True
    return False


def is_charged(pl, skill):
    """rules.md: a Charged Attack is a Normal Attack made while the player's dice count is even."""
    return skill.kind == "normal" and pl.dice_count() % 2 == 0


def energy_needed(skill):
    return skill.energy_cost


def special_short(ch, skill):
    """The character lacks the special energy (Mavuika's Fighting Spirit) the skill costs; paying
    spends none of it (the skill's body does)."""
    need = skill.special_cost
    return need > 0 and ch.special < need


# ---- cards ---------------------------------------------------------------------------------

EQUIP_KINDS = ("weapon", "artifact", "talent", "technique")
NO_TARGET = (None,)        # what card_targets gives a card played on nothing (read-only)


def card_targets(m, p, defn):
    """The targets a card can be played on: characters, summons or nothing (None)."""
    pl = m.players[p]
    t = defn.target
    if t is None:
        return NO_TARGET
    if t == "own_character":
        out = [c for c in pl.characters if not c.defeated]
        if defn.kind == "weapon":
            out = [c for c in out if c.defn.weapon == defn.subtype]
        if defn.kind == "talent" and defn.character:
            out = [c for c in out if c.defn.name == defn.character]
            if defn.combat and "no_equip" not in defn.flags:
                # an equipping combat talent needs its character active; one that is not
                # equipped (Lightning Stiletto) is played on its character wherever it stands
                out = [c for c in out if c.idx == pl.active]
        if defn.kind == "food":
            out = [c for c in out if not satiated(c)]
        return out
    if t == "own_defeated":          # a card that revives (issue 10)
        return [c for c in pl.characters if c.defeated]
    if t == "opp_character":
        return [c for c in m.players[1 - p].characters if not c.defeated]
    if t == "own_summon":
        return list(pl.summons)
    if t == "opp_summon":
        return list(m.players[1 - p].summons)
    if t == "own_support":
        return list(pl.supports)
    return [None]


def card_playable(m, p, defn, target):
    """Why a card cannot be played on `target` now, or None when it can."""
    pl = m.players[p]
    if defn.kind == "arcane_legend" and pl.legend_used:
        return "an Arcane Legend card was already played this match"
    if "once_per_round" in defn.flags and pl.played_round.get(defn.id):
        return "%s can be played only once per round" % defn.name
    if defn.kind == "talent" and defn.character and defn.target is None:
        if living(pl, defn.character) is None:
            return "%s needs %s in play" % (defn.name, defn.character)
    if "feeds_all" in defn.flags and not hungry(pl):
        return "every character is Satiated"
    need = defn.energy_cost
    if need:
        who = card_character(m, p, defn, target)
        if who is None or who.energy < need:
            return "%s needs %d energy" % (defn.name, need)
    if defn.require is not None:
        ctx = Ctx(p, None, pl.characters[pl.active], defn)
        if not defn.require(m, ctx, CardEv("play", card=defn, target=target)):
            return "%s's condition is not met" % defn.name
    return None


def card_character(m, p, defn, target):
    """The character whose energy a card's energy cost spends: its target, else the active one."""
    if target is not None and hasattr(target, "energy"):
        return target
    pl = m.players[p]
    return pl.characters[pl.active]


def card_cost(m, p, defn, target, dry=True):
    base = defn.dice_cost
    if target is None and defn.kind == "talent" and defn.character:
        # a talent card is played on its character: cost modifiers see it as the target
        pl = m.players[p]
        target = living(pl, defn.character)
    return modified_cost(m, p, "card", base, card=defn, target=target, dry=dry)


def play_card(m, p, hand_index, target, payment):
    pl = m.players[p]
    # seed 000 (支援区): with the zone full, playing a support first chooses the one it
    # replaces, so it is asked even when paying for it then empties a place (a Seed Dispensary
    # used up: differential 5103)
    full = pl.hand[hand_index].defn.kind == "support" and len(pl.supports) >= 4
    # the cost modifiers spend their usages as the cost was previewed, with the card still in
    # the hand (Sumeru City compares the dice with the cards in hand)
    card_cost(m, p, pl.hand[hand_index].defn, target, dry=False)
    hc = pl.hand.pop(hand_index)
    pl.cards_played += 1
    defn = hc.defn
    spend(m, p, payment)
    need = sum(n for t, n in defn.cost if t == "energy")
    if need:
        who = card_character(m, p, defn, target)
        who.energy -= need
    if defn.kind == "arcane_legend":
        pl.legend_used = True
    pl.played_round[defn.id] = pl.played_round.get(defn.id, 0) + 1
    pl.played_ids[defn.id] = pl.played_ids.get(defn.id, 0) + 1
    if m.verbose:
        L.action(m, "play", player=p, card=L.card(defn), target=None if target is None else _tname(target))
    if "playing" in m.subscribed:
        pev = CardEv("playing", card=defn, target=target)
        dispatch(m, "playing", pev, (p,))
        if pev.negated:
            # 无效化: the card was played (paid for, counted) but its effect does nothing
            if m.verbose:
                m.say("  %s is negated" % defn.name)
            card_was_played(m, p, defn, target)
            return
    if full and pl.supports:
        from .decisions import ask_select
        ask_select(m, p, "replace_support", [e.defn.name for e in pl.supports], data=defn.id)
        return
    resolve_card(m, p, defn, target)


def _tname(t):
    return t.defn.name


def resolve_card(m, p, defn, target):
    pl = m.players[p]
    act = pl.characters[pl.active]
    holder = target if target is not None and hasattr(target, "statuses") else act
    if target is None and defn.kind == "talent" and defn.character:
        # a talent card played on no character acts through its own character
        holder = next((c for c in pl.characters if c.defn.name == defn.character and not c.defeated), act)
    ev = CardEv("play", card=defn, target=target)
    e = None
    # a Food that feeds every character not Satiated (Tandoori Roast Chicken): those it feeds
    # become Satiated after its effect
    fed = hungry(pl) if "feeds_all" in defn.flags else ()
    if defn.kind in EQUIP_KINDS and "no_equip" not in defn.flags:
        # one weapon, one artifact, one talent, one technique per character ("a character can
        # only equip 1 Technique at a time"): a weapon, artifact or technique already held,
        # even one of the same name, is discarded and the new one attached last; the same
        # talent played again is refreshed in place
        for e in [e for e in holder.equipment
                  if e.defn.kind == defn.kind and (defn.kind != "talent" or e.defn is not defn)]:
            D.remove_entity(m, e)
        e = zones.create_entity(m, p, defn, holder)
        ctx = Ctx(p, e, holder, defn)
    elif defn.kind == "support":
        e = zones.create_entity(m, p, defn)
        ctx = Ctx(p, e, act, defn)
    else:
        ctx = Ctx(p, None, holder, defn)
    if defn.play is not None:
        defn.play(m, ctx, ev)
        if hold(m, ("call", _card_done, (m, p, defn, target, tuple(fed), e))):
            return
    _card_done(m, p, defn, target, fed, e)


def _card_done(m, p, defn, target, fed=(), e=None):
    """What playing a card does after its effect (after the answer, if it asked a choice):
    `fed`, the characters a Food for all feeds; `e`, the entity the card put in play."""
    if defn.kind == "food" and target is not None:
        # created after the food's own effect: statuses appear in the order they were created
        zones.create_entity(m, p, m.lib.satiated, target)
    for c in fed:
        if not c.defeated:
            zones.create_entity(m, p, m.lib.satiated, c)
    card_was_played(m, p, defn, target, e)


def hungry(pl):
    """The characters a Food can still feed: living, not Satiated."""
    return [c for c in pl.characters if not c.defeated and not satiated(c)]


def satiated(ch):
    """Whether a character holds a status that keeps it from eating (Satiated)."""
    for e in ch.statuses:
        if "satiated" in e.defn.flags:
            return True
    return False


def living(pl, name):
    """The living character of that name on a side, or None."""
    for c in pl.characters:
        if c.defn.name == name and not c.defeated:
            return c
    return None


def card_was_played(m, p, defn, target, made=None):
    """`made`: the entity the card put in play (a support, equipment), for `card.is_self`."""
    emit(m, "card_played", CardEv("card_played", card=defn, target=target, made=made), (p,))
    if "opp_card_played" in m.subscribed:
        emit(m, "opp_card_played", CardEv("opp_card_played", card=defn, target=target), (1 - p,))


# ---- tuning --------------------------------------------------------------------------------

def tune_die(pl, team=None):
    """The die the auto-tune converts: not Omni, not already the active element; the element
    the team needs least, fewest first.  `team`: team_elements(pl), when the caller has it."""
    act = pl.characters[pl.active].element
    if team is None:
        team = team_elements(pl)
    best = None
    dice = pl.dice
    for i in range(1, len(DICE)):
        n = dice[i]
        if n and DICE[i] != act:
            key = (DICE[i] in team, n, i)
            if best is None or key < best:
                best = key
    return None if best is None else DICE[best[2]]
