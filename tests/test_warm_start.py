"""Issue 9, item 3: the compile cache.  A warm start imports neither Lark nor Jinja2 (nor the
parser and checker) and writes nothing; a cache that cannot be written, or created, or is
read-only, degrades to compiling in memory with one warning line, never a traceback."""
import json
import os
import subprocess
import sys

import pytest

import gicc.compiler.build as B
from gicc.compiler.build import Build
from gicc.compiler.cli import main
from gicc.runtime.library import load_modules

CARD = "summon 9101 Alpha {\n  usage 1\n  on end_phase { damage pyro 1; use 1 }\n}\n"
OTHER = "summon 9102 Beta {\n  usage 2\n  on end_phase { damage pyro 1; use 1 }\n}\n"

PROBE = """
import sys
from gicc.compiler.cli import load_library
lib = load_library()
assert lib is not None and lib.get("Fischl").hp == 10
print(" ".join(m for m in ("lark", "jinja2", "gicc.compiler.parser", "gicc.compiler.checker",
                           "gicc.compiler.codegen") if m in sys.modules))
"""


def probe(env):
    r = subprocess.run([sys.executable, "-c", PROBE], env=env, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    return r.stdout.split(), r.stderr


def test_a_warm_library_load_imports_neither_lark_nor_jinja2():
    env = dict(os.environ)
    probe(env)                       # fills the cache when it is cold (then lark is imported)
    imported, err = probe(env)
    assert imported == [], imported
    assert err == ""


def test_a_warm_build_writes_nothing(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    lib = lib_of(tmp_path, CARD)
    assert Build([lib], library_paths=()).build()
    manifest = tmp_path / "cache" / "manifest.json"
    before = manifest.stat().st_mtime_ns, manifest.read_bytes()
    written = []
    monkeypatch.setattr(B, "write_atomic", lambda path, text: written.append(path))
    b = Build([lib], library_paths=())
    assert b.build() and b.compiled == [] and written == []
    assert (manifest.stat().st_mtime_ns, manifest.read_bytes()) == before


def lib_of(tmp_path, *cards):
    lib = tmp_path / "lib"
    lib.mkdir(exist_ok=True)
    for i, text in enumerate(cards):
        (lib / ("c%d.card" % i)).write_text(text, encoding="utf-8")
    return lib


def run_cli(capsys, *args):
    code = main(list(args))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def test_a_cache_that_cannot_be_created_is_one_warning(tmp_path, monkeypatch, capsys):
    """GICC_CACHE under a regular file: the folder can never be made, whoever runs gicc."""
    (tmp_path / "file").write_text("not a folder")
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "file" / "cache"))
    lib = lib_of(tmp_path, CARD)
    code, out, err = run_cli(capsys, "build", str(lib))
    assert code == 0 and "1 module ready (1 compiled, 0 from the cache)" in out
    (line,) = err.strip().splitlines()
    assert line.startswith("gicc: warning: the compiler cache %s" % (tmp_path / "file")) and "in memory" in line
    code, out, err = run_cli(capsys, "cards", "--no-builtin", "--cards", str(lib))
    assert code == 0 and "Alpha" in out and len(err.strip().splitlines()) == 1


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0,
                    reason="root writes into a read-only folder: the next test makes the writes fail instead")
def test_a_read_only_cache_folder_is_one_warning(tmp_path, monkeypatch, capsys):
    cache = tmp_path / "cache"
    cache.mkdir()
    cache.chmod(0o555)
    try:
        monkeypatch.setenv("GICC_CACHE", str(cache))
        code, out, err = run_cli(capsys, "build", str(lib_of(tmp_path, CARD)))
    finally:
        cache.chmod(0o755)
    assert code == 0 and len(err.strip().splitlines()) == 1 and "in memory" in err


def test_a_read_only_cache_still_serves_what_it_holds(tmp_path, monkeypatch, capsys):
    """A read-only cache filled earlier (say, by an administrator): fresh modules come from it,
    a changed file is compiled in memory; one warning, and the library is whole."""
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    lib = lib_of(tmp_path, CARD, OTHER)
    assert Build([lib], library_paths=()).build()

    def read_only(path, text):
        raise OSError(30, "Read-only file system")
    monkeypatch.setattr(B, "write_atomic", read_only)
    (lib / "c1.card").write_text(OTHER.replace("usage 2", "usage 3"), encoding="utf-8")
    b = Build([lib], library_paths=())
    mods = b.build()
    assert [m.data is None for m in mods] == [True, False]     # from the cache; in memory
    assert b.compiled == [b.targets[1].name] and "Read-only file system" in str(b.cache_problem)
    library = load_modules(mods)
    assert library.get("Alpha").usage == 1 and library.get("Beta").usage == 3
    code, out, err = run_cli(capsys, "build", str(lib))
    assert code == 0 and err.count("\n") == 1 and "Read-only file system" in err


def test_a_module_compiled_in_memory_is_verified_like_one_on_disk(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "file" / "cache"))
    (tmp_path / "file").write_text("")
    b = Build([lib_of(tmp_path, CARD)], library_paths=())
    (mod,) = b.build()
    assert mod.data and json.dumps(str(mod)).startswith('"<memory>')
    mod.data = mod.data + b"\nraise SystemExit('not what the build verified')\n"
    from gicc.runtime.library import LoadError
    with pytest.raises(LoadError, match="changed after the build"):
        load_modules([mod])
