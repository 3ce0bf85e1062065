"""The compile cache keeps, with each module, the answers its check got from the symbol table
(compiler/symbols.py): a file is compiled again when its text or one of those answers changes,
not when some other file of the library comes, goes or changes."""
import json

import pytest

from gicc.compiler.build import Build
from gicc.compiler.cache import check_manifest
from gicc.compiler.symbols import Symbols

MARK = 'combat_status {id} "Ember Mark" {{\n  version "6.0"\n  usage {usage}\n  on end_phase {{ use 1 }}\n}}\n'
USER = 'event 990102 "Ember Call" {\n  version "6.0"\n  cost same 1\n  on played { add "Ember Mark" }\n}\n'
OTHER = 'support 990103 "Quiet Corner" {\n  version "6.0"\n  cost same 1\n  usage 1\n  on end_phase { use 1 }\n}\n'


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    cards = tmp_path / "cards"
    cards.mkdir()
    (cards / "mark.card").write_text(MARK.format(id=990101, usage=1), encoding="utf-8")
    (cards / "call.card").write_text(USER, encoding="utf-8")
    return cards


def build(folder):
    b = Build(sorted(folder.glob("*.card")), library_paths=())
    assert b.build() is not None, [d.render() for d in b.diags.sorted()]
    return sorted(n.rsplit("/", 1)[-1] for n in b.compiled)


def test_a_new_file_compiles_alone(folder):
    assert build(folder) == ["call.card", "mark.card"]
    assert build(folder) == []
    (folder / "corner.card").write_text(OTHER, encoding="utf-8")
    assert build(folder) == ["corner.card"]


def test_a_changed_answer_compiles_the_file_that_asked(folder):
    build(folder)
    # the status keeps its name and takes another id: the event that adds it by name is
    # compiled again, as its module names the status's id
    (folder / "mark.card").write_text(MARK.format(id=990104, usage=1), encoding="utf-8")
    assert build(folder) == ["call.card", "mark.card"]
    call = json.loads((folder.parent / "cache" / "manifest.json").read_text())["files"]
    answers = next(e["reads"] for k, e in call.items() if k.endswith("call.card"))
    assert ["lookup", "ember mark", ["combat_status", "combat_status", 990104, "Ember Mark", [], [], False]] in answers


def test_a_change_that_answers_the_same_compiles_only_its_file(folder):
    build(folder)
    (folder / "mark.card").write_text(MARK.format(id=990101, usage=2), encoding="utf-8")
    assert build(folder) == ["mark.card"]


def test_a_check_that_reads_the_whole_table_keeps_no_answers():
    t = Symbols()
    t.record()
    t.lookup("anything")
    assert t.recorded() == [["lookup", "anything", None]]
    t.record()
    assert t.character_counters() == []     # E0740's question: a counter some character declares
    assert t.recorded() == [["character_counters", None, []]]
    t.record()
    t.names(("character",))
    assert t.recorded() is None


def test_a_manifest_with_broken_answers_is_refused():
    entry = {"digest": "d", "key": "k", "module": "m_0123456789ab_x.py", "module_sha": "s", "symbols": []}
    assert check_manifest({"files": {"x": dict(entry, reads=None)}}) is None
    assert check_manifest({"files": {"x": dict(entry, reads=[["lookup", "a", None]])}}) is None
    assert "broken `reads`" in check_manifest({"files": {"x": dict(entry, reads="lookup")}})
    assert "broken `reads`" in check_manifest({"files": {"x": dict(entry, reads=[[1, 2]])}})
    # an argument that is no name or id would be looked up unhashed
    assert "broken `reads`" in check_manifest({"files": {"x": dict(entry, reads=[["lookup", [1], None]])}})
