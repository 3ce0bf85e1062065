"""The constructs of issue 12's 4.3-4.4 action cards (branch pf) that their card scenarios do
not reach: `opp_damaged` heard only for the other side's characters, `elements_taken` of your
own side (the cards read the opponent's), `discard_target` on a summon, `card.played_before`
counting the card itself once it has been played, and `element_kinds` of living characters."""

import pytest

from support import library_with, run_scenario_text

PROBE = """
# Test-only entities, never in the card library.
combat_status 990201 "Taken Probe" {
  version "6.0"
  text_version "6.0"
  counter heard
  counter mine
  counter theirs
  counter kinds
  on opp_damaged { set heard (self.heard + 1) }
  on acted {
    set mine elements_taken
    set theirs opp.elements_taken
    set kinds (element_kinds(all))
  }
}

event 990202 "Sweeper Probe" {
  version "6.0"
  text_version "6.0"
  target own_summon
  on played { discard_target }
}

support 990203 "Replay Probe" {
  version "6.0"
  text_version "6.0"
  subtype item
  counter seen
  on card_played when card.played_before { set seen (self.seen + 1) }
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE)


def test_damage_kinds_and_the_other_sides_damage(probe_lib, tmp_path):
    run_scenario_text(probe_lib, tmp_path, """
        name: taken
        rules: {dice: omni}
        players:
          - characters: [Fischl, Diluc, {card: Ganyu, defeated: true}]
            combat_statuses: [Taken Probe]
          - characters: [Diluc, Fischl]
        steps:
          - {player: 0, skill: normal}              # Physical: heard, no kind
          - expect:
              players.0.combat_statuses.Taken Probe.heard: 1
              players.0.combat_statuses.Taken Probe.theirs: 0
              players.0.combat_statuses.Taken Probe.kinds: 2
          - {player: 1, skill: elemental}           # on your own character: not heard, a kind of yours
          - expect:
              players.0.combat_statuses.Taken Probe.heard: 1
              players.0.combat_statuses.Taken Probe.mine: 1
          - {player: 0, skill: elemental}           # Electro, and Oz
          - expect:
              players.0.combat_statuses.Taken Probe.heard: 2
              players.0.combat_statuses.Taken Probe.theirs: 1
    """)


def test_discard_target_and_played_before(probe_lib, tmp_path):
    run_scenario_text(probe_lib, tmp_path, """
        name: sweep
        rules: {dice: omni}
        players:
          - characters: [Fischl, Diluc]
            summons: [Oz]
            supports: [Replay Probe]
            hand: [Sweeper Probe, Strategize, Strategize]
          - characters: [Diluc, Fischl]
        steps:
          - {player: 0, play: Sweeper Probe, target: Oz}
          - expect: {players.0.summons: [], players.0.supports.0.seen: 1}   # itself, once played
          - {player: 0, play: Strategize}
          - expect: {players.0.supports.0.seen: 2}
          - {player: 0, play: Strategize}
          - expect: {players.0.supports.0.seen: 3}
    """)
