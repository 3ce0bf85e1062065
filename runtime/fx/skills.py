"""Using a skill from an effect, and summons acting outside the End Phase."""
from ..actions import plunges, run_skill, run_technique, skill_allowed, techniques
from ..events import OccasionEv
from ..zones import skills_locked
from .targets import chars


def use_skill(m, me, ev, name, to="self"):
    """The character uses the skill named, or (`name` a 1-tuple: `use_skill normal`) its skill of
    that kind."""
    if ev is not None and ev.dry:
        return
    prepared = ev is not None and ev.name == "prepare"
    for t in chars(m, me, ev, to):
        skills = t.defn.skills
        if isinstance(name, tuple):
            # a skill named by its kind: the one the character can use now (a `require` holds:
            # La Signora's Normal Attack of her current form), else the first of that kind
            skills = sorted(skills, key=lambda s: not skill_allowed(m, t.player, t, s))
        for s in skills:
            if (s.kind == name[0]) if isinstance(name, tuple) else (s.name.lower() == name.lower()):
                pl = m.players[t.player]
                # a status's or equipment's handler (Midare Ranzan) cannot make a character use
                # a skill while it cannot use skills (Frozen, Petrified: seed 003), as the
                # reference engine skips the request; a played card's legality is its own
                if not prepared and (ev is None or ev.name != "play") and skills_locked(t):
                    return
                # 我方选择行动前…直接使用: a skill a `before_action` effect uses is the player's
                # action for this turn; it is used once every `before_action` effect has run
                # (phases.resume_turn), and the turn passes (the reference engine's replaced action)
                if ev is not None and ev.name == "before_action" and t.idx == pl.active:
                    pl.flags["replace_action"] = (t.idx, s.id)
                    return
                # a Normal Attack an effect uses (a talent card's) is a Charged Attack when the
                # player's dice count was even as the action began, before the card was paid
                # for: the reference engine decides so once per action (canCharged)
                charged = s.kind == "normal" and not prepared and pl.even_dice
                # seed 003 (下落攻击): after a character is switched in, its next skill this round
                # is a Plunging Attack if it is a Normal Attack: one an effect uses counts too
                plunge = False
                if not prepared and t.idx == pl.active and not t.defeated:
                    plunge = plunges(pl, t, s)
                    pl.plunge = False
                # the rules' exception (seeds 003/004: 此類需要準備的技能 / このような準備を必要とする
                # スキル: no "after using a skill" effects, and no Energy) is for the skills that
                # cannot be used but by preparing them (`prepared` skills); a character's own
                # skill a preparation uses (Tatankasaurus's Normal Attack) is used as any other
                own = prepared and s.kind == "prepared"
                if prepared and m.collect:
                    # a preparing status's skill comes after what the status's effect set off
                    # before it: Tatankasaurus's next preparation (Collective of Plenty's Workout
                    # for it) precedes the Normal Attack, as in the reference engine, which
                    # neither the rules nor the card's text order otherwise (differential 5014)
                    m.collect[-1].append(("call", run_skill, (t.player, t, s, False, own, charged, plunge)))
                    return
                run_skill(m, t.player, t, s, by_card=not prepared, prepared=own,
                          charged=charged, plunge=plunge)
                return
        if not isinstance(name, tuple):
            # a technique of what the character holds (Mist Bubble Slime's prepared Mist Bubble
            # Lockdown): used as a technique, without its `require`, which keeps it from being
            # chosen as an action
            for e, s in techniques(t):
                if s.name.lower() == name.lower():
                    run_technique(m, t.player, t, e, s)
                    return


def replace_action(m, pl, replaced):
    """Use the skill a `before_action` effect asked for, as the player's action for the turn
    (phases.resume_turn); False when it can no longer be used (its character is no longer the
    active one, or cannot use skills now): the player chooses an action then."""
    idx, sid = replaced
    t = pl.characters[idx]
    if idx != pl.active or t.defeated or skills_locked(t):
        return False
    s = next(s for s in t.defn.skills if s.id == sid)
    charged = s.kind == "normal" and pl.even_dice
    plunge = s.kind == "normal" and pl.plunge
    pl.plunge = False
    run_skill(m, pl.idx, t, s, by_card=True, charged=charged, plunge=plunge)
    return True


def trigger_summons(m, me, ev, tag):
    """Your summons with `tag` act as in the End Phase (in the order they entered play),
    without spending their usages — once the resolution running now has finished, each as a
    resolution of its own (the reference engine: after a defeat, the triggered summon hits the
    new active character)."""
    if ev is not None and ev.dry:
        return
    items = [("handler", "end_phase", OccasionEv("end_phase", keep_usage=True), me.p, None, e)
             for e in m.players[me.p].summons
             if e.uid and tag in e.defn.tags and "end_phase" in e.defn.handlers]
    if m.collect:
        m.collect[-1].extend(items)
    elif items:
        from ..resolution import settle
        m.queue.append(items)
        settle(m)


def trigger_random_summon(m, me, ev, of="own", tag=None):
    """One summon of a side with an End Phase effect, chosen at random (the match's generator),
    acts as in the End Phase and spends its usages as there: once the resolution running now has
    finished, as a resolution of its own (as trigger_summons).  `tag`: only among the summons
    with that tag (Calligraphy Tavern)."""
    if ev is not None and ev.dry:
        return
    from .targets import side_of
    p = side_of(m, me, ev, of)
    pool = [e for e in m.players[p].summons if e.uid and "end_phase" in e.defn.handlers
            and (tag is None or tag in e.defn.tags)]
    if not pool:
        return
    e = pool[m.rng.randrange(len(pool))]
    items = [("handler", "end_phase", OccasionEv("end_phase"), p, None, e)]
    if m.collect:
        m.collect[-1].extend(items)
    else:
        from ..resolution import settle
        m.queue.append(items)
        settle(m)
