"""The reference engine's state (its JSON) as gicc's state view: {dotted path: value}."""
import json

from . import (COMMON_VARS, COUNTERS, USAGE_VARS, DICE_ORDER, EQUIPMENT_KINDS, GITCG_AURA, GITCG_DICE, HERE,
               PHASES, ROOT)


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
        self.ref_element = {}
        self.ref_skill = {}         # skill id -> the reference's name (a form gicc does not have)
        base = ROOT.parent / "shared" / "reference"
        for f in ("characters", "action_cards", "entities"):
            p = base / ("%s.json" % f)
            if p.exists():
                for x in json.loads(p.read_text(encoding="utf-8")):
                    self.ref.setdefault(x["id"], (x["names"]["en"], f))
                    if f == "characters" and x.get("element"):
                        self.ref_element.setdefault(x["id"], x["element"])
                    for sk in (x.get("skills") or []) if f == "characters" else ():
                        if (sk.get("names") or {}).get("en"):
                            self.ref_skill.setdefault(sk["id"], sk["names"]["en"])
                    text = (x.get("description") or {})
                    if f == "entities" and isinstance(text, dict) and not any(text.values()):
                        self.text_less.add(x["id"])
        self.unshown = unshown_statuses()
        self.counted = counter_statuses()

    def unshown_on(self, char_id):
        """gicc's names of the statuses the reference engine does not show on a living character
        of that id (known.yaml `unshown_statuses`), in the order gicc attaches them."""
        return [self(i) for i, c in self.unshown.items() if c == char_id]

    def __call__(self, i):
        d = self.lib.by_id.get(i)
        if d is not None:
            return d.name
        return self.ref.get(i, (str(i), None))[0]

    def element(self, i):
        """A character's element: gicc's, or the reference's for a character gicc does not have
        (the reference engine turns La Signora into the Crimson Witch of Embers, 6301, where gicc
        changes her element)."""
        d = self.lib.by_id.get(i)
        return d.element if d is not None else self.ref_element.get(i)

    def technique(self, skill_id):
        """The name of gicc's technique (特技) skill of that id, granted by an equipment or status
        (the reference engine lists it as one more skill of the active character), or None."""
        if not hasattr(self, "_techniques"):
            self._techniques = {s.id: s.name for d in self.lib.defs for s in d.skills
                                if s.kind == "technique"}
        return self._techniques.get(skill_id)

    def helper(self, i):
        """An entity the reference engine keeps for its own bookkeeping: one gicc does not have
        whose reference entry has no text (Sprawling Greenery's damage helpers), or one that
        counts what gicc counts in a counter of the character (known.yaml `counter_statuses`)."""
        if i in self.counted:
            return True
        if i in self.lib.by_id:
            return False
        return i in self.text_less

    def used_up(self, e):
        """An entity whose usages have run out and which gicc's definition does not keep at 0:
        the reference engine discards it only when the skill that used it up has ended, so it
        still shows it while a new active character is chosen; gicc (and the rules: at 0 the
        entity is discarded) no longer has it."""
        d = self.lib.by_id.get(e["definition"]["id"])
        v = e.get("variables") or {}
        return (d is not None and d.usage is not None and not d.keep_at_zero
                and v.get("usage") == 0)

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


def unshown_statuses():
    """{status id: character id} of the statuses a character's passive attaches when the battle
    begins which the reference engine keeps in the passive itself and does not show
    (known.yaml `unshown_statuses`; docs/differential.md)."""
    from ruamel.yaml import YAML
    data = YAML(typ="safe").load((HERE / "known.yaml").read_text(encoding="utf-8")) or {}
    return {int(k): int(v["character"]) for k, v in (data.get("unshown_statuses") or {}).items()}


def counter_statuses():
    """{status id: (character id, counter)} of the statuses the reference engine shows where
    gicc keeps the count as a counter of the character (known.yaml `counter_statuses`;
    docs/differential.md): not compared as statuses."""
    from ruamel.yaml import YAML
    data = YAML(typ="safe").load((HERE / "known.yaml").read_text(encoding="utf-8")) or {}
    return {int(k): (int(v["character"]), v["counter"])
            for k, v in (data.get("counter_statuses") or {}).items()}


def dice_names(codes):
    names = [GITCG_DICE[c] for c in codes]
    return sorted(names, key=DICE_ORDER.index)


def entity_fields(names, e, prefix, out):
    i = e["definition"]["id"]
    v = e.get("variables") or {}
    for k in COMMON_VARS:
        if k in v and names.has(i, k):
            out["%s.%s" % (prefix, k)] = v[k]
    if "layer" in v and "usage" not in v and names.has(i, "usage"):
        # the reference engine's stacks (层: Source Samples, Resentment, Workout) are gicc's usages
        out["%s.usage" % prefix] = v["layer"]
    if USAGE_VARS.get(i) in v and names.has(i, "usage"):
        out["%s.usage" % prefix] = v[USAGE_VARS[i]]
    for theirs, ours in COUNTERS.get(i, ()):
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
            ents = [e for e in p[zone] if not names.helper(e["definition"]["id"]) and not names.used_up(e)]
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
                   and not names.helper(e["definition"]["id"]) and not names.used_up(e)]
            eqs = [e for e in c["entities"] if names.is_equipment(e["definition"]["id"]) and not names.used_up(e)]
            # gicc's statuses the reference engine does not show come first: battle begin made them
            unshown = names.unshown_on(c["definition"]["id"]) if v["alive"] else []
            out[cp + ".statuses"] = unshown + [names(e["definition"]["id"]) for e in sts]
            for ei, e in enumerate(sts):
                entity_fields(names, e, "%s.statuses.%d" % (cp, ei + len(unshown)), out)
            out[cp + ".equipment"] = [names(e["definition"]["id"]) for e in eqs]
            for ei, e in enumerate(eqs):
                entity_fields(names, e, "%s.equipment.%d" % (cp, ei), out)
    return out
