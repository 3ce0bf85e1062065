"""The agents of runtime/agents.py: random is uniform, greedy and search are reproducible from
the match seed, look ahead only on determinized clones (never reading the opponent's hand or
either deck's order), and play better than the baseline."""
import collections

import pytest

from gicc.runtime import engine as E
from gicc.runtime.agents import (AGENTS, WIN, AgentError, GreedyAgent, RandomAgent, SearchAgent,
                                 evaluate, make_agent)
from gicc.runtime.decks import load_deck
from gicc.runtime.fingerprint import fingerprint
from gicc.runtime.play import default_decks, play_match


@pytest.fixture(scope="module")
def decks(lib):
    return [load_deck(d, lib) for d in default_decks()]


def at_action_phase(lib, decks, seed=4):
    """A match at its first player action: hands kept, first characters, dice kept."""
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
    while m.pending:
        E.apply(m, E.legal_actions(m)[0])
    assert m.phase == "action"
    return m


def test_make_agent_reads_names_and_budgets():
    assert type(make_agent("random", 1)) is RandomAgent
    assert type(make_agent("greedy", 1)) is GreedyAgent
    s = make_agent("search", 1)
    assert type(s) is SearchAgent and s.budget == SearchAgent.BUDGET
    assert make_agent("search:200", 1).budget == 200
    for bad, why in (("monkey", "no agent"), ("greedy:3", "takes no budget"), ("search:0", "at least 1"),
                     ("search:x", "whole number"), ("search:-2", "whole number")):
        with pytest.raises(AgentError, match=why):
            make_agent(bad, 1)


def test_random_is_uniform_over_the_legal_actions(lib, decks):
    m = at_action_phase(lib, decks)
    options = E.legal_actions(m)
    assert len(options) > 3 and options[-1].kind == "end"
    agent = RandomAgent(7)
    n = 400 * len(options)
    seen = collections.Counter(id(agent.act(m, options)) for _ in range(n))
    assert len(seen) == len(options)
    for count in seen.values():       # each about 400: far inside 4 standard deviations
        assert 320 < count < 480, seen


def test_evaluate_scores_wins_and_damage(lib, decks):
    m = at_action_phase(lib, decks)
    me = m.current
    before = evaluate(m, me)
    assert before == pytest.approx(-evaluate(m, 1 - me))
    m.players[1 - me].characters[0].hp -= 3
    assert evaluate(m, me) == pytest.approx(before + 3)
    m.winner = me
    assert evaluate(m, me) == WIN and evaluate(m, 1 - me) == -WIN


@pytest.mark.parametrize("spec", ["greedy", "search:4"])
def test_the_same_seed_plays_the_same_match(lib, decks, spec):
    a = play_match(lib, decks, seed=2, agents=(spec, "random"), rules={"round_limit": 3})
    b = play_match(lib, decks, seed=2, agents=(spec, "random"), rules={"round_limit": 3})
    assert a.log == b.log


@pytest.mark.parametrize("spec", ["greedy", "search:8"])
def test_lookahead_leaves_the_match_alone_and_reads_no_hidden_card(lib, decks, spec):
    """The choice is the same whatever the opponent holds (of the same cards) and whatever the
    order of either deck; the match looked at is not changed."""
    m = at_action_phase(lib, decks)
    me = m.current
    options = E.legal_actions(m)
    before = fingerprint(m)
    first = make_agent(spec, 11).act(m, options)
    assert fingerprint(m) == before
    other = m.clone()
    opp = other.players[1 - me]
    j = next(j for j, c in enumerate(opp.deck) if c.defn is not opp.hand[0].defn)
    opp.hand[0], opp.deck[j] = opp.deck[j], opp.hand[0]        # another card in the hidden hand
    opp.deck.reverse()
    other.players[me].deck.reverse()
    other.rng.seed(12345)                                        # other dice to come
    again = make_agent(spec, 11).act(other, E.legal_actions(other))
    assert repr(again) == repr(first)


def test_greedy_beats_random(lib, decks):
    wins = 0
    for seed in range(4):
        for side in (0, 1):
            agents = ("greedy", "random") if side == 0 else ("random", "greedy")
            m = play_match(lib, decks, seed=seed, agents=agents, verbose=False)
            wins += m.winner == side
    assert wins >= 7, wins


@pytest.mark.parametrize("name", sorted(AGENTS))
def test_every_agent_finishes_a_match(lib, decks, name):
    spec = "search:4" if name == "search" else name
    m = play_match(lib, decks, seed=9, agents=(spec, "greedy"), verbose=False)
    assert m.winner in (0, 1, "draw")
