"""Benchmark: how long `gicc check` takes on large and hostile card files.

Not a test (pytest does not collect this folder's files: they are not named test_*).  Run it by
hand after a change to the parser, the checker or the diagnostics:

    python tests/bench/check_big.py            # every case
    python tests/bench/check_big.py big ands   # some of them
    python tests/bench/check_big.py --profile big   # cProfile's top functions (CPU time) too

Each case writes one card file into a temporary folder and runs `gicc check` on it in a fresh
process (the time includes start-up, parsing the library's other files and printing the
report), with an empty cache of its own.  The budget the hardening issue set is 5 s for a
valid 1 MiB file; the others must stay well inside it too.  On a machine that other work
shares, the wall-clock time may go over while the CPU time (shown too) does not: run again
when it is quieter.

Where the time goes (`--profile big`): most of it is parsing, and half of that is lark's
contextual lexer; then compiler/parser.py's LALR loop (_drive) and the AST it builds (astbuild),
the checker, and lark building the grammar (its regular-expression collision checks included)
at start-up.
"""
import os
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
MIB = 1 << 20
BUDGET = 5.0

# A definition of each shape the library uses, written with a number to keep ids and names
# apart.  Together they exercise properties, handlers with conditions, skills, counters, `if`s,
# references to other definitions of the same file and arithmetic.
TEMPLATE = '''\
character {cid} "Bench Hero {n}" {{
  element pyro
  weapon sword
  hp 10
  energy 2
  normal {cid}1 "Strike {n}" cost pyro 1, unaligned 2 {{ damage physical 2 }}
  elemental {cid}2 "Flare {n}" cost pyro 3 {{
    damage pyro 3
    summon "Bench Spirit {n}"
  }}
  burst {cid}3 "Inferno {n}" cost pyro 3, energy 2 {{
    damage pyro 4
    if opp.active.hp <= 4 and self.energy == 0 {{ heal 1 to self }} else {{ add "Bench Guard {n}" to self }}
  }}
}}

summon {sid} "Bench Spirit {n}" {{
  usage 2
  on end_phase {{ damage pyro 1; use 1 }}
}}

character_status {gid} "Bench Guard {n}" {{
  usage 1
  counter hits
  on reduce_damage when damage.amount > 0 and self.hits < 3 {{
    reduce 1
    set hits (self.hits + 1)
    use 1
  }}
}}

support {pid} "Bench Inn {n}" {{
  subtype location
  cost same 2
  usage 2
  on end_phase when active.hp < active.max_hp or active.energy < 2 {{
    heal 1 to active
    draw 1
    use 1
  }}
}}

'''


def big_valid(target=MIB):
    """A valid file of about `target` bytes: many small definitions, ids and names unique."""
    parts, size, n = [], 0, 0
    while True:
        n += 1
        block = TEMPLATE.format(n=n, cid=5000 + n, sid=6000000 + n, gid=7000000 + n, pid=8000000 + n)
        if size + len(block.encode()) > target:
            return "".join(parts)
        parts.append(block)
        size += len(block.encode())


def many_ands(count=90000):
    """One valid condition of `count` `and`s."""
    cond = " and ".join(["hp > 0"] * (count + 1))
    return 'support 8999999 "Bench Many Ands" {\n  subtype location\n  cost same 1\n' \
           '  on end_phase when %s { draw 1 }\n}\n' % cond


def repeated_mistake(lines=38000):
    """The same definition over and over: every copy after the first reuses its id (E0230)."""
    return "".join("summon 9000001 Echo {}\n" for _ in range(lines))


def repeated_error(lines=38000):
    """One unknown effect on every line of one handler: the problem cap must stop the checker."""
    body = "".join("  damge pyro 1\n" for _ in range(lines))
    return 'support 8999998 "Bench Typos" {\n  subtype location\n  on end_phase {\n%s  }\n}\n' % body


def many_counters(count=20000):
    """A status with very many counters, each used once."""
    names = ["c%d" % i for i in range(count)]
    body = "  counter %s\n" % ", ".join(names)
    body += "  on end_phase {\n%s  }\n" % "".join("    set %s (self.%s + 1)\n" % (c, c) for c in names)
    return 'combat_status 8999997 "Bench Counters" {\n%s}\n' % body


def long_lines(lines=12000):
    """Many definitions, each on one long line separated by ';' (statements, not newlines)."""
    return "".join('summon %d "Bench Line %d" { usage 2; on end_phase { damage pyro 1; use 1 } }\n'
                   % (9100000 + i, i) for i in range(lines))


CASES = {
    "big": ("valid file, 1 MiB", big_valid),
    "ands": ("90,000 `and`s in one condition", many_ands),
    "dupes": ("38,000 lines of one repeated definition (E0230)", repeated_mistake),
    "typos": ("38,000 lines of one unknown effect (E0306, capped)", repeated_error),
    "counters": ("20,000 counters of one status", many_counters),
    "lines": ("12,000 one-line definitions", long_lines),
}


# cProfile's own command line times with the wall clock: on a machine that other work shares,
# the time spent waiting for a core would be charged to whatever function was running.  This
# runs the CLI under a profiler that counts the process's CPU time instead.
PROFILED = """
import cProfile, pstats, runpy, sys, time
module = sys.argv.pop(1)
prof = cProfile.Profile(time.process_time)
try:
    prof.runcall(runpy.run_module, module, run_name="__main__", alter_sys=True)
except SystemExit:
    pass
sys.stdout.flush()
pstats.Stats(prof, stream=sys.stdout).sort_stats("tottime").print_stats(40)
"""


def run(case, profile=False):
    what, make = CASES[case]
    with tempfile.TemporaryDirectory() as tmp:
        f = Path(tmp) / ("%s.card" % case)
        f.write_text(make(), encoding="utf-8")
        size = f.stat().st_size
        cmd = [sys.executable] + (["-c", PROFILED] if profile else ["-m"])
        cmd += ["gicc.compiler.cli", "check", str(f)]
        # an empty cache of its own: a manifest left in the user's cache by another build would
        # spare parsing the library, and the time would depend on what ran before
        env = dict(os.environ, PYTHONPATH=str(ROOT), GICC_CACHE=str(Path(tmp) / "cache"))
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        p = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        took = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime + after.ru_stime) - (before.ru_utime + before.ru_stime)
    # the last line of the report (on stderr), or the success line (on stdout)
    summary = (p.stderr.strip().splitlines() or p.stdout.strip().splitlines()[:1] or ["(no output)"])[-1]
    print("%-9s %-50s %7.1f KiB %6.2f s (cpu %5.2f s)  exit %d  %s" % (
        case, what, size / 1024, took, cpu, p.returncode, summary[:60]))
    if profile:
        print("\n".join(p.stdout.splitlines()[:45]))
    return took


def main(argv):
    profile = "--profile" in argv
    names = [a for a in argv if not a.startswith("--")] or list(CASES)
    unknown = [n for n in names if n not in CASES]
    if unknown:
        print("unknown case %s; the cases: %s" % (unknown[0], ", ".join(CASES)), file=sys.stderr)
        return 2
    slow = [n for n in names if run(n, profile) > BUDGET]
    if slow:
        print("over the %.0f s budget: %s" % (BUDGET, ", ".join(slow)))
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
