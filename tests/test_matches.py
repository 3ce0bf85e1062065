"""Whole matches: 50 seeded random matches finish; a seed replays byte for byte; refused
actions leave the match exactly as it was."""
import random

import pytest

from runtime import engine as E
from runtime.decks import load_deck
from runtime.play import default_decks, play_match
from runtime.scenario import snapshot


@pytest.fixture(scope="module")
def decks(lib):
    return [load_deck(d, lib) for d in default_decks()]


def test_fifty_seeded_random_matches_finish(lib, decks):
    for seed in range(50):
        m = play_match(lib, decks, seed=seed, verbose=False)
        assert m.winner in (0, 1, "draw"), "seed %d did not finish" % seed
        assert m.phase == "over" or m.winner is not None


def test_the_same_seed_gives_the_same_match(lib, decks):
    a = play_match(lib, decks, seed=3)
    b = play_match(lib, decks, seed=3)
    assert a.log == b.log and a.winner == b.winner
    c = play_match(lib, decks, seed=4)
    assert c.log != a.log


def test_refused_actions_change_nothing(lib, decks):
    rng = random.Random(5)
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=5)
    kinds = ["skill", "switch", "play", "tune", "end", "choose", "reroll", "select"]
    refused = 0
    while m.winner is None and m.actions < 400:
        for _ in range(5):
            a = E.Action(rng.choice(kinds), rng.randrange(2), skill=rng.choice([None, 13011, 11013, 99]),
                         index=rng.randrange(-1, 12), target=rng.choice([None, ("own", 5), ("opp", 0)]),
                         payment=rng.choice([None, [1, 0, 0, 0, 0, 0, 0, 0]]),
                         dice=rng.choice([None, ["omni"] * 20, ["pyro"]]), choice=rng.randrange(-1, 4))
            if E.why_illegal(m, a) is None:
                continue
            before = snapshot(m)
            with pytest.raises(E.IllegalAction):
                E.apply(m, a)
            assert snapshot(m) == before
            refused += 1
        options = E.legal_actions(m)
        E.apply(m, options[rng.randrange(len(options))])
    assert refused > 100


def test_fuzz_fifty_random_decks_keep_every_invariant(lib):
    import io
    from runtime.fuzz import fuzz
    out = io.StringIO()
    errors = fuzz(lib, 50, 1000, out)
    assert errors == 0, out.getvalue()
    assert out.getvalue().endswith("50 games, 0 errors\n")


def test_invariant_checker_catches_a_broken_state(lib, decks):
    from runtime.fuzz import violations
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=1)
    assert violations(m) == []
    m.players[0].characters[0].hp = 99
    m.players[1].dice = [17, 0, 0, 0, 0, 0, 0, 0]
    found = violations(m)
    assert any("HP" in v for v in found) and any("dice" in v for v in found)
