"""Random episodes of the PettingZoo environment, and its steps per second (run by hand).

    python tests/bench/env_random.py [EPISODES] [--gym]

Each agent picks uniformly among the slots its action_mask allows (default 1000 episodes of the
AEC environment gicc.env.env(); --gym: the Gymnasium wrapper against the random agent).  Prints
episodes, steps, steps/s (wall and per CPU-second) and the results."""
import sys
import time

import numpy as np

from gicc.env import GymEnv, env


def aec_episodes(n):
    e = env()
    rng = np.random.default_rng(0)
    steps, results = 0, {1: 0, -1: 0, 0: 0}
    for k in range(n):
        e.reset(seed=k)
        for agent in e.agent_iter():
            obs, reward, term, trunc, info = e.last()
            if term or trunc:
                if agent == "player_0":
                    results[int(reward)] += 1
                e.step(None)
                continue
            e.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
    return steps, "player_0: %d won, %d lost, %d drawn" % (results[1], results[-1], results[0])


def gym_episodes(n):
    g = GymEnv(opponent="random")
    rng = np.random.default_rng(0)
    steps, won = 0, 0
    for k in range(n):
        obs, info = g.reset(seed=k)
        done = False
        while not done:
            obs, reward, term, trunc, info = g.step(int(rng.choice(np.flatnonzero(obs["action_mask"]))))
            steps += 1
            done = term or trunc
        won += reward > 0
    return steps, "learner won %d of %d" % (won, n)


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    n = int(args[0]) if args else 1000
    gym = "--gym" in sys.argv
    wall, cpu = time.perf_counter(), time.process_time()
    steps, results = (gym_episodes if gym else aec_episodes)(n)
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    print("%s: %d episodes, %d steps in %.1f s (%.1f CPU-s): %.0f steps/s, %.0f steps per CPU-second; %s" % (
        "Gymnasium wrapper" if gym else "PettingZoo AEC", n, steps, wall, cpu, steps / wall, steps / cpu, results))


if __name__ == "__main__":
    main()
