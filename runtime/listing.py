"""What the player to act may do now: the legal actions, each priced by the auto-pay.

`legal_actions` lists them once per decision; runtime/engine.py's `apply` trusts one of them,
the very object with its fields as listed, and checks any other action in full (`why_illegal`)."""
from . import actions as A
from . import choices
from . import zones
from .defs import DICE
from .dice import pay_table, priced


class Action:
    __slots__ = ("kind", "player", "skill", "index", "target", "payment", "dice", "choice",
                 "die")

    def __init__(self, kind, player, skill=None, index=None, target=None, payment=None,
                 dice=None, choice=None, die=None):
        self.kind, self.player, self.skill, self.index = kind, player, skill, index
        self.target, self.payment, self.dice, self.choice, self.die = target, payment, dice, choice, die

    def fields(self):
        # the lists' contents, not the lists: a payment changed in place is a changed action
        pay, dice = self.payment, self.dice
        return (self.kind, self.player, self.skill, self.index, self.target,
                tuple(pay) if type(pay) is list else pay, tuple(dice) if type(dice) is list else dice,
                self.choice, self.die)

    def __repr__(self):
        # any field may hold anything (a refused action is shown in its reason), so %s / %r
        parts = ["%s" % (self.kind,), "P%s" % (self.player,)]
        for k in ("skill", "index", "target", "choice", "die", "payment"):
            v = getattr(self, k)
            if v is not None:
                parts.append("%s=%s" % (k, v))
        if self.dice is not None:
            dice = self.dice
            parts.append("dice=%s" % (",".join(dice) if isinstance(dice, (list, tuple))
                                      and all(type(d) is str for d in dice) else repr(dice)))
        return "<%s>" % " ".join(parts)


def listed(kind, p, skill, index, target, pay, die=None):
    """An action of the action phase as legal_actions lists it, paying `pay` (a tuple; the
    action gets a list), made without __init__'s keywords: a decision lists several."""
    a = Action.__new__(Action)
    a.kind, a.player, a.skill, a.index, a.target = kind, p, skill, index, target
    a.payment = None if pay is None else list(pay)
    a.dice = a.choice = None
    a.die = die
    return a


def legal_actions(m):
    """Every action the player to act may take now, priced (its payment chosen by auto-pay)."""
    if m.winner is not None or (not m.pending and m.phase != "action"):
        m.offered = None
        return []
    out = decision_actions(m, m.pending[0]) if m.pending else action_options(m)
    # what each was listed with: its fields hold lists (a payment, a mulligan's cards, a
    # reroll's dice) that can change in place, so a snapshot of their contents
    m.offered = (m.actions, out, [a.fields() for a in out])
    return out


def action_options(m):
    """The action phase's options, each priced."""
    p = m.current
    pl = m.players[p]
    out = []

    act = pl.characters[pl.active]
    team = A.team_elements(pl)
    purse = (tuple(pl.dice), act.element, team)    # A.purse: what every option is priced against
    table = pay_table(purse)
    # which kinds of action a cost handler hears now (A.modified_cost): the others cost their base
    mine, theirs = A.cost_ears(m, p)
    if not act.defeated and not skills_blocked(act):
        heard = A.heard(mine, theirs, "skill")
        for s in act.defn.skills:
            if s.kind not in COMBAT_SKILLS or act.energy < s.energy_cost:
                continue
            if (s.special_cost and act.special < s.special_cost) or (
                    s.require is not None and not A.skill_allowed(m, p, act, s)):
                continue
            cost = A.modified_cost(m, p, "skill", s.dice_cost, skill=s, user=act)[0] if heard \
                else s.plain_cost
            pay = priced(purse, table, cost)
            if pay is not None:
                out.append(listed("skill", p, s.id, None, None, pay))
        # techniques (特技): combat actions granted by equipment or statuses, blocked with skills
        if act.equipment or act.statuses:
            for e, s in A.techniques(act):
                if act.energy < A.energy_needed(s) or not A.skill_allowed(m, p, act, s, e):
                    continue
                pay = priced(purse, table, A.technique_cost(m, p, act, s))
                if pay is not None:
                    out.append(listed("technique", p, s.id, None, None, pay))
    heard = A.heard(mine, theirs, "switch")
    for c in pl.characters:
        if c.idx != pl.active and not c.defeated:
            pay = priced(purse, table, switch_cost(m, p, c)[0] if heard else SWITCH_COST)
            if pay is not None:
                out.append(listed("switch", p, None, c.idx, None, pay))
    seen = set()
    for i, hc in enumerate(pl.hand):
        defn = hc.defn
        if defn.id in seen:
            continue
        seen.add(defn.id)
        side = ENTITY_SIDE.get(defn.target)
        plain = defn.plain_play
        heard = A.heard(mine, theirs, "card", defn.kind)
        for t in A.card_targets(m, p, defn):
            if not plain and A.card_playable(m, p, defn, t) is not None:
                continue
            pay = priced(purse, table, A.card_cost(m, p, defn, t)[0] if heard else defn.plain_cost)
            if pay is not None:
                out.append(listed("play", p, None, i, None if t is None else target_ref(p, t, side), pay))
    die = A.tune_die(pl, team)
    if die is not None:
        tuned = set()
        for i, hc in enumerate(pl.hand):
            defn = hc.defn
            if defn.id not in tuned and "no_tune" not in defn.flags:
                tuned.add(defn.id)
                out.append(listed("tune", p, None, i, None, None, die))
    out.append(listed("end", p, None, None, None, None))
    return out


SWITCH_COST = (("unaligned", 1),)
COMBAT_SKILLS = frozenset(("normal", "elemental", "burst"))


def decision_actions(m, d):
    p = d.player
    if d.kind == "choose":
        # who is alive now: more characters may have fallen since the question was asked
        return [Action("choose", p, choice=c.idx) for c in m.players[p].characters if not c.defeated]
    if d.kind == "initial":
        return [Action(d.kind, p, choice=i) for i in d.options]
    if d.kind == "reroll":
        pl = m.players[p]
        want = {c.element for c in pl.characters if not c.defeated}
        bad = [DICE[i] for i in range(1, len(DICE)) for _ in range(pl.dice[i]) if DICE[i] not in want]
        opts = [Action("reroll", p, dice=[])]
        if bad:
            opts.append(Action("reroll", p, dice=bad))
        return opts
    if d.kind == "mulligan":
        pl = m.players[p]
        return [Action("mulligan", p, choice=[]),
                Action("mulligan", p, choice=list(range(len(pl.hand))))]
    if d.kind in choices.CHOICE_KINDS:
        return [Action("select", p, choice=o) for o in choices.answers(d, m.players[p])]
    return [Action("select", p, choice=o) for o in d.options]


def skills_blocked(ch):
    return zones.skills_locked(ch)


def switch_cost(m, p, to):
    # positional: compiled, a call into another module's typed function cannot skip an
    # optional argument (tests/test_pxd.py)
    return A.modified_cost(m, p, "switch", SWITCH_COST, None, to, None, to)


def target_ref(p, t, side=None):
    if t is None:
        return None
    if hasattr(t, "statuses"):
        return ("own" if t.player == p else "opp", t.idx)
    # a summon or support: by name, on the side the card's target kind names (both sides may
    # have one of that name)
    return ("entity", t.defn.name) if side is None else ("entity", t.defn.name, side)


ENTITY_SIDE = {"opp_summon": "opp", "own_summon": "own", "own_support": "own"}


def entity_side(defn):
    """The side (own, opp) whose entities a card targets, or None."""
    return ENTITY_SIDE.get(defn.target)
