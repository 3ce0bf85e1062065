"""The result table of a batch of matches (runtime/sim.py): per pairing of decks and agents,
side A's wins, side B's wins and the draws, A's win rate with a 95% Wilson interval, the mean
number of rounds, and how often the player who went first won.  It reads only the records, so
it is the same whichever way the matches were run."""
import math

Z95 = 1.959963984540054


def wilson(k, n, z=Z95):
    """The 95% Wilson score interval of k successes in n trials, as (low, high); (0, 1) for n=0."""
    if n == 0:
        return 0.0, 1.0
    p = k / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


class Row:
    __slots__ = ("games", "a", "b", "draws", "unfinished", "rounds", "decided", "first_won")

    def __init__(self):
        self.games = self.a = self.b = self.draws = self.unfinished = 0
        self.rounds = self.decided = self.first_won = 0

    def add(self, rec):
        self.games += 1
        self.rounds += rec["rounds"]
        w = rec["winner"]
        if w is None:
            if rec["draw"]:
                self.draws += 1
            else:
                self.unfinished += 1
            return
        a_seat = 1 if rec["swapped"] else 0
        if w == a_seat:
            self.a += 1
        else:
            self.b += 1
        self.decided += 1
        self.first_won += w == rec["first"]


def tally(records, n_combos):
    """(a Row per pairing, the Row of all matches)."""
    rows = [Row() for _ in range(n_combos)]
    total = Row()
    for r in records:
        rows[r["combo"]].add(r)
        total.add(r)
    return rows, total


def _pct(k, n):
    if n == 0:
        return "-"
    lo, hi = wilson(k, n)
    return "%5.1f%% [%4.1f-%5.1f]" % (100 * k / n, 100 * lo, 100 * hi)


def render(records, labels):
    """The table as text.  `labels`: (side A, side B) labels of each pairing, in order."""
    rows, total = tally(records, len(labels))
    head = ("A", "B", "games", "A wins", "B wins", "draws", "A win rate [95% CI]", "rounds", "first player wins [95% CI]")
    body = []
    for (la, lb), r in zip(labels, rows):
        body.append(_cells(la, lb, r))
    if len(rows) > 1:
        body.append(_cells("all", "", total))
    widths = [max(len(str(x[k])) for x in [head] + body) for k in range(len(head))]
    lines = []
    for k, x in enumerate([head] + body):
        lines.append("  ".join(str(c).ljust(w) if j < 2 else str(c).rjust(w)
                               for j, (c, w) in enumerate(zip(x, widths))).rstrip())
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    notes = []
    if total.unfinished:
        notes.append("%d match%s stopped unfinished (no result after the action limit)"
                     % (total.unfinished, "" if total.unfinished == 1 else "es"))
    notes.append("win rates count every match (draws are neither side's); first player wins count the "
                 "decided matches")
    return "\n".join(lines + notes)


def _cells(la, lb, r):
    wins_a = "-" if la == "all" else r.a
    wins_b = "-" if la == "all" else r.b
    rate = "-" if la == "all" else _pct(r.a, r.games)
    rounds = "%.2f" % (r.rounds / r.games) if r.games else "-"
    return (la, lb, r.games, wins_a, wins_b, r.draws, rate, rounds,
            "%s (%d/%d)" % (_pct(r.first_won, r.decided), r.first_won, r.decided))
