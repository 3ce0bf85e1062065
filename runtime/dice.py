"""Elemental dice: counts in the game's order, costs, and the game's automatic payment."""
from .defs import DICE, DIE_INDEX, ELEMENTS

OMNI = 0
MAX_DICE = 16


def dice_names(counts):
    out = []
    for i, n in enumerate(counts):
        out.extend([DICE[i]] * n)
    return out


def counts_of(names):
    c = [0] * len(DICE)
    for n in names:
        c[DIE_INDEX[n]] += 1
    return c


def total_dice(cost):
    return sum(n for t, n in cost if t not in ("energy", "legend"))


def _preference(active_el, team_els):
    """Dice the auto-pay spends first for an unaligned cost: elements nobody in the team uses,
    then the standby characters', then the active character's, Omni last."""
    def rank(i):
        el = DICE[i]
        if el == active_el:
            return 2
        if el in team_els:
            return 1
        return 0
    return rank


def auto_pay(dice, cost, active_el=None, team_els=()):
    """A payment (counts) for `cost` from `dice`, or None when it cannot be paid."""
    left = list(dice)
    pay = [0] * len(DICE)
    same = unaligned = 0
    for t, n in cost:
        if n <= 0:
            continue
        if t == "same":
            same += n
        elif t == "unaligned":
            unaligned += n
        elif t in ("energy", "legend"):
            continue
        else:
            i = DIE_INDEX[t]
            take = min(left[i], n)
            left[i] -= take
            pay[i] += take
            rest = n - take
            if rest > left[OMNI]:
                return None
            left[OMNI] -= rest
            pay[OMNI] += rest
    if same:
        rank = _preference(active_el, team_els)
        best = None
        for i in range(1, len(DICE)):
            if left[i] == 0:
                continue
            full = left[i] >= same
            if not full and left[i] + left[OMNI] < same:
                continue
            key = (0 if full else 1, rank(i) if full else -left[i], left[i] if full else 0, i)
            if best is None or key < best[0]:
                best = (key, i)
        if best is None:
            if left[OMNI] < same:
                return None
            left[OMNI] -= same
            pay[OMNI] += same
        else:
            i = best[1]
            take = min(left[i], same)
            left[i] -= take
            pay[i] += take
            left[OMNI] -= same - take
            pay[OMNI] += same - take
    if unaligned:
        rank = _preference(active_el, team_els)
        order = sorted(range(1, len(DICE)), key=lambda i: (rank(i), left[i], i))
        need = unaligned
        for i in order:
            take = min(left[i], need)
            left[i] -= take
            pay[i] += take
            need -= take
            if not need:
                break
        if need:
            if left[OMNI] < need:
                return None
            left[OMNI] -= need
            pay[OMNI] += need
    return pay


def payment_fits(pay, dice, cost):
    """Does the payment `pay` (counts) cover `cost` exactly, from dice the player holds?"""
    if any(p > d for p, d in zip(pay, dice)):
        return False
    left = list(pay)
    same = unaligned = 0
    for t, n in cost:
        if t == "same":
            same += n
        elif t == "unaligned":
            unaligned += n
        elif t in ("energy", "legend") or n <= 0:
            continue
        else:
            i = DIE_INDEX[t]
            take = min(left[i], n)
            left[i] -= take
            if n - take > left[OMNI]:
                return False
            left[OMNI] -= n - take
    if same:
        ok = False
        for i in range(1, len(DICE)):
            if left[i] and left[i] + left[OMNI] >= same and left[i] <= same:
                rest = list(left)
                rest[OMNI] -= same - left[i]
                rest[i] = 0
                if sum(rest) == unaligned:
                    ok = True
                    break
        if not ok:
            if left[OMNI] < same:
                return False
            left[OMNI] -= same
            return sum(left) == unaligned and all(left[i] == 0 or True for i in range(len(left)))
        return True
    return sum(left) == unaligned


def element_dice_cost(cost):
    return {t: n for t, n in cost if t in ELEMENTS}
