"""`usage_of(PLACE, NAME)` (issue 10, item 2): the usages of an entity wherever it is — on the
characters a target word names or anywhere on a side, the opponent's too — added up."""
import pytest

from support import check_text, library_with, run_scenario_text

PROBE = '''
event 990401 "Usage Probe" {
  version "6.0"
  text_version "6.0"
  on played {
    gain_dice pyro (usage_of(opp, "Oz"))
    gain_dice cryo (usage_of(own, "Oz"))
  }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "usage_probe")


def test_reads_the_usages_at_a_place_of_either_side(lib, tmp_path):
    # the opponent's Oz has 2 usages: 2 Pyro dice; none on our side: no Cryo die
    run_scenario_text(lib, tmp_path, '''
        name: usage_of at a place
        players:
          - characters: [Ganyu, Diluc]
            hand: [Usage Probe]
            dice: []
          - characters: [Fischl, Diluc]
            summons: [{name: Oz, usage: 2}]
        steps:
          - {player: 0, play: Usage Probe}
          - expect: {players.0.dice: [pyro, pyro]}
        ''')


def test_needs_an_entity_and_a_place_it_can_be(tmp_path):
    diags = check_text(tmp_path, PROBE.replace('usage_of(opp, "Oz")', 'usage_of(opp, "No Such Thing")'))
    assert [d.code for d in diags if d.severity == "error"] == ["E0502"]
    # a summon is on a side, never on characters (E0412)
    diags = check_text(tmp_path, PROBE.replace('usage_of(opp, "Oz")', 'usage_of(opp.active, "Oz")'))
    assert [d.code for d in diags if d.severity == "error"] == ["E0412"]
