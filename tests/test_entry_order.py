"""A character's equipment and statuses are one kind in the resolution order, first come first
(seed 004: キャラの装備と状態, 登場の先着順); a scenario states the order they entered with
`entry_order` (docs/scenarios.md), and a bad one is refused with its line, never a traceback."""
import pytest

from gicc.runtime.events import held
from gicc.runtime.scenario import Scenario, ScenarioError, build


def scenario(char):
    return Scenario("x.yaml", {"players": [{"characters": [char]}, {"characters": ["Keqing"]}], "steps": []})


def test_without_entry_order_statuses_come_before_equipment(lib):
    m = build(scenario({"card": "Wanderer", "equipment": ["Gales of Reverie"], "statuses": ["Windfavored"]}), lib)
    assert [e.defn.name for e in held(m.players[0].characters[0])] == ["Windfavored", "Gales of Reverie"]
    # a status attached as the battle begins too
    m = build(scenario({"card": "Chevreuse", "equipment": ["Shadow of the Sand King"]}), lib)
    assert [e.defn.name for e in held(m.players[0].characters[0])] == ["Vertical Force Coordination",
                                                                        "Shadow of the Sand King"]


def test_entry_order_sets_the_order(lib):
    m = build(scenario({"card": "Wanderer", "equipment": ["Gales of Reverie"], "statuses": ["Windfavored"],
                        "entry_order": ["Gales of Reverie", "windfavored"]}), lib)
    assert [e.defn.name for e in held(m.players[0].characters[0])] == ["Gales of Reverie", "Windfavored"]


@pytest.mark.parametrize("order", ["Windfavored", [1.5], ["Windfavored"], ["Windfavored", "Windfavored"],
                                   ["Windfavored", "Gales of Reverie", "Paimon"], ["Paimon", "Windfavored"]])
def test_a_bad_entry_order_is_refused(lib, order):
    with pytest.raises(ScenarioError, match="entry_order"):
        build(scenario({"card": "Wanderer", "equipment": ["Gales of Reverie"], "statuses": ["Windfavored"],
                        "entry_order": order}), lib)
