"""`gicc.env.GymEnv`: one seat of a match as a Gymnasium environment, the other seat played by
any agent of runtime.agents.AGENTS (issue 15, item 3).

Same observation dict, action space, decoding and reward as the AEC environment (aec.py,
rl_encoding.py), from the learner's side.  The opponent's moves are played inside `reset` and
`step` until it is the learner's turn again or the match is over.  A masked-out action is
refused (nothing changes, reward 0, info "illegal_action": True), so an agent that ignores the
mask cannot corrupt the match; the episode is truncated after MAX_STEPS of the learner's
steps."""
import random

import gymnasium as gym

from gicc.runtime import engine as E
from gicc.runtime.agents import AGENTS
from gicc.runtime.decks import load_deck
from gicc.runtime.sim import draw_pool_deck
from gicc.runtime.view import view

from . import rl_encoding as R
from .aec import MAX_STEPS, default_library, spaces_of


class GymEnv(gym.Env):
    """seat: 0 or 1 (the learner's), or "random" (drawn from each episode's seed); opponent: an
    agent's name; decks / pool / lib / rules: as gicc.env.GiccEnv."""

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, opponent="random", seat=0, decks=None, pool=False, lib=None, rules=None,
                 render_mode=None):
        if opponent not in AGENTS:
            raise ValueError("unknown agent %r (known: %s)" % (opponent, ", ".join(sorted(AGENTS))))
        if seat not in (0, 1, "random"):
            raise ValueError("seat is 0, 1 or 'random', not %r" % (seat,))
        self.lib = lib if lib is not None else default_library()
        self.opponent_name, self.seat_rule = opponent, seat
        self.pool, self.rules, self.render_mode = pool, rules, render_mode
        if not pool:
            from gicc.runtime.play import default_decks
            specs = list(decks or default_decks())
            if len(specs) == 1:
                specs *= 2
            self.decks = [load_deck(d, self.lib) for d in specs]
        self.observation_space, self.action_space = spaces_of()
        self.m = None

    def reset(self, seed=None, options=None):
        super().reset(seed=seed)
        match_seed = seed if seed is not None else int(self.np_random.integers(2 ** 31))
        rng = random.Random(match_seed)
        decks = [draw_pool_deck(self.lib, rng), draw_pool_deck(self.lib, rng)] if self.pool else self.decks
        self.seat = rng.randrange(2) if self.seat_rule == "random" else self.seat_rule
        self.m = E.new_match(self.lib, [(d.characters, d.cards) for d in decks], seed=match_seed,
                             rules=self.rules)
        self.m.verbose = self.render_mode == "ansi"
        # as runtime/play.py seeds the agent of each seat
        self.opponent = AGENTS[self.opponent_name](match_seed * 2 + (1 - self.seat) + 1)
        self.steps = 0
        self._advance()
        return self._obs(), self._info()

    def _advance(self):
        """The opponent's actions, until the learner decides or the match is over."""
        m = self.m
        while m.winner is None:
            options = E.legal_actions(m)
            if not options or options[0].player == self.seat:
                break
            E.apply(m, self.opponent.act(m, options))
        self._slots = R.slots(m) if m.winner is None else {}

    def _obs(self):
        return {"observation": R.observe(self.m, self.seat), "action_mask": R.mask(self._slots)}

    def _info(self, **extra):
        info = {"view": view(self.m), "actions": R.described(self._slots)}
        info.update(extra)
        return info

    def step(self, action):
        a = self._slots.get(int(action))
        if a is None:
            self.steps += 1
            return self._obs(), 0.0, False, self.steps >= MAX_STEPS, self._info(illegal_action=True)
        E.apply(self.m, a)
        self.steps += 1
        self._advance()
        m = self.m
        done = m.winner is not None or not self._slots
        reward = 0.0
        if done and m.winner in (0, 1):
            reward = 1.0 if m.winner == self.seat else -1.0
        return self._obs(), reward, done, (not done) and self.steps >= MAX_STEPS, self._info()

    def render(self):
        if self.render_mode != "ansi" or self.m is None:
            return None
        lines, self.m.log[:] = list(self.m.log), []
        return "\n".join(lines)
