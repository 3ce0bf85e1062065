"""Charged and Plunging Attacks (rules.md "Characters and switching").  No card of the library
reacts to them yet, so these tests read the flags the runtime hands to a skill."""
import pytest

from gicc.runtime import actions as A
from gicc.runtime import engine as E
from gicc.runtime.scenario import Scenario, build, action_of, settle


@pytest.fixture
def skills(monkeypatch):
    """Every skill use as (player, skill kind, charged, plunge)."""
    seen = []
    real = A.run_skill

    def spy(m, p, ch, skill, by_card=False, prepared=False, charged=False, plunge=False):
        seen.append((p, skill.kind, charged, plunge))
        return real(m, p, ch, skill, by_card=by_card, prepared=prepared, charged=charged, plunge=plunge)

    monkeypatch.setattr(A, "run_skill", spy)
    return seen


def play(lib, data, steps):
    sc = Scenario("inline", data)
    m = build(sc, lib)
    for i, step in enumerate(steps):
        settle(m, step)
        E.apply(m, action_of(sc, m, step, i, steps))
    return m


def dice(n):
    return ["omni"] * n


def test_charged_attack_is_a_normal_attack_with_an_even_number_of_dice(lib, skills):
    data = {"players": [{"characters": ["Diluc"], "dice": dice(10)},
                        {"characters": ["Fischl", "Diluc"], "dice": dice(9)}]}
    play(lib, data, [
        {"player": 0, "skill": "normal"},       # 10 dice: charged
        {"player": 1, "skill": "normal"},       # 9 dice: not charged
        {"player": 0, "skill": "elemental"},    # 7 dice, not a normal attack anyway
        {"player": 1, "skill": "elemental"},    # 6 dice, not a normal attack: not charged
        {"player": 0, "skill": "normal"},       # 4 dice (counted before paying): charged
    ])
    assert [(p, k, c) for p, k, c, _ in skills] == [
        (0, "normal", True), (1, "normal", False), (0, "elemental", False),
        (1, "elemental", False), (0, "normal", True)]


def test_plunging_attack_is_a_normal_attack_right_after_a_switch(lib, skills):
    data = {"players": [{"characters": ["Diluc", "Fischl"], "dice": dice(16),
                         "hand": ["Strategize"]},
                        {"characters": ["Diluc", "Fischl"], "dice": dice(16)}]}
    play(lib, data, [
        {"player": 0, "switch": 1},
        {"player": 1, "skill": "normal"},       # player 1 has not switched: no plunge
        {"player": 0, "play": "Strategize"},    # a quick action in between does not matter
        {"player": 0, "skill": "normal"},       # the next combat action after the switch
        {"player": 1, "switch": 1},
        {"player": 0, "skill": "normal"},       # not right after a switch any more
        {"player": 1, "switch": 0},             # two switches in a row: still right after one
        {"player": 0, "end": True},
        {"player": 1, "skill": "elemental"},    # the next combat action is not a normal attack
        {"player": 1, "skill": "normal"},       # so this one is not plunging
    ])
    assert [(p, k, pl) for p, k, _, pl in skills] == [
        (1, "normal", False), (0, "normal", True), (0, "normal", False),
        (1, "elemental", False), (1, "normal", False)]


def test_a_switch_then_a_normal_attack_after_the_opponent_ended(lib, skills):
    data = {"players": [{"characters": ["Diluc", "Fischl"], "dice": dice(16)},
                        {"characters": ["Diluc", "Fischl"], "dice": dice(16)}]}
    play(lib, data, [
        {"player": 0, "end": True},
        {"player": 1, "switch": 1},
        {"player": 1, "switch": 0},
        {"player": 1, "skill": "normal"},
    ])
    assert skills == [(1, "normal", True, True)]      # 16 - 2 = 14 dice: charged as well


def test_a_forced_switch_also_makes_the_next_normal_attack_plunging(lib, skills):
    data = {"players": [{"characters": ["Fischl"], "dice": dice(16)},
                        {"characters": [{"card": "Diluc", "aura": ["pyro"]}, "Fischl"],
                         "dice": dice(16)}]}
    m = play(lib, data, [
        {"player": 0, "skill": "elemental"},    # Overloaded: player 1 switches to Fischl
        {"player": 1, "skill": "normal"},
    ])
    assert m.players[1].active == 1
    assert skills[-1] == (1, "normal", True, True)  # 16 dice: charged too


def test_the_plunge_chance_ends_with_the_round(lib, skills):
    data = {"rules": {"dice": "omni"},
            "players": [{"characters": ["Diluc", "Fischl"]}, {"characters": ["Fischl"]}]}
    play(lib, data, [
        {"player": 0, "switch": 1},
        {"player": 1, "end": True},
        {"player": 0, "end": True},
        {"player": 1, "end": True},             # round 2: player 1 ended first in round 1
        {"player": 0, "skill": "normal"},       # no switch this round
    ])
    assert skills[-1][3] is False
