"""`gain_dice different N`: N basic dice of different elements, whatever the seed (Parametric
Transformer); `gain_dice random N`: basic dice (Chef Mao)."""
import pytest

from gicc.compiler.cli import load_library
from gicc.runtime import scenario as S

ELEMENTS = ("cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")


@pytest.fixture(scope="module")
def lib():
    lib = load_library()
    assert lib is not None
    return lib


def run(lib, data):
    return S.run(S.Scenario("<test>", data), lib)


@pytest.mark.parametrize("seed", range(20))
def test_parametric_transformer_gives_three_different_basic_dice(lib, seed):
    m = run(lib, {
        "seed": seed, "first": 1,
        "players": [
            {"characters": ["Diluc", "Fischl"], "dice": [],
             "supports": [{"name": "Parametric Transformer", "qualitative_progress": 2}]},
            {"characters": ["Fischl", "Diluc"]},
        ],
        "steps": [{"player": 1, "skill": "elemental"}],
    })
    pl = m.players[0]
    assert not pl.supports
    assert pl.dice[0] == 0                      # no Omni
    assert sum(pl.dice) == 3 and max(pl.dice) == 1, pl.dice


@pytest.mark.parametrize("seed", range(10))
def test_chef_mao_creates_one_basic_die(lib, seed):
    m = run(lib, {
        "seed": seed,
        "players": [
            {"characters": [{"card": "Diluc", "hp": 5}, "Fischl"], "dice": [],
             "supports": ["Chef Mao"], "hand": ["Sweet Madame"]},
            {"characters": ["Fischl", "Diluc"]},
        ],
        "steps": [{"player": 0, "play": "Sweet Madame"}],
    })
    pl = m.players[0]
    assert pl.dice[0] == 0 and sum(pl.dice) == 1
