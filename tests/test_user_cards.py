"""Issue 9, item 4: the user's own card folders.  A folder written outside the clone is
checked, played with a deck that names its cards, documented, and its scenario runs, through
--cards DIR and the GICC_PATH variable; --no-builtin reads it alone; an id or a name that two
folders give is a diagnostic naming both files."""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from gicc.compiler.cli import main

KNIGHT = '''# A character of the user's own, outside the clone.
character 980001 "Ember Knight" {
  element pyro
  weapon claymore
  hp 10
  energy 2
  version "6.0"
  text_version "6.0"

  normal 9800011 "Ash Cleave" cost pyro 1, unaligned 2 {
    damage physical 2
  }
  elemental 9800012 "Cinder Ward" cost pyro 3 {
    damage pyro 2
    summon "Ember Wisp"
  }
  burst 9800013 "Last Ember" cost pyro 3, energy 2 {
    damage pyro 5
  }
}

summon 980011 "Ember Wisp" {
  usage 2
  version "6.0"
  text_version "6.0"
  on end_phase {
    damage pyro 1
    use 1
  }
}
'''

SPARK = '''event 980021 "Ember Spark" {
  cost same 1
  version "6.0"
  text_version "6.0"
  on played { draw 2 }
}
'''

DECK = '''name: Embers
characters: [Ember Knight, Fischl, Keqing]
cards:
  Ember Spark: 2
  Paimon: 2
  Strategize: 2
  Toss-Up: 2
  The Bestest Travel Companion!: 2
  Sweet Madame: 2
  Mondstadt Hash Brown: 2
  Liben: 2
  Timmie: 2
  Changing Shifts: 2
  Leave It to Me!: 2
  Dawn Winery: 2
  Lotus Flower Crisp: 2
  Adeptus' Temptation: 2
  Calx's Arts: 2
'''

SCENARIO = '''name: Cinder Ward summons the Ember Wisp, which burns at the end of the round
players:
  - characters: [Ember Knight]
  - characters: [Fischl]
steps:
  - {player: 0, skill: elemental}
  - expect:
      players.1.characters.0.hp: 8
      players.0.summons: [{name: Ember Wisp, usage: 2}]
  - {player: 1, end: true}
  - {player: 0, end: true}
  - expect:
      players.1.characters.0.hp: 7
      players.0.summons: [{name: Ember Wisp, usage: 1}]
'''


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    d = tmp_path_factory.mktemp("my-cards")
    (d / "980001-ember-knight.card").write_text(KNIGHT, encoding="utf-8")
    (d / "events").mkdir()
    (d / "events" / "980021-ember-spark.card").write_text(SPARK, encoding="utf-8")
    (d / "deck.yaml").write_text(DECK, encoding="utf-8")
    (d / "scenarios").mkdir()
    (d / "scenarios" / "cinder-ward.yaml").write_text(SCENARIO, encoding="utf-8")
    (d / "i18n").mkdir()
    (d / "i18n" / "zh_hans.yaml").write_text("980001: 余烬骑士\n9800012: 烬守\n", encoding="utf-8")
    return d


def gicc(*args, cwd, env=None):
    """The installed command, run from a folder outside the clone."""
    full = dict(os.environ)
    full.pop("GICC_PATH", None)
    full.update(env or {})
    return subprocess.run([sys.executable, "-c", "import sys; from gicc.compiler.cli import main; sys.exit(main())",
                           *args], cwd=cwd, env=full, capture_output=True, text=True)


def test_a_folder_outside_the_clone_is_checked_played_documented_and_its_scenario_runs(folder, tmp_path):
    r = gicc("check", "--cards", str(folder), cwd=tmp_path)
    assert r.returncode == 0 and r.stdout.strip() == "2 files, no problems", r.stdout + r.stderr
    r = gicc("play", "--cards", str(folder), "--deck", str(folder / "deck.yaml"), "--seed", "1", cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert "Embers vs Embers" in r.stdout and r.stdout.splitlines()[-1].startswith("Result: ")
    assert "Ember Knight" in r.stdout
    r = gicc("docs", "--cards", str(folder), "--out", str(tmp_path / "site"), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    pages = "\n".join(p.read_text(encoding="utf-8") for p in (tmp_path / "site").rglob("*.html"))
    assert "Ember Knight" in pages and "余烬骑士" in pages and "Cinder Ward" in pages and "Fischl" in pages
    r = gicc("scenario", "--cards", str(folder), str(folder / "scenarios"), cwd=tmp_path)
    assert r.returncode == 0 and "1 passed, 0 failed" in r.stdout, r.stdout + r.stderr


def test_gicc_path_is_read_like_cards(folder, tmp_path):
    env = {"GICC_PATH": os.pathsep.join([str(tmp_path / "empty"), str(folder)])}
    (tmp_path / "empty").mkdir()
    r = gicc("scenario", str(folder / "scenarios"), cwd=tmp_path, env=env)
    assert r.returncode == 0 and "1 passed" in r.stdout, r.stdout + r.stderr
    r = gicc("cards", "--json", cwd=tmp_path, env=env)
    items = {it["name"]: it for it in json.loads(r.stdout)}
    assert items["Ember Knight"]["names"]["zh_hans"] == "余烬骑士" and "Fischl" in items
    skill = next(s for s in items["Ember Knight"]["skills"] if s["name"] == "Cinder Ward")
    assert skill["names"]["zh_hans"] == "烬守"
    r = gicc("cards", cwd=tmp_path, env={"GICC_PATH": str(tmp_path / "nowhere")})
    assert r.returncode == 2 and "no such card folder" in r.stderr and "GICC_PATH" in r.stderr


def test_no_builtin_reads_the_folder_alone(folder, capsys):
    assert main(["cards", "--no-builtin", "--cards", str(folder), "--json"]) == 0
    names = sorted(it["name"] for it in json.loads(capsys.readouterr().out))
    assert names == ["Ember Knight", "Ember Spark", "Ember Wisp"]
    # the deck names cards of the built-in library, which is left out
    assert main(["play", "--no-builtin", "--cards", str(folder), "--deck", str(folder / "deck.yaml")]) == 1
    assert "Fischl" in capsys.readouterr().err


def test_a_name_or_an_id_in_two_folders_names_both_files(folder, tmp_path, capsys):
    other = tmp_path / "other"
    other.mkdir()
    (other / "spark.card").write_text(SPARK.replace("980021", "980099"), encoding="utf-8")
    (other / "knight.card").write_text('event 980001 "Knight Call" {\n  on played { draw 1 }\n}\n', encoding="utf-8")
    code = main(["check", "--cards", str(folder), "--cards", str(other)])
    err = capsys.readouterr().err
    assert code == 1 and "Traceback" not in err
    spark = str(Path(folder / "events" / "980021-ember-spark.card"))
    assert "error[E0232]: the name `Ember Spark` is already used by event 980021 (" in err
    assert os.path.relpath(spark) in err or spark in err
    assert "error[E0230]: id 980001 is already used by `Ember Knight` (" in err
    # the same card in one --cards folder and in GICC_PATH is one file, not a duplicate
    assert main(["check", "--cards", str(folder)]) == 0
    capsys.readouterr()


def test_a_user_card_that_takes_a_library_id_is_reported_in_the_users_file(tmp_path, capsys):
    (tmp_path / "mine.card").write_text('event 332004 "My Plan" {\n  on played { draw 1 }\n}\n', encoding="utf-8")
    assert main(["check", "--cards", str(tmp_path)]) == 1
    err = capsys.readouterr().err
    assert "mine.card:1:14: error[E0230]: id 332004 is also used by `Strategize` " \
           "(the built-in cards/actions/332004-strategize.card)" in err
