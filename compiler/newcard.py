"""`gicc new KIND NAME`: a starter card file with the skeleton of its kind, and a scenario for it.

With a reference folder (the format of shared/reference: characters.json, action_cards.json,
entities.json), the facts come from it: the id, the version, the cost; a character's element,
weapon, factions, HP, energy and its skills with their ids, costs and base damage; a talent's
character; an entity's usages, duration and shield.  What a card does beyond those facts is the
author's to write.  Without a reference, the ids are placeholders, free in the library, and a
comment at the top of the file says to change them.

The file passes `gicc check` and `gicc fmt --check` as written; the scenario (in the folder's
scenarios/) runs as written, and checks what the skeleton does: a character's normal attack,
playing a card, an entity's duration or usages at the end of the round."""
import json
import os
import re
from pathlib import Path

from . import registry as R
from .diagnostics import a as an

PLACEHOLDER_FROM = 980001     # ids from here on are not the game's (facts.compare skips them)
KEYWORDS = ("on", "when", "if", "else", "cost", "require", "or", "and", "not", "is", "in") + R.SKILL_KINDS
SKILL_WORDS = {"normal_attack": "normal", "elemental_skill": "elemental", "elemental_burst": "burst",
               "passive": "passive"}
# the reference's `type` of each kind it holds (a status is a character status)
REFERENCE_TYPES = {"status": "character_status"}


class NewCardError(Exception):
    """A mistake in what `gicc new` was asked to write: said as a usage error."""


def slug(name):
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "card"


def quoted(text):
    return '"%s"' % text.replace("\\", "\\\\").replace('"', '\\"')


def name_token(name):
    """A definition's name as the language writes it: a bare word when it is one."""
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", name) and name not in KEYWORDS:
        return name
    return quoted(name)


def cost_text(items):
    """`cost pyro 1, unaligned 2` of a reference cost list (legend and energy included); the
    types the language has no die for are left out."""
    parts = ["%s %d" % (c["type"], c["count"]) for c in items if c.get("type") in R.COST_DICE and c.get("count")]
    return "cost " + ", ".join(parts) if parts else None


# ---- the reference -------------------------------------------------------------------------

def load_reference(folder):
    """Every item of the reference folder: [(kind, item)]."""
    folder = Path(folder)
    if not folder.is_dir():
        raise NewCardError("no such reference folder: %s" % folder)
    items = []
    for f in ("characters.json", "action_cards.json", "entities.json"):
        p = folder / f
        if not p.exists():
            continue
        try:
            data = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise NewCardError("%s: not a reference file: %s" % (p, e))
        if not isinstance(data, list):
            raise NewCardError("%s: not a reference file: expected a JSON list" % p)
        items.extend(x for x in data if isinstance(x, dict) and isinstance(x.get("id"), int))
    if not items:
        raise NewCardError("%s: no characters.json, action_cards.json or entities.json there" % folder)
    return items


def find(items, kind, name, card_id):
    """The reference item for the card: by id when given, else by English name and kind."""
    want = REFERENCE_TYPES.get(kind, kind)
    if card_id is not None:
        found = [x for x in items if x["id"] == card_id]
        if not found:
            raise NewCardError("id %d is not in the reference" % card_id)
        fits = [x for x in found if x.get("type") == want]
        if not fits:
            raise NewCardError("id %d is %s in the reference, not %s" % (card_id, an(found[0].get("type")), an(kind)))
        return fits[0]
    same = [x for x in items if x.get("type") == want and ((x.get("names") or {}).get("en") or "").lower() == name.lower()]
    if not same:
        from .diagnostics import did_you_mean
        hint = did_you_mean(name, [(x.get("names") or {}).get("en") or "" for x in items if x.get("type") == want])
        raise NewCardError("the reference has no %s named %r%s" % (kind, name, " (%s)" % hint if hint else ""))
    ids = sorted({x["id"] for x in same})      # a support is both a card and an entity
    if len(ids) > 1:
        raise NewCardError("the reference has %d of kind %s named %r (ids %s): choose one with --id" % (
            len(ids), kind, name, ", ".join(map(str, ids))))
    return same[0]


# ---- the card file -------------------------------------------------------------------------

def character_lines(ref, card_id):
    if ref:
        props = ["element %s" % ref["element"], "weapon %s" % ref["weapon"]]
        props += ["faction %s" % f for f in ref.get("factions") or [] if re.fullmatch(r"[a-z_]+", f)]
        props += ["hp %d" % ref["hp"], "energy %d" % ref["energy"]]
        skills = []
        for s in ref.get("skills") or []:
            word = SKILL_WORDS.get(s.get("kind"))
            if word is None or s.get("hidden"):
                continue
            skills.append((word, s["id"], s.get("name") or (s.get("names") or {}).get("en"), cost_text(s.get("cost") or []),
                           s.get("damage"), s.get("element")))
    else:
        props = ["element pyro", "weapon sword", "hp 10", "energy 2"]
        skills = [("normal", card_id * 10 + 1, "Strike", "cost pyro 1, unaligned 2", 2, "physical"),
                  ("elemental", card_id * 10 + 2, "Flare", "cost pyro 3", 3, "pyro"),
                  ("burst", card_id * 10 + 3, "Blaze", "cost pyro 3, energy 2", 4, "pyro")]
    lines = props + version_lines(ref) + [""]
    for word, sid, sname, cost, damage, element in skills:
        head = "%s %d %s" % (word, sid, quoted(sname))
        if cost and word != "passive":
            head += " " + cost
        if damage and element in R.DMG_TYPES:
            lines += [head + " {", "  damage %s %d" % (element, damage), "}"]
        else:
            lines += [head + " { }"]
    return lines, skills


def version_lines(ref):
    version = (ref or {}).get("version") or "6.0"
    share = ["share_id %d" % ref["share_id"]] if isinstance((ref or {}).get("share_id"), int) else []
    return ["version %s" % quoted(version)] + share + ['text_version "6.0"']


def card_lines(kind, ref, talent_of):
    """The properties of an action card."""
    lines = []
    if kind == "weapon":
        lines.append("weapon %s" % ((ref or {}).get("subtype") or "sword"))
    if kind == "support" and (ref or {}).get("subtype") in R.SUBTYPES:
        lines.append("subtype %s" % ref["subtype"])
    if kind == "talent":
        lines.append("character %s" % name_token(talent_of))
    if kind == "arcane_legend":
        lines.append("cost legend 1")
    else:
        cost = cost_text((ref or {}).get("cost") or []) if ref else ("cost same 1" if kind != "technique" else None)
        if cost:
            lines.append(cost)
    if ref and "slowly" in (ref.get("tags") or []):       # the reference's tag of a combat action
        lines.append("combat")
    if kind == "technique":
        lines.append("usage 2")
    return lines + version_lines(ref)


def entity_lines(kind, ref):
    ref = ref or {}
    lines = []
    if ref.get("usage"):
        lines.append("usage %d" % ref["usage"])
    if ref.get("duration_rounds"):
        lines.append("duration %d" % ref["duration_rounds"])
    if ref.get("shield"):
        lines.append("shield %d" % ref["shield"])
    if not ref:
        lines.append("usage 2" if kind == "summon" else "duration 2")
    if kind == "summon" and not any(x.startswith("usage") for x in lines):
        lines.append("usage 1")
    return lines + version_lines(ref or None)


def body_of(kind):
    """The handlers of the skeleton: the place where what the card does goes."""
    if kind in R.CARD_ONLY or kind in ("support", "weapon", "artifact", "talent"):
        return ["on played { }"]
    if kind == "summon":
        return ["on end_phase { use 1 }"]
    return []


def comment_lines(kind, name, placeholders, ref):
    if ref:
        facts = "element, weapon, HP, energy, skills" if kind == "character" else "cost, usages"
        out = ["# Written by `gicc new %s` from the reference: its facts (id, version, %s)" % (kind, facts),
               "# are the game's.  What it does beyond them is yours to write: see docs/language.md."]
    else:
        ids = ", ".join(str(i) for i in placeholders)
        out = ["# Written by `gicc new %s`.  CHANGE THE PLACEHOLDERS before you use it: the id%s" % (
            kind, "s" if len(placeholders) > 1 else ""),
               "# %s %s not the game's; give the official %s (`gicc new --reference DIR` takes" % (
                   ids, "are" if len(placeholders) > 1 else "is", "ones" if len(placeholders) > 1 else "one"),
               "# them from reference files).  The version, costs and numbers are placeholders too.",
               "# What it does is yours to write: see docs/language.md."]
    kind = R.KIND_ALIASES.get(kind, kind)
    if kind in ("character_status", "combat_status", "summon"):
        verb = "summon" if kind == "summon" else "add"
        out.append("# Nothing creates it yet: `gicc check` warns (W0204) until a card or a skill says `%s %s`." % (
            verb, name_token(name)))
    return out


def card_text(kind, name, card_id, ref, talent_of, placeholder):
    placeholders = [card_id]
    if kind == "character":
        props, skills = character_lines(ref, card_id)
        if placeholder:
            placeholders += [s[1] for s in skills]
        inner = props
    elif kind in R.CARD_KINDS:
        inner = card_lines(kind, ref, talent_of)
        if kind == "technique":
            tid = card_id * 10 + 1
            if placeholder:
                placeholders.append(tid)
            inner += ["", "technique %d %s cost unaligned 2 {" % (tid, quoted(name + ": Technique")), "  use 1", "}"]
        inner += body_of(kind)
    else:
        inner = entity_lines(kind, ref) + body_of(kind)
    lines = comment_lines(kind, name, placeholders, ref)
    lines.append("%s %d %s {" % (kind, card_id, name_token(name)))
    lines += [("  " + ln) if ln else "" for ln in inner]
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---- the scenario --------------------------------------------------------------------------

def character_scenario(name, hp, normal_damage):
    """Its normal attack against itself: 1 energy, and the base damage to the other side."""
    key = json.dumps(name, ensure_ascii=False)
    lines = ["name: %s" % json.dumps("%s's normal attack" % name, ensure_ascii=False), "players:",
             "  - characters: [%s]" % key, "  - characters: [%s]" % key,
             "steps:", "  - {player: 0, skill: normal}", "  - expect:", "      players.0.characters.0.energy: 1"]
    if normal_damage:
        lines.append("      players.1.characters.0.hp: %d" % max(0, hp - normal_damage))
    return "\n".join(lines) + "\n"


def card_scenario(kind, name, holder, opponent, energy=0):
    """Playing the card from the hand: where it goes (equipment, a support, a Satiated eater).
    The holder has the energy the card costs."""
    key = json.dumps(name, ensure_ascii=False)
    on_char = kind in ("weapon", "artifact", "talent", "food")
    holder = json.dumps(holder, ensure_ascii=False)
    lines = ["name: %s" % json.dumps("Playing %s" % name, ensure_ascii=False), "players:",
             "  - characters: [%s]" % holder if not energy else
             "  - characters:\n      - {card: %s, energy: %d}" % (holder, energy), "    hand: [%s]" % key,
             "  - characters: [%s]" % json.dumps(opponent, ensure_ascii=False), "steps:",
             "  - {player: 0, play: %s%s}" % (key, ", target: 0" if on_char else ""),
             "  - expect:", "      players.0.hand: []"]
    if kind in ("weapon", "artifact", "talent", "technique"):
        lines.append("      players.0.characters.0.equipment: [%s]" % key)
    elif kind == "support":
        lines.append("      players.0.supports: [%s]" % key)
    elif kind == "food":
        lines.append("      players.0.characters.0.statuses: [Satiated]")
    return "\n".join(lines) + "\n"


def entity_scenario(kind, name, usage, duration, other):
    key = json.dumps(name, ensure_ascii=False)
    opp = json.dumps(other, ensure_ascii=False)
    where = {"summon": "summons", "combat_status": "combat_statuses"}.get(kind)
    entity = "{name: %s}" % key
    what = "attached" if kind == "equipment" else "at the end of the round"
    lines = ["name: %s" % json.dumps("%s %s" % (name, what), ensure_ascii=False), "players:"]
    if kind == "equipment":
        lines += ["  - characters:", "      - card: %s" % opp, "        equipment: [%s]" % key]
    elif where:
        lines += ["  - characters: [%s]" % opp, "    %s: [%s]" % (where, entity)]
    else:
        lines += ["  - characters:", "      - card: %s" % opp, "        statuses: [%s]" % entity]
    lines += ["  - characters: [%s]" % opp, "steps:"]
    if kind == "equipment":
        lines += ["  - expect:", "      players.0.characters.0.equipment: [%s]" % key]
        return "\n".join(lines) + "\n"
    path = "players.0.%s" % (where or "characters.0.statuses")
    lines += ["  - expect:", "      %s: [%s]" % (path, entity_view(key, usage, duration)),
              "  - {player: 0, end: true}", "  - {player: 1, end: true}", "  - expect:"]
    if kind == "summon":
        after = usage - 1
    else:
        after = None if duration is None else duration - 1
    if after is not None and after <= 0:
        lines.append("      %s: []" % path)
    elif kind == "summon":
        lines.append("      %s: [%s]" % (path, entity_view(key, after, None)))
    else:
        lines.append("      %s: [%s]" % (path, entity_view(key, usage, after)))
    return "\n".join(lines) + "\n"


def entity_view(key, usage, duration):
    parts = ["name: %s" % key]
    if usage:
        parts.append("usage: %d" % usage)
    if duration:
        parts.append("duration: %d" % duration)
    return "{%s}" % ", ".join(parts)


# ---- putting it together -------------------------------------------------------------------

def library_facts(library):
    """(ids and names the library's files use, the compiled library's characters or None)."""
    from .build import Build
    b = Build(list(library), use_cache=False, library_paths=())
    ids, names = set(), {}
    for u in b.targets:
        for s in u.symbols:
            if s.id is not None:
                ids.add(s.id)
            names.setdefault(s.name.lower(), (s.kind, s.id, u.name))
            for sk in s.skills:
                names.setdefault(sk.lower(), ("skill", None, u.name))
    return ids, names


def compiled_characters(library):
    """The compiled library's characters, [(name, weapon)], for the scenario's players; the
    built-in library's when the folders do not compile."""
    import contextlib
    import io
    from .cli import load_library
    from .build import CARDS
    with contextlib.redirect_stderr(io.StringIO()):
        lib = load_library(list(library)) or load_library([CARDS])
    return [(d.name, d.weapon) for d in lib.characters()] if lib else []


def new_card(kind, name, out, card_id=None, reference=None, library=(), force=False):
    """Write the starter card file (and its scenario) into the folder `out`; returns the paths
    written.  The ids and names of `library` (and of `out` itself) are taken: a new card gets
    others."""
    name = name.strip()
    if not name or any(c in name for c in "\n\r\t") or len(name) > 100:
        raise NewCardError("a card's name is one line of at most 100 characters")
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise NewCardError("%s is not a folder" % out)
    library = list(library) + ([out] if out.is_dir() and out.resolve() not in [Path(r).resolve() for r in library] else [])
    reference = reference or os.environ.get("GICC_REFERENCE") or None
    items = load_reference(reference) if reference else None
    ref = find(items, kind, name, card_id) if items else None
    if ref:
        name = (ref.get("names") or {}).get("en") or name
        card_id = ref["id"]
    ids, names = library_facts(library)
    taken = names.get(name.lower())
    if taken:
        raise NewCardError("the name %r is already used by %s%s (%s)" % (
            name, taken[0].replace("_", " "), " %d" % taken[1] if taken[1] is not None else "", taken[2]))
    placeholder = card_id is None
    if placeholder:
        card_id = PLACEHOLDER_FROM
        while any(i in ids for i in (card_id, card_id * 10 + 1, card_id * 10 + 2, card_id * 10 + 3)):
            card_id += 1
    elif card_id < 1:
        raise NewCardError("an id is a positive whole number")
    elif card_id in ids:
        raise NewCardError("id %d is already used by the library" % card_id)
    chars = compiled_characters(library)
    if not chars and kind != "character":
        raise NewCardError("the card library has no character to put in the scenario: add one with --cards")
    first = chars[0][0] if chars else None
    talent_of = None
    if kind == "talent":
        owner = [x for x in items if x["id"] == ref.get("related_character_id")] if ref else []
        talent_of = ((owner[0].get("names") or {}).get("en") if owner else None) or first
    text = card_text(kind, name, card_id, ref, talent_of, placeholder)
    if kind == "character":
        hp = ref["hp"] if ref else 10
        normal = next((x for x in ref.get("skills") or [] if x.get("kind") == "normal_attack"), {}) if ref else {}
        sc = character_scenario(name, hp, normal.get("damage") if ref else 2)
    elif kind in R.CARD_KINDS:
        holder = talent_of or first
        if kind == "weapon":
            wtype = (ref or {}).get("subtype") or "sword"
            holder = next((c for c, w in chars if w == wtype), None)
            if holder is None:
                raise NewCardError("the card library has no %s user to hold the weapon in the scenario" % wtype)
        energy = sum(c.get("count") or 0 for c in (ref or {}).get("cost") or [] if c.get("type") == "energy")
        sc = card_scenario(kind, name, holder, first, energy)
    else:
        usage = (ref or {}).get("usage") if ref else (2 if kind == "summon" else None)
        if kind == "summon":
            usage = usage or 1
        duration = (ref or {}).get("duration_rounds") if ref else (None if kind == "summon" else 2)
        sc = entity_scenario(R.KIND_ALIASES.get(kind, kind), name, usage, duration, first)
    card_path = out / ("%d-%s.card" % (card_id, slug(name)))
    sc_path = out / "scenarios" / ("%d-%s.yaml" % (card_id, slug(name)))
    for p in (card_path, sc_path):
        if p.exists() and not force:
            raise NewCardError("%s is already there (--force overwrites it)" % p)
    try:
        sc_path.parent.mkdir(parents=True, exist_ok=True)
        card_path.write_text(text, encoding="utf-8")
        sc_path.write_text("# Written by `gicc new`: run it with `gicc scenario --cards %s %s`.\n%s" % (
            out, sc_path, sc), encoding="utf-8")
    except OSError as e:
        raise NewCardError("cannot write %s: %s" % (e.filename or out, e.strerror or e))
    return [card_path, sc_path]
