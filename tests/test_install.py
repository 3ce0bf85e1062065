"""Issue 9, items 1 and 2: a real wheel.  The wheel is built from a copy of the sources, installed
(without its dependencies) into a fresh virtualenv, and the installed `gicc` is run from a
folder outside the clone: play, check, cards, docs, and a card folder of the user's.  The new
virtualenv finds the dependencies (Lark, Jinja2, ruamel.yaml, platformdirs) through a .pth
file naming the folders they are installed in here, so no network is needed; everything of
gicc's own comes from the wheel.  `pipx install .` is the same: a virtualenv of its own with
the package installed in it; `pip install -e .` is what CI and the test session use."""
import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("pyproject.toml", "setup.py", "README.md", "compiler", "runtime", "grammar", "cards")


def dependency_folders():
    """The folders the dependencies are imported from in this environment."""
    import jinja2
    import lark
    import platformdirs
    import rich
    import ruamel.yaml
    folders = []
    for mod, depth in ((lark, 2), (jinja2, 2), (platformdirs, 2), (ruamel.yaml, 3), (rich, 2)):
        f = Path(mod.__file__).resolve()
        for _ in range(depth):
            f = f.parent
        if str(f) not in folders:
            folders.append(str(f))
    return folders


def run(cmd, **kw):
    r = subprocess.run(cmd, capture_output=True, text=True, **kw)
    assert r.returncode == 0, "%s\n%s\n%s" % (cmd, r.stdout[-3000:], r.stderr[-3000:])
    return r


def copy_sources(tmp):
    """A copy of the sources in tmp/src: building writes build/ and *.egg-info beside them."""
    src = tmp / "src"
    src.mkdir()
    for name in SOURCES:
        p = ROOT / name
        if p.is_dir():
            shutil.copytree(p, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.egg-info", "build"))
        else:
            shutil.copy2(p, src / name)
    return src


def build_and_install(tmp, pure):
    """A wheel built from a copy of the sources and installed into a fresh virtualenv; `pure`:
    with GICC_PURE=1, else with the runtime's hot modules compiled (setup.py)."""
    src = copy_sources(tmp)
    env = dict(os.environ)
    env.pop("GICC_PURE", None)
    if pure:
        env["GICC_PURE"] = "1"
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation", "--no-index",
         "-w", str(tmp / "dist"), str(src)], env=env)
    (wheel,) = (tmp / "dist").glob("gicc-*.whl")
    venv = tmp / "venv"
    run([sys.executable, "-m", "venv", str(venv)])
    py = venv / ("Scripts" if os.name == "nt" else "bin") / "python"
    run([str(py), "-m", "pip", "install", "--quiet", "--no-deps", "--no-index", str(wheel)])
    site = Path(run([str(py), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"]).stdout.strip())
    (site / "gicc_test_dependencies.pth").write_text("\n".join(dependency_folders()) + "\n", encoding="utf-8")
    work = tmp / "elsewhere"             # outside the clone
    work.mkdir()
    env = dict(os.environ, GICC_CACHE=str(tmp / "cache"))
    env.pop("GICC_PATH", None)
    env.pop("PYTHONPATH", None)
    return {"wheel": wheel, "site": site, "py": py, "gicc": py.parent / "gicc", "work": work, "env": env, "tmp": tmp}


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    # pure (GICC_PURE=1): as fast to build as before the compiled engine; test_the_compiled_engine
    # builds the other kind
    return build_and_install(tmp_path_factory.mktemp("install"), pure=True)


def gicc(inst, *args):
    return subprocess.run([str(inst["gicc"]), *args], cwd=inst["work"], env=inst["env"], capture_output=True, text=True)


def test_the_wheel_holds_one_gicc_namespace_with_the_grammar_and_the_library(installed):
    names = zipfile.ZipFile(installed["wheel"]).namelist()
    tops = {n.split("/")[0] for n in names}
    assert tops == {"gicc", "gicc-0.1.0.dist-info"}, tops
    for needed in ("gicc/grammar/gicc.lark", "gicc/cards/core.card", "gicc/cards/reactions.card",
                   "gicc/cards/characters/1401-fischl.card", "gicc/cards/i18n/zh_hans.yaml",
                   "gicc/compiler/templates/module.py.j2", "gicc/compiler/cli.py", "gicc/runtime/engine.py"):
        assert needed in names, needed
    assert any(n.startswith("gicc/cards/decks/") for n in names)
    assert any(n.startswith("gicc/compiler/site/") for n in names)


def test_site_packages_holds_gicc_and_no_top_level_compiler_or_runtime(installed):
    site = installed["site"]
    assert (site / "gicc" / "compiler").is_dir() and (site / "gicc" / "runtime").is_dir()
    assert not (site / "compiler").exists() and not (site / "runtime").exists()
    where = run([str(installed["py"]), "-c", "import gicc.compiler, gicc.runtime; print(gicc.compiler.__file__)"],
                cwd=installed["work"], env=installed["env"]).stdout.strip()
    assert Path(where).resolve().is_relative_to(site.resolve()), where


def test_the_installed_gicc_plays_checks_lists_and_documents_from_anywhere(installed):
    r = gicc(installed, "play", "--seed", "1")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[-1].startswith("Result: ") and "Round 1" in r.stdout
    assert r.stderr == ""           # no warning: the cache folder was made and written
    again = gicc(installed, "play", "--seed", "1")
    assert again.stdout == r.stdout
    r = gicc(installed, "check")
    assert r.returncode == 0 and r.stdout.strip().endswith("files, no problems"), r.stderr
    r = gicc(installed, "cards", "--json")
    items = json.loads(r.stdout)
    assert len(items) > 100 and any(it["name"] == "Fischl" and it["names"]["zh_hans"] for it in items)
    r = gicc(installed, "docs", "--out", "site")
    assert r.returncode == 0 and "pages written to site" in r.stdout, r.stderr
    assert (installed["work"] / "site" / "index.html").exists()


def test_the_installed_gicc_reads_a_card_folder_of_the_users(installed):
    from test_user_cards import DECK, KNIGHT, SCENARIO, SPARK
    mine = installed["tmp"] / "my-cards"
    (mine / "scenarios").mkdir(parents=True)
    (mine / "knight.card").write_text(KNIGHT, encoding="utf-8")
    (mine / "spark.card").write_text(SPARK, encoding="utf-8")
    (mine / "deck.yaml").write_text(DECK, encoding="utf-8")
    (mine / "scenarios" / "ward.yaml").write_text(SCENARIO, encoding="utf-8")
    r = gicc(installed, "check", "--cards", str(mine))
    assert r.returncode == 0 and r.stdout.strip() == "2 files, no problems", r.stderr
    r = gicc(installed, "play", "--cards", str(mine), "--deck", str(mine / "deck.yaml"), "--seed", "2")
    assert r.returncode == 0 and "Embers vs Embers" in r.stdout, r.stderr
    r = gicc(installed, "docs", "--cards", str(mine), "--out", "my-site")
    assert r.returncode == 0, r.stderr
    assert any("Ember Knight" in p.read_text(encoding="utf-8") for p in (installed["work"] / "my-site").rglob("*.html"))
    r = gicc(installed, "scenario", "--cards", str(mine), str(mine / "scenarios"))
    assert r.returncode == 0 and "1 passed, 0 failed" in r.stdout, r.stdout


def test_a_read_only_cache_of_an_installed_gicc_is_one_warning(installed, tmp_path):
    """An installed gicc never writes beside itself: with the cache pointed at an impossible
    place, it compiles in memory and says so once."""
    (tmp_path / "a-file").write_text("")
    env = dict(installed["env"], GICC_CACHE=str(tmp_path / "a-file" / "cache"))
    r = subprocess.run([str(installed["gicc"]), "play", "--seed", "1"], cwd=installed["work"], env=env,
                       capture_output=True, text=True)
    assert r.returncode == 0 and r.stdout.splitlines()[-1].startswith("Result: ")
    assert len(r.stderr.splitlines()) == 1 and "compiled in memory" in r.stderr


def test_nothing_is_written_into_the_installed_package(installed):
    site = installed["site"] / "gicc"
    written = [p for p in site.rglob("*") if p.is_file() and "__pycache__" not in p.parts
               and p.suffix not in (".py", ".pxd", ".card", ".yaml", ".lark", ".j2", ".css", ".js", ".html", ".md", ".typed")]
    assert written == [], written
    assert sysconfig.get_paths()["purelib"] != str(installed["site"])


def test_gicc_pure_builds_a_pure_wheel(installed):
    assert installed["wheel"].name.endswith("-py3-none-any.whl"), installed["wheel"].name
    where = run([str(installed["py"]), "-c", "import gicc.runtime.engine as e; print(e.__file__)"],
                cwd=installed["work"], env=installed["env"]).stdout.strip()
    assert where.endswith("engine.py"), where
    assert gicc(installed, "--version").stdout.strip().endswith("(engine: pure Python)")


def c_compiler():
    """The C compiler a build would run (CC, else the one Python was built with), if there is one."""
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    return shutil.which(cc.split()[0])


@pytest.fixture(scope="module")
def compiled(tmp_path_factory):
    pytest.importorskip("Cython", reason="Cython is not installed: no compiled engine to test")
    if not c_compiler():
        pytest.skip("no C compiler")
    return build_and_install(tmp_path_factory.mktemp("compiled"), pure=False)


# what the two engines must print alike, byte for byte: the full log, the JSON log, a search
# agent (Match.clone), other decks, and random legal decks of the whole library (fuzz)
SAME_OUTPUT = (("play", "--seed", "1", "--verbose"),
               ("play", "--seed", "7", "--format", "json"),
               ("play", "--p0", "search:6", "--p1", "greedy", "--seed", "3"),
               ("play", "--deck", "cards/decks/geo-fortress.yaml", "--deck", "cards/decks/liyue-electro.yaml",
                "--agent", "greedy", "--seed", "4"),
               ("fuzz", "--games", "6", "--seed", "11"))


@pytest.mark.slow
def test_the_compiled_engine_plays_the_pure_engines_matches_byte_for_byte(installed, compiled):
    """`pip install .` (setup.py): the runtime's hot modules are extension modules, their .py
    sources beside them, and they play exactly the matches the pure-Python engine plays."""
    ext = sysconfig.get_config_var("EXT_SUFFIX")
    names = set(zipfile.ZipFile(compiled["wheel"]).namelist())
    for mod in ("engine", "events", "state", "clone", "fx/values"):
        assert "gicc/runtime/%s%s" % (mod, ext) in names and "gicc/runtime/%s.py" % mod in names, mod
    assert not any(n.endswith(ext) for n in zipfile.ZipFile(installed["wheel"]).namelist())
    where = run([str(compiled["py"]), "-c", "import gicc.runtime.engine as e, gicc.runtime.fx.values as v, "
                 "gicc.runtime.replay as r; print(e.__file__); print(v.__file__); print(r.__file__)"],
                cwd=compiled["work"], env=compiled["env"]).stdout.split()
    assert where[0].endswith("engine" + ext) and where[1].endswith("values" + ext), where
    assert where[2].endswith("replay.py"), where       # a cold module stays Python
    assert gicc(compiled, "--version").stdout.strip().endswith("(engine: compiled)")
    for args in SAME_OUTPUT:
        args = [str(ROOT / a) if a.startswith("cards/") else a for a in args]
        pure, fast = gicc(installed, *args), gicc(compiled, *args)
        assert pure.returncode == 0 and pure.stdout.strip(), (args, pure.stderr)
        assert fast.returncode == 0 and fast.stdout == pure.stdout, (args, fast.stderr)
    # a replay recorded by the pure engine plays again on the compiled one: the same engine
    # fingerprint (runtime/replay.py hashes the .py sources, which ship with the extensions)
    rec = installed["tmp"] / "pure.jsonl"
    assert gicc(installed, "play", "--seed", "5", "--record", str(rec)).returncode == 0
    pure, fast = gicc(installed, "replay", str(rec)), gicc(compiled, "replay", str(rec))
    assert fast.returncode == 0 and fast.stderr == "" and fast.stdout == pure.stdout, fast.stderr
    # every scenario of the suite, on the compiled engine
    r = gicc(compiled, "scenario", str(ROOT / "tests" / "scenarios"))
    assert r.returncode == 0 and r.stdout.splitlines()[-1].endswith(" passed, 0 failed"), r.stdout[-3000:]


@pytest.mark.slow
def test_a_build_that_cannot_compile_makes_a_pure_wheel_and_says_so(tmp_path):
    """No working C compiler: setup.py warns in one line and builds the pure engine, and the
    wheel is tagged as pure (py3-none-any), not for this platform."""
    pytest.importorskip("Cython", reason="the fallback after Cython needs Cython")
    src = copy_sources(tmp_path)
    env = dict(os.environ, CC="false")
    env.pop("GICC_PURE", None)
    r = run([sys.executable, "-m", "pip", "wheel", "-v", "--no-deps", "--no-build-isolation", "--no-index",
             "-w", str(tmp_path / "dist"), str(src)], env=env)
    assert "gicc: WARNING: installing the engine as pure Python" in r.stdout + r.stderr
    (wheel,) = (tmp_path / "dist").glob("gicc-*.whl")
    assert wheel.name.endswith("-py3-none-any.whl"), wheel.name
    ext = sysconfig.get_config_var("EXT_SUFFIX")
    assert not any(n.endswith(ext) for n in zipfile.ZipFile(wheel).namelist())

