"""The fixed-size numeric observation and the fixed action space of `gicc.env` (issue 15, item 3).

Both are documented here and in README ("Reinforcement learning"); only numpy is needed.

Actions: one `Discrete(ACTIONS)` space whose slots keep one meaning all match long.

    slot            meaning
    0-3             the active character's skill k (its normal, elemental and burst skills in
                    the order its card lists them)
    4               a technique (the first one the active character may use)
    5-7             switch to character 0, 1 or 2
    8-47            play hand card N (8 + 4*N + k): the k-th target the card can be played on
                    (k = 0 for a card without a target), dice paid automatically
    48-57           tune hand card N (48 + N)
    58              declare the round's end
    59-74           answer the decision the match waits for (mulligan, initial or new active
                    character, reroll, a card's choice): its option k, in the order the
                    runtime lists them (the first 16 options only)

`action_mask` has a 1 on every slot that is a legal action now.  The runtime lists one play and
one tune per card, not per copy: a second copy of a card in the hand has no legal slot of its
own.

Observation: float32 vector of OBS_SIZE, from the observing player's side (self first):

    global (14)     round/15; phase one-hot (setup, roll, action, end); my turn; I went first;
                    the decision waited for, one-hot (none, mulligan, initial, choose, reroll,
                    another select); its number of options/16
    per player (self, then the opponent), PLAYER values each:
      per character (3 x 32): hp/10, max hp/10, energy, max energy, alive, active, its element
                    one-hot (7), its aura one-hot (cryo, hydro, pyro, electro, dendro), number of
                    statuses, number of equipment pieces, statuses hashed into 8 buckets (the
                    bucket of a status's name gets its usage, or 1), equipment hashed into 4
      dice          count of each die kind/8 (omni, then the seven elements)
      hand          hand size/10, deck size/30, declared the round's end
      summons       4 x (present, usage/4)
      combat        number of combat statuses, their names hashed into 8 buckets (usage, or 1)
      supports      4 x (present, usage/4)
      hand cards    self only (zeros for the opponent): the hand's card ids hashed into 16
                    buckets (counts)

Name hashing is zlib.crc32 of the lower-case name, stable across runs and machines."""
import zlib

import numpy as np

from gicc.runtime import engine as E
from gicc.runtime.defs import DICE, ELEMENTS

SKILLS, TECHNIQUE, SWITCH, PLAY, TUNE, END, OPTION = 0, 4, 5, 8, 48, 58, 59
TARGETS = 4
HAND = 10
OPTIONS = 16
ACTIONS = OPTION + OPTIONS

PHASES = ("setup", "roll", "action", "end")
DECISIONS = ("mulligan", "initial", "choose", "reroll")
AURAS = ("cryo", "hydro", "pyro", "electro", "dendro")
STATUS_BUCKETS, EQUIP_BUCKETS, COMBAT_BUCKETS, HAND_BUCKETS = 8, 4, 8, 16
CHAR = 6 + len(ELEMENTS) + len(AURAS) + 2 + STATUS_BUCKETS + EQUIP_BUCKETS
PLAYER = 3 * CHAR + len(DICE) + 3 + 8 + 1 + COMBAT_BUCKETS + 8 + HAND_BUCKETS
GLOBAL = 1 + len(PHASES) + 2 + len(DECISIONS) + 2 + 1
OBS_SIZE = GLOBAL + 2 * PLAYER
HIGH = 1000.0      # the observation space's bound: every value is at least 0 and far below it


def bucket(name, n):
    return zlib.crc32(str(name).lower().encode("utf-8")) % n


def _amount(e):
    return float(e.usage if e.usage is not None else 1)


def slots(m):
    """{action slot: the runtime's Action} of every legal action now, and the decision's options."""
    legal = E.legal_actions(m)
    out = {}
    if m.pending:
        for k, a in enumerate(legal[:OPTIONS]):
            out[OPTION + k] = a
        return out
    if not legal:
        return out
    pl = m.players[legal[0].player]
    act = pl.characters[pl.active]
    skill_slot = {s.id: k for k, s in enumerate(s for s in act.defn.skills
                                                if s.kind in ("normal", "elemental", "burst"))}
    targets = {}
    for a in legal:
        if a.kind == "skill" and skill_slot.get(a.skill, 9) < TECHNIQUE:
            out[SKILLS + skill_slot[a.skill]] = a
        elif a.kind == "technique":
            out.setdefault(TECHNIQUE, a)
        elif a.kind == "switch":
            out[SWITCH + a.index] = a
        elif a.kind == "play" and a.index < HAND:
            k = targets.get(a.index, 0)
            targets[a.index] = k + 1
            if k < TARGETS:
                out[PLAY + TARGETS * a.index + k] = a
        elif a.kind == "tune" and a.index < HAND:
            out[TUNE + a.index] = a
        elif a.kind == "end":
            out[END] = a
    return out


def described(table):
    """{slot: the runtime's action as text} (what `info["actions"]` holds)."""
    return {k: repr(table[k]) for k in sorted(table)}


def mask(table):
    v = np.zeros(ACTIONS, dtype=np.int8)
    for k in table:
        v[k] = 1
    return v


def observe(m, me):
    """The observation vector of player `me`."""
    v = np.zeros(OBS_SIZE, dtype=np.float32)
    v[0] = m.round / 15.0
    if m.phase in PHASES:
        v[1 + PHASES.index(m.phase)] = 1
    i = 1 + len(PHASES)
    d = m.pending[0] if m.pending else None
    v[i] = 1.0 if (d.player == me if d is not None else m.current == me and m.phase == "action") else 0.0
    v[i + 1] = 1.0 if m.first == me else 0.0
    i += 2
    if d is None:
        v[i] = 1
    elif d.kind in DECISIONS:
        v[i + 1 + DECISIONS.index(d.kind)] = 1
    else:
        v[i + 1 + len(DECISIONS)] = 1
    i += 2 + len(DECISIONS)
    if d is not None:
        v[i] = min(len(E.decision_actions(m, d)), OPTIONS) / OPTIONS
    i += 1
    _player(v, i, m.players[me], True)
    _player(v, i + PLAYER, m.players[1 - me], False)
    return np.minimum(v, HIGH, out=v)


def _player(v, i, pl, own):
    for c in pl.characters[:3]:
        v[i:i + 6] = (c.hp / 10.0, c.max_hp / 10.0, c.energy, c.max_energy, 0.0 if c.defeated else 1.0,
                      1.0 if c.idx == pl.active else 0.0)
        j = i + 6
        el = c.element
        if el in ELEMENTS:
            v[j + ELEMENTS.index(el)] = 1
        j += len(ELEMENTS)
        for a in c.aura:
            if a in AURAS:
                v[j + AURAS.index(a)] = 1
        j += len(AURAS)
        v[j], v[j + 1] = len(c.statuses), len(c.equipment)
        j += 2
        for e in c.statuses:
            v[j + bucket(e.defn.name, STATUS_BUCKETS)] += _amount(e)
        j += STATUS_BUCKETS
        for e in c.equipment:
            v[j + bucket(e.defn.name, EQUIP_BUCKETS)] += _amount(e)
        i += CHAR
    i += CHAR * (3 - len(pl.characters[:3]))
    for k, n in enumerate(pl.dice):
        v[i + k] = n / 8.0
    i += len(DICE)
    v[i:i + 3] = (len(pl.hand) / 10.0, len(pl.deck) / 30.0, 1.0 if pl.declared_end else 0.0)
    i += 3
    for k, e in enumerate(pl.summons[:4]):
        v[i + 2 * k], v[i + 2 * k + 1] = 1.0, _amount(e) / 4.0
    i += 8
    v[i] = len(pl.combat_statuses)
    i += 1
    for e in pl.combat_statuses:
        v[i + bucket(e.defn.name, COMBAT_BUCKETS)] += _amount(e)
    i += COMBAT_BUCKETS
    for k, e in enumerate(pl.supports[:4]):
        v[i + 2 * k], v[i + 2 * k + 1] = 1.0, _amount(e) / 4.0
    i += 8
    if own:
        for hc in pl.hand:
            v[i + bucket(hc.defn.id, HAND_BUCKETS)] += 1
