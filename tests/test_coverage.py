"""Every card, character, status and summon of the library is exercised by some scenario:
its code runs (a skill is used, a handler fires, a card is played) or an effect creates it."""
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def instrumented_library():
    from gicc.compiler.build import CARDS, build_library
    from gicc.runtime.library import load_modules
    mods, diags, _ = build_library((CARDS,))
    assert mods is not None
    lib = load_modules(mods)        # fresh modules: wrapping their functions touches no other test
    seen = set()

    def wrap(fn, key):
        def recorded(m, me, ev):
            seen.add(key)
            return fn(m, me, ev)
        return recorded

    for d in list(lib.defs):
        key = (d.kind, d.id, d.name)
        d.handlers = {ev: tuple(wrap(h, key) for h in hs) for ev, hs in d.handlers.items()}
        for attr in ("play", "modify", "require"):
            if getattr(d, attr) is not None:
                setattr(d, attr, wrap(getattr(d, attr), key))
        for s in d.skills:
            if s.body is not None:
                s.body = wrap(s.body, key)
    return lib, seen


@pytest.fixture(scope="module")
def coverage():
    import gicc.runtime.scenario as scenario
    import gicc.runtime.zones as zones
    from gicc.runtime.scenario import discover, run_file
    lib, seen = instrumented_library()
    original = zones.create_entity
    original_setup = scenario._entity

    def create_entity(m, p, defn, ch=None, **kw):
        seen.add((defn.kind, defn.id, defn.name))
        return original(m, p, defn, ch, **kw)

    def setup_entity(*args):
        # an inert status (a rule flag and nothing else: Mist Bubble Prison) has no code to run;
        # a scenario that puts it in play and sees what it forbids exercises it
        e = original_setup(*args)
        d = e.defn
        if not d.handlers and d.play is None and d.modify is None and not d.skills:
            seen.add((d.kind, d.id, d.name))
        return e

    zones.create_entity = create_entity
    scenario._entity = setup_entity
    try:
        failed = [f for f in discover([ROOT / "tests" / "scenarios"]) if not run_file(f, lib)[0]]
    finally:
        zones.create_entity = original
        scenario._entity = original_setup
    return lib, seen, failed


def test_every_definition_is_exercised_by_a_scenario(coverage):
    lib, seen, failed = coverage
    assert not failed, failed
    missing = []
    for d in list(lib.defs):
        key = (d.kind, d.id, d.name)
        inert = not d.handlers and d.play is None and d.modify is None and not d.skills
        if key not in seen and not (inert and d.kind in ("character_status", "combat_status") and d.hidden):
            missing.append("%s %s %s (%s)" % (d.kind, d.id, d.name, d.source))
    assert not missing, "not exercised by any scenario:\n" + "\n".join(missing)
