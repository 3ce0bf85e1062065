"""The constructs of the seeds' special states (issue 10, item 9): `attach`, `blocks`, `immune`,
`heal_bonus`, `element_reacted`, `healing`, `usage_gained`, `rules_state` — where they may stand
and what a character that `blocks` a status does.  The states themselves are played by the
scenarios under tests/scenarios/states/."""
from pathlib import Path

import pytest

from gicc.compiler.build import CARDS, build_library
from gicc.runtime import engine as E
from gicc.runtime.library import load_modules
from gicc.runtime.scenario import Scenario, action_of, build, settle

from support import check_text


def codes(diags):
    return [d.code for d in diags]


def test_attach_takes_an_element_that_stays_applied(tmp_path):
    diags = check_text(tmp_path, 'status 990001 "Test" {\n  attach anemo\n  rules_state\n}\n')
    assert codes(diags) == ["E0231"]
    assert not check_text(tmp_path, 'status 990001 "Test" {\n  attach dendro\n  rules_state\n}\n')


@pytest.mark.parametrize("prop", ["attach cryo", "blocks Frozen"])
def test_attach_and_blocks_are_not_for_combat_statuses(tmp_path, prop):
    diags = check_text(tmp_path, 'combat_status 990001 "Test" {\n  %s\n  rules_state\n}\n' % prop)
    assert codes(diags) == ["E0215"]


def test_blocks_names_character_statuses(tmp_path):
    assert codes(check_text(tmp_path, 'status 990001 "Test" {\n  blocks Frozn\n  rules_state\n}\n')) == ["E0502"]
    assert codes(check_text(tmp_path, 'status 990001 "Test" {\n  blocks Oz\n  rules_state\n}\n')) == ["E0503"]
    assert codes(check_text(tmp_path, 'status 990001 "Test" {\n  blocks 106 Satiated\n  rules_state\n}\n')) == []


@pytest.mark.parametrize("body", [
    "on deal_damage { immune }",
    "on incoming_damage { heal_bonus 1 }",
])
def test_immune_and_heal_bonus_modify_only_their_events(tmp_path, body):
    diags = check_text(tmp_path, 'status 990001 "Test" {\n  rules_state\n  %s\n}\n' % body)
    assert codes(diags) == ["E0307"]


def test_heal_by_self_is_read_only_where_a_healing_is(tmp_path):
    diags = check_text(tmp_path, 'status 990001 "Test" {\n  rules_state\n'
                                 '  on damaged when heal.by_self { discard }\n}\n')
    assert codes(diags) == ["E0408"]


def test_without_rules_state_an_uncreated_state_is_w0204(tmp_path):
    diags = check_text(tmp_path, 'status 990001 "Test" {\n  flag no_skills\n}\n')
    assert codes(diags) == ["W0204"]
    assert not check_text(tmp_path, 'status 990001 "Test" {\n  flag no_skills\n  rules_state\n}\n')


GLUTTON = '''character 990001 "Test Glutton" {
  element dendro
  weapon other
  hp 10
  energy 2
  blocks Satiated
  version "6.0"
  text_version "6.0"
  normal 9900011 "Test Bite" cost dendro 1, unaligned 2 { damage physical 2 }
}
'''


@pytest.fixture(scope="module")
def glutton_lib(tmp_path_factory):
    """The library and one character that never gets Satiated ("自身不会饱腹")."""
    f = tmp_path_factory.mktemp("glutton") / "glutton.card"
    f.write_text(GLUTTON, encoding="utf-8")
    mods, diags, _ = build_library((CARDS, Path(f)), use_cache=False)
    assert mods is not None, [d.render() for d in diags.sorted()]
    return load_modules(mods)


def play(lib, data, steps):
    sc = Scenario("inline", data)
    m = build(sc, lib)
    for i, step in enumerate(steps):
        settle(m, step)
        E.apply(m, action_of(sc, m, step, i, steps))
    return m


def test_a_character_that_blocks_satiated_eats_again(glutton_lib):
    data = {"players": [{"characters": [{"card": "Test Glutton", "hp": 4}, {"card": "Diluc", "hp": 5}],
                         "hand": ["Sweet Madame", "Sweet Madame", "Sweet Madame"]},
                        {"characters": ["Kaeya"]}]}
    m = play(glutton_lib, data, [
        {"player": 0, "play": "Sweet Madame", "target": 0},
        {"player": 0, "play": "Sweet Madame", "target": 0},     # not Satiated: it eats again
        {"player": 0, "play": "Sweet Madame", "target": 1},
    ])
    glutton, diluc = m.players[0].characters
    assert glutton.hp == 6 and glutton.statuses == []
    assert diluc.hp == 6 and [e.defn.name for e in diluc.statuses] == ["Satiated"]
