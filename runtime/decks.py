"""Deck files: YAML with three characters and thirty action cards, checked against the
deck-building rules (rules.md "Match set-up").

    name: Mondstadt Pyro
    characters: [Diluc, Bennett, Fischl]
    cards:                      # `Name: count`, or a list with repeated names
      Paimon: 2
      Sweet Madame: 2
"""
from pathlib import Path

from . import yamlfile
from .library import UnknownName
from .yamlfile import line_of

CARD_KINDS = ("weapon", "artifact", "talent", "technique", "support", "event", "food", "arcane_legend")


class DeckError(Exception):
    """A deck that breaks a rule; the message names the file and line."""


class Deck:
    def __init__(self, name, characters, cards):
        self.name, self.characters, self.cards = name, characters, cards


def _line(node, key=None, index=None):
    return line_of(node, key, index) or 1


def load_deck(path, lib):
    path = str(path)
    try:
        data = yamlfile.load(path, "deck")
    except yamlfile.YamlFileError as e:
        raise DeckError(str(e))
    return parse_deck(path, data, lib)


def parse_deck(path, data, lib):
    def bad(msg, node=None, key=None, index=None):
        raise DeckError("%s:%d: %s" % (path, _line(node, key, index) if node is not None else 1, msg))

    if not isinstance(data, dict):
        bad("a deck is a mapping with `characters` and `cards`")
    for k in data:
        if k not in ("name", "characters", "cards", "description"):
            bad("unknown key `%s` (known: name, characters, cards, description)" % k, data, k)
    name = data.get("name")
    if name is not None and (isinstance(name, bool) or not isinstance(name, (str, int, float))):
        bad("`name` is the deck's name, a string", data, "name")
    chars = data.get("characters")
    if not isinstance(chars, list):
        bad("`characters` lists the deck's three characters", data, "characters" if "characters" in data else None)
    if len(chars) != 3:
        bad("a deck has exactly 3 characters, this one has %d" % len(chars), data, "characters")
    cdefs = []
    for i, n in enumerate(chars):
        d = _get(lib, n, lambda m: bad(m, chars, index=i))
        if d.kind != "character":
            bad("%s is a %s, not a character" % (d.name, d.kind), chars, index=i)
        if d in cdefs:
            bad("%s is in the deck twice" % d.name, chars, index=i)
        cdefs.append(d)
    raw = data.get("cards")
    entries = []
    if isinstance(raw, dict):
        for k, v in raw.items():
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                bad("the count of %s must be a whole number of at least 1" % k, raw, k)
            entries.append((k, v, raw, k, None))
    elif isinstance(raw, list):
        for i, k in enumerate(raw):
            entries.append((k, 1, raw, None, i))
    else:
        bad("`cards` is a mapping `Name: count` or a list of names", data, "cards" if "cards" in data else None)
    cards, counts = [], {}
    for name, n, node, key, index in entries:
        d = _get(lib, name, lambda m: bad(m, node, key, index))
        if d.kind not in CARD_KINDS or "hidden" in getattr(d, "flags", ()) or d.hidden:
            bad("%s is a %s, not an action card a deck can hold" % (d.name, d.kind), node, key, index)
        counts[d] = counts.get(d, 0) + n
        limit = 1 if d.kind == "arcane_legend" else 2
        if counts[d] > limit:
            bad("at most %d cop%s of %s" % (limit, "y" if limit == 1 else "ies", d.name), node, key, index)
        if d.kind == "weapon" and not any(c.weapon == d.subtype for c in cdefs):
            bad("%s needs a %s character in the deck" % (d.name, d.subtype), node, key, index)
        if d.kind == "talent" and d.character and not any(c.name == d.character for c in cdefs):
            bad("%s needs %s in the deck" % (d.name, d.character), node, key, index)
        if d.deck_require:
            el, k = d.deck_require
            if not meets_deck_require(d, cdefs):
                bad("%s needs at least %d %s characters in the deck" % (d.name, k, el), node, key, index)
        cards.extend([d] * n)
    if len(cards) != 30:
        bad("a deck has exactly 30 action cards, this one has %d" % len(cards), data, "cards")
    return Deck(str(data.get("name") or Path(path).stem), cdefs, cards)


def meets_deck_require(card, characters):
    """Whether the characters meet a card's `deck_require`: so many of an element, or (any other
    word) of a faction."""
    if not card.deck_require:
        return True
    word, k = card.deck_require
    from .defs import ELEMENTS
    if word in ELEMENTS:
        return sum(1 for c in characters if c.element == word) >= k
    return sum(1 for c in characters if word in c.factions) >= k


def _get(lib, name, fail):
    if isinstance(name, bool) or not isinstance(name, (str, int)):
        fail("expected a card name, found %r" % (name,))
    try:
        return lib.get(name)
    except UnknownName:
        from difflib import get_close_matches
        close = get_close_matches(str(name).lower(), list(lib.by_name), n=1)
        fail("unknown card %r%s" % (name, " (did you mean %r?)" % lib.by_name[close[0]].name if close else ""))
