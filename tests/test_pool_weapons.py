"""The constructs the weapons and artifacts of 3.7-4.2 added (issue 11): `skill.original_energy`
(Amos' Bow), `has_shield(PLACE)` and `add_combat_shield N` (Vortex Vanquisher).  What they do is
shown by the cards' scenarios (tests/scenarios/cards/amos-bow-*, vortex-vanquisher-*); here, that
a mistake in them is a diagnostic at its place."""
import pytest

from support import check_text

HEAD = 'weapon 990201 "Weapon Test" {\n  version "6.0"\n  text_version "6.0"\n  weapon polearm\n  cost same 3\n'


@pytest.mark.parametrize("line,code,message", [
    ("on deal_damage when has_shield(banana) { damage_bonus 1 }", "E0313", "`banana` is not a place"),
    ("on deal_damage when has_shield() { damage_bonus 1 }", "E0411", "`has_shield` takes 1 argument"),
    ('on deal_damage when has_shield(self, "Jade Shield") { damage_bonus 1 }', "E0411", "takes 1 argument"),
    ("on skill_used { add_combat_shield 1 to self }", "E0313", "`self` is not a side"),
    ("on played when skill.original_energy > 2 { draw 1 }", "E0408", "`skill.original_energy` is not known"),
])
def test_mistakes_are_diagnostics(tmp_path, line, code, message):
    diags = [d for d in check_text(tmp_path, HEAD + "  %s\n}\n" % line) if d.severity == "error"]
    assert [d.code for d in diags] == [code], diags
    assert message in diags[0].message, diags[0].message


@pytest.mark.parametrize("line", [
    "on deal_damage when has_shield(self) or has_shield(own) or has_shield(opp.active) { damage_bonus 1 }",
    "on skill_used when has_shield(opp) { add_combat_shield 2 to opp }",
    "on deal_damage when skill.original_cost + skill.original_energy >= 5 { damage_bonus 2 }",
])
def test_right_uses_check(tmp_path, line):
    assert not [d for d in check_text(tmp_path, HEAD + "  %s\n}\n" % line) if d.severity == "error"]
