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


# Cards of 4.3-4.8 the library leaves out on purpose, with the reason (issue 12).
KNOWN_ABSENT_4_3_TO_4_8 = {
    322027: "Serene: it puts a random Melusine Support into the hand, and half of those ten cards "
            "(Serene's, Laume's, Cosanzeana's, Canotila's and Thirona's Support) create cards from "
            "pools only their names describe (Food the Melusines recommend, Artifacts they are "
            "curious about, Weapons they praise, 'superb' Event cards); the reference lists none of "
            "those pools and no tag marks them, so the card cannot be written from the facts",
}


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_obtainable_card_of_4_3_to_4_8_is_in_the_library(lib):
    """Issue 12: the pool from 4.3 to 4.8, characters and action cards, with the reference's kind;
    the known exceptions are still absent (once one is written, its entry goes)."""
    missing = []
    for f in ("characters.json", "action_cards.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            if not item.get("obtainable") or not (4, 3) <= _version(item["version"]) <= (4, 8):
                continue
            d = lib.by_id.get(item["id"])
            if item["id"] in KNOWN_ABSENT_4_3_TO_4_8:
                assert d is None, "%s is in the library now: drop it from KNOWN_ABSENT_4_3_TO_4_8" % item["id"]
            elif d is None or d.kind != item["type"]:
                missing.append("%s %s" % (item["id"], item["names"]["en"]))
    assert not missing, missing
