"""Scenario files (scenario-format.md): set up a state, play steps, check expectations."""
from pathlib import Path

from . import engine as E
from .actions import skill_allowed
from . import yamlfile
from .defs import CARD_KINDS, DICE, DIE_INDEX, DAMAGE_TYPES
# building the match is scenario_setup's; `build` and `_entity` are used from here too
from .scenario_setup import build, _def, _dice, _entity, _int  # noqa: F401
from .yamlfile import line_of
from .view import NoPath, brief, lookup, matches, view

STEP_KEYS = {"player", "skill", "switch", "play", "target", "tune", "pay", "end", "choose",
             "reroll", "select", "technique", "error", "expect", "die", "note", "apply", "mulligan", "ties"}
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


class TiePicks:
    """A step's `ties: [NAME, ...]` (gicc's key): where an effect of the step picks among hand
    cards tied for the highest original cost, which the rules leave to chance, it takes the card
    named next (the differential oracle writes the one the reference engine took).  Every name
    must be used by such a pick, in order, and every such pick must have its name."""

    def __init__(self, sc, m, step):
        names = step["ties"]
        if not isinstance(names, list) or not names:
            sc.bad("`ties` is a list of the names of the hand cards taken, in order", step, "ties")
        for k, n in enumerate(names):
            _def(sc, m.lib, n, names, index=k, want=CARD_KINDS)    # an unknown card is a malformed step
        self.names = [str(n).lower() for n in names]
        self.used = 0
        self.problem = None

    def __call__(self, hand, tied):
        if self.used < len(self.names) and self.problem is None:
            want = self.names[self.used]
            hit = next((i for i in tied if want in (hand[i].defn.name.lower(), str(hand[i].defn.id))), None)
            if hit is not None:
                self.used += 1
                return hit
            self.problem = "`ties` names %s, not one of the tied cards %s" % (
                want, ", ".join(hand[i].defn.name for i in tied))
        elif self.problem is None:
            self.problem = "a tie among %s that `ties` does not name" % ", ".join(hand[i].defn.name for i in tied)
        return tied[0]

    def done(self, at):
        if self.problem is None and self.used < len(self.names):
            self.problem = "`ties` names %d card(s); the step picked among tied cards %d time(s)" % (
                len(self.names), self.used)
        if self.problem is not None:
            raise Failure("%s: %s" % (at, self.problem))


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
        ties = TiePicks(sc, m, step) if "ties" in step else None
        m.tie_picks = ties
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
        finally:
            m.tie_picks = None
        if want_error:
            raise Failure("%s: the action was accepted, but the step expects it to be refused" % at)
        if ties is not None:
            try:
                ties.done(at)
            except Failure as f:
                if mismatches is None:
                    raise
                mismatches.append(str(f))
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
