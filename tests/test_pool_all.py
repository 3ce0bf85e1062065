"""Issue 13, item 8: the pool as a whole. Every obtainable character and action card the
reference dates up to 6.0 is in the library with the reference's kind — but those listed in
NOT_YET, each with what it still needs. The list must stay true: a listed card that is in the
library fails the test too, so it is taken off the list when it is written."""
import json

import pytest

from support import REF

# id: what the card still needs (the note says what remains)
NOT_YET = {
    322027: "Serene: the Melusine Support cards it adds draw from pools the reference does not list "
            "(food the Melusines recommend, artifacts, weapons, superb event cards)",
}


def _version(v):
    return tuple(int(x) for x in v.split("."))


def obtainable_up_to_6_0():
    out = {}
    for f in ("characters.json", "action_cards.json"):
        for item in json.loads((REF / f).read_text(encoding="utf-8")):
            if item.get("obtainable") and _version(item["version"]) <= (6, 0):
                out[item["id"]] = item
    return out


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_every_obtainable_card_up_to_6_0_is_in_the_library(lib):
    cards = obtainable_up_to_6_0()
    missing = {i for i, item in cards.items()
               if lib.by_id.get(i) is None or lib.by_id[i].kind != item["type"]}
    unlisted = sorted("%s %s" % (i, cards[i]["names"]["en"]) for i in missing - set(NOT_YET))
    assert not unlisted, "missing from the library: %s" % unlisted
    written = sorted("%s %s" % (i, NOT_YET[i]) for i in set(NOT_YET) - missing)
    assert not written, "in the library now, take them off NOT_YET: %s" % written


@pytest.mark.skipif(not REF.exists(), reason="shared/reference is not beside the checkout")
def test_the_readme_counts_the_library(lib):
    """The README's count "(N characters and M action cards in all...": the library's obtainable
    characters and action cards (the reference's; not the cards that effects create)."""
    from pathlib import Path
    import re
    obtainable = set()
    for f in ("characters.json", "action_cards.json"):
        obtainable |= {i["id"] for i in json.loads((REF / f).read_text(encoding="utf-8")) if i.get("obtainable")}
    chars = sum(1 for d in lib.characters() if d.id in obtainable)
    cards = sum(1 for d in lib.cards() if d.id in obtainable)
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text(encoding="utf-8")
    m = re.search(r"\((\d+) characters and\s+(\d+) action cards in\s+all\b", readme)
    assert m, "the README states no count of the library"
    assert (int(m.group(1)), int(m.group(2))) == (chars, cards)
