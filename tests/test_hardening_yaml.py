"""Every YAML input goes through one loader (runtime/yamlfile.py) that answers `file:line:
message` for anything that is not what its format says, and refuses a file over its format's
size limit (hardening issue, items 4 and 5).  Each broken input is a fixture: malformed
scenarios in tests/fixtures/malformed (test_scenario_runner runs them all too), decks in
tests/fixtures/bad-decks, translation files in tests/fixtures/bad-i18n."""
import os
import re
from pathlib import Path

import pytest

import gicc.compiler.cli as cli
from gicc.runtime import i18n as I
from gicc.runtime import scenario as S
from gicc.runtime import yamlfile as Y
from gicc.runtime.decks import DeckError, load_deck

FIX = Path(__file__).parent / "fixtures"
DECKS = sorted((FIX / "bad-decks").glob("*.yml"))
I18N = sorted(p for p in (FIX / "bad-i18n").iterdir() if p.is_dir())
# the scenarios the hardening issue found to end in a traceback, and their kin
SCENARIOS = [FIX / "malformed" / ("%s.yml" % n) for n in (
    "dielist", "dicenested", "rerollnested", "paynested", "seqkey", "mapkey", "aliasbomb",
    "deepnest", "endlist", "applylist")]
SAMPLE = Path(__file__).parent.parent / "cards" / "decks" / "mondstadt-pyro.yaml"


def one_line_error(err, path):
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert re.match(r"^gicc: %s:\d+: " % re.escape(str(path)), lines[0]), err
    assert "Traceback" not in err and "internal error" not in err, err


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_gicc_state_says_file_and_line_for_a_broken_scenario(path, capsys):
    assert cli.main(["state", str(path)]) == cli.EXIT_ERRORS
    out, err = capsys.readouterr()
    assert out == ""
    one_line_error(err, path)


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_gicc_scenario_fails_a_broken_scenario_naming_file_and_line(lib, path):
    ok, name, msg = S.run_file(path, lib)
    assert not ok and re.match(r"^%s:\d+: " % re.escape(str(path)), msg), msg
    assert "internal error" not in msg


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_a_broken_deck_is_a_deck_error_at_its_line(lib, path, capsys):
    with pytest.raises(DeckError, match=r"^%s:\d+: " % re.escape(str(path))):
        load_deck(path, lib)
    assert cli.main(["play", "--deck", str(path), "--deck", str(SAMPLE)]) == cli.EXIT_ERRORS
    one_line_error(capsys.readouterr()[1], path)


def test_the_deck_fixtures_say_what_is_wrong(lib):
    want = {"seqkey": "a key must be a word or a number, not a sequence", "badyaml": "bad YAML",
            "notmapping": "a deck is a mapping", "namelist": "`name` is the deck's name",
            "charnested": "expected a card name", "cardnested": "expected a card name",
            "alias": "an alias repeats", "dupkey": "duplicate key"}
    assert sorted(want) == sorted(p.stem for p in DECKS)
    for p in DECKS:
        with pytest.raises(DeckError) as e:
            load_deck(p, lib)
        assert want[p.stem] in str(e.value), str(e.value)


@pytest.mark.parametrize("folder", I18N, ids=lambda p: p.name)
def test_a_broken_translation_file_is_an_error_at_its_line(folder):
    (f,) = list(folder.glob("*.yaml"))
    with pytest.raises(I.I18nError, match=r"^%s:\d+: " % re.escape(str(f))):
        I.load(folder)


def test_the_translation_fixtures_say_what_is_wrong():
    want = {"yamlerror": (2, "bad YAML"), "notmapping": (1, "maps ids to names"),
            "superscript": (2, "'²' is not an id"), "valuelist": (2, "must be a string"),
            "boolkey": (2, "is not an id"), "negative": (2, "is not an id"),
            "seqkey": (2, "not a sequence")}
    assert sorted(want) == sorted(p.name for p in I18N)
    for folder in I18N:
        with pytest.raises(I.I18nError) as e:
            I.load(folder)
        assert (e.value.line, want[folder.name][1] in e.value.message) == (want[folder.name][0], True), str(e.value)


def test_gicc_cards_reports_a_broken_translation_file(monkeypatch, capsys):
    bad = FIX / "bad-i18n" / "superscript"
    real = I.load
    monkeypatch.setattr(I, "load", lambda folder: real(bad))
    assert cli.main(["cards"]) == cli.EXIT_ERRORS
    one_line_error(capsys.readouterr()[1], bad / "zh_hans.yaml")


def test_the_library_translations_still_load():
    names = I.load(Path(__file__).parent.parent / "cards" / "i18n")
    assert len(names["zh_hans"]) > 300 and all(isinstance(k, int) and isinstance(v, str)
                                              for k, v in names["ja"].items())


def test_gicc_i18n_reports_a_broken_translation_file(tmp_path, capsys):
    from gicc.compiler import cli
    (tmp_path / "i18n").mkdir()
    (tmp_path / "i18n" / "zh_hans.yaml").write_text("1401: x\n²: y\n", encoding="utf-8")
    (tmp_path / "a.card").write_text("event 990001 X {\n  on played { draw 1 }\n}\n", encoding="utf-8")
    ref = tmp_path / "ref"
    ref.mkdir()
    for f in ("characters.json", "action_cards.json", "entities.json"):
        (ref / f).write_text("[]", encoding="utf-8")
    assert cli.main(["i18n", "--reference", str(ref), str(tmp_path)]) == 1
    err = capsys.readouterr()[1]
    assert "zh_hans.yaml:2: '²' is not an id" in err and "Traceback" not in err
    (ref / "entities.json").write_text("{not json", encoding="utf-8")
    assert cli.main(["i18n", "--reference", str(ref), str(tmp_path)]) == 2
    err = capsys.readouterr()[1]
    assert "not a reference folder" in err and err.startswith("usage: gicc i18n")


# ---- size limits and unreadable files ------------------------------------------------------

@pytest.mark.parametrize("what", ["deck", "scenario", "i18n"])
def test_a_file_over_its_format_limit_is_refused_before_parsing(tmp_path, what):
    f = tmp_path / "big.yaml"
    line = "# padding\n"
    f.write_text("name: x\n" + line * (Y.LIMITS[what] // len(line) + 1), encoding="utf-8")
    with pytest.raises(Y.YamlFileError, match=r"^%s:1: the %s file is larger than %d bytes" % (
            re.escape(str(f)), what, Y.LIMITS[what])):
        Y.load(f, what)


def test_a_file_at_its_limit_is_read(tmp_path):
    f = tmp_path / "deck.yaml"
    text = "name: x\n"
    f.write_text(text + "#" * (Y.LIMITS["deck"] - len(text) - 1) + "\n", encoding="utf-8")
    assert f.stat().st_size == Y.LIMITS["deck"]
    assert Y.load(f, "deck") == {"name": "x"}


def test_600000_comment_lines_in_a_deck_are_refused(tmp_path, lib):
    f = tmp_path / "deck.yaml"
    f.write_text("#\n" * 600000 + "name: x\n", encoding="utf-8")
    with pytest.raises(DeckError, match="larger than"):
        load_deck(f, lib)


def test_limits_are_documented():
    doc = (Path(__file__).parent.parent / "docs" / "errors.md").read_text(encoding="utf-8")
    section = doc[doc.index("## Limits of input files"):]
    for what, limit in Y.LIMITS.items():
        assert re.search(r"\| %s \| %s bytes" % (re.escape(what), format(limit, ",")), section), what
    assert "%s steps" % format(S.MAX_STEPS, ",") in section


def test_not_utf8_a_folder_and_a_fifo_are_errors_with_a_line(tmp_path):
    f = tmp_path / "latin.yaml"
    f.write_bytes(b"name: ok\nplayers: caf\xe9\n")
    with pytest.raises(Y.YamlFileError, match=r":2: the scenario file is not UTF-8 text"):
        Y.load(f, "scenario")
    with pytest.raises(Y.YamlFileError, match=r":1: cannot read the scenario file"):
        Y.load(tmp_path, "scenario")
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    with pytest.raises(Y.YamlFileError, match="not a regular file"):
        Y.load(fifo, "scenario")


def test_a_scenario_of_too_many_steps_is_refused(tmp_path):
    f = tmp_path / "long.yaml"
    f.write_text("players:\n  - characters: [Diluc]\n  - characters: [Fischl]\nsteps:\n"
                 + "  - {expect: {round: 1}}\n" * (S.MAX_STEPS + 1), encoding="utf-8")
    with pytest.raises(S.ScenarioError, match=r":4: more than %d steps" % S.MAX_STEPS):
        S.load(f)



@pytest.mark.parametrize("text", ["a: " + "[" * 200000 + "]" * 200000,
                                  "a:\n" + "- " * 100000 + "x\n",
                                  "a: " + "{b: " * 100000 + "1" + "}" * 100000])
def test_a_document_nested_far_past_the_limit_is_refused_at_its_line(tmp_path, text):
    # the document is built from the parser's events: libyaml's own recursive composer would
    # overflow the C stack on such a file (a replay's limit, 16 MiB, lets one through)
    f = tmp_path / "deep.yaml"
    f.write_text(text, encoding="utf-8")
    with pytest.raises(Y.YamlFileError) as e:
        Y.load(f, "replay")
    assert "nested more than %d levels deep" % Y.MAX_DEPTH in str(e.value)


def test_libyaml_and_the_pure_parser_build_the_same_documents_and_lines(monkeypatch):
    files = sorted(Path(__file__).parent.glob("scenarios/**/*.yaml"))[::40] + DECKS + SCENARIOS

    def built():
        out = []
        for f in files:
            try:
                d = Y.load(f, "scenario")
            except Y.YamlFileError as e:
                out.append((f.name, e.line))
                continue
            lines = []
            stack = [d]
            while stack:
                n = stack.pop()
                if isinstance(n, dict):
                    lines += [(k, Y.line_of(n, key=k)) for k in n]
                    stack += n.values()
                elif isinstance(n, list):
                    lines += [(i, Y.line_of(n, index=i)) for i in range(len(n))]
                    stack += n
            out.append((f.name, d, lines))
        return out

    fast = built()
    Y._yaml()
    monkeypatch.setattr(Y, "_Y", Y._PURE)
    assert built() == fast


def test_what_the_pure_parser_reads_is_read_where_libyaml_is_stricter(tmp_path):
    f = tmp_path / "d.yaml"
    f.write_text("cards: [Where Is the Unseen Razor?, Sword]\n", encoding="utf-8")
    assert Y.load(f, "deck") == {"cards": ["Where Is the Unseen Razor?", "Sword"]}
    assert Y.line_of(Y.load(f, "deck"), key="cards") == 1


def test_the_loader_keeps_nothing_of_a_document_once_it_is_read(tmp_path):
    f = tmp_path / "d.yaml"
    f.write_text("cards: [Where Is the Unseen Razor?, Sword]\nname: x\n", encoding="utf-8")
    Y.load(f, "deck")
    (tmp_path / "e.yaml").write_text("name: [x, y]\n", encoding="utf-8")
    Y.load(tmp_path / "e.yaml", "deck")
    assert not Y._yaml().constructor.constructed_objects and not Y._PURE.constructor.constructed_objects
