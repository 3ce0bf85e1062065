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
