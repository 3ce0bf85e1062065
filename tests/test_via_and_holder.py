"""The values of issue 11 for Icy Quill and Tartaglia, read by a test-only probe: a reaction's
own damage caused by a character (`damage.via_character`, `damage.via_skill_kind`) and the
character a status that left play was attached to (`removed.holder`)."""

import pytest

from support import library_with, run_scenario_text

PROBE = """
# Counts what it sees: test-only, never in the card library.
combat_status 990011 "Via Probe" {
  version "6.0"
  text_version "6.0"
  counter spread_by_character
  counter spread_by_normal
  counter spread_other
  counter held_defeated
  counter held_active
  counter held_by_nobody
  on deal_damage when damage.from_reaction is Swirl {
    if damage.via_character {
      set spread_by_character (self.spread_by_character + 1)
    } else {
      set spread_other (self.spread_other + 1)
    }
    if damage.via_skill_kind is normal { set spread_by_normal (self.spread_by_normal + 1) }
  }
  on removed when removed.kind is character_status and removed.holder.defeated {
    set held_defeated (self.held_defeated + 1)
    if removed.holder.is_active { set held_active (self.held_active + 1) }
  }
  on removed when removed.kind is summon and not removed.holder.is_self and not removed.holder.is_active {
    set held_by_nobody (self.held_by_nobody + 1)
  }
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE)


run = run_scenario_text


def test_swirl_spread_caused_by_a_character_and_by_its_skill(probe_lib, tmp_path):
    # Sucrose's Normal Attack swirls Cryo: two spread hits, a character's and a Normal Attack's;
    # her Elemental Skill's spread is a character's but no Normal Attack's; the spread of Large
    # Wind Spirit's Swirl is neither
    run(probe_lib, tmp_path, """
        name: via
        players:
          - characters: [Sucrose]
            combat_statuses: [Via Probe]
            summons: [{name: Large Wind Spirit, usage: 3}]
            dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni, omni, omni, omni, omni]
          - characters:
              - card: Fischl
                aura: [cryo]
              - Diluc
              - Keqing
        steps:
          - {player: 0, skill: normal}
          - expect:
              players.0.combat_statuses.Via Probe.spread_by_character: 2
              players.0.combat_statuses.Via Probe.spread_by_normal: 2
          - {player: 1, switch: 1}                  # Diluc, Cryo from the spread
          - {player: 0, skill: elemental}           # Anemo on Diluc's Cryo: 2 more hits
          - expect:
              players.0.combat_statuses.Via Probe.spread_by_character: 4
              players.0.combat_statuses.Via Probe.spread_by_normal: 2
              players.0.combat_statuses.Via Probe.spread_other: 0
        """)


def test_summon_swirl_is_no_characters(probe_lib, tmp_path):
    run(probe_lib, tmp_path, """
        name: via, summon
        players:
          - characters: [Sucrose]
            combat_statuses: [Via Probe]
            summons: [{name: Large Wind Spirit, usage: 3}]
          - characters:
              - card: Fischl
                aura: [pyro]
              - Diluc
        steps:
          - {player: 0, end: true}
          - {player: 1, end: true}
          - expect:
              round: 2
              players.0.combat_statuses.Via Probe.spread_by_character: 0
              players.0.combat_statuses.Via Probe.spread_by_normal: 0
              players.0.combat_statuses.Via Probe.spread_other: 1
        """)


def test_removed_holder(probe_lib, tmp_path):
    # the opposing active Fischl falls with Satiated on her; Oz leaving play has no holder
    run(probe_lib, tmp_path, """
        name: removed.holder
        players:
          - characters: [Diluc]
            combat_statuses: [Via Probe]
            summons: [{name: Oz, usage: 1}]
          - characters:
              - card: Fischl
                hp: 2
                statuses: [Satiated]
              - card: Keqing
                statuses: [Satiated]
        steps:
          - {player: 0, skill: normal}
          - {player: 1, choose: 1}
          - expect:
              players.1.characters.0.defeated: true
              players.0.combat_statuses.Via Probe.held_defeated: 1
              players.0.combat_statuses.Via Probe.held_active: 1
              players.0.combat_statuses.Via Probe.held_by_nobody: 0
          - {player: 1, end: true}
          - {player: 0, end: true}
          - expect:
              round: 2
              players.0.summons: []
              players.0.combat_statuses.Via Probe.held_defeated: 1
              players.0.combat_statuses.Via Probe.held_by_nobody: 1
        """)
