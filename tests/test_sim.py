"""`gicc sim` (issue 15, item 1): match i is fixed by i, so any number of processes (and the Ray
backend) gives the same records and table; the table's numbers; --out's JSON lines; `fuzz` and
`bench` with --jobs."""
import json

import pytest

from gicc.compiler.cli import main
from gicc.runtime import play as P
from gicc.runtime import sim as S
from gicc.runtime.decks import load_deck
from gicc.runtime.sim_table import render, tally, wilson


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as e:           # argparse's own refusals
        code = e.code
    out, err = capsys.readouterr()
    return code, out, err


def test_table_is_the_same_for_any_jobs(capsys):
    code1, one, _ = run(capsys, "sim", "--games", "4", "--jobs", "1")
    code2, two, err = run(capsys, "sim", "--games", "4", "--jobs", "2")
    assert code1 == code2 == 0
    assert one == two
    lines = one.splitlines()
    assert lines[0].split()[:3] == ["A", "B", "games"]
    assert "Kamisato Cryo" in lines[2] and "Verdant Blaze" in lines[2]
    assert "4 matches in" in err and "2 processes" in err


def test_records_match_gicc_play_and_do_not_depend_on_jobs(lib):
    from gicc.compiler import simrun as R
    decks = [str(p) for p in P.default_decks()]
    batch = S.Batch(decks, ["random", "greedy"], seed=7)
    spec = R.Library()                 # the built-in library
    seq = R.run_local(spec, batch, 5, 1, lib=lib)
    par = R.run_local(spec, batch, 5, 2, lib=lib)
    assert seq == par and [r["index"] for r in seq] == list(range(5))
    # one deck pairing and one agent pairing (two agents play each other, not themselves)
    assert len(batch.combos) == 1
    # match 0 is `gicc play --seed 7` with side A in seat 0
    r = seq[0]
    assert r["seed"] == 7 and not r["swapped"] and r["agents"] == ["random", "greedy"]
    m = P.play_match(lib, [load_deck(d, lib) for d in decks], seed=7, agents=("random", "greedy"), verbose=False)
    assert (r["winner"] if r["winner"] is not None else "draw") == m.winner
    assert (r["rounds"], r["actions"], r["first"]) == (m.round, m.actions, m.first)
    # every other round of the pairings, side A sits in seat 1
    assert seq[1]["swapped"] and seq[1]["agents"] == ["greedy", "random"]


def test_wilson_interval():
    lo, hi = wilson(5, 10)
    assert round(lo, 4) == 0.2366 and round(hi, 4) == 0.7634
    assert wilson(0, 10)[0] == 0.0 and round(wilson(0, 10)[1], 4) == 0.2775
    assert round(wilson(10, 10)[1], 9) == 1.0
    assert wilson(0, 0) == (0.0, 1.0)


def test_table_counts_sides_across_seats():
    recs = [  # side A wins from seat 0 and from seat 1; a draw; B wins
        {"combo": 0, "swapped": False, "winner": 0, "first": 0, "draw": False, "rounds": 5},
        {"combo": 0, "swapped": True, "winner": 1, "first": 0, "draw": False, "rounds": 7},
        {"combo": 0, "swapped": False, "winner": None, "first": 1, "draw": True, "rounds": 15},
        {"combo": 0, "swapped": True, "winner": 0, "first": 0, "draw": False, "rounds": 6},
    ]
    rows, total = tally(recs, 1)
    r = rows[0]
    assert (r.games, r.a, r.b, r.draws, r.decided, r.first_won) == (4, 2, 1, 1, 3, 2)
    text = render(recs, [("X (random)", "Y (random)")])
    assert " 50.0% [" in text and "8.25" in text and "(2/3)" in text


def test_out_writes_one_json_line_a_match_with_card_statistics(capsys, tmp_path):
    out = tmp_path / "m.jsonl"
    code, table, _ = run(capsys, "sim", "--games", "3", "--pool", "--jobs", "1", "--seed", "11", "--out", str(out))
    assert code == 0 and "random pool deck (random)" in table
    lines = out.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 3
    recs = [json.loads(x) for x in lines]        # what pandas.read_json(lines=True) reads
    assert [r["seed"] for r in recs] == [11, 12, 13]
    for r in recs:
        assert set(r) >= {"seed", "decks", "agents", "winner", "draw", "rounds", "first", "cards"}
        # a deck that holds a 6.1-6.2 supplement card has no share code (the supplement gives no
        # share ids: docs/supplement.md); every other random deck has one
        assert all(len(d["characters"]) == 3 and (d["code"] is None or len(d["code"]) == 68) for d in r["decks"])
        assert len(r["cards"]) == 2
        dealt = sum(c["damage"] for side in r["cards"] for c in side.values())
        assert dealt > 0
        if r["winner"] is not None:
            # the winner's cards dealt damage (not necessarily the losers' whole HP: DMG a side
            # deals to itself, Wriothesley's Chilling Penalty, counts for that side's card)
            assert sum(c["damage"] for c in r["cards"][r["winner"]].values()) > 0
        played = sum(c["played"] for side in r["cards"] for c in side.values())
        assert played > 0
    # the same matches, and table, without --out (the statistics are gathered only for it)
    code, again, _ = run(capsys, "sim", "--games", "3", "--pool", "--jobs", "2", "--seed", "11")
    assert again == table


def test_pool_decks_are_legal_and_fixed_by_the_seed(lib):
    import random
    from gicc.runtime.decks import deck_code, deck_from_code
    from gicc.runtime.decks import check_deck
    for seed in (3, 4):
        a = S.draw_pool_deck(lib, random.Random(seed))
        b = S.draw_pool_deck(lib, random.Random(seed))
        assert [c.id for c in a.characters + a.cards] == [c.id for c in b.characters + b.cards]
        data = {"name": "again", "characters": [c.id for c in a.characters], "cards": [c.id for c in a.cards]}
        again, problems = check_deck("again", data, lib)
        assert again is not None and len(again.cards) == 30, problems     # the deck rules accept it
        if all(c.share_id for c in a.characters + a.cards):
            # a deck without a 6.1-6.2 supplement card (no share ids) goes through its code
            assert len(deck_from_code(deck_code(a), lib).cards) == 30


def test_fuzz_and_bench_with_jobs(capsys):
    _, one, _ = run(capsys, "fuzz", "--games", "3", "--seed", "5")
    _, two, _ = run(capsys, "fuzz", "--games", "3", "--seed", "5", "--jobs", "2")
    assert one == two == "3 games, 0 errors\n"
    code, out, _ = run(capsys, "bench", "--games", "2", "--jobs", "2")
    assert code == 0 and "2 matches in" in out and "per CPU-second" in out


def test_a_search_budget_in_sim(capsys):
    """`--agent search:N` as in `gicc play`: the table names the agent with its budget."""
    code, out, _ = run(capsys, "sim", "--games", "2", "--jobs", "1", "--agent", "search:2", "--agent", "random")
    assert code == 0 and "(search:2)" in out


@pytest.mark.parametrize("argv", [["sim", "--games", "0"], ["sim", "--jobs", "0"], ["fuzz", "--jobs", "0"],
                                  ["bench", "--jobs", "0"], ["sim", "--address", "auto"],
                                  ["sim", "--agent", "nobody"], ["sim", "--agent", "search:x"],
                                  ["sim", "--agent", "greedy:3"]])
def test_usage_errors(capsys, argv):
    code, _, err = run(capsys, *argv)
    assert code == 2 and "Traceback" not in err


def test_ray_backend_gives_the_local_records(capsys, tmp_path):
    pytest.importorskip("ray")
    a, b = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    code1, one, _ = run(capsys, "sim", "--games", "4", "--jobs", "1", "--out", str(a))
    code2, two, err = run(capsys, "sim", "--games", "4", "--jobs", "2", "--backend", "ray", "--out", str(b))
    assert code1 == code2 == 0, err
    assert one == two
    assert a.read_text(encoding="utf-8") == b.read_text(encoding="utf-8")
