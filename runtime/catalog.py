"""The library as data: one object per definition, in the field names of shared/reference."""

SKILL_KINDS = {"normal": "normal_attack", "elemental": "elemental_skill", "burst": "elemental_burst",
               "passive": "passive", "prepared": "prepared", "technique": "technique"}


def cost_list(cost):
    return [{"type": t, "count": n} for t, n in cost]


# what a user sees as the English name of a card that has none (the 6.1-6.2 supplement gives
# Chinese only): the mark, then the identifier the card file uses
NO_OFFICIAL_EN = "(no official English name)"


def english_name(d):
    """The English name to show of a definition: its name, or marked missing."""
    if getattr(d, "no_official_name", False):
        return "%s %s" % (NO_OFFICIAL_EN, d.name)
    return d.name


def names_of(d, translations):
    out = {"en": english_name(d)}
    for lang in ("zh_hans", "ja"):
        out[lang] = translations.get(lang, {}).get(d.id) if d.id is not None else None
    return out


def describe(d, translations=None):
    translations = translations or {}
    item = {"id": d.id, "kind": d.kind, "name": d.name, "names": names_of(d, translations),
            "cost": cost_list(d.cost)}
    if d.version:
        item["version"] = d.version
    if d.text_version:
        item["text_version"] = d.text_version
    if d.subtype:
        item["subtype"] = d.subtype
    if d.kind == "character":
        item.update({"hp": d.hp, "energy": d.energy, "element": d.element, "weapon": d.weapon,
                     "factions": list(d.factions), "skills": []})
        for s in d.skills:
            sk = {"id": s.id, "name": s.name, "names": {"en": s.name}, "kind": SKILL_KINDS.get(s.kind, s.kind),
                  "cost": cost_list(s.cost), "damage": s.damage, "element": s.element}
            for lang in ("zh_hans", "ja"):
                sk["names"][lang] = translations.get(lang, {}).get(s.id)
            item["skills"].append(sk)
    if d.kind == "weapon":
        item["weapon"] = d.subtype
    for k in ("usage", "duration", "shield"):
        v = getattr(d, k)
        if v is not None:
            item[k] = v
    if d.kind == "reaction" and d.elements:
        item["elements"] = [list(side) for side in d.elements]
    return item


def describe_all(lib, translations=None):
    defs = list(lib.defs)
    return [describe(d, translations) for d in defs]
