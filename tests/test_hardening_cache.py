"""Only verified code is imported (hardening issue, item 3): generated modules are compiled from
the very text whose hash the manifest holds, never from a `.pyc` and never from a file changed
after the build; a cache that cannot be used is one clear message, not a traceback."""
import builtins
import importlib.util
import io
import json
import marshal
import os
from pathlib import Path

import pytest

import gicc.compiler.build as B
from gicc.compiler.build import Build, CacheError
from gicc.compiler.cli import EXIT_ERRORS, main
from gicc.runtime.library import LoadError, load_modules

CARD = "summon 9101 Alpha {\n  usage 1\n  on end_phase { damage pyro 1; use 1 }\n}\n"
MARKER = "GICC_TEST_PYC_PAYLOAD_RAN"


@pytest.fixture
def built(tmp_path, monkeypatch):
    """A one-file library built into a cache of its own: (card folder, cache folder, modules)."""
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "alpha.card").write_text(CARD, encoding="utf-8")
    b = Build([lib], library_paths=())
    mods = b.build()
    assert mods, [d.render() for d in b.diags.sorted()]
    yield lib, tmp_path / "cache", mods
    if hasattr(builtins, MARKER):
        delattr(builtins, MARKER)


def plant_pyc(module):
    """A `.pyc` beside the module that Python's own loader accepts for it (its header records
    the source's mtime and size) but whose code is a marker payload."""
    payload = compile("import builtins\nsetattr(builtins, %r, True)\nDEFS = []\n" % MARKER, str(module), "exec")
    st = os.stat(module)
    pyc = Path(importlib.util.cache_from_source(str(module)))
    pyc.parent.mkdir(exist_ok=True)
    pyc.write_bytes(importlib.util.MAGIC_NUMBER + (0).to_bytes(4, "little")
                    + (int(st.st_mtime) & 0xFFFFFFFF).to_bytes(4, "little")
                    + (st.st_size & 0xFFFFFFFF).to_bytes(4, "little") + marshal.dumps(payload))
    return pyc


def test_a_planted_pyc_is_never_run(built):
    lib, cache, mods = built
    (mod,) = mods
    plant_pyc(mod)
    # the control: Python's own loader, as the runtime used, runs the payload of that .pyc
    spec = importlib.util.spec_from_file_location("gicc_control_%s" % mod.stem, str(mod))
    spec.loader.exec_module(importlib.util.module_from_spec(spec))
    assert getattr(builtins, MARKER, False) is True
    delattr(builtins, MARKER)
    # the runtime compiles the verified source instead
    library = load_modules(mods)
    assert not hasattr(builtins, MARKER)
    assert [d.name for d in library.defs] == ["Alpha"]
    fn = library.get("Alpha").handlers["end_phase"][0]
    assert fn.__code__.co_filename == str(mod)


def test_a_planted_pyc_after_a_cached_build_is_not_run_either(built):
    """The next build takes the module from the cache (its hash still matches): still the
    source is what runs."""
    lib, cache, mods = built
    plant_pyc(mods[0])
    b = Build([lib], library_paths=())
    again = b.build()
    assert b.compiled == [] and again
    library = load_modules(again)
    assert not hasattr(builtins, MARKER) and library.get("Alpha").usage == 1


def test_a_module_edited_after_the_build_is_refused(built):
    lib, cache, mods = built
    mods[0].write_text(mods[0].read_text(encoding="utf-8") + "\nimport builtins\nsetattr(builtins, %r, True)\n" % MARKER,
                       encoding="utf-8")
    with pytest.raises(LoadError, match="changed after the build"):
        load_modules(mods)
    assert not hasattr(builtins, MARKER)
    b = Build([lib], library_paths=())          # and the next build makes it again
    fresh = b.build()
    assert len(b.compiled) == 1
    assert load_modules(fresh).get("Alpha") and not hasattr(builtins, MARKER)


def test_a_module_without_a_verified_hash_is_refused(built):
    lib, cache, mods = built
    with pytest.raises(LoadError, match="no verified hash"):
        load_modules([Path(mods[0])])
    with pytest.raises(LoadError, match="changed after the build"):
        load_modules([(mods[0], "0" * 64)])
    assert load_modules([(Path(mods[0]), mods[0].sha256)]).get("Alpha")


def run_cli(args, capsys):
    code = main(args)
    out, err = capsys.readouterr()
    assert "Traceback" not in err + out
    return code, err


def breakers():
    def a_file(cache):
        cache.write_text("not a folder")

    def manifest_dir(cache):
        (cache / "manifest.json").mkdir(parents=True)

    def bad_json(cache):
        cache.mkdir()
        (cache / "manifest.json").write_text("{bad json")

    def not_utf8(cache):
        cache.mkdir()
        (cache / "manifest.json").write_bytes(b"\xff\xfe{}")

    def a_fifo(cache):
        cache.mkdir()
        os.mkfifo(cache / "manifest.json")

    def a_symlink_loop(cache):           # unreadable, whoever runs the test (root reads anything)
        cache.mkdir()
        os.symlink(cache / "manifest.json", cache / "manifest.json")

    def deep_json(cache):
        cache.mkdir()
        (cache / "manifest.json").write_text("[" * 100000 + "]" * 100000)

    def wrong_shape(cache):
        cache.mkdir()
        (cache / "manifest.json").write_text(json.dumps({"fingerprint": B.fingerprint(), "files": []}))

    def module_elsewhere(cache):
        cache.mkdir()
        entry = {"digest": "x", "key": "y", "module": "../../../etc/evil.py", "module_sha": "z",
                 "symbols": [], "creates": []}
        (cache / "manifest.json").write_text(json.dumps({"fingerprint": B.fingerprint(), "files": {"/a.card": entry}}))

    def broken_symbols(cache):
        cache.mkdir()
        entry = {"digest": "x", "key": "y", "module": "m_0123456789ab_a.py", "module_sha": "z",
                 "symbols": [["summon", "not an id", "A"]], "creates": []}
        (cache / "manifest.json").write_text(json.dumps({"fingerprint": B.fingerprint(), "files": {"/a.card": entry}}))

    return [a_file, manifest_dir, bad_json, not_utf8, a_fifo, a_symlink_loop, deep_json, wrong_shape,
            module_elsewhere, broken_symbols]


@pytest.mark.parametrize("breaker", breakers(), ids=lambda f: f.__name__)
def test_a_broken_cache_is_one_warning_and_a_build_in_memory(tmp_path, monkeypatch, capsys, breaker):
    """The cache only holds what can be made again: one that cannot be used (not a folder, a
    manifest that is not one, a manifest naming modules outside the cache) is not used, and
    not trusted either; the cards are compiled in memory, with one warning line."""
    cache = tmp_path / "cache"
    breaker(cache)
    monkeypatch.setenv("GICC_CACHE", str(cache))
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "alpha.card").write_text(CARD, encoding="utf-8")
    b = Build([lib], library_paths=())
    mods = b.build()
    assert isinstance(b.cache_problem, CacheError) and b.compiled == ["%s" % b.targets[0].name]
    assert load_modules(mods).get("Alpha").usage == 1
    code, err = run_cli(["build", str(lib)], capsys)
    assert code == 0
    lines = err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("gicc: warning: the compiler cache %s" % cache), err
    assert "compiled in memory" in lines[0]


def test_an_unwritable_cache_is_one_warning_and_a_build_in_memory(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))

    def refuse(path, text):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(B, "write_atomic", refuse)
    lib = tmp_path / "lib"
    lib.mkdir()
    (lib / "alpha.card").write_text(CARD, encoding="utf-8")
    code, err = run_cli(["build", str(lib)], capsys)
    assert code == 0
    assert err.strip().splitlines() == [err.strip()] and "cannot be written: Permission denied" in err
    assert "gicc: warning:" in err and "compiled in memory" in err


def test_a_manifest_of_another_compiler_is_rebuilt_not_refused(built):
    lib, cache, mods = built
    m = cache / "manifest.json"
    data = json.loads(m.read_text())
    data["fingerprint"] = "another compiler"
    m.write_text(json.dumps(data))
    b = Build([lib], library_paths=())
    assert b.build() and len(b.compiled) == 1


def test_cache_writes_leave_no_temporary_files(built):
    lib, cache, mods = built
    assert sorted(p.name for p in cache.iterdir()) == sorted(["manifest.json", mods[0].name])


@pytest.mark.parametrize("breaker", breakers()[:4], ids=lambda f: f.__name__)
def test_gicc_check_works_whatever_the_cache(tmp_path, monkeypatch, capsys, breaker):
    """check writes no cache and only borrows unchanged files' symbols from it: a broken one
    is simply not used."""
    cache = tmp_path / "cache"
    breaker(cache)
    monkeypatch.setenv("GICC_CACHE", str(cache))
    card = tmp_path / "alpha.card"
    card.write_text(CARD.replace("damage pyro", "damge pyro"), encoding="utf-8")
    code, err = run_cli(["check", str(card)], capsys)
    assert code == EXIT_ERRORS and "[E0306]" in err and "cache" not in err


def test_gicc_check_writes_nothing_to_the_cache(built, capsys):
    lib, cache, mods = built
    before = {p.name: p.read_bytes() for p in cache.iterdir()}
    code, err = run_cli(["check", str(lib)], capsys)
    assert code == 0, err
    assert {p.name: p.read_bytes() for p in cache.iterdir()} == before
