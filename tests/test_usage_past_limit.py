"""Usages past an entity's stacking limit (`max_usage`), issue 11 (Cryo Cicins): an effect may take
them over it (`add_usage_uncapped`); adding the entity again or a capped `add_usage` then stops
there without taking any away; `max_usage_of` reads the limit.  Tried through small test cards
compiled beside the library."""
import pytest

from gicc.compiler.build import CARDS, build_library
from gicc.runtime import engine as E
from gicc.runtime.library import load_modules
from gicc.runtime.scenario import Scenario, action_of, build, settle

TEST_CARDS = '''
summon 990201 "Usage Test Summon" {
  usage 2
  max_usage 3
  version "6.0"
  text_version "6.0"
  hidden
  on card_played when card.name == "Usage Test: Gain" { add_usage 1 }
  on card_played when card.name == "Usage Test: Past" { add_usage_uncapped 2 }
}

event 990202 "Usage Test: Gain" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990203 "Usage Test: Past" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990204 "Usage Test: Summon" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { summon "Usage Test Summon" }
}

event 990205 "Usage Test: Over" {
  version "6.0"
  text_version "6.0"
  hidden
  require usage_of("Usage Test Summon") > max_usage_of("Usage Test Summon")
  on played { }
}
'''


@pytest.fixture(scope="module")
def ulib(tmp_path_factory):
    folder = tmp_path_factory.mktemp("usage-cards")
    (folder / "usage-tests.card").write_text(TEST_CARDS, encoding="utf-8")
    mods, diags, _ = build_library((CARDS, folder))
    assert mods is not None, diags.sorted()
    return load_modules(mods)


def play(lib, usage, hand, steps):
    data = {"rules": {"dice": "omni"},
            "players": [{"characters": ["Diluc", "Fischl"], "hand": hand,
                         "summons": [{"name": "Usage Test Summon", "usage": usage}]},
                        {"characters": ["Fischl"]}]}
    sc = Scenario("inline", data)
    m = build(sc, lib)
    for i, step in enumerate(steps):
        settle(m, step)
        E.apply(m, action_of(sc, m, step, i, steps))
    return m


def usage(m):
    return [e.usage for e in m.players[0].summons]


def test_an_effect_takes_usages_past_the_limit_and_nothing_takes_them_back(ulib):
    hand = ["Usage Test: Past", "Usage Test: Gain", "Usage Test: Summon", "Usage Test: Over"]
    steps = [{"player": 0, "play": "Usage Test: Past"}, {"player": 0, "play": "Usage Test: Gain"},
             {"player": 0, "play": "Usage Test: Summon"}]
    m = play(ulib, 3, hand, steps[:1])
    assert usage(m) == [5]
    m = play(ulib, 3, hand, steps)
    assert usage(m) == [5]                     # neither the capped gain nor a new summoning cut it
    m = play(ulib, 3, hand, steps + [{"player": 0, "play": "Usage Test: Over"}])
    assert "Usage Test: Over" not in [c.defn.name for c in m.players[0].hand]


def test_below_the_limit_gains_stop_at_it(ulib):
    hand = ["Usage Test: Gain", "Usage Test: Summon", "Usage Test: Over"]
    m = play(ulib, 1, hand, [{"player": 0, "play": "Usage Test: Gain"}])
    assert usage(m) == [2]
    m = play(ulib, 1, hand, [{"player": 0, "play": "Usage Test: Gain"}, {"player": 0, "play": "Usage Test: Summon"}])
    assert usage(m) == [3]                     # 2 + 2, stopped at 3
    with pytest.raises(E.IllegalAction):       # 3 is not past the limit
        play(ulib, 3, hand, [{"player": 0, "play": "Usage Test: Over"}])
