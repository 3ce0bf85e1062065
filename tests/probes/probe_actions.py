"""Issue 8's action probes, rerunnable: bad payments, malformed decisions and thousands of
random malformed actions injected mid-match.

Each probe action is applied to a copy of the match.  It is counted as
  accepted-illegal  when the engine accepted it and the oracle (tests/action_oracle.py) refuses it,
  refused-legal     when the engine refused it and the oracle allows it,
  crash             when apply() raised something other than IllegalAction,
  changed           when it was refused (or crashed) and the match's fingerprint changed.

    python tests/probes/probe_actions.py [--matches 60] [--inject 5] [--seed 1]
"""
import argparse
import copy
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from action_oracle import oracle_why, random_action            # noqa: E402
from gicc.runtime import engine as E                                 # noqa: E402
from gicc.runtime.agents import RandomAgent                          # noqa: E402
from gicc.runtime.fingerprint import fingerprint                     # noqa: E402
from gicc.runtime.fuzz import random_deck                            # noqa: E402


def library():
    from gicc.compiler.build import build_library, CARDS
    from gicc.runtime.library import load_modules
    mods, diags, _ = build_library((CARDS,))
    return load_modules(mods)


def show(a):
    """The action's fields (repr(Action) itself may fail on junk)."""
    return "Action(%s)" % ", ".join("%s=%r" % (f, getattr(a, f)) for f in E.Action.__slots__
                                    if getattr(a, f) is not None)


def probe(m, a, tally, examples, group):
    c = copy.deepcopy(m, {id(m.lib): m.lib})      # Match.clone would copy the library too
    before = fingerprint(c)
    why = oracle_why(c, a)
    tally[group, "tried"] += 1
    try:
        E.apply(c, a)
    except E.IllegalAction:
        if why is None:
            tally[group, "refused-legal"] += 1
            examples.setdefault((group, "refused-legal"), show(a))
        if fingerprint(c) != before:
            tally[group, "changed"] += 1
            examples.setdefault((group, "changed"), show(a))
        return
    except Exception as e:                          # noqa: BLE001 - counting them is the point
        tally[group, "crash"] += 1
        examples.setdefault((group, "crash"), "%s: %s: %s" % (show(a), type(e).__name__, e))
        if fingerprint(c) != before:
            tally[group, "crash+changed"] += 1
        return
    if why is not None:
        tally[group, "accepted-illegal"] += 1
        examples.setdefault((group, "accepted-illegal"), "%s (%s)" % (show(a), why))


def payment_variants(a, pl):
    """The issue's payments: negative counts, halves, nine entries."""
    pay = list(a.payment)
    out = []
    for i in range(len(pay)):
        for j in range(len(pay)):
            if i != j and pay[j] < pl.dice[j]:
                q = list(pay)
                q[i] -= 1
                q[j] += 1
                if q[i] < 0:
                    out.append(("negative", q))
                if pay[i] > 0:
                    h = list(pay)
                    h[i] -= 0.5
                    h[j] += 0.5
                    out.append(("fractional", h))
    out.append(("nine entries", pay + [0]))
    out.append(("nine entries", pay + [1]))
    out.append(("seven entries", pay[:7]))
    out.append(("bool counts", [True if n == 1 else n for n in pay]))
    out.append(("float counts", [float(n) for n in pay]))
    return out


def decision_variants(m):
    d = m.pending[0]
    p = d.player
    n = len(m.players[p].hand)
    if d.kind == "mulligan":
        return [("mulligan choice=5", E.Action("mulligan", p, choice=5)),
                ("mulligan out of range", E.Action("mulligan", p, choice=[n, n + 3])),
                ("mulligan out of range", E.Action("mulligan", p, choice=[-1])),
                ("mulligan repeated", E.Action("mulligan", p, choice=[0, 0])),
                ("mulligan bool", E.Action("mulligan", p, choice=[True])),
                ("player True", E.Action("mulligan", bool(p), choice=[]))]
    if d.kind == "initial":
        return [("initial choice=1.0", E.Action("initial", p, choice=1.0)),
                ("initial True", E.Action("initial", p, choice=True)),
                ("initial out of range", E.Action("initial", p, choice=5)),
                ("player True", E.Action("initial", bool(p), choice=0))]
    if d.kind == "choose":
        return [("choose 1.0", E.Action("choose", p, choice=1.0)),
                ("choose True", E.Action("choose", p, choice=True))]
    if d.kind == "reroll":
        return [("reroll a string", E.Action("reroll", p, dice="pyro")),
                ("reroll unheld", E.Action("reroll", p, dice=["omni"] * 17))]
    return []


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=60)
    ap.add_argument("--inject", type=int, default=5, help="random actions tried at each step")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    lib = library()
    tally, examples = Counter(), {}
    for g in range(args.matches):
        seed = args.seed + g
        rng = random.Random(seed)
        decks = [random_deck(lib, rng), random_deck(lib, rng)]
        m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
        m.verbose = False
        agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
        steps = 0
        while m.winner is None and steps < 3000:
            options = E.legal_actions(m)
            if not options:
                break
            if m.pending:
                for group, a in decision_variants(m):
                    probe(m, a, tally, examples, "decisions: " + group)
            else:
                for a in options:
                    if a.payment is not None:
                        for group, pay in payment_variants(a, m.players[a.player]):
                            b = E.Action(a.kind, a.player, skill=a.skill, index=a.index,
                                         target=a.target, payment=pay)
                            probe(m, b, tally, examples, "payment: " + group)
            for _ in range(args.inject):
                probe(m, random_action(rng, m), tally, examples, "random")
            E.apply(m, agents[options[0].player].act(m, options))
            steps += 1
    groups = sorted({g for g, _ in tally})
    cols = ("tried", "accepted-illegal", "refused-legal", "crash", "crash+changed", "changed")
    print("%-32s" % "probe" + "".join("%17s" % c for c in cols))
    total = Counter()
    for g in groups:
        print("%-32s" % g + "".join("%17d" % tally[g, c] for c in cols))
        for c in cols:
            total[c] += tally[g, c]
    print("%-32s" % "total" + "".join("%17d" % total[c] for c in cols))
    for (g, c), ex in sorted(examples.items()):
        print("e.g. %s / %s: %s" % (g, c, ex[:300]))
    bad = total["accepted-illegal"] + total["refused-legal"] + total["crash"] + total["changed"]
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
