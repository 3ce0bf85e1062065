"""The match's public interface: set-up, and checking and applying one action.

The legal actions are listed in runtime/listing.py (re-exported here).  Every action is checked
first (`why_illegal`); only a legal action changes the match, so a refused one leaves it exactly
as it was."""
from . import actions as A
from . import fx
from . import phases
from . import choices
from .decisions import ask_select
from .defs import DICE, DIE_INDEX
from . import validate as V
from . import log as L
from .dice import counts_of, payment_problem, gain as dice_gain, lose as dice_lose
from . import events
from .events import both, changed, emit, CardEv, Ev
from .resolution import later, occasion, resolve, settle
from .state import Match, HandCard
# the listing is part of this interface: E.Action, E.legal_actions, ...
from .listing import (Action, legal_actions, action_options, decision_actions,  # noqa: F401
                      skills_blocked, switch_cost, target_ref, entity_side, ENTITY_SIDE,
                      SWITCH_COST, COMBAT_SKILLS)


# decisions a `select` action answers: which support to drop, which character receives equipment,
# and the choices card code asks (choices.py)
SELECT_KINDS = ("replace_support", "move_equipment") + choices.CHOICE_KINDS


class IllegalAction(Exception):
    """An action the rules refuse; the match is unchanged."""


# ---- set-up --------------------------------------------------------------------------------

def new_match(lib, decks, seed=0, rules=None, first=None):
    """A match at its start: shuffled decks, opening hands (Arcane Legends always in them),
    waiting for each player's mulligan and first active character."""
    m = Match(lib, rules, seed)
    for p, (chars, cards) in enumerate(decks):
        setup_characters(m, p, chars)
        m.players[p].initial_deck = tuple(cards)
        pile = list(cards)
        m.rng.shuffle(pile)
        legends = [c for c in pile if c.kind == "arcane_legend"]
        if len(legends) > 5:
            legends = m.rng.sample(legends, 5)
        for c in legends:
            pile.remove(c)
        hand = legends + pile[:5 - len(legends)]
        pile = pile[5 - len(legends):]
        m.players[p].hand = [HandCard(c) for c in hand]
        m.players[p].deck = [HandCard(c) for c in pile]
    m.first = m.rng.randrange(2) if first is None else first
    m.phase = "setup"
    for p in both(m.first):
        ask_select(m, p, "mulligan", [], data=None)
    for p in both(m.first):
        ask_select(m, p, "initial", [c.idx for c in m.players[p].characters])
    return m


def setup_characters(m, p, defs):
    from .state import Character
    pl = m.players[p]
    pl.characters = [Character(d, i, p) for i, d in enumerate(defs)]
    changed(m)


def battle_begin(m):
    occasion(m, "battle_begin", Ev("battle_begin"), both(m.first))


# ---- targets -------------------------------------------------------------------------------

def resolve_target(m, p, ref):
    if ref is None:
        return None
    kind, v = ref[0], ref[1]
    if kind in ("own", "opp"):
        chars = m.players[p if kind == "own" else 1 - p].characters
        return chars[v] if isinstance(v, int) and 0 <= v < len(chars) else None
    side = ref[2] if len(ref) > 2 else None
    for q in {None: (p, 1 - p), "own": (p,), "opp": (1 - p,)}.get(side, (p, 1 - p)):
        pl = m.players[q]
        for e in pl.summons + pl.supports:
            if e.defn.name.lower() == str(v).lower():
                return e
    return None


# ---- applying an action --------------------------------------------------------------------

def why_illegal(m, a):
    """The reason `a` is refused now, or None.  Reads the match, never changes it.

    The fields' types and shapes first (runtime/validate.py), then the rules: whose decision
    or turn it is, and every index, target, die and payment against the match."""
    if type(a) is not Action:
        return "not an Action: %s" % V.show(a)
    why = V.shape_problem(a)
    if why:
        return why
    if m.winner is not None:
        return "the match is over"
    if m.pending:
        return _why_not_answer(m, m.pending[0], a)
    if m.phase != "action":
        return "no action can be taken in the %s phase" % m.phase
    if a.kind in ("choose", "reroll", "select", "initial", "mulligan"):
        return "nothing to %s now" % a.kind
    if a.player != m.current:
        return "it is player %d's turn" % m.current
    p = a.player
    pl = m.players[p]
    if a.kind == "end":
        return None
    if a.kind == "skill":
        act = pl.characters[pl.active]
        s = next((s for s in act.defn.skills if s.id == a.skill), None)
        if s is None or s.kind not in ("normal", "elemental", "burst"):
            return "%s has no such skill" % act.defn.name
        if act.defeated:
            return "%s is defeated" % act.defn.name
        if skills_blocked(act):
            return "%s cannot use skills now" % act.defn.name
        if act.energy < A.energy_needed(s):
            return "%s needs %d energy for %s" % (act.defn.name, A.energy_needed(s), s.name)
        if A.special_short(act, s):
            return "%s lacks the special energy %s costs" % (act.defn.name, s.name)
        if not A.skill_allowed(m, p, act, s):
            return "%s cannot be used now: its condition is not met" % s.name
        return _why_unpaid(m, p, A.skill_cost(m, p, act, s), a.payment, s.name)
    if a.kind == "technique":
        act = pl.characters[pl.active]
        e, s = next(((e, s) for e, s in A.techniques(act) if s.id == a.skill), (None, None))
        if s is None:
            return "%s has no technique %s" % (act.defn.name, a.skill)
        if act.defeated:
            return "%s is defeated" % act.defn.name
        if skills_blocked(act):
            # seed 003: a character that cannot use skills (Frozen, Petrified, Stun) cannot
            # use a technique either
            return "%s cannot use skills now, nor techniques" % act.defn.name
        if act.energy < A.energy_needed(s):
            return "%s needs %d energy for %s" % (act.defn.name, A.energy_needed(s), s.name)
        if not A.skill_allowed(m, p, act, s, e):
            return "%s cannot be used now: its condition is not met" % s.name
        return _why_unpaid(m, p, A.technique_cost(m, p, act, s), a.payment, s.name)
    if a.kind == "switch":
        if not 0 <= a.index < len(pl.characters):
            return "no character %s" % a.index
        c = pl.characters[a.index]
        if c.defeated:
            return "%s is defeated" % c.defn.name
        if a.index == pl.active:
            return "%s is already active" % c.defn.name
        return _why_unpaid(m, p, switch_cost(m, p, c)[0], a.payment, "switching")
    # play, tune
    if not 0 <= a.index < len(pl.hand):
        return "no hand card %s" % a.index
    defn = pl.hand[a.index].defn
    if a.kind == "tune":
        if "no_tune" in defn.flags:
            return "%s cannot be tuned" % defn.name
        die = a.die or A.tune_die(pl)
        act_el = pl.characters[pl.active].element
        if die is None or die in ("omni", act_el) or not pl.dice[DIE_INDEX[die]]:
            return "no die can be tuned"
        return None
    t = resolve_target(m, p, a.target)
    if a.target is not None and t is None:
        return "no such target"
    options = A.card_targets(m, p, defn)
    if t not in options:
        return "%s cannot be played on that target" % defn.name
    why = A.card_playable(m, p, defn, t)
    if why:
        return why
    return _why_unpaid(m, p, A.card_cost(m, p, defn, t)[0], a.payment, defn.name)


def _why_unpaid(m, p, cost, payment, what):
    """Why the dice do not pay `cost` (the given payment, else the automatic one), or None."""
    if payment is not None:
        why = payment_problem(payment, m.players[p].dice, cost)
        return None if why is None else "the dice do not pay for %s: %s" % (what, why)
    if A.pay_for(m, p, cost) is None:
        return "the dice do not pay for %s" % what
    return None


def _why_not_answer(m, d, a):
    """Why `a` does not answer the decision `d`, or None."""
    if a.player != d.player:
        return "player %d must decide first (%s)" % (d.player, d.kind)
    if a.kind != d.kind and not (d.kind in SELECT_KINDS and a.kind == "select"):
        return "player %d must answer a %s decision, not %s" % (d.player, d.kind, a.kind)
    pl = m.players[d.player]
    if a.kind == "choose":
        chars = pl.characters
        if not 0 <= a.choice < len(chars):
            return "there is no character %r" % (a.choice,)
        return "%s is defeated" % chars[a.choice].defn.name if chars[a.choice].defeated else None
    if a.kind == "initial":
        if a.choice not in d.options:
            return "character %s cannot be chosen" % a.choice
        return None
    if a.kind == "reroll":
        need = counts_of(a.dice or [])
        for i, (n, h) in enumerate(zip(need, pl.dice)):
            if n > h:
                return "the player holds %d %s %s, not %d to reroll" % (h, DICE[i], "die" if h == 1 else "dice", n)
        return None
    if a.kind == "mulligan":
        bad = [i for i in (a.choice or ()) if not 0 <= i < len(pl.hand)]
        if bad:
            return "no hand card %s (the hand holds %d)" % (bad[0], len(pl.hand))
        return None
    if d.kind in choices.CHOICE_KINDS:
        return choices.why_not(d, pl, a.choice)
    # select: one of the options, of the same type (True is not 1, 1.0 is not 1)
    if not any(type(o) is type(a.choice) and o == a.choice for o in d.options):
        return "%s is not one of %s" % (V.show(a.choice), d.options)
    return None


def apply(m, a):
    # an action legal_actions has just listed (the very object, with no action applied since)
    # is legal as it stands; any other is checked
    listed = m.offered
    trusted = False
    if listed is not None and listed[0] == m.actions:
        _, options, snaps = listed
        for i, x in enumerate(options):
            if x is a:
                trusted = snaps[i] == a.fields()
                break
    if not trusted:        # changed since: check it
        why = why_illegal(m, a)
        if why is not None:
            raise IllegalAction(why)
    m.offered = None
    m.actions += 1
    try:
        _apply(m, a, trusted)
    finally:
        m.paused = None            # what stopped for a choice has kept its rest by now


def _apply(m, a, trusted=False):
    p = a.player
    pl = m.players[p]
    if m.pending:
        d = m.pending.pop(0)
        answer(m, d, a)
        after_decision(m)
        return
    # whether a Normal Attack this action makes is a Charged Attack: the parity of the dice
    # before anything is paid (a talent card's Normal Attack too: see fx/skills.py use_skill)
    pl.even_dice = pl.dice_count() % 2 == 0
    m.chose = False                    # the next choice hears `before_action` again
    if a.kind == "end":
        phases.declare_end(m, p)
        return
    if a.kind == "skill":
        act = pl.characters[pl.active]
        s = next(s for s in act.defn.skills if s.id == a.skill)
        cost, quick = A.skill_cost(m, p, act, s, dry=False, with_quick=True)
        pay = _paid(m, p, cost, a, trusted)
        charged = A.is_charged(pl, s)
        plunge = A.plunges(pl, act, s)
        A.spend(m, p, pay)
        if s.kind == "burst":
            act.energy = 0
        # seed 003 (下落攻击): only the next skill after a switch-in may plunge; a switch the skill
        # itself causes (Chihayaburu's) makes the next one a Plunging Attack again
        pl.plunge = False
        # the turn passes once the skill and all it caused have resolved (resolution.py),
        # unless a cost modifier made it a quick action (`quick`: Declension)
        if quick:
            later(m, after_quick)
        else:
            later(m, finish_combat, p)
        later(m, phases.action_done, p)    # `acted` first, then the turn goes on
        A.run_skill(m, p, act, s, charged=charged, plunge=plunge)
        settle(m)
        return
    if a.kind == "technique":
        act = pl.characters[pl.active]
        e, s = next((e, s) for e, s in A.techniques(act) if s.id == a.skill)
        cost, quick = A.technique_cost(m, p, act, s, dry=False, with_quick=True)
        pay = _paid(m, p, cost, a, trusted)
        A.spend(m, p, pay)
        act.energy -= A.energy_needed(s)     # a technique spends the Energy it costs, no more
        # a combat action, but no skill: "the next skill" after a switch may still plunge
        # (seed 003 下落攻擊 counts skills; finish_combat keeps the plunge chance); a cost
        # modifier may make it a quick action (`quick`: Flamestrider: Blazing Trail)
        if quick:
            later(m, after_quick)
        else:
            later(m, finish_combat, p)
        later(m, phases.action_done, p)    # `acted` first, then the turn goes on
        A.run_technique(m, p, act, e, s)
        settle(m)
        return
    if a.kind == "switch":
        c = pl.characters[a.index]
        cost, quick = A.modified_cost(m, p, "switch", (("unaligned", 1),), target=c, user=c, dry=False)
        pay = _paid(m, p, cost, a, trusted)
        A.spend(m, p, pay)
        if quick:
            later(m, after_quick)
        else:
            later(m, finish_combat, p)
        later(m, phases.action_done, p)    # `acted` first, then the turn goes on
        resolve(m, A.switch_active, m, p, a.index)
        settle(m)
        return
    if a.kind == "tune":
        die = a.die or A.tune_die(pl)
        hc = pl.hand.pop(a.index)
        pl.cards_discarded += 1
        into = pl.characters[pl.active].element
        dice_lose(pl, DIE_INDEX[die])
        dice_gain(pl, DIE_INDEX[into])
        if m.verbose:
            L.action(m, "tune", player=p, card=L.card(hc.defn), die=die, into=into)
        later(m, after_quick)              # a quick action: the same player chooses again
        later(m, phases.action_done, p)    # `acted` first, then the turn goes on
        if events.hears(m, "tuned", (p,)):      # delivered at once: see phases.action_done
            resolve(m, emit, m, "tuned", CardEv("tuned", card=hc.defn), (p,))
        settle(m)
        return
    if a.kind == "play":
        defn = pl.hand[a.index].defn
        t = resolve_target(m, p, a.target)
        cost, quick = A.card_cost(m, p, defn, t)
        pay = _paid(m, p, cost, a, trusted)
        if defn.combat and not quick:      # a cost modifier may make a combat card quick
            later(m, finish_combat, p)
        else:
            later(m, after_quick)
        later(m, phases.action_done, p)    # `acted` first, then the turn goes on
        resolve(m, A.play_card, m, p, a.index, t, pay)
        settle(m)
        return


def _paid(m, p, cost, a, trusted):
    """The dice an action spends: a listed action's payment was priced for this very cost, so it
    is spent as it is (the tests check that: events.CHECK); any other is checked."""
    if trusted and not events.CHECK:
        return a.payment
    pay = A.pay_for(m, p, cost, a.payment)
    if trusted and pay is None:
        raise AssertionError("%r was listed with a payment that does not pay %s" % (a, cost))
    return pay


def finish_combat(m, p):
    # the plunge chance is not reset here: only a skill uses it up (the skill action above, an
    # effect's skill in fx/skills.py), or the end of the round (seed 003 下落攻擊: "the next
    # skill this round"; a combat card that uses no skill leaves it, as in the reference engine)
    if m.winner is not None:
        return
    if m.pending:
        phases.give_turn(m, p)
        return
    phases.pass_turn(m, p)


def after_quick(m):
    if m.winner is None and not m.pending:
        phases.resume_turn(m)


def answer(m, d, a):
    p = d.player
    pl = m.players[p]
    if d.kind == "choose":
        # choosing a new active character is a switch: "after switching" effects hear it
        old = pl.characters[pl.active]
        pl.active = a.choice
        pl.plunge = True
        new = pl.characters[a.choice]
        if m.verbose:
            L.action(m, "choose", player=p, to=L.char(new))
        resolve(m, A.announce_switch, m, p, old, new)
    elif d.kind == "initial":
        pl.active = a.choice
        new = pl.characters[a.choice]
        if m.verbose:
            L.action(m, "initial", player=p, to=L.char(new))
        # becoming the first active character is being switched in (Kamisato Art: Senho gives
        # its infusion at once, as the reference engine has it); nothing is switched out
        resolve(m, A.announce_switch, m, p, None, new)
    elif d.kind == "mulligan":
        idx = sorted(a.choice or ())     # why_illegal checked: distinct hand indices
        back = [pl.hand[i] for i in idx]
        pl.hand = [c for i, c in enumerate(pl.hand) if i not in idx]
        pl.deck.extend(back)
        m.rng.shuffle(pl.deck)
        fx.draw_cards(m, p, len(back), announce=False)      # the opening hand's redraw is no draw
        if back and m.verbose:
            L.action(m, "redraw", player=p, count=len(back))
    elif d.kind == "reroll":
        if a.dice:
            phases.reroll(m, p, a.dice)
            if d.data > 1:
                m.pending.insert(0, type(d)(p, "reroll", None, data=d.data - 1))
    elif d.kind == "replace_support":
        victim = next(e for e in pl.supports if e.defn.name == a.choice)
        from . import damage as D
        resolve(m, D.remove_entity, m, victim)
        resolve(m, A.resolve_card, m, p, m.lib.by_id[d.data], None)
    elif d.kind == "move_equipment":
        fx.finish_move(m, p, d.data, a.choice)
    elif d.kind in choices.CHOICE_KINDS:
        choices.answer(m, d, a.choice)


def after_decision(m):
    """Go on with whatever waited for the decision: first what is queued, then the phase."""
    settle(m)
    if m.pending or m.winner is not None:
        return
    if m.phase == "setup":
        m.phase = "roll"
        battle_begin(m)
        phases.begin_roll_phase(m)
        return
    if m.phase == "roll":
        phases.begin_action_phase(m)
        return
    if m.end_jobs is not None:
        phases.run_end_jobs(m)
        return
    phases.resume_turn(m)
