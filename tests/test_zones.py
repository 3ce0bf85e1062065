"""Card zones (issue 10, item 1): where created cards go in a deck, the opponent's hand and deck,
drawing a subtype, milling, copying and taking cards, and the ledger every created card enters
through.  The library's real cards (scenarios under tests/scenarios/cards/) use most of these;
the places no card of the library uses yet (top and bottom of a deck, the opponent's zones,
mill, copy, take) are tried here through small test cards compiled beside the library."""
from pathlib import Path

import pytest

from gicc.compiler.build import CARDS, build_library
from gicc.runtime import engine as E
from gicc.runtime import fuzz as F
from gicc.runtime.library import load_modules
from gicc.runtime.scenario import Scenario, action_of, build, settle

from support import check_text

TEST_CARDS = '''
event 990101 "Zone Test: Top" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { add_to_deck Paimon 2 at top to opp }
}

event 990102 "Zone Test: Bottom" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { add_to_deck Paimon 2 at bottom }
}

event 990103 "Zone Test: Within" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { add_to_deck Paimon at random within 2 }
}

event 990104 "Zone Test: Spread" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { add_to_deck Paimon 4 at spread }
}

event 990105 "Zone Test: Their Hand" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { add_card Paimon to opp }
}

event 990106 "Zone Test: Companion" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { draw 1 of companion }
}

event 990107 "Zone Test: Mill" {
  version "6.0"
  text_version "6.0"
  hidden
  on played {
    mill 2
    mill 5 of opp
  }
}

event 990108 "Zone Test: Copy" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { copy_top 2 }
}

event 990109 "Zone Test: Take" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { steal_highest 1 }
}
'''


@pytest.fixture(scope="module")
def zlib(tmp_path_factory):
    folder = tmp_path_factory.mktemp("zone-cards")
    (folder / "zone-tests.card").write_text(TEST_CARDS, encoding="utf-8")
    mods, diags, _ = build_library((CARDS, folder))
    assert mods is not None, diags.sorted()
    return load_modules(mods)


def play(lib, data, steps):
    sc = Scenario("inline", data)
    m = build(sc, lib)
    for i, step in enumerate(steps):
        settle(m, step)
        E.apply(m, action_of(sc, m, step, i, steps))
        # the fuzzer's card invariants (a scenario's dice come from no ledger: not those)
        bad = [v for p in m.players for v in F._card_ledger(p, "P%d" % p.idx)]
        assert bad == [], bad
    return m


def two(hand=(), deck=(), opp_hand=(), opp_deck=(), seed=0):
    return {"seed": seed, "rules": {"dice": "omni"},
            "players": [{"characters": ["Diluc", "Fischl"], "hand": list(hand), "deck": list(deck)},
                        {"characters": ["Fischl", "Diluc"], "hand": list(opp_hand), "deck": list(opp_deck)}]}


def names(cards):
    return [c.defn.name for c in cards]


def test_at_top_of_the_opposing_deck(zlib):
    m = play(zlib, two(hand=["Zone Test: Top"], opp_deck=["Liben", "Timmie"]),
             [{"player": 0, "play": "Zone Test: Top"}])
    opp = m.players[1]
    assert names(opp.deck) == ["Paimon", "Paimon", "Liben", "Timmie"]
    assert [c.made for c in opp.deck] == [True, True, False, False]
    assert (opp.cards_made, m.players[0].cards_made) == (2, 0)     # the deck's owner made them


def test_at_the_bottom(zlib):
    m = play(zlib, two(hand=["Zone Test: Bottom"], deck=["Liben", "Timmie"]),
             [{"player": 0, "play": "Zone Test: Bottom"}])
    assert names(m.players[0].deck) == ["Liben", "Timmie", "Paimon", "Paimon"]


def test_at_random_within_the_top_two(zlib):
    seen = set()
    for seed in range(30):
        m = play(zlib, two(hand=["Zone Test: Within"], deck=["Liben", "Timmie", "Katheryne"], seed=seed),
                 [{"player": 0, "play": "Zone Test: Within"}])
        where = names(m.players[0].deck).index("Paimon")
        assert names(m.players[0].deck).count("Paimon") == 1
        seen.add(where)
    assert seen == {0, 1}


def test_at_random_within_an_empty_deck(zlib):
    m = play(zlib, two(hand=["Zone Test: Within"]), [{"player": 0, "play": "Zone Test: Within"}])
    assert names(m.players[0].deck) == ["Paimon"]


def test_spread_evenly_through_a_short_deck(zlib):
    # 2 cards in 5 runs: 1, 1, 0, 0, 0 (the longer runs first)
    m = play(zlib, two(hand=["Zone Test: Spread"], deck=["Liben", "Timmie"]),
             [{"player": 0, "play": "Zone Test: Spread"}])
    assert names(m.players[0].deck) == ["Liben", "Paimon", "Timmie", "Paimon", "Paimon", "Paimon"]


def test_into_the_opposing_hand(zlib):
    m = play(zlib, two(hand=["Zone Test: Their Hand"], opp_hand=["Liben"]),
             [{"player": 0, "play": "Zone Test: Their Hand"}])
    assert names(m.players[1].hand) == ["Liben", "Paimon"]
    assert m.players[1].hand[1].made and m.players[1].cards_made == 1


def test_into_a_full_hand_nothing_is_created(zlib):
    full = ["Liben"] * 10
    m = play(zlib, two(hand=["Zone Test: Their Hand"], opp_hand=full),
             [{"player": 0, "play": "Zone Test: Their Hand"}])
    assert names(m.players[1].hand) == full and m.players[1].cards_made == 0


def test_draw_a_card_of_a_subtype(zlib):
    m = play(zlib, two(hand=["Zone Test: Companion"], deck=["Strategize", "Liyue Harbor Wharf", "Timmie", "Toss-Up"]),
             [{"player": 0, "play": "Zone Test: Companion"}])
    assert names(m.players[0].hand) == ["Timmie"]
    assert names(m.players[0].deck) == ["Strategize", "Liyue Harbor Wharf", "Toss-Up"]


def test_mill_discards_from_the_top_of_each_deck(zlib):
    m = play(zlib, two(hand=["Zone Test: Mill"], deck=["Liben", "Timmie", "Katheryne"], opp_deck=["Paimon", "Toss-Up"]),
             [{"player": 0, "play": "Zone Test: Mill"}])
    me, opp = m.players
    assert names(me.deck) == ["Katheryne"] and opp.deck == []
    assert (me.cards_discarded, opp.cards_discarded) == (2, 2)


def test_copy_the_top_of_the_opposing_deck(zlib):
    m = play(zlib, two(hand=["Zone Test: Copy"], opp_deck=["Paimon", "Toss-Up", "Liben"]),
             [{"player": 0, "play": "Zone Test: Copy"}])
    me, opp = m.players
    assert names(me.hand) == ["Paimon", "Toss-Up"] and all(c.made for c in me.hand)
    assert names(opp.deck) == ["Paimon", "Toss-Up", "Liben"]          # the deck keeps them
    assert (me.cards_made, opp.cards_made) == (2, 0)


def test_take_the_highest_cost_card(zlib):
    m = play(zlib, two(hand=["Zone Test: Take"], opp_hand=["Toss-Up", "Wolf's Gravestone", "Sweet Madame"]),
             [{"player": 0, "play": "Zone Test: Take"}])
    me, opp = m.players
    assert names(me.hand) == ["Wolf's Gravestone"] and me.hand[0].made
    assert names(opp.hand) == ["Toss-Up", "Sweet Madame"]
    assert (me.cards_made, opp.cards_taken) == (1, 1)


def test_mamere_creates_a_card_of_its_kinds(lib):
    """Mamere's card: one of the library's Food, Location, Companion or Item cards, not hidden,
    not Mamere; a made card, and no card of its name was in the starting deck."""
    pool = set()
    for seed in range(12):
        data = two(hand=["Sweet Madame"], seed=seed)
        data["players"][0]["characters"] = [{"card": "Diluc", "hp": 5}, "Fischl"]
        data["players"][0]["supports"] = ["Mamere"]
        m = play(lib, data, [{"player": 0, "play": "Sweet Madame", "target": 0}])
        (card,) = m.players[0].hand
        d = card.defn
        assert card.made and not d.hidden and d.name != "Mamere"
        assert d.kind == "food" or d.subtype in ("location", "companion", "item"), d
        pool.add(d.name)
    assert len(pool) > 1                      # at random, not always the same


def test_card_text_names_the_place(zlib):
    from gicc.compiler.cardtext import library
    ct, _ = library()
    want = {"Underwater Treasure Hunt": "into your deck at random",
            "Taroumaru": "spread evenly through your deck",
            "The White Glove and the Fisherman": "at random among the top 5 cards of your deck"}
    for d in ct.defs:
        if d.name in want:
            assert want.pop(d.name) in ct.render(d, "en").effect()
    assert not want


@pytest.mark.parametrize("body,code,message", [
    ("add_to_deck Paimon at top within 3", "E0320", "does not go with `at top`"),
    ("add_to_deck Paimon within 0", "E0321", "`within 0` names no card"),
    ("add_random_card 1 of food, wizard", "E0313", "`wizard` is not a card kind or subtype"),
    ("add_to_deck Paimon at middle", "E0313", "`middle` is not a place in a deck"),
    ("discard_highest 1 into nothing", "E0313", "not a counter"),
    ("draw 1 of wizard", "E0313", "`wizard` is not a card kind or subtype"),
])
def test_zone_effects_are_checked(tmp_path, body, code, message):
    text = 'event 990199 "Zone Test" {\n  version "6.0"\n  text_version "6.0"\n  on played { %s }\n}\n' % body
    diags = [d for d in check_text(tmp_path, text) if d.severity == "error"]
    assert [d.code for d in diags] == [code], diags
    assert message in diags[0].message, diags[0].message
