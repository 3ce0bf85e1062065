"""Issue 13 (branch qd): Nightsoul's Blessing statuses share their official name across files.

Every character that enters Nightsoul's Blessing has its own status for it (Kachina's 116104,
Iansan's 114141, ...), all named "Nightsoul's Blessing" by the reference, so E0232 lets such
statuses (a character status with `nightsoul`) share a name, and a card names the one it means by
its id: the shared name alone is E0730."""
from gicc.compiler.cli import main

BLESSING = '''character %(cid)d %(name)s {
  element geo
  weapon sword
  hp 10
  energy 2
  normal %(sid)d "%(name)s Poke" cost geo 1, unaligned 2 {
    add %(ref)s
    gain_nightsoul 1
  }
}

status %(bid)d "%(status)s" {
  %(prop)s
}
'''


def write(folder, cid, ref, status="Test Blessing", prop="nightsoul 2"):
    folder.mkdir(exist_ok=True)
    (folder / ("%d.card" % cid)).write_text(BLESSING % dict(
        cid=cid, name="Tester%d" % cid, sid=cid * 10 + 1, bid=cid * 100 + 1, ref=ref, status=status,
        prop=prop), encoding="utf-8")


def test_two_blessings_share_their_name_when_named_by_id(tmp_path, capsys):
    write(tmp_path / "a", 9801, "980101")
    write(tmp_path / "b", 9802, "980201")
    code = main(["check", "--no-builtin", "--cards", str(tmp_path / "a"), "--cards", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert code == 0, err


def test_the_shared_name_alone_is_refused(tmp_path, capsys):
    write(tmp_path / "a", 9801, "980101")
    write(tmp_path / "b", 9802, '"Test Blessing"')
    code = main(["check", "--no-builtin", "--cards", str(tmp_path / "a"), "--cards", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert code == 1 and "error[E0730]" in err and "Traceback" not in err


def test_other_statuses_still_need_names_of_their_own(tmp_path, capsys):
    write(tmp_path / "a", 9801, "980101", prop="usage 1")
    write(tmp_path / "b", 9802, "980201", prop="usage 1")
    code = main(["check", "--no-builtin", "--cards", str(tmp_path / "a"), "--cards", str(tmp_path / "b")])
    err = capsys.readouterr().err
    assert code == 1 and "error[E0232]" in err


RANDOM_FEED = '''character 9803 Feeder {
  element geo
  weapon sword
  hp 10
  energy 2
  per_round 2
  normal 98031 "Feeder Poke" cost geo 1, unaligned 2 {
    damage physical 1
  }
  on card_played when self.round_left > 0 {
    use_round
    attach_random %s max_hp 1
  }
}

status 980301 "Test Meal" {
  usage 1
}

combat_status 980302 "Test Table" {
  usage 1
}
'''


def test_attach_random_takes_character_statuses_and_a_passive_has_its_allowance(tmp_path, capsys):
    (tmp_path / "ok").mkdir()
    (tmp_path / "ok" / "feeder.card").write_text(RANDOM_FEED % '"Test Meal"', encoding="utf-8")
    assert main(["check", "--no-builtin", "--cards", str(tmp_path / "ok")]) == 0, capsys.readouterr().err
    (tmp_path / "bad").mkdir()
    (tmp_path / "bad" / "feeder.card").write_text(RANDOM_FEED % '"Test Meal", "Test Table"', encoding="utf-8")
    code = main(["check", "--no-builtin", "--cards", str(tmp_path / "bad")])
    err = capsys.readouterr().err
    assert code == 1 and "error[E0503]" in err and "not a character status" in err


def test_attach_random_draws_each_option_as_likely(monkeypatch):
    from types import SimpleNamespace
    import random
    from gicc.runtime.fx import pool_qd

    made = []
    meal, snack = SimpleNamespace(name="Meal"), SimpleNamespace(name="Snack")
    lib = SimpleNamespace(entity=lambda n: {"Meal": meal, "Snack": snack}[n])
    ch = SimpleNamespace(player=0, hp=5, max_hp=10, defn=SimpleNamespace(name="C"))
    m = SimpleNamespace(lib=lib, rng=random.Random(1), say=lambda *_: None, verbose=True)
    monkeypatch.setattr(pool_qd, "zones", SimpleNamespace(
        create_entity=lambda m_, p, d, c, by=None: made.append(d.name), made_by=lambda me: None))
    monkeypatch.setattr(pool_qd, "chars", lambda m_, me, ev, to: [ch])
    for _ in range(3000):
        pool_qd.attach_random(m, None, None, ("Meal", "Snack"), 1)
    counts = (made.count("Meal"), made.count("Snack"), ch.max_hp - 10)
    assert all(900 < c < 1100 for c in counts), counts
