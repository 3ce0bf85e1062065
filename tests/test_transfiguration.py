"""Elemental Transfiguration (元素幻变, seed 003; runtime/transfiguration.py): no card of the
reference up to 6.2 has one, so the rule is proved on test-only cards — drawn out of the deck when
an action phase begins for a team of exactly its two elements, what it makes put into play, 4 dice
turned into its element — and the checker's E0480 / W0205."""
import pytest

from gicc.runtime.transfiguration import convert
from gicc.runtime.defs import DICE
from support import check_text, library_with, run_scenario_text

CARDS = '''
event 990201 "Test Transfiguration" {
  version "6.0"
  text_version "6.0"
  transfiguration cryo pyro pyro
  on transfigured { add "Test Frostflame" to own }
}

combat_status 990202 "Test Frostflame" {
  version "6.0"
  text_version "6.0"
  duration 2
  on deal_damage when damage.element is pyro { damage_bonus 1 }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, CARDS, "transfiguration")


def test_drawn_out_for_a_team_of_its_two_elements(lib, tmp_path):
    # P0 is Cryo and Pyro only: the card leaves the deck (the End Phase drew the two above it)
    # and its combat status enters; P1 has a Hydro character, so its copy stays in the deck
    run_scenario_text(lib, tmp_path, '''
        name: transfiguration
        rules: {dice: omni}
        players:
          - characters: [Ganyu, Diluc, Xiangling]
            deck: [Sweet Madame, Sweet Madame, Test Transfiguration, Sweet Madame]
          - characters: [Ganyu, Diluc, Xingqiu]
            deck: [Sweet Madame, Sweet Madame, Test Transfiguration, Sweet Madame]
        steps:
          - {player: 0, end: true}
          - {player: 1, end: true}
          - expect:
              round: 2
              phase: action
              players.0.deck_count: 1
              players.0.combat_statuses: [{name: Test Frostflame, duration: 2}]
              players.0.dice: [omni, omni, omni, omni, omni, omni, omni, omni]
              players.1.deck_count: 2
              players.1.combat_statuses: []
          - {player: 0, switch: 1}
          - {player: 1, end: true}
          - {player: 0, skill: Searing Onslaught}   # Test Frostflame: Pyro DMG +1
          - expect: {players.1.characters.0.hp: 8}   # 12 - (3 + 1)
        ''')


def test_four_dice_become_its_element_never_omni(lib, tmp_path):
    from gicc.runtime.scenario import build, load
    p = tmp_path / "s.yaml"
    p.write_text("name: x\nplayers:\n  - characters: [Ganyu, Diluc]\n  - characters: [Ganyu, Diluc]\n")
    m = build(load(p), lib)
    pl = m.players[0]
    idx = {d: i for i, d in enumerate(DICE)}
    pl.dice = [0] * len(DICE)
    for d, n in (("omni", 2), ("hydro", 3), ("geo", 2), ("pyro", 1)):
        pl.dice[idx[d]] = n
    convert(m, 0, "pyro", 4)
    # the kind held most goes first (3 Hydro), then Geo; Omni and Pyro stay; then the last Geo
    assert [pl.dice[idx[d]] for d in ("omni", "hydro", "geo", "pyro")] == [2, 0, 1, 5]
    convert(m, 0, "pyro", 4)
    assert [pl.dice[idx[d]] for d in ("omni", "geo", "pyro")] == [2, 0, 6]
    assert sum(pl.dice) == 8


def test_card_text_states_the_rule_in_three_languages(tmp_path):
    from gicc.compiler.cardtext.definitions import library
    (tmp_path / "t.card").write_text(CARDS, encoding="utf-8")
    ct, b = library([tmp_path / "t.card"])
    assert ct is not None, b.diags.sorted()
    d = next(d for d in ct.defs if d.name == "Test Transfiguration")
    texts = {lang: " ".join(l.text for l in ct.render(d, lang).lines) for lang in ("en", "zh_hans", "ja")}
    assert "Cryo" in texts["en"] and "Pyro" in texts["en"] and "4" in texts["en"] and "Test Frostflame" in texts["en"]
    assert "元素幻变" in texts["zh_hans"] and "4" in texts["zh_hans"]
    assert "元素幻変" in texts["ja"] and "4" in texts["ja"]
    assert "When transfigured" not in texts["en"]     # the handler is told inside the rule


def test_two_team_elements_must_differ(tmp_path):
    diags = check_text(tmp_path, CARDS.replace("cryo pyro pyro", "pyro pyro cryo"))
    assert [d.code for d in diags] == ["E0480"]


def test_on_transfigured_without_the_property_never_runs(tmp_path):
    diags = check_text(tmp_path, CARDS.replace("  transfiguration cryo pyro pyro\n", ""))
    assert "W0205" in [d.code for d in diags]
