"""Nightsoul's Blessing and Bond of Life (issue 10, items 4 and 5): what the scenarios under
tests/scenarios/ cannot say — the cap on points, the kinds of healing Bond of Life leaves alone,
a blessing kept at 0, the scenario runner's `points`, the diagnostics and the card text."""
import pytest

from gicc.runtime import damage as D
from gicc.runtime import fx
from gicc.runtime.events import Ctx
from gicc.runtime.scenario import Scenario, ScenarioError, build

from support import check_text


def match(lib, characters):
    data = {"players": [{"characters": characters}, {"characters": ["Keqing", "Xingqiu"]}], "steps": []}
    return build(Scenario("t.yaml", data), lib)


def me(ch):
    return Ctx(ch.player, None, ch, ch.defn)


def test_points_are_capped_and_need_the_blessing(lib):
    m = match(lib, [{"card": "Kachina", "statuses": [{"name": 116104, "points": 1}]}, "Fischl"])
    kachina, fischl = m.players[0].characters
    fx.gain_nightsoul(m, me(kachina), None, 5)
    assert kachina.statuses[0].points == 2             # at most 2
    fx.gain_nightsoul(m, me(fischl), None, 1)
    assert fischl.statuses == []                        # not in Nightsoul's Blessing: nothing
    assert fx.nightsoul_points(kachina) == 2 and fx.in_nightsoul(kachina)
    assert fx.nightsoul_points(fischl) == 0 and not fx.in_nightsoul(fischl)


def test_consuming_more_than_held_spends_what_there_is(lib):
    from gicc.runtime.resolution import resolve
    m = match(lib, [{"card": "Kachina", "statuses": [{"name": 116104, "points": 1}]}, "Fischl"])
    kachina = m.players[0].characters[0]
    resolve(m, fx.consume_nightsoul, m, me(kachina), None, 3)
    assert kachina.statuses == []                       # 1 spent, then it ended at 0


@pytest.mark.parametrize("kind, healed", [("normal", 1), ("revive", 3), ("distribute", 3)])
def test_bond_of_life_cancels_only_ordinary_healing(lib, kind, healed):
    """Seed 003: it cannot cancel a revival or a redistribution of HP."""
    m = match(lib, [{"card": "Fischl", "hp": 5, "statuses": [{"name": "Bond of Life", "usage": 2}]}, "Diluc"])
    fischl = m.players[0].characters[0]
    assert D.heal(m, fischl, 3, kind=kind) == healed
    assert fx.bond_of_life(fischl) == (0 if kind == "normal" else 2)


def test_a_blessing_with_keep_at_zero_stays(lib, tmp_path):
    from gicc.compiler.build import CARDS, build_library
    from gicc.runtime.library import load_modules
    (tmp_path / "x.card").write_text(
        'character 990101 Tester {\n  element geo\n  hp 10\n  energy 2\n'
        '  normal 990102 "Poke" cost geo 1 { consume_nightsoul 1 }\n'
        '  elemental 990103 "Enter" cost geo 1 {\n    require not in_nightsoul\n    add "Kept Blessing"\n'
        '    gain_nightsoul 1\n  }\n}\n\n'
        'status 990104 "Kept Blessing" {\n  nightsoul 3\n  keep_at_zero\n}\n', encoding="utf-8")
    mods, diags, _ = build_library((CARDS, tmp_path))
    assert mods is not None, diags.sorted()
    xlib = load_modules(mods)
    m = match(xlib, ["Tester", "Fischl"])
    t = m.players[0].characters[0]
    from gicc.runtime import engine as E
    ids = lambda: [a.skill for a in E.legal_actions(m) if a.kind == "skill"]     # noqa: E731
    assert 990103 in ids()
    E.apply(m, E.Action("skill", 0, skill=990103))
    assert t.statuses[0].points == 1 and t.statuses[0].defn.nightsoul == 3
    E.apply(m, E.Action("end", 1))
    assert 990103 not in ids()                          # `require`: not while in the blessing
    with pytest.raises(E.IllegalAction):
        E.apply(m, E.Action("skill", 0, skill=990103))
    E.apply(m, E.Action("skill", 0, skill=990102))
    assert [e.defn.name for e in t.statuses] == ["Kept Blessing"] and t.statuses[0].points == 0


def test_scenario_points_only_on_a_blessing_and_within_its_maximum(lib):
    for statuses, msg in (([{"name": "Bond of Life", "points": 1}], "holds no Nightsoul points"),
                          ([{"name": 116104, "points": 3}], "out of range")):
        with pytest.raises(ScenarioError, match=msg):
            match(lib, [{"card": "Kachina", "statuses": statuses}])


@pytest.mark.parametrize("text, code", [
    ('equipment 990201 X {\n  flag nightsoul_bound\n}\ncombat_status 990202 Y {\n  flag nightsoul_bound\n}\n', "E0240"),
    ('character 990301 Z {\n  element geo\n  hp 10\n  passive 990302 "P" {\n    require hp > 1\n  }\n}\n', "E0330"),
    ('combat_status 990401 W {\n  usage 1\n  on skill_used when dealt_by("Bond of Life") { use 1 }\n}\n', "E0408"),
    ('status 990501 V {\n  nightsoul 0\n}\n', "E0218"),
])
def test_diagnostics(tmp_path, text, code):
    errors = [d for d in check_text(tmp_path, text) if d.severity == "error"]
    assert [d.code for d in errors] == [code], errors


def test_nightsoul_alone_means_two(tmp_path):
    from gicc.compiler.build import Build
    p = tmp_path / "x.card"
    p.write_text('status 990601 U {\n  nightsoul\n}\n', encoding="utf-8")
    b = Build([p], use_cache=False)
    irs = b.check()
    assert not b.diags.errors
    assert [d.props["nightsoul"] for u in irs.values() for d in u] == [2]


@pytest.fixture(scope="module")
def text():
    from gicc.compiler.cardtext import library
    ct, _ = library()
    assert ct is not None
    return ct


def render(text, ident, lang):
    d = next(d for d in text.defs if d.id == ident)
    return text.render(d, lang)


def test_card_text_in_three_languages(text):
    skill = next(s for s in render(text, 1610, "en").skills if s.id == 16102)
    assert "2 Nightsoul points" in skill.text and "not in Nightsoul's Blessing" in skill.text
    assert "夜魂加持" in next(s for s in render(text, 1610, "zh_hans").skills if s.id == 16102).text
    assert "夜魂の加護" in next(s for s in render(text, 1610, "ja").skills if s.id == 16102).text
    assert "Max 2 points" in render(text, 116104, "en").text
    assert "最多2点" in render(text, 116104, "zh_hans").text
    bond = render(text, 122, "en").text
    assert "cancel the healing" in bond and "ordinary healing" in bond
    burst = next(s for s in render(text, 1412, "zh_hans").skills if s.id == 14123)
    assert "4层生命之契" in burst.text
    assert "命の契約を4層" in next(s for s in render(text, 1412, "ja").skills if s.id == 14123).text
    assert "Equip to your Kachina." in render(text, 216101, "en").text        # no combat action
