#!/usr/bin/env python3
"""The differential oracle: random matches played by the reference engine, written as scenarios.

    python tests/differential/oracle.py gen --seed N --games K --out DIR [--cards A,B,...]
    python tests/differential/oracle.py check [FILES/DIRS] [--strict]

`gen` plays K random legal matches in the reference engine (the `gitcg` package, 0.21.0, game
data v6.0.0; `pip install 'gicc[oracle]'`) and writes each one as a scenario file
(../shared/scenario-format.md): the state when round 1's action phase starts, then every step
with an `expect:` of what the reference engine shows after it.  Match i is seeded with N + i
alone (its decks, every choice of both players, and the engine's own random seed), so the same
seed writes the same file, byte for byte.  Dice are all Omni and the decks are not shuffled.

`check` runs gicc on scenario files (the runner of `gicc scenario`) and prints each file's first
mismatch; `--strict` compares the whole state after every step instead of only the keys the file
names there, which finds the step where gicc first parts from the reference engine.

docs/differential.md describes the files, the known differences of the reference engine and how
the tool avoids them.
"""
import argparse
import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

GITCG_VERSION = "0.21.0"
DATA_VERSION = "v6.0.0"
DEFAULT_MAX_STEPS = 60          # action steps per scenario (a whole match is often 150)
DICE_ORDER = ("omni", "cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")
GITCG_DICE = {1: "cryo", 2: "hydro", 3: "pyro", 4: "electro", 5: "anemo", 6: "geo", 7: "dendro", 8: "omni"}
DIE_CODE = {v: k for k, v in GITCG_DICE.items()}
GITCG_AURA = {0: [], 1: ["cryo"], 2: ["hydro"], 3: ["pyro"], 4: ["electro"], 7: ["dendro"],
              0x71: ["cryo", "dendro"]}
PHASES = {"initHands": "setup", "initActives": "setup", "roll": "roll", "action": "action",
          "end": "end", "gameEnd": "over"}
EQUIPMENT_KINDS = ("weapon", "artifact", "talent", "equipment", "technique")
# entity variables of the reference engine that mean the same as gicc's view keys
COMMON_VARS = ("usage", "duration", "shield")
# the reference engine's name of a counter -> gicc's name, for entities that keep one
COUNTERS = {
    322003: ("material", "transmutation_materials"),   # Timaeus
    322004: ("material", "forging_billets"),           # Wagner
    322007: ("pigeon", "pigeons"),                     # Timmie
    322008: ("collected", "collected"),                # Liben
    322009: ("inspiration", "inspiration"),            # Chang the Ninth
    323001: ("progress", "qualitative_progress"),      # Parametric Transformer
    114041: ("reliance", "indwelling"),                # Cyno's Pactsworn Pathclearer
    127011: ("vitality", "stacks"),                    # Jadeplume's Radical Vitality
    321011: ("count", "count"),                        # Vanarana
    323004: ("clue", "clue"),                          # Treasure-Seeking Seelie
}
LIBEN = 322008
IRON_TONGUE = 322011


class UsageError(Exception):
    """A mistake on the command line or a missing optional dependency: a message, no traceback."""


# ---- the gicc side ---------------------------------------------------------------------------

_LIB = None


def gicc_library():
    global _LIB
    if _LIB is None:
        from gicc.compiler.cli import load_library
        _LIB = load_library()           # None once it has reported why
        if _LIB is None:
            raise UsageError("the card library does not compile")
    return _LIB


def card_pool(lib, only=None):
    """(characters, action cards) of the 3.3 pool that a random deck draws from; `only` (names
    or ids, of any version) chooses them instead."""
    chars = [d for d in lib.characters() if not d.hidden and d.version == "3.3"]
    # `only` may name a card of any version (the later cards' own differential sets)
    every = [d for d in lib.cards() if not d.hidden and not (d.kind == "talent" and "no_equip" in d.flags)]
    cards = [d for d in every if d.version == "3.3"]
    if only:
        picked = set()
        for ref in only:
            try:
                d = lib.get(int(ref) if ref.isdigit() else ref)
            except LookupError:
                raise UsageError("--cards: unknown card %r" % ref)
            if d.kind != "character" and d not in every:
                raise UsageError("--cards: %s is not an action card a deck can hold" % d.name)
            picked.add(d.id)
        if any(lib.by_id[i].kind == "character" for i in picked):
            chars = [d for d in chars if d.id in picked] + [d for d in lib.characters() if d.id in picked and d not in chars]
        cards = [d for d in every if d.id in picked]
        if len(chars) < 3:
            raise UsageError("--cards: a deck needs 3 characters; name at least 3 (or none)")
    return chars, cards


def random_deck(rng, chars, cards):
    """Three characters and up to thirty action cards that obey the deck rules, in a random
    order (the draw pile's order: the decks are not shuffled)."""
    from gicc.runtime.decks import meets_deck_require
    picked = rng.sample(chars, 3)
    names = {c.name for c in picked}
    weapons = {c.weapon for c in picked}
    pool = [d for d in cards
            if not (d.kind == "weapon" and d.subtype not in weapons)
            and not (d.kind == "talent" and d.character not in names)
            and meets_deck_require(d, picked)]
    deck, counts = [], {}
    while len(deck) < 30 and pool:
        d = pool[rng.randrange(len(pool))]
        counts[d.id] = counts.get(d.id, 0) + 1
        deck.append(d)
        if counts[d.id] >= (1 if d.kind == "arcane_legend" else 2):
            pool.remove(d)
    return picked, deck


# ---- the reference engine's state ----------------------------------------------------------

def decode_state(text):
    """The reference engine's state JSON (a store of values that refer to each other by index)
    as plain nested data."""
    d = json.loads(text)
    store = d["store"]
    memo = {}

    def ref(i):
        if i not in memo:
            memo[i] = conv(store[i])
        return memo[i]

    def conv(v):
        if isinstance(v, dict):
            if set(v) == {"$"}:
                return ref(v["$"])
            if "$$" in v:
                return {"def": v["$$"], "id": v["id"]}
            return {k: conv(x) for k, x in v.items()}
        if isinstance(v, list):
            return [conv(x) for x in v]
        return v

    return conv(store[-1])


class Names:
    """gicc's name of a definition id (the engines share ids); the reference's name, or the id,
    for one gicc does not have."""

    def __init__(self, lib):
        self.lib = lib
        self.ref = {}
        self.text_less = set()
        base = ROOT.parent / "shared" / "reference"
        for f in ("characters", "action_cards", "entities"):
            p = base / ("%s.json" % f)
            if p.exists():
                for x in json.loads(p.read_text(encoding="utf-8")):
                    self.ref.setdefault(x["id"], (x["names"]["en"], f))
                    text = (x.get("description") or {})
                    if f == "entities" and isinstance(text, dict) and not any(text.values()):
                        self.text_less.add(x["id"])

    def __call__(self, i):
        d = self.lib.by_id.get(i)
        if d is not None:
            return d.name
        return self.ref.get(i, (str(i), None))[0]

    def helper(self, i):
        """An entity the reference engine keeps for its own bookkeeping: one gicc does not have
        whose reference entry has no text (Sprawling Greenery's damage helpers)."""
        if i in self.lib.by_id:
            return False
        return i in self.text_less

    def is_equipment(self, i):
        d = self.lib.by_id.get(i)
        if d is not None:
            return d.kind in EQUIPMENT_KINDS
        return self.ref.get(i, (None, None))[1] == "action_cards"

    def counters(self, i):
        d = self.lib.by_id.get(i)
        return tuple(d.counters) if d is not None else ()

    def has(self, i, field):
        """Whether gicc's entity of that id keeps `field` (usage, duration, shield)."""
        d = self.lib.by_id.get(i)
        return d is not None and getattr(d, field, None) is not None


def dice_names(codes):
    names = [GITCG_DICE[c] for c in codes]
    return sorted(names, key=DICE_ORDER.index)


def entity_fields(names, e, prefix, out):
    i = e["definition"]["id"]
    v = e.get("variables") or {}
    for k in COMMON_VARS:
        if k in v and names.has(i, k):
            out["%s.%s" % (prefix, k)] = v[k]
    if i in COUNTERS:
        theirs, ours = COUNTERS[i]
        if theirs in v and ours in names.counters(i):
            out["%s.%s" % (prefix, ours)] = v[theirs]


def initial_entity(names, e):
    """An entity of the starting state as a scenario spec: its name and the fields gicc keeps."""
    fields = {}
    entity_fields(names, e, "x", fields)
    spec = {"name": names(e["definition"]["id"])}
    spec.update({k[2:]: v for k, v in fields.items()})
    return spec if len(spec) > 1 else spec["name"]


def flatten(names, r):
    """The reference state as gicc's state view: {dotted path: value}, in a fixed order."""
    out = {}
    phase = PHASES.get(r["phase"], r["phase"])
    out["round"] = r["roundNumber"]
    out["phase"] = phase
    out["winner"] = r.get("winner")
    if phase == "over":
        # the reference engine stops at the defeat that ends the match: what the skill would
        # have done after it (energy, discarding the last character's attachments, replacing a
        # field) never happens there, so only who won and the characters' HP are compared
        out["winner"] = "draw" if out["winner"] is None else out["winner"]
        for pi, p in enumerate(r["players"]):
            for ci, c in enumerate(p["characters"]):
                out["players.%d.characters.%d.hp" % (pi, ci)] = c["variables"]["health"]
                out["players.%d.characters.%d.defeated" % (pi, ci)] = not c["variables"]["alive"]
        return out
    for pi, p in enumerate(r["players"]):
        pre = "players.%d" % pi
        ids = [c["id"] for c in p["characters"]]
        out[pre + ".active"] = ids.index(p["activeCharacterId"])
        if phase == "action":       # the reference engine clears it when the End Phase begins
            out[pre + ".declared_end"] = bool(p["declaredEnd"])
        out[pre + ".dice"] = dice_names(p["dice"])
        out[pre + ".hand"] = [names(h["definition"]["id"]) for h in p["hands"]]
        out[pre + ".deck_count"] = len(p["pile"])
        for key, zone in (("combat_statuses", "combatStatuses"), ("summons", "summons"), ("supports", "supports")):
            ents = [e for e in p[zone] if not names.helper(e["definition"]["id"])]
            out["%s.%s" % (pre, key)] = [names(e["definition"]["id"]) for e in ents]
            for ei, e in enumerate(ents):
                entity_fields(names, e, "%s.%s.%d" % (pre, key, ei), out)
        for ci, c in enumerate(p["characters"]):
            cp = "%s.characters.%d" % (pre, ci)
            v = c["variables"]
            out[cp + ".hp"] = v["health"]
            out[cp + ".energy"] = v["energy"]
            if v["aura"] not in GITCG_AURA:
                raise RuntimeError("unknown aura code %r in the reference state" % v["aura"])
            out[cp + ".aura"] = list(GITCG_AURA[v["aura"]])
            out[cp + ".defeated"] = not v["alive"]
            sts = [e for e in c["entities"] if not names.is_equipment(e["definition"]["id"])
                   and not names.helper(e["definition"]["id"])]
            eqs = [e for e in c["entities"] if names.is_equipment(e["definition"]["id"])]
            out[cp + ".statuses"] = [names(e["definition"]["id"]) for e in sts]
            for ei, e in enumerate(sts):
                entity_fields(names, e, "%s.statuses.%d" % (cp, ei), out)
            out[cp + ".equipment"] = [names(e["definition"]["id"]) for e in eqs]
            for ei, e in enumerate(eqs):
                entity_fields(names, e, "%s.equipment.%d" % (cp, ei), out)
    return out


# ---- playing in the reference engine --------------------------------------------------------

def import_gitcg():
    try:
        import gitcg  # noqa: F401
    except ImportError:
        raise UsageError("the reference engine is not installed: pip install 'gicc[oracle]' "
                         "(or pip install gitcg==%s); `check` runs without it" % GITCG_VERSION)
    import gitcg
    from importlib.metadata import version, PackageNotFoundError
    try:
        v = version("gitcg")
    except PackageNotFoundError:
        v = None
    if v != GITCG_VERSION:
        raise UsageError("gitcg %s is installed; the oracle is written for gitcg %s "
                         "(pip install gitcg==%s)" % (v, GITCG_VERSION, GITCG_VERSION))
    return gitcg


class Retry(Exception):
    pass


class Recorder:
    """Plays one match in the reference engine with random choices and records every step.

    A step that used the engine's random generator is taken back: the match is resumed from the
    engine's last resumable state before it, the decisions since then are answered as before, and
    that decision is made again without the choice that led there (when no choice is left, the
    decision before it is made again; when that fails too, the scenario ends before the step).
    A step that hits a known difference of the reference engine ends the scenario before it."""

    def __init__(self, gitcg, names, rng, max_steps):
        self.gitcg, self.names, self.rng, self.max_steps = gitcg, names, rng, max_steps
        self.game = None
        self.start = None          # the raw state when round 1's action phase starts
        self.steps = []            # [(step dict, raw state after it)]
        self.pending = None        # (step, state before it, decision number) waiting for its state
        self.cut = None            # why the scenario ends before the match does
        self.error = None          # an exception inside a callback of the engine
        self.answers = []          # every answer given, by decision number
        self.banned = {}           # decision number -> choices that must not be made again
        self.retry = None          # a decision to take back
        self.avoided = []          # what was taken back, and why
        self.snapshots = []        # the engine's last resumable states, with the recorder's
        self.asked = 0             # decisions asked so far
        self.retries = 0
        self.replay_until = 0      # decisions below this one are answered as before

    def observe(self):
        """The state now; it is the state after the step answered last, which is recorded (or
        taken back, see the class)."""
        r = decode_state(self.game.json())
        if self.pending is not None:
            step, before, n, choice = self.pending
            self.pending = None
            reason = self.difference(before, r, step)
            if reason and not reason.startswith("random"):
                # no other choice avoids it for long (every round ends with dice left): the
                # scenario ends before this step
                self.cut = reason
                return r
            if reason:
                self.retries += 1
                if self.retries >= 80:
                    self.cut = "too many steps taken back; the last: %s" % reason
                    return r
                self.banned.setdefault(n, set()).add(choice)
                self.avoided.append(reason)
                self.retry = (n, reason)
                return r
            self.steps.append((step, r))
            if len(self.steps) >= self.max_steps:
                self.cut = "the step limit (%d)" % self.max_steps
        return r

    def difference(self, before, after, step):
        """Why the step just taken cannot be a test: it used the engine's random generator (gicc
        rolls its own), or it hits a known difference of the reference engine."""
        if before["iterators"]["random"] != after["iterators"]["random"]:
            return "random: %s used the reference engine's random generator" % describe(step)
        if after["roundNumber"] != before["roundNumber"] or after["phase"] == "gameEnd":
            # an End Phase ran in this step; the dice held before it are the ones left unused
            for pi in (0, 1):
                now = {e["id"]: e for e in after["players"][pi]["supports"]}
                kinds = len(set(before["players"][pi]["dice"]))
                for e in before["players"][pi]["supports"]:
                    if e["definition"]["id"] != LIBEN:
                        continue
                    was = e["variables"].get("collected", 0)
                    ours = was + min(kinds, 3 - was)       # one die of each type, as the card says
                    theirs = now[e["id"]]["variables"].get("collected", 0) if e["id"] in now else 3
                    if (ours >= 3) != (theirs >= 3) or (ours < 3 and theirs != ours):
                        return ("liben-omni: after %s Liben went from %d to %d collected dice "
                                "holding %d kinds (the card: %d)" % (describe(step), was, theirs, kinds, ours))
                # Iron Tongue Tian: the card charges a character without full energy; the
                # reference engine also spends a use when only defeated characters lack it
                chars = before["players"][pi]["characters"]
                short = any(c["variables"]["alive"] and c["variables"]["energy"] < c["variables"]["maxEnergy"] for c in chars)
                for e in before["players"][pi]["supports"]:
                    if e["definition"]["id"] == IRON_TONGUE and not short:
                        left = now[e["id"]]["variables"].get("usage") if e["id"] in now else 0
                        if left != e["variables"].get("usage"):
                            return ("iron-tongue-defeated: after %s Iron Tongue Tian spent a use with "
                                    "no living character short of energy" % describe(step))
        return None

    def decide(self, options, fresh):
        """The answer to the next decision: as before when it is replayed, else `fresh` over the
        options not banned (None when every option is banned)."""
        n = self.asked
        self.asked += 1
        if n < self.replay_until:
            return n, self.answers[n]
        allowed = [o for o in options if o not in self.banned.get(n, ())]
        if not allowed:
            return n, None
        choice = fresh(allowed)
        del self.answers[n:]
        self.answers.append(choice)
        return n, choice

    def build(self, who):
        """A player of the reference engine that answers with the recorder's random choices.  An
        exception cannot cross the engine's callbacks: it is kept and raised after the step, and
        once the match is cut (or a step is to be taken back) every question gets a plain answer
        until the engine pauses."""
        gitcg = self.gitcg
        P = gitcg.proto
        rec = self

        def halted():
            return rec.cut is not None or rec.error is not None or rec.retry is not None

        def guard(fn, plain):
            def call(this, req):
                if halted():
                    return plain(req)
                try:
                    return fn(req)
                except Exception:                  # a tool bug: shown after the step
                    import traceback
                    rec.error = traceback.format_exc()
                    return plain(req)
            return call

        def no_choice(n):
            rec.back_off(n)

        def action(req):
            if rec.start is None:
                r = decode_state(rec.game.json())
                rec.start = r
            else:
                r = rec.observe()
                if halted():
                    return end_turn(req)
            opts = rec.action_options(who, req, r)
            n, i = rec.decide([o[1] for o in opts], lambda allowed: rec.weighted(opts, allowed))
            if i is None:
                no_choice(n)
                return end_turn(req)
            step, dice = rec.action_step(who, req.action[i], r, next(o for o in opts if o[1] == i))
            rec.pending = (step, r, n, i)
            return P.ActionResponse(chosen_action_index=i, used_dice=dice)

        def end_turn(req):
            i = next(i for i, a in enumerate(req.action) if a.HasField("declare_end"))
            return P.ActionResponse(chosen_action_index=i)

        def choose(req):
            cands = list(req.candidate_ids)
            r = rec.observe() if rec.start is not None else None
            if halted():
                return P.ChooseActiveResponse(active_character_id=cands[0])
            n, pick = rec.decide(cands, lambda allowed: allowed[rec.rng.randrange(len(allowed))])
            if pick is None:
                no_choice(n)
                return P.ChooseActiveResponse(active_character_id=cands[0])
            if r is not None:
                ids = [c["id"] for c in r["players"][who]["characters"]]
                rec.pending = ({"player": who, "choose": ids.index(pick)}, r, n, pick)
            return P.ChooseActiveResponse(active_character_id=pick)

        def select(req):
            cands = list(req.candidate_definition_ids)
            r = rec.observe()
            if halted():
                return P.SelectCardResponse(selected_definition_id=cands[0])
            n, pick = rec.decide(cands, lambda allowed: allowed[rec.rng.randrange(len(allowed))])
            if pick is None:
                no_choice(n)
                return P.SelectCardResponse(selected_definition_id=cands[0])
            rec.pending = ({"player": who, "select": rec.names(pick)}, r, n, pick)
            return P.SelectCardResponse(selected_definition_id=pick)

        def counted(fn):
            def call(req):
                rec.decide([None], lambda allowed: None)      # keeps the decision numbers aligned
                return fn(req)
            return call

        class Agent(gitcg.Player):
            def on_notify(self, n):
                pass

            def on_io_error(self, msg):
                if not halted():
                    rec.error = "the reference engine refused an answer: %s" % msg

            # no hand is switched and no die rerolled: with Omni dice there is nothing to gain
            # (and gicc's runner keeps the dice of a roll phase no step rerolls)
            on_switch_hands = guard(counted(lambda req: P.SwitchHandsResponse()), lambda req: P.SwitchHandsResponse())
            on_reroll_dice = guard(counted(lambda req: P.RerollDiceResponse()), lambda req: P.RerollDiceResponse())
            on_action = guard(action, end_turn)
            on_choose_active = guard(choose, lambda req: P.ChooseActiveResponse(active_character_id=req.candidate_ids[0]))
            on_select_card = guard(select, lambda req: P.SelectCardResponse(selected_definition_id=req.candidate_definition_ids[0]))

        return Agent()

    def back_off(self, n):
        """Every choice at decision n is banned: take back the last real choice before it."""
        self.retries += 1
        for k in range(n - 1, max(-1, n - 12), -1):
            if k < len(self.answers) and self.answers[k] is not None and self.retries < 80:
                self.banned.setdefault(k, set()).add(self.answers[k])
                self.retry = (k, "no choice was left at decision %d" % n)
                return
        self.cut = "no choice is left at decision %d: %s" % (n, "; ".join(self.avoided[-3:]))

    def weighted(self, opts, allowed):
        """A random option among the allowed ones, skills and cards likelier than switching or
        ending the round, so that matches move on."""
        opts = [o for o in opts if o[1] in allowed]
        total = sum(o[0] for o in opts)
        x = self.rng.randrange(total)
        for o in opts:
            if x < o[0]:
                return o[1]
            x -= o[0]
        raise AssertionError("unreachable")

    def action_options(self, who, req, r):
        me = r["players"][who]
        held = [GITCG_DICE[c] for c in me["dice"]]
        act = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
        active_el = self.names.lib.by_id[act["definition"]["id"]].element
        out = []
        # the engine lists each copy of a hand card; gicc plays (and tunes) the first copy of a
        # name, so only that copy's actions are taken (else the hands' orders part)
        # and a summon or support of a name that stands twice is named by its first one
        pos = {h["id"]: n for n, h in enumerate(me["hands"])}
        ents = {}
        for side, p in enumerate((me, r["players"][1 - who])):
            for zone in ("summons", "supports"):
                for n, e in enumerate(p[zone]):
                    ents[e["id"]] = ((side, zone, e["definition"]["id"]), n)
        first = {}
        for i, a in enumerate(req.action):
            kind = a.WhichOneof("action")
            if kind in ("play_card", "elemental_tuning"):
                cid = a.play_card.card_id if kind == "play_card" else a.elemental_tuning.removed_card_id
                did = next(h["definition"]["id"] for h in me["hands"] if h["id"] == cid)
                targets = list(a.play_card.target_ids) if kind == "play_card" else []
                key = (kind, did, tuple(ents[t][0] if t in ents else t for t in targets))
                rank = (pos[cid],) + tuple(ents[t][1] if t in ents else 0 for t in targets)
                if key not in first or rank < first[key][1]:
                    first[key] = (i, rank)
        keep = {i for i, _ in first.values()}
        for i, a in enumerate(req.action):
            if a.validity != 0:
                continue
            kind = a.WhichOneof("action")
            if kind in ("play_card", "elemental_tuning") and i not in keep:
                continue
            if kind == "elemental_tuning":
                # the engine lists tuning even when only Omni dice are held; a die is needed
                tunable = sorted({d for d in held if d not in ("omni", active_el)}, key=DICE_ORDER.index)
                if tunable:
                    out.append((1, i, kind, tunable))
                continue
            out.append(({"use_skill": 4, "play_card": 3, "switch_active": 1, "declare_end": 1}[kind], i, kind, None))
        return out

    def action_step(self, who, a, r, opt):
        """The scenario step of an action, and the dice it is paid with."""
        _, _, kind, extra = opt
        me = r["players"][who]
        held = [GITCG_DICE[c] for c in me["dice"]]
        step = {"player": who}
        chars = [c["id"] for c in me["characters"]]
        opp = [c["id"] for c in r["players"][1 - who]["characters"]]
        dice = list(a.auto_selected_dice)
        after = []
        if kind == "use_skill":
            sid = a.use_skill.skill_definition_id
            act = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
            cdef = self.names.lib.by_id.get(act["definition"]["id"])
            sk = next((s for s in cdef.skills if s.id == sid), None) if cdef else None
            step["skill"] = sk.name if sk is not None else sid
        elif kind == "switch_active":
            step["switch"] = chars.index(a.switch_active.character_id)
        elif kind == "declare_end":
            step["end"] = True
        elif kind == "elemental_tuning":
            die = extra[self.rng.randrange(len(extra))]
            card = next(h for h in me["hands"] if h["id"] == a.elemental_tuning.removed_card_id)
            step["tune"] = self.names(card["definition"]["id"])
            if len(extra) > 1:
                step["die"] = die
            dice = [DIE_CODE[die]]
        elif kind == "play_card":
            pc = a.play_card
            step["play"] = self.names(pc.card_definition_id)
            targets = list(pc.target_ids)
            ents = {}
            for side, p in ((0, me), (1, r["players"][1 - who])):
                for zone in ("summons", "supports"):
                    for e in p[zone]:
                        ents[e["id"]] = (side, zone, e)
            card_def = self.names.lib.by_id.get(pc.card_definition_id)
            if card_def is not None and card_def.kind == "support" and targets and targets[0] in ents:
                # a full support zone: the card names the support that makes room
                after.append({"player": who, "select": self.names(ents[targets[0]][2]["definition"]["id"])})
                targets = targets[1:]
            for n, t in enumerate(targets):
                if t in chars:
                    ref = chars.index(t)
                elif t in opp:
                    ref = {"opponent": opp.index(t)}
                elif t in ents:
                    ref = self.names(ents[t][2]["definition"]["id"])
                else:
                    raise RuntimeError("unknown target id %r of %s" % (t, step["play"]))
                if n == 0:
                    step["target"] = ref
                else:     # a second target (Master of Weaponry): the character receiving it
                    cid = me["characters"][ref]["definition"]["id"] if isinstance(ref, int) else None
                    after.append({"player": who, "select": self.names(cid) if cid else ref})
        cost = sum(q.count for q in a.required_cost if q.type not in (9, 10))  # not energy, legend
        if dice and (cost and any(d != "omni" for d in held)) and kind != "elemental_tuning":
            step["pay"] = dice_names(dice)
        if after:
            step["then"] = after
        return step, dice

    def play(self, decks, seed):
        gitcg = self.gitcg
        ll = gitcg.low_level
        cp = gitcg.CreateParam(deck0=gitcg.Deck(*decks[0]), deck1=gitcg.Deck(*decks[1]), version=DATA_VERSION)
        cp.set_attr(ll.ATTR_CREATEPARAM_NO_SHUFFLE_0, 1)
        cp.set_attr(ll.ATTR_CREATEPARAM_NO_SHUFFLE_1, 1)
        cp.set_attr(ll.ATTR_STATE_CONFIG_RANDOM_SEED, seed & 0x7fffffff)
        state = gitcg.State(create_param=cp)
        while True:
            self.run(state)
            if self.error is not None:
                raise RuntimeError("while playing seed %d: %s" % (seed, self.error))
            if self.retry is None:
                break
            n, reason = self.retry
            self.retry = None
            snap = next((x for x in reversed(self.snapshots) if x[0] <= n), None)
            if snap is None:
                self.cut = "cannot take back %s (no resumable state before it)" % reason
                break
            count, text, nsteps, pending, start = snap
            self.snapshots = [x for x in self.snapshots if x[0] <= count]
            state = gitcg.State(json=text)
            self.steps = self.steps[:nsteps]
            self.pending, self.start = pending, start
            self.asked = count
            self.replay_until = n               # decisions count..n-1 as before, n anew
            for k in [k for k in self.banned if k > n]:
                del self.banned[k]              # later decisions are other decisions now

    def run(self, state):
        gitcg = self.gitcg
        ll = gitcg.low_level
        self.game = gitcg.Game(state=state)
        self.game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
        self.game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
        self.agents = [self.build(0), self.build(1)]
        self.game.set_player(0, self.agents[0])
        self.game.set_player(1, self.agents[1])
        self.game.start()
        while self.game.is_running() and self.cut is None and self.error is None and self.retry is None:
            if self.game.is_resumable():
                self.snapshots.append((self.asked, self.game.json(), len(self.steps), self.pending, self.start))
                del self.snapshots[:-40]
            self.game.step()
        if self.cut is None and self.error is None and self.retry is None:
            if self.game.status() == gitcg.GameStatus.ABORTED:
                self.cut = "the reference engine stopped: %s" % self.game.error()
            else:
                self.observe()                # the state after the last step: the match is over

def describe(step):
    return ", ".join("%s: %s" % (k, v) for k, v in step.items() if k != "then")


# ---- writing a scenario ---------------------------------------------------------------------

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9 '!.()-]*$")
_RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "y", "n", "~"}


def y(v):
    """A value in YAML flow style (deterministic)."""
    if v is None:
        return "null"
    if v is True:
        return "true"
    if v is False:
        return "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        if _PLAIN.match(v) and v.lower() not in _RESERVED and not v.endswith(" "):
            return v
        return json.dumps(v)
    if isinstance(v, list):
        return "[" + ", ".join(y(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{" + ", ".join("%s: %s" % (k, y(x)) for k, x in v.items()) + "}"
    raise TypeError(v)


def scenario_text(seed, names, decks, rec, args_line):
    r0 = rec.start
    lines = [
        "# Written by the differential oracle from a match played by the reference engine",
        "# (gitcg %s, game data %s): %s" % (GITCG_VERSION, DATA_VERSION, args_line),
        "# Do not edit by hand; docs/differential.md says how to regenerate and check it.",
        "name: differential %d" % seed,
        "description: %s" % y("%s vs %s; Omni dice, unshuffled decks; cut: %s" % (
            " / ".join(names(c) for c in decks[0][0]), " / ".join(names(c) for c in decks[1][0]),
            rec.cut or "the match ended")),
        "tags: [differential]",
        "rules: {dice: omni}",
        "round: 1",
        "first: %d" % r0["currentTurn"],
        "players:",
    ]
    for pi, p in enumerate(r0["players"]):
        lines.append("- characters:")
        for c in p["characters"]:
            v = c["variables"]
            spec = {"card": names(c["definition"]["id"])}
            if v["health"] != v["maxHealth"]:
                spec["hp"] = v["health"]
            if v["energy"]:
                spec["energy"] = v["energy"]
            if GITCG_AURA[v["aura"]]:
                spec["aura"] = GITCG_AURA[v["aura"]]
            sts = [e for e in c["entities"] if not names.is_equipment(e["definition"]["id"])
                   and not names.helper(e["definition"]["id"])]
            if sts:
                # what set-up attached (a passive on the first active character, such as
                # Kamisato Art: Senho's infusion, is no start-of-battle effect the runner replays)
                spec["statuses"] = [initial_entity(names, e) for e in sts]
            lines.append("    - %s" % y(spec) if len(spec) > 1 else "    - %s" % y(spec["card"]))
        cst = [e for e in p["combatStatuses"] if not names.helper(e["definition"]["id"])]
        if cst:
            lines.append("  combat_statuses: %s" % y([initial_entity(names, e) for e in cst]))
        lines.append("  active: %d" % [c["id"] for c in p["characters"]].index(p["activeCharacterId"]))
        lines.append("  dice: %s" % y(dice_names(p["dice"])))
        lines.append("  hand: %s" % y([names(h["definition"]["id"]) for h in p["hands"]]))
        lines.append("  deck: %s" % y([names(h["definition"]["id"]) for h in p["pile"]]))
    lines.append("steps:")
    prev = flatten(names, r0)
    lines.append("- expect:")
    lines.extend("    %s: %s" % (k, y(v)) for k, v in prev.items())
    last_round = r0["roundNumber"]
    for n, (step, r) in enumerate(rec.steps):
        then = step.get("then", [])
        lines.append("- %s" % y({k: v for k, v in step.items() if k != "then"}))
        for t in then:
            lines.append("- %s" % y(t))
        cur = flatten(names, r)
        full = n == len(rec.steps) - 1 or (cur["round"] != last_round and cur["phase"] == "action")
        last_round = cur["round"] if cur["phase"] == "action" else last_round
        changed = {k for k, v in cur.items() if prev.get(k, object()) != v}
        # a changed list of entities: every one of its fields with it
        keys = [k for k in cur if full or k in changed or _parent(k) in changed]
        if keys:
            lines.append("- expect:")
            lines.extend("    %s: %s" % (k, y(cur[k])) for k in keys)
        prev = cur
    return "\n".join(lines) + "\n"


def _parent(key):
    """The key of the list of entities a field key belongs to (`...summons.0.usage` ->
    `...summons`), or None."""
    parts = key.split(".")
    return ".".join(parts[:-2]) if len(parts) > 2 and parts[-2].isdigit() else None


def gen_one(seed, only, out, max_steps, args_line):
    gitcg = import_gitcg()
    lib = gicc_library()
    names = Names(lib)
    rng = random.Random(seed)
    chars, cards = card_pool(lib, only)
    decks = []
    for _ in range(2):
        cs, deck = random_deck(rng, chars, cards)
        decks.append(([c.id for c in cs], [d.id for d in deck]))
    rec = Recorder(gitcg, names, rng, max_steps)
    rec.play(decks, seed)
    if rec.start is None:
        return None, "the match never reached round 1's action phase (%s)" % rec.cut
    text = scenario_text(seed, names, decks, rec, args_line.replace("{seed}", str(seed)))
    path = Path(out) / ("d%d.yaml" % seed)
    path.write_text(text, encoding="utf-8")
    return path, rec


def cmd_gen(args):
    only = [x.strip() for x in ",".join(args.cards or []).split(",") if x.strip()] or None
    import_gitcg()
    lib = gicc_library()
    card_pool(lib, only)                              # refuse a bad --cards before any match
    out = Path(args.out)
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise UsageError("cannot write to %s: %s" % (out, e.strerror or e))
    seeds = [args.seed + i for i in range(args.games)]
    # the command that writes this one file again (the same with any --games that covers it)
    import shlex
    line = "gen --seed {seed} --games 1%s" % (" --cards " + shlex.quote(",".join(only)) if only else "")
    if args.max_steps != DEFAULT_MAX_STEPS:
        line += " --max-steps %d" % args.max_steps
    work = [(s, only, str(out), args.max_steps, line) for s in seeds]
    if args.jobs > 1:
        import multiprocessing
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(_gen_job, work, chunksize=1)
    else:
        results = [_gen_job(w) for w in work]
    bad = 0
    for s, (path, info) in zip(seeds, results):
        if path is None:
            bad += 1
            print("seed %d: no scenario: %s" % (s, info))
        else:
            print("%s: %d steps; %s" % (path, info[0], info[1]))
    print("%d scenarios written to %s" % (len(seeds) - bad, out))
    return 0


def _gen_job(w):
    path, rec = gen_one(*w)
    if path is None:
        return None, rec
    return str(path), (len([s for s, _ in rec.steps if "player" in s]), "cut: " + (rec.cut or "the match ended"))


# ---- checking gicc ---------------------------------------------------------------------------

def discover(paths):
    out = []
    for p in paths:
        p = Path(p)
        if p.is_dir():
            out.extend(sorted(p.rglob("*.yaml")))
        elif p.exists():
            out.append(p)
        else:
            raise UsageError("no such file or folder: %s" % p)
    return out


def strict_check(path, lib, every=False):
    """Run the scenario in gicc comparing the whole expected state (the file's first expect, with
    every later expect applied over it) after every step: the first difference, or None."""
    from gicc.runtime import scenario as S
    from gicc.runtime import engine as E
    from gicc.runtime.view import view, lookup, matches, brief, NoPath
    sc = S.load(path)
    m = S.build(sc, lib)
    want = {}
    steps = sc.data.get("steps") or []
    for i, step in enumerate(steps):
        at = sc.where(steps, index=i)
        if "expect" in step and len(step) == 1:
            for k, w in step["expect"].items():
                # a list of entities anew: what its old members kept goes with them
                for old in [x for x in want if x.startswith(k + ".")]:
                    del want[old]
                want[k] = w
            if want.get("phase") == "over":         # the match is over: only these count
                for k in [k for k in want if not (k in ("round", "phase", "winner") or k.endswith((".hp", ".defeated")))]:
                    del want[k]
            if want.get("phase") != "action":       # compared in the action phase only
                for k in [k for k in want if k.endswith(".declared_end")]:
                    del want[k]
            S.settle(m)
            v = view(m)
            bad = []
            for k, w in want.items():
                try:
                    got = lookup(v, k)
                except NoPath:
                    bad.append("no such path `%s`" % k)
                    continue
                if not matches(got, w):
                    bad.append("%s is %r, expected %r" % (k, brief(got), S._plain(w)))
            if bad:
                return "%s: %s" % (at, "; ".join(bad if every else bad[:1]))
            continue
        S.settle(m, step)
        a = S.action_of(sc, m, step, i, steps)
        try:
            E.apply(m, a)
        except E.IllegalAction as exc:
            return "%s: the action was refused: %s" % (at, exc)
    return None


def cmd_check(args):
    from gicc.runtime.scenario import run_file
    lib = gicc_library()
    files = discover(args.paths or [HERE / "scenarios"])
    if not files:
        raise UsageError("no scenario files in %s" % " ".join(args.paths))
    known = load_known()
    passed = failed = 0
    for f in files:
        if args.strict:
            try:
                msg = strict_check(f, lib, args.every)
            except Exception as e:           # a malformed file or a crash: the runner's word
                ok, _, msg = run_file(f, lib)
                msg = msg or "%s: %s: %s" % (f, type(e).__name__, e)
            ok = msg is None
        else:
            ok, _, msg = run_file(f, lib)
        tag = " [known: %s]" % known[f.name] if f.name in known else ""
        if ok:
            passed += 1
            if not args.quiet:
                print("PASS %s%s" % (f, tag))
        else:
            failed += 1
            print("FAIL %s%s: %s" % (f, tag, msg))
    print("%d passed, %d failed" % (passed, failed))
    return 0 if failed == 0 else 1


def cmd_coverage(args):
    """Which cards of the 3.3 pool the files' decks hold and their steps play (characters: use a
    skill), and which none does."""
    from ruamel.yaml import YAML
    lib = gicc_library()
    chars, cards = card_pool(lib)
    files = discover(args.paths or [HERE / "scenarios"])
    in_deck, played, used = {}, {}, {}
    for f in files:
        data = YAML(typ="safe").load(f.read_text(encoding="utf-8"))
        actives = []
        for p in data["players"]:
            cs = [lib.get(c["card"] if isinstance(c, dict) else c) for c in p["characters"]]
            actives.append([cs, p.get("active", 0)])
            for d in cs + [lib.get(n) for n in (p.get("hand") or []) + (p.get("deck") or [])]:
                in_deck[d.id] = in_deck.get(d.id, 0) + 1
        for st in data.get("steps") or []:
            if "play" in st:
                d = lib.get(st["play"])
                played[d.id] = played.get(d.id, 0) + 1
            if "switch" in st or "choose" in st:
                actives[st["player"]][1] = st.get("switch", st.get("choose"))
            if "skill" in st:
                cs, a = actives[st["player"]]
                used[cs[a].id] = used.get(cs[a].id, 0) + 1
    rows = []
    for d in chars + cards:
        n = used.get(d.id, 0) if d.kind == "character" else played.get(d.id, 0)
        rows.append((d.kind, d.id, d.name, in_deck.get(d.id, 0), n))
    print("%d files; %d of %d pool cards in some deck; %d of %d played (characters: a skill used)" % (
        len(files), sum(1 for r in rows if r[3]), len(rows), sum(1 for r in rows if r[4]), len(rows)))
    for kind, i, name, nd, n in rows:
        if args.all or not n:
            print("  %-14s %6d %-45s in decks %4d  %s %d" % (kind, i, name, nd, "skills" if kind == "character" else "played", n))
    return 0


def load_known():
    p = HERE / "known.yaml"
    if not p.exists():
        return {}
    from ruamel.yaml import YAML
    data = YAML(typ="safe").load(p.read_text(encoding="utf-8")) or {}
    return {k: v for k, v in (data.get("files") or {}).items()}


def main(argv=None):
    ap = argparse.ArgumentParser(prog="oracle.py", description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    g = sub.add_parser("gen", help="play random matches in the reference engine and write them as scenarios")
    g.add_argument("--seed", type=int, required=True)
    g.add_argument("--games", type=int, default=1)
    g.add_argument("--out", required=True)
    g.add_argument("--cards", action="append", metavar="A,B,...",
                   help="only these cards (names or ids; characters among them are the only characters)")
    g.add_argument("--max-steps", type=int, default=DEFAULT_MAX_STEPS)
    g.add_argument("--jobs", type=int, default=1, help="matches played at once (the files do not depend on it)")
    c = sub.add_parser("check", help="run gicc on scenario files and print each file's first mismatch")
    c.add_argument("paths", nargs="*")
    c.add_argument("--strict", action="store_true", help="compare the whole state after every step")
    c.add_argument("--every", action="store_true", help="with --strict: every difference at the first step that has one")
    c.add_argument("-q", "--quiet", action="store_true", help="print only failures and the total")
    v = sub.add_parser("coverage", help="which cards of the 3.3 pool the files play, and which none does")
    v.add_argument("paths", nargs="*")
    v.add_argument("--all", action="store_true", help="list every card, not only the unplayed ones")
    args = ap.parse_args(argv)
    try:
        if args.cmd == "gen":
            if args.games < 1 or args.max_steps < 1 or args.jobs < 1:
                raise UsageError("--games, --max-steps and --jobs are at least 1")
            return cmd_gen(args)
        if args.cmd == "coverage":
            return cmd_coverage(args)
        return cmd_check(args)
    except UsageError as e:
        print("oracle: %s" % e, file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
