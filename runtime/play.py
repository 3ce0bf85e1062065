"""Whole matches between agents, with a readable log."""
from pathlib import Path

from . import engine as E
from .agents import make_agent
from . import log as L
from .terminal import visible, visible_json

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


class Printer:
    """Writes the log records a match adds, at a level (log.QUIET / NORMAL / VERBOSE), as text
    lines or as one JSON object a line (`fmt` "json").  Names come from deck and card files:
    shown, never obeyed by the terminal."""

    def __init__(self, out, level=L.NORMAL, fmt="text"):
        self.out, self.level, self.fmt, self.done = out, level, fmt, 0

    def flush(self, m):
        out, level = self.out, self.level
        for rec in m.log[self.done:]:
            if rec.level <= level:
                if self.fmt == "json":
                    print(visible_json(L.as_json(rec)), file=out)
                else:
                    print(visible(L.text(rec)), file=out)
        self.done = len(m.log)


def announce(m, seed, decks):
    """The records a match's log opens with: the seed, the decks, who goes first."""
    L.add(m, "match", L.QUIET, 0, seed=seed, decks=[d.name for d in decks])
    for p, d in enumerate(decks):
        L.add(m, "lineup", L.QUIET, 0, player=p, characters=[L.card(c) for c in d.characters])
    L.add(m, "first", L.QUIET, 0, player=m.first)


def finish(m, steps):
    if m.verbose:
        L.add(m, "result", L.QUIET, 0, winner=m.winner, round=m.round, actions=steps)


def run(m, choose, printer=None, on_decision=None, limit=MAX_ACTIONS):
    """Ask `choose(m, options)` for every decision until the match ends (or `limit` actions);
    `on_decision(m, step, action)` hears each one before it is applied.  Returns the steps."""
    steps = 0
    while m.winner is None and steps < limit:
        options = E.legal_actions(m)
        if not options:
            break
        a = choose(m, options)
        if on_decision is not None:
            on_decision(m, steps, a)
        E.apply(m, a)
        steps += 1
        if printer is not None:
            printer.flush(m)
    return steps


def play_match(lib, decks, seed=0, agents=("random", "random"), rules=None, out=None, verbose=True,
               level=L.NORMAL, fmt="text", on_decision=None):
    """Play one match to its end; returns the finished match.  `agents`: for each side an
    agent's name (`runtime/agents.py`, e.g. "greedy" or "search:50") or an object with
    `act(match, options)` (a person at the terminal: compiler/play_human.py).  `out`: where its
    log is written (at `level`, in `fmt`); `on_decision`: hears each decision (a replay's
    recorder)."""
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed, rules=rules)
    m.verbose = verbose or out is not None
    players = [a if hasattr(a, "act") else make_agent(a, seed * 2 + i + 1) for i, a in enumerate(agents)]
    printer = Printer(out, level, fmt) if out is not None else None
    if m.verbose:
        # new_match has logged nothing yet: the set-up's decisions come next
        announce(m, seed, decks)
    if printer is not None:
        printer.flush(m)
    steps = run(m, lambda m, options: players[options[0].player].act(m, options), printer, on_decision)
    finish(m, steps)
    if printer is not None:
        printer.flush(m)
    return m
