"""The listener index (runtime/events.py Ears): per side, the events its handlers in play
subscribe to and each event's subscribers in resolution order, redone after `changed`.  The
whole suite runs with events.CHECK on (tests/conftest.py), so every scenario and fuzzed game
compares it with a fresh walk; these tests show that check can fail, and what the index does."""
import io
import sys
import types

from gicc.runtime import events, fuzz, zones
from gicc.runtime.events import Ctx, _run, held     # noqa: F401 (the walk below names them)
from gicc.runtime import engine as E
from gicc.runtime.decks import load_deck
from gicc.runtime.play import default_decks
from support import fuzzed_logs


def test_a_forgotten_change_is_an_error_of_the_fuzzed_game(lib, monkeypatch):
    # an entity enters play without the index hearing of it: the fuzzer's check names the
    # events the stale index misses
    monkeypatch.setattr(zones, "changed", lambda m: None)
    out = io.StringIO()
    errors = fuzz.fuzz(lib, 3, 5, out)
    assert errors == 3
    assert "the listener index of P" in out.getvalue() and "missed" in out.getvalue()


def test_a_side_hears_only_what_its_entities_subscribe_to(lib):
    decks = [load_deck(d, lib) for d in default_decks()]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=3)
    for p in (0, 1):
        mine = set()
        for ch in m.players[p].characters:
            mine.update(ch.defn.handlers)
        assert events.ears(m, p).events == mine
    # a summon of the library that listens to the end phase enters P0's side: P0 hears it
    summon = next(d for d in lib.defs if d.kind == "summon" and "end_phase" in d.handlers)
    heard_before = any("end_phase" in ch.defn.handlers for ch in m.players[0].characters)
    assert events.hears(m, "end_phase", (0,)) == heard_before
    e = zones.create_entity(m, 0, summon)
    assert e is not None
    assert events.hears(m, "end_phase", (0,))
    subs = events.subscriber_list(m.players[0], "end_phase")
    assert subs[-1][2] is e          # summons come after the characters and combat statuses


def test_a_stale_subscriber_list_is_caught(lib):
    decks = [load_deck(d, lib) for d in default_decks()]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=3)
    ear = events.ears(m, 0)
    heard = sorted(ear.events)[0]
    ear.lists[heard] = (m.players[0].active, [("not", "a", "real", "list")])
    events.CHECK = True
    try:
        events.subscribers(m, heard, (0,))
    except AssertionError as err:
        assert "stale" in str(err)
    else:
        raise AssertionError("a stale list went unnoticed")


def test_a_clone_starts_with_its_own_index(lib):
    decks = [load_deck(d, lib) for d in default_decks()]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=4)
    events.ears(m, 0)
    c = m.clone()
    assert c.ears == [None, None]
    assert events.ears(c, 0).events == events.ears(m, 0).events
    assert events.ears(c, 0) is not events.ears(m, 0)


def _walk_everything(m, event, ev, sides):
    """dispatch as it was before the index: a walk over everything in play, each group read when
    its turn comes.  Its code replaces dispatch's (so every module's imported name runs it)."""
    if event not in m.subscribed:
        return
    for pi in sides:
        p = m.players[pi]
        chars = p.characters
        n = len(chars)
        for ch in [chars[(p.active + k) % n] for k in range(n)]:
            hs = ch.defn.handlers.get(event)
            if hs and not ch.defeated:
                _run(m, hs, Ctx(pi, None, ch, ch.defn), ev)
            for e in held(ch):
                hs = e.defn.handlers.get(event)
                if hs and e.uid:
                    _run(m, hs, Ctx(pi, e, ch, e.defn), ev)
        for group in (p.combat_statuses, p.summons, p.supports):
            for e in tuple(group):
                hs = e.defn.handlers.get(event)
                if hs and e.uid:
                    _run(m, hs, Ctx(pi, e, p.characters[p.active], e.defn), ev)


def test_dispatch_plays_random_decks_exactly_as_the_walk_over_everything(lib, monkeypatch):
    # random decks of the whole library, where handlers create and remove entities in the middle
    # of an event (the index's `_resume` path): the same matches, line for line
    seeds = range(700, 730)
    indexed = fuzzed_logs(lib, seeds)
    walks = []

    def walk_everything(m, event, ev, sides):
        walks.append(event)
        _walk_everything(m, event, ev, sides)
    if isinstance(events.dispatch, types.FunctionType):
        walk = _walk_everything.__code__.replace(co_name="dispatch")
        monkeypatch.setattr(events.dispatch, "__code__", walk)
    else:
        # a compiled engine (setup.py): a compiled function's code cannot be replaced, so every
        # module's name for dispatch is (compiled modules look their globals up by name too)
        real = events.dispatch
        for mod in list(sys.modules.values()):
            if getattr(mod, "__name__", "").startswith("gicc.") and getattr(mod, "dispatch", None) is real:
                monkeypatch.setattr(mod, "dispatch", walk_everything)
    walked = fuzzed_logs(lib, seeds)
    assert walked == indexed
    assert walks or isinstance(events.dispatch, types.FunctionType)     # the walk did play them
