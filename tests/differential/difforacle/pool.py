"""The cards a random deck draws from, and the random decks."""
from . import HERE, UsageError


DEFAULT_VERSIONS = "3.3"


def _version(text):
    try:
        major, minor = text.split(".")
        return int(major), int(minor)
    except ValueError:
        raise UsageError("--versions: %r is not a version such as 3.4" % text)


def parse_versions(spec):
    """`3.4-4.2`, `3.3` or `3.3,3.7-3.8` -> a test of a card's version (the library's `version`,
    as `gicc cards --json` shows it)."""
    spans = []
    for part in spec.split(","):
        part = part.strip()
        if not part:
            continue
        lo, _, hi = part.partition("-")
        lo = _version(lo.strip())
        hi = _version(hi.strip()) if hi else lo
        if hi < lo:
            raise UsageError("--versions: %s runs backwards" % part)
        spans.append((lo, hi))
    if not spans:
        raise UsageError("--versions: no version named")
    return lambda v: any(lo <= _version(v) <= hi for lo, hi in spans)


def outside_pool():
    """{id: why} of the library's cards a version pool leaves out (known.yaml `outside_pool`):
    cards the reference engine lacks or plays at other numbers."""
    from ruamel.yaml import YAML
    data = YAML(typ="safe").load((HERE / "known.yaml").read_text(encoding="utf-8")) or {}
    return {int(k): v for k, v in (data.get("outside_pool") or {}).items()}


def card_pool(lib, only=None, versions=None):
    """(characters, action cards) that a random deck draws from: the library's cards whose
    version is in `versions` (default 3.3); `only` (names or ids, of any version) chooses them
    instead (its characters, if it names any, are the only characters; else the characters of
    `versions`)."""
    within = parse_versions(versions or DEFAULT_VERSIONS)
    out = outside_pool()
    chars = [d for d in lib.characters() if not d.hidden and within(d.version) and d.id not in out]
    # `only` may name a card of any version (the later cards' own differential sets)
    every = [d for d in lib.cards() if not d.hidden and not (d.kind == "talent" and "no_equip" in d.flags)]
    gone = {lib.by_id[i].name for i in out if i in lib.by_id}      # their talents go with them
    cards = [d for d in every if within(d.version) and d.id not in out
             and not (d.kind == "talent" and d.character in gone)]
    if only:
        picked = set()
        for ref in only:
            try:
                d = lib.get(int(ref) if ref.isdigit() else ref)
            except LookupError:
                raise UsageError("--cards: unknown card %r" % ref)
            if d.kind != "character" and d not in every:
                raise UsageError("--cards: %s is not an action card a deck can hold" % d.name)
            picked.add(d.id)
        if any(lib.by_id[i].kind == "character" for i in picked):
            chars = [d for d in chars if d.id in picked] + [d for d in lib.characters() if d.id in picked and d not in chars]
        cards = [d for d in every if d.id in picked]
    if len(chars) < 3:
        raise UsageError("a deck needs 3 characters; the pool has %d" % len(chars)
                         + (" (--cards: name at least 3, or none)" if only else ""))
    return chars, cards


def random_deck(rng, chars, cards):
    """Three characters and up to thirty action cards that obey the deck rules, in a random
    order (the draw pile's order: the decks are not shuffled)."""
    from gicc.runtime.decks import meets_deck_require
    picked = rng.sample(chars, 3)
    names = {c.name for c in picked}
    weapons = {c.weapon for c in picked}
    pool = [d for d in cards
            if not (d.kind == "weapon" and d.subtype not in weapons)
            and not (d.kind == "talent" and d.character not in names)
            and meets_deck_require(d, picked)]
    deck, counts = [], {}
    while len(deck) < 30 and pool:
        d = pool[rng.randrange(len(pool))]
        counts[d.id] = counts.get(d.id, 0) + 1
        deck.append(d)
        if counts[d.id] >= (1 if d.kind == "arcane_legend" else 2):
            pool.remove(d)
    return picked, deck
