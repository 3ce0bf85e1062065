"""Helpers the test modules share."""
import json
from pathlib import Path

from gicc.compiler.build import Build

ROOT = Path(__file__).resolve().parent.parent
REF = ROOT.parent / "shared" / "reference"


def check_text(tmp_path, text, name="x.card"):
    """Check one card text as a file; its diagnostics, sorted."""
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    b = Build([p], use_cache=False)
    b.check()
    return b.diags.sorted()


def reference():
    """Every item of shared/reference by id (characters win over cards, cards over entities)."""
    out = {}
    for f in ("entities.json", "action_cards.json", "characters.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            out[item["id"]] = item
    return out
