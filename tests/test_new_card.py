"""Issue 9, item 4: `gicc new KIND NAME` writes a starter card file that passes `gicc check` and
`gicc fmt --check` as written, and a scenario beside it that runs; with `--reference DIR` the
facts come from the reference, without one the ids are placeholders the file says to change.
Also `gicc i18n` (item 5) on such a folder."""
import json

import pytest

from gicc.compiler import registry as R
from gicc.compiler.cli import main
from gicc.compiler.cli_cards import NEW_KINDS


def run(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_every_kind_of_the_registry_but_reactions_can_be_written():
    assert set(NEW_KINDS) == set(R.KINDS) - {"reaction"}


# each `gicc new` compiles the library with the folder it writes to (~5 s here): the default run
# writes a slice of the kinds, one of each shape of scenario (a character's, a card's, a
# weapon's, an entity's), --slow every kind
SLICE = ("character", "summon", "weapon", "event")
# kinds whose starter status or summon nothing creates yet: `gicc check` warns W0204, and says so
UNCREATED = {"character_status", "status", "combat_status", "summon"}


@pytest.mark.parametrize("kinds", [SLICE, pytest.param(NEW_KINDS, marks=pytest.mark.slow, id="every-kind")],
                         ids=["slice", "every-kind"])
def test_a_starter_file_of_every_kind_checks_formats_and_its_scenario_runs(tmp_path, capsys, kinds):
    out = tmp_path / "mine"
    for kind in kinds:
        code, stdout, err = run(capsys, "new", kind, "Test %s" % kind.replace("_", " ").title(), "--out", str(out))
        assert code == 0, (kind, err)
        assert stdout.count("wrote ") == 2
    cards = sorted(out.glob("*.card"))
    assert len(cards) == len(kinds)
    for f in cards:
        text = f.read_text(encoding="utf-8")
        assert "CHANGE THE PLACEHOLDERS" in text and 'text_version "6.0"' in text, f
    code, stdout, err = run(capsys, "check", "--cards", str(out))
    assert code == 0 and "error[" not in err, err
    # the only warnings: statuses and summons that nothing creates yet (the file says so)
    warned = [ln for ln in err.splitlines() if "warning[" in ln]
    assert all("W0204" in ln for ln in warned) and len(warned) == len(UNCREATED & set(kinds)), warned
    code, stdout, err = run(capsys, "fmt", "--check", str(out))
    assert code == 0 and stdout.startswith("0 of %d files" % len(kinds))
    code, stdout, err = run(capsys, "scenario", "--cards", str(out), str(out / "scenarios"))
    assert code == 0 and "%d passed, 0 failed" % len(kinds) in stdout, stdout


def test_placeholder_ids_are_free_and_files_are_not_overwritten(tmp_path, capsys):
    out = tmp_path / "mine"
    run(capsys, "new", "event", "First Light", "--out", str(out))
    run(capsys, "new", "event", "Second Light", "--out", str(out))
    ids = sorted(int(f.name.split("-")[0]) for f in out.glob("*.card"))
    assert len(set(ids)) == 2 and ids[0] >= 900000
    code, _, err = run(capsys, "new", "event", "First Light", "--out", str(out))
    assert code == 2 and "already used by event" in err
    code, _, err = run(capsys, "new", "event", "Strategize", "--out", str(out))
    assert code == 2 and "the name 'Strategize' is already used by event 332004" in err
    code, _, err = run(capsys, "new", "event", "Other", "--id", str(ids[0]), "--out", str(out))
    assert code == 2 and "id %d is already used" % ids[0] in err
    code, _, err = run(capsys, "new", "event", "Two\nLines", "--out", str(out))
    assert code == 2 and err.startswith("usage: gicc new")


@pytest.fixture
def reference(tmp_path):
    """A reference folder of made-up cards in the format of shared/reference (facts only)."""
    ref = tmp_path / "ref"
    ref.mkdir()

    def names(en, zh, ja=None):
        return {"en": en, "zh_hans": zh, "ja": ja}

    def cost(*pairs):
        return [{"type": t, "count": n} for t, n in pairs]
    ranger = {"id": 987001, "version": "5.1", "type": "character", "names": names("Test Ranger", "测试游侠", "テストレンジャー"),
              "element": "anemo", "weapon": "bow", "factions": ["mondstadt"], "hp": 11, "energy": 2, "skills": [
                  {"id": 9870011, "name": "Quick Shot", "names": names("Quick Shot", "快射", "クイックショット"),
                   "kind": "normal_attack", "cost": cost(("anemo", 1), ("unaligned", 2)), "damage": 2, "element": "physical"},
                  {"id": 9870012, "name": "Gale Step", "names": names("Gale Step", "疾风步"),
                   "kind": "elemental_skill", "cost": cost(("anemo", 3)), "damage": 3, "element": "anemo"},
                  {"id": 9870013, "name": "Tempest", "names": names("Tempest", "暴风", "テンペスト"),
                   "kind": "elemental_burst", "cost": cost(("anemo", 3), ("energy", 2)), "damage": 4, "element": "anemo"},
                  {"id": 9870014, "name": "Tailwind", "names": names("Tailwind", "顺风", "追い風"),
                   "kind": "passive", "cost": [], "damage": None, "element": None}]}
    cards = [{"id": 987101, "version": "5.1", "type": "talent", "names": names("Ranger's Pride", "游侠之傲", "レンジャーの誇り"),
              "cost": cost(("anemo", 3)), "tags": ["talent", "slowly"], "related_character_id": 987001},
             {"id": 987102, "version": "5.2", "type": "weapon", "subtype": "bow", "names": names("Test Longbow", "试作长弓", "試作長弓"),
              "cost": cost(("same", 3)), "tags": ["weapon"]}]
    entities = [{"id": 987201, "version": "5.1", "type": "summon", "names": names("Test Gust", "测试之风", "テストの風"),
                 "usage": 3, "duration_rounds": None, "shield": None}]
    for f, items in (("characters.json", [ranger]), ("action_cards.json", cards), ("entities.json", entities)):
        (ref / f).write_text(json.dumps(items, ensure_ascii=False), encoding="utf-8")
    return ref


def test_facts_come_from_the_reference(tmp_path, capsys, reference):
    out = tmp_path / "mine"
    for kind, name in (("character", "test ranger"), ("talent", "Ranger's Pride"), ("weapon", "Test Longbow"),
                       ("summon", "Test Gust")):
        code, _, err = run(capsys, "new", kind, name, "--reference", str(reference), "--out", str(out))
        assert code == 0, err
    text = (out / "987001-test-ranger.card").read_text(encoding="utf-8")
    assert "CHANGE THE PLACEHOLDERS" not in text and "from the reference" in text
    for line in ('character 987001 "Test Ranger" {', "element anemo", "weapon bow", "faction mondstadt", "hp 11",
                 "energy 2", 'version "5.1"', 'normal 9870011 "Quick Shot" cost anemo 1, unaligned 2 {',
                 "damage physical 2", 'burst 9870013 "Tempest" cost anemo 3, energy 2 {', 'passive 9870014 "Tailwind" { }'):
        assert line in text, line
    talent = (out / "987101-ranger-s-pride.card").read_text(encoding="utf-8")
    assert 'character "Test Ranger"' in talent and "combat" in talent and "cost anemo 3" in talent
    assert "weapon bow" in (out / "987102-test-longbow.card").read_text(encoding="utf-8")
    assert "usage 3" in (out / "987201-test-gust.card").read_text(encoding="utf-8")
    code, _, err = run(capsys, "check", "--reference", str(reference), "--cards", str(out))
    assert code == 0 and "error[" not in err, err
    code, stdout, _ = run(capsys, "scenario", "--cards", str(out), str(out / "scenarios"))
    assert code == 0 and "4 passed, 0 failed" in stdout, stdout
    # a name the reference does not have, and a kind that does not fit an id, are usage errors
    code, _, err = run(capsys, "new", "event", "Test Rangr", "--reference", str(reference), "--out", str(out))
    assert code == 2 and "the reference has no event named 'Test Rangr'" in err
    code, _, err = run(capsys, "new", "event", "X", "--id", "987001", "--reference", str(reference), "--out", str(out))
    assert code == 2 and "id 987001 is a character in the reference, not a event" not in err and "not an event" in err


def test_gicc_i18n_fills_a_folders_names_and_says_what_it_could_not_find(tmp_path, capsys, reference):
    out = tmp_path / "mine"
    run(capsys, "new", "character", "Test Ranger", "--reference", str(reference), "--out", str(out))
    run(capsys, "new", "event", "Homebrew", "--out", str(out))
    (out / "i18n").mkdir()
    (out / "i18n" / "ja.yaml").write_text("987001: 自分の訳\n", encoding="utf-8")     # kept as it is
    code, stdout, err = run(capsys, "i18n", "--reference", str(reference), str(out))
    assert code == 0, err
    zh = (out / "i18n" / "zh_hans.yaml").read_text(encoding="utf-8")
    ja = (out / "i18n" / "ja.yaml").read_text(encoding="utf-8")
    assert "987001: 测试游侠" in zh and "9870014: 顺风" in zh
    assert "987001: 自分の訳" in ja and "9870013: テンペスト" in ja and "9870012" not in ja
    assert "zh_hans.yaml: 5 names added" in stdout and "ja.yaml: 3 names added" in stdout
    assert "no Japanese name in the reference: 9870012 Gale Step" in stdout
    assert "not in the reference: " in stdout and "Homebrew" in stdout
    # the names are read with the folder
    code, stdout, _ = run(capsys, "cards", "--json", "--cards", str(out), str(out))
    ranger = next(it for it in json.loads(stdout) if it["id"] == 987001)
    assert ranger["names"] == {"en": "Test Ranger", "zh_hans": "测试游侠", "ja": "自分の訳"}
    # nothing new to add: the files stay as they are
    before = zh, ja
    run(capsys, "i18n", "--reference", str(reference), str(out))
    assert ((out / "i18n" / "zh_hans.yaml").read_text(encoding="utf-8"),
            (out / "i18n" / "ja.yaml").read_text(encoding="utf-8")) == before


def test_gicc_i18n_usage_mistakes_are_a_usage_line(tmp_path, capsys, monkeypatch, reference):
    monkeypatch.delenv("GICC_REFERENCE", raising=False)
    for args, says in ((["i18n"], "the following arguments are required: PATH"),
                       (["i18n", str(tmp_path)], "give the reference folder"),
                       (["i18n", "--reference", str(tmp_path / "nope"), str(tmp_path)], "no such reference folder"),
                       (["i18n", "--reference", str(reference), str(tmp_path / "nope")], "no such file or folder")):
        with pytest.raises(SystemExit) if args == ["i18n"] else _nothing():
            code, _, err = run(capsys, *args)
            assert code == 2 and err.startswith("usage: gicc i18n") and says in err, err
        if args == ["i18n"]:
            err = capsys.readouterr().err
            assert err.startswith("usage: gicc i18n") and says in err
    monkeypatch.setenv("GICC_REFERENCE", str(reference))
    (tmp_path / "a.card").write_text('event 987555 "Lone" {\n  on played { draw 1 }\n}\n', encoding="utf-8")
    code, stdout, _ = run(capsys, "i18n", str(tmp_path / "a.card"))
    assert code == 0 and "not in the reference: 987555 Lone" in stdout
    assert (tmp_path / "i18n" / "zh_hans.yaml").exists()


class _nothing:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False
