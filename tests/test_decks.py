"""Deck files: the deck-building rules, each broken rule a clear error naming file and line."""
import pytest

from gicc.runtime.decks import DeckError, load_deck

GOOD = """name: Test
characters: [Diluc, Bennett, Fischl]
cards:
  "Elemental Resonance: Woven Flames": 2
  Wolf's Gravestone: 2
  Traveler's Handy Sword: 2
  Gambler's Earrings: 2
  Paimon: 2
  Liben: 1
  Dawn Winery: 1
  Sweet Madame: 2
  Mondstadt Hash Brown: 2
  Adeptus' Temptation: 2
  Strategize: 2
  Leave It to Me!: 2
  Changing Shifts: 2
  Starsigns: 2
  I Haven't Lost Yet!: 2
  The Bestest Travel Companion!: 2
"""


def load(tmp_path, lib, text):
    p = tmp_path / "deck.yaml"
    p.write_text(text, encoding="utf-8")
    return load_deck(p, lib)


def test_sample_decks_and_a_good_deck_load(lib, tmp_path):
    from gicc.runtime.play import default_decks
    for d in default_decks():
        assert len(load_deck(d, lib).cards) == 30
    d = load(tmp_path, lib, GOOD)
    assert [c.name for c in d.characters] == ["Diluc", "Bennett", "Fischl"] and len(d.cards) == 30


def test_repeated_lines_are_counted(lib, tmp_path):
    names = ["Paimon", "Paimon", "Sweet Madame", "Sweet Madame", "Strategize", "Strategize"]
    text = "characters: [Diluc, Bennett, Fischl]\ncards:\n" + "".join("  - %s\n" % n for n in names)
    with pytest.raises(DeckError, match="exactly 30 action cards, this one has 6"):
        load(tmp_path, lib, text)


@pytest.mark.parametrize("change, line, message", [
    (("Paimon: 2", "Paimon: 3"), 8, "at most 2 copies of Paimon"),
    (("[Diluc, Bennett, Fischl]", "[Diluc, Bennett]"), 2, "exactly 3 characters"),
    (("[Diluc, Bennett, Fischl]", "[Diluc, Xingqiu, Fischl]"), 4, "needs at least 2 pyro characters"),
    (("[Diluc, Bennett, Fischl]", "[Diluc, Bennett, Diluc]"), 2, "Diluc is in the deck twice"),
    (("[Diluc, Bennett, Fischl]", "[Keqing, Bennett, Pyro Infusion]"), 2, "not a character"),
    (("Starsigns: 2", "Starsign: 2"), 17, "unknown card 'Starsign' (did you mean 'Starsigns'?)"),
    (("Liben: 1", "Liben: 0"), 9, "at least 1"),
])
def test_broken_rules_name_the_line(lib, tmp_path, change, line, message):
    text = GOOD.replace(*change)
    with pytest.raises(DeckError) as e:
        load(tmp_path, lib, text)
    assert str(e.value).startswith(str(tmp_path / "deck.yaml") + ":%d: " % line), str(e.value)
    assert message in str(e.value)


def test_weapon_needs_its_weapon_type(lib, tmp_path):
    text = GOOD.replace("[Diluc, Bennett, Fischl]", "[Xingqiu, Bennett, Fischl]")
    text = text.replace('  "Elemental Resonance: Woven Flames": 2\n', "  Toss-Up: 2\n")
    with pytest.raises(DeckError, match="Wolf's Gravestone needs a claymore character"):
        load(tmp_path, lib, text)


def test_cards_must_be_a_mapping_or_a_list(lib, tmp_path):
    with pytest.raises(DeckError, match=r"deck.yaml:2: `cards` is a mapping `Name: count` or a list"):
        load(tmp_path, lib, "characters: [Diluc, Bennett, Fischl]\ncards: 7\n")


def test_bad_yaml_and_missing_file(lib, tmp_path):
    with pytest.raises(DeckError, match=r"deck.yaml:2: bad YAML"):
        load(tmp_path, lib, "characters: [Diluc\ncards: {")
    with pytest.raises(DeckError, match="cannot read"):
        load_deck(tmp_path / "nope.yaml", lib)


def test_every_sample_deck_is_legal_and_plays_against_every_other(lib):
    import glob
    from pathlib import Path
    from gicc.runtime.play import play_match
    files = sorted(glob.glob(str(Path(__file__).resolve().parent.parent / "cards" / "decks" / "*.yaml")))
    assert len(files) >= 6
    decks = [load_deck(f, lib) for f in files]
    for i, a in enumerate(decks):
        for j, b in enumerate(decks):
            m = play_match(lib, [a, b], seed=i * 10 + j, verbose=False)
            assert m.winner in (0, 1, "draw")
