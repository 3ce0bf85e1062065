"""Elemental dice: counts in the game's order, costs, and the game's automatic payment."""
from .defs import DICE, DIE_INDEX, ELEMENTS

OMNI = 0
MAX_DICE = 16


def gain(pl, i, n=1):
    """`n` dice of kind `i` (DICE order) come into player `pl`'s pool: rolled, made by an
    effect, or the new face of a rerolled or tuned die.  The ledger `dice_made` records it."""
    pl.dice[i] += n
    pl.dice_made[i] += n


def lose(pl, i, n=1):
    """`n` dice of kind `i` leave the pool: spent, taken by an effect, cleared, over the cap, or
    the old face of a rerolled or tuned die.  The ledger `dice_gone` records it."""
    pl.dice[i] -= n
    pl.dice_gone[i] += n


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


def _ranks(active_el, team_els):
    """Per kind of die, the order the auto-pay spends it in for an unaligned cost: elements
    nobody in the team uses (0), then the standby characters' (1), then the active
    character's (2); Omni is spent last, apart.  Memoised: a match has few teams."""
    key = (active_el, team_els)
    got = _RANKS.get(key)
    if got is None:
        if len(_RANKS) >= _MEMO_MAX:
            _RANKS.clear()
        got = _RANKS[key] = tuple([0] + [2 if el == active_el else 1 if el in team_els else 0
                                         for el in DICE[1:]])
    return got


_RANKS = {}
KINDS = range(1, len(DICE))         # the elemental kinds of die, Omni apart


# auto_pay's answers, per purse (the dice held, the active character's element, the team's
# elements) a table by cost: a decision prices every option against one purse, and matches
# meet the same few purses and costs again and again.  Pure, so sharing it between matches
# changes nothing; cleared when it grows past _MEMO_MAX purses so that a long simulation cannot
# fill the memory with it.
_MEMO = {}
_MEMO_MAX = 1 << 14


def auto_pay(dice, cost, active_el=None, team_els=()):
    """A payment (counts) for `cost` from `dice`, or None when it cannot be paid."""
    purse = (tuple(dice), active_el, team_els)
    return pay_from(purse, pay_table(purse), cost)


def pay_table(purse):
    """The table of auto-pay answers for `purse`: (dice held as a tuple, the active character's
    element, the team's elements)."""
    table = _MEMO.get(purse)
    if table is None:
        if len(_MEMO) >= _MEMO_MAX:
            _MEMO.clear()
        table = _MEMO[purse] = {}
    return table


def pay_from(purse, table, cost):
    """auto_pay from a purse and its table (pay_table): a new list, or None."""
    pay = priced(purse, table, cost)
    return None if pay is None else list(pay)


NO_PAY = (0,) * len(DICE)


def priced(purse, table, cost):
    """pay_from's answer as the table keeps it: a tuple, shared, not to be changed."""
    if not cost:
        return NO_PAY
    if type(cost) is not tuple:
        cost = tuple(cost)
    pay = table.get(cost, False)
    if pay is False:
        pay = _auto_pay(purse[0], cost, purse[1], purse[2])
        pay = table[cost] = None if pay is None else tuple(pay)
    return pay


def _auto_pay(dice, cost, active_el, team_els):
    if len(cost) == 1:
        # the commonest costs, one kind of die: what the general walk below would pay
        t, n = cost[0]
        i = DIE_INDEX.get(t, 0)
        if i and n > 0:           # N dice of one element: that element, then Omni
            take = dice[i] if dice[i] < n else n
            if n - take > dice[OMNI]:
                return None
            pay = [0] * len(DICE)
            pay[i], pay[OMNI] = take, n - take
            return pay
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
            have = left[i]
            take = have if have < n else n
            left[i] -= take
            pay[i] += take
            rest = n - take
            if rest > left[OMNI]:
                return None
            left[OMNI] -= rest
            pay[OMNI] += rest
    if same:
        rank = _ranks(active_el, team_els)
        best = None
        for i in KINDS:
            n = left[i]
            if n == 0:
                continue
            full = n >= same
            if not full and n + left[OMNI] < same:
                continue
            key = (0, rank[i], n, i) if full else (1, -n, 0, i)
            if best is None or key < best:
                best = key
        if best is None:
            if left[OMNI] < same:
                return None
            left[OMNI] -= same
            pay[OMNI] += same
        else:
            i = best[3]
            have = left[i]
            take = have if have < same else same
            left[i] -= take
            pay[i] += take
            left[OMNI] -= same - take
            pay[OMNI] += same - take
    if unaligned:
        rank = _ranks(active_el, team_els)
        need = unaligned
        for _, n, i in sorted([(rank[i], left[i], i) for i in KINDS if left[i]]):
            take = min(n, need)
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
    return payment_problem(pay, dice, cost) is None


def payment_problem(pay, dice, cost):
    """Why `pay` is not an exact payment of `cost` from the dice held (`dice`), or None.

    A payment is one whole, non-negative count per kind of die (DICE order), at most the
    number held of each.  It pays exactly when every die finds a slot of the cost and every
    slot a die: an elemental slot takes its element or Omni, the `same` slots take one element
    (or Omni), `unaligned` slots take anything."""
    if not isinstance(pay, (list, tuple)) or len(pay) != len(DICE):
        return "a payment is a list of %d counts, one per kind of die" % len(DICE)
    for i, n in enumerate(pay):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            return "a payment counts whole dice, not %r %s" % (n, DICE[i])
        if n > dice[i]:
            return "the player holds %d %s %s, not %d" % (dice[i], DICE[i], "die" if dice[i] == 1 else "dice", n)
    if not _pays_exactly(pay, cost):
        return "the payment does not pay the cost exactly"
    return None


def _pays_exactly(pay, cost):
    left = list(pay)
    same = sum(n for t, n in cost if t == "same" and n > 0)
    unaligned = sum(n for t, n in cost if t == "unaligned" and n > 0)
    for t, n in cost:
        if t in ("same", "unaligned", "energy", "legend") or n <= 0:
            continue
        # an elemental slot takes its own element first: Omni can stand in anywhere else
        i = DIE_INDEX[t]
        take = min(left[i], n)
        left[i] -= take
        if n - take > left[OMNI]:
            return False
        left[OMNI] -= n - take
    if sum(left) != same + unaligned:
        return False
    return not same or left[OMNI] >= same or any(left[i] + left[OMNI] >= same for i in range(1, len(DICE)))


def element_dice_cost(cost):
    return {t: n for t, n in cost if t in ELEMENTS}
