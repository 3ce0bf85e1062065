"""Whole matches: 50 seeded random matches finish; a seed replays byte for byte; refused
actions leave the match exactly as it was."""
import random

import pytest

from gicc.runtime import engine as E
from gicc.runtime.decks import load_deck
from gicc.runtime.play import default_decks, play_match


@pytest.fixture(scope="module")
def decks(lib):
    return [load_deck(d, lib) for d in default_decks()]


def test_fifty_seeded_random_matches_finish(lib, decks):
    """Each match ends with a result its final state explains, and nothing is left to do."""
    results = set()
    for seed in range(50):
        m = play_match(lib, decks, seed=seed, verbose=False)
        assert m.winner in (0, 1, "draw"), "seed %d did not finish" % seed
        beaten = [all(c.defeated for c in pl.characters) for pl in m.players]
        if m.winner == "draw":
            assert all(beaten) or (m.phase == "over" and m.round == m.rules["round_limit"]), \
                "seed %d: a draw with characters standing before the round limit" % seed
        else:
            assert beaten[1 - m.winner] and not beaten[m.winner], \
                "seed %d: P%d wins but the state says %s" % (seed, m.winner, beaten)
        assert E.legal_actions(m) == [] and m.round <= m.rules["round_limit"]
        results.add(m.winner)
    assert {0, 1} <= results, "fifty matches, results only %s" % results


def test_the_same_seed_gives_the_same_match(lib, decks):
    a = play_match(lib, decks, seed=3)
    b = play_match(lib, decks, seed=3)
    assert a.log == b.log and a.winner == b.winner
    c = play_match(lib, decks, seed=4)
    assert c.log != a.log


def test_refused_actions_change_nothing(lib, decks):
    """Random actions of every kind, well-typed or not, legal or not (not only those why_illegal
    is known to refuse), tried at every step of a whole match: a refused one leaves the full
    fingerprint unchanged, and the verdict agrees with the rules (tests/action_oracle.py)."""
    from action_oracle import oracle_why, random_action
    from gicc.runtime.fingerprint import diff, fingerprint
    rng = random.Random(5)
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=5)
    refused = accepted = 0
    while m.winner is None and m.actions < 400:
        for _ in range(5):
            a = random_action(rng, m)
            why = oracle_why(m, a)
            before = fingerprint(m)
            if why is None:
                assert E.why_illegal(m, a) is None, "%r refused: %s" % (a, E.why_illegal(m, a))
                accepted += 1
                continue
            with pytest.raises(E.IllegalAction):
                E.apply(m, a)
            after = fingerprint(m)
            assert after == before, "%r changed the match:\n%s" % (a, diff(before, after))
            refused += 1
        options = E.legal_actions(m)
        E.apply(m, options[rng.randrange(len(options))])
    assert refused > 300 and accepted > 50, (refused, accepted)


def test_fuzz_fifty_random_decks_keep_every_invariant(lib):
    import io
    from gicc.runtime.fuzz import fuzz
    out = io.StringIO()
    errors = fuzz(lib, 50, 1000, out)
    assert errors == 0, out.getvalue()
    assert out.getvalue().endswith("50 games, 0 errors\n")


# every invariant of the fuzzer, each broken and caught: tests/test_fuzz_invariants.py


def test_a_listed_action_is_trusted_as_listed_and_checked_once_a_field_changes(lib, decks):
    """legal_actions lists plain Actions, each judged legal by why_illegal like any other;
    apply trusts one as it was listed (a field set to the value it had leaves it so), and
    checks in full one whose field has changed since (and still applies it when legal)."""
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=3)
    while m.pending or m.phase != "action":
        E.apply(m, E.legal_actions(m)[0])
    checked = []
    real = E.why_illegal
    E.why_illegal = lambda m, a: checked.append(a) or real(m, a)
    try:
        options = E.legal_actions(m)
        assert options and all(type(a) is E.Action and real(m, a) is None for a in options)
        end = options[-1]
        assert end.kind == "end"
        end.player = end.player
        twin = m.clone()
        E.apply(m, end)
        assert checked == []
        # the same action in the clone, its index set to 0 and back to None: checked, applied
        options = E.legal_actions(twin)
        again = options[-1]
        again.index = 0
        again.index = None
        E.apply(twin, again)
        assert checked == [] and twin.current == m.current
        options = E.legal_actions(twin)
        a = options[-1]
        a.skill = "x"
        with pytest.raises(E.IllegalAction):
            E.apply(twin, a)
        assert checked == [a]
        a.skill = None           # as listed again: trusted
        E.apply(twin, a)
        assert checked == [a]
    finally:
        E.why_illegal = real


def test_a_listed_action_changed_since_is_checked_again(lib, decks):
    """apply trusts an action legal_actions has just listed only as it was listed: one whose
    payment was changed since is checked, refused with the reason, and changes nothing."""
    from gicc.runtime.fingerprint import fingerprint
    for seed in range(20):
        m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
        for _ in range(200):
            options = E.legal_actions(m)
            paid = [a for a in options if a.payment is not None and sum(a.payment) > 0]
            if paid:
                break
            E.apply(m, options[-1] if options[-1].kind != "end" else options[0])
        if not paid:
            continue
        a = paid[0]
        before = fingerprint(m)
        a.payment = [0] * len(a.payment)          # pays nothing now
        with pytest.raises(E.IllegalAction):
            E.apply(m, a)
        assert fingerprint(m) == before
        # the same, with the listed payment list itself changed in place
        b = next(x for x in E.legal_actions(m) if x.payment is not None and sum(x.payment) > 0)
        b.payment[:] = [0] * len(b.payment)
        with pytest.raises(E.IllegalAction):
            E.apply(m, b)
        assert fingerprint(m) == before
        return
    raise AssertionError("no seed reached a paid action")
