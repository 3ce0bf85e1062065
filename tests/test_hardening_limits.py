"""Linear time and bounded output (hardening issue, item 4): every kind of problem respects
the per-file cap, the report reads each file once, counters are looked up in constant time,
and the parser's pause of the garbage collector never leaks out of it."""
import gc
import io

import pytest

import gicc.compiler.cli as cli
from gicc.compiler.build import MAX_PROBLEMS, Build
from gicc.compiler.checker import Counters
from gicc.compiler.parser import SyntaxProblem, no_gc, parse_text


def build_of(tmp_path, text, name="x.card"):
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    b = Build([p], use_cache=False)
    b.check()
    return b


def codes(b):
    out = {}
    for d in b.diags.items:
        out[d.code] = out.get(d.code, 0) + 1
    return out


def test_uncreated_warnings_respect_the_cap(tmp_path):
    """W0204 was said once per definition, however many: 12,000 warnings for a big file."""
    text = "".join("summon %d S%d { usage 1; on end_phase { damage pyro 1; use 1 } }\n" % (990000 + i, i)
                   for i in range(MAX_PROBLEMS + 50))
    b = build_of(tmp_path, text)
    assert codes(b) == {"W0204": MAX_PROBLEMS, "E0004": 1}
    stop = next(d for d in b.diags.items if d.code == "E0004")
    assert stop.span.line == MAX_PROBLEMS + 1


def test_duplicate_ids_and_later_problems_share_one_cap(tmp_path):
    """E0230 (said while the symbols are gathered) and the checker's own problems count against
    the same cap of one file: never more than MAX_PROBLEMS + the one E0004."""
    dupes = "summon 990001 X { usage 1; on end_phase { use 1 } }\n" * 150
    typos = "".join("summon %d T%d { on end_phase { damge pyro 1 } }\n" % (991000 + i, i) for i in range(150))
    b = build_of(tmp_path, dupes + typos)
    c = codes(b)
    assert c["E0230"] == 149 and c["E0004"] == 1
    assert len(b.diags.items) == MAX_PROBLEMS + 1


def test_a_file_under_the_cap_is_reported_whole(tmp_path):
    text = "".join("summon %d T%d { on end_phase { damge pyro 1 } }\n" % (991000 + i, i) for i in range(40))
    b = build_of(tmp_path, text)
    assert "E0004" not in codes(b) and codes(b)["E0306"] == 40


def test_reference_comparison_respects_the_cap(tmp_path, monkeypatch):
    """`gicc check --reference`: the facts' problems (E0601, an id the reference lacks) are
    capped too."""
    ref = tmp_path / "ref"
    ref.mkdir()
    for f in ("characters.json", "action_cards.json", "entities.json"):
        (ref / f).write_text("[]", encoding="utf-8")
    text = "".join("support %d P%d { subtype item\n cost same 1 }\n" % (600000 + i, i) for i in range(MAX_PROBLEMS + 20))
    card = tmp_path / "x.card"
    card.write_text(text, encoding="utf-8")
    err = io.StringIO()
    monkeypatch.setattr("sys.stderr", err)
    assert cli.main(["check", "--reference", str(ref), str(card)]) == cli.EXIT_ERRORS
    out = err.getvalue()
    assert out.count("[E0601]") == MAX_PROBLEMS and out.count("[E0004]") == 1, out[-500:]


def test_the_report_reads_each_file_once(tmp_path, monkeypatch):
    """report() read and split the whole file again for every diagnostic: quadratic."""
    b = build_of(tmp_path, "".join("summon %d T%d { on end_phase { damge pyro 1 } }\n" % (991000 + i, i)
                                   for i in range(150)))
    reads = []
    real = cli.source_lines
    monkeypatch.setattr(cli, "source_lines", lambda name: reads.append(name) or real(name))
    out = io.StringIO()
    cli.report(b.diags, out=out)
    assert out.getvalue().count("[E0306]") == 150
    assert len(reads) == 1


def test_counters_look_up_in_constant_time_and_keep_the_first_position():
    c = Counters(["a", "b", "a", "c"])
    assert list(c) == ["a", "b", "a", "c"]
    assert "c" in c and "z" not in c
    assert c.index("a") == 0 and c.index("c") == 3
    assert c.index("a", 1) == 2              # list semantics where asked for
    with pytest.raises(ValueError):
        c.index("z")


def test_many_counters_compile_to_their_own_slots(tmp_path):
    names = ["c%d" % i for i in range(300)]
    text = "combat_status 990001 Many {\n  counter %s\n  on end_phase {\n%s  }\n}\n" % (
        ", ".join(names), "".join("    set %s (self.%s + 1)\n" % (n, n) for n in names))
    p = tmp_path / "x.card"
    p.write_text(text, encoding="utf-8")
    b = Build([p], use_cache=False)
    irs = b.check()
    assert not b.diags.errors
    from gicc.compiler.codegen import generate
    code = generate(irs[b.targets[0].name], "x.card", text)
    assert "me.e.vars[299]" in code and "me.e.vars[0]" in code


@pytest.mark.parametrize("text", ["summon 990001 X { usage 1 }\n", "summon 990001 X { usage 1 \n"])
def test_the_parser_gives_the_collector_back(text):
    """parse_text pauses the cyclic garbage collector (it made a big file twice as slow) and
    turns it on again, after a syntax error too; a caller that had it off keeps it off."""
    assert gc.isenabled()
    try:
        parse_text("x.card", text)
    except SyntaxProblem:
        pass
    assert gc.isenabled()
    gc.disable()
    try:
        with no_gc():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
