"""The events of issue 10, item 7 that no library card listens to yet (`drew`, `opp_switched`),
and what `healed` carries: a test-only status counts them, in a library built from the card
library and that status."""

import pytest

from support import library_with, run_scenario_text

PROBE = """
# Counts what it hears: test-only, never in the card library.
combat_status 990001 "Event Probe" {
  version "6.0"
  text_version "6.0"
  counter drawn
  counter drawn_cost
  counter opp_switches
  on drew {
    set drawn (self.drawn + 1)
    if card.name == "Paimon" { set drawn_cost (self.drawn_cost + 3) }
  }
  on opp_switched when character.is_mine == false {
    set opp_switches (self.opp_switches + 1)
  }
  counter opp_healed
  counter opp_healed_hp
  counter opp_healed_by_food
  on healed when not character.is_mine {
    set opp_healed (self.opp_healed + 1)
    set opp_healed_hp (self.opp_healed_hp + heal.amount)
    if heal.source_kind is food and heal.source == "Sweet Madame" {
      set opp_healed_by_food (self.opp_healed_by_food + 1)
    }
  }
}
"""


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE)


run = run_scenario_text


def test_drew_once_per_card_that_reaches_the_hand(probe_lib, tmp_path):
    # Strategize draws 2; the End Phase draws 2 more; with a full hand the drawn card is burnt
    # and not heard; the opponent's draws are not this side's
    run(probe_lib, tmp_path, """
        name: drew
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            combat_statuses: [Event Probe]
            hand: [Strategize]
            deck: [Paimon, Liben, Toss-Up, Chef Mao]
          - characters: [Diluc]
            hand: [Strategize]
            deck: [Paimon, Liben, Toss-Up, Chef Mao]
        steps:
          - {player: 0, play: Strategize}
          - expect:
              players.0.combat_statuses.Event Probe.drawn: 2
              players.0.combat_statuses.Event Probe.drawn_cost: 3
          - {player: 0, end: true}
          - {player: 1, play: Strategize}
          - expect:
              players.0.combat_statuses.Event Probe.drawn: 2
          - {player: 1, end: true}
          - expect:
              round: 2
              players.0.combat_statuses.Event Probe.drawn: 4
        """)


def test_drew_for_a_card_burnt_on_a_full_hand(probe_lib, tmp_path):
    """A card drawn into a full hand is drawn, then discarded (seeds 000: 达到上限后抓到的牌会被自动弃置,
    004: 上限を超えた場合、引いたカードは自動的に破棄されます): `drew` hears both cards drawn (differential
    4310: the Mausoleum of King Deshret counts it, as the reference engine does)."""
    run(probe_lib, tmp_path, """
        name: drew, full hand
        players:
          - characters: [Fischl]
            combat_statuses: [Event Probe]
            hand: [Strategize, Paimon, Paimon, Liben, Liben, Toss-Up, Toss-Up, Chef Mao, Chef Mao, Timaeus]
            deck: [Wagner, Ellin]
          - characters: [Diluc]
        steps:
          - {player: 0, play: Strategize}
          - expect:
              players.0.hand_count: 10
              players.0.deck_count: 0
              players.0.combat_statuses.Event Probe.drawn: 2
        """)


def test_opp_switched_hears_every_change_of_the_opposing_active(probe_lib, tmp_path):
    # the opponent's switch action, a switch an effect forces on it (Jean's Gale Blade), and its
    # choice of a new active after a defeat; not this side's own switch
    run(probe_lib, tmp_path, """
        name: opp_switched
        players:
          - characters: [Jean, Fischl]
            combat_statuses: [Event Probe]
          - characters:
              - Diluc
              - card: Xingqiu
                hp: 2
              - Keqing
        steps:
          - {player: 0, switch: 1}
          - expect:
              players.0.combat_statuses.Event Probe.opp_switches: 0
          - {player: 1, switch: 1}
          - expect:
              players.0.combat_statuses.Event Probe.opp_switches: 1
          - {player: 0, switch: 0}
          - {player: 1, switch: 0}
          - {player: 0, skill: elemental}
          - expect:
              players.1.active: 1
              players.0.combat_statuses.Event Probe.opp_switches: 3
          - {player: 1, skill: normal}
          - {player: 0, skill: normal}
          - expect:
              players.1.characters.1.defeated: true
          - {player: 1, choose: 2}
          - expect:
              players.1.active: 2
              players.0.combat_statuses.Event Probe.opp_switches: 4
        """)


def test_healed_is_heard_by_both_sides_with_its_amount_and_source(probe_lib, tmp_path):
    # the opponent's Sweet Madame heals 1 (a Food card's heal); its Barbara's Shining Miracle
    # heals Diluc 0 (full HP by then) and Barbara 4 (a character's skill)
    run(probe_lib, tmp_path, """
        name: healed
        players:
          - characters: [Fischl]
            combat_statuses: [Event Probe]
          - characters:
              - card: Diluc
                hp: 9
              - card: Barbara
                hp: 2
                energy: 3
            hand: [Sweet Madame]
        steps:
          - {player: 0, end: true}
          - {player: 1, play: Sweet Madame, target: 0}
          - expect:
              players.0.combat_statuses.Event Probe.opp_healed: 1
              players.0.combat_statuses.Event Probe.opp_healed_hp: 1
              players.0.combat_statuses.Event Probe.opp_healed_by_food: 1
          - {player: 1, switch: 1}
          - {player: 1, skill: burst}
          - expect:
              players.1.characters.1.hp: 6
              players.0.combat_statuses.Event Probe.opp_healed: 3
              players.0.combat_statuses.Event Probe.opp_healed_hp: 5
              players.0.combat_statuses.Event Probe.opp_healed_by_food: 1
        """)
