"""Issue 9, item 6: the command line a person expects (the success line of `gicc check`, help
texts everywhere, wording, where a missing `}` was opened, the right form of a cost, quotes and
line breaks in strings); item 3: the cache's default place."""
import os
import subprocess
import sys
from pathlib import Path

from gicc.compiler import build as B

ROOT = Path(__file__).resolve().parent.parent


def gicc(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-c", "import sys; from gicc.compiler.cli import main; sys.exit(main())", *args],
                          cwd=cwd, capture_output=True, text=True)


def test_check_says_how_many_files_had_no_problems():
    r = gicc("check", "cards/core.card")
    assert r.returncode == 0 and r.stdout.strip() == "1 file, no problems", (r.stdout, r.stderr)


def test_no_unexpected_the_end(tmp_path):
    f = tmp_path / "a.card"
    f.write_text("event 330099 X {\n  cost 1 +\n}\n", encoding="utf-8")
    r = gicc("check", str(f))
    assert "unexpected the end" not in r.stderr


def test_cache_defaults_to_the_user_cache_directory(monkeypatch):
    monkeypatch.delenv("GICC_CACHE", raising=False)
    d = B.cache_dir()
    assert ROOT not in d.parents and d.name.lower() in ("gicc", "cache")
    monkeypatch.setenv("GICC_CACHE", "/tmp/elsewhere")
    assert B.cache_dir() == Path("/tmp/elsewhere")


# ---- item 6: the command line a person expects -----------------------------------------------

def test_every_option_and_positional_of_every_subcommand_has_a_help_text():
    import argparse
    from gicc.compiler.cli import build_parser
    top = build_parser()
    subs = [a for a in top._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(subs) == 1
    commands = subs[0].choices
    assert {"check", "build", "fmt", "cards", "docs", "new", "i18n", "scenario", "state", "play", "fuzz",
            "bench"} <= set(commands)
    helps = {c.dest: c.help for c in subs[0]._choices_actions}
    missing = [name for name in commands if not helps.get(name)]
    for name, p in [("gicc", top)] + sorted(commands.items()):
        for a in p._actions:
            if isinstance(a, (argparse._HelpAction, argparse._SubParsersAction)):
                continue
            if not (a.help and a.help.strip() and a.help != argparse.SUPPRESS):
                missing.append("%s %s" % (name, "/".join(a.option_strings) or a.dest))
    assert missing == []


LIBRARY_COMMANDS = ("check", "build", "cards", "docs", "play", "scenario", "state", "fuzz", "bench")


def test_every_command_that_reads_the_library_takes_cards_and_no_builtin():
    import argparse
    from gicc.compiler.cli import build_parser
    sub = next(a for a in build_parser()._actions if isinstance(a, argparse._SubParsersAction))
    for name in LIBRARY_COMMANDS:
        opts = {o for a in sub.choices[name]._actions for o in a.option_strings}
        assert {"--cards", "--no-builtin"} <= opts, name


class Ran:
    def __init__(self, code, out, err):
        self.returncode, self.stdout, self.stderr = code, out, err


def in_process(capsys, *args):
    """`gicc ARGS` in this process (quicker than a new interpreter for each check)."""
    from gicc.compiler.cli import main
    code = main(list(args))
    out, err = capsys.readouterr()
    return Ran(code, out, err)


def check_text(tmp_path, text, capsys):
    f = tmp_path / "example.card"
    f.write_text(text, encoding="utf-8")
    cwd = os.getcwd()
    os.chdir(tmp_path)          # diagnostics name files relative to the working folder
    try:
        return in_process(capsys, "check", str(f))
    finally:
        os.chdir(cwd)


def test_an_event_is_an_event(tmp_path, capsys):
    r = check_text(tmp_path, 'event 990001 "Test Event" {\n  normal 9900011 "S" { draw 1 }\n}\n', capsys)
    assert "only a character has skills; an event acts" in r.stderr
    assert " a event" not in r.stderr and " a element" not in r.stderr
    r = check_text(tmp_path, 'character 990001 X {\n  element pyro\n  hp 10\n'
                   '  elemental 9900011 "S" cost pyro 3, energy 2 { damage pyro 1 }\n}\n', capsys)
    assert "this is an elemental skill" in r.stderr


def test_a_missing_brace_is_shown_where_its_block_opened(tmp_path, capsys):
    r = check_text(tmp_path, "event 990001 Spark {\n  on played {\n    if hp > 1 {\n      draw 1\n  }\n}\n", capsys)
    lines = r.stderr.splitlines()
    assert lines[0].startswith("example.card:7:1: error[E0103]: the file ends too early")
    assert "example.card:3:15: note: the block opened here seems to be the one not closed" in r.stderr
    # a block left open at the very end: the innermost one
    r = check_text(tmp_path, 'event 990001 Spark {\n  on played { draw 1 }\n', capsys)
    assert "example.card:1:20: note: the block opened here is not closed" in r.stderr
    r = in_process(capsys, "check", "--format", "json", str(tmp_path / "example.card"))
    import json
    (d,) = json.loads(r.stdout)
    assert d["notes"] == [{"line": 1, "col": 20, "end_line": 1, "end_col": 21,
                           "message": "the block opened here is not closed"}]


def test_a_wrong_cost_shows_the_right_form(tmp_path, capsys):
    for written, right in (("cost 3 pyro", "cost pyro 3"), ("cost pyro 3 unaligned 1", "cost pyro 3, unaligned 1"),
                           ("cost pyro", "cost pyro 1"), ("cost 2", "cost same 2")):
        r = check_text(tmp_path, 'event 990001 "Test Event" {\n  %s\n  on played { draw 1 }\n}\n' % written, capsys)
        assert "[E0221]" in r.stderr and "hint: write `%s`" % right in r.stderr, (written, r.stderr)


def test_quotes_and_line_breaks_in_strings_say_how_to_write_them(tmp_path, capsys):
    r = check_text(tmp_path, 'event 990001 "Say "hi" now" {\n  on played { draw 1 }\n}\n', capsys)
    assert 'hint: a `"` inside a string is written `\\"`: "Say \\"hi\\" now"' in r.stderr
    r = check_text(tmp_path, 'event 990001 "Two\nlines" {\n  on played { draw 1 }\n}\n', capsys)
    assert "a string that does not end on its line" in r.stderr and "`\\n`" in r.stderr
    # the way the hints say is the way that works
    r = check_text(tmp_path, 'event 990001 "Say \\"hi\\"\\nnow" {\n  on played { draw 1 }\n}\n', capsys)
    assert r.returncode == 0, r.stderr


def test_a_reader_that_stops_early_is_no_error(tmp_path):
    """`gicc play | head -1`: the match stops quietly when nobody reads it any more.  (The pipe
    is closed before gicc has started, so its first line already finds no reader.)"""
    p = subprocess.Popen([sys.executable, "-c", "import sys; from gicc.compiler.cli import main; sys.exit(main())",
                          "play", "--seed", "1"], cwd=tmp_path, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    p.stdout.close()
    err = p.stderr.read()
    assert p.wait() == 0 and err == "", err
