"""How long a warm `gicc play --seed 1` takes, and what it imports (run by hand).

    python tests/bench/warm_start.py [RUNS]

Runs the command once to fill the compile cache (GICC_CACHE, or a temporary folder), then RUNS
times more (default 7) in fresh interpreters, and prints the median and best wall time and
whether Lark, Jinja2, the parser or the checker were imported (a warm start needs none)."""
import os
import statistics
import subprocess
import sys
import tempfile
import time

CODE = ("import sys; from gicc.compiler.cli import main; code = main(['play', '--seed', '1']); "
        "print(' '.join(sorted(m for m in ('lark', 'jinja2', 'gicc.compiler.parser', 'gicc.compiler.checker') "
        "if m in sys.modules)) or '-', file=sys.stderr); sys.exit(code)")


def run(env):
    start = time.perf_counter()
    r = subprocess.run([sys.executable, "-c", CODE], env=env, capture_output=True, text=True, cwd=tempfile.gettempdir())
    took = time.perf_counter() - start
    if r.returncode:
        sys.exit("gicc play failed:\n" + r.stderr)
    return took, r.stderr.strip().splitlines()[-1]


def main():
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 7
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as tmp:
        env.setdefault("GICC_CACHE", os.path.join(tmp, "cache"))
        cold, _ = run(env)
        times, imported = [], set()
        for _ in range(runs):
            t, mods = run(env)
            times.append(t)
            imported.add(mods)
    print("cold %.2f s; warm: median %.3f s, best %.3f s over %d runs; imported on a warm start: %s" % (
        cold, statistics.median(times), min(times), runs, ", ".join(sorted(imported))))


if __name__ == "__main__":
    main()
