"""Safe terminal output (hardening issue, item 6): control and bidirectional-override characters
in names that users write (cards, decks, scenarios, keys) reach every command's output as
escapes, never raw; one helper does it (runtime/terminal.py), for the diagnostics too."""
import json
import re

import gicc.compiler.cli as cli
import gicc.compiler.diagnostics as D
from gicc.runtime import terminal as T

# what a terminal must never receive: control characters but the line end, DEL, C1, bidi
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
EVIL = "Evil\x1b[31mRed\x1b]0;owned\x07\u202eTxet\x9b"
SAMPLE = cli.CARDS / "decks" / "mondstadt-pyro.yaml"


def run(capsys, *args):
    code = cli.main(list(args))
    out, err = capsys.readouterr()
    assert not RAW.search(out) and not RAW.search(err), (out + err)[-400:]
    assert "Traceback" not in err
    return code, out, err


def evil_card(tmp_path):
    card = tmp_path / "evil.card"
    card.write_text('support 8990001 "%s" {\n  subtype item\n  cost same 1\n}\n' % EVIL, encoding="utf-8")
    return card


def test_the_helper_escapes_controls_and_bidi_and_keeps_the_rest():
    assert T.visible(EVIL) == "Evil\\x1b[31mRed\\x1b]0;owned\\x07\\u202eTxet\\x9b"
    assert T.visible("a\nb\tc 菲谢尔") == "a\\nb\tc 菲谢尔"
    assert T.visible_lines("a\x1b\nb\u2066\n") == "a\\x1b\nb\\u2066\n"
    text = json.dumps({"name": EVIL, "zh": "菲谢尔"}, ensure_ascii=False)
    assert json.loads(T.visible_json(text)) == {"name": EVIL, "zh": "菲谢尔"}
    assert not RAW.search(T.visible_json(text)) and "菲谢尔" in T.visible_json(text)


def test_diagnostics_use_the_same_helper():
    assert D._CONTROL is T.CONTROL and D._visible is T.visible


def test_gicc_cards_escapes_names(tmp_path, capsys):
    card = evil_card(tmp_path)
    code, out, _ = run(capsys, "cards", str(card))
    assert code == cli.EXIT_OK
    assert T.visible(EVIL) in out


def test_gicc_cards_json_escapes_names_and_keeps_the_data(tmp_path, capsys):
    card = evil_card(tmp_path)
    code, out, _ = run(capsys, "cards", "--json", str(card))
    assert code == cli.EXIT_OK
    assert EVIL in [it["name"] for it in json.loads(out)]


def test_gicc_play_escapes_deck_names(tmp_path, capsys):
    deck = tmp_path / "evil.yaml"
    deck.write_text(SAMPLE.read_text(encoding="utf-8").replace(
        "name: Mondstadt Pyro", 'name: "Evil \\e[31m \\e]0;owned\\a \\u202eTxet"'), encoding="utf-8")
    code, out, _ = run(capsys, "play", "--seed", "3", "--deck", str(deck), "--deck", str(SAMPLE))
    assert code == cli.EXIT_OK
    assert "Evil \\x1b[31m \\x1b]0;owned\\x07 \\u202eTxet vs Mondstadt Pyro" in out.splitlines()[0]


def scenario(tmp_path, name, step="{player: 0, end: true}"):
    f = tmp_path / "evil.yaml"
    f.write_text('name: "%s"\nplayers:\n  - characters: [Diluc]\n  - characters: [Fischl]\nsteps:\n  - %s\n'
                 % (name, step), encoding="utf-8")
    return f


def test_gicc_scenario_escapes_scenario_names(tmp_path, capsys):
    f = scenario(tmp_path, "Pass \\e[2J\\u202eTxet")
    code, out, _ = run(capsys, "scenario", str(f))
    assert code == cli.EXIT_OK and "PASS Pass \\x1b[2J\\u202eTxet" in out
    f = scenario(tmp_path, "Fail \\e[2J", '{player: 0, end: true, expect: {round: 9}}')
    code, out, _ = run(capsys, "scenario", str(f))
    assert code == cli.EXIT_ERRORS and "FAIL Fail \\x1b[2J: " in out


def test_gicc_scenario_and_state_escape_names_in_messages(tmp_path, capsys):
    f = scenario(tmp_path, "x", '{player: 0, end: true, "\\e[31mkey\\u202e": 1}')
    code, out, _ = run(capsys, "scenario", str(f))
    assert code == cli.EXIT_ERRORS and "unknown step key `\\x1b[31mkey\\u202e`" in out
    code, out, err = run(capsys, "state", str(f))
    assert code == cli.EXIT_ERRORS and "unknown step key `\\x1b[31mkey\\u202e`" in err


def test_gicc_state_escapes_the_view(tmp_path, capsys, monkeypatch):
    import gicc.runtime.view
    monkeypatch.setattr(gicc.runtime.view, "view", lambda m: {"name": "a\u202eb", "other": "c\x9bd"})
    code, out, _ = run(capsys, "state", str(scenario(tmp_path, "x")))
    assert code == cli.EXIT_OK
    assert "a\\u202eb" in out and "c\\x9bd" in out.lower()


def test_error_messages_with_paths_are_escaped(tmp_path, capsys):
    code, out, err = run(capsys, "check", str(tmp_path / "no\x1b[2Jsuch.card"))
    assert code == cli.EXIT_USAGE and "no\\x1b[2Jsuch.card" in err


def test_the_runtime_never_imports_the_compiler():
    """The escaping helper and the YAML loader live in runtime/ so that this holds."""
    import subprocess
    import sys
    from pathlib import Path
    code = ("import sys, pkgutil, importlib, gicc.runtime as runtime\n"
            "for m in pkgutil.walk_packages(runtime.__path__, 'gicc.runtime.'):\n"
            "    importlib.import_module(m.name)\n"
            "bad = sorted(m for m in sys.modules if m.startswith('gicc.compiler'))\n"
            "assert not bad, bad\n")
    p = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parent.parent,
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-800:]
