"""The cards a random deck draws from, and the random decks."""
from . import UsageError


def card_pool(lib, only=None):
    """(characters, action cards) of the 3.3 pool that a random deck draws from; `only` (names
    or ids, of any version) chooses them instead."""
    chars = [d for d in lib.characters() if not d.hidden and d.version == "3.3"]
    # `only` may name a card of any version (the later cards' own differential sets)
    every = [d for d in lib.cards() if not d.hidden and not (d.kind == "talent" and "no_equip" in d.flags)]
    cards = [d for d in every if d.version == "3.3"]
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
            raise UsageError("--cards: a deck needs 3 characters; name at least 3 (or none)")
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
