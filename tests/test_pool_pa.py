"""The constructs the 4.3 cards of branch `pa` brought (issue 12): `max_duration` (General's War
Banner) and `count_elements` (Turn Control).  The cards themselves are tried by their scenarios
(tests/scenarios/cards/gorou-*, yelan-*); here, the edges of the constructs."""
import pytest

from support import check_text, library_with, run_scenario_text

BANNER = '''
combat_status 990401 "Test Banner" {
  version "6.0"
  text_version "6.0"
  %s
  on deal_damage when damage.element is geo { damage_bonus 1 }
}
'''


def codes(tmp_path, props):
    return [d.code for d in check_text(tmp_path, BANNER % props) if d.severity == "error"]


def test_max_duration_needs_a_smaller_duration(tmp_path):
    assert codes(tmp_path, "duration 2\n  max_duration 3") == []
    assert codes(tmp_path, "max_duration 3") == ["E0370"]
    assert codes(tmp_path, "duration 3\n  max_duration 3") == ["E0370"]
    assert codes(tmp_path, "duration 2\n  max_duration 0") == ["E0218"]


PROBES = '''
event 990411 "Team Elements" {
  version "6.0"
  text_version "6.0"
  on played { gain_dice omni (count_elements(team)) }
}

event 990412 "Living Elements" {
  version "6.0"
  text_version "6.0"
  on played { gain_dice omni (count_elements(all)) }
}
'''


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBES, "pa_probe")


def test_count_elements_counts_each_element_once_and_team_counts_the_defeated(probe_lib, tmp_path):
    # Yelan and Xingqiu are both Hydro: one element; the defeated Diluc's Pyro counts in `team` only
    run_scenario_text(probe_lib, tmp_path, """
        name: count_elements
        players:
          - characters: [Yelan, Xingqiu, {card: Diluc, defeated: true}]
            dice: []
            hand: [Team Elements, Living Elements]
          - characters: [Fischl]
        steps:
          - {player: 0, play: Team Elements}
          - expect: {players.0.dice: [omni, omni]}
          - {player: 0, play: Living Elements}
          - expect: {players.0.dice: [omni, omni, omni]}
    """)


def test_max_duration_stacks_and_never_lowers_a_longer_duration(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: max_duration
        players:
          - characters: [Gorou, Fischl]
            combat_statuses: [{name: "General's War Banner", duration: 1}]
            dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni, omni]
          - characters: [Diluc, Kaeya]
        steps:
          - {player: 0, skill: elemental}
          - expect: {players.0.combat_statuses: [{name: "General's War Banner", duration: 3}]}
    """)
    run_scenario_text(lib, tmp_path, """
        name: max_duration kept above its limit
        players:
          - characters: [Gorou, Fischl]
            combat_statuses: [{name: "General's War Banner", duration: 5}]
          - characters: [Diluc, Kaeya]
        steps:
          - {player: 0, skill: elemental}
          - expect: {players.0.combat_statuses: [{name: "General's War Banner", duration: 5}]}
    """)
