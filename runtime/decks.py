"""Deck files: YAML with three characters and thirty action cards, checked against the
deck-building rules (rules.md "Match set-up").

    name: Mondstadt Pyro
    characters: [Diluc, Bennett, Fischl]
    cards:                      # `Name: count`, or a list with repeated names
      Paimon: 2
      Sweet Madame: 2
"""
from pathlib import Path

from . import sharecode, yamlfile
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
    """A deck from a file, or from a share code (the game's 68-character code)."""
    path = str(path)
    if not Path(path).exists() and sharecode.looks_like_code(path):
        return deck_from_code(path, lib)
    try:
        data = yamlfile.load(path, "deck")
    except yamlfile.YamlFileError as e:
        if not Path(path).exists():
            raise DeckError("cannot read %s: no such deck file, nor a share code (68 characters of base64)" % path)
        raise DeckError(str(e))
    return parse_deck(path, data, lib)


def deck_from_code(code, lib):
    """The deck a share code names, checked as a deck file is ("share code ABC...: ...")."""
    where = "share code %s" % sharecode._short(code.strip())
    try:
        ids = sharecode.decode_ids(code)
    except sharecode.ShareCodeError as e:
        raise DeckError(str(e))
    names = []
    for k, i in enumerate(ids):
        d = lib.by_share_id.get(i)
        if d is None:
            what = "character %d" % (k + 1) if k < 3 else "card %d" % (k - 2)
            raise DeckError("%s: its %s has share id %d, which no card of the library has" % (where, what, i))
        names.append(d.id)          # by id: a talent and a status may share a name
    return parse_deck(where, {"name": where, "characters": names[:3], "cards": names[3:]}, lib)


def deck_code(deck):
    """The share code of a deck: its characters in order, its cards by share id (so the same
    deck always gets the same code).  DeckError when a card has no share id."""
    missing = [d.name for d in list(deck.characters) + list(deck.cards) if not d.share_id]
    if missing:
        raise DeckError("%s has no share id, so the deck has no share code" % ", ".join(dict.fromkeys(missing)))
    ids = [d.share_id for d in deck.characters] + sorted(d.share_id for d in deck.cards)
    return sharecode.encode_ids(ids)


def parse_deck(path, data, lib):
    """The deck, or DeckError naming every rule it breaks, one a line."""
    deck, problems = check_deck(path, data, lib)
    if problems:
        raise DeckError("\n".join(problems))
    return deck


def check_deck(path, data, lib):
    """(the deck or None, every problem as "FILE:LINE: message"): a shape that is not a deck
    stops at once; every broken deck-building rule is listed, with the cards' names."""
    problems = []
    from_code = path.startswith("share code")

    def where(node, key, index):
        return path if from_code else "%s:%d" % (path, _line(node, key, index) if node is not None else 1)

    def bad(msg, node=None, key=None, index=None):
        raise DeckError("%s: %s" % (where(node, key, index), msg))

    def rule(msg, node=None, key=None, index=None):
        problems.append("%s: %s" % (where(node, key, index), msg))

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
    raw = data.get("cards")
    if not isinstance(raw, (dict, list)):
        bad("`cards` is a mapping `Name: count` or a list of names", data, "cards" if "cards" in data else None)
    if len(chars) != 3:
        rule("a deck has exactly 3 characters, this one has %d" % len(chars), data, "characters")
    cdefs = []
    for i, n in enumerate(chars):
        d = _get(lib, n, lambda m: rule(m, chars, index=i))
        if d is None:
            continue
        if d.kind != "character":
            rule("%s is a %s, not a character" % (d.name, d.kind), chars, index=i)
        elif d in cdefs:
            rule("%s is in the deck twice" % d.name, chars, index=i)
        else:
            cdefs.append(d)
    entries = []
    if isinstance(raw, dict):
        for k, v in raw.items():
            if not isinstance(v, int) or isinstance(v, bool) or v < 1:
                bad("the count of %s must be a whole number of at least 1" % k, raw, k)
            entries.append((k, v, raw, k, None))
    else:
        for i, k in enumerate(raw):
            entries.append((k, 1, raw, None, i))
    cards, counts = [], {}
    for name, n, node, key, index in entries:
        d = _get(lib, name, lambda m: rule(m, node, key, index))
        if d is None:
            cards.extend([None] * n)
            continue
        if d.kind not in CARD_KINDS or "hidden" in getattr(d, "flags", ()) or d.hidden:
            rule("%s is a %s, not an action card a deck can hold" % (d.name, d.kind), node, key, index)
            cards.extend([None] * n)
            continue
        before = counts.get(d, 0)
        counts[d] = before + n
        limit = 1 if d.kind == "arcane_legend" else 2
        if counts[d] > limit >= before:
            what = "an Arcane Legend card" if d.kind == "arcane_legend" else "a card"
            rule("at most %d cop%s of %s (%s)" % (limit, "y" if limit == 1 else "ies", d.name, what), node, key, index)
        if before == 0:
            if d.kind == "weapon" and not any(c.weapon == d.subtype for c in cdefs):
                rule("%s needs a %s character in the deck" % (d.name, d.subtype), node, key, index)
            if d.kind == "talent" and d.character and not any(c.name == d.character for c in cdefs):
                rule("%s needs %s in the deck" % (d.name, d.character), node, key, index)
            if d.deck_require and not meets_deck_require(d, cdefs):
                el, k = d.deck_require
                rule("%s needs at least %d %s characters in the deck" % (d.name, k, el), node, key, index)
        cards.extend([d] * n)
    if len(cards) != 30:
        rule("a deck has exactly 30 action cards, this one has %d" % len(cards), data, "cards")
    if problems:
        return None, problems
    return Deck(str(data.get("name") or Path(path).stem), cdefs, cards), []


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
        return None
    if isinstance(name, str) and name.lower() in lib.deckable:
        return lib.deckable[name.lower()]
    try:
        return lib.get(name)
    except UnknownName:
        from difflib import get_close_matches
        close = get_close_matches(str(name).lower(), list(lib.by_name), n=1)
        fail("unknown card %r%s" % (name, " (did you mean %r?)" % lib.by_name[close[0]].name if close else ""))
        return None
