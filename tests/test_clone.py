"""Match.clone (runtime/clone.py): a copy that equals the match exactly (the fingerprint walks
every slot, aliasing included), plays on identically, and shares nothing that play changes."""
import pytest

from gicc.runtime import engine as E
from gicc.runtime.agents import AGENTS
from gicc.runtime.decks import load_deck
from gicc.runtime.fingerprint import diff, fingerprint
from gicc.runtime.play import default_decks


@pytest.fixture(scope="module")
def decks(lib):
    return [load_deck(d, lib) for d in default_decks()]


def start(lib, decks, seed):
    return E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)


def agents(seed):
    return [AGENTS["random"](seed * 2 + i + 1) for i in range(2)]


def play_on(m, players, limit=2000):
    for _ in range(limit):
        options = E.legal_actions(m)
        if m.winner is not None or not options:
            return
        E.apply(m, players[options[0].player].act(m, options))


@pytest.mark.parametrize("seed", [0] + [pytest.param(s, marks=pytest.mark.slow) for s in range(1, 4)])
def test_a_clone_equals_the_match_at_every_decision(lib, decks, seed):
    """At every decision of a whole match (choices after defeats, rerolls, cards' own choices
    included) the clone's fingerprint is the match's; an action applied to the clone leaves the
    match exactly as it was."""
    m = start(lib, decks, seed)
    players = agents(seed)
    kinds = set()
    for _ in range(2000):
        options = E.legal_actions(m)
        if m.winner is not None or not options:
            break
        before = fingerprint(m)
        c = m.clone()
        assert c.lib is m.lib
        got = fingerprint(c)
        assert got == before, diff(before, got)
        a = players[options[0].player].act(m, options)
        kinds.add(a.kind)
        E.apply(c, E.legal_actions(c)[options.index(a)])
        after = fingerprint(m)
        assert after == before, "playing on the clone changed the match:\n" + diff(before, after)
        E.apply(m, a)
        assert fingerprint(c) == fingerprint(m), "the clone and the match part after one action"
    assert m.winner is not None and {"skill", "end", "choose"} <= kinds


def test_a_clone_plays_on_to_the_same_end(lib, decks):
    """Cloned mid-match, the clone and the match finish with the same log and state when the
    same decisions follow."""
    for seed, at in ((1, 15), (2, 40), (5, 70)):
        m = start(lib, decks, seed)
        players = agents(seed)
        for _ in range(at):
            options = E.legal_actions(m)
            E.apply(m, players[options[0].player].act(m, options))
        c = m.clone()
        state = [p.rng.getstate() for p in players]
        play_on(m, players)
        for p, s in zip(players, state):
            p.rng.setstate(s)
        play_on(c, players)
        assert c.log == m.log and c.winner == m.winner
        assert fingerprint(c) == fingerprint(m)
