"""Serene (322027) and her Melusine Support cards (302206-302215), branch serene: what their
scenarios cannot say of a random outcome, over many seeds — every card or support they make is
one of its pool, and the pool is reached whole (the lists named in the card file are the
reference engine's, read by id from its bundled game data).

The Food, Artifact, Weapon and Arcane Legend pools are every obtainable card of that kind (the
library's cards of that kind that decks can hold); the Event pool is each Element's second
Elemental Resonance and the nation cards; Puca's Companions are twenty named ones (every
Companion but Timaeus, Wagner, Timmie, Dunyarzad, Jeht, Taroumaru and Serene)."""
import copy

import pytest

from gicc.runtime.scenario import load, run
from support import ROOT

SCENARIOS = ROOT / "tests" / "scenarios" / "cards"
SEEDS = range(60)

MELUSINE_SUPPORTS = {"Serene's Support", "Laume's Support", "Cosanzeana's Support", "Canotila's Support",
                     "Thirona's Support", "Sluasi's Support", "Virda's Support", "Puca's Support",
                     "Topyas's Support", "Lutine's Support"}
AWESOME_EVENTS = {331102, 331202, 331302, 331402, 331502, 331602, 331702,
                  331801, 331802, 331803, 331804, 331805, 331806}
COMPANIONS = {322001, 322002, 322005, 322006, 322008, 322009, 322010, 322011, 322012, 322013,
              322014, 322015, 322017, 322018, 322019, 322020, 322021, 322023, 322025, 322026}


def play(lib, name, seed, steps=1):
    """The scenario's match after its first `steps` steps (expectations left out), at a seed."""
    sc = load(SCENARIOS / name)
    sc.data = copy.deepcopy(sc.data)
    sc.data["seed"] = seed
    sc.data["steps"] = [s for s in sc.data["steps"] if set(s) != {"expect"}][:steps]
    for s in sc.data["steps"]:
        s.pop("expect", None)
    return run(sc, lib)


def kind_pool(lib, kind):
    return {d.id for d in lib.cards() if d.kind == kind and not d.hidden}


def test_serene_adds_melusine_supports_and_reaches_all_ten(lib):
    seen = set()
    for s in SEEDS:
        m = play(lib, "serene.yaml", s)
        names = [c.defn.name for c in m.players[0].hand]
        assert len(names) == 1 and set(names) <= MELUSINE_SUPPORTS
        seen |= set(names)
    assert seen == MELUSINE_SUPPORTS


@pytest.mark.parametrize("scenario, kind", [("serenes-support.yaml", "food"), ("laumes-support.yaml", "artifact"),
                                            ("cosanzeanas-support.yaml", "weapon")])
def test_the_kind_pools(lib, scenario, kind):
    pool = kind_pool(lib, kind)
    seen = set()
    for s in SEEDS:
        ids = [c.defn.id for c in play(lib, scenario, s).players[0].hand]
        assert len(ids) == 2 and set(ids) <= pool
        seen |= set(ids)
    assert len(seen) > len(pool) // 2          # not stuck on a few


def test_virdas_legends(lib):
    pool = kind_pool(lib, "arcane_legend")
    for s in SEEDS[:20]:
        m = play(lib, "virdas-support.yaml", s, steps=7)
        made = [c.defn.id for c in m.players[0].hand][1:]
        assert len(made) == 2 and set(made) <= pool
        assert not m.players[0].legend_used and not m.players[1].legend_used


def test_canotila_and_thirona_draw_the_awesome_events(lib):
    seen = set()
    for s in SEEDS:
        ids = [c.defn.id for c in play(lib, "canotilas-support.yaml", s).players[0].hand]
        assert len(ids) == 2 and set(ids) <= AWESOME_EVENTS
        seen |= set(ids)
        m = play(lib, "thironas-support.yaml", s, steps=3)
        ids = [c.defn.id for c in m.players[0].hand]
        assert len(ids) == 1 and set(ids) <= AWESOME_EVENTS
    assert seen == AWESOME_EVENTS


def test_puca_fills_both_zones_with_different_companions(lib):
    seen = set()
    for s in SEEDS:
        m = play(lib, "pucas-support.yaml", s)
        for p, kept in ((0, 1), (1, 3)):
            made = [e.defn.id for e in m.players[p].supports][kept:]
            assert len(made) == 4 - kept and len(set(made)) == len(made) and set(made) <= COMPANIONS
            seen |= set(made)
            # the fuzzer's card ledger: supports in play that were not played came by an effect
            assert m.players[p].supports_received == len(made)
    assert seen == COMPANIONS


def test_topyas_goodwill_draws_or_discards(lib):
    """With cards in the deck and in the hand either can happen; a card is drawn or one is
    discarded, never both."""
    outcomes = set()
    for s in SEEDS[:30]:
        sc_m = play(lib, "topyas-support.yaml", s, steps=3)
        pl = sc_m.players[1]
        outcomes.add((len(pl.hand), len(pl.deck)))
    assert outcomes == {(1, 0)}             # the opponent: an empty hand, so a draw
    outcomes = set()
    for s in SEEDS[:30]:
        m = play(lib, "topyas-draw-or-discard.yaml", s)
        outcomes.add((len(m.players[0].hand), len(m.players[0].deck)))
    assert outcomes == {(4, 1), (2, 2)}     # 1 + 2 drawn, then one more drawn or one discarded


def test_lutines_goodwill_heals_or_pierces(lib):
    hps = set()
    for s in SEEDS[:30]:
        m = play(lib, "lutines-support.yaml", s, steps=2)
        hps.add(m.players[0].characters[0].hp)
    assert hps == {7, 3}
