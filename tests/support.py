"""Helpers the test modules share."""
import json
from pathlib import Path

from gicc.compiler.build import Build

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT.parent / "shared" / "reference"


def check_text(tmp_path, text, name="x.card"):
    """Check one card text as a file; its diagnostics, sorted."""
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    b = Build([p], use_cache=False)
    b.check()
    return b.diags.sorted()


def reference():
    """Every item of shared/reference by id (characters win over cards, cards over entities)."""
    out = {}
    if (REF / "supplement_after_v6_0.json").exists():      # 6.1-6.2, Chinese only; 6.0 wins
        from gicc.compiler.facts import supplement_items
        for item in supplement_items(REF / "supplement_after_v6_0.json"):
            out[item["id"]] = item
    for f in ("entities.json", "action_cards.json", "characters.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            out[item["id"]] = item
    return out


def library_with(tmp_path_factory, text, name="probe"):
    """The built-in library plus one card file of test-only definitions (a probe that counts
    what an event delivers), compiled and loaded."""
    from gicc.compiler.build import CARDS, build_library
    from gicc.runtime.library import load_modules
    d = tmp_path_factory.mktemp(name)
    (d / (name + ".card")).write_text(text, encoding="utf-8")
    mods, diags, _ = build_library((CARDS, d))
    assert mods is not None, diags.sorted()
    return load_modules(mods)


def run_scenario_text(lib, tmp_path, text):
    """Run a scenario written inline (dedented) against `lib`; fail with its message."""
    import textwrap
    from gicc.runtime.scenario import run_file
    p = tmp_path / "s.yaml"
    p.write_text(textwrap.dedent(text), encoding="utf-8")
    ok, name, msg = run_file(p, lib)
    assert ok, msg



def random_match(lib, seed, steps, verbose=True):
    """A match between random decks of the whole library (both from `seed`) after `steps`
    random legal actions, or fewer when it ends."""
    import random
    from gicc.runtime import engine as E, fuzz
    from gicc.runtime.agents import RandomAgent
    rng = random.Random(seed)
    decks = [fuzz.random_deck(lib, rng), fuzz.random_deck(lib, rng)]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
    m.verbose = verbose
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    for _ in range(steps):
        options = E.legal_actions(m)
        if m.winner is not None or not options:
            break
        E.apply(m, agents[options[0].player].act(m, options))
    return m


def fuzzed_logs(lib, seeds, steps=400):
    """The logs of such matches, one per seed: what two versions of a mechanism must play
    alike, line for line."""
    return ["\n".join(str(r) for r in random_match(lib, seed, steps).log) for seed in seeds]
