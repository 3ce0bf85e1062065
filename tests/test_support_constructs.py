"""The constructs of issue 11's supports, Arcane Legends and foods that their scenarios do not
reach: `acted` (after any action of either player, not after a choice), `my_turn`, `act_again`
(a skipped turn is forgotten at the end of the round; Fresh Wind of Freedom's scenarios show it
skip one), the dice `store_dice` keeps (shown in
the state view and part of the fingerprint), and the diagnostics E0250 / E0251."""

import pytest

from gicc.runtime.fingerprint import fingerprint

from support import check_text, library_with, run_scenario_text

PROBE = """
# Test-only entities, never in the card library.
combat_status 990001 "Action Probe" {
  version "6.0"
  text_version "6.0"
  counter acted
  counter mine
  on acted {
    set acted (self.acted + 1)
    if my_turn { set mine (self.mine + 1) }
  }
}

combat_status 990002 "Again Probe" {
  version "6.0"
  text_version "6.0"
  on declared_end { act_again }
}

support 990003 "Dice Probe" {
  version "6.0"
  text_version "6.0"
  subtype item
  counter kept
  on end_phase { store_dice 3 into kept }
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE)


run = run_scenario_text


def test_acted_follows_every_action_of_both_players_but_not_a_choice(probe_lib, tmp_path):
    run(probe_lib, tmp_path, """
        name: acted
        rules: {dice: omni}
        players:
          - characters: [{card: Fischl, hp: 2}, Diluc]
            combat_statuses: [Action Probe]
            hand: [Paimon]
          - characters: [Diluc, Fischl]
        steps:
          - {player: 0, play: Paimon}               # a quick action: heard, on player 0's turn
          - expect:
              players.0.combat_statuses.Action Probe.acted: 1
              players.0.combat_statuses.Action Probe.mine: 1
          - {player: 0, switch: 1}                  # heard before the turn passes
          - expect:
              current: 1
              players.0.combat_statuses.Action Probe.acted: 2
              players.0.combat_statuses.Action Probe.mine: 2
          - {player: 1, skill: normal}              # the opponent's action: heard, not on our turn
          - expect:
              players.0.combat_statuses.Action Probe.acted: 3
              players.0.combat_statuses.Action Probe.mine: 2
          - {player: 0, switch: 0}
          - {player: 1, skill: elemental}           # defeats Fischl: choosing Diluc is no action
          - {player: 0, choose: 1}
          - expect: {players.0.combat_statuses.Action Probe.acted: 5}
          - {player: 0, end: true}                  # declaring the end is an action
          - expect: {players.0.combat_statuses.Action Probe.acted: 6}
    """)


def test_a_skipped_turn_is_forgotten_at_the_end_of_the_round(probe_lib, tmp_path):
    # the Probe's act_again marks player 1's next turn as skipped when player 0 declares the
    # end; player 1 acts on anyway (player 0 has ended), and the mark ends with the round
    run(probe_lib, tmp_path, """
        name: act again
        rules: {dice: omni}
        players:
          - characters: [Fischl, Diluc, Sucrose]
            combat_statuses: [Again Probe]
          - characters: [Diluc, Fischl]
        steps:
          - {player: 0, end: true}
          - {player: 1, switch: 1}
          - expect: {current: 1}
          - {player: 1, end: true}
          - expect: {round: 2, current: 0}
          - {player: 0, switch: 1}
          - expect: {current: 1}
    """)


def test_the_dice_an_entity_keeps_are_shown_and_fingerprinted(probe_lib, tmp_path):
    run(probe_lib, tmp_path, """
        name: kept dice
        rules: {dice: omni}
        players:
          - characters: [Fischl, Diluc]
            supports: [Dice Probe]
            dice: [omni, cryo, cryo, geo, geo, pyro]
          - characters: [Diluc, Fischl]
        steps:
          - {player: 0, end: true}
          - {player: 1, end: true}
          - expect:
              round: 2
              players.0.supports.Dice Probe.kept: 3
              players.0.supports.Dice Probe.dice: [cryo, cryo, geo]
    """)
    from gicc.runtime.state import Entity
    e = Entity(probe_lib.entity("Dice Probe"), 1)
    e.stored = ["pyro"]

    class Holder:
        __slots__ = ("e",)
    h = Holder()
    h.e = e
    assert "stored[0] = 'pyro'" in fingerprint(h)


def test_feeds_all_is_for_a_food_without_a_target(tmp_path):
    diags = check_text(tmp_path, 'event 990001 "Test Feast" {\n  flag feeds_all\n}\n')
    assert [d.code for d in diags] == ["E0250"]
    diags = check_text(tmp_path, 'food 990001 "Test Feast" {\n  flag feeds_all\n'
                                 '  on played { heal 1 to not_satiated }\n}\n')
    assert diags == []


def test_transfer_is_for_a_support(tmp_path):
    diags = check_text(tmp_path, 'summon 990001 Spark {\n  usage 1\n'
                                 '  on end_phase { transfer; use 1 }\n}\n')
    assert [d.code for d in diags if d.code.startswith("E")] == ["E0251"]
