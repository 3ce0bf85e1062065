"""The constructs the `pc` part of the 4.3-4.8 pool (issue 12) added, read by a test-only probe:
`element_of(NAME)`, the element an entity in play holds (Sayu's Fuufuu Windwheel)."""

import pytest

from support import check_text, library_with, run_scenario_text

PROBE = """
# Reads the element of a status and of a summon: test-only, never in the card library.
character 990101 "Element Probe" {
  element anemo
  weapon sword
  hp 10
  energy 2
  version "6.0"
  text_version "6.0"
  normal 9901011 "Probe Look" cost unaligned 1 {
    # a status of this character: 3 DMG of its element, 1 Physical when it is not there
    if element_of("Fuufuu Windwheel") is pyro {
      damage pyro 3
    } else if element_of("Fuufuu Windwheel") is anemo {
      damage anemo 3
    } else {
      damage physical 1
    }
  }
  elemental 9901012 "Probe Summon Look" cost unaligned 1 {
    # a summon of this side
    if element_of("Large Wind Spirit") is cryo { damage cryo 2 } else { damage physical 2 }
  }
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE)


def test_element_of_a_status_in_play_and_absent(probe_lib, tmp_path):
    run_scenario_text(probe_lib, tmp_path, """
        name: element_of a status
        players:
          - characters:
              - card: Element Probe
                statuses: [Fuufuu Windwheel]
          - characters: [Noelle]
        steps:
          - {player: 0, skill: normal}
          - expect: {players.1.characters.0.hp: 9, players.1.characters.0.aura: []}
        """)
    run_scenario_text(probe_lib, tmp_path, """
        name: element_of nothing in play
        players:
          - characters: [Element Probe]
          - characters: [Noelle]
        steps:
          - {player: 0, skill: normal}
          - expect: {players.1.characters.0.hp: 11}
        """)


def test_element_of_follows_set_element(probe_lib, tmp_path):
    # the Large Wind Spirit turned Cryo by a Swirl: its element is read on the side
    run_scenario_text(probe_lib, tmp_path, """
        name: element_of a summon
        players:
          - characters: [Element Probe]
            summons: [{name: Large Wind Spirit, usage: 3}]
          - characters: [{card: Noelle, aura: [cryo]}, Fischl]
        first: 1
        steps:
          - {player: 1, end: true}
          - {player: 0, skill: elemental}                  # still Anemo: 2 Physical
          - expect: {players.1.characters.0.hp: 10}
          - {player: 0, end: true}                         # the End Phase: its 2 Anemo Swirls Cryo
          - {player: 1, end: true}
          - {player: 0, skill: elemental}                  # now Cryo: 2 Cryo
          - expect: {players.1.characters.0.aura: [cryo]}
        """)


def test_element_of_is_an_element(tmp_path):
    diags = check_text(tmp_path, """
character 990102 "Bad Probe" {
  element anemo
  weapon sword
  hp 10
  energy 2
  version "6.0"
  text_version "6.0"
  normal 9901021 "Probe" cost unaligned 1 {
    if element_of("Fuufuu Windwheel") == 2 { damage physical 1 }
  }
}
""")
    assert [d.code for d in diags] == ["E0405"], diags
