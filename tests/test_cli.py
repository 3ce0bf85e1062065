"""The `gicc` command as a user runs it: play, its options, and mistakes on the command line."""
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def gicc(*args):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=ROOT,
                          capture_output=True, text=True)


def test_play_prints_the_same_finished_match_for_the_same_seed():
    a, b = gicc("play", "--seed", "1"), gicc("play", "--seed", "1")
    assert a.returncode == 0 and a.stdout == b.stdout
    assert a.stdout.splitlines()[-1].startswith("Result: ")
    assert "Round 1" in a.stdout and " deals " in a.stdout
    assert gicc("play", "--seed", "2").stdout != a.stdout


def test_play_with_decks_and_a_round_limit():
    decks = ["--deck", "cards/decks/geo-fortress.yaml", "--deck", "cards/decks/liyue-electro.yaml"]
    r = gicc("play", "--seed", "3", "--round-limit", "1", *decks)
    assert r.returncode == 0
    assert "Geo Fortress vs Thunder Battery" in r.stdout
    assert "Round 2" not in r.stdout


def test_command_line_mistakes_exit_2_without_a_traceback():
    three = ["--deck", "cards/decks/geo-fortress.yaml"] * 3
    for args in (["play", "--round-limit", "0"], ["play", *three], ["bench", "--games", "0"], ["bench", *three],
                 ["fuzz", "--games", "-1"], ["play", "--seed", "x"], ["nope"], ["play", "--cards", "no/such/folder"],
                 ["cards", "--no-builtin"], ["check", "no/such.card"], ["i18n"], ["new", "character"],
                 ["new", "nonsense", "X"]):
        r = gicc(*args)
        assert r.returncode == 2, (args, r.stderr)
        assert "Traceback" not in r.stderr and "error" in r.stderr


def test_one_deck_is_played_by_both_players():
    r = gicc("play", "--seed", "3", "--round-limit", "1", "--deck", "cards/decks/geo-fortress.yaml")
    assert r.returncode == 0 and "Geo Fortress vs Geo Fortress" in r.stdout, r.stderr


def test_a_broken_deck_file_is_an_error_naming_file_and_line(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("characters: [Diluc, Fischl, Keqing]\ncards:\n  Paimon: 3\n")
    r = gicc("play", "--deck", str(bad), "--deck", str(bad))
    assert r.returncode == 1 and "bad.yaml:3: at most 2 copies of Paimon" in r.stderr
