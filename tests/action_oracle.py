"""An oracle for actions, written apart from the engine's checks, and a generator of random
well-typed and ill-typed actions.

`oracle_legal(m, a)` says whether the rules allow `a` now, from the listed legal actions
(`engine.legal_actions`) and a brute-force payment check (a bipartite matching of the paid
dice onto the cost's slots) that shares no code with `runtime/dice.py`.  The engine may accept
more than it lists only where the listing is one of several equal forms: another copy of the
same card in hand, another exact payment, another die to tune, any set of cards to mulligan
or to swap, or dice to reroll.

`random_action(rng, m)` draws an action for the state `m`: usually a listed legal action with
one or two fields changed (to a nearby value, a wrong type, a bool, a float, a payment off by
one, negative, fractional, of the wrong length...), sometimes one made from nothing."""
from gicc.runtime import actions as A
from gicc.runtime import engine as E
from gicc.runtime.defs import DICE, DIE_INDEX

KINDS = ("skill", "switch", "play", "tune", "end", "choose", "initial", "reroll", "mulligan",
         "select", "technique")
FIELDS = ("skill", "index", "target", "payment", "dice", "choice", "die")
USES = {"skill": ("skill", "payment"), "technique": ("skill", "payment"), "switch": ("index", "payment"),
        "play": ("index", "target", "payment"), "tune": ("index", "die"), "end": (),
        "choose": ("choice",), "initial": ("choice",), "reroll": ("dice",),
        "mulligan": ("choice",), "select": ("choice",)}


def is_int(v):
    return isinstance(v, int) and not isinstance(v, bool)


# ---- payments by matching ------------------------------------------------------------------

def _slots(cost, same_kind):
    out = []
    for t, n in cost:
        if t in ("energy", "legend") or n <= 0:
            continue
        if t == "same":
            out += [("same", same_kind)] * n
        elif t == "unaligned":
            out += [("any", None)] * n
        else:
            out += [("el", t)] * n
    return out


def _accepts(slot, die):
    kind, v = slot
    return kind == "any" or die == "omni" or die == v


def _perfect(dice, slots):
    if len(dice) != len(slots):
        return False
    match = [None] * len(slots)          # slot -> die index

    def augment(d, seen):
        for s in range(len(slots)):
            if s not in seen and _accepts(slots[s], dice[d]):
                seen.add(s)
                if match[s] is None or augment(match[s], seen):
                    match[s] = d
                    return True
        return False
    return all(augment(d, set()) for d in range(len(dice)))


def exact_payment(pay, held, cost):
    """Is `pay` a list of per-kind counts of dice held that pays `cost` exactly?"""
    if not isinstance(pay, (list, tuple)) or len(pay) != len(DICE):
        return False
    if not all(is_int(n) and 0 <= n <= h for n, h in zip(pay, held)):
        return False
    dice = [DICE[i] for i, n in enumerate(pay) for _ in range(n)]
    kinds = DICE[1:] if any(t == "same" and n > 0 for t, n in cost) else (None,)
    return any(_perfect(dice, _slots(cost, k)) for k in kinds)


# ---- the oracle ----------------------------------------------------------------------------

def oracle_legal(m, a):
    return oracle_why(m, a) is None


def oracle_why(m, a):
    """Why the oracle refuses `a`, or None when it allows it."""
    if type(a) is not E.Action:
        return "not an Action"
    if type(a.kind) is not str or a.kind not in KINDS:
        return "kind"
    if not is_int(a.player) or a.player not in (0, 1):
        return "player"
    for f in FIELDS:
        if f not in USES[a.kind] and getattr(a, f) is not None:
            return "field %s set" % f
    if m.winner is not None:
        return "over"
    pl = m.players[a.player]
    listed = E.legal_actions(m)
    if m.pending:
        d = m.pending[0]
        if a.player != d.player:
            return "not the deciding player"
        if a.kind == "choose":
            if d.kind != "choose":
                return "no choose"
            ok = is_int(a.choice) and 0 <= a.choice < len(pl.characters) and not pl.characters[a.choice].defeated
            return None if ok else "choose target"
        if a.kind == "initial":
            return None if d.kind == "initial" and is_int(a.choice) and a.choice in d.options else "initial"
        if a.kind == "mulligan":
            if d.kind != "mulligan":
                return "no mulligan"
            if a.choice is None:
                return None
            if not isinstance(a.choice, (list, tuple)):
                return "mulligan shape"
            if not all(is_int(i) and 0 <= i < len(pl.hand) for i in a.choice):
                return "mulligan index"
            return None if len(set(a.choice)) == len(a.choice) else "mulligan repeats"
        if a.kind == "reroll":
            if d.kind != "reroll":
                return "no reroll"
            if a.dice is None:
                return None
            if not isinstance(a.dice, (list, tuple)) or not all(type(x) is str and x in DIE_INDEX for x in a.dice):
                return "reroll dice"
            ok = all(a.dice.count(x) <= pl.dice[DIE_INDEX[x]] for x in set(a.dice))
            return None if ok else "reroll not held"
        if a.kind == "select":
            if d.kind not in E.SELECT_KINDS:
                return "no select"
            if d.kind == "swap_hand":
                # any set of hand cards, each once, by index
                if not isinstance(a.choice, (list, tuple)):
                    return "swap shape"
                if not all(is_int(i) and 0 <= i < len(pl.hand) for i in a.choice):
                    return "swap index"
                return None if len(set(a.choice)) == len(a.choice) else "swap repeats"
            ok = any(type(o) is type(a.choice) and o == a.choice for o in d.options)
            return None if ok else "select option"
        return "wrong decision kind"
    if a.kind not in ("skill", "switch", "play", "tune", "end", "technique") or m.phase != "action":
        return "not an action-phase action"
    if a.player != m.current:
        return "not this player's turn"
    mine = [x for x in listed if x.kind == a.kind]
    if a.kind == "end":
        return None if mine else "end not listed"
    if a.kind == "skill":
        if not is_int(a.skill):
            return "skill id"
        if not any(x.skill == a.skill for x in mine):
            return "skill not listed"
        act = pl.characters[pl.active]
        s = next(s for s in act.defn.skills if s.id == a.skill)
        return _paid(a, pl, A.skill_cost(m, a.player, act, s))
    if a.kind == "technique":
        if not is_int(a.skill):
            return "technique id"
        if not any(x.skill == a.skill for x in mine):
            return "technique not listed"
        act = pl.characters[pl.active]
        s = next(s for e, s in A.techniques(act) if s.id == a.skill)
        return _paid(a, pl, A.technique_cost(m, a.player, act, s))
    if a.kind == "switch":
        if not is_int(a.index) or not any(x.index == a.index for x in mine):
            return "switch not listed"
        return _paid(a, pl, E.switch_cost(m, a.player, pl.characters[a.index])[0])
    if not is_int(a.index) or not 0 <= a.index < len(pl.hand):
        return "hand index"
    defn = pl.hand[a.index].defn
    if a.kind == "tune":
        if not any(pl.hand[x.index].defn is defn for x in mine):
            return "tune not listed"
        if a.die is None:
            return None
        act_el = pl.characters[pl.active].element     # its element now (a form may change it)
        ok = type(a.die) is str and a.die in DIE_INDEX and a.die not in ("omni", act_el) and pl.dice[DIE_INDEX[a.die]] > 0
        return None if ok else "tune die"
    if not _target_shape(a.target):
        return "target shape"
    t = E.resolve_target(m, a.player, a.target)
    if a.target is not None and t is None:
        return "no such target"
    same = [x for x in mine if pl.hand[x.index].defn is defn
            and E.resolve_target(m, a.player, x.target) is t]
    if not same:
        return "play not listed"
    return _paid(a, pl, A.card_cost(m, a.player, defn, t)[0])


def _paid(a, pl, cost):
    if a.payment is None:
        return None
    return None if exact_payment(a.payment, pl.dice, cost) else "payment"


def _target_shape(t):
    if t is None:
        return True
    if not isinstance(t, (tuple, list)) or not t:
        return False
    if t[0] in ("own", "opp") and type(t[0]) is str:
        return len(t) == 2 and is_int(t[1])
    if t[0] == "entity" and type(t[0]) is str:
        return len(t) in (2, 3) and type(t[1]) is str and (len(t) == 2 or (type(t[2]) is str and t[2] in ("own", "opp")))
    return False


# ---- random actions ------------------------------------------------------------------------

JUNK = [None, -1, 0, 1, 2, 3, 5, 9, 10 ** 12, -10 ** 12, True, False, 0.0, 1.0, 0.5, -0.5,
        float("nan"), float("inf"), "0", "1", "", "pyro", "omni", b"x", [], [0], (0,), {}, {0: 1},
        object(), 1j]


def _pick(rng, seq):
    return seq[rng.randrange(len(seq))]


def random_payment(rng, m, p, base):
    pl = m.players[p]
    held = list(pl.dice)
    ok = isinstance(base, (list, tuple)) and len(base) == len(DICE) and all(is_int(n) for n in base)
    pay = list(base) if ok else [0] * len(DICE)
    r = rng.randrange(14)
    if r == 0:
        return None
    if r == 1:                                        # one die moved to another kind
        i, j = rng.randrange(len(DICE)), rng.randrange(len(DICE))
        pay[i] -= 1
        pay[j] += 1
    elif r == 2:                                      # negative counts, same total
        i = rng.randrange(len(DICE))
        pay[i] -= rng.randrange(1, 3)
        pay[rng.randrange(len(DICE))] += pay[i] * -1 if pay[i] < 0 else 0
    elif r == 3:                                      # halves
        i, j = rng.randrange(len(DICE)), rng.randrange(len(DICE))
        pay[i] -= 0.5
        pay[j] += 0.5
    elif r == 4:
        pay = [float(n) for n in pay]
    elif r == 5:
        pay = [True if n == 1 else n for n in pay]
    elif r == 6:
        pay = pay + [0] * rng.randrange(1, 3)
    elif r == 7:
        pay = pay[:rng.randrange(len(DICE))]
    elif r == 8:
        pay = tuple(pay)
    elif r == 9:                                      # one die more or less
        pay[rng.randrange(len(DICE))] += _pick(rng, (1, -1))
    elif r == 10:                                     # dice the player does not hold
        i = rng.randrange(len(DICE))
        pay[i] = held[i] + 1
    elif r == 11:
        pay = [rng.randrange(-1, 4) for _ in DICE]
    elif r == 12:
        return _pick(rng, JUNK + ["omni" * 8, [None] * 8, list(DICE)])
    return pay


def _near_int(rng, good):
    r = rng.randrange(6)
    if r < 2 and good:
        return _pick(rng, good)
    if r == 2 and good:
        return _pick(rng, good) + _pick(rng, (-1, 1))
    if r == 3 and good:
        g = _pick(rng, good)
        return _pick(rng, (float(g), bool(g) if g in (0, 1) else g, str(g), [g]))
    return _pick(rng, JUNK)


def random_target(rng, m, p):
    names = [e.defn.name for pl in m.players for e in pl.summons + pl.supports] or ["Oz"]
    r = rng.randrange(8)
    if r == 0:
        return None
    if r in (1, 2):
        return (_pick(rng, ("own", "opp")), _near_int(rng, [0, 1, 2]))
    if r == 3:
        return ("entity", _pick(rng, names)) + ((_pick(rng, ("own", "opp", "mine", None)),) if rng.randrange(2) else ())
    if r == 4:
        return [_pick(rng, ("own", "opp")), rng.randrange(3)]
    if r == 5:
        return ("entity", _pick(rng, JUNK))
    return _pick(rng, JUNK + [("own",), ("x", 1), ("own", 0, 1), ("entity",), "own"])


def random_choice(rng, m, p, kind):
    pl = m.players[p]
    swapping = kind == "select" and m.pending and m.pending[0].kind == "swap_hand"
    if kind == "mulligan" or swapping and rng.randrange(2) or rng.randrange(8) == 0:
        n = len(pl.hand)
        r = rng.randrange(6)
        if r == 0:
            return [i for i in range(n) if rng.randrange(2)]
        if r == 1:
            return [rng.randrange(-2, n + 3) for _ in range(rng.randrange(1, 5))]
        if r == 2:
            return [_pick(rng, (True, False, 1.0, 0.5, None, "1")) for _ in range(rng.randrange(1, 3))]
        if r == 3:
            i = rng.randrange(max(1, n))
            return [i, i]
        if r == 4:
            return tuple(rng.sample(range(n), min(n, 2))) if n else ()
        return _pick(rng, JUNK)
    options = m.pending[0].options if m.pending else None
    if options and rng.randrange(2):
        o = _pick(rng, options)
        return o if rng.randrange(3) else _pick(rng, (str(o).upper(), str(o), [o], (o,), o if type(o) is not int else float(o)))
    return _near_int(rng, list(range(len(pl.characters))))


def random_dice(rng, m, p):
    pl = m.players[p]
    held = [DICE[i] for i, n in enumerate(pl.dice) for _ in range(n)]
    r = rng.randrange(7)
    if r == 0:
        return None
    if r in (1, 2):
        return [d for d in held if rng.randrange(2)]
    if r == 3:
        return held + [_pick(rng, DICE)]
    if r == 4:
        return [_pick(rng, DICE) for _ in range(rng.randrange(1, 5))]
    if r == 5:
        return _pick(rng, ("pyro", ["Pyro"], ["fire"], [1], [None], ("omni",), ["omni"] * 17))
    return _pick(rng, JUNK)


def random_action(rng, m):
    """A random action for the state `m`: well-typed or not, legal or not."""
    listed = E.legal_actions(m)
    if listed and rng.randrange(4):
        base = _pick(rng, listed)
        kind, p = base.kind, base.player
        fields = {f: getattr(base, f) for f in FIELDS}
        changes = rng.randrange(3)
    else:
        kind = _pick(rng, KINDS) if rng.randrange(6) else _pick(rng, JUNK + ["replace_support", "SKILL", " end"])
        p = _pick(rng, (0, 1, 0, 1, True, False, 1.0, -1, 2, None, "0"))
        fields = {f: None for f in FIELDS}
        changes = 1 + rng.randrange(3)
    if rng.randrange(12) == 0:
        p = _pick(rng, (1 - p if is_int(p) and p in (0, 1) else 0, True, False, 0.0, 1.0, 2, None))
    pp = p if is_int(p) and p in (0, 1) else 0
    uses = USES.get(kind, FIELDS) if type(kind) is str else FIELDS
    for _ in range(changes):
        f = _pick(rng, uses) if uses and rng.randrange(5) else _pick(rng, FIELDS)
        if f == "payment":
            fields[f] = random_payment(rng, m, pp, fields["payment"])
        elif f == "skill":
            ids = [s.id for s in m.players[pp].characters[m.players[pp].active].defn.skills]
            fields[f] = _near_int(rng, ids + [-1, 99])
        elif f == "index":
            fields[f] = _near_int(rng, list(range(max(len(m.players[pp].hand), len(m.players[pp].characters)))))
        elif f == "target":
            fields[f] = random_target(rng, m, pp)
        elif f == "dice":
            fields[f] = random_dice(rng, m, pp)
        elif f == "choice":
            fields[f] = random_choice(rng, m, pp, kind)
        elif f == "die":
            fields[f] = _pick(rng, DICE + ("", "Pyro", None, None, 3, True, ["pyro"]))
    return E.Action(kind, p, **fields)
