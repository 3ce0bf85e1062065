"""Diagnostics a card author can trust: precise spans, "did you mean" hints, warnings, order."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gicc.compiler import ast as A
from gicc.compiler.build import Build
from gicc.compiler.parser import SyntaxProblem, parse_text

from support import ROOT
from support import check_text as check


def only(diags, code):
    found = [d for d in diags if d.code == code]
    assert found, "%s not reported; got %s" % (code, [(d.code, d.message) for d in diags])
    return found[0]


def width(d):
    assert d.span.line == d.span.end_line
    return d.span.end_col - d.span.col


def gicc(*args):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=ROOT,
                          capture_output=True, text=True)


# ---- syntax: misspelt keywords -------------------------------------------------------------

SUMMON = "summon 990001 Spark {\n  usage 1\n  %s\n}\n"


@pytest.mark.parametrize("line, word, keyword", [
    ("onn end_phase { use 1 }", "onn", "on"),
    ("on end_phase whne self.usage > 0 { use 1 }", "whne", "when"),
    ("on end_phase { iff self.usage > 0 { use 1 } }", "iff", "if"),
    ("on end_phase { if self.usage > 0 { use 1 } els { use 1 } }", "els", "else"),
    ("on end_phase when self.usage > 0 adn hp > 1 { use 1 }", "adn", "and"),
    ("on end_phase when element iss pyro { use 1 }", "iss", "is"),
    ("on end_phase when element inn (pyro, cryo) { use 1 }", "inn", "in"),
    ("on end_phase when nto is_active { use 1 }", "nto", "not"),
])
def test_a_misspelt_keyword_is_pointed_at_with_a_hint(line, word, keyword):
    text = SUMMON % line
    with pytest.raises(SyntaxProblem) as e:
        parse_text("x.card", text)
    p = e.value
    assert p.code == "E0102"
    assert p.hint == "did you mean `%s`?" % keyword, p.message
    assert (p.span.line, p.span.col, p.span.end_col) == (3, line.index(word) + 3, line.index(word) + 3 + len(word))


@pytest.mark.parametrize("text, word, keyword", [
    ('character 9901 X {\n  element pyro\n  hp 10\n  elemntal 99011 "S" cost pyro 3 { damage pyro 1 }\n}\n', "elemntal", "elemental"),
    ('character 9901 X {\n  element pyro\n  hp 10\n  normal 99011 "S" cots pyro 3 { damage pyro 1 }\n}\n', "cots", "cost"),
    ('food 990001 X {\n  requre target.hp < 3\n  on played { heal 1 to target }\n}\n', "requre", "require"),
])
def test_misspelt_statement_keywords(text, word, keyword):
    with pytest.raises(SyntaxProblem) as e:
        parse_text("x.card", text)
    assert e.value.hint == "did you mean `%s`?" % keyword
    line = text.splitlines()[e.value.span.line - 1]
    assert line[e.value.span.col - 1:e.value.span.end_col - 1] == word


def test_keywords_are_whole_words_not_prefixes_of_names():
    defs = parse_text("x.card", "summon 990001 Spark {\n  counter notable\n"
                      "  on end_phase when self.notable > 0 or island { use 1 }\n}\n")
    cond = defs[0].body[1].cond
    assert isinstance(cond, A.BoolOp) and cond.op == "or"
    assert isinstance(cond.items[1], A.Name) and cond.items[1].parts == ["island"]
    defs = parse_text("x.card", "summon 990001 Spark {\n  on end_phase when notable { use 1 }\n}\n")
    assert isinstance(defs[0].body[0].cond, A.Name)


def test_the_end_of_the_file_gets_a_caret(tmp_path):
    f = tmp_path / "x.card"
    f.write_text("summon 990001 Spark {\n  usage 1\n")
    r = gicc("check", str(f))
    assert "error[E0103]" in r.stderr
    assert "    3 | \n      | ^\n" in r.stderr


# ---- check errors: hints and spans ---------------------------------------------------------

@pytest.mark.parametrize("body, code, word, suggestion", [
    ("usgae 1", "E0214", "usgae", "usage"),
    ("on end_phase { damge pyro 1 }", "E0306", "damge", "damage"),
    ("on end_fase { damage pyro 1 }", "E0301", "end_fase", "end_phase"),
    ("element pyr", "E0220", "pyr", "pyro"),
    ("on end_phase { damage pyr 1 }", "E0313", "pyr", "pyro"),
    ("on end_phase { damage physcal 1 }", "E0313", "physcal", "physical"),
    ("on end_phase { damage pyro 1 to opp.activ }", "E0313", "opp.activ", "opp.active"),
    ("on end_phase { heal 1 to standbi }", "E0313", "standbi", "standby"),
    ("on end_phase { summon Ozz }", "E0502", "Ozz", "Oz"),
    ('on end_phase { add "Pyro Infusionn" }', "E0502", '"Pyro Infusionn"', "Pyro Infusion"),
    ("on end_phase when self.usge > 0 { discard }", "E0409", "self.usge", "self.usage"),
    ("on end_phase when target.hpp > 0 { discard }", "E0409", "target.hpp", "target.hp"),
    ("on end_phase when dice_cont > 0 { discard }", "E0409", "dice_cont", "dice_count"),
    ("on end_phase when hass(Oz) { discard }", "E0410", "hass(Oz)", "has"),
    ("on deal_damage when damage.element is pyr { damage_bonus 1 }", "E0406", "pyr", "pyro"),
    ("on cost when action.kind is swich { quick }", "E0406", "swich", "switch"),
    ("on end_phase { damage pyro 1 tto opp.standby }", "E0310", "tto", "to"),
])
def test_unknown_words_get_the_closest_known_one_and_a_caret_under_the_whole_word(tmp_path, body, code, word, suggestion):
    text = "summon 990001 Spark {\n  %s\n}\n" % body
    d = only(check(tmp_path, text), code)
    assert d.hint == "did you mean `%s`?" % suggestion, d.message
    line = text.splitlines()[d.span.line - 1]
    assert line[d.span.col - 1:d.span.end_col - 1] == word


def test_card_names_are_suggested_among_cards_only(tmp_path):
    text = 'event 990001 "Test Event" {\n  on played { add_card "Paimonn" }\n}\n'
    d = only(check(tmp_path, text), "E0502")
    assert d.hint == "did you mean `Paimon`?"


def test_messages_speak_of_numbers_and_elements_not_of_types(tmp_path):
    diags = check(tmp_path, "summon 990001 Spark {\n  usage 1\n"
                  "  on end_phase when self.usage { damage pyro is_active; use 1 }\n"
                  "  on deal_damage when damage.element is 1 { damage_bonus 1 }\n"
                  "  on end_phase { damage pyro }\n}\n")
    text = "\n".join(d.message + " " + (d.hint or "") for d in diags)
    assert "sym:" not in text and "(int)" not in text and "bool" not in text
    assert only(diags, "E0401").message.endswith("this is a number")
    assert only(diags, "E0405").message == "cannot compare a damage type with a number"
    e0311 = only(diags, "E0311")
    assert e0311.message == "`damage` is missing its amount: a number"
    assert e0311.hint == "it is written `damage ELEMENT AMOUNT [to TARGET] [where COND]`"


def test_skill_errors_point_at_the_skill_not_its_whole_body(tmp_path):
    text = ('character 9901 X {\n  element pyro\n  hp 10\n'
            '  normal 99011 "S" cost pyro 1, energy 2 { damage physical 2 }\n'
            '  elemental "T" cost pyro 3 { damage pyro 3 }\n}\n'
            'summon 990001 Spark {\n  usage 1\n  normal 99012 "Zap" cost pyro 1 { damage pyro 1; use 1 }\n}\n')
    diags = check(tmp_path, text)
    lines = text.splitlines()

    def under(d):
        return lines[d.span.line - 1][d.span.col - 1:d.span.end_col - 1]
    assert under(only(diags, "E0225")) == "energy 2"
    assert under(only(diags, "E0226")) == '"T"'
    assert under(only(diags, "E0205")) == 'normal 99012 "Zap"'


def test_an_id_used_twice_in_one_file(tmp_path):
    diags = check(tmp_path, "summon 990001 A {\n  usage 1\n  on end_phase { use 1 }\n}\n"
                  "summon 990001 B {\n  usage 1\n  on end_phase { use 1 }\n}\n")
    d = only(diags, "E0230")
    assert d.span.line == 5 and "`A` (line 1)" in d.message


# ---- warnings ------------------------------------------------------------------------------

def codes(diags):
    return [d.code for d in diags]


def test_a_usage_nothing_spends(tmp_path):
    w = only(check(tmp_path, "summon 990001 Spark {\n  usage 2\n  on end_phase { damage pyro 1 }\n}\n"), "W0202")
    assert w.severity == "warning" and (w.span.line, w.span.col, width(w)) == (2, 3, 5)
    for ok in ("summon 990001 Spark {\n  usage 2\n  on end_phase { if hp > 1 { use 1 } }\n}\n",
               "summon 990001 Spark {\n  usage 2\n  keep_at_zero\n  on end_phase { damage pyro 1 }\n}\n"):
        assert "W0202" not in codes(check(tmp_path, ok))


def test_a_per_round_allowance_nothing_spends(tmp_path):
    text = 'status 990001 "Test Guard" {\n  per_round 1\n  on reduce_damage when self.round_left > 0 { reduce 1%s }\n}\n'
    assert "W0203" in codes(check(tmp_path, text % ""))
    assert "W0203" not in codes(check(tmp_path, text % "; use_round"))


def test_an_entity_nothing_creates(tmp_path):
    diags = check(tmp_path, 'combat_status 990001 "Test Shield" {\n  shield 2\n}\n'
                  'status 990002 "Test Loop" {\n  duration 1\n  on end_phase { add "Test Loop" }\n}\n'
                  'summon 990003 "Test Summon" {\n  usage 1\n  on end_phase { add "Test Aura"; use 1 }\n}\n'
                  'status 990004 "Test Aura" {\n  duration 1\n}\n'
                  'event 990005 "Test Event" {\n  on played { summon_random 1 "Test Summon" }\n}\n')
    warned = [d.message for d in diags if d.code == "W0204"]
    assert len(warned) == 2, warned
    assert "`Test Shield`" in warned[0] and "`Test Loop`" in warned[1]     # re-adding itself does not count


def test_entities_created_in_another_file_or_by_the_runtime_are_not_warned(tmp_path):
    # Satiated is given by the runtime; Frozen and Crystallize by the reactions; Oz by Fischl
    b = Build([ROOT / "cards" / "core.card", ROOT / "cards" / "reactions.card",
               ROOT / "cards" / "characters" / "1401-fischl.card"], use_cache=False)
    b.check()
    assert [d.render() for d in b.diags.sorted()] == []


def test_no_uncreated_warning_when_a_file_does_not_parse(tmp_path):
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "a.card").write_text('status 990001 "Test Aura" {\n  duration 1\n}\n')
    (lib / "b.card").write_text('event 990002 "Test Event" {\n  on played { add "Test Aura" \n')
    b = Build([lib], use_cache=False, library_paths=())
    b.check()
    assert "W0204" not in codes(b.diags.sorted())


def test_the_build_cache_remembers_what_a_file_creates(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "a.card").write_text('event 990001 "Test Event" {\n  on played { add "Test Aura" }\n}\n')
    (lib / "b.card").write_text('status 990002 "Test Aura" {\n  duration 1\n}\n')
    b = Build([lib], library_paths=())
    assert b.build() and codes(b.diags.sorted()) == []
    (lib / "b.card").write_text('status 990002 "Test Aura" {\n  duration 2\n}\n')
    b = Build([lib], library_paths=())
    assert b.build() and [Path(c).name for c in b.compiled] == ["b.card"]
    assert codes(b.diags.sorted()) == []


@pytest.mark.parametrize("cond, result", [
    ("1 > 2", "false"), ("2 == 1 + 1", "true"), ('"a" != "b"', "true"), ("-1 < 0", "true"),
    ("3 in (1, 2)", "false"),
])
def test_a_comparison_of_two_constants(tmp_path, cond, result):
    text = "summon 990001 Spark {\n  usage 1\n  on end_phase when %s { use 1 }\n}\n" % cond
    w = only(check(tmp_path, text), "W0401")
    assert w.message == "`%s` is always %s: both sides are constants" % (cond, result)
    assert (w.span.col, width(w)) == (21, len(cond))


@pytest.mark.parametrize("cond, always", [
    ("card.kind is equipment", "false"),
    ("card.kind is not equipment", "true"),
])
def test_a_value_compared_with_a_word_it_never_takes(tmp_path, cond, always):
    text = "summon 990001 Spark {\n  usage 1\n  on card_played when %s { use 1 }\n}\n" % cond
    w = only(check(tmp_path, text), "W0402")
    assert w.message.endswith("always %s" % always) and "weapon, artifact" in w.hint


def test_piercing_damage_raises_no_damage_event(tmp_path):
    diags = check(tmp_path, "summon 990001 Spark {\n  usage 1\n"
                  "  on deal_damage when damage.element in (piercing, pyro) { damage_bonus 1; use 1 }\n}\n")
    w = only(diags, "W0402")
    assert w.message == "`damage.element` is never `piercing`"
    assert (w.span.line, w.span.col, width(w)) == (3, 42, len("piercing"))


@pytest.mark.parametrize("event, cond, hint", [
    # issue 10, item 12: no technique (特技) is a skill, so no skill event or skill damage names one
    ("skill_used", "skill.kind is technique", "normal, elemental, burst"),
    ("opp_skill_used", "skill.kind is prepared", "normal, elemental, burst"),
    ("cost", "skill.kind is passive", "normal, elemental, burst"),
    ("deal_damage", "damage.skill_kind is technique", "normal, elemental, burst, prepared"),
    ("damaged", "skill.kind is passive", "normal, elemental, burst, prepared"),
])
def test_a_skill_kind_no_handler_of_that_event_sees(tmp_path, event, cond, hint):
    w = only(check(tmp_path, "summon 990001 Spark {\n  usage 1\n  on %s when %s { use 1 }\n}\n" % (event, cond)),
             "W0402")
    assert w.message.endswith("so this is always false") and w.hint.endswith("is one of: " + hint)


def test_a_skill_kind_a_handler_can_see_is_no_dead_end(tmp_path):
    diags = check(tmp_path, "summon 990001 Spark {\n  usage 1\n"
                  "  on skill_used when skill.kind in (normal, burst) { use 1 }\n"
                  "  on deal_damage when damage.skill_kind is prepared { use 1 }\n}\n")
    assert not [d for d in diags if d.code.startswith("W04")]


def test_values_with_no_word_in_common_are_never_equal(tmp_path):
    w = only(check(tmp_path, "summon 990001 Spark {\n  usage 1\n"
                   "  on cost when action.kind is card.subtype { quick; use 1 }\n}\n"), "W0402")
    assert "never equal" in w.message


def test_no_warning_for_comparisons_that_can_go_either_way(tmp_path):
    diags = check(tmp_path, "summon 990001 Spark {\n  usage 1\n"
                  "  on deal_damage when damage.element is pyro and damage.element is self.element { damage_bonus 1; use 1 }\n"
                  "  on card_played when card.kind in (weapon, talent) and self.usage > 1 { use 1 }\n}\n")
    assert not [d for d in diags if d.code.startswith("W04")]


def test_the_library_has_no_warnings():
    r = gicc("check", "cards")
    assert r.returncode == 0, r.stderr
    assert "warning[" not in r.stderr, r.stderr


# ---- order, exit codes, JSON ---------------------------------------------------------------

def test_warnings_alone_exit_0_and_json_has_every_field(tmp_path):
    f = tmp_path / "w.card"
    f.write_text("summon 990001 Spark {\n  usage 2\n  on end_phase when 1 > 2 { damage pyro 1 }\n}\n")
    r = gicc("check", str(f))
    assert r.returncode == 0, r.stderr
    assert "warning[W0202]" in r.stderr and "0 errors, 3 warnings" in r.stderr
    items = json.loads(gicc("check", "--format", "json", str(f)).stdout)
    assert [i["code"] for i in items] == ["W0204", "W0202", "W0401"]
    for i in items:
        assert set(i) == {"file", "line", "col", "end_line", "end_col", "code", "severity", "message", "hint"}
        assert i["severity"] == "warning"


def test_all_diagnostics_are_sorted_by_file_line_and_column(tmp_path):
    (tmp_path / "b.card").write_text("summon 990002 B {\n  usage 2\n  on end_phase { damge pyro 1 }\n}\n")
    (tmp_path / "a.card").write_text("summon 990001 A {\n  usage 1\n  on end_fase { use 1 }\n"
                                     "  on end_phase when 1 > 2 { use 1 }\n  on end_phase { damage pyr 1 }\n}\n")
    r = gicc("check", "--format", "json", str(tmp_path / "b.card"), str(tmp_path / "a.card"))
    assert r.returncode == 1
    items = json.loads(r.stdout)
    keys = [(Path(i["file"]).name, i["line"], i["col"]) for i in items]
    assert keys == sorted(keys)
    assert [(Path(i["file"]).name, i["code"]) for i in items] == [
        ("a.card", "W0204"), ("a.card", "E0301"), ("a.card", "W0401"), ("a.card", "E0313"),
        ("b.card", "W0204"), ("b.card", "W0202"), ("b.card", "E0306")]
