"""A step's `ties` (docs/scenarios.md): the hand card an effect takes among cards tied for the
highest original cost, which the rules leave to chance; and how the differential oracle finds
the ones the reference engine took (tests/differential/difforacle/recorder.py)."""
import sys
from pathlib import Path

import pytest

from gicc.runtime.scenario import Failure, Scenario, ScenarioError, run

HERE = Path(__file__).resolve().parent / "differential"

# Subnautical Hunter Mode after the Normal Attack: Awesome, Bro (1) goes first, then one of the
# two cards of cost 0
PLAYERS = [{"characters": [{"card": "Freminet", "statuses": ["Pers Timer", {"name": "Subnautical Hunter Mode",
                                                                            "duration": 2}]}],
            "hand": ["Ultimate Surfing Buddy!", "Awesome, Bro", "Narration Footnotes"],
            "deck": ["Strategize", "Mondstadt Hash Brown"]},
           {"characters": ["Diluc"]}]


def play(lib, step):
    sc = Scenario("x.yaml", {"rules": {"dice": "omni"}, "players": PLAYERS, "steps": [step]})
    return run(sc, lib)


@pytest.mark.parametrize("name, taken", [("Ultimate Surfing Buddy!", "Ultimate Surfing Buddy!"),
                                         ("narration footnotes", "Narration Footnotes"),
                                         (332041, "Ultimate Surfing Buddy!")])
def test_the_named_card_is_taken(lib, name, taken):
    m = play(lib, {"player": 0, "skill": "normal", "ties": [name]})
    assert [c.defn.name for c in m.players[0].deck] == ["Awesome, Bro", taken]
    assert m.tie_picks is None                  # the hook is the step's only


@pytest.mark.parametrize("names, message", [
    (["Strategize"], "names strategize, not one of the tied cards Ultimate Surfing Buddy!, Narration Footnotes"),
    (["Narration Footnotes", "Ultimate Surfing Buddy!"], "names 2 card"),
])
def test_a_name_not_used_as_written_fails_the_step(lib, names, message):
    with pytest.raises(Failure, match=message):
        play(lib, {"player": 0, "skill": "normal", "ties": names})


def test_a_tie_the_step_does_not_name_fails_it(lib):
    players = [dict(PLAYERS[0], hand=["Ultimate Surfing Buddy!", "Narration Footnotes", "Sweet Madame"]),
               PLAYERS[1]]
    sc = Scenario("x.yaml", {"rules": {"dice": "omni"}, "players": players,
                             "steps": [{"player": 0, "skill": "normal", "ties": ["Sweet Madame"]}]})
    with pytest.raises(Failure, match="a tie among .* that `ties` does not name"):
        run(sc, lib)


@pytest.mark.parametrize("ties", [[], "Strategize", [True], ["No Such Card"], [{"name": "Paimon"}]])
def test_a_malformed_ties_is_refused(lib, ties):
    with pytest.raises(ScenarioError, match="x.yaml"):
        play(lib, {"player": 0, "skill": "normal", "ties": ties})


def recorder(lib):
    sys.path.insert(0, str(HERE))
    try:
        from difforacle.recorder import Recorder
        from difforacle.view import Names
    finally:
        sys.path.remove(str(HERE))
    return Recorder(None, Names(lib), None, 60)


def hands(*cards):
    return {"players": [{"hands": [{"id": i, "definition": {"id": d}} for i, d in h]} for h in cards]}


SURF, BRO, NOTES, PAIMON, LIBEN, STRATEGIZE = 332041, 332050, 332052, 322001, 322008, 332004


def test_the_recorder_names_the_card_taken_among_tied_ones_only(lib):
    rec = recorder(lib)
    before = hands([(-1, SURF), (-2, BRO), (-3, NOTES)], [(-9, PAIMON)])
    # 5008: Awesome, Bro (the only card of cost 1), then Ultimate Surfing Buddy! (tied with
    # Narration Footnotes); each told twice, then the draws
    moves = [(0, "taken", -2, BRO), (0, "taken", -2, BRO), (0, "taken", -1, SURF), (0, "taken", -1, SURF),
             (0, "in", -4, LIBEN), (0, "in", -5, STRATEGIZE)]
    assert rec.ties(before, moves) == ["Ultimate Surfing Buddy!"]
    # a card taken that is not of the highest cost is no pick of the highest
    assert rec.ties(before, [(0, "taken", -1, SURF)]) == []
    # a card discarded or played leaves the hand without being a pick; one drawn first counts
    assert rec.ties(before, [(0, "out", -2, BRO), (0, "taken", -3, NOTES)]) == ["Narration Footnotes"]
    assert rec.ties(before, [(1, "in", -8, STRATEGIZE), (1, "in", -7, STRATEGIZE), (1, "taken", -7, STRATEGIZE)]) == []
    assert rec.ties(before, [(1, "in", -8, PAIMON), (1, "taken", -9, PAIMON)]) == ["Paimon"]
