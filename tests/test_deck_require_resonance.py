"""Deck-building conditions (`deck_require`) of the 3.3 Elemental Resonance cards and of
Abyssal Summons (a faction: Monster characters), checked when a deck is loaded."""
import pytest

from gicc.runtime.decks import DeckError, parse_deck

# 14 different cards, 2 of each, with room for the card under test: 30 cards
FILLER = ("Paimon", "Liben", "Timmie", "Favonius Cathedral", "Dawn Winery", "Sweet Madame",
          "Mondstadt Hash Brown", "Lotus Flower Crisp", "Adeptus' Temptation", "Strategize",
          "Leave It to Me!", "Changing Shifts", "Toss-Up", "Starsigns")

# card -> (a team meeting the condition, a team one character short of it)
CASES = {
    "Elemental Resonance: Woven Ice": (["Kaeya", "Ganyu", "Diluc"], ["Kaeya", "Diluc", "Fischl"]),
    "Elemental Resonance: Shattering Ice": (["Kaeya", "Ganyu", "Diluc"], ["Kaeya", "Diluc", "Fischl"]),
    "Elemental Resonance: Woven Waters": (["Xingqiu", "Barbara", "Diluc"], ["Xingqiu", "Diluc", "Fischl"]),
    "Elemental Resonance: Soothing Water": (["Xingqiu", "Barbara", "Diluc"], ["Xingqiu", "Diluc", "Fischl"]),
    "Elemental Resonance: Fervent Flames": (["Diluc", "Bennett", "Fischl"], ["Diluc", "Fischl", "Xingqiu"]),
    "Elemental Resonance: Woven Thunder": (["Fischl", "Keqing", "Diluc"], ["Fischl", "Diluc", "Xingqiu"]),
    "Elemental Resonance: High Voltage": (["Fischl", "Keqing", "Diluc"], ["Fischl", "Diluc", "Xingqiu"]),
    "Elemental Resonance: Woven Winds": (["Sucrose", "Jean", "Diluc"], ["Sucrose", "Diluc", "Fischl"]),
    "Elemental Resonance: Impetuous Winds": (["Sucrose", "Jean", "Diluc"], ["Sucrose", "Diluc", "Fischl"]),
    "Elemental Resonance: Woven Stone": (["Ningguang", "Noelle", "Diluc"], ["Ningguang", "Diluc", "Fischl"]),
    "Elemental Resonance: Enduring Rock": (["Ningguang", "Noelle", "Diluc"], ["Ningguang", "Diluc", "Fischl"]),
    "Elemental Resonance: Woven Weeds": (["Collei", "Jadeplume Terrorshroom", "Diluc"], ["Collei", "Diluc", "Fischl"]),
    "Elemental Resonance: Sprawling Greenery": (["Collei", "Jadeplume Terrorshroom", "Diluc"], ["Collei", "Diluc", "Fischl"]),
    # Monster characters of any element: Rhodeia (Hydro), Maguu Kenki (Anemo), Stonehide Lawachurl (Geo)
    "Abyssal Summons": (["Rhodeia of Loch", "Maguu Kenki", "Diluc"], ["Rhodeia of Loch", "Diluc", "Xingqiu"]),
}


def _cards(card):
    cards = {name: 2 for name in FILLER}
    cards[card] = 2
    return cards


@pytest.mark.parametrize("card", sorted(CASES))
def test_deck_require(lib, card):
    enough, short = CASES[card]
    deck = parse_deck("enough.yaml", {"characters": enough, "cards": _cards(card)}, lib)
    assert len(deck.cards) == 30
    word, n = lib.get(card).deck_require
    with pytest.raises(DeckError, match="needs at least %d %s characters" % (n, word)):
        parse_deck("short.yaml", {"characters": short, "cards": _cards(card)}, lib)


def test_abyssal_summons_counts_monsters_not_an_element(lib):
    assert lib.get("Abyssal Summons").deck_require == ("monster", 2)
    deck = parse_deck("monsters.yaml", {"characters": ["Stonehide Lawachurl", "Jadeplume Terrorshroom", "Diluc"],
                                        "cards": _cards("Abyssal Summons")}, lib)
    assert len(deck.cards) == 30
