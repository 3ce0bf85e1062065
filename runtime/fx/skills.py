"""Using a skill from an effect, and summons acting outside the End Phase."""
from ..actions import run_skill
from ..events import Ev
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
    without spending their usages — once the resolution running now has finished, each as a
    resolution of its own (the reference engine: after a defeat, the triggered summon hits the
    new active character)."""
    if ev is not None and ev.dry:
        return
    items = [("handler", "end_phase", Ev("end_phase", keep_usage=True), me.p, None, e)
             for e in m.players[me.p].summons
             if e.uid and tag in e.defn.tags and "end_phase" in e.defn.handlers]
    if m.collect:
        m.collect[-1].extend(items)
    elif items:
        from ..resolution import settle
        m.queue.append(items)
        settle(m)
