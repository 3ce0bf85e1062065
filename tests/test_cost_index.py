"""The cost index: a cost handler is indexed under the kinds of action its condition allows
(compiler/checker/listens.py, runtime/defs.py `Def.listens`), and a cost query for another kind
skips the dispatch (runtime/actions.py `modified_cost`)."""
from gicc.compiler.build import Build
from gicc.runtime import actions as A
from gicc.runtime.defs import Def
from support import fuzzed_logs

CARD = """support 990001 Ledger {
  cost unaligned 1
  on cost when action.kind is switch and not action.quick { reduce_cost unaligned 1 }
  on cost when action.kind is card or action.kind is skill { quick }
  on cost when (action.kind is technique and user.is_self) or action.kind is card { quick }
  on cost when not action.kind is switch { quick }
  on cost when action.kind is switch or cost.unaligned > 1 { quick }
  on cost when action.kind is switch and action.kind is skill { quick }
  on cost { quick }
  on cost when action.kind is card and card.kind is talent { quick }
  on cost when card.kind in (weapon, artifact) and cost.dice > 0 { quick }
  on cost when action.kind is skill and card.kind is talent { quick }
}
"""


def test_the_kinds_a_condition_allows(tmp_path):
    p = tmp_path / "ledger.card"
    p.write_text(CARD, encoding="utf-8")
    b = Build([p], use_cache=False)
    irs = b.check()
    assert not b.diags.errors, [d.render() for d in b.diags.sorted()]
    (d,) = irs[next(iter(irs))]
    got = [None if f.action_kinds is None else sorted(f.action_kinds) for f in d.handlers["cost"]]
    assert got == [["switch"], ["card", "skill"], ["card", "technique"],
                   None,          # a negation is not narrowed
                   None,          # nor an `or` with a part that allows any action
                   [],            # two kinds at once: no action
                   None,          # no condition
                   ["card:talent"],
                   ["card:artifact", "card:weapon"],
                   []]            # a skill query carries no card


def test_the_library_indexes_its_cost_handlers(lib):
    by_name = {d.name: d for d in lib.defs}
    assert by_name["Blizzard Strayer"].listens == {"cost@card:talent", "cost@skill"}
    assert by_name["Leave It to Me! (In Effect)"].listens == {"cost@switch"}
    assert by_name["Paimon"].listens == frozenset()
    # every definition with a cost handler is indexed under some kind
    for d in lib.defs:
        for ev in ("cost", "opp_cost"):
            assert (ev in d.handlers) == any(k.startswith(ev + "@") for k in d.listens), d


def test_a_definition_without_the_index_hears_every_kind():
    d = Def(990002, "support", "Hand-made", handlers={"cost": (lambda m, ctx, ev: None,)})
    assert d.listens == {"cost@" + k for k in ("skill", "switch", "card", "technique")}   # every card too
    assert {"cost", "cost@switch"} <= d.ear_keys


def test_skipping_unlistened_kinds_plays_the_same_matches(lib, monkeypatch):
    # random decks of the whole library, with and without the index: the same matches, line for
    # line, and the index did skip dispatches
    seeds = range(900, 925)
    calls = []
    real = A.dispatch
    monkeypatch.setattr(A, "dispatch", lambda m, event, ev, sides: (calls.append(event), real(m, event, ev, sides)))
    indexed = fuzzed_logs(lib, seeds)
    n_indexed = len(calls)
    calls.clear()
    monkeypatch.setattr(A, "COST_KEYS", {k: ("cost", "opp_cost") for k in A.COST_KEYS})
    monkeypatch.setattr(A, "CARD_KEYS", {k: ("cost", "opp_cost") for k in A.CARD_KEYS})
    plain = fuzzed_logs(lib, seeds)
    assert plain == indexed
    assert 0 < n_indexed < len(calls)
