"""Agents: anything that picks one of the runtime's legal actions.

Each agent owns a generator seeded from the match seed, so the same seed gives the same
decisions; the match's own generator stays the only source of the game's randomness.  An agent
that looks ahead does so on clones (`Match.clone`), never on the match itself, and a clone it
plays forward is first *determinized* (`determinize`): what the agent cannot know — the order of
its own deck, the opponent's hand and deck, the dice still to be rolled — is re-dealt from the
agent's own generator, so looking ahead reads nothing a player at the table could not see.

    random   uniform over the legal actions (the peers' baseline)
    greedy   one-step lookahead: each legal action applied to a clone, the state scored by
             `evaluate`, the best taken
    search   determinized Monte-Carlo rollouts from the greedy agent's best few actions
             (`search:N` or `--budget N`: N rollouts a move)
"""
import random

from . import engine as E
from .defs import DICE

OMNI = 0


# ---- the evaluation -------------------------------------------------------------------------

# The weights of `evaluate`, one place to read and tune them.  A point of HP is the unit.
WIN = 1000.0            # a won match outweighs everything else
ALIVE = 8.0             # a character standing (its HP counts on top)
HP = 1.0                # each point of HP of a living character
ENERGY = 0.6            # each point of energy, ...
FULL_ENERGY = 1.0       # ... and a burst ready
DIE = 0.25              # a die of no use to the team
DIE_TEAM = 0.35         # a die of a living character's element
DIE_OMNI = 0.45         # an Omni die
CARD = 0.45             # a card in hand
SUMMON = 1.0            # a summon, plus SUMMON_USAGE for each usage left
SUMMON_USAGE = 0.8
STATUS = 0.5            # a status or combat status (their shields count as HP on top)
EQUIPMENT = 1.5         # a weapon, artifact, talent or technique equipped
SUPPORT = 1.2           # a support card in play
AURA = 0.3              # an element applied to one of the opponent's characters (a reaction waits)


def side_value(m, p):
    """What player p's side is worth, from what both players see (its hand is counted, never
    read: the same number for the opponent's hand as for one's own)."""
    pl = m.players[p]
    team = {c.element for c in pl.characters if not c.defeated}
    v = 0.0
    for c in pl.characters:
        if c.defeated:
            continue
        v += ALIVE + HP * c.hp + ENERGY * c.energy
        if c.max_energy and c.energy >= c.max_energy:
            v += FULL_ENERGY
        v += EQUIPMENT * len(c.equipment)
        for e in c.statuses:
            v += STATUS + (e.shield or 0)
    for e in pl.combat_statuses:
        v += STATUS + (e.shield or 0)
    for e in pl.summons:
        v += SUMMON + SUMMON_USAGE * (e.usage or 0)
    v += SUPPORT * len(pl.supports)
    v += CARD * len(pl.hand)
    for i, n in enumerate(pl.dice):
        if n:
            v += n * (DIE_OMNI if i == OMNI else DIE_TEAM if DICE[i] in team else DIE)
    v += AURA * sum(len(c.aura) for c in m.players[1 - p].characters if not c.defeated)
    return v


def evaluate(m, me):
    """How good the match is for player `me`: WIN for a won match (minus for a lost one, 0 for
    a draw), else its side's value less the opponent's (`side_value`): for each living
    character 8 plus its HP, 0.6 a point of energy and 1 more with a burst ready, 1.5 a piece
    of equipment, 0.5 a status plus its shield; each combat status 0.5 plus its shield; each
    summon 1 plus 0.8 a usage; 1.2 a support; 0.45 a card in hand; a die 0.45 (Omni), 0.35 (an
    element of the team) or 0.25 (another); 0.3 for each element applied to the other side's
    characters.  Damage is worth its HP; dealing it is worth more than the dice it costs."""
    if m.winner is not None:
        return 0.0 if m.winner == "draw" else (WIN if m.winner == me else -WIN)
    return side_value(m, me) - side_value(m, 1 - me)


# ---- clones, determinized -------------------------------------------------------------------

def clone(m):
    """A copy of the match to look ahead on, without its log (no one reads it there)."""
    log = m.log
    m.log = []
    try:
        c = m.clone()
    finally:
        m.log = log
    c.verbose = False
    return c


def card_key(hc):
    return (str(hc.defn.id), hc.made, hc.shock)


def determinize(c, me, rng):
    """Re-deal in the clone `c` what player `me` cannot know, from the agent's generator `rng`:
    its own deck's order, the opponent's hand and deck (the opponent's cards are pooled,
    shuffled and dealt back, the hand as many as it held), and the match generator (the dice
    still to be rolled, the cards still to be drawn at random).  What the rules make public —
    dice, board, hand sizes — stays as it is."""
    own = c.players[me]
    # put in a fixed order first, so that what is re-dealt depends on which cards there are,
    # never on where they were: the order of the decks cannot leak through the shuffle
    own.deck.sort(key=card_key)
    rng.shuffle(own.deck)
    opp = c.players[1 - me]
    pool = sorted(opp.hand + opp.deck, key=card_key)
    rng.shuffle(pool)
    n = len(opp.hand)
    opp.hand, opp.deck = pool[:n], pool[n:]
    c.rng = random.Random(rng.getrandbits(64))
    return c


def after(m, me, a, rng):
    """A determinized clone of m with the action a applied."""
    c = determinize(clone(m), me, rng)
    E.apply(c, a)
    return c


# ---- the agents -----------------------------------------------------------------------------

class RandomAgent:
    """Uniform over the legal actions: every option, declaring the round's end too, as likely as
    any other (the peers' baseline)."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def act(self, m, options):
        return options[self.rng.randrange(len(options))]


class GreedyAgent:
    """One-step lookahead: each legal action is applied to a determinized clone and the result
    scored by `evaluate` for this player; the best score wins (ties: the first listed).  It
    sees one action ahead, no answer of the opponent's: it attacks when attacking pays, plays
    cards whose effect shows at once, and ends the round when nothing scores better."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def scores(self, m, options):
        me = options[0].player
        return [evaluate(after(m, me, a, self.rng), me) for a in options]

    def act(self, m, options):
        if len(options) == 1:
            return options[0]
        s = self.scores(m, options)
        return options[max(range(len(options)), key=lambda i: (s[i], -i))]


SKILL_RANK = {"burst": 0, "elemental": 1, "normal": 2}


def rollout_action(m, options, rng):
    """The rollouts' cheap policy (no clones): a skill first (the burst, then the elemental
    skill, then a normal attack), else a card now and then, else anything but switching; the
    decisions at random."""
    a0 = options[0]
    if a0.kind in ("skill", "technique", "switch", "play", "tune", "end"):
        skills = [a for a in options if a.kind == "skill"]
        if skills and rng.random() < 0.9:
            act = m.players[a0.player].active_char
            rank = {s.id: SKILL_RANK.get(s.kind, 3) for s in act.defn.skills}
            return min(skills, key=lambda a: rank.get(a.skill, 9))
        plays = [a for a in options if a.kind == "play"]
        if plays and rng.random() < 0.5:
            return plays[rng.randrange(len(plays))]
        calm = [a for a in options if a.kind not in ("switch", "tune")]
        if calm and rng.random() < 0.85:
            options = calm
    return options[rng.randrange(len(options))]


class SearchAgent(GreedyAgent):
    """Determinized Monte-Carlo rollouts.  The greedy agent's scores pick the few most
    promising actions (at most WIDTH); the budget of rollouts is shared among them (each
    determinization and its dice tried on every one of them alike), each rollout a fresh
    determinized clone (`determinize`: the agent never reads the opponent's hand or
    either deck's order, nor the dice to come) where the action is applied and both players
    then follow the cheap `rollout_action` policy to the end of the next round (or of the
    match, or HORIZON actions); the state reached is scored by `evaluate`.  The action with
    the best mean wins; the greedy score breaks ties.  The generator is the agent's own,
    seeded from the match seed, so the same seed plays the same match."""

    WIDTH = 4
    HORIZON = 80
    BUDGET = 24

    def __init__(self, seed, budget=None):
        super().__init__(seed)
        self.budget = self.BUDGET if budget is None else budget

    def act(self, m, options):
        if len(options) == 1:
            return options[0]
        me = options[0].player
        greedy = self.scores(m, options)
        order = sorted(range(len(options)), key=lambda i: (-greedy[i], i))[:self.WIDTH]
        rounds = self.budget // len(order)
        if rounds < 1:
            return options[order[0]]
        total = {i: 0.0 for i in order}
        for _ in range(rounds):
            # common random numbers: every candidate is tried on the same deal and the same
            # dice, so the comparison between them is not drowned by the luck of the draw
            seed = self.rng.getrandbits(64)
            for i in order:
                total[i] += self.rollout(m, me, options[i], random.Random(seed))
        best = max(order, key=lambda i: (total[i], greedy[i], -i))
        return options[best]

    def rollout(self, m, me, a, rng):
        c = after(m, me, a, rng)
        stop = c.round + 2
        steps = 0
        while c.winner is None and c.round < stop and steps < self.HORIZON:
            opts = E.legal_actions(c)
            if not opts:
                break
            E.apply(c, rollout_action(c, opts, rng))
            steps += 1
        return evaluate(c, me)


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent, "search": SearchAgent}


class AgentError(ValueError):
    pass


def make_agent(spec, seed):
    """An agent from its name, `search` with its budget after a colon (`search:200`)."""
    name, _, arg = str(spec).partition(":")
    if name not in AGENTS:
        raise AgentError("no agent %r (the agents: %s)" % (name, ", ".join(AGENTS)))
    if not arg:
        return AGENTS[name](seed)
    if name != "search":
        raise AgentError("the %s agent takes no budget" % name)
    if not arg.isdigit() or int(arg) < 1:
        raise AgentError("a search budget is a whole number of rollouts, at least 1, not %r" % arg)
    return SearchAgent(seed, int(arg))
