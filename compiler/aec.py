"""`gicc.env`: a match as a PettingZoo AEC environment, and a Gymnasium single-agent wrapper
(issue 15, item 3).  Needs the extra `gicc[rl]` (pettingzoo, gymnasium, numpy).

The observation of each agent is a dict: "observation", the fixed-size vector of
rl_encoding.py, and "action_mask" over the fixed action space (its decoding is documented
there).  The reward is +1 to the winner and -1 to the loser when the match ends, 0 to both on a
draw.  `info` holds "view", the raw state view of runtime/view.py (the whole state, the
opponent's hand too: for custom encoders), and "actions", {slot: the runtime's action as text}
of the agent to act.  A masked-out action is refused: nothing changes, and the acting
agent's info says "illegal_action": True.

It lives on the user-facing side (compiler/) since it loads the card library; the runtime it
drives imports nothing from here."""
import functools
import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from gicc.runtime import engine as E
from gicc.runtime.decks import load_deck
from gicc.runtime.sim import draw_pool_deck
from gicc.runtime.view import view

from . import rl_encoding as R

MAX_STEPS = 5000          # as runtime/play.py's guard: the episode is truncated past it
AGENT_NAMES = ("player_0", "player_1")


def default_library():
    from .cli import load_library
    lib = load_library()
    if lib is None:
        raise RuntimeError("the card library did not build (see the errors above)")
    return lib


def spaces_of():
    obs = spaces.Dict({
        "observation": spaces.Box(low=0.0, high=R.HIGH, shape=(R.OBS_SIZE,), dtype=np.float32),
        "action_mask": spaces.Box(low=0, high=1, shape=(R.ACTIONS,), dtype=np.int8),
    })
    return obs, spaces.Discrete(R.ACTIONS)


class GiccEnv(AECEnv):
    """Two agents, player_0 and player_1 (the match's seats).

    decks: one or two deck files or share codes (one: both play it), default the sample pair
    of `gicc play`; pool=True draws two random legal decks from each episode's seed instead.
    lib: a loaded library (default: the built-in one, from the compile cache)."""

    metadata = {"render_modes": ["ansi"], "name": "gicc_v0", "is_parallelizable": False}

    def __init__(self, decks=None, pool=False, lib=None, rules=None, render_mode=None):
        super().__init__()
        self.lib = lib if lib is not None else default_library()
        if not pool:
            from gicc.runtime.play import default_decks
            specs = list(decks or default_decks())
            if len(specs) == 1:
                specs *= 2
            self.decks = [load_deck(d, self.lib) for d in specs]
        else:
            self.decks = None
        self.rules = rules
        self.render_mode = render_mode
        self.possible_agents = list(AGENT_NAMES)
        self.agents = []
        self._seeds = random.Random()
        self.m = None

    @functools.lru_cache(maxsize=None)
    def observation_space(self, agent):
        return spaces_of()[0]

    @functools.lru_cache(maxsize=None)
    def action_space(self, agent):
        return spaces_of()[1]

    def reset(self, seed=None, options=None):
        if seed is not None:
            self._seeds = random.Random(seed)
            match_seed = seed
        else:
            match_seed = self._seeds.randrange(2 ** 31)
        decks = self.decks
        if decks is None:
            rng = random.Random(match_seed)
            decks = [draw_pool_deck(self.lib, rng), draw_pool_deck(self.lib, rng)]
        self.m = E.new_match(self.lib, [(d.characters, d.cards) for d in decks], seed=match_seed,
                             rules=self.rules)
        self.m.verbose = self.render_mode == "ansi"
        self.steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._refresh()

    def _refresh(self):
        """The legal slots, who decides next, and every agent's info."""
        self._slots = R.slots(self.m)
        acting = next(iter(self._slots.values())).player if self._slots else None
        if acting is not None:
            self.agent_selection = AGENT_NAMES[acting]
        elif not hasattr(self, "agent_selection") or self.agent_selection not in self.agents:
            self.agent_selection = self.agents[0]
        described = R.described(self._slots)
        v = view(self.m)
        for a in self.agents:
            self.infos[a] = {"view": v, "actions": described if a == self.agent_selection else {}}

    def observe(self, agent):
        me = AGENT_NAMES.index(agent)
        table = self._slots if self.agent_selection == agent and agent in self.agents else {}
        return {"observation": R.observe(self.m, me), "action_mask": R.mask(table)}

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0
        self.rewards = {a: 0 for a in self.agents}
        a = self._slots.get(int(action)) if action is not None else None
        if a is None:
            self.infos[agent]["illegal_action"] = True
            self._accumulate_rewards()
            return
        E.apply(self.m, a)
        self.steps += 1
        m = self.m
        if m.winner is not None or not E.legal_actions(m):
            for k, name in enumerate(AGENT_NAMES):
                self.rewards[name] = 0 if m.winner in ("draw", None) else (1 if m.winner == k else -1)
                self.terminations[name] = True
        elif self.steps >= MAX_STEPS:
            for name in AGENT_NAMES:
                self.truncations[name] = True
        self._refresh()
        self._accumulate_rewards()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self):
        if self.render_mode != "ansi" or self.m is None:
            return None
        lines, self.m.log[:] = list(self.m.log), []
        return "\n".join(lines)

    def close(self):
        pass


def env(**kw):
    """The environment, as PettingZoo's own environments offer it."""
    return GiccEnv(**kw)
