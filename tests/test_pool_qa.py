"""The constructs the 5.0-5.2 cards of branch `qa` brought (issue 13).  The cards themselves are
tried by their scenarios (tests/scenarios/cards/eremite-floral-ring-dancer-*, ...); here, the
edges of the constructs."""
import pytest

from support import check_text, library_with, run_scenario_text


def errors(tmp_path, text):
    return [d.code for d in check_text(tmp_path, text) if d.severity == "error"]


# ---- a technique may cost its holder's Energy (Viny Razorscale) -----------------------------

TECH = '''
technique 990701 "Test Energy Technique" {
  version "6.0"
  text_version "6.0"
  usage 3
  technique 9907011 "Test Zap" cost same 1, energy 2 {
    damage electro 1
    use 1
  }
}
'''


def test_a_technique_may_cost_energy_but_a_normal_attack_may_not(tmp_path):
    assert errors(tmp_path, TECH) == []
    bad = 'character 990702 X {\n  element pyro\n  hp 10\n  normal 9907021 "S" cost pyro 1, energy 1 { damage physical 2 }\n}\n'
    assert errors(tmp_path, bad) == ["E0225"]


@pytest.fixture(scope="module")
def tech_lib(tmp_path_factory):
    return library_with(tmp_path_factory, TECH, "qa_tech")


def test_a_technique_spends_exactly_its_energy_and_is_refused_without_it(tech_lib, tmp_path):
    run_scenario_text(tech_lib, tmp_path, """
        name: technique energy
        players:
          - characters: [{card: Fischl, energy: 3, equipment: [Test Energy Technique]}]
          - characters: [Noelle]
        steps:
          - {player: 0, technique: Test Zap}
          - expect:
              players.0.characters.0.energy: 1
              players.1.characters.0.hp: 11
              players.0.dice_count: 7
          - {player: 1, end: true}
          - {player: 0, technique: Test Zap, error: true}
          - expect: {players.0.characters.0.energy: 1}
    """)


# ---- raises_max_usage (Beastly Corrosion) ----------------------------------------------------

def test_raises_max_usage_names_own_or_opp(tmp_path):
    card = '''
status 990711 "Test Mark" {
  version "6.0"
  text_version "6.0"
  usage 1
  max_usage 3
  keep_at_zero
}

combat_status 990712 "Test Marker" {
  version "6.0"
  text_version "6.0"
  raises_max_usage "Test Mark" 5 %s
}
'''
    assert errors(tmp_path, card % "opp") == []
    assert errors(tmp_path, card % "own") == []
    assert errors(tmp_path, card % "both") == ["E0700"]
    assert errors(tmp_path, card.replace("5 %s", "0 opp")) == ["E0218"]


def test_beastly_corrosion_raises_only_the_opponents_golden_corrosion(lib, tmp_path):
    # both sides hold a Golden Wolflord; only player 0's holds the talent: player 1's Golden
    # Corrosion stacks to 5, player 0's own stays at 3
    run_scenario_text(lib, tmp_path, """
        name: raises only the other side
        players:
          - characters:
              - card: Golden Wolflord
                equipment: [Beastly Corrosion]
                statuses: [{name: Golden Corrosion, usage: 3}]
          - characters:
              - card: Golden Wolflord
                statuses: [{name: Golden Corrosion, usage: 3}]
        steps:
          - {player: 0, skill: elemental}
          - expect: {players.1.characters.0.statuses: [{name: Golden Corrosion, usage: 5}]}
          - {player: 1, skill: elemental}
          - expect: {players.0.characters.0.statuses: [{name: Golden Corrosion, usage: 3}]}
    """)


# ---- bottom_highest (Subnautical Hunter Mode) -----------------------------------------------

CYCLE = '''
event 990721 "Test Bottom" {
  version "6.0"
  text_version "6.0"
  on played { bottom_highest 2 }
}
'''


@pytest.fixture(scope="module")
def cycle_lib(tmp_path_factory):
    return library_with(tmp_path_factory, CYCLE, "qa_cycle")


def test_bottom_highest_puts_the_costliest_under_the_deck_and_no_more_than_the_hand_holds(cycle_lib, tmp_path):
    run_scenario_text(cycle_lib, tmp_path, """
        name: bottom_highest
        players:
          - characters: [Fischl]
            hand: [Test Bottom, Sweet Madame, Paimon, Mondstadt Hash Brown, Test Bottom]
            deck: [Liben]
          - characters: [Noelle]
        steps:
          - {player: 0, play: Test Bottom}
          - expect:
              players.0.hand: [Sweet Madame, Test Bottom]
              players.0.deck: [Liben, Paimon, Mondstadt Hash Brown]
          - {player: 0, play: Test Bottom}
          - expect:
              players.0.hand: []
              players.0.deck: [Liben, Paimon, Mondstadt Hash Brown, Sweet Madame]
    """)


# ---- place_in_deck and `on drawn` (the Bolstering Bubblebalms) -------------------------------

DRAWN = '''
event 990731 "Test Drawn" {
  hidden
  version "6.0"
  text_version "6.0"
  on drawn { gain_dice omni 1 }
}

event 990732 "Test Place" {
  version "6.0"
  text_version "6.0"
  on played { place_in_deck "Test Drawn" 3 }
}

event 990733 "Test Place Opp" {
  version "6.0"
  text_version "6.0"
  on played { place_in_deck "Test Drawn" 1 to opp }
}
'''


@pytest.fixture(scope="module")
def drawn_lib(tmp_path_factory):
    return library_with(tmp_path_factory, DRAWN, "qa_drawn")


def test_place_in_deck_counts_from_the_top_and_a_drawn_card_acts_for_its_drawer(drawn_lib, tmp_path):
    run_scenario_text(drawn_lib, tmp_path, """
        name: place_in_deck and on drawn
        players:
          - characters: [Fischl]
            dice: []
            hand: [Test Place, Test Place Opp]
            deck: [Paimon, Liben, Sweet Madame]
          - characters: [Noelle]
            dice: []
            deck: [Liben]
        steps:
          - {player: 0, play: Test Place}
          - expect: {players.0.deck: [Paimon, Liben, Test Drawn, Sweet Madame]}
          - {player: 0, play: Test Place Opp}
          - expect: {players.1.deck: [Test Drawn, Liben], players.0.dice: []}
    """)


def test_a_short_deck_takes_the_card_at_its_bottom_and_drawing_it_runs_its_effect(drawn_lib, tmp_path):
    run_scenario_text(drawn_lib, tmp_path, """
        name: short deck
        players:
          - characters: [Fischl]
            dice: [omni]
            hand: [Test Place, Strategize]
            deck: [Paimon]
          - characters: [Noelle]
        steps:
          - {player: 0, play: Test Place}
          - expect: {players.0.deck: [Paimon, Test Drawn]}
          - {player: 0, play: Strategize}
          - expect:
              players.0.hand: [Paimon]
              players.0.dice: [omni]
              players.0.deck_count: 0
    """)
