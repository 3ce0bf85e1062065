"""What branch `rb` added for Mavuika (5.7): a character's special energy (`special_energy`), a
pick among named cards (`choose_named_card`), a Nightsoul consumption kept (`nightsoul_consuming`,
`keep_nightsoul`), `convert_dice ... count N`, and a technique made a quick action.  The cards'
own behaviour is in tests/scenarios/cards/mavuika-*.yaml."""
import pytest

from support import check_text, library_with, run_scenario_text

PROBE = '''
character 990501 "Spirit Probe" {
  element pyro
  weapon claymore
  hp 10
  special_energy spirit 4
  version "6.0"
  text_version "6.0"
  normal 9905011 "Poke" cost pyro 1 {
    damage physical 1
    gain_special_energy 3
  }
  burst 9905013 "Flare" cost pyro 1, special_energy 2 {
    damage pyro (special_energy)
    spend_special_energy
  }
}

event 990502 "Pick Probe" {
  version "6.0"
  text_version "6.0"
  on played { choose_named_card 2 "Sweet Madame", "Paimon" }
}

event 990503 "Convert Probe" {
  version "6.0"
  text_version "6.0"
  on played { convert_dice omni count 3 }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "rb_probe")


def test_special_energy_gates_the_skill_is_capped_and_is_spent_by_the_body(lib, tmp_path):
    run_scenario_text(lib, tmp_path, '''
        name: special energy
        players:
          - characters: [Spirit Probe, Diluc]
            dice: [omni, omni, omni, omni, omni, omni]
          - characters: [Fischl, Diluc]
        steps:
          - {player: 0, skill: burst, error: true}
          - {player: 0, skill: normal}
          - expect: {players.0.characters.0.special_energy: 3, players.0.dice_count: 5}
          - {player: 1, end: true}
          - {player: 0, skill: normal}
          - expect: {players.0.characters.0.special_energy: 4}     # capped at its maximum
          - {player: 0, skill: burst}                              # paying spends none of it
          - expect:
              players.0.characters.0.special_energy: 0
              players.0.characters.0.energy: 0
              players.0.dice_count: 3
              players.1.characters.0.hp: 4
        ''')


def test_a_pick_among_named_cards_and_a_partial_conversion(lib, tmp_path):
    run_scenario_text(lib, tmp_path, '''
        name: pick and convert
        players:
          - characters: [Ganyu, Diluc]
            hand: [Pick Probe, Convert Probe]
            dice: [cryo, cryo, pyro, pyro, pyro, geo]
          - characters: [Fischl, Diluc]
        steps:
          - {player: 0, play: Pick Probe}
          - expect: {decision.kind: pick_card}
          - {player: 0, select: Sweet Madame}
          - expect: {players.0.hand: [Convert Probe, Sweet Madame]}
          - {player: 0, play: Convert Probe}
          # Pyro (3) first, then Cryo and Pyro at 2 each: Cryo, the first in the dice order
          - expect: {players.0.dice: [omni, omni, omni, cryo, pyro, geo]}
        ''')


def test_special_energy_needs_a_declaration_and_only_skills_cost_it(tmp_path):
    bad = PROBE.replace("  special_energy spirit 4\n", "")
    assert [d.code for d in check_text(tmp_path, bad) if d.severity == "error"] == ["E0621"]
    bad = PROBE.replace("special_energy spirit 4", "special_energy spirit 0")
    assert [d.code for d in check_text(tmp_path, bad) if d.severity == "error"] == ["E0620"]
    tech = '''
technique 990504 "Spirit Gear" {
  usage 1
  version "6.0"
  text_version "6.0"
  technique 9905041 "Spirit Ride" cost special_energy 1 { damage pyro 1 }
}
'''
    assert [d.code for d in check_text(tmp_path, tech) if d.severity == "error"] == ["E0622"]
