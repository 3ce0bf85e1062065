"""The compiler: syntax errors, check errors, generated code, the cache."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gicc.compiler.build import Build
from gicc.compiler.parser import SyntaxProblem, parse_text

from support import ROOT, check_text


def check_errors(tmp_path, text, name="x.card"):
    return [d for d in check_text(tmp_path, text, name) if d.severity == "error"]


def test_syntax_error_names_file_line_col_and_expectation():
    with pytest.raises(SyntaxProblem) as e:
        parse_text("c.card", "summon 1 Oz {\n  usage 2\n  on end_phase when { damage pyro 1 }\n}\n")
    assert (e.value.span.line, e.value.span.col) == (3, 21)
    assert e.value.code == "E0102"
    assert "expected" in e.value.message and "Lark" not in e.value.message


def test_unbalanced_and_truncated_files():
    with pytest.raises(SyntaxProblem) as e:
        parse_text("c.card", "summon 1 Oz {\n  usage 2\n")
    assert e.value.code == "E0103" and "'}'" in e.value.hint
    with pytest.raises(SyntaxProblem) as e:
        parse_text("c.card", "summon 1 Oz { usage 2 }\n}\n")
    assert e.value.code in ("E0102", "E0104")


def test_every_error_is_reported_sorted_with_hints(tmp_path):
    diags = check_text(tmp_path, """summon 1 Owl {
  usage 2
  on end_phase { damge electro 1; use 1 }
  on end_fase { damage electro 1 }
  on end_phase { damage pryo 1 }
}
""")
    diags = [d for d in diags if d.severity == "error"]      # (and W0204: nothing summons an Owl)
    codes = [(d.span.line, d.code) for d in diags]
    assert codes == [(3, "E0306"), (4, "E0301"), (5, "E0313")]
    assert diags[0].hint == "did you mean `damage`?"
    assert diags[1].hint == "did you mean `end_phase`?"
    assert diags[2].hint == "did you mean `pyro`?"


def test_unknown_status_reference_suggests_the_name(tmp_path):
    diags = check_text(tmp_path, 'character 9001 X {\n  element pyro\n  hp 10\n  elemental 90011 "S" cost pyro 3 { add "Pyro Infusionn" }\n}\n')
    assert [d.code for d in diags] == ["E0502"]
    assert "Pyro Infusion" in diags[0].hint


def test_energy_only_on_bursts_and_positive_usage(tmp_path):
    diags = check_errors(tmp_path, 'character 9001 X {\n  element pyro\n  hp 10\n  normal 90011 "S" cost pyro 1, energy 2 { damage physical 2 }\n}\nsummon 9002 Y {\n  usage 0\n}\n')
    assert [d.code for d in diags] == ["E0225", "E0218"]


def test_usage_may_start_at_zero_only_when_it_stays_at_zero(tmp_path):
    ok = 'summon 9002 Y {\n  usage 0\n  keep_at_zero\n  on end_phase { damage physical (3 + self.usage); discard }\n}\n'
    assert check_errors(tmp_path, ok) == []
    for word in ("duration", "per_round", "shield", "max_usage"):
        bad = 'summon 9002 Y {\n  keep_at_zero\n  %s 0\n}\n' % word
        assert [d.code for d in check_errors(tmp_path, bad)] == ["E0218"], word


def test_modifier_outside_its_event_is_refused(tmp_path):
    diags = check_errors(tmp_path, "summon 1 Owl {\n  usage 2\n  on end_phase { damage_bonus 1 }\n}\n")
    assert [d.code for d in diags] == ["E0307"]


def test_summon_random_takes_summon_names_and_no_energy_belongs_in_a_skill(tmp_path):
    head = 'summon 9002 A {\n  usage 1\n}\nsummon 9003 B {\n  usage 1\n}\nstatus 9004 C {\n  usage 1\n}\n'
    ok = check_errors(tmp_path, head + 'character 9001 X {\n  element pyro\n  hp 10\n'
                      '  elemental 90011 "S" cost pyro 3 {\n    no_energy\n    summon_random 1 A, B to own\n'
                      '    summon_random 2 A B\n  }\n}\n')
    assert ok == []
    diags = check_errors(tmp_path, head + 'character 9001 X {\n  element pyro\n  hp 10\n'
                         '  elemental 90011 "S" cost pyro 3 {\n    summon_random 1 A C\n    summon_random 1 to own\n  }\n'
                         '  on end_phase { no_energy }\n}\n')
    assert [(d.span.line, d.code) for d in diags] == [(14, "E0503"), (15, "E0311"), (17, "E0307")]


def test_generated_code_is_deterministic_and_compiles(tmp_path, monkeypatch):
    outs = []
    for run in range(2):
        monkeypatch.setenv("GICC_CACHE", str(tmp_path / ("cache%d" % run)))
        b = Build([ROOT / "cards"], library_paths=())
        mods = b.build()
        assert mods, [d.render() for d in b.diags.sorted()]
        outs.append({m.name: m.read_bytes() for m in mods})
    assert outs[0] == outs[1]
    for code in outs[0].values():
        compile(code, "m.py", "exec")


def test_cache_recompiles_only_the_edited_file_and_rebuilds_tampered_modules(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "a.card").write_text("summon 9101 A {\n  usage 1\n  on end_phase { damage pyro 1; use 1 }\n}\n")
    (lib / "b.card").write_text("summon 9102 B {\n  usage 2\n  on end_phase { damage cryo 1; use 1 }\n}\n")
    b = Build([lib], library_paths=())
    mods = b.build()
    assert len(b.compiled) == 2
    b = Build([lib], library_paths=())
    b.build()
    assert b.compiled == []
    (lib / "b.card").write_text("summon 9102 B {\n  usage 3\n  on end_phase { damage cryo 1; use 1 }\n}\n")
    b = Build([lib], library_paths=())
    b.build()
    assert [Path(c).name for c in b.compiled] == ["b.card"]
    victim = next(m for m in mods if m.name.endswith("_a.py"))
    victim.write_text(victim.read_text() + "\nraise SystemExit('tampered')\n")
    b = Build([lib], library_paths=())
    fresh = b.build()
    assert [Path(c).name for c in b.compiled] == ["a.card"]
    assert "tampered" not in next(m for m in fresh if m.name.endswith("_a.py")).read_text()


def test_strings_from_cards_are_quoted_never_code(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    evil = 'x\\"; import os; os.system(\\"touch PWNED\\") #'
    card = tmp_path / "evil.card"
    card.write_text('summon 9201 "%s" {\n  usage 1\n  version "{{ 7*7 }} {%% if %%}\\n\'\'\'"\n}\n' % evil)
    b = Build([card], library_paths=())
    mods = b.build()
    assert mods, [d.render() for d in b.diags.sorted()]
    ns = {}
    exec(compile(mods[0].read_text(), "m.py", "exec"), ns)
    d = ns["DEFS"][0]
    assert d.name == 'x"; import os; os.system("touch PWNED") #'
    assert d.version == "{{ 7*7 }} {% if %}\n'''"
    assert not (tmp_path / "PWNED").exists() and not Path("PWNED").exists()


def run_gicc(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=cwd,
                          capture_output=True, text=True)


def test_check_cli_exit_codes_and_json(tmp_path):
    good = run_gicc("check", "cards")
    assert good.returncode == 0, good.stderr
    bad = tmp_path / "bad.card"
    bad.write_text("summon 1 Owl {\n  usage 2\n  on end_phase { damge electro 1; use 1 }\n}\n")
    r = run_gicc("check", str(bad))
    assert r.returncode == 1
    assert "bad.card:3:18: error[E0306]: unknown effect `damge`" in r.stderr
    assert "^^^^^" in r.stderr
    r = run_gicc("check", "--format", "json", str(bad))
    items = [i for i in json.loads(r.stdout) if i["severity"] == "error"]
    assert items[0]["code"] == "E0306" and items[0]["line"] == 3 and items[0]["hint"]
    assert run_gicc("check", "--bogus").returncode == 2
    assert run_gicc("check", str(tmp_path / "missing.card")).returncode == 2


def test_junk_files_get_a_diagnostic_not_a_traceback(tmp_path):
    (tmp_path / "bin.card").write_bytes(b"\x00\xff\xfe binary")
    (tmp_path / "latin.card").write_bytes(b"summon 1 \xe9 {}")
    (tmp_path / "deep.card").write_text("summon 1 X { on end_phase when " + "(" * 500 + "1" + ")" * 500 + " { } }")
    for f in ("bin.card", "latin.card", "deep.card"):
        r = run_gicc("check", str(tmp_path / f))
        assert r.returncode == 1, (f, r.stderr)
        assert "Traceback" not in r.stderr and "error[E0" in r.stderr


def test_language_reference_is_generated_from_the_current_registry():
    from gicc.compiler import langdoc
    text = langdoc.DOC.read_text(encoding="utf-8")
    assert langdoc.skeleton(langdoc.render(text)) == langdoc.skeleton(text), "run `python -m gicc.compiler.langdoc`"


def test_runtime_never_imports_the_compiler():
    import ast as pyast
    for f in sorted((ROOT / "runtime").rglob("*.py")):
        tree = pyast.parse(f.read_text(encoding="utf-8"))
        for node in pyast.walk(tree):
            names = []
            if isinstance(node, pyast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, pyast.ImportFrom):
                names = [node.module or ""]
            assert not any(n.startswith(("compiler", "gicc.compiler")) for n in names), f.name
