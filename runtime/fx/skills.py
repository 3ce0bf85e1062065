"""Using a skill from an effect, and summons acting outside the End Phase."""
from ..actions import run_skill
from ..events import Ctx, Ev
from .targets import chars


def use_skill(m, me, ev, name, to="self"):
    if ev is not None and ev.dry:
        return
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
    p = m.players[me.p]
    for e in tuple(p.summons):
        if m.winner is not None:
            return
        if not e.uid or tag not in e.defn.tags:
            continue
        for h in e.defn.handlers.get("end_phase", ()):
            if e.uid:
                h(m, Ctx(me.p, e, p.characters[p.active], e.defn), Ev("end_phase", keep_usage=True))
