"""Every card, character and entity of the library states the version of the card text it
implements (`text_version`), and it is the newest text, the reference's 6.0 (issue 7, rule 11:
where a card's 6.0 text differs from its 3.3 text, gicc follows 6.0). Reactions implement the
rules, not a card text, and state none. `version`, the game version it came with, agrees with
the reference wherever the reference gives one."""
import json

import pytest

from gicc.runtime.catalog import describe_all
from support import REF, reference

TEXT_VERSION = "6.0"
# the cards of the 6.1-6.2 supplement (docs/supplement.md) implement its text, the newest there is
SUPPLEMENT_TEXT_VERSION = "6.2"


def test_every_definition_states_the_text_version_it_implements(lib):
    wrong = ["%s %s: %r" % (d.id, d.name, d.text_version) for d in lib.defs
             if d.kind != "reaction" and d.text_version != TEXT_VERSION
             and not (d.no_official_name and d.text_version == SUPPLEMENT_TEXT_VERSION)]
    assert not wrong, wrong
    assert all(d.text_version is None for d in lib.defs if d.kind == "reaction")


def test_every_definition_states_the_version_it_came_with(lib):
    assert not [d.name for d in lib.defs if d.kind != "reaction" and not d.version]


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_version_agrees_with_the_reference(lib):
    ref = reference()
    wrong = []
    for d in lib.defs:
        r = ref.get(d.id)
        if d.kind != "reaction" and r is not None and r.get("version") and d.version != r["version"]:
            wrong.append("%s %s: %s, the reference says %s" % (d.id, d.name, d.version, r["version"]))
    assert not wrong, wrong
    meta = json.loads((REF / "meta.json").read_text(encoding="utf-8"))
    assert "gi-6-0-0" in meta["primary"]["package_version"]     # the text the library follows


def test_gicc_cards_json_gives_both_versions(lib):
    items = describe_all(lib)
    tricorne = next(i for i in items if i["id"] == 312201)
    assert tricorne["version"] == "3.3" and tricorne["text_version"] == TEXT_VERSION
    reactions = [i for i in items if i["kind"] == "reaction"]
    assert reactions and not any("text_version" in i for i in reactions)


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_gicc_check_reference_reports_a_wrong_version(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    root = Path(__file__).resolve().parent.parent
    text = (root / "cards" / "actions" / "312201-wine-stained-tricorne.card").read_text()
    card = tmp_path / "tricorne.card"
    card.write_text(text.replace('version "3.3"', 'version "4.0"'))
    r = subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "check", "--format", "json", "--reference", str(REF), str(card)],
                       cwd=root, capture_output=True, text=True)
    assert r.returncode == 1
    found = [(d["code"], d["line"]) for d in json.loads(r.stdout)]
    assert found == [("E0602", text.splitlines().index('  version "3.3"') + 1)]
