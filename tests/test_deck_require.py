"""Deck-building conditions of cards (`deck_require`), checked when a deck is loaded."""
import pytest

from gicc.runtime.decks import DeckError, parse_deck

# 15 different cards, 2 of each: a legal 30-card deck apart from its characters
CARDS = {name: 2 for name in (
    "Elemental Resonance: Woven Flames", "Paimon", "Liben", "Timmie", "Favonius Cathedral",
    "Dawn Winery", "Sweet Madame", "Mondstadt Hash Brown", "Lotus Flower Crisp",
    "Adeptus' Temptation", "Strategize", "Leave It to Me!", "Changing Shifts", "Toss-Up",
    "Starsigns")}


def test_woven_flames_needs_two_pyro_characters(lib):
    deck = parse_deck("two-pyro.yaml", {"characters": ["Diluc", "Bennett", "Fischl"], "cards": dict(CARDS)}, lib)
    assert len(deck.cards) == 30
    with pytest.raises(DeckError, match="Woven Flames needs at least 2 pyro characters"):
        parse_deck("one-pyro.yaml", {"characters": ["Diluc", "Fischl", "Xingqiu"], "cards": dict(CARDS)}, lib)
