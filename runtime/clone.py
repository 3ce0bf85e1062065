"""A cheap copy of a match for search agents (Match.clone).

The card library and every definition are immutable and shared; only the state that play
changes is copied: players, characters, entities, hand and deck cards, and the generator's
state.  Those are copied by hand, field by field (about 20 times faster than copy.deepcopy,
which walks every slot through __reduce_ex__).  What is seldom there between decisions — the
queue of what is still to happen, a choice paused in the middle of card code, pending
decisions, end-phase jobs — refers to the copied objects, so it goes through copy.deepcopy with
the memo of what was already copied: each reference lands on the copy, and when those are
empty it costs nothing."""
import copy

from .defs import Def, Skill

# values that are never changed in place: shared by the copy
ATOMS = (int, str, float, bool, type(None), Def, Skill, frozenset)


def value(v, memo):
    """A copy of one field's value: atoms as they are, flat lists, tuples and dicts of atoms
    shallowly, anything else through deepcopy with the memo."""
    if isinstance(v, ATOMS):
        return v
    t = type(v)
    if t is list:
        if all(isinstance(x, ATOMS) for x in v):
            return v[:]
    elif t is tuple:
        if all(isinstance(x, ATOMS) for x in v):
            return v
    elif t is dict:
        if all(isinstance(x, ATOMS) for x in v.values()):
            return dict(v)
    return copy.deepcopy(v, memo)


OTHERS = {}


def others(cls, known):
    """The fields of a class not among those copied by hand (a field added later; the
    player's dicts), found once per class.  Classes come from the objects, so this module does
    not import runtime/state.py, whose Match.clone imports it."""
    got = OTHERS.get(cls)
    if got is None:
        got = OTHERS[cls] = tuple(n for n in cls.__slots__ if n not in known)
    return got


def slots(obj, c, skip, memo):
    """Copy every field of a slotted object but those in `skip` (so a field added later is
    copied too, by value())."""
    for name in type(obj).__slots__:
        if name not in skip:
            setattr(c, name, value(getattr(obj, name), memo))


# the fields copied by hand below; any field added to the classes later is copied by slots()
ENTITY_KNOWN = ("defn", "usage", "duration", "shield", "round_left", "uid", "element", "points",
                "creator", "vars", "stored")


def entity(e, memo):
    cls = type(e)
    c = cls.__new__(cls)
    c.defn, c.usage, c.duration, c.shield = e.defn, e.usage, e.duration, e.shield
    c.round_left, c.uid, c.element, c.points = e.round_left, e.uid, e.element, e.points
    c.creator = e.creator                      # a tuple of ints, or None
    c.vars = e.vars[:]
    c.stored = None if e.stored is None else e.stored[:]
    for name in others(cls, ENTITY_KNOWN):
        setattr(c, name, value(getattr(e, name), memo))
    memo[id(e)] = c
    return c


CHARACTER_KNOWN = ("defn", "idx", "hp", "max_hp", "energy", "max_energy", "defeated", "player",
                   "form_element", "round_left", "left_with", "aura", "uses_round", "uses_total",
                   "vars", "statuses", "equipment", "special")


def character(ch, memo):
    cls = type(ch)
    c = cls.__new__(cls)
    c.defn, c.idx, c.hp, c.max_hp, c.energy = ch.defn, ch.idx, ch.hp, ch.max_hp, ch.energy
    c.max_energy, c.defeated, c.player = ch.max_energy, ch.defeated, ch.player
    c.form_element, c.round_left, c.left_with = ch.form_element, ch.round_left, ch.left_with
    c.special = ch.special
    c.aura = ch.aura[:]
    c.uses_round = dict(ch.uses_round)
    c.uses_total = dict(ch.uses_total)
    c.vars = ch.vars[:]
    c.statuses = [entity(e, memo) for e in ch.statuses]
    c.equipment = [entity(e, memo) for e in ch.equipment]
    for name in others(cls, CHARACTER_KNOWN):
        setattr(c, name, value(getattr(ch, name), memo))
    memo[id(ch)] = c
    return c


HAND_KNOWN = ("defn", "shock", "made")


def hand_card(hc, memo):
    cls = type(hc)
    c = cls.__new__(cls)
    c.defn, c.shock, c.made = hc.defn, hc.shock, hc.made
    for name in others(cls, HAND_KNOWN):
        setattr(c, name, value(getattr(hc, name), memo))
    memo[id(hc)] = c
    return c


def hand_cards(cards, memo):
    """hand_card of each, in one loop: a deck holds some twenty of them."""
    out = []
    for hc in cards:
        cls = type(hc)
        if others(cls, HAND_KNOWN):
            out.append(hand_card(hc, memo))
            continue
        c = cls.__new__(cls)
        c.defn, c.shock, c.made = hc.defn, hc.shock, hc.made
        memo[id(hc)] = c
        out.append(c)
    return out


PLAYER_SCALARS = ("idx", "active", "declared_end", "plunge", "defeated_this_round", "rerolls",
                  "legend_used", "even_dice", "cards_made", "cards_played", "cards_discarded",
                  "cards_taken", "supports_received", "supports_gone", "summons_gone", "initial_deck")
PLAYER_FLAT = ("dice", "dice_made", "dice_gone", "elements_taken")     # lists of ints or names
PLAYER_KNOWN = PLAYER_SCALARS + PLAYER_FLAT + (
    "characters", "combat_statuses", "summons", "supports", "hand", "deck")


def player(p, memo):
    cls = type(p)
    c = cls.__new__(cls)
    for name in PLAYER_SCALARS:
        setattr(c, name, getattr(p, name))
    for name in PLAYER_FLAT:
        setattr(c, name, getattr(p, name)[:])
    c.characters = [character(ch, memo) for ch in p.characters]
    c.combat_statuses = [entity(e, memo) for e in p.combat_statuses]
    c.summons = [entity(e, memo) for e in p.summons]
    c.supports = [entity(e, memo) for e in p.supports]
    c.hand = hand_cards(p.hand, memo)
    c.deck = hand_cards(p.deck, memo)
    for name in others(cls, PLAYER_KNOWN):
        setattr(c, name, value(getattr(p, name), memo))
    memo[id(p)] = c
    return c


# the fields of a match shared by the copy (the library, and what a clone must see the same),
# and those copied first by hand; every other field refers to the copied state (through the memo)
MATCH_SHARED = ("lib", "subscribed")
MATCH_DONE = MATCH_SHARED + ("players", "rng", "log")


def clone(m):
    """A match that plays on exactly as `m` would, sharing nothing that play changes."""
    memo = {}
    cls = type(m)
    c = cls.__new__(cls)
    for name in MATCH_SHARED:
        setattr(c, name, getattr(m, name))
    c.log = m.log[:]
    for name in cls.CACHES:
        # not state: the clone's actions are checked (the listed ones are the match's), and
        # what plays on a clone (a search agent's rollouts) is not reported to an observer
        setattr(c, name, None)
    c.ears = [None, None]
    # a generator made without seeding (random.Random() would read the OS's entropy, most of
    # a clone's time), then given the match's state
    rng = type(m.rng)
    c.rng = rng.__new__(rng)
    c.rng.setstate(m.rng.getstate())
    c.players = [player(p, memo) for p in m.players]
    memo[id(m)] = c
    slots(m, c, MATCH_DONE + cls.CACHES, memo)
    return c
