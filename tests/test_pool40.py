"""What the 4.0-4.2 characters of issue 11 (Qiqi, Lisa, Albedo, Dehya, Wanderer, Nilou, Dori,
Baizhu) added to the language, beyond their scenarios: `added_again` only in `on entered`, a
Plunging Attack known to cost handlers, and the card text of an entity that changes a reaction
or a talent branch asked with `has(PLACE, Talent)`."""
import pytest

from gicc.runtime import actions as A
from gicc.runtime.scenario import Scenario, build

from support import check_text


@pytest.mark.parametrize("text, code", [
    ('combat_status 990701 S {\n  shield 1\n  on end_phase when added_again { discard }\n}\n', "E0408"),
])
def test_diagnostics(tmp_path, text, code):
    errors = [d for d in check_text(tmp_path, text) if d.severity == "error"]
    assert [d.code for d in errors] == [code], errors


def test_added_again_is_clean(tmp_path):
    text = 'combat_status 990702 S {\n  shield 1\n  on entered when added_again { discard }\n}\n'
    assert not [d for d in check_text(tmp_path, text) if d.severity == "error"]


def test_a_plunging_attack_is_known_when_its_cost_is_previewed(lib):
    data = {"players": [{"characters": [{"card": "Albedo", "equipment": ["Descent of Divinity"]}, "Fischl"],
                         "summons": ["Solar Isotoma"]},
                        {"characters": ["Keqing"]}], "steps": []}
    m = build(Scenario("t.yaml", data), lib)
    pl = m.players[0]
    fischl = pl.characters[1]
    normal = next(s for s in fischl.defn.skills if s.kind == "normal")
    pl.active = 1
    assert sum(n for _, n in A.skill_cost(m, 0, fischl, normal)) == 3
    pl.plunge = True
    assert sum(n for _, n in A.skill_cost(m, 0, fischl, normal)) == 2


@pytest.fixture(scope="module")
def text():
    from gicc.compiler.cardtext import library
    ct, _ = library()
    assert ct is not None
    return ct


def _render(text, ident, lang):
    d = next(d for d in text.defs if d.id == ident)
    return text.render(d, lang).effect()


def test_an_entity_tells_the_reaction_it_changes(text):
    # Golden Chalice's Bounty has no handler: its text is Bloom's branch that asks for it
    assert "Bountiful Core" in _render(text, 112081, "en")
    assert "丰穰之核" in _render(text, 112081, "zh_hans")
    assert "Bloom" in _render(text, 112081, "en")


def test_a_talent_branch_asked_at_a_place_is_the_talents(text):
    # Seamless Shield asks has(own, "All Things Are of the Earth"): the die is told under the talent
    shield = _render(text, 117053, "en")
    talent = _render(text, 217051, "en")
    assert "die" not in shield
    assert "Seamless Shield" in talent and "die" in talent
