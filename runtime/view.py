"""The state view of scenario-format.md: what `expect` paths read and `gicc state` prints."""
from .defs import DICE
from .dice import dice_names


def entity_view(e):
    out = {"name": e.defn.name}
    if e.usage is not None:
        out["usage"] = e.usage
    if e.duration is not None:
        out["duration"] = e.duration
    if e.shield is not None:
        out["shield"] = e.shield
    if e.points is not None:            # the Nightsoul points of a Nightsoul's Blessing
        out["points"] = e.points
    if e.stored:                        # the dice it keeps (Vanarana)
        out["dice"] = sorted(e.stored, key=DICE.index)
    for name, v in zip(e.defn.counters, e.vars):     # declared counters, e.g. Liben's `collected`
        out.setdefault(name, v)
    return out


def character_view(ch):
    out = {
        "name": ch.defn.name, "hp": ch.hp, "max_hp": ch.max_hp, "energy": ch.energy,
        "max_energy": ch.max_energy, "aura": list(ch.aura), "defeated": ch.defeated,
        "statuses": [entity_view(e) for e in ch.statuses],
        "equipment": [entity_view(e) for e in ch.equipment],
    }
    if ch.defn.special_energy:          # Mavuika's Fighting Spirit
        out["special_energy"] = ch.special
    return out


def player_view(p):
    return {
        "active": p.active, "declared_end": p.declared_end,
        "hand": [c.defn.name for c in p.hand], "hand_count": len(p.hand),
        "dice": dice_names(p.dice), "dice_count": sum(p.dice), "deck_count": len(p.deck),
        "deck": [c.defn.name for c in p.deck],
        "combat_statuses": [entity_view(e) for e in p.combat_statuses],
        "summons": [entity_view(e) for e in p.summons],
        "supports": [entity_view(e) for e in p.supports],
        "characters": [character_view(c) for c in p.characters],
    }


def view(m):
    return {
        "round": m.round, "phase": m.phase, "current": m.current, "first": m.first,
        "winner": m.winner, "players": [player_view(p) for p in m.players],
        "decision": decision_view(m),
    }


def decision_view(m):
    """The decision the match waits for (the first one), or None: who decides, what kind of
    decision it is, and its options (the cards or summons a pick offers)."""
    if not m.pending:
        return None
    d = m.pending[0]
    return {"player": d.player, "kind": d.kind,
            "options": list(d.options) if d.options is not None else None}


class NoPath(LookupError):
    pass


def lookup(v, path):
    """Follow a dotted path; a list of entities may be indexed by name."""
    cur = v
    for part in str(path).split("."):
        if isinstance(cur, dict):
            if part not in cur:
                raise NoPath(path)
            cur = cur[part]
        elif isinstance(cur, list):
            if part.lstrip("-").isdigit():
                i = int(part)
                if not -len(cur) <= i < len(cur):
                    raise NoPath(path)
                cur = cur[i]
            else:
                hit = [x for x in cur if isinstance(x, dict) and str(x.get("name", "")).lower() == part.lower()]
                if not hit:
                    raise NoPath(path)
                cur = hit[0]
        else:
            raise NoPath(path)
    return cur


def matches(actual, expected):
    """Equality, where a list of entities matches a list of their names (in order)."""
    if isinstance(actual, list) and isinstance(expected, list):
        if len(actual) != len(expected):
            return False
        return all(matches(a, e) for a, e in zip(actual, expected))
    if isinstance(actual, dict) and "name" in actual and isinstance(expected, str):
        return actual["name"].lower() == expected.lower()
    if isinstance(actual, str) and isinstance(expected, str):
        return actual == expected or actual.lower() == expected.lower()
    if isinstance(expected, bool) or isinstance(actual, bool):
        return actual is expected
    return actual == expected


def brief(actual):
    if isinstance(actual, list) and actual and all(isinstance(a, dict) and "name" in a for a in actual):
        return [a["name"] for a in actual]
    return actual
