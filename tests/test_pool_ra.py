"""The constructs branch `ra` added (issues 12-13): `discard_highest ... cost_into COUNTER` (the
original costs discarded, for Lightless Feeding's heal) and `card.in_opp_initial_deck` (Undying
Fury), tried through small test cards compiled beside the library, and their card text."""
import pytest

from support import check_text, library_with, run_scenario_text

PROBE = '''
combat_status 990601 "RA Probe Eater" {
  version "6.0"
  text_version "6.0"
  hidden
  counter n
  counter cost
  on skill_used { discard_highest 2 into n cost_into cost }
}

combat_status 990602 "RA Probe Newcomer" {
  version "6.0"
  text_version "6.0"
  hidden
  counter heard
  counter new
  on opp_card_played {
    set heard (self.heard + 1)
    if not card.in_opp_initial_deck { set new (self.new + 1) }
  }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "ra-probe")


def test_discard_highest_adds_the_original_costs_discarded(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            hand: [Liben, Paimon, Send Off, Strategize]
            dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni]
            combat_statuses: ["RA Probe Eater"]
          - characters: [Diluc]
        steps:
          - {player: 0, skill: normal}
          - expect:
              players.0.hand: [Liben, Strategize]
              players.0.combat_statuses.0.n: 2
              players.0.combat_statuses.0.cost: 5
          - {player: 1, skill: normal}
          - {player: 0, skill: normal}                    # 1 + 0 more
          - expect:
              players.0.hand: []
              players.0.combat_statuses.0.n: 4
              players.0.combat_statuses.0.cost: 6
          - {player: 1, skill: normal}
          - {player: 0, skill: normal}                    # an empty hand adds nothing
          - expect:
              players.0.combat_statuses.0.n: 4
              players.0.combat_statuses.0.cost: 6
    """)


def test_in_opp_initial_deck_reads_the_opponents_starting_deck(lib, tmp_path):
    # Changing Shifts is in the opponent's starting deck (the scenario's hand), not in ours; the
    # Lightning Stiletto Keqing's skill creates is in neither
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            hand: [Liben]
            combat_statuses: ["RA Probe Newcomer"]
          - characters: [Keqing, Fischl]
            hand: [Changing Shifts]
        steps:
          - {player: 0, end: true}
          - {player: 1, play: Changing Shifts}
          - expect: {players.0.combat_statuses.0.heard: 1, players.0.combat_statuses.0.new: 0}
          - {player: 1, skill: elemental}
          - {player: 1, play: Lightning Stiletto, target: 0}
          - expect: {players.0.combat_statuses.0.heard: 2, players.0.combat_statuses.0.new: 1}
    """)


def test_cost_into_is_told_in_three_languages():
    from gicc.compiler.cardtext import library
    ct, _ = library()
    d = next(x for x in ct.defs if x.id == 2204)
    said = {lang: next(s for s in ct.render(d, lang).skills if s.id == 22042).effect() for lang in ("en", "zh_hans", "ja")}
    assert "adding their original cost to" in said["en"]
    assert "增加其原本元素骰费用" in said["zh_hans"]
    assert "その元のコストを" in said["ja"]


def test_cost_into_names_a_counter(tmp_path):
    diags = check_text(tmp_path, 'combat_status 990001 Eater {\n  on skill_used { discard_highest 1 cost_into nope }\n}\n')
    assert "E0313" in [d.code for d in diags]
