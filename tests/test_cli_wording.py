"""Issue 9, item 6 (the parts done so far): the success line of `gicc check` and the wording of
an unexpected end of line; item 3: the cache's default place."""
import subprocess
import sys
from pathlib import Path

from gicc.compiler import build as B

ROOT = Path(__file__).resolve().parent.parent


def gicc(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "-c", "import sys; from gicc.compiler.cli import main; sys.exit(main())", *args],
                          cwd=cwd, capture_output=True, text=True)


def test_check_says_how_many_files_had_no_problems():
    r = gicc("check", "cards/core.card")
    assert r.returncode == 0 and r.stdout.strip() == "1 file, no problems", (r.stdout, r.stderr)


def test_no_unexpected_the_end(tmp_path):
    f = tmp_path / "a.card"
    f.write_text("event 330099 X {\n  cost 1 +\n}\n", encoding="utf-8")
    r = gicc("check", str(f))
    assert "unexpected the end" not in r.stderr


def test_cache_defaults_to_the_user_cache_directory(monkeypatch):
    monkeypatch.delenv("GICC_CACHE", raising=False)
    d = B.cache_dir()
    assert ROOT not in d.parents and d.name.lower() in ("gicc", "cache")
    monkeypatch.setenv("GICC_CACHE", "/tmp/elsewhere")
    assert B.cache_dir() == Path("/tmp/elsewhere")
