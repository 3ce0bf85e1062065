"""Scenario files (scenario-format.md): set up a state, play steps, check expectations."""
from pathlib import Path

from . import engine as E
from .actions import skill_allowed
from . import yamlfile
from .defs import CARD_KINDS, DICE, DIE_INDEX, DAMAGE_TYPES
from .damage import keep_applied
from .dice import counts_of
from .events import changed, dispatch, both, Ev
from .library import UnknownName
from .state import Character, Entity, HandCard, Match
from .yamlfile import line_of
from .view import NoPath, brief, lookup, matches, view

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
STEP_KEYS = {"player", "skill", "switch", "play", "target", "tune", "pay", "end", "choose",
             "reroll", "select", "technique", "error", "expect", "die", "note", "apply", "mulligan"}
RULE_KEYS = {"dice", "round_limit", "lunar_charged"}
# `select: N`: the Nth option offered
PICK_KINDS = ("pick_card", "pick_summon", "pick_character", "pick_own_summon", "pick_status", "pick_play")


class ScenarioError(Exception):
    """A malformed scenario: its message names the file and line."""


class Failure(Exception):
    pass


_line = line_of


class Scenario:
    def __init__(self, path, data):
        self.path = str(path)
        self.data = data
        self.name = str(data.get("name") or Path(path).stem)

    def where(self, node=None, key=None, index=None):
        ln = _line(node, key, index) if node is not None else None
        return "%s:%s" % (self.path, ln) if ln else self.path

    def bad(self, msg, node=None, key=None, index=None):
        raise ScenarioError("%s: %s" % (self.where(node, key, index), msg))

    def known_keys(self, node, known, what):
        """Refuse the first key of a mapping that is not one of `known`."""
        for k in node:
            if k not in known:
                self.bad("unknown %s `%s` (known: %s)" % (what, k, ", ".join(sorted(known))), node, k)


MAX_STEPS = 2000         # steps of one scenario (docs/errors.md "Limits of input files")


def load(path):
    try:
        data = yamlfile.load(path, "scenario")
    except yamlfile.YamlFileError as e:
        raise ScenarioError(str(e))
    if isinstance(data, dict) and isinstance(data.get("steps"), list) and len(data["steps"]) > MAX_STEPS:
        raise ScenarioError("%s:%d: more than %d steps: split the scenario" % (
            path, line_of(data, key="steps") or 1, MAX_STEPS))
    if not isinstance(data, dict):
        raise ScenarioError("%s:1: a scenario is a mapping with `players` and `steps`" % path)
    return Scenario(path, data)


# ---- building the match --------------------------------------------------------------------

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


# ---- steps ---------------------------------------------------------------------------------

def action_of(sc, m, step, i, steps):
    p = step.get("player")
    if isinstance(p, bool) or p not in (0, 1):
        sc.bad("an action step needs `player: 0` or `1`", step, "player" if "player" in step else None)
    if not isinstance(step.get("error", False), bool):
        sc.bad("`error` is true or false", step, "error")
    if "die" in step and (not isinstance(step["die"], str) or step["die"] not in DIE_INDEX):
        sc.bad("unknown die %r (dice: %s)" % (step["die"], " ".join(DICE)), step, "die")
    pl = m.players[p]
    kinds = [k for k in ("skill", "switch", "play", "tune", "end", "choose", "reroll", "select", "technique",
                         "mulligan") if k in step]
    if len(kinds) != 1:
        sc.bad("a step does one thing: one of skill, switch, play, tune, end, choose, reroll, select, technique, "
               "mulligan", step)
    k = kinds[0]
    v = step[k]
    pay = None
    if "pay" in step:
        pay = _dice(sc, step, "pay", step["pay"])
    if k == "skill":
        act = pl.characters[pl.active]
        named = [s for s in act.defn.skills
                 if (v == s.kind or str(v).lower() == s.name.lower() or v == s.id) and s.kind in ("normal", "elemental", "burst")]
        # a skill of a kind (`normal`): the one the character can use now (La Signora's forms)
        skill = next((s for s in named if skill_allowed(m, p, act, s)), named[0] if named else None)
        if skill is None:
            if v in ("normal", "elemental", "burst"):
                return E.Action("skill", p, skill=-1, payment=pay)
            sc.bad("%s has no skill %r" % (act.defn.name, v), step, "skill")
        return E.Action("skill", p, skill=skill.id, payment=pay)
    if k == "technique":
        # named by the card or status that grants it, by the technique's name, or by an id
        from .actions import techniques
        act = pl.characters[pl.active]
        key = str(v).lower()
        for e, s in techniques(act):
            if key in (s.name.lower(), e.defn.name.lower()) or v in (s.id, e.defn.id):
                return E.Action("technique", p, skill=s.id, payment=pay)
        if not any(key in (d.name.lower(), str(d.id)) or any(key == s.name.lower() or v == s.id for s in d.skills)
                   for d in m.lib.defs if any(s.kind == "technique" for s in d.skills)):
            sc.bad("no technique %r (name the card or status that grants it, or the technique)" % (v,), step, "technique")
        return E.Action("technique", p, skill=-1, payment=pay)     # refused by the engine with a reason
    if k == "switch":
        _int(sc, step, "switch", v)
        return E.Action("switch", p, index=v, payment=pay)
    if k in ("play", "tune"):
        d = _def(sc, m.lib, v, step, k)
        if d.kind not in CARD_KINDS:
            # a card and an entity may share a name (Toy Guard: the Simulanka card and its summon)
            d = next((x for x in m.lib.defs if x.kind in CARD_KINDS and x.name == d.name), d)
        idx = next((j for j, c in enumerate(pl.hand) if c.defn is d), None)
        if idx is None:
            idx = -1 - len(pl.hand)       # not in hand: refused by the engine with a reason
        if k == "tune":
            return E.Action("tune", p, index=idx, die=step.get("die"))
        t = step.get("target")
        ref = None
        if t is not None:
            if isinstance(t, bool):
                sc.bad("bad target", step, "target")
            if isinstance(t, int):
                ref = ("own", t)
            elif isinstance(t, dict) and "opponent" in t:
                ref = ("opp", _int(sc, t, "opponent", t["opponent"]))
            elif isinstance(t, str):
                side = E.entity_side(d)
                ref = ("entity", t) if side is None else ("entity", t, side)
            else:
                sc.bad("a target is an own character index, {opponent: index}, or a summon/support name", step, "target")
        else:
            from .actions import card_targets
            opts = card_targets(m, p, d)
            if opts and opts[0] is not None and d.target == "own_character":
                ref = ("own", pl.active)
        return E.Action("play", p, index=idx, target=ref, payment=pay)
    if k == "end":
        if v is not True:
            sc.bad("`end` is `end: true`", step, "end")
        return E.Action("end", p)
    if k == "choose":
        _int(sc, step, "choose", v)
        kind = m.pending[0].kind if m.pending and m.pending[0].kind in ("initial",) else "choose"
        return E.Action(kind, p, choice=v)
    if k == "mulligan":
        # the opening hand's cards to redraw, by their places in the hand
        if not isinstance(v, list) or any(isinstance(x, bool) or not isinstance(x, int) for x in v):
            sc.bad("`mulligan` is a list of hand card indices", step, "mulligan")
        return E.Action("mulligan", p, choice=list(v))
    if k == "reroll":
        if not isinstance(v, list) or any(not isinstance(x, str) or x not in DIE_INDEX for x in v):
            sc.bad("`reroll` is a list of dice", step, "reroll")
        return E.Action("reroll", p, dice=list(v))
    if k == "select":
        if m.pending and m.pending[0].kind == "swap_hand":
            return E.Action("select", p, choice=_hand_indices(sc, step, pl, v))
        if m.pending and m.pending[0].kind in PICK_KINDS and isinstance(v, int) and not isinstance(v, bool):
            # an option by its place among those offered (random offers from a growing library)
            opts = m.pending[0].options
            return E.Action("select", p, choice=opts[v] if 0 <= v < len(opts) else v)
        if m.pending and m.pending[0].kind in E.SELECT_KINDS:
            opts = m.pending[0].options
            hit = next((o for o in opts if str(o).lower() == str(v).lower()), v)
            return E.Action("select", p, choice=hit)
        return E.Action("select", p, choice=v)


def _hand_indices(sc, step, pl, names):
    """Hand cards to swap, named in a list (each name takes the first card of that name not
    taken yet); an index is taken as it is."""
    if not isinstance(names, list):
        sc.bad("the hand cards to swap are a list of card names (`select: []` swaps none)", step, "select")
    taken = []
    for n in names:
        if isinstance(n, int) and not isinstance(n, bool):
            taken.append(n)
            continue
        hit = next((i for i, c in enumerate(pl.hand) if i not in taken and isinstance(n, str)
                    and (c.defn.name.lower() == n.lower() or str(c.defn.id) == n)), None)
        if hit is None:
            sc.bad("no card %r left in the hand to swap" % (n,), step, "select")
        taken.append(hit)
    return taken


def settle(m, step=None):
    """Answer the decisions the next step does not make: keep the dice in a roll phase."""
    while m.pending and m.winner is None:
        d = m.pending[0]
        if d.kind != "reroll":
            return
        if step is not None and step.get("player") == d.player and "reroll" in step:
            return
        E.apply(m, E.Action("reroll", d.player, dice=[]))


def snapshot(m):
    return (view(m), m.rng.getstate(), [(d.player, d.kind, d.options) for d in m.pending],
            [[c.shock for c in p.hand] for p in m.players], [[(c.defn, c.made) for c in p.deck] for p in m.players],
            [[c.made for c in p.hand] for p in m.players])


def run(sc, lib, mismatches=None):
    """Play a scenario; raises Failure (a mismatch) or ScenarioError (malformed).  Given a
    list as `mismatches`, expectations that do not hold are collected there instead, and the
    steps go on (for `gicc state`, which is used while expectations are being written)."""
    m = build(sc, lib)

    def check(sc, m, step, at):
        try:
            check_expect(sc, m, step, at)
        except Failure as f:
            if mismatches is None:
                raise
            mismatches.append(str(f))

    steps = sc.data.get("steps") or []
    if not isinstance(steps, list):
        sc.bad("`steps` is a list", sc.data, "steps")
    for i, step in enumerate(steps):
        if not isinstance(step, dict):
            sc.bad("a step is a mapping", steps, index=i)
        sc.known_keys(step, STEP_KEYS, "step key")
        at = sc.where(steps, index=i)
        if "expect" in step and len([k for k in step if k != "note"]) == 1:
            settle(m)
            check(sc, m, step, at)
            continue
        settle(m, step)
        if "apply" in step:             # not an action: an element applied without damage
            apply_step(sc, m, step)
            if "expect" in step:
                settle(m)
                check(sc, m, step, at)
            continue
        a = action_of(sc, m, step, i, steps)
        want_error = bool(step.get("error", False))
        before = snapshot(m) if want_error else None
        try:
            E.apply(m, a)
        except E.IllegalAction as exc:
            if not want_error:
                raise Failure("%s: the action was refused: %s" % (at, exc))
            if snapshot(m) != before:
                raise Failure("%s: a refused action changed the match" % at)
            if "expect" in step:
                check(sc, m, step, at)
            continue
        if want_error:
            raise Failure("%s: the action was accepted, but the step expects it to be refused" % at)
        if "expect" in step:            # an action step may state what holds right after it
            settle(m)
            check(sc, m, step, at)
    return m


def apply_step(sc, m, step):
    """`{player: P, apply: ELEMENT, target: T}`: player P applies an element without damage to a
    character (own index, or {opponent: index}; default P's active one), the way an `apply`
    effect does — reactions happen with their no-damage effects.  It is no action: the turn
    does not pass.  It lets a scenario show reactions no card can set off yet."""
    for k in step:
        if k not in ("player", "apply", "target", "expect", "note"):
            sc.bad("an `apply` step takes player, apply, target (and expect), not `%s`" % k, step, k)
    p = step.get("player")
    if p not in (0, 1):
        sc.bad("an `apply` step needs `player: 0` or `1`", step)
    el = step["apply"]
    if el not in DAMAGE_TYPES[:7]:
        sc.bad("`apply` takes an element: %s" % " ".join(DAMAGE_TYPES[:7]), step, "apply")
    t = step.get("target")
    if t is None:
        ch = m.players[p].characters[m.players[p].active]
    elif isinstance(t, int) and not isinstance(t, bool) and 0 <= t < len(m.players[p].characters):
        ch = m.players[p].characters[t]
    elif isinstance(t, dict) and list(t) == ["opponent"] and isinstance(t["opponent"], int) \
            and 0 <= t["opponent"] < len(m.players[1 - p].characters):
        ch = m.players[1 - p].characters[t["opponent"]]
    else:
        sc.bad("an `apply` target is an own character index or {opponent: index}", step, "target")
    from . import damage as D
    from .resolution import resolve
    resolve(m, D.apply_without_damage, m, p, None, ch, el)


def check_expect(sc, m, step, at):
    exp = step["expect"]
    if not isinstance(exp, dict):
        sc.bad("`expect` is a mapping of paths to values", step, "expect")
    v = view(m)
    for path, want in exp.items():
        try:
            got = lookup(v, path)
        except NoPath:
            raise Failure("%s: no such path `%s`" % (at, path))
        if not matches(got, want):
            raise Failure("%s: %s is %r, expected %r" % (at, path, brief(got), _plain(want)))


def _plain(v):
    if isinstance(v, dict):
        return {k: _plain(x) for k, x in v.items()}
    if isinstance(v, list):
        return [_plain(x) for x in v]
    return v


def run_file(path, lib):
    """(passed, name, message) for one scenario file; never raises for a user's mistake."""
    try:
        sc = load(path)
    except ScenarioError as e:
        return False, Path(path).stem, str(e)
    try:
        run(sc, lib)
    except (Failure, ScenarioError) as e:
        return False, sc.name, str(e)
    except RecursionError:
        return False, sc.name, "%s: the match recursed too deeply" % path
    except Exception as e:
        from .library import card_location
        import sys
        loc = card_location(sys.exc_info()[2])
        where = " (in card code at %s:%d)" % loc if loc else ""
        return False, sc.name, "%s: internal error %s: %s%s" % (path, type(e).__name__, e, where)
    return True, sc.name, None


def discover(paths):
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(x for x in p.rglob("*.yaml") if x.is_file() and not _is_deck(x)))
        else:
            out.append(p)
    return out


def _is_deck(p):
    return "decks" in p.parts
