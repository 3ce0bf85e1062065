"""The 3.3 card pool is complete: every obtainable character and action card of version 3.3
in the reference is in the library, with the reference's kind."""
import json

import pytest

from support import REF


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_obtainable_3_3_card_is_in_the_library(lib):
    missing = []
    for f in ("characters.json", "action_cards.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            if item.get("version") != "3.3" or not item.get("obtainable"):
                continue
            d = lib.by_id.get(item["id"])
            if d is None or d.kind != item["type"]:
                missing.append("%s %s" % (item["id"], item["names"]["en"]))
    assert not missing, missing
    chars = [d for d in lib.characters() if d.version == "3.3"]
    cards = [d for d in lib.cards() if d.version == "3.3" and "no_equip" not in d.flags]
    assert len(chars) >= 27 and len(cards) >= 118


def _version(v):
    return tuple(int(x) for x in v.split("."))


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_obtainable_card_of_3_4_to_4_2_is_in_the_library(lib):
    """Issue 11: the pool from 3.4 to 4.2, characters and action cards, with the reference's kind."""
    missing = []
    for f in ("characters.json", "action_cards.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            if not item.get("obtainable") or not (3, 4) <= _version(item["version"]) <= (4, 2):
                continue
            d = lib.by_id.get(item["id"])
            if d is None or d.kind != item["type"]:
                missing.append("%s %s" % (item["id"], item["names"]["en"]))
    assert not missing, missing
