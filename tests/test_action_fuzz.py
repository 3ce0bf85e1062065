"""Random actions injected mid-match (hypothesis): every action is refused with an
IllegalAction and leaves the match's full fingerprint unchanged, or is one the rules allow;
nothing else escapes apply().  The rules here are tests/action_oracle.py, written apart from the
engine's checks.  Also: payments checked against a brute-force matching, and the fingerprint
sees a change in any slot of the state."""
import copy
import os
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from action_oracle import exact_payment, oracle_why, random_action
from gicc.runtime import engine as E
from gicc.runtime.agents import RandomAgent
from gicc.runtime.defs import DICE
from gicc.runtime.dice import payment_fits, payment_problem
from gicc.runtime.fingerprint import diff, fingerprint, lines
from gicc.runtime.state import Character, Decision, Entity, HandCard, Match, Player
from support import random_match

# GICC_FUZZ_EXAMPLES=2000 for a long run (the default keeps the suite fast)
EXAMPLES = int(os.environ.get("GICC_FUZZ_EXAMPLES", "40"))
SETTINGS = dict(deadline=None, derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def match_after(lib, seed, steps):
    """A match between random decks after `steps` random legal actions."""
    return random_match(lib, seed, steps, verbose=False)


def rich_match(lib):
    """A match after 60 random actions in which player 0 holds a card and player 1 has three
    characters: the first such seed from 5 (which one depends on the library's cards)."""
    for seed in range(5, 50):
        m = match_after(lib, seed, 60)
        if m.winner is None and m.players[0].hand and len(m.players[1].characters) > 2:
            return m
    raise AssertionError("no seed gives a match to test the fingerprint on")


def copy_match(m):
    return copy.deepcopy(m, {id(m.lib): m.lib})


def check_injected(m, a):
    """Apply `a` to a copy of `m`; refused with an unchanged fingerprint, or allowed."""
    c = copy_match(m)
    before = fingerprint(c)
    why = oracle_why(c, a)
    try:
        E.apply(c, a)
    except E.IllegalAction as e:
        assert str(e), "a refusal without a reason: %r" % (a,)
        after = fingerprint(c)
        assert after == before, "refused %r (%s) but the match changed:\n%s" % (a, e, diff(before, after))
        assert why is not None, "refused %r, which the rules allow: %s" % (a, e)
        return "refused"
    assert why is None, "accepted %r, which the rules refuse (%s)" % (a, why)
    return "accepted"


@settings(max_examples=EXAMPLES, **SETTINGS)
@given(seed=st.integers(0, 10 ** 6), steps=st.integers(0, 160), rng=st.randoms(use_true_random=False))
def test_random_actions_mid_match_are_refused_cleanly_or_legal(lib, seed, steps, rng):
    m = match_after(lib, seed, steps)
    for _ in range(6):
        check_injected(m, random_action(rng, m))


def test_thousands_of_random_actions_over_whole_matches(lib):
    """Deterministic and broader than the hypothesis test: whole matches, actions injected at
    every step; both verdicts must occur often."""
    seen = {"refused": 0, "accepted": 0}
    for seed in range(3):
        rng = random.Random(seed)
        m = match_after(lib, seed, 0)
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        while m.winner is None:
            for _ in range(4):
                seen[check_injected(m, random_action(rng, m))] += 1
            options = E.legal_actions(m)
            E.apply(m, agents[options[0].player].act(m, options))
    assert seen["refused"] > 1000 and seen["accepted"] > 100, seen


def test_the_issues_malformed_actions_are_refused(lib):
    """Issue 8's cases, each refused with a reason and no change."""
    m = match_after(lib, 7, 0)
    d = m.pending[0]
    assert d.kind == "mulligan"
    p, n = d.player, len(m.players[d.player].hand)
    bad = [E.Action("mulligan", p, choice=5), E.Action("mulligan", p, choice=[n]),
           E.Action("mulligan", p, choice=[-1]), E.Action("mulligan", p, choice=[0, 0]),
           E.Action("mulligan", p, choice=[True]), E.Action("mulligan", bool(p), choice=[]),
           E.Action("mulligan", p, choice=[0.0]), E.Action("mulligan", p, choice="01"),
           E.Action("mulligan", 1 - p, choice=[]), E.Action("end", p), None, "mulligan"]
    for a in bad:
        assert check_injected(m, a) == "refused"
    E.apply(m, E.Action("mulligan", p, choice=[]))
    E.apply(m, E.Action("mulligan", 1 - p, choice=[0, 1]))
    d = m.pending[0]
    assert d.kind == "initial"
    for choice in (1.0, True, False, 3, -1, "1", None, [1]):
        assert check_injected(m, E.Action("initial", d.player, choice=choice)) == "refused"
    assert check_injected(m, E.Action("initial", d.player, choice=1)) == "accepted"


def test_bad_payments_are_refused_mid_match(lib):
    """Negative, fractional, bool, float and wrong-length payments, and dice not held."""
    m = match_after(lib, 11, 0)
    while m.pending or not any(a.payment is not None and sum(a.payment) for a in E.legal_actions(m)):
        options = E.legal_actions(m)
        E.apply(m, options[0] if m.pending else next(a for a in options if a.kind == "end"))
    a = next(a for a in E.legal_actions(m) if a.payment is not None and sum(a.payment))
    held = m.players[a.player].dice
    pay = list(a.payment)
    i = next(i for i, n in enumerate(pay) if n)
    j = next(j for j in range(len(DICE)) if j != i)
    variants = [pay + [0], pay[:-1], [float(x) for x in pay], [True if x == 1 else x for x in pay],
                tuple(pay[:i]) + (pay[i] - 0.5,) + tuple(pay[i + 1:]), "omni", None]
    neg = list(pay)
    neg[j] -= 1
    neg[i] += 1
    variants.append(neg)
    over = list(pay)
    over[i] = held[i] + 1
    variants.append(over)
    for v in variants:
        b = E.Action(a.kind, a.player, skill=a.skill, index=a.index, target=a.target, payment=v)
        if v is None:
            assert check_injected(m, b) == "accepted"
        else:
            assert check_injected(m, b) == "refused", v


# ---- payments against a brute-force matching ------------------------------------------------

COST_TYPES = ("same", "unaligned") * 4 + DICE[1:] + ("energy",)


@settings(max_examples=10 * EXAMPLES, **SETTINGS)
@given(cost=st.lists(st.tuples(st.sampled_from(COST_TYPES), st.integers(-1, 4)), max_size=3),
       data=st.data())
def test_payment_fits_agrees_with_a_brute_force_matching(cost, data):
    """Payments built to fit the cost (a die drawn for every slot), then often knocked off by
    one die, checked against the oracle's matching."""
    same_kind = data.draw(st.sampled_from(DICE[1:]))
    pay = [0] * len(DICE)
    for t, n in cost:
        for _ in range(max(0, n) if t != "energy" else 0):
            if t == "unaligned":
                die = data.draw(st.sampled_from(DICE))
            elif t == "same":
                die = data.draw(st.sampled_from(("omni", same_kind, same_kind)))
            else:
                die = data.draw(st.sampled_from(("omni", t, t)))
            pay[DICE.index(die)] += 1
    if data.draw(st.booleans()):
        i = data.draw(st.integers(0, len(DICE) - 1))
        pay[i] = max(0, pay[i] + data.draw(st.sampled_from((-1, 1))))
    if data.draw(st.booleans()):
        i, j = data.draw(st.integers(0, len(DICE) - 1)), data.draw(st.integers(0, len(DICE) - 1))
        if pay[i]:
            pay[i] -= 1
            pay[j] += 1
    held = [n + data.draw(st.integers(0, 1)) for n in pay]
    assert payment_fits(pay, held, cost) == exact_payment(pay, held, cost), (pay, cost)


@settings(max_examples=10 * EXAMPLES, **SETTINGS)
@given(dice=st.lists(st.integers(0, 5), min_size=len(DICE), max_size=len(DICE)),
       kind=st.sampled_from(COST_TYPES), n=st.integers(-1, 5), active=st.sampled_from(DICE[1:]),
       team=st.sets(st.sampled_from(DICE[1:]), max_size=3))
def test_the_auto_pay_of_one_kind_of_die_pays_as_the_general_walk(dice, kind, n, active, team):
    """dice._auto_pay answers a cost of one entry at once: the same payment as its general walk
    over the cost (made to take it by an empty second entry), or None the same."""
    from gicc.runtime.dice import _auto_pay
    team = tuple(sorted(team | {active}))
    fast = _auto_pay(dice, ((kind, n),), active, team)
    walked = _auto_pay(dice, ((kind, n), ("unaligned", 0)), active, team)
    assert fast == walked, (dice, kind, n)
    if fast is not None:
        assert all(0 <= k <= h for k, h in zip(fast, dice))


def test_payment_examples():
    omni, pyro, hydro = [0] * 8, [0] * 8, [0] * 8
    omni[0], pyro[3], hydro[2] = 1, 1, 1
    held = [8] * 8
    same2_any1 = (("same", 2), ("unaligned", 1))
    assert payment_fits([0, 0, 0, 3, 0, 0, 0, 0], held, same2_any1)      # three of one kind
    assert payment_fits([0, 0, 1, 2, 0, 0, 0, 0], held, same2_any1)
    assert not payment_fits([0, 1, 1, 1, 0, 0, 0, 0], held, same2_any1)
    assert payment_fits([2, 0, 0, 0, 0, 0, 0, 1], held, same2_any1)
    assert payment_fits([0, 0, 0, 0, 0, 0, 0, 0], held, ())
    assert not payment_fits([-1, 0, 1, 0, 1, 0, 0, 0], held, (("unaligned", 1),))
    assert not payment_fits([0, 0, 0.5, 0.5, 0, 0, 0, 0], held, (("unaligned", 1),))
    assert not payment_fits([0, 0, 0, 1, 0, 0, 0, 0, 0], held, (("unaligned", 1),))
    assert not payment_fits([True, 0, 0, 0, 0, 0, 0, 0], held, (("unaligned", 1),))
    assert not payment_fits(pyro, [0] * 8, (("unaligned", 1),))
    assert "holds 0 pyro dice" in payment_problem(pyro, [0] * 8, (("unaligned", 1),))
    assert payment_fits(omni, held, (("pyro", 1), ("energy", 2)))
    assert not payment_fits(hydro, held, (("pyro", 1),))


# ---- the fingerprint ------------------------------------------------------------------------

class Odd:
    """A value no real state holds (written as `<Odd>`)."""


def all_slots(cls):
    from gicc.runtime.fingerprint import _slots
    return _slots(cls)


def test_the_fingerprint_sees_every_slot(lib):
    """Replacing any slot of the match, a player, a character, an entity, a hand card or a
    pending decision with another value changes the fingerprint (but a cache: Match.CACHES)."""
    m = rich_match(lib)
    pl = m.players[0]
    e = next(x for p in m.players for c in p.characters for x in c.equipment + c.statuses) \
        if any(c.equipment or c.statuses for p in m.players for c in p.characters) else None
    m.pending.append(Decision(1, "select", ["A"], data=(1, 2)))
    objs = [(m, Match), (pl, Player), (pl.characters[0], Character), (pl.hand[0], HandCard),
            (m.pending[-1], Decision)] + ([(e, Entity)] if e is not None else [])
    base = fingerprint(m)
    checked = 0
    for obj, cls in objs:
        for name in all_slots(cls):
            if name in getattr(cls, "CACHES", ()):
                continue
            old = getattr(obj, name)
            setattr(obj, name, Odd())
            try:
                assert fingerprint(m) != base, "%s.%s is not in the fingerprint" % (cls.__name__, name)
            finally:
                setattr(obj, name, old)
            checked += 1
    assert fingerprint(m) == base and checked > 50


def test_the_fingerprint_sees_small_changes(lib):
    m = rich_match(lib)
    base = fingerprint(m)
    changes = [
        lambda m: m.players[0].dice.__setitem__(1, m.players[0].dice[1] + 1),
        lambda m: setattr(m.players[1], "active", float(m.players[1].active)),
        lambda m: setattr(m.players[1], "active", bool(m.players[1].active) if m.players[1].active < 2 else 1.5),
        lambda m: m.players[0].deck.reverse() if len(set(c.defn.id for c in m.players[0].deck)) > 1 else m.players[0].deck.pop(),
        lambda m: m.rng.random(),
        lambda m: setattr(m.players[0].hand[0], "shock", 1),
        lambda m: m.players[1].characters[2].aura.append("cryo"),
        lambda m: m.pending.append(Decision(0, "choose", [0])),
        lambda m: setattr(m, "round", m.round + 1),
        lambda m: m.players[0].flags.__setitem__("x", 1),
    ]
    for i, change in enumerate(changes):
        c = copy_match(m)
        assert fingerprint(c) == base
        change(c)
        assert fingerprint(c) != base, "change %d unseen" % i
    assert any("rng" in line for line in lines(m))


def test_the_fingerprint_refuses_what_it_cannot_write(lib):
    m = match_after(lib, 5, 0)
    m.players[0].flags["x"] = iter(())
    with pytest.raises(TypeError):
        fingerprint(m)


def test_tuning_to_the_active_characters_changed_element_is_refused(lib):
    """A die of the active character's element now (an effect changed it: La Signora's Pyro
    form) cannot be tuned, whatever the card's own element: the engine and the oracle agree."""
    for seed in range(40):
        m = match_after(lib, seed, 30)
        if m.winner is None and not m.pending and m.phase == "action" and m.players[m.current].hand:
            break
    p = m.current
    pl = m.players[p]
    act = pl.characters[pl.active]
    el = next(x for x in ("pyro", "hydro", "cryo") if x != act.defn.element)
    act.form_element = el
    pl.dice[DICE.index(el)] += 1
    a = E.Action("tune", p, index=0, die=el)
    assert oracle_why(m, a) is not None
    with pytest.raises(E.IllegalAction):
        E.apply(copy_match(m), a)
