"""The differential oracle's parts (tests/differential/oracle.py is its command line).

    pool      the cards a random deck draws from, and the random decks
    view      the reference engine's state as gicc's state view
    recorder  one random match played in the reference engine, step by step
    writer    a recorded match written as a scenario file
    checking  gicc run on scenario files (the whole state after every step, with --strict)

docs/differential.md describes the files, the known differences of the reference engine and how
the tool avoids them.
"""
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent       # tests/differential
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GITCG_VERSION = "0.21.0"
DATA_VERSION = "v6.0.0"
DEFAULT_MAX_STEPS = 60          # action steps per scenario (a whole match is often 150)
DICE_ORDER = ("omni", "cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")
GITCG_DICE = {1: "cryo", 2: "hydro", 3: "pyro", 4: "electro", 5: "anemo", 6: "geo", 7: "dendro", 8: "omni"}
DIE_CODE = {v: k for k, v in GITCG_DICE.items()}
GITCG_AURA = {0: [], 1: ["cryo"], 2: ["hydro"], 3: ["pyro"], 4: ["electro"], 7: ["dendro"],
              0x71: ["cryo", "dendro"]}
PHASES = {"initHands": "setup", "initActives": "setup", "roll": "roll", "action": "action",
          "end": "end", "gameEnd": "over"}
EQUIPMENT_KINDS = ("weapon", "artifact", "talent", "equipment", "technique")
# entity variables of the reference engine that mean the same as gicc's view keys
COMMON_VARS = ("usage", "duration", "shield")
# the reference engine's names of counters -> gicc's names, for entities that keep them
COUNTERS = {
    322003: (("material", "transmutation_materials"),),    # Timaeus
    322004: (("material", "forging_billets"),),            # Wagner
    322007: (("pigeon", "pigeons"),),                      # Timmie
    322008: (("collected", "collected"),),                 # Liben
    322009: (("inspiration", "inspiration"),),             # Chang the Ninth
    323001: (("progress", "qualitative_progress"),),       # Parametric Transformer
    114041: (("reliance", "indwelling"),),                 # Cyno's Pactsworn Pathclearer
    127011: (("vitality", "stacks"),),                     # Jadeplume's Radical Vitality
    321011: (("count", "count"),),                         # Vanarana
    323004: (("clue", "clue"),),                           # Treasure-Seeking Seelie
    322013: (("progress", "progress"),),                   # Hanachirusato
    114072: (("chakra", "resolve"),),                      # Raiden Shogun's Chakra Desiderata
    114091: (("conductive", "stacks"),),                   # Lisa's Conductive
    312015: (("bubble", "sea_dyed_foam"), ("healedPts", "healing")),   # Crown of Watatsumi
    312016: (("bubble", "sea_dyed_foam"), ("healedPts", "healing")),   # Ocean-Hued Clam
}
# the reference engine's names of counters gicc keeps as the entity's usages
USAGE_VARS = {
    300006: "spirit",                                      # Flames of War's Fighting Spirit
}
CRYO_CICINS, CICIN_MAGE, CICIN_ICICLE = 121011, 2101, "Cicin Icicle"
LIBEN = 322008
IRON_TONGUE = 322011


class UsageError(Exception):
    """A mistake on the command line or a missing optional dependency: a message, no traceback."""


_LIB = None


def gicc_library():
    global _LIB
    if _LIB is None:
        from gicc.compiler.cli import load_library
        _LIB = load_library()           # None once it has reported why
        if _LIB is None:
            raise UsageError("the card library does not compile")
    return _LIB
