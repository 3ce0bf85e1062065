"""Whole matches between agents, with a readable log."""
from pathlib import Path

from . import engine as E
from .agents import make_agent
from .terminal import visible

MAX_ACTIONS = 5000       # a guard against a runaway match; no real match comes near it


# The pair `gicc play` and `gicc bench` use without --deck: named, not the first two files, so
# that adding a sample deck changes neither the default match nor the benchmark's anchor.
DEFAULT_DECKS = ("ayaka-cryo.yaml", "dendro-burning.yaml")


def default_decks():
    here = Path(__file__).resolve().parent.parent / "cards" / "decks"
    return [here / name for name in DEFAULT_DECKS]


def describe_action(m, a):
    pl = m.players[a.player]
    if a.kind == "play":
        return "P%d plays %s" % (a.player, pl.hand[a.index].defn.name)
    if a.kind == "tune":
        return "P%d tunes %s" % (a.player, pl.hand[a.index].defn.name)
    return None


def play_match(lib, decks, seed=0, agents=("random", "random"), rules=None, out=None, verbose=True):
    """Play one match to its end; returns the finished match.  `agents`: for each side an
    agent's name (`runtime/agents.py`, e.g. "greedy" or "search:50") or an object with
    `act(match, options)` (a person at the terminal: compiler/play_human.py)."""
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed, rules=rules)
    m.verbose = verbose or out is not None
    players = [a if hasattr(a, "act") else make_agent(a, seed * 2 + i + 1) for i, a in enumerate(agents)]
    printed = 0
    if out is not None:
        # names come from deck and card files: shown, never obeyed by the terminal
        print("gicc match, seed %d: %s vs %s" % (seed, visible(decks[0].name), visible(decks[1].name)), file=out)
        for p, d in enumerate(decks):
            print("P%d: %s" % (p, visible(", ".join(c.name for c in d.characters))), file=out)
        print("P%d goes first" % m.first, file=out)
    steps = 0
    while m.winner is None and steps < MAX_ACTIONS:
        options = E.legal_actions(m)
        if not options:
            break
        a = players[options[0].player].act(m, options)
        E.apply(m, a)
        steps += 1
        if out is not None:
            for line in m.log[printed:]:
                print(visible(line), file=out)
            printed = len(m.log)
    if out is not None:
        for line in m.log[printed:]:
            print(visible(line), file=out)
        if m.winner == "draw":
            print("Result: a draw after round %d" % m.round, file=out)
        elif m.winner is not None:
            print("Result: P%d wins in round %d" % (m.winner, m.round), file=out)
        else:
            print("Result: stopped after %d actions" % steps, file=out)
    return m
