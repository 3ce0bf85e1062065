"""gicc.env (issue 15, item 3): the PettingZoo AEC environment passes PettingZoo's api_test, the
Gymnasium wrapper passes Gymnasium's env checker, the action slots decode to the runtime's legal
actions, the reward follows the winner, and reset is seeded.  Skipped without gicc[rl]."""
import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from gicc.runtime import engine as E  # noqa: E402


@pytest.fixture(scope="module")
def G():
    import gicc.env
    return gicc.env


def masked_random(obs, rng):
    return int(rng.choice(np.flatnonzero(obs["action_mask"])))


def test_pettingzoo_api_test(G, lib):
    from pettingzoo.test import api_test
    api_test(G.env(lib=lib), num_cycles=200)
    api_test(G.env(lib=lib, pool=True), num_cycles=100)


def test_gymnasium_env_checker(G, lib):
    from gymnasium.utils.env_checker import check_env
    check_env(G.GymEnv(opponent="greedy", lib=lib), skip_render_check=True)
    check_env(G.GymEnv(opponent="random", seat="random", pool=True, lib=lib), skip_render_check=True)


def play_out(e, seed, rng):
    e.reset(seed=seed)
    trace, final = [], {}
    for agent in e.agent_iter():
        obs, reward, term, trunc, info = e.last()
        assert e.observation_space(agent).contains(obs)
        if term or trunc:
            final[agent] = reward
            e.step(None)
            continue
        legal = E.legal_actions(e.m)
        # every slot the mask allows is one of the runtime's legal actions, for the agent to act
        slots = np.flatnonzero(obs["action_mask"])
        assert len(slots) > 0
        assert {repr(e._slots[k]) for k in slots} <= {repr(a) for a in legal}
        assert all(e._slots[k].player == int(agent[-1]) for k in slots)
        assert set(info["actions"]) == set(int(k) for k in slots)
        a = masked_random(obs, rng)
        trace.append(a)
        e.step(a)
    return trace, final, e.m.winner


def test_rewards_follow_the_winner_and_reset_is_seeded(G, lib):
    e = G.env(lib=lib)
    t1, final, winner = play_out(e, 3, np.random.default_rng(1))
    if winner in (0, 1):
        assert final == {"player_%d" % winner: 1, "player_%d" % (1 - winner): -1}
    else:
        assert final == {"player_0": 0, "player_1": 0}
    t2, final2, winner2 = play_out(e, 3, np.random.default_rng(1))
    assert (t1, final, winner) == (t2, final2, winner2)


def test_a_masked_out_action_changes_nothing(G, lib):
    from gicc.runtime.view import view
    e = G.env(lib=lib)
    e.reset(seed=5)
    agent = e.agent_selection
    obs = e.observe(agent)
    bad = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    before = view(e.m)
    e.step(bad)
    assert view(e.m) == before and e.agent_selection == agent
    assert e.infos[agent]["illegal_action"] is True


def test_gym_wrapper_plays_to_the_end_from_its_seat(G, lib):
    g = G.GymEnv(opponent="random", seat=1, lib=lib)
    obs, info = g.reset(seed=2)
    rng = np.random.default_rng(0)
    done, reward = False, 0.0
    while not done:
        # the learner is asked only when it is its own decision
        assert all(g._slots[k].player == 1 for k in np.flatnonzero(obs["action_mask"]))
        obs, reward, term, trunc, info = g.step(masked_random(obs, rng))
        done = term or trunc
    w = g.m.winner
    assert reward == (1.0 if w == 1 else -1.0 if w == 0 else 0.0)


def test_encoding_is_fixed_size_and_documented_slots(G, lib):
    R = G.encoding
    e = G.env(lib=lib)
    e.reset(seed=0)
    # the set-up: each player's mulligan, answered through the option slots
    mask = e.observe(e.agent_selection)["action_mask"]
    assert mask.shape == (R.ACTIONS,) and set(np.flatnonzero(mask)) <= set(range(R.OPTION, R.ACTIONS))
    rng = np.random.default_rng(0)
    while e.m.phase != "action" or e.m.pending:
        e.step(masked_random(e.observe(e.agent_selection), rng))
    obs = e.observe(e.agent_selection)
    assert obs["observation"].shape == (R.OBS_SIZE,)
    ends = [k for k, a in e._slots.items() if a.kind == "end"]
    assert ends == [R.END]
    for k, a in e._slots.items():
        if a.kind == "switch":
            assert k == R.SWITCH + a.index
        if a.kind == "tune":
            assert k == R.TUNE + a.index
        if a.kind == "play":
            assert R.PLAY + R.TARGETS * a.index <= k < R.PLAY + R.TARGETS * (a.index + 1)
