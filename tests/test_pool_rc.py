"""The constructs of branch rc (compiler/registry/pool_rc.py) at the edges the card scenarios
leave: hands swapped keep both card ledgers whole, and a character immune to skill-stopping
states gets none of them (its teammates still may)."""
from gicc.runtime import engine as E
from gicc.runtime.fuzz import _card_ledger
from gicc.runtime.scenario import action_of, build, load
from support import ROOT

SCENARIOS = ROOT / "tests" / "scenarios" / "cards"


def first_step(m, sc):
    steps = sc.data["steps"]
    E.apply(m, action_of(sc, m, steps[0], 0, steps))


def test_swapped_hands_keep_the_card_ledgers(lib):
    sc = load(SCENARIOS / "in-the-name-of-the-extreme.yaml")
    m = build(sc, lib)
    hands = [[c.defn.name for c in p.hand] for p in m.players]
    first_step(m, sc)
    assert [c.defn.name for c in m.players[1].hand][:2] == hands[0][1:]
    assert [c.defn.name for c in m.players[0].hand] == hands[1]
    # the fuzzer's card ledger (a scenario's dice are set, not made: their ledger is not asked)
    assert [v for i, p in enumerate(m.players) for v in _card_ledger(p, "P%d" % i)] == []
    assert all(c.made for c in m.players[0].hand)


def test_immune_control_blocks_every_skill_stopping_state(lib):
    from gicc.runtime import zones
    sc = load(SCENARIOS / "edict-of-absolution.yaml")
    m = build(sc, lib)
    first_step(m, sc)
    diluc = m.players[0].characters[0]
    stoppers = [d for d in lib.defs if "no_skills" in d.flags]
    assert {d.name for d in stoppers} >= {"Frozen", "Stun", "Petrification"}
    assert all(zones.blocked(diluc, d) for d in stoppers)
    fischl = m.players[0].characters[1]
    assert not any(zones.blocked(fischl, d) for d in stoppers)
