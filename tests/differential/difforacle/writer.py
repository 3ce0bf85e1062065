"""A recorded match written as a scenario file (../shared/scenario-format.md)."""
import json
import random
import re
from pathlib import Path

from . import DATA_VERSION, GITCG_AURA, GITCG_VERSION, gicc_library
from .pool import card_pool, random_deck
from .recorder import Recorder, import_gitcg
from .view import Names, dice_names, flatten, initial_entity


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
    ]
    # a start-of-battle effect put cards into a hand or deck (the Consecrated beasts' Energy
    # Blocks): the zones written are those after it, which the runner must not add to again
    if any(len(p["hands"]) + len(p["pile"]) != len(decks[pi][1]) for pi, p in enumerate(r0["players"])):
        lines.append("zones_set_up: true")
    lines += [
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
                # Kamisato Art: Senho's infusion, is no start-of-battle effect the runner replays),
                # after the statuses the reference engine does not show (known.yaml)
                spec["statuses"] = names.unshown_on(c["definition"]["id"]) + [initial_entity(names, e) for e in sts]
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
        # the step and the selects that go with it; the tied cards taken (`ties`) on the last,
        # where gicc's runner has the effects that take them done
        group = [{k: v for k, v in step.items() if k not in ("then", "ties")}] + list(step.get("then", []))
        if step.get("ties"):
            group[-1] = dict(group[-1], ties=step["ties"])
        lines.extend("- %s" % y(t) for t in group)
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


def gen_one(seed, only, versions, out, max_steps, args_line):
    gitcg = import_gitcg()
    lib = gicc_library()
    names = Names(lib)
    rng = random.Random(seed)
    chars, cards = card_pool(lib, only, versions)
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


def gen_job(w):
    path, rec = gen_one(*w)
    if path is None:
        return None, rec
    return str(path), (len([s for s, _ in rec.steps if "player" in s]), "cut: " + (rec.cut or "the match ended"))
