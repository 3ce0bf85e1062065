"""The round: roll phase, start of the action phase, turn passing, end phase.

The end phase is a list of plain-data jobs, so it can pause for a decision (a new active
character after a summon's defeat) and go on afterwards."""
from . import damage as D
from . import fx
from .decisions import ask_reroll
from .events import Ctx, dispatch, both, emit, hears, subscribers, Ev, OccasionEv, SkillEv
from .resolution import later, occasion, resolve, run_handlers, settle
from .defs import DICE
from .transfiguration import transfigure
from .dice import dice_names, gain as dice_gain, lose as dice_lose
from . import log as L


def roll_dice(m, p, n=8, fixed=()):
    """Roll n dice; `fixed` names faces some of them are bound to show (at most n), the others
    are random (or Omni under rules.dice: omni)."""
    pl = m.players[p]
    from .defs import DIE_INDEX
    for d in list(fixed)[:n]:
        dice_gain(pl, DIE_INDEX[d])
        n -= 1
    if m.rules.get("dice") == "omni":
        dice_gain(pl, 0, n)
    else:
        for _ in range(n):
            dice_gain(pl, m.rng.randrange(len(DICE)))
    over = sum(pl.dice) - 16
    i = len(DICE) - 1
    while over > 0 and i >= 0:
        k = min(over, pl.dice[i])
        dice_lose(pl, i, k)
        over -= k
        i -= 1


def begin_roll_phase(m):
    m.phase = "roll"
    if m.verbose:
        L.add(m, "round", L.QUIET, 0, round=m.round)
    for p in both(m.first):
        pl = m.players[p]
        for i in range(len(DICE)):
            dice_lose(pl, i, pl.dice[i])
        ev = OccasionEv("roll_phase", fixed=[])
        dispatch(m, "roll_phase", ev, (p,))
        roll_dice(m, p, fixed=ev.fixed)
        if m.verbose:
            L.add(m, "roll", L.VERBOSE, player=p, dice=dice_names(pl.dice))
        ask_reroll(m, p, 1 + max(0, ev.rerolls))      # the rules' reroll, and those add_reroll grants


def reroll(m, p, names):
    pl = m.players[p]
    from .defs import DIE_INDEX
    for d in names:
        dice_lose(pl, DIE_INDEX[d])
    into = []
    for _ in names:            # a reroll is a roll of the roll phase: rules.dice holds
        i = 0 if m.rules.get("dice") == "omni" else m.rng.randrange(len(DICE))
        dice_gain(pl, i)
        into.append(DICE[i])
    if m.verbose:
        L.action(m, "reroll", L.NORMAL, player=p, dice=list(names), into=into)


def begin_action_phase(m):
    m.phase = "action"
    if m.verbose:
        L.add(m, "phase", L.NORMAL, 0, phase="action")
    m.current = m.first
    for p in both(m.first):            # Elemental Transfiguration (runtime/transfiguration.py)
        transfigure(m, p)
    occasion(m, "action_phase", Ev("action_phase"), both(m.first))
    resume_turn(m)


def pass_turn(m, p):
    """After a combat action by player p."""
    give_turn(m, p)
    resume_turn(m)


def give_turn(m, p):
    """After player p's combat action: the turn goes to the opponent, unless the opponent has
    declared the end of the round or its next turn is skipped (Fresh Wind of Freedom's
    `act_again`: that turn is spent, and p acts again)."""
    o = 1 - p
    if m.players[o].declared_end:
        m.current = p
    elif m.players[o].flags.pop("skip_turn", False):
        if m.verbose:
            m.say("P%d acts again" % p)
        m.current = p
    else:
        m.current = o


def resume_turn(m):
    """Before a player acts: `before_action`, once per choice (again after a quick action); then
    a skill may take the turn instead of a choice: a prepared one (the active character is
    preparing it) or one a `before_action` effect used (Midare Ranzan's Normal Attack); else the
    player chooses an action."""
    while m.phase == "action" and m.winner is None and not m.pending:
        pl = m.players[m.current]
        if pl.declared_end:
            return
        if not m.chose:
            # 我方选择行动前: heard at every turn of the player, a turn a prepared skill takes too
            # (the reference engine raises it at each turn of its action loop, then looks for a
            # skill that replaces the action), and after a quick action; it may change the state
            # (a defeat, a choice asked), so the loop looks again afterwards
            m.chose = True
            own = "before_action" in m.subscribed and subscribers(m, "before_action", (pl.idx,))
            # 双方选择行动前 (Burst Scan): heard by both sides, the chooser's first, after its own
            anyone = "before_any_action" in m.subscribed and subscribers(m, "before_any_action", both(pl.idx))
            if own or anyone:
                # a Normal Attack a `before_action` effect uses (Midare Ranzan) is charged by
                # the dice held as this turn begins
                pl.even_dice = pl.dice_count() % 2 == 0
                floor = len(m.queue)
                m.queue.append([("event", "before_action", Ev("before_action"), (pl.idx,)),
                                ("event", "before_any_action", Ev("before_any_action"), both(pl.idx))])
                settle(m, floor)
                continue
        act = pl.characters[pl.active]
        prep = [e for e in act.statuses if "preparing" in e.defn.flags]
        replaced = pl.flags.pop("replace_action", None)
        if prep:
            e = prep[0]
            ev = SkillEv("prepare", user=act, character=act)
            run_handlers(m, e.defn.handlers.get("prepare", ()), Ctx(pl.idx, e, act, e.defn), ev)
            if e.uid and e in act.statuses:
                resolve(m, D.remove_entity, m, e)
        elif replaced is None or not fx.skills.replace_action(m, pl, replaced):
            return
        # the skill was the player's action: the turn passes (no `acted`: no action was chosen)
        m.chose = False
        give_turn(m, pl.idx)
        if m.pending:
            return


def declare_end(m, p):
    pl = m.players[p]
    pl.declared_end = True
    if m.verbose:
        L.action(m, "end_round", player=p)
    if m.next_first is None:
        m.next_first = p
    # "when you declare the end" (宣布结束时) effects resolve before the turn passes or the End
    # Phase begins (and a choice they cause is answered first)
    later(m, after_declare_end, p)
    later(m, action_done, p)
    if hears(m, "declared_end", (p,)) or hears(m, "opp_declared_end", (1 - p,)):
        resolve(m, _announce_end, m, p)
    settle(m)


def _announce_end(m, p):
    """`declared_end` for player p, `opp_declared_end` for the opponent (Pankration!)."""
    emit(m, "declared_end", Ev("declared_end"), (p,))
    emit(m, "opp_declared_end", Ev("opp_declared_end"), (1 - p,))


def action_done(m, p):
    """Player p's action and all it caused have resolved: `acted`, heard by both sides
    (Setaria), before the turn passes or the player chooses again."""
    # an event heard by nothing in play now could be heard by nothing later either: it is
    # delivered at once, nothing running in between
    if m.winner is None and hears(m, "acted", (p, 1 - p)):
        resolve(m, emit, m, "acted", Ev("acted"), (p, 1 - p))


def after_declare_end(m, p):
    if m.winner is not None or m.pending:
        return
    if m.players[1 - p].declared_end:
        begin_end_phase(m)
    else:
        m.current = 1 - p
        resume_turn(m)


def begin_end_phase(m):
    m.phase = "end"
    if m.verbose:
        L.add(m, "phase", L.NORMAL, 0, phase="end")
    first = m.next_first if m.next_first is not None else m.first
    jobs = []
    for p in both(first):
        pl = m.players[p]
        n = len(pl.characters)
        for k in range(n):
            ch = pl.characters[(pl.active + k) % n]
            if "end_phase" in ch.defn.handlers:
                jobs.append(("char", p, ch.idx))
            for e in ch.equipment + ch.statuses:
                if "end_phase" in e.defn.handlers:
                    jobs.append(("ent", p, e.uid))
        for group in (pl.combat_statuses, pl.summons, pl.supports):
            for e in group:
                if "end_phase" in e.defn.handlers:
                    jobs.append(("ent", p, e.uid))
    for p in both(first):
        jobs.append(("shock", p, 0))
    # each player's draw is an effect of its own: a defeat the first player's draw causes is
    # chosen for at once, before the other player draws (rules.md, differential 5103)
    jobs += [("tick", 0, 0)] + [("draw", p, 0) for p in both(first)] + [("next", 0, 0)]
    m.end_jobs = jobs
    run_end_jobs(m)


def find_entity(pl, uid):
    for group in (pl.combat_statuses, pl.summons, pl.supports):
        for e in group:
            if e.uid == uid:
                return e, pl.characters[pl.active]
    for ch in pl.characters:
        for e in ch.equipment + ch.statuses:
            if e.uid == uid:
                return e, ch
    return None, None


def run_end_jobs(m):
    while m.end_jobs and m.winner is None:
        if m.pending:
            return
        kind, p, ref = m.end_jobs.pop(0)
        pl = m.players[p] if kind != "tick" else None
        if kind == "char":
            ch = pl.characters[ref]
            if not ch.defeated:
                if m.verbose:
                    L.add(m, "end_phase", player=p, what=L.char(ch))
                run_handlers(m, ch.defn.handlers["end_phase"], Ctx(p, None, ch, ch.defn), OccasionEv("end_phase"))
        elif kind == "ent":
            e, ch = find_entity(pl, ref)
            if e is not None:
                if m.verbose:
                    L.add(m, "end_phase", player=p, what=L.ent(e))
                run_handlers(m, e.defn.handlers["end_phase"], Ctx(p, e, ch, e.defn), OccasionEv("end_phase"))
        elif kind == "shock":
            resolve(m, electric_shock, m, p)
        elif kind == "tick":
            resolve(m, tick, m)
        elif kind == "draw":
            resolve(m, fx.draw_cards, m, p, 2)
        elif kind == "next":
            m.end_jobs = None
            next_round(m)
            return
    if m.winner is not None:
        m.end_jobs = None


def electric_shock(m, p):
    pl = m.players[p]
    for c in list(pl.hand):
        if c.shock and c in pl.hand:
            alive = [ch for ch in pl.characters if not ch.defeated]
            if not alive:
                return
            t = max(alive, key=lambda ch: (ch.hp, -ch.idx))
            if m.verbose:
                m.say("  Electric Shock on %s" % c.defn.name)
            D.deal_damage(m, 1 - p, None, None, t, "piercing", c.shock)


def tick(m):
    """Durations tick down; per-round limits and counters start again."""
    for pl in m.players:
        groups = [pl.combat_statuses, pl.summons, pl.supports]
        for ch in pl.characters:
            groups += [ch.statuses, ch.equipment]
            ch.uses_round = {}
            ch.round_left = ch.defn.per_round
            for k in ch.defn.round_counters:
                ch.vars[k] = 0
        for group in groups:
            for e in list(group):
                if e.defn.per_round is not None:
                    e.round_left = e.defn.per_round
                for k in e.defn.round_counters:
                    e.vars[k] = 0
                if e.duration is not None:
                    e.duration -= 1
                    if e.duration <= 0:
                        D.remove_entity(m, e)
        pl.defeated_this_round = False
        pl.flags.pop("skip_turn", None)     # a turn to skip is this round's (act_again)
        pl.played_round = {}
        pl.plunge = False
        pl.declared_end = False


def next_round(m):
    if m.round >= m.rules.get("round_limit", 15):
        m.winner = "draw"
        m.phase = "over"
        if m.verbose:
            m.say("Round limit reached: a draw")
        return
    m.round += 1
    if m.next_first is not None:
        m.first = m.next_first
    m.next_first = None
    begin_roll_phase(m)
