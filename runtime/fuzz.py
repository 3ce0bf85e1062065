"""Random matches between random legal decks, checking the game's invariants after every action.

Game i of a run with seed S is fully determined by S + i (its decks, its match, its agents), so
a failure line names the seed that replays it and the index of the action that broke it."""
import random
import sys
import traceback

from . import engine as E
from . import events
from .agents import RandomAgent
from .decks import Deck, meets_deck_require
from .defs import DICE
from .library import card_location
from .terminal import visible_lines

MAX_ACTIONS = 3000


def random_deck(lib, rng):
    """Three random characters and thirty random action cards that obey the deck rules."""
    chars = [d for d in lib.characters() if not d.hidden]
    picked = rng.sample(chars, 3)
    names = {c.name for c in picked}
    weapons = {c.weapon for c in picked}
    pool = []
    for d in lib.cards():
        if d.hidden or (d.kind == "talent" and "no_equip" in d.flags):
            continue                       # cards that only characters create
        if d.kind == "weapon" and d.subtype not in weapons:
            continue
        if d.kind == "talent" and d.character not in names:
            continue
        if not meets_deck_require(d, picked):
            continue
        pool.append(d)
    cards, counts = [], {}
    while len(cards) < 30 and pool:
        d = pool[rng.randrange(len(pool))]
        counts[d.id] = counts.get(d.id, 0) + 1
        cards.append(d)
        if counts[d.id] >= (1 if d.kind == "arcane_legend" else 2):
            pool.remove(d)
    return Deck("random", picked, cards)


AURA_ELEMENTS = ("cryo", "hydro", "pyro", "electro", "dendro")    # the elements that stay applied
CARD_IN_PLAY = ("weapon", "artifact", "talent", "support", "technique", "equipment_other")


def ledgers(m):
    """What the conservation invariants compare from one action to the next: the players'
    dice and card ledgers (runtime/state.py), which only ever grow."""
    return [(tuple(p.dice_made), tuple(p.dice_gone), p.cards_made, p.cards_played, p.cards_discarded,
             p.cards_taken) for p in m.players]


def violations(m, before=None):
    """Every broken invariant of the match state, as text.  `before`: the `ledgers` of the
    state after the previous action, for the invariants over time."""
    out = []
    for p in m.players:
        tag = "P%d" % p.idx
        if sum(p.dice) > 16 or any(n < 0 for n in p.dice):
            out.append("%s holds %d dice %s" % (tag, sum(p.dice), p.dice))
        out += _dice_ledger(p, tag)
        out += _card_ledger(p, tag)
        if len(p.hand) > 10:
            out.append("%s holds %d hand cards" % (tag, len(p.hand)))
        if len(p.summons) > 4:
            out.append("%s has %d summons" % (tag, len(p.summons)))
        if len(p.supports) > 4:
            out.append("%s has %d supports" % (tag, len(p.supports)))
        entities = list(p.combat_statuses) + list(p.summons) + list(p.supports)
        for c in p.characters:
            if not 0 <= c.hp <= c.max_hp:
                out.append("%s %s has %d/%d HP" % (tag, c.defn.name, c.hp, c.max_hp))
            if not 0 <= c.energy <= c.max_energy:
                out.append("%s %s has %d/%d energy" % (tag, c.defn.name, c.energy, c.max_energy))
            # (but what the game keeps on a defeated character: `flag remains_after_defeat`)
            if c.defeated and (c.hp or any("remains_after_defeat" not in e.defn.flags
                                           for e in c.statuses + c.equipment)):
                out.append("%s %s is defeated but keeps HP or attachments" % (tag, c.defn.name))
            for kind in ("weapon", "artifact", "talent", "technique"):
                n = sum(1 for e in c.equipment if e.defn.kind == kind)
                if n > 1:
                    out.append("%s %s has %d %ss" % (tag, c.defn.name, n, kind))
            bad_aura = [a for a in c.aura if a not in AURA_ELEMENTS]
            if bad_aura or len(set(c.aura)) != len(c.aura) or \
                    (len(c.aura) > 1 and set(c.aura) != {"cryo", "dendro"}):
                out.append("%s %s has the aura %s (elements that stay: %s; two only as cryo+dendro)"
                           % (tag, c.defn.name, c.aura, " ".join(AURA_ELEMENTS)))
            entities += c.statuses + c.equipment
        for e in entities:
            for field in ("usage", "duration", "shield"):
                v = getattr(e, field)
                if v is not None and v < 0:
                    out.append("%s %s has %s %d" % (tag, e.defn.name, field, v))
        if m.winner is None and m.phase != "setup":
            choosing = any(d.player == p.idx and d.kind == "choose" for d in m.pending)
            act = p.characters[p.active]
            if act.defeated and not choosing:
                out.append("%s's active character %s is defeated and no new one is asked for" % (tag, act.defn.name))
            if not any(not c.defeated for c in p.characters):
                out.append("%s has no living character but the match goes on" % tag)
    if before is not None:
        for p, old, new in zip(m.players, before, ledgers(m)):
            back = [name for name, a, b in zip(("dice made", "dice gone"), old[:2], new[:2])
                    if any(y < x for x, y in zip(a, b))]
            back += [name for name, a, b in zip(("cards made", "cards played", "cards discarded", "cards taken"),
                                                old[2:], new[2:])
                     if b < a]
            if back:
                out.append("P%d's ledger went back (%s): %s -> %s" % (p.idx, ", ".join(back), old, new))
    limit = m.rules.get("round_limit", 15)
    if not 1 <= m.round <= limit:
        out.append("round %d is past the round limit %d" % (m.round, limit))
    if m.winner is not None and m.winner not in (0, 1, "draw"):
        out.append("winner is %r" % (m.winner,))
    return out


def _dice_ledger(p, tag):
    """Dice appear only through what creates them: each kind held is what the ledger says was
    rolled, made or turned into it (dice.gain) less what was spent, taken or turned away
    (dice.lose)."""
    if all(h == a - b for h, a, b in zip(p.dice, p.dice_made, p.dice_gone)) and \
            min(p.dice_made) >= 0 and min(p.dice_gone) >= 0:
        return []
    return ["%s holds %d %s dice, but %d were made and %d gone" % (tag, h, d, a, b)
            for d, h, a, b in zip(DICE, p.dice, p.dice_made, p.dice_gone) if a < 0 or b < 0 or h != a - b]


def _card_ledger(p, tag):
    """Cards are conserved: the deck's cards and those effects made (less those the opponent
    took) are in the deck, the hand, played or discarded; the cards held that are not made are
    cards of the deck the match began with, and no more are made than the ledger made; and no
    more cards are in play than were played."""
    out = []
    total = len(p.initial_deck) + p.cards_made - p.cards_taken
    where = len(p.deck) + len(p.hand) + p.cards_played + p.cards_discarded
    if min(p.cards_made, p.cards_played, p.cards_discarded, p.cards_taken) < 0 or where != total:
        out.append("%s: %d deck + %d hand + %d played + %d discarded cards, but %d in the deck, %d made and %d taken"
                   % (tag, len(p.deck), len(p.hand), p.cards_played, p.cards_discarded,
                      len(p.initial_deck), p.cards_made, p.cards_taken))
    held = p.deck + p.hand
    made = sum(1 for c in held if c.made)
    if made > p.cards_made:
        out.append("%s holds %d made cards, but %d were made" % (tag, made, p.cards_made))
    own = {}
    for c in p.initial_deck:
        own[c.id] = own.get(c.id, 0) + 1
    for c in held:
        if not c.made:
            own[c.defn.id] = own.get(c.defn.id, 0) - 1
            if own[c.defn.id] < 0:
                out.append("%s holds a %s that is neither made nor of its deck" % (tag, c.defn.name))
                break
    # a card no deck holds (`hidden`: Turbo Twirly, which Kachina's skill attaches) was not played
    in_play = sum(1 for e in p.supports if e.defn.kind in CARD_IN_PLAY and not e.defn.hidden) + \
        sum(1 for c in p.characters for e in c.equipment if e.defn.kind in CARD_IN_PLAY and not e.defn.hidden)
    if in_play > p.cards_played + p.supports_received:
        out.append("%s has %d cards in play but played only %d (and received %d)"
                   % (tag, in_play, p.cards_played, p.supports_received))
    return out


def step(m, agents, before=None):
    """One action by the agent whose turn or decision it is, then the invariants: the problems
    found (none when all is well)."""
    options = E.legal_actions(m)
    if not options:
        return ["no legal action in phase %s" % m.phase]
    a = agents[options[0].player].act(m, options)
    try:
        E.apply(m, a)
    except E.IllegalAction as e:
        return ["a listed legal action was refused: %r (%s)" % (a, e)]
    except Exception as e:
        loc = card_location(sys.exc_info()[2])
        where = " in card code at %s:%d" % loc if loc else ""
        tb = traceback.extract_tb(sys.exc_info()[2])[-1]
        return ["%s%s: %s (at %s:%d)" % (type(e).__name__, where, e, tb.filename.rsplit("/", 1)[-1], tb.lineno)]
    return violations(m, before)


def play_one(lib, seed):
    """(errors, actions) of one fuzzed game."""
    # a fuzzed game also checks the listener index against the sides at every lookup: an
    # entity change that forgot events.changed is an error of the game it happens in
    events.CHECK = True
    rng = random.Random(seed)
    decks = [random_deck(lib, rng), random_deck(lib, rng)]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
    m.verbose = False
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    bad = violations(m)
    if bad:
        return bad, 0
    i = 0
    while m.winner is None and i < MAX_ACTIONS:
        bad = step(m, agents, ledgers(m))
        if bad:
            return bad, i
        i += 1
    if m.winner is None:
        return ["no result after %d actions" % i], i
    return [], i


def fuzz(lib, games, seed, out, run=None):
    """Play and report `games` games from `seed`.  `run`: a function from the list of seeds to
    their (problems, actions) in order, to play them elsewhere (`gicc fuzz --jobs`)."""
    errors = 0
    seeds = [seed + g for g in range(games)]
    results = run(seeds) if run is not None else (play_one(lib, s) for s in seeds)
    for s, (problems, i) in zip(seeds, results):
        for p in problems[:1]:
            errors += 1
            # a problem names cards and may carry a traceback: user-written names stay inert
            print(visible_lines("seed %d action %d: %s" % (s, i, p)), file=out)
    print("%d games, %d errors" % (games, errors), file=out)
    return errors
