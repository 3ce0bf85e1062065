"""`gicc.env`: the reinforcement-learning environments (pip install 'gicc[rl]').

    from gicc.env import env, GymEnv
    aec = env()                       # PettingZoo AEC: player_0 and player_1
    single = GymEnv(opponent="greedy")  # Gymnasium: one seat, the other played by an agent

This folder is installed as the package `gicc.env` (pyproject.toml's package-dir): the layout
of the repository has no top-level place for it, and the environments load the card library,
which is the user-facing side's job, so they live beside the compiler (compiler/aec.py,
compiler/gym_env.py, compiler/rl_encoding.py) and this package only names them."""
try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as e:        # said once, in the user's terms, not as a missing module deep inside
    raise ImportError("gicc.env needs pettingzoo, gymnasium and numpy: pip install 'gicc[rl]' (%s)" % e) from e

from gicc.compiler.aec import AGENT_NAMES, MAX_STEPS, GiccEnv, env  # noqa: F401,E402
from gicc.compiler.gym_env import GymEnv  # noqa: F401,E402
from gicc.compiler import rl_encoding as encoding  # noqa: F401,E402

__all__ = ["env", "GiccEnv", "GymEnv", "encoding", "AGENT_NAMES", "MAX_STEPS"]
