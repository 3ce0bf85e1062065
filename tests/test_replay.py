"""Replays (`gicc play --record`, `gicc replay`) and the match log a player follows (issue 14,
items 4 and 5): records, levels, JSON, shields and dice in the log, replaying byte for byte,
fingerprints, malformed files, the state at a step, and a replay turned into a scenario."""
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest

from gicc.runtime import engine as E
from gicc.runtime import log as L
from gicc.runtime import play as P
from gicc.runtime import replay as R
from gicc.runtime import scenario as S
from gicc.runtime.decks import load_deck
from gicc.runtime.replay_scenario import to_scenario
from gicc.runtime.view import view

ROOT = Path(__file__).resolve().parent.parent
DECKS = ROOT / "cards" / "decks"


def gicc(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, input=stdin)


@pytest.fixture(scope="module")
def recorded(tmp_path_factory):
    """A match played and recorded by the command: (replay path, what `gicc play` printed)."""
    path = tmp_path_factory.mktemp("replay") / "seed5.jsonl"
    r = gicc("play", "--seed", "5", "--record", str(path))
    assert r.returncode == 0, r.stderr
    return path, r.stdout


def _record(lib, deck_files, seed, agents=("random", "random")):
    decks = [load_deck(d, lib) for d in deck_files]
    buf, out = io.StringIO(), io.StringIO()
    rec = R.Recorder(buf, lib, decks, seed, None, "test")
    m = P.play_match(lib, decks, seed=seed, agents=agents, out=out, on_decision=rec.on_decision)
    rec.finish(m)
    return buf.getvalue(), out.getvalue(), m


# ---- replays -------------------------------------------------------------------------------

def test_a_recorded_match_replays_byte_identically(recorded):
    path, played = recorded
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["gicc_replay"] == R.FORMAT and header["seed"] == 5
    assert set(header["fingerprint"]) == {"cards", "engine", "rules"}
    assert all(len(d["characters"]) == 3 and len(d["cards"]) == 30 for d in header["decks"])
    assert json.loads(lines[-1])["end"] is True
    again = gicc("replay", str(path))
    assert again.returncode == 0, again.stderr
    assert again.stdout == played
    assert gicc("replay", str(path), "--format", "json").stdout == gicc("play", "--seed", "5", "--format", "json").stdout


def test_step_walks_through_the_decisions(recorded):
    path, played = recorded
    steps = len(path.read_text().splitlines()) - 2
    r = gicc("replay", str(path), "--step", stdin="\n\n\nq\n")
    assert r.returncode == 0 and r.stdout == played
    assert r.stderr.count("-- step ") == 4 and "-- step 1/%d: P" % steps in r.stderr


def test_at_prints_the_state_view_at_a_step(recorded, lib):
    path, _ = recorded
    rep = R.load(path)
    m = R.start(rep, lib)
    for i in range(12):
        R.step(rep, m, i)
    r = gicc("replay", str(path), "--at", "12")
    assert r.returncode == 0, r.stderr
    from ruamel.yaml import YAML
    shown = YAML(typ="safe").load(r.stdout)
    assert shown["step"] == 12 and shown["state"] == view(m)
    assert gicc("replay", str(path), "--at", "0").returncode == 0
    bad = gicc("replay", str(path), "--at", "100000")
    assert bad.returncode == 2 and "--at takes a step from 0 to" in bad.stderr


def test_a_changed_fingerprint_is_reported_not_replayed(recorded, tmp_path):
    path, played = recorded
    lines = path.read_text().splitlines()
    header = json.loads(lines[0])
    header["fingerprint"]["cards"] = "0" * 16
    header["fingerprint"]["engine"] = "f" * 16
    tampered = tmp_path / "tampered.jsonl"
    tampered.write_text("\n".join([json.dumps(header)] + lines[1:]) + "\n")
    r = gicc("replay", str(tampered))
    assert r.returncode == 1 and r.stdout == "" and "Traceback" not in r.stderr
    assert "the card library changed since the replay was recorded" in r.stderr
    assert "the rules engine (runtime) changed" in r.stderr and "--force" in r.stderr
    forced = gicc("replay", str(tampered), "--force")
    assert forced.returncode == 0 and forced.stdout == played and "warning" in forced.stderr


def test_a_decision_no_longer_legal_is_reported_with_its_step(recorded, tmp_path):
    path, _ = recorded
    lines = path.read_text().splitlines()
    k = next(i for i, x in enumerate(lines) if '"kind":"skill"' in x)
    d = json.loads(lines[k])
    d["skill"] = 999999
    lines[k] = json.dumps(d)
    broken = tmp_path / "illegal.jsonl"
    broken.write_text("\n".join(lines) + "\n")
    r = gicc("replay", str(broken))
    assert r.returncode == 1 and "Traceback" not in r.stderr
    assert "%s:%d: step %d: P%d's decision" % (broken, k + 1, k, d["player"]) in r.stderr
    assert "is no longer legal" in r.stderr


@pytest.mark.parametrize("text, where, says", [
    ("", ":1:", "an empty file"),
    ("not json\n", ":1:", "not JSON"),
    ('{"seed": 1}\n', ":1:", "no `gicc_replay`"),
    ('{"gicc_replay": 99, "gicc": "9"}\n', ":1:", "newer gicc"),
    ('{"gicc_replay": 1, "seed": "x", "rules": {}, "decks": [], "fingerprint": {}}\n', ":1:", "`seed`"),
    (None, ":3:", "expected decision step 2"),
    (None, ":2:", "unknown action kind"),
    (None, ":2:", "each line of a replay is a JSON object"),
])
def test_a_malformed_replay_gets_a_clear_error_with_file_and_line(recorded, tmp_path, text, where, says):
    path, _ = recorded
    lines = path.read_text().splitlines()
    if text is None:
        if "step 2" in says:
            text = "\n".join(lines[:2] + [lines[3]]) + "\n"
        elif "kind" in says:
            text = lines[0] + '\n{"step": 1, "player": 0, "kind": "teleport"}\n'
        else:
            text = lines[0] + "\n[1, 2, 3]\n"
    bad = tmp_path / "bad.jsonl"
    bad.write_text(text)
    r = gicc("replay", str(bad))
    assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
    assert str(bad) + where in r.stderr and says in r.stderr
    bad.write_bytes(b"\xff\xfe")
    assert "not UTF-8" in gicc("replay", str(bad)).stderr


def test_the_scenario_of_a_replay_passes(recorded, tmp_path):
    path, _ = recorded
    out = tmp_path / "from-replay.yaml"
    r = gicc("replay", str(path), "--scenario", str(out))
    assert r.returncode == 0, r.stderr
    text = out.read_text()
    assert "decks:" in text and "mulligan:" in text and "expect:" in text
    ran = gicc("scenario", str(out))
    assert ran.returncode == 0 and "1 passed, 0 failed" in ran.stdout, ran.stdout
    # the expectation is real: a wrong final HP fails it
    import re
    wrong = re.sub(r"(players\.0\.characters\.0\.hp: )(\d+)", lambda g: g.group(1) + str(int(g.group(2)) + 1), text)
    out.write_text(wrong)
    assert gicc("scenario", str(out)).returncode == 1


def test_every_decision_kind_replays_and_converts(lib, tmp_path):
    """Mulligans, first actives, rerolls, actions, a select (a support to replace, hand cards
    to swap) and a new active after a defeat: played again identically, and as a scenario."""
    files = [DECKS / "anemo-winds.yaml", DECKS / "nilou-bloom.yaml"]
    seen = set()
    for seed in range(3):
        text, printed, m = _record(lib, files, seed)
        f = tmp_path / ("s%d.jsonl" % seed)
        f.write_text(text)
        rep = R.load(f)
        kinds = {a.kind for _, a in rep.decisions}
        seen |= kinds
        m2 = R.start(rep, lib)
        out = io.StringIO()
        pr = P.Printer(out)
        pr.flush(m2)
        for i in range(len(rep.decisions)):
            R.step(rep, m2, i)
            pr.flush(m2)
        assert R.finish(rep, m2) is None
        pr.flush(m2)
        assert out.getvalue() == printed
        sc = tmp_path / ("s%d.yaml" % seed)
        sc.write_text(to_scenario(rep, lib))
        ok, _, msg = S.run_file(sc, lib)
        assert ok, msg
    assert {"mulligan", "initial", "reroll", "skill", "switch", "play", "tune", "end", "choose", "select"} <= seen


def test_techniques_replay_and_convert(lib, tmp_path):
    from gicc.runtime.decks import Deck
    chars = [lib.get(n) for n in ("Fischl", "Xingqiu", "Noelle")]
    cards = [lib.get("Xenochromatic Hunter's Ray")] * 10 + [lib.get("Paimon")] * 10 + [lib.get("Sweet Madame")] * 10
    decks = [Deck("Rays", chars, cards), Deck("Rays", chars, cards)]
    buf, out = io.StringIO(), io.StringIO()
    rec = R.Recorder(buf, lib, decks, 0, None, "test")
    m = P.play_match(lib, decks, seed=0, out=out, on_decision=rec.on_decision)
    rec.finish(m)
    f = tmp_path / "rays.jsonl"
    f.write_text(buf.getvalue())
    rep = R.load(f)
    assert "technique" in {a.kind for _, a in rep.decisions}
    assert "uses the technique Fontemer Water Blades" in out.getvalue()
    sc = tmp_path / "rays.yaml"
    sc.write_text(to_scenario(rep, lib))
    ok, _, msg = S.run_file(sc, lib)
    assert ok, msg


# ---- the log -------------------------------------------------------------------------------

SHIELD = """
name: a shield absorbs damage, and the log says so
rules: {dice: omni}
players:
  - characters: [Ganyu, Fischl, Noelle]
  - characters: [Xingqiu, Diluc, Keqing]
    combat_statuses: [{name: Crystallize, shield: 1}]
steps:
  - {player: 0, skill: Frostflake Arrow}
  - expect:
      players.1.characters.0.hp: 9
      players.1.combat_statuses: []
"""


def _shield_match(lib, tmp_path):
    f = tmp_path / "shield.yaml"
    f.write_text(SHIELD)
    return S.run(S.load(f), lib)


def test_the_log_shows_the_shield_absorbing_and_the_dice_paid(lib, tmp_path):
    m = _shield_match(lib, tmp_path)
    lines = [L.text(r) for r in m.log]
    assert "P0 Ganyu uses Frostflake Arrow" in lines
    assert "  P0 pays omni, omni, omni, omni, omni (3 dice left)" in lines
    hit = lines.index("  P0 Ganyu deals 2 Cryo to P1 Xingqiu — Crystallize absorbs 1 — Xingqiu 10 → 9 HP")
    assert lines[hit + 1] == "  Crystallize leaves play"     # the shield used up, after the hit
    dmg = [r for r in m.log if r.kind == "damage" and r.data["target"]["name"] == "Xingqiu"][0]
    step = dmg.data["steps"][0]
    assert step["how"] == "shield" and step["by"] == "Crystallize" and step["n"] == 1
    assert dmg.data["amount"] - step["n"] == dmg.data["dealt"]
    obj = json.loads(L.as_json(dmg))
    assert obj["kind"] == "damage" and obj["level"] == "normal" and obj["hp"] == dmg.data["hp"]


def test_levels_filter_what_is_shown_never_what_is_recorded():
    quiet, normal, verbose = (gicc("play", "--seed", "4", *flag).stdout for flag in (["--quiet"], [], ["--verbose"]))
    assert len(quiet) < len(normal) < len(verbose)
    assert " pays " not in quiet and " pays " in normal and "Result: " in quiet.splitlines()[-1]
    assert set(quiet.splitlines()) <= set(normal.splitlines()) <= set(verbose.splitlines())
    js = gicc("play", "--seed", "4", "--format", "json", "--verbose").stdout.splitlines()
    assert len(js) == len(verbose.splitlines())
    objs = [json.loads(x) for x in js]
    assert objs[0]["kind"] == "match" and objs[-1]["kind"] == "result"
    assert {"damage", "dice_paid", "gained", "drew", "energy", "round"} <= {o["kind"] for o in objs}
    assert gicc("play", "--seed", "4", "--quiet", "--verbose").returncode == 2


def test_no_log_is_built_when_nobody_reads_it(lib):
    decks = [load_deck(f, lib) for f in P.default_decks()]
    m = P.play_match(lib, decks, seed=2, verbose=False)
    assert m.log == [] and m.winner is not None


def test_names_in_the_log_are_shown_not_obeyed(lib, tmp_path):
    m = _shield_match(lib, tmp_path)
    m.log.append(L.Rec("drew", L.NORMAL, 1, {"player": 0, "card": {"id": 1, "name": "Evil\x1b[2J"}}))
    out = io.StringIO()
    P.Printer(out).flush(m)
    assert "\x1b" not in out.getvalue() and "Evil\\x1b[2J" in out.getvalue()
    out = io.StringIO()
    P.Printer(out, fmt="json").flush(m)
    assert "\x1b" not in out.getvalue() and json.loads(out.getvalue().splitlines()[-1])["card"]["name"] == "Evil\x1b[2J"
