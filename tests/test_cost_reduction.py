"""fx.reduce_cost: how "1 less die" effects take dice off a cost (issue 7, rule 1)."""
from gicc.runtime import fx
from gicc.runtime.events import CostEv


def reduced(cost, die, n=1):
    ev = CostEv("cost", cost=[list(item) for item in cost])
    fx.reduce_cost(None, None, ev, die, n)
    return [tuple(item) for item in ev.cost if item[1] > 0]


def test_element_takes_its_own_die_first():
    assert reduced([("hydro", 1), ("unaligned", 2)], "hydro") == [("unaligned", 2)]


def test_element_falls_back_to_an_unaligned_die():
    assert reduced([("pyro", 1), ("unaligned", 2)], "hydro") == [("pyro", 1), ("unaligned", 1)]


def test_element_takes_nothing_else():
    assert reduced([("pyro", 3)], "hydro") == [("pyro", 3)]


def test_element_leaves_a_matching_cost_alone():
    assert reduced([("same", 2)], "hydro") == [("same", 2)]


def test_unaligned_takes_only_unaligned():
    assert reduced([("pyro", 1), ("unaligned", 2)], "unaligned") == [("pyro", 1), ("unaligned", 1)]
    assert reduced([("same", 2)], "unaligned") == [("same", 2)]


def test_any_takes_element_then_unaligned_then_matching():
    assert reduced([("pyro", 1), ("unaligned", 2)], "any", 2) == [("unaligned", 1)]
    assert reduced([("same", 2)], "any") == [("same", 1)]
    assert reduced([("unaligned", 1)], "any", 3) == []
