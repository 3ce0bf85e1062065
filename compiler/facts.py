"""Facts check: compare the library's cards with reference files in the format of
shared/reference (id, name, kind, version, cost, hp, energy, element, weapon, and each skill's
cost, damage and element).  Each difference is a diagnostic at the line that states the fact."""
import json
from pathlib import Path

from . import ast as A

SKILL_KINDS = {"normal": "normal_attack", "elemental": "elemental_skill", "burst": "elemental_burst",
               "passive": "passive"}
# what the deck share codes name by a share id
SHARED_KINDS = ("character", "weapon", "artifact", "talent", "technique", "support", "event", "food", "arcane_legend")
KINDS = ("character", "weapon", "artifact", "talent", "support", "event", "food", "arcane_legend",
         "technique", "summon", "combat_status", "character_status")

# Facts of the reference's game tables that the card's own 6.0 text contradicts; the card
# follows its text (the reference README: the description says what a card does), and the check
# passes over exactly these: (skill or card id, fact) -> why.
REFERENCE_ERRATA = {
    (14052, "damage"): "Tidecaller: the table gives 2 Physical DMG, but the 6.0 text deals none (it "
                       "only attaches Tidecaller: Surf Embrace and prepares Wavestrider), as the "
                       "reference engine has it",
    (14052, "element"): "Tidecaller: see its damage",
    (12052, "element"): "Kurage's Oath: the table names Hydro though the skill deals no DMG (it "
                        "applies Hydro to Kokomi and summons Bake-Kurage)",
    (16092, "damage"): "Fluttering Hasode: the table gives 1 DMG of no element, but the 6.0 text deals "
                       "none (the player picks one of Chiori's Automaton Dolls and it is summoned), as "
                       "the reference engine has it",
    (16072, "damage"): "Opening Flourish: the table gives 1 Geo DMG, but the 6.0 text deals none (it "
                       "creates Flying Cloud Flag Formation, attaches Shield of Swirling Clouds and "
                       "prepares Spear Flourish), as the reference engine has it",
    (16072, "element"): "Opening Flourish: see its damage",
    (27022, "damage"): "Life Stream: the table gives no DMG, but the 6.0 text deals 2 Dendro DMG",
    (27023, "damage"): "The End Falls: the table gives no DMG, but the 6.0 text deals 4 Dendro DMG",
    (27032, "damage"): "Spiraling Whirl: the table gives no DMG, but the 6.0 text deals 3 Dendro DMG "
                       "(and creates 1 Spirit-Serpent's Blessing stack)",
    (16112, "damage"): "Yohual's Scratch: the table gives 1 Geo DMG, but the 6.0 text deals none (it "
                       "attaches Combat Blading Gear and enters Nightsoul's Blessing with 1 point), as "
                       "the reference engine has it",
    (16112, "element"): "Yohual's Scratch: see its damage",
    (22042, "damage"): "Starfall Shower: the table gives no DMG, but the 6.0 text deals 1 Hydro DMG "
                       "(+1 for every 3 extra Max HP of Insatiable Appetite, at most +3)",
    (23051, "damage"): "Void Claw Strike: the table gives 1 Physical DMG, but the 6.0 text deals 2",
    (23052, "damage"): "Eroded Flaming Feathers: the table gives 2 Pyro DMG, but the 6.0 text deals 3",
    (23053, "damage"): "Severing Primal Fire: the table gives no DMG, but the 6.0 text deals 1 Pyro DMG "
                       "(and 1 Piercing DMG to each opposing standby character)",
}


def erratum(ident, fact):
    """Why the reference's `fact` of `ident` is not compared, or None."""
    return REFERENCE_ERRATA.get((ident, fact))


class ReferenceError_(Exception):
    pass


def load_reference(folder):
    folder = Path(folder)
    out = {}
    found = False
    # the 6.1-6.2 supplement (Chinese only, no share ids) first: the 6.0 tables win over it
    sup = folder / SUPPLEMENT
    if sup.exists():
        for item in supplement_items(sup):
            out[item["id"]] = item
    for f in ("entities.json", "action_cards.json", "characters.json"):     # later files win
        p = folder / f
        if not p.exists():
            continue
        found = True
        try:
            items = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise ReferenceError_("%s: not a reference file: %s" % (p, e))
        if not isinstance(items, list):
            raise ReferenceError_("%s: expected a JSON list" % p)
        for item in items:
            if isinstance(item, dict) and isinstance(item.get("id"), int):
                out[item["id"]] = item
    if not found:
        raise ReferenceError_("%s: no characters.json, action_cards.json or entities.json there" % folder)
    return out


SUPPLEMENT = "supplement_after_v6_0.json"


def supplement_items(path):
    """The characters, action cards and entities of the supplement file (a JSON object of lists;
    `reserved_placeholder` items are ids the game reuses for other things, not cards)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as e:
        raise ReferenceError_("%s: not a reference file: %s" % (path, e))
    if not isinstance(data, dict):
        raise ReferenceError_("%s: expected a JSON object" % path)
    out = []
    for key in ("entities", "action_cards", "characters"):
        for item in data.get(key) or []:
            if isinstance(item, dict) and isinstance(item.get("id"), int) and not item.get("reserved_placeholder"):
                out.append(item)
    return out


def _cost(items):
    return [{"type": t, "count": n} for t, n in items]


def _prop_span(d, word):
    for s in d.body:
        if isinstance(s, A.Command) and s.word == word:
            return s.span
    return d.name_span


def compare(ast_defs, irs, ref, diags):
    by_id = {ir.id: ir for ir in irs if ir.id is not None}
    for d in ast_defs:
        ir = by_id.get(d.id)
        if ir is None or d.id is None or d.id >= 900000:
            continue
        r = ref.get(d.id)
        if r is None:
            diags.error(d.name_span, "E0601", "id %d is not in the reference" % d.id)
            continue

        def differ(span, what, ours, theirs):
            diags.error(span, "E0602", "%s of `%s` is %s; the reference says %s" % (what, d.name, _show(ours), _show(theirs)))

        names = r.get("names") or {}
        if names.get("en") and d.name != names["en"]:
            differ(d.name_span, "the name", d.name, names["en"])
        if names.get("en") and ir.props.get("no_official_name"):
            diags.error(_prop_span(d, "no_official_name"), "E0681",
                        "`%s` is marked `no_official_name`, but the reference names it `%s`" % (d.name, names["en"]))
        elif not names.get("en") and "en" in names and not ir.props.get("no_official_name"):
            diags.error(d.name_span, "E0680", "the reference has no official English name for %d `%s`" % (d.id, d.name),
                        "mark it `no_official_name` (its name is then shown as missing); name it by the "
                        "reference's identifier `%s`" % names.get("en_from_identifier", d.name))
        if r.get("share_id") and ir.props.get("share_id") != r["share_id"] and r.get("type") in SHARED_KINDS:
            if "share_id" in ir.props:
                differ(_prop_span(d, "share_id"), "the share id", ir.props["share_id"], r["share_id"])
            else:
                diags.error(d.name_span, "E0602", "`%s` has no share id; the reference says %d" % (d.name, r["share_id"]),
                            "`gicc i18n --reference DIR` writes it (`share_id %d`)" % r["share_id"])
        if r.get("version") and ir.props.get("version") and ir.props["version"] != r["version"]:
            differ(_prop_span(d, "version"), "the version it came with", ir.props["version"], r["version"])
        rk = r.get("type")
        if rk in KINDS and ir.kind != rk:
            differ(d.kind_span, "the kind", ir.kind, rk)
        p = ir.props
        # the game keeps it on a defeated character (`flag remains_after_defeat`)
        if "remain_after_die" in r and ir.kind != "character" and \
                ("remains_after_defeat" in p.get("flags", ())) != bool(r["remain_after_die"]):
            differ(_prop_span(d, "flag"), "staying on a defeated character (`flag remains_after_defeat`)",
                   "remains_after_defeat" in p.get("flags", ()), bool(r["remain_after_die"]))
        if rk != "character" and "cost" in r and ir.kind in KINDS:
            ours = _cost(p.get("cost", []))
            if ours != r["cost"] and ir.kind not in ("summon", "combat_status", "character_status"):
                differ(_prop_span(d, "cost"), "the cost", ours, r["cost"])
        if rk == "character":
            for key in ("hp", "energy", "element", "weapon"):
                if p.get(key) != r.get(key):
                    differ(_prop_span(d, key), key, p.get(key), r.get(key))
            spans = {s.id: s for s in d.body if isinstance(s, A.Skill)}
            ours = {s.id: s for s in ir.skills}
            for s in r.get("skills") or []:
                if s.get("hidden"):
                    # a prepared skill is hidden in the reference, which still gives its kind
                    o = ours.get(s["id"])
                    if o is not None and o.kind == "prepared" and \
                            SKILL_KINDS.get(o.as_kind, "prepared") != s.get("kind"):
                        differ(spans[s["id"]].span, "the kind of prepared %s" % o.name,
                               SKILL_KINDS.get(o.as_kind, "prepared"), s.get("kind"))
                    continue
                o = ours.get(s["id"])
                if o is None:
                    diags.error(d.name_span, "E0603", "`%s` lacks the skill %d %s" % (d.name, s["id"], s.get("name")))
                    continue
                span = spans[s["id"]].span
                # a supplement skill has no official name: it is named by its identifier
                theirs = s.get("name") if s.get("name") is not None else (s.get("names") or {}).get("en_from_identifier")
                if o.name != theirs:
                    differ(span, "the name of skill %d" % o.id, o.name, theirs)
                if SKILL_KINDS.get(o.kind, o.kind) != s.get("kind"):
                    differ(span, "the kind of %s" % o.name, SKILL_KINDS.get(o.kind, o.kind), s.get("kind"))
                if _cost(o.cost) != s.get("cost"):
                    differ(span, "the cost of %s" % o.name, _cost(o.cost), s.get("cost"))
                if o.damage != s.get("damage") and not erratum(o.id, "damage"):
                    differ(span, "the damage of %s" % o.name, o.damage, s.get("damage"))
                # a skill that deals no DMG has no damage element (the reference's is its icon's)
                if (o.element != s.get("element") and not erratum(o.id, "element")
                        and (s.get("damage") is not None or o.damage is not None)):
                    differ(span, "the damage element of %s" % o.name, o.element, s.get("element"))
        elif ir.kind == "weapon" and r.get("subtype") and p.get("weapon") != r.get("subtype"):
            differ(_prop_span(d, "weapon"), "the weapon type", p.get("weapon"), r.get("subtype"))


def _show(v):
    if isinstance(v, list) and v and isinstance(v[0], dict) and "type" in v[0]:
        return ", ".join("%s %d" % (c["type"], c["count"]) for c in v) or "free"
    if v == []:
        return "free"
    return "`%s`" % v if v is not None else "nothing"
