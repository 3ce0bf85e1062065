"""The differential suite: scenario files written by tests/differential/oracle.py from matches
the reference engine (gitcg 0.21.0, game data v6.0.0) played.  Each must pass in gicc, or be
listed in tests/differential/known.yaml with the reference-engine difference it hits (a strict
xfail: a listed file that passes fails, so the list stays true).  Runs without gitcg."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from ruamel.yaml import YAML

from gicc.runtime.scenario import run_file

HERE = Path(__file__).resolve().parent / "differential"
FILES = sorted((HERE / "scenarios").glob("*.yaml"))
KNOWN = YAML(typ="safe").load((HERE / "known.yaml").read_text(encoding="utf-8"))
DOC = Path(__file__).resolve().parent.parent / "docs" / "differential.md"


def _param(path):
    reason = (KNOWN.get("files") or {}).get(path.name)
    marks = [pytest.mark.xfail(strict=True, reason="reference-engine difference: %s" % reason)] if reason else []
    return pytest.param(path, id=path.stem, marks=marks)


@pytest.mark.parametrize("path", [_param(p) for p in FILES])
def test_differential_scenario(lib, path):
    ok, name, msg = run_file(path, lib)
    assert ok, msg


def test_the_suite_is_there():
    assert len(FILES) >= 300, "the differential suite has %d scenarios" % len(FILES)


def test_known_differences_are_listed_files_and_documented_differences():
    diffs = KNOWN.get("differences") or {}
    text = DOC.read_text(encoding="utf-8")
    for key in diffs:
        assert "`%s`" % key in text, "docs/differential.md does not explain `%s`" % key
    names = {p.name for p in FILES}
    for f, why in (KNOWN.get("files") or {}).items():
        assert f in names, "known.yaml lists %s, which is not a differential scenario" % f
        assert why in diffs, "%s: %r is not one of the listed differences" % (f, why)


def test_every_file_names_the_reference_engine_and_its_seed():
    for p in FILES:
        head = p.read_text(encoding="utf-8")[:3000]
        assert "gitcg 0.21.0" in head and "v6.0.0" in head and "name: differential %s" % p.stem[1:] in head, p


def _oracle(*args, block_gitcg=False):
    code = ("import sys, runpy; %s"
            "sys.argv = ['oracle.py'] + %r; "
            "runpy.run_path(%r, run_name='__main__')"
            % ("sys.modules['gitcg'] = None; " if block_gitcg else "", list(args), str(HERE / "oracle.py")))
    env = dict(os.environ)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                          cwd=str(HERE.parent.parent), timeout=300)


def test_gen_without_the_reference_engine_is_a_message_not_a_traceback(tmp_path):
    r = _oracle("gen", "--seed", "1", "--out", str(tmp_path), block_gitcg=True)
    assert r.returncode == 2, r.stderr
    assert "pip install 'gicc[oracle]'" in r.stderr and "Traceback" not in r.stderr


def test_check_mistakes_are_messages(tmp_path):
    r = _oracle("check", str(tmp_path / "nowhere.yaml"))
    assert r.returncode == 2 and "no such file" in r.stderr and "Traceback" not in r.stderr
    r = _oracle("gen", "--seed", "1", "--games", "0", "--out", str(tmp_path))
    assert r.returncode == 2 and "Traceback" not in r.stderr


def test_check_prints_each_files_first_mismatch(tmp_path):
    src = FILES[0].read_text(encoding="utf-8")
    # the first expectation of a file, made wrong: check names that line
    bad = src.replace("    round: 1\n", "    round: 2\n", 1)
    (tmp_path / "bad.yaml").write_text(bad, encoding="utf-8")
    r = _oracle("check", str(tmp_path))
    lines = r.stdout.splitlines()
    assert any(l.startswith("FAIL") and "bad.yaml" in l and "round is 1, expected 2" in l for l in lines), r.stdout
    assert lines[-1] == "0 passed, 1 failed" and r.returncode == 1


def test_the_pool_by_version(lib):
    sys.path.insert(0, str(HERE))
    try:
        from difforacle import UsageError
        from difforacle.pool import card_pool
    finally:
        sys.path.remove(str(HERE))
    chars, cards = card_pool(lib)
    assert {d.version for d in chars + cards} == {"3.3"} and len(chars) == 27
    chars, cards = card_pool(lib, None, "3.4-4.2")
    versions = {d.version for d in chars + cards}
    assert versions == {"3.4", "3.5", "3.6", "3.7", "3.8", "4.0", "4.1", "4.2"}, versions
    assert all(not d.hidden and "no_equip" not in d.flags for d in cards)
    # known.yaml's outside_pool (the reference engine plays Ayato at 11 HP) and his talent
    assert "Kamisato Ayato" not in {d.name for d in chars}
    assert "Kyouka Fuushi" not in {d.name for d in cards}
    both, _ = card_pool(lib, None, "3.3,3.4-4.2")
    assert len(both) == 27 + len(chars)
    # --cards without characters keeps the characters of --versions
    c2, k2 = card_pool(lib, ["Paimon"], "3.4-4.2")
    assert c2 == chars and [d.name for d in k2] == ["Paimon"]
    for bad in ("4.2-3.4", "x", "9.9"):
        with pytest.raises(UsageError):
            card_pool(lib, None, bad)


def difforacle_view():
    """tests/differential/difforacle/view.py (the oracle's folder is no package of the tests)."""
    sys.path.insert(0, str(HERE))
    try:
        from difforacle import view
    finally:
        sys.path.remove(str(HERE))
    return view


def test_unshown_statuses_are_gicc_statuses_of_that_character_and_documented(lib):
    # known.yaml `unshown_statuses`: statuses the reference engine keeps inside a passive; the
    # writer puts them first in that character's statuses (docs/differential.md)
    view = difforacle_view()
    Names, unshown = view.Names, view.unshown_statuses()
    assert unshown, "known.yaml lists no unshown statuses"
    names = Names(lib)
    for sid, cid in unshown.items():
        d, c = lib.by_id.get(sid), lib.by_id.get(cid)
        assert d is not None and d.kind == "character_status", sid
        assert c is not None and c.kind == "character", cid
        assert names.unshown_on(cid) == [d.name]
        assert d.name in " ".join(DOC.read_text(encoding="utf-8").split())


def test_counter_statuses_are_counters_of_gicc_characters_and_not_compared(lib):
    # known.yaml `counter_statuses`: the reference engine's statuses that count what gicc keeps
    # in a counter of the character; the view leaves them out (docs/differential.md)
    view = difforacle_view()
    Names, counted = view.Names, view.counter_statuses()
    assert counted, "known.yaml lists no counter statuses"
    names = Names(lib)
    for sid, (cid, counter) in counted.items():
        c = lib.by_id.get(cid)
        assert sid not in lib.by_id, sid
        assert c is not None and c.kind == "character" and counter in c.counters, (cid, counter)
        assert names.helper(sid)
    assert "counter_statuses" in DOC.read_text(encoding="utf-8")
