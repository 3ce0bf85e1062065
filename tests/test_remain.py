"""Statuses the game keeps on a defeated character (`flag remains_after_defeat`; the card facts'
remain_after_die).  The rule itself is tried by tests/scenarios/rules/defeat-remains-after-defeat.yaml
and the cards' scenarios (Xilonen, Sigewinne); here, the edges of the construct."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from support import REF, check_text

ROOT = Path(__file__).resolve().parent.parent


def errors(tmp_path, text):
    return [d.code for d in check_text(tmp_path, text) if d.severity == "error"]


def test_only_what_a_character_holds_may_remain_after_defeat(tmp_path):
    ok = 'status 990720 Kept {\n  flag remains_after_defeat\n  version "6.0"\n  text_version "6.0"\n}\n'
    assert errors(tmp_path, ok) == []
    bad = 'combat_status 990721 Team {\n  flag remains_after_defeat\n  version "6.0"\n  text_version "6.0"\n}\n'
    assert errors(tmp_path, bad) == ["E0720"]
    summon = 'summon 990722 Pet {\n  flag remains_after_defeat\n  usage 1\n  keep_at_zero\n  version "6.0"\n  text_version "6.0"\n}\n'
    assert errors(tmp_path, summon) == ["E0720"]


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_check_reference_compares_the_flag_with_remain_after_die(tmp_path):
    text = (ROOT / "cards" / "characters" / "1611-xilonen.card").read_text(encoding="utf-8")
    lines = text.splitlines()
    geo = lines.index('status 116113 "Source Sample: Geo" {')
    flag = next(i for i in range(geo, len(lines)) if lines[i] == "  flag remains_after_defeat")
    del lines[flag]                                     # the game keeps it: the check says so
    lines.insert(lines.index('status 116111 "Nightsoul\'s Blessing" {') + 1, "  flag remains_after_defeat")
    card = tmp_path / "xilonen.card"
    card.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "check", "--format", "json", "--reference",
                        str(REF), str(card)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 1
    found = [(d["code"], d["message"].split(" of ")[1].split("`")[1]) for d in json.loads(r.stdout)]
    assert sorted(found) == [("E0602", "Nightsoul's Blessing"), ("E0602", "Source Sample: Geo")]
