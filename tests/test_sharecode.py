"""The game's deck share codes (runtime/sharecode.py, `gicc deck`): codes another implementation
wrote decode to their decks, every sample deck round-trips, and a bad code or deck is told, never
a traceback."""
from collections import Counter
from pathlib import Path

import pytest

from gicc.runtime import sharecode
from gicc.runtime.decks import DeckError, deck_code, load_deck
from test_cli import gicc

DECKS = sorted((Path(__file__).resolve().parent.parent / "cards" / "decks").glob("*.yaml"))

# Codes written by another implementation (the game, shared through the community's deck tools:
# both sit as sample data in the LumiTracker deck tracker's sources), with the decks they name.
FOREIGN = {
    "FdHAWTIVFZDh22EPFiAx8mMPE0Ax9TMPFFCB9kgPC2DR91gQDLEwDskQDOGQD80RDBAA": (
        ["Kuki Shinobu", "Yaoyao", "Abyss Herald: Wicked Torrents"],
        {"Surging Undercurrent": 1, "Rightful Reward": 2, "Heart of Khvarena's Brilliance": 2,
         "Veteran's Visage": 2, "Vanarana": 1, "Fortress of Meropide": 1, "Katheryne": 1, "Liben": 2,
         "Liu Su": 2, "Lumenstone Adjuvant": 2, "Covenant of Rock": 1, "Changing Shifts": 2, "Strategize": 1,
         "I Haven't Lost Yet!": 2, "Leave It to Me!": 2, "When the Crane Returned": 1, "Lotus Flower Crisp": 1,
         "Mondstadt Hash Brown": 2, "Mushroom Pizza": 1, "Teyvat Fried Egg": 1}),
    "jl0ddrubjx09dxKblS0NgRWcls39gyScmV6tj0+dma7tl1OdmT4dmFadml6dm16dmm2N": (
        ["Dehya", "Arataki Itto", "Noelle"],
        {"Sacrificial Greatsword": 1, "The Bell": 2, "Gambler's Earrings": 2, "Paimon": 2, "Chef Mao": 2,
         "Liben": 2, "Dunyarzad": 2, "Fresh Wind of Freedom": 1, "Elemental Resonance: Woven Stone": 2,
         "Elemental Resonance: Enduring Rock": 2, "Strategize": 2, "Leave It to Me!": 1, "Send Off": 1,
         "Heavy Strike": 2, "Adeptus' Temptation": 1, "Lotus Flower Crisp": 2, "Sweet Madame": 1,
         "Mondstadt Hash Brown": 2}),
}


def contents(deck):
    return [c.name for c in deck.characters], dict(Counter(d.name for d in deck.cards))


@pytest.mark.parametrize("code", sorted(FOREIGN))
def test_codes_of_another_implementation_decode_to_their_decks(lib, code):
    assert contents(load_deck(code, lib)) == FOREIGN[code]


@pytest.mark.parametrize("path", DECKS, ids=lambda p: p.stem)
def test_every_sample_deck_round_trips(lib, path):
    deck = load_deck(path, lib)
    code = deck_code(deck)
    assert len(code) == 68
    again = load_deck(code, lib)
    assert contents(again) == contents(deck)
    assert deck_code(again) == code             # one deck, one code


def test_every_offset_decodes_the_same_ids():
    ids = list(range(1, 34))
    assert {tuple(sharecode.decode_ids(sharecode.encode_ids(ids, k))) for k in (0, 1, 77, 255)} == {tuple(ids)}


@pytest.mark.parametrize("code, message", [
    ("!" * 68, "not base64"),
    ("decks/nope.yaml", "no such deck file, nor a share code"),
    ("QUJD", "holds 3 bytes"),
    (sharecode.encode_ids([4000] * 33), "share id 4000, which no card"),
])
def test_bad_codes_are_told(lib, code, message):
    with pytest.raises(DeckError, match=message):
        load_deck(code, lib)


def test_deck_check_lists_every_broken_rule(tmp_path):
    p = tmp_path / "deck.yaml"
    p.write_text("characters: [Diluc, Bennett, Fischl]\ncards:\n  Paimon: 3\n  Undivided Heart: 1\n"
                 "  Wolf's Gravestone: 2\n  Sweet Madame: 2\n", encoding="utf-8")
    r = gicc("deck", "check", str(p))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "deck.yaml:3: at most 2 copies of Paimon" in r.stderr
    assert "deck.yaml:4: Undivided Heart needs Ganyu in the deck" in r.stderr
    assert "exactly 30 action cards, this one has 8" in r.stderr


def test_the_commands_encode_decode_and_play_a_code(tmp_path):
    code = gicc("deck", "encode", "cards/decks/ayaka-cryo.yaml").stdout.strip()
    assert len(code) == 68
    out = tmp_path / "d.yaml"
    assert gicc("deck", "decode", code, "--out", str(out), "--name", "Ayaka").returncode == 0
    assert gicc("deck", "encode", str(out)).stdout.strip() == code
    r = gicc("play", "--seed", "3", "--deck", code, "--deck", "cards/decks/dendro-burning.yaml")
    assert r.returncode == 0, r.stderr
    bad = gicc("deck", "decode", "not-a-code")
    assert bad.returncode == 1 and "'not-a-code' is not a share code" in bad.stderr and "Traceback" not in bad.stderr
