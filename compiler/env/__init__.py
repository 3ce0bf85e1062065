"""`gicc.env`: the reinforcement-learning environments (pip install 'gicc[rl]').

    from gicc.env import env, GymEnv
    aec = env()                       # PettingZoo AEC: player_0 and player_1
    single = GymEnv(opponent="greedy")  # Gymnasium: one seat, the other played by an agent

This folder is installed as the package `gicc.env` (pyproject.toml's package-dir): the layout
of the repository has no top-level place for it, and the environments load the card library,
which is the user-facing side's job, so they live beside the compiler (compiler/aec.py,
compiler/gym_env.py, compiler/rl_encoding.py) and this package only names them."""
from gicc.compiler.aec import AGENT_NAMES, MAX_STEPS, GiccEnv, env  # noqa: F401
from gicc.compiler.gym_env import GymEnv  # noqa: F401
from gicc.compiler import rl_encoding as encoding  # noqa: F401

__all__ = ["env", "GiccEnv", "GymEnv", "encoding", "AGENT_NAMES", "MAX_STEPS"]
