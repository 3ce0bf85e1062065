"""Effects that change the event being resolved: damage amounts and elements, costs, quick
actions, surviving a defeat.  They run in dry events too (a cost preview)."""
from ..defs import ELEMENTS


def damage_bonus(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.amount += n


def multiply(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.mult *= n


def halve(m, me, ev):
    if ev.dmg is not None:
        ev.dmg.halve = True


def immune(m, me, ev):
    if ev.dmg is not None:
        ev.dmg.immune = True


def heal_bonus(m, me, ev, n):
    if ev.heal is not None:
        ev.heal.amount += n


def reduce(m, me, ev, n):
    if ev.dmg is not None:
        ev.dmg.amount = max(0, ev.dmg.amount - n)


def convert(m, me, ev, element):
    if ev.dmg is not None and ev.dmg.element == "physical":
        ev.dmg.element = element


def survive(m, me, ev, hp=1):
    if ev.character is not None and not ev.saved:
        ev.saved = True
        ch = ev.character
        ch.hp = hp
        # "使角色免于被击倒，并治疗该角色到N点生命值": kept from defeat, the character is healed to
        # N HP, a heal of N that `healed` hears (Ocean-Hued Clam counts it; the reference engine)
        if "healed" in m.subscribed:
            from ..damage import Healing
            from ..events import HealEv, emit
            done = Healing(me.p, me.ch if me.e is None else None, me.e, ch, ch.hp, "normal", me.defn)
            emit(m, "healed", HealEv("healed", character=ch, heal=done), (m.current, 1 - m.current))


def reduce_cost(m, me, ev, die, n=1):
    """Lower a cost being paid, the way the game deducts dice:
    - an element ("1 less Hydro die"): a die of that element when the cost has one, otherwise an
      unaligned die; it takes nothing off a matching (`same`) cost, whose dice only "any die"
      reductions lower;
    - `unaligned`: unaligned dice only;
    - `any` ("1 less Elemental Die"): element dice first, then unaligned, then matching dice.
    Cards guard an element reduction with `cost.ELEMENT > 0 or cost.unaligned > 0`, so that it
    spends its usage only when it takes a die."""
    cost = ev.cost
    if cost is None:
        return
    if die == "any":
        order = list(ELEMENTS) + ["unaligned", "same"]
    elif die in ELEMENTS:
        if any(t == "same" and k > 0 for t, k in cost):
            return
        order = [die, "unaligned"]
    else:
        order = [die]
    for want in order:
        for item in cost:
            if n <= 0:
                return
            if item[0] == want and item[1] > 0:
                k = min(n, item[1])
                item[1] -= k
                n -= k


def increase_cost(m, me, ev, die, n=1):
    cost = ev.cost
    if cost is None:
        return
    for item in cost:
        if item[0] == die:
            item[1] += n
            return
    cost.append([die, n])


def quick(m, me, ev):
    ev.quick = True


def no_energy(m, me, ev):
    """The skill being used grants no energy (run_skill reads the mark)."""
    ev.no_energy = True


def negate(m, me, ev):
    """`playing`: the card being played does nothing (its effect is void)."""
    ev.negated = True
