"""Batches of matches (`gicc sim`): what match i of a batch is, playing it, and its record.

A batch is a list of deck specs (files or share codes) or the random-deck pool, a list of agent
names and a base seed.  Match i is fixed by i alone: its seed is base + i, its pairing of decks and
agents is `pairing(i)`, and a pool deck is drawn from its seed.  So any split of the indices
between processes or machines plays the same matches, and the records, sorted by index, are the
same for any number of workers.  The loops that run the indices on many cores live on the
user-facing side (compiler/simrun.py): this module needs only the library."""
import random
from itertools import combinations

from . import engine as E
from .agents import AgentError, make_agent
from .decks import Deck, DeckError, check_deck, deck_code, load_deck
from .fuzz import random_deck

MAX_ACTIONS = 5000       # as runtime/play.py: a guard against a runaway match
POOL = "pool"            # the deck spec of a random legal deck drawn from the match's seed
POOL_TRIES = 50          # draws before a pool gives up (a library too small for a legal deck)


def pairs(items):
    """The pairings of a list: itself against itself when it holds one, else every pair once."""
    items = list(items)
    return [(items[0], items[0])] if len(items) == 1 else list(combinations(items, 2))


class Batch:
    """What every worker needs to play any match of a batch: picklable, library-free."""

    def __init__(self, decks, agents, seed=0, stats=False, swap=True):
        for a in agents:
            try:
                make_agent(a, 0)        # a name the runtime knows, a budget it takes
            except AgentError as e:
                raise ValueError(str(e))
        self.decks = [str(d) for d in decks] or [POOL]
        self.agents = list(agents) or ["random"]
        self.seed = seed
        self.stats = stats
        self.swap = swap           # False: side A always in seat 0 (`gicc bench`, as `gicc play`)
        # side A and side B of every pairing: (deck index, agent name) each
        deck_pairs = pairs(range(len(self.decks)))
        self.combos = [((da, aa), (db, ab)) for da, db in deck_pairs for aa, ab in pairs(self.agents)]

    def pairing(self, i):
        """(combo index, swapped) of match i: the pairings take turns, and every other round of
        them side A sits in seat 1, so both seats are played alike."""
        n = len(self.combos)
        return i % n, self.swap and (i // n) % 2 == 1

    def label(self, side, names):
        d, a = side
        return "%s (%s)" % (names[d], a)


def draw_pool_deck(lib, rng):
    """A random legal deck: drawn until check_deck, the deck rules' own judge, accepts one."""
    for _ in range(POOL_TRIES):
        d = random_deck(lib, rng)
        data = {"name": "pool", "characters": [c.id for c in d.characters], "cards": [c.id for c in d.cards]}
        deck, problems = check_deck("pool deck", data, lib)
        if deck is not None:
            return deck
    raise DeckError("the library holds no legal deck for --pool (%d draws refused)" % POOL_TRIES)


class Worker:
    """Plays matches of one batch with one library; the fixed decks are read once."""

    def __init__(self, lib, batch):
        self.lib, self.batch = lib, batch
        self.fixed = [None if d == POOL else load_deck(d, lib) for d in batch.decks]
        self._card_of = None

    def decks_of(self, seed, specs):
        rng = random.Random(seed)          # as `gicc fuzz`: the pool decks come from the seed
        return [self.fixed[k] if self.fixed[k] is not None else _named(draw_pool_deck(self.lib, rng))
                for k in specs]

    def play(self, i):
        """The record of match i (a plain dict, as `--out` writes it)."""
        b = self.batch
        seed = b.seed + i
        combo, swapped = b.pairing(i)
        a, bb = b.combos[combo]
        seats = (bb, a) if swapped else (a, bb)
        decks = self.decks_of(seed, [s[0] for s in seats])
        agents = [s[1] for s in seats]
        m = E.new_match(self.lib, [(d.characters, d.cards) for d in decks], seed=seed)
        m.verbose = False
        players = [make_agent(name, seed * 2 + k + 1) for k, name in enumerate(agents)]
        tally = _Tally(self) if b.stats else None
        if tally is not None:
            m.observer = tally.damage
        steps = 0
        while m.winner is None and steps < MAX_ACTIONS:
            options = E.legal_actions(m)
            if not options:
                break
            act = players[options[0].player].act(m, options)
            if tally is not None and act.kind == "play":
                tally.played(act.player, m.players[act.player].hand[act.index].defn)
            E.apply(m, act)
            steps += 1
        rec = {"index": i, "seed": seed, "combo": combo, "swapped": swapped,
               "decks": [deck_record(d, b.stats) for d in decks], "agents": agents,
               "first": m.first, "winner": m.winner if m.winner in (0, 1) else None,
               "draw": m.winner == "draw", "rounds": m.round, "actions": m.actions}
        if tally is not None:
            rec["cards"] = tally.cards
        return rec

    def card_of(self, defn):
        """The card (character or action card) a definition belongs to: the one of its card
        file (one card per file, with its own statuses and summons)."""
        if self._card_of is None:
            by_source = {}
            for d in self.lib.defs:
                if d.source and (d.kind == "character" or d.is_card) and not d.hidden:
                    by_source.setdefault(d.source, d)
            self._card_of = by_source
        return self._card_of.get(defn.source, defn)


def _named(deck):
    return Deck("pool", deck.characters, deck.cards)


def deck_record(deck, full):
    out = {"name": deck.name}
    if full:
        try:
            out["code"] = deck_code(deck)
        except DeckError:
            out["code"] = None       # a user's card without a share id
        out["characters"] = [c.name for c in deck.characters]
    return out


class _Tally:
    """Per-card statistics of one match, per player: cards played, and damage dealt by the card
    (a character's skills; an action card's or a character's statuses, summons and equipment)."""

    def __init__(self, worker):
        self.worker = worker
        self.cards = [{}, {}]

    def _row(self, p, defn):
        name = self.worker.card_of(defn).name
        row = self.cards[p].get(name)
        if row is None:
            row = self.cards[p][name] = {"played": 0, "damage": 0}
        return row

    def played(self, p, defn):
        self._row(p, defn)["played"] += 1

    def damage(self, d):
        src = d.src_e.defn if d.src_e is not None else d.src_ch.defn if d.src_ch is not None else None
        if src is None or d.src_p not in (0, 1):
            return           # the rules' own damage (a shock's Piercing DMG at the End Phase)
        self._row(d.src_p, src)["damage"] += d.amount


def play_indices(lib, batch, indices):
    """The records of the given matches, in the given order (the body of every worker)."""
    w = Worker(lib, batch)
    return [w.play(i) for i in indices]
