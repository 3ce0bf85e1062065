"""The order of resolution: one queue of what is still to happen (docs/resolution.md).

A *resolution* is one thing that runs card code as a whole: a skill, a played card, one
end-phase effect, one triggered handler.  While it runs, only its own modifiers run with it (the
damage pipeline, costs); the "after" events it causes (events.AFTER) are collected.  When it has
finished, a frame goes on top of the queue: first the defeats (characters left at 0 HP), then
the collected events in the order they happened.  Each event is delivered to the handlers
subscribed when it is delivered (so a summon the skill created hears the skill's reaction), each
handler in a resolution of its own, whose frame is settled before the next handler runs.

The queue is plain data in the match (`m.queue`, a stack of frames), so when a player must
decide (a new active character after a defeat) everything waits and goes on after the answer.
A choice asked in the middle of card code (runtime/choices.py) stops the resolutions running:
each keeps what it still had to do in the decision (`hold`), and goes on after the answer."""
from . import damage as D
from . import events
from .events import Ctx, hears, subscribers, ears as ears_of

DEFEATS = ("defeats",)
# delivered before the defeats: they say what the damage itself did, and a shield used up by it
# (Seamless Shield: 1 Dendro DMG "when removed") acts before the new active character is chosen,
# as in the reference engine (differential seed 4214)
DAMAGE_EVENTS = ("damaged", "dealt_damage", "opp_damaged", "shield_used_up")


def resolve(m, fn, *args):
    """Run fn(*args) as one resolution, then settle what it caused."""
    floor = len(m.queue)
    fell = len(m.dying)
    m.collect.append([])
    try:
        fn(*args)
    finally:
        got = m.collect.pop()
    if m.paused is not None:
        # fn stopped for a player's choice: the resolution ends when its rest has run
        m.paused.resume.append(("resolve_end", got, floor, fell))
        return
    finish(m, got, floor, fell)


def hold(m, item):
    """When card code has stopped for a choice (m.paused), keep `item` — what the caller still
    had to do — to run after the answer, and say so (the caller then returns at once)."""
    if m.paused is None:
        return False
    m.paused.resume.append(item)
    return True


def settle_held(m, floor):
    """settle(), which a choice asked by a handler may interrupt: then the rest of the settling
    waits for the answer too."""
    settle(m, floor)
    hold(m, ("settle", floor))


def finish(m, got, floor, fell):
    """The end of a resolution: its frame (defeats first, see below) goes on the queue and is
    settled."""
    if len(m.dying) > fell:
        # only the defeats this resolution caused: a handler run from the frame of an earlier
        # one must not settle that one's defeats ahead of its after-damage events
        # the "after damage" events come before the defeats they led to (the reference engine:
        # a stack gained for the damage shows while the opponent chooses a new active; an
        # "after a reaction" effect such as Instructor's Cap's die comes after the choice)
        hit = [x for x in got if x[0] in ("event", "last") and x[1] in DAMAGE_EVENTS]
        # a reaction's switch waiting for the effect to finish (Overloaded's: fx/switching.py)
        # comes before the defeats too
        pre = [x for x in got if x[0] == "predefeat"]
        # a skill's Energy comes once its defeats are done, before their `defeated` events and
        # the choice of a new active character (check_defeats puts those after it)
        energy = [x for x in got if x[0] == "energy"]
        rest = [x for x in got if not (x[0] in ("event", "last") and x[1] in DAMAGE_EVENTS)
                and x[0] not in ("predefeat", "energy")]
        got = hit + pre + [DEFEATS] + energy + rest
    if got:
        m.queue.append(got)
    settle_held(m, floor)


def occasion(m, event, ev, sides):
    """An occasion (the battle begins, an action phase begins): each subscribed handler runs as
    a resolution of its own, in resolution order."""
    # delivered at once unless a decision is waited for: then it waits too, for whatever is in
    # play when it is delivered; else what nothing in play hears now is heard by nothing
    if event in m.subscribed and (m.pending or hears(m, event, sides)):
        floor = len(m.queue)
        m.queue.append([("event", event, ev, tuple(sides))])
        settle(m, floor)


def later(m, fn, *args):
    """Run fn(m, *args) once everything queued now has been settled (an action's continuation:
    passing the turn after a skill waits for the skill's after-effects and any choice)."""
    m.queue.append([("call", fn, args)])


def settle(m, floor=0):
    """Work through the queue above `floor` until it is empty, a decision is waited for, or the
    match is over."""
    q = m.queue
    while len(q) > floor and not m.pending and m.winner is None:
        frame = q[-1]
        if not frame:
            q.pop()
            continue
        item = frame.pop(0)
        kind = item[0]
        if kind == "event":
            # most events reach no handler: the sides' listener indexes say so at once
            event, ears = item[1], m.ears
            for pi in item[3]:
                ear = ears[pi]
                if ear is None or events.CHECK:
                    ear = ears_of(m, pi)
                if event in ear.events:
                    break
            else:
                continue
            subs = subscribers(m, event, item[3])
            t = item[2].target if item[1] == "damaged" else None
            if t is not None and t.hp == 0 and DEFEATS in frame:
                # the damage brought its target to 0 HP: what is attached to it hears that damage
                # only once the defeats are settled, so if the character falls it falls with it
                # and hears nothing (Tenacity of the Millelith's die; the reference engine
                # discards it first), and if it is kept from defeat (a `survive`) it hears it then
                own = [x for x in subs if x[1] is t and x[2] is not None]
                if own:
                    subs = [x for x in subs if not (x[1] is t and x[2] is not None)]
                    k = frame.index(DEFEATS) + 1
                    while k < len(frame) and frame[k][0] == "energy":
                        k += 1         # a skill's Energy stays right after the defeats
                    frame[k:k] = [("handler", item[1], item[2], pi, ch, e) for pi, ch, e in own]
            if subs:
                ev = item[2]
                q.append([("handler", event, ev, pi, ch, e) for pi, ch, e in subs])
        elif kind == "call":
            item[1](m, *item[2])
        elif kind == "handler":
            _handle(m, *item[1:])
        elif kind in ("predefeat", "energy"):
            item[1](m, *item[2])
        elif kind == "last":
            _last(m, *item[1:])
        elif kind == "defeats":
            D.check_defeats(m)
        else:
            item[1](m, *item[2])
    if m.winner is not None:
        q.clear()
        m.dying = []


def _handle(m, event, ev, pi, ch, e):
    if e is not None:
        if not e.uid:
            return                     # it left play before its turn came
        defn = e.defn
        if ch is None:
            pl = m.players[pi]
            ch = pl.characters[pl.active]
    else:
        if ch.defeated:
            return
        defn = ch.defn
    hs = defn.handlers.get(event)
    if hs:
        run_handlers(m, hs, Ctx(pi, e, ch, defn), ev)


def _last(m, event, ev, pi, ch, e):
    """An entity's own event heard after it left play (events.emit_to): its handlers run as one
    resolution even though it is gone; `use` and the like change nothing on it any more."""
    hs = e.defn.handlers.get(event)
    if hs:
        resolve(m, _run_gone, m, hs, Ctx(pi, e, ch, e.defn), ev)


def _run_gone(m, hs, ctx, ev):
    for i, h in enumerate(hs):
        h(m, ctx, ev)
        if i + 1 < len(hs) and hold(m, ("call", _run_gone, (m, hs[i + 1:], ctx, ev))):
            return


def run_handlers(m, hs, ctx, ev):
    """Run one definition's handlers of an event as one resolution."""
    resolve(m, _run_all, m, hs, ctx, ev)


def _run_all(m, hs, ctx, ev):
    for i, h in enumerate(hs):
        if ctx.e is not None and not ctx.e.uid:
            return
        h(m, ctx, ev)
        if i + 1 < len(hs) and hold(m, ("call", _run_all, (m, hs[i + 1:], ctx, ev))):
            return
