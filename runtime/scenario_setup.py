"""Building the match a scenario file describes (scenario-format.md): its players, characters,
zones and entities as listed, or two decks dealt from a seed."""
from . import engine as E
from .defs import CARD_KINDS, DICE, DIE_INDEX, DAMAGE_TYPES
from .damage import keep_applied
from .dice import counts_of
from .events import changed, dispatch, both, Ev
from .library import UnknownName
from .state import Character, Entity, HandCard, Match

TOP_KEYS = {"name", "rules", "seed", "round", "first", "players", "steps", "description", "tags", "decks"}
# `decks:` (what `gicc replay --scenario` writes): the match begins as a played one does, from two
# decks shuffled by `seed`, at the set-up; the mulligans and the first active characters are steps
DECK_KEYS = {"characters", "cards"}
TOP_KEYS |= {"zones_set_up"}    # the listed hands and decks are those after set-up (build())
PLAYER_KEYS = {"characters", "active", "dice", "hand", "deck", "combat_statuses", "summons", "supports"}
CHAR_KEYS = {"card", "hp", "energy", "aura", "statuses", "equipment", "defeated", "max_hp"}
CHAR_KEYS |= {"special_energy"}      # a character's special energy (Mavuika's Fighting Spirit)
CHAR_KEYS |= {"entry_order"}         # the order its equipment and statuses entered play (seed 004)
ENTITY_KEYS = {"name", "usage", "duration", "shield", "points"}
RULE_KEYS = {"dice", "round_limit", "lunar_charged"}


def _int(sc, node, key, value, lo=None, hi=None):
    if not isinstance(value, int) or isinstance(value, bool):
        sc.bad("`%s` must be a whole number, not %r" % (key, value), node, key)
    if lo is not None and value < lo or hi is not None and value > hi:
        sc.bad("`%s` is out of range: %r" % (key, value), node, key)
    return value


def _def(sc, lib, name, node, key=None, index=None, want=None):
    if isinstance(name, bool) or not isinstance(name, (str, int)):
        sc.bad("expected a name, found %r" % (name,), node, key, index)
    try:
        d = lib.get(name)
    except UnknownName:
        from difflib import get_close_matches
        close = get_close_matches(str(name).lower(), list(lib.by_name), n=1)
        sc.bad("unknown card or entity %r%s" % (name, " (did you mean %r?)" % lib.by_name[close[0]].name if close else ""), node, key, index)
    if want and d.kind not in want:
        # a card and an entity may share a name (Surging Undercurrent: Neuvillette's talent and
        # his combat status): the one of the kind wanted here
        d = next((x for x in lib.defs if x.kind in want and x.name.lower() == d.name.lower()), d)
    if want and d.kind not in want:
        sc.bad("%r is a %s, not a %s" % (name, d.kind, " or ".join(want)), node, key, index)
    return d


def _entity(sc, lib, m, spec, node, index, kinds):
    if isinstance(spec, (str, int)) and not isinstance(spec, bool):
        spec = {"name": spec}
        sub = node
    elif isinstance(spec, dict):
        sub = spec
    else:
        sc.bad("an entity is a name or {name, usage, duration, shield}", node, index=index)
    if "name" not in spec:
        sc.bad("an entity needs a `name`", sub)
    d = _def(sc, lib, spec["name"], sub, "name" if sub is spec else None, index if sub is not spec else None, kinds)
    for k in spec:      # besides the common keys, an entity's declared counters (`collected: 2`)
        if k not in ENTITY_KEYS and k not in d.counters:
            sc.bad("unknown key `%s` in an entity (known: %s)" % (k, ", ".join(sorted(ENTITY_KEYS) + list(d.counters))), spec, k)
    e = Entity(d, m.next_uid())
    for k in ("usage", "duration", "shield"):
        if k in spec:
            setattr(e, k, _int(sc, spec, k, spec[k], 0))
    if "points" in spec and d.nightsoul:
        e.points = _int(sc, spec, "points", spec["points"], 0, d.nightsoul)
    elif "points" in spec and "points" not in d.counters:     # a counter of that name is set below
        sc.bad("%s is no Nightsoul's Blessing: it holds no Nightsoul points" % d.name, spec, "points")
    for i, k in enumerate(d.counters):
        if k in spec:
            e.vars[i] = _int(sc, spec, k, spec[k], 0)
    return e


def _dice(sc, node, key, names):
    if not isinstance(names, list):
        sc.bad("`dice` is a list of dice", node, key)
    for i, n in enumerate(names):
        if not isinstance(n, str) or n not in DIE_INDEX:
            sc.bad("unknown die %r (dice: %s)" % (n, " ".join(DICE)), names, index=i)
    c = counts_of(names)
    if sum(c) > 16:
        sc.bad("a player holds at most 16 dice", node, key)
    return c


def build(sc, lib):
    d = sc.data
    sc.known_keys(d, TOP_KEYS, "key")
    rules = d.get("rules") or {}
    if not isinstance(rules, dict):
        sc.bad("`rules` is a mapping", d, "rules")
    sc.known_keys(rules, RULE_KEYS, "rule")
    if "dice" in rules and rules["dice"] not in ("omni", "random"):
        sc.bad("`rules.dice` is omni or random", rules, "dice")
    if "round_limit" in rules:
        _int(sc, rules, "round_limit", rules["round_limit"], 1)
    seed = _int(sc, d, "seed", d.get("seed", 0))
    if "decks" in d:
        return _from_decks(sc, lib, d, dict(rules), seed)
    m = Match(lib, dict(rules), seed)
    m.round = _int(sc, d, "round", d.get("round", 1), 1)
    m.first = m.current = _int(sc, d, "first", d.get("first", 0), 0, 1)
    m.phase = "action"
    players = d.get("players")
    if not isinstance(players, list) or len(players) != 2:
        sc.bad("`players` lists exactly two players", d, "players" if "players" in d else None)
    explicit = []
    orders = []
    if not isinstance(d.get("zones_set_up", False), bool):
        sc.bad("`zones_set_up` is true or false", d, "zones_set_up")
    zones = []          # with `zones_set_up: true`, the listed hands and decks
    for pi, spec in enumerate(players):
        if not isinstance(spec, dict):
            sc.bad("a player is a mapping with `characters`", players, index=pi)
        sc.known_keys(spec, PLAYER_KEYS, "key for a player")
        pl = m.players[pi]
        chars = spec.get("characters")
        if not isinstance(chars, list) or not chars:
            sc.bad("a player needs `characters`", spec, "characters" if "characters" in spec else None)
        for ci, cs in enumerate(chars):
            if isinstance(cs, dict):
                sc.known_keys(cs, CHAR_KEYS, "key for a character")
                if "card" not in cs:
                    sc.bad("a character mapping needs `card`", cs)
                cd = _def(sc, lib, cs["card"], cs, "card", want=("character",))
            else:
                cd = _def(sc, lib, cs, chars, index=ci, want=("character",))
                cs = {}
            ch = Character(cd, ci, pi)
            if "max_hp" in cs:
                ch.max_hp = _int(sc, cs, "max_hp", cs["max_hp"], 1)
            ch.hp = _int(sc, cs, "hp", cs.get("hp", ch.max_hp), 0, ch.max_hp)
            ch.energy = _int(sc, cs, "energy", cs.get("energy", 0), 0, ch.max_energy)
            top = ch.defn.special_energy[1] if ch.defn.special_energy else 0
            ch.special = _int(sc, cs, "special_energy", cs.get("special_energy", 0), 0, top)
            aura = cs.get("aura", [])
            if not isinstance(aura, list) or any(a not in DAMAGE_TYPES[:7] for a in aura):
                sc.bad("`aura` is a list of elements", cs, "aura")
            ch.aura = sorted(set(aura), key=lambda a: ("cryo", "dendro").index(a) if a in ("cryo", "dendro") else 0) if len(set(aura)) > 1 else list(aura)
            if len(set(aura)) > 1 and set(aura) != {"cryo", "dendro"}:
                sc.bad("only Cryo and Dendro can be applied together", cs, "aura")
            if not isinstance(cs.get("defeated", False), bool):
                sc.bad("`defeated` is true or false", cs, "defeated")
            ch.defeated = cs.get("defeated", False)
            if ch.defeated:
                ch.hp = 0
            elif ch.hp == 0:
                sc.bad("a living character has at least 1 HP (add `defeated: true`)", cs, "hp")
            if "statuses" in cs:
                if not isinstance(cs["statuses"], list):
                    sc.bad("`statuses` is a list", cs, "statuses")
                explicit.append((ch, [_entity(sc, lib, m, s, cs["statuses"], i, ("character_status",)) for i, s in enumerate(cs["statuses"])]))
            if not isinstance(cs.get("equipment", []) or [], list):
                sc.bad("`equipment` is a list", cs, "equipment")
            for i, s in enumerate(cs.get("equipment", []) or []):
                ch.equipment.append(_entity(sc, lib, m, s, cs["equipment"], i, ("weapon", "artifact", "talent", "equipment", "technique")))
            if "entry_order" in cs:
                orders.append((ch, cs, _entry_order(sc, cs)))
            else:
                orders.append((ch, cs, None))
            pl.characters.append(ch)
        pl.active = _int(sc, spec, "active", spec.get("active", 0), 0, len(pl.characters) - 1)
        if pl.characters[pl.active].defeated:
            sc.bad("the active character cannot be a defeated one", spec, "active" if "active" in spec else "characters")
        pl.dice = _dice(sc, spec, "dice", spec["dice"]) if "dice" in spec else [8] + [0] * 7
        for key in ("hand", "deck"):
            items = spec.get(key, []) or []
            if not isinstance(items, list):
                sc.bad("`%s` is a list of cards" % key, spec, key)
            cards = [_def(sc, lib, n, items, index=i) for i, n in enumerate(items)]
            for i, c in enumerate(cards):
                if c.kind not in CARD_KINDS:
                    # an entity of the card's name: the card, if one shares it
                    c = cards[i] = next((x for x in lib.defs if x.kind in CARD_KINDS and x.name == c.name), c)
                if c.kind not in CARD_KINDS:
                    sc.bad("%r is a %s, not an action card" % (c.name, c.kind.replace("_", " ")), items, index=i)
            if key == "hand":
                if len(cards) > 10:
                    sc.bad("a hand holds at most 10 cards", spec, key)
                pl.hand = [HandCard(c) for c in cards]
            else:
                pl.deck = [HandCard(c) for c in cards]
            if d.get("zones_set_up"):
                zones.append((pl, key, list(getattr(pl, key))))
            # the deck the match began with: the cards listed in `hand` and `deck`
            pl.initial_deck = tuple(pl.initial_deck) + tuple(cards)
        for key, kinds in (("combat_statuses", ("combat_status",)), ("summons", ("summon",)),
                           ("supports", ("support",))):
            items = spec.get(key, []) or []
            if not isinstance(items, list):
                sc.bad("`%s` is a list" % key, spec, key)
            setattr(pl, key, [_entity(sc, lib, m, s, items, i, kinds) for i, s in enumerate(items)])
        if len(pl.summons) > 4 or len(pl.supports) > 4:
            sc.bad("at most 4 summons and 4 supports", spec)
    changed(m)
    dispatch(m, "battle_begin", Ev("battle_begin"), both(m.first))
    m.paused = None            # between actions, nothing is stopped for a choice (choices.py)
    # A listed hand or deck is the one the start-of-battle effects add to (Chasca's Shadowhunt
    # Shells go into it), unless the file says it is the one after them (`zones_set_up: true`,
    # as a state recorded after set-up is): then it is exactly that zone.
    # The cards set-up made are among the listed ones then: they are no cards of the deck the
    # match began with (`card.in_initial_deck`: Chasca's Shadowhunt Shells), and stay made.
    made = {}
    for pl, key, cards in zones:
        for c in getattr(pl, key):
            if c.made:
                made.setdefault(id(pl), []).append(c.name)
    for pl, key, cards in zones:
        setattr(pl, key, cards)
    for pl in m.players:
        names = made.get(id(pl), [])
        if not names:
            continue
        initial = list(pl.initial_deck)
        for c in pl.hand + pl.deck:
            if c.name in names:
                names.remove(c.name)
                c.made = True
                initial.remove(next(d for d in initial if d.name == c.name))
        pl.initial_deck = tuple(initial)
    for ch, statuses in explicit:
        # a listed status set-up attached too is that one: it keeps the creator set-up gave it
        # (Sigewinne's Detailed Diagnosis on each character: `creator` is Sigewinne)
        made = {e.defn.id: e.creator for e in ch.statuses}
        for e in statuses:
            if e.defn.id in made:
                e.creator = made[e.defn.id]
        ch.statuses = statuses
        changed(m)
        keep_applied(ch)      # a status that keeps an element applied (`attach`) has it on
    for ch, cs, order in orders:
        _number_entries(sc, m, ch, cs, order)
    m.chose = True      # the state is the moment the player chooses: `before_action` has been heard
    return m


def _entry_order(sc, cs):
    """`entry_order: [NAME, ...]` (gicc's key): the character's equipment and statuses, each
    named once, in the order they entered play."""
    order = cs["entry_order"]
    if not isinstance(order, list) or not all(isinstance(x, (str, int)) and not isinstance(x, bool) for x in order):
        sc.bad("`entry_order` is a list of the names of the character's equipment and statuses", cs, "entry_order")
    return order


def _number_entries(sc, m, ch, cs, order):
    """A character's equipment and statuses are one kind for the resolution order, first come
    first (seed 004: キャラの装備と状態, 登場の先着順), and the order they entered is their uid.
    Without `entry_order` the statuses it starts with (listed, or attached as the battle begins)
    entered before its equipment; with it, in the order it names."""
    held = ch.statuses + ch.equipment
    if order is None:
        for e in ch.equipment:
            e.uid = m.next_uid()
        return
    names = [str(x).lower() for x in order]
    mine = [(str(e.defn.name).lower(), str(e.defn.id)) for e in held]
    if len(names) != len(held) or sorted(names) != sorted(n if n in names else i for n, i in mine):
        sc.bad("`entry_order` names each of the character's equipment and statuses once: %s" % (
            ", ".join(e.defn.name for e in held) or "it has none"), cs, "entry_order")
    left = list(held)
    for n in names:
        e = next(x for x in left if n in (str(x.defn.name).lower(), str(x.defn.id)))
        left.remove(e)
        e.uid = m.next_uid()


def _from_decks(sc, lib, d, rules, seed):
    for k in ("players", "round"):
        if k in d:
            sc.bad("`%s` and `decks` do not go together: a match from decks begins at the set-up" % k, d, k)
    decks = d["decks"]
    if not isinstance(decks, list) or len(decks) != 2:
        sc.bad("`decks` lists exactly two decks", d, "decks")
    out = []
    for i, spec in enumerate(decks):
        if not isinstance(spec, dict):
            sc.bad("a deck is a mapping with `characters` and `cards`", decks, index=i)
        sc.known_keys(spec, DECK_KEYS, "key for a deck")
        lists = []
        for key, want in (("characters", ("character",)), ("cards", CARD_KINDS)):
            items = spec.get(key)
            if not isinstance(items, list):
                sc.bad("a deck lists its `%s`" % key, spec, key if key in spec else None)
            lists.append([_def(sc, lib, x, items, index=j, want=want) for j, x in enumerate(items)])
        if not lists[0]:
            sc.bad("a deck has characters", spec, "characters")
        out.append(tuple(lists))
    first = _int(sc, d, "first", d["first"], 0, 1) if d.get("first") is not None else None
    return E.new_match(lib, out, seed=seed, rules=rules, first=first)
