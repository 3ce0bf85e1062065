"""The constructs the 4.3 cards of branch pb added (issue 12): a stacking duration
(`max_duration`), setting one (`set_duration`) and reading another entity's (`duration_of`),
a character's element changed for good (`change_element`, La Signora's form).
Tried through small test cards compiled beside the library."""
import pytest

from support import check_text, library_with, run_scenario_text

PROBE = '''
status 990301 "Duration Test Status" {
  duration 2
  max_duration 3
  version "6.0"
  text_version "6.0"
  hidden
  on card_played when card.name == "Duration Test: Longer" { add_duration 5 }
}

event 990302 "Duration Test: Add" {
  version "6.0"
  text_version "6.0"
  hidden
  target own_character
  on played { add "Duration Test Status" to target }
}

event 990303 "Duration Test: Longer" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

# Sets the status to 1 round when it has at least 2, else takes it off: reads and sets a
# duration at a place (its target).
event 990304 "Duration Test: Set" {
  version "6.0"
  text_version "6.0"
  hidden
  target own_character
  on played {
    if duration_of(target, "Duration Test Status") >= 2 {
      set_duration 1 of "Duration Test Status" to target
    } else {
      set_duration 0 of "Duration Test Status" to target
    }
  }
}

# A record on a character, and a card that reads it: 2 dice per "seen" on the target.
status 990306 "Counter Test Record" {
  version "6.0"
  text_version "6.0"
  hidden
  counter seen
  on card_played when card.name == "Counter Test: Read" { set seen (self.seen + 1) }
}

event 990307 "Counter Test: Read" {
  version "6.0"
  text_version "6.0"
  hidden
  target own_character
  on played { gain_dice omni (2 * counter_of(target, "Counter Test Record", seen)) }
}

# Makes its target a Hydro character; then 1 Hydro die per Hydro character of yours.
event 990305 "Element Test: Hydro" {
  version "6.0"
  text_version "6.0"
  hidden
  target own_character
  on played {
    change_element hydro to target
    gain_dice omni (count_element(all, hydro))
  }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "pool_pb")


def test_adding_again_adds_the_duration_up_to_the_cap(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: max_duration
        players:
          - characters: [Fischl, Noelle]
            hand: ["Duration Test: Add", "Duration Test: Add", "Duration Test: Longer", "Duration Test: Add"]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "Duration Test: Add", target: 0}
          - expect: {players.0.characters.0.statuses: [{name: Duration Test Status, duration: 2}]}
          - {player: 0, play: "Duration Test: Add", target: 0}
          - expect: {players.0.characters.0.statuses: [{name: Duration Test Status, duration: 3}]}
          - {player: 0, play: "Duration Test: Longer"}
          - expect: {players.0.characters.0.statuses: [{name: Duration Test Status, duration: 3}]}
          - {player: 0, play: "Duration Test: Add", target: 1}
          - expect: {players.0.characters.1.statuses: [{name: Duration Test Status, duration: 2}]}
        """)


def test_duration_of_reads_and_set_duration_sets(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: set_duration
        players:
          - characters:
              - card: Fischl
                statuses: [{name: Duration Test Status, duration: 3}]
            hand: ["Duration Test: Set", "Duration Test: Set"]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "Duration Test: Set", target: 0}
          - expect: {players.0.characters.0.statuses: [{name: Duration Test Status, duration: 1}]}
          - {player: 0, play: "Duration Test: Set", target: 0}
          - expect: {players.0.characters.0.statuses: []}
        """)


def test_max_duration_needs_a_smaller_duration(tmp_path):
    # one construct with branch pa's General's War Banner: E0370 (tests/test_pool_pa.py too)
    diags = check_text(tmp_path, 'status 990001 "T" {\n  max_duration 3\n}\n')
    assert [d.code for d in diags if d.code.startswith("E")] == ["E0370"]
    diags = check_text(tmp_path, 'status 990001 "T" {\n  duration 3\n  max_duration 2\n}\n')
    assert [d.code for d in diags if d.code.startswith("E")] == ["E0370"]
    diags = check_text(tmp_path, 'status 990001 "T" {\n  duration 2\n  max_duration 3\n}\n')
    assert [d.code for d in diags if d.code.startswith("E")] == []


def test_change_element(lib, tmp_path):
    # Fischl becomes Hydro: Elemental Tuning makes Hydro dice, `count_element` and `element` see it
    run_scenario_text(lib, tmp_path, """
        name: change_element
        players:
          - characters: [Fischl, Xingqiu]
            hand: ["Element Test: Hydro", Paimon]
            dice: [geo, geo]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "Element Test: Hydro", target: 0}
          - expect: {players.0.dice: [omni, omni, geo, geo]}
          - {player: 0, tune: Paimon, die: geo}
          - expect: {players.0.dice: [omni, omni, hydro, geo]}
        """)


def test_counter_of_reads_another_entitys_counter(lib, tmp_path):
    # the card is resolved before `card_played` counts it: 0, then 1 seen (2 dice), then 2 (4)
    run_scenario_text(lib, tmp_path, """
        name: counter_of
        players:
          - characters:
              - card: Fischl
                statuses: [{name: Counter Test Record, seen: 0}]
              - Xingqiu
            hand: ["Counter Test: Read", "Counter Test: Read", "Counter Test: Read", "Counter Test: Read"]
            dice: [geo]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "Counter Test: Read", target: 0}
          - expect: {players.0.dice: [geo]}
          - {player: 0, play: "Counter Test: Read", target: 0}
          - expect: {players.0.dice: [omni, omni, geo]}
          - {player: 0, play: "Counter Test: Read", target: 1}
          - expect: {players.0.dice: [omni, omni, geo]}
        """)


def test_counter_of_names_a_declared_counter(tmp_path):
    text = ('status 990001 "R" {\n  counter seen\n}\n\n'
            'summon 990002 "S" {\n  usage 1\n  on end_phase {\n'
            '    damage anemo (1 + counter_of(active, "R", %s))\n    use 1\n  }\n}\n')
    assert [d.code for d in check_text(tmp_path, text % "sen") if d.code.startswith("E")] == ["E0381"]
    assert [d.code for d in check_text(tmp_path, text % "seen") if d.code.startswith("E")] == []
