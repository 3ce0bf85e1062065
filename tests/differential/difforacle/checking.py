"""gicc run on scenario files: the discovery of files, the strict check, the known list."""
from pathlib import Path

from . import HERE, UsageError


def discover(paths):
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")))
        elif p.exists():
            out.append(p)
        else:
            raise UsageError("no such file or folder: %s" % p)
    return out


def strict_check(path, lib, every=False):
    """Run the scenario in gicc comparing the whole expected state (the file's first expect, with
    every later expect applied over it) after every step: the first difference, or None."""
    from gicc.runtime import scenario as S
    from gicc.runtime import engine as E
    from gicc.runtime.view import view, lookup, matches, brief, NoPath
    sc = S.load(path)
    m = S.build(sc, lib)
    want = {}
    steps = sc.data.get("steps") or []
    for i, step in enumerate(steps):
        at = sc.where(steps, index=i)
        if "expect" in step and len(step) == 1:
            for k, w in step["expect"].items():
                # a list of entities anew: what its old members kept goes with them
                for old in [x for x in want if x.startswith(k + ".")]:
                    del want[old]
                want[k] = w
            if want.get("phase") == "over":         # the match is over: only these count
                for k in [k for k in want if not (k in ("round", "phase", "winner") or k.endswith((".hp", ".defeated")))]:
                    del want[k]
            if want.get("phase") != "action":       # compared in the action phase only
                for k in [k for k in want if k.endswith(".declared_end")]:
                    del want[k]
            S.settle(m)
            v = view(m)
            bad = []
            for k, w in want.items():
                try:
                    got = lookup(v, k)
                except NoPath:
                    bad.append("no such path `%s`" % k)
                    continue
                if not matches(got, w):
                    bad.append("%s is %r, expected %r" % (k, brief(got), S._plain(w)))
            if bad:
                return "%s: %s" % (at, "; ".join(bad if every else bad[:1]))
            continue
        S.settle(m, step)
        a = S.action_of(sc, m, step, i, steps)
        ties = S.TiePicks(sc, m, step) if "ties" in step else None
        m.tie_picks = ties
        try:
            E.apply(m, a)
        except E.IllegalAction as exc:
            return "%s: the action was refused: %s" % (at, exc)
        finally:
            m.tie_picks = None
        if ties is not None:
            try:
                ties.done(at)
            except S.Failure as f:
                return str(f)
    return None


def load_known():
    p = HERE / "known.yaml"
    if not p.exists():
        return {}
    from ruamel.yaml import YAML
    data = YAML(typ="safe").load(p.read_text(encoding="utf-8")) or {}
    return {k: v for k, v in (data.get("files") or {}).items()}
