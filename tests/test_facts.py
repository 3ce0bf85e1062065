"""`gicc cards --json` agrees with the reference facts (shared/reference) on every card."""
import json
from pathlib import Path

import pytest

from gicc.compiler.facts import erratum
from gicc.runtime.catalog import describe_all

from support import REF, reference


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_card_matches_the_reference(lib, names):
    ref = reference()
    problems = []
    for item in describe_all(lib, names):
        if item["id"] is None or item["id"] >= 900000:      # reactions; gicc's own ids
            continue
        r = ref.get(item["id"])
        if r is None:
            problems.append("%s: id %s is not in the reference" % (item["name"], item["id"]))
            continue
        if r["names"]["en"] is None:
            # the 6.1-6.2 supplement: no official English name; the card is named by the
            # reference's identifier, and the English name users see says it is missing
            if item["name"] != r["names"].get("en_from_identifier"):
                problems.append("%s: name differs from the identifier %r" % (item["id"], r["names"].get("en_from_identifier")))
            if item["names"]["en"] != "(no official English name) " + item["name"]:
                problems.append("%s: English name %r is not marked missing" % (item["id"], item["names"]["en"]))
        elif item["name"] != r["names"]["en"]:
            problems.append("%s: name differs from %r" % (item["id"], r["names"]["en"]))
        rk = r["type"]
        if rk in ("character", "weapon", "artifact", "talent", "support", "event", "food",
                  "arcane_legend", "technique", "summon", "combat_status", "character_status"):
            if item["kind"] != rk:
                problems.append("%s: kind %s, reference %s" % (item["name"], item["kind"], rk))
        if "cost" in r and rk != "character":
            if item["cost"] != r["cost"]:
                problems.append("%s: cost %s, reference %s" % (item["name"], item["cost"], r["cost"]))
        if rk == "character":
            for k in ("hp", "energy", "element", "weapon"):
                if item[k] != r[k]:
                    problems.append("%s: %s %s, reference %s" % (item["name"], k, item[k], r[k]))
            ours = {s["id"]: s for s in item["skills"]}
            for s in r["skills"]:
                if s.get("hidden"):
                    continue
                o = ours.get(s["id"])
                if o is None:
                    problems.append("%s: skill %s %s missing" % (item["name"], s["id"], s["name"]))
                    continue
                for k in ("name", "kind", "cost", "damage", "element"):
                    # a skill that deals no DMG has no damage element (the reference's is its icon's)
                    if k == "element" and o["damage"] is None and s["damage"] is None:
                        continue
                    want = s[k]
                    if k == "name" and want is None:
                        # a supplement skill: named by the reference's identifier (no official name)
                        want = (s.get("names") or {}).get("en_from_identifier")
                    if o[k] != want and not erratum(s["id"], k):
                        problems.append("%s / %s: %s %s, reference %s" % (item["name"], s["name"], k, o[k], want))
        for lang in ("zh_hans", "ja"):
            want = r["names"].get(lang)
            if want and item["names"][lang] != want:
                problems.append("%s: %s name %r, reference %r" % (item["name"], lang, item["names"][lang], want))
    assert not problems, "\n".join(problems)


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_gicc_check_reference_finds_no_difference_in_the_library():
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    r = subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "check", "--reference", str(REF), "cards"],
                       cwd=root, capture_output=True, text=True)
    assert r.returncode == 0, r.stderr


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_gicc_check_reference_reports_each_difference_at_its_line(tmp_path):
    import subprocess
    import sys
    root = Path(__file__).resolve().parent.parent
    text = (root / "cards" / "characters" / "1301-diluc.card").read_text()
    text = text.replace("hp 10", "hp 11").replace('"Searing Onslaught" cost pyro 3', '"Searing Onslaught" cost pyro 2')
    card = tmp_path / "diluc.card"
    card.write_text(text)
    r = subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "check", "--format", "json", "--reference", str(REF), str(card)],
                       cwd=root, capture_output=True, text=True)
    assert r.returncode == 1
    found = {(d["code"], d["line"]) for d in json.loads(r.stdout)}
    hp_line = text.splitlines().index("  hp 11") + 1
    skill_line = next(i for i, l in enumerate(text.splitlines(), 1) if "Searing Onslaught" in l)
    assert found == {("E0602", hp_line), ("E0602", skill_line)}


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_erratum_is_still_needed(lib, names):
    """An erratum stands only while the card and the reference's table really differ on it."""
    from gicc.compiler.facts import REFERENCE_ERRATA
    ref = reference()
    ours = {s["id"]: s for item in describe_all(lib, names) for s in item.get("skills") or []}
    for (ident, fact), why in REFERENCE_ERRATA.items():
        theirs = next(s for c in ref.values() for s in c.get("skills") or [] if s["id"] == ident)
        assert why
        assert ident in ours and ours[ident][fact] != theirs[fact], (ident, fact)
