"""Choices asked in the middle of card code: pick one of several cards or summons (挑选), swap
hand cards (替换手牌), pick a character that meets a condition.  docs/resolution.md "Choices in the middle of an effect".

A choice is a decision like the choice of a new active character, answered by a `select`
action.  When card code asks one, it stops right there: the generated code returns, and every
resolution running (the handler, the skill or card around it, `resolve` itself) keeps what it
still had to do in the decision (`Decision.resume`, plain data: functions and their arguments)
instead of doing it.  The answer does what was chosen, inside the resolutions that were
running (their collected "after" events are put back), then runs what was kept, in order — so
the effect goes on exactly where it stopped, and what the resolution caused is settled after
it, as if no one had waited.  A choice with nothing to choose from is not asked.

Between two actions `m.paused` is None; it is set from the moment a choice is asked until the
code that was running has stopped (engine.apply clears it)."""
from . import log as L
from . import zones
from .events import CardEv, Ctx, emit, Ev
from .handcards import entered_hand
from .resolution import finish, settle, settle_held
from .state import Decision

# the decisions of this module, each answered by a `select` action
PICKS = ("pick_card", "pick_summon", "pick_play")   # 挑选: one of several cards (or summons) is chosen
CHOICE_KINDS = PICKS + ("swap_hand", "pick_character", "pick_own_summon", "pick_status")


def ask(m, me, ev, kind, options, what=None):
    """Ask the player `me.p` to choose; the code that asks returns at once after this."""
    d = Decision(me.p, kind, list(options), resume=[], data=what)
    m.pending.append(d)
    m.paused = d
    if m.verbose:
        L.add(m, "asked", L.VERBOSE, player=me.p, choice=kind, options=[str(o) for o in d.options])


def then(m, fn, me, ev):
    """Generated code after a call that stopped for a choice: the rest of the handler, skill or
    card (`fn`, a continuation the code generator wrote) runs after the answer."""
    m.paused.resume.append(("then", fn, me, ev))


# ---- what a player may answer ---------------------------------------------------------------

def answers(d, pl):
    """The `select` choices listed among the legal actions for the decision d."""
    if d.kind == "swap_hand":
        n = len(pl.hand)
        # keep none, swap all, or swap one: any other set of hand cards is as legal
        return [[]] + ([list(range(n))] if n > 1 else []) + [[i] for i in range(n)]
    return list(d.options)


def why_not(d, pl, choice):
    """Why `choice` does not answer d, or None.  The shape of the choice is already checked
    (validate.py: a name, a number, or a list of distinct whole numbers)."""
    if d.kind == "swap_hand":
        if not isinstance(choice, (list, tuple)):
            return "the cards to swap are a list of hand indices, not %r" % (choice,)
        bad = [i for i in choice if not 0 <= i < len(pl.hand)]
        if bad:
            return "no hand card %s (the hand holds %d)" % (bad[0], len(pl.hand))
        return None
    if not any(type(o) is type(choice) and o == choice for o in d.options):
        return "%r is not one of %s" % (choice, d.options)
    return None


# ---- the answer -----------------------------------------------------------------------------

def answer(m, d, choice):
    """Do what was chosen, then go on with what the choice interrupted."""
    what = d.data
    chain = d.resume
    for item in reversed(chain):
        if item[0] == "resolve_end":
            m.collect.append(item[1])      # the interrupted resolutions collect again
    m.paused = None
    if d.kind in PICKS:
        # what: (the side it goes to, the definitions offered, named by the options)
        side, offered = what
        defn = offered[d.options.index(choice)]
        if m.verbose:
            m.say("  P%d picks %s" % (d.player, defn.name))
    if d.kind == "pick_summon":
        zones.create_entity(m, side, defn)
        _picked(m, d.player)
    elif d.kind == "pick_card":
        from .fx.cards import HAND_LIMIT, _made           # fx/ imports this module
        if len(m.players[side].hand) < HAND_LIMIT:        # none is created past the limit
            m.players[side].hand.extend(_made(m, side, defn, 1))
            entered_hand(m, side, m.players[side].hand[-1])
        _picked(m, d.player)
    elif d.kind == "pick_play":
        _play_option(m, side, defn)
    elif d.kind == "swap_hand":
        swap_hand(m, d.player, choice)
    elif d.kind == "pick_character":
        me, cands = what               # the handler's context names the one picked `chosen`
        me.chosen = cands[d.options.index(choice)]
        if m.verbose:
            m.say("  P%d picks %s" % (d.player, me.chosen.defn.name))
    elif d.kind == "pick_own_summon":
        side, pool = what              # a summon in play, to act as in the End Phase
        e = pool[d.options.index(choice)]
        if m.verbose:
            m.say("  P%d chooses %s" % (d.player, e.defn.name))
        _trigger(m, side, e)
    elif d.kind == "pick_status":
        targets, offered, by = what    # 挑选: one of several character statuses
        defn = offered[d.options.index(choice)]
        if m.verbose:
            m.say("  P%d picks %s" % (d.player, defn.name))
        for c in targets:
            if not c.defeated:
                zones.create_entity(m, c.player, defn, c, by=by)
        _picked(m, d.player)
    run(m, chain)


def _play_option(m, p, defn):
    """挑选一项 (`choose_play`): the option picked, an event card, takes effect for player p as a
    part of the card that asked: its `on played` handler runs, and no more (no cost, not counted
    as played, no `card_played`).  A choice it asks keeps the rest (`run` sees m.paused)."""
    pl = m.players[p]
    if defn.play is not None:
        defn.play(m, Ctx(p, None, pl.characters[pl.active], defn), CardEv("play", card=defn, target=None))


def _trigger(m, p, e):
    """The summon chosen (Koholasaurus's Spiritway) acts as in the End Phase, spending its
    usages, once the resolution the choice interrupted has finished (as fx trigger_summon)."""
    if not e.uid:
        return
    items = [("handler", "end_phase", Ev("end_phase"), p, None, e)]
    if m.collect:
        m.collect[-1].extend(items)
    else:
        m.queue.append(items)
        settle(m)


def _picked(m, p):
    """"After you pick" (我方挑选后): an after-event of the resolution that asked."""
    emit(m, "picked", Ev("picked"), (p,))


def swap_hand(m, p, indices):
    """The chosen hand cards go back into the deck, each at a random place; then as many cards
    are drawn from the top, passing over cards of the names just put back while there are
    others (a swap does not give the same cards back, as the game does it)."""
    pl = m.players[p]
    idx = sorted(set(indices))
    back = [pl.hand[i] for i in idx]
    pl.hand = [c for i, c in enumerate(pl.hand) if i not in idx]
    for c in back:
        pl.deck.insert(m.rng.randrange(len(pl.deck) + 1), c)
    names = {c.defn.name for c in back}
    for _ in back:
        i = next((i for i, c in enumerate(pl.deck) if c.defn.name not in names), 0)
        pl.hand.append(pl.deck.pop(i))
        entered_hand(m, p, pl.hand[-1])
    if m.verbose:
        m.say("  P%d swaps %d hand card%s" % (p, len(back), "" if len(back) == 1 else "s"))


def run(m, chain):
    """Run what an interrupted choice kept, in order; a new choice asked on the way keeps the
    rest in its own decision."""
    for i, item in enumerate(chain):
        if m.paused is not None:
            rest = chain[i:]
            for x in rest:
                if x[0] == "resolve_end":
                    m.collect.pop()        # collected again after the new answer
            m.paused.resume.extend(rest)
            return
        kind = item[0]
        if kind == "then":
            item[1](m, item[2], item[3])
        elif kind == "call":
            item[1](*item[2])
        elif kind == "resolve_end":
            got = m.collect.pop()
            finish(m, got, item[2], item[3])
        elif kind == "settle":
            settle_held(m, item[1])
