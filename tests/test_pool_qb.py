"""Issue 13 (branch qb): what the cards of Mualani, Arlecchino, Kinich, Emilie and Xilonen needed
of the language.  Every character that enters Nightsoul's Blessing has a status of its own by
that name (seed 003), each in its character's file: those may share the name across files
(E0232 stays for any other name given twice)."""
from gicc.compiler.cli import main

BLESSING = '''status {id} "Nightsoul's Blessing" {{
  nightsoul 2
  version "6.0"
  text_version "6.0"
}}
'''
PLAIN = '''status {id} "Test Shared Name" {{
  usage 1
  version "6.0"
  text_version "6.0"
  on end_phase {{ use 1 }}
}}
'''


def _write(folder, name, text):
    folder.mkdir(exist_ok=True)
    (folder / name).write_text(text, encoding="utf-8")


def test_each_characters_blessing_shares_the_name(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    _write(a, "990801-blessing.card", BLESSING.format(id=990801))
    _write(b, "990802-blessing.card", BLESSING.format(id=990802))
    code = main(["check", "--cards", str(a), "--cards", str(b)])
    err = capsys.readouterr().err
    assert "E0232" not in err and "Traceback" not in err
    assert code == 0


def test_another_name_given_twice_is_still_an_error(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    _write(a, "990803-plain.card", PLAIN.format(id=990803))
    _write(b, "990804-plain.card", PLAIN.format(id=990804))
    code = main(["check", "--cards", str(a), "--cards", str(b)])
    err = capsys.readouterr().err
    assert code == 1 and "error[E0232]: the name `Test Shared Name`" in err


def test_a_blessing_and_a_plain_status_of_one_name_clash(tmp_path, capsys):
    a, b = tmp_path / "a", tmp_path / "b"
    _write(a, "990805-blessing.card", BLESSING.format(id=990805))
    _write(b, "990806-plain.card", PLAIN.format(id=990806).replace("Test Shared Name", "Nightsoul's Blessing"))
    code = main(["check", "--cards", str(a), "--cards", str(b)])
    assert code == 1 and "E0232" in capsys.readouterr().err


TINKERER = '''character 990901 "Test Tinkerer" {
  element pyro
  weapon sword
  hp 10
  energy 2
  per_round 1
  version "6.0"
  text_version "6.0"

  normal 9909011 "Test Cut" cost pyro 1, unaligned 2 {
    damage physical 1
  }
  on skill_used when user.is_self and self.round_left > 0 {
    draw 1
    use_round
  }
}
'''


def test_a_characters_allowance_per_round(tmp_path_factory, tmp_path):
    """`per_round` on a character (Emilie's Lingering Fragrance): its own code reads and spends
    it, and it starts again every round."""
    from support import library_with, run_scenario_text
    lib = library_with(tmp_path_factory, TINKERER, "tinkerer")
    run_scenario_text(lib, tmp_path, """
        name: a character's per_round allowance
        rules: {dice: omni}
        players:
          - characters: [Test Tinkerer, Fischl]
            deck: [Paimon, Liben, Timmie, Katheryne, Liu Su, Sweet Madame]
          - characters: [Keqing, Xingqiu]
        steps:
          - {player: 0, skill: normal}
          - expect: {players.0.hand_count: 1}
          - {player: 1, end: true}
          - {player: 0, skill: normal}
          - expect: {players.0.hand_count: 1}
          - {player: 0, end: true}
          - expect: {round: 2, players.0.hand_count: 3}
          - {player: 1, end: true}
          - {player: 0, skill: normal}
          - expect: {players.0.hand_count: 4}
        """)


def test_swapped_characters_keep_what_they_created(tmp_path):
    """`swap_position` (Kinich): the two characters trade places, the active one stays active,
    and an entity's creator still names the character who created it."""
    from gicc.compiler.cli import load_library
    from gicc.runtime.scenario import load, run
    p = tmp_path / "swap.yaml"
    p.write_text("""name: swap
rules: {dice: omni}
players:
  - characters: [{card: Kinich, energy: 2}, Fischl, Diluc]
    dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni, omni]
  - characters: [Keqing, Xingqiu]
steps:
  - {player: 0, skill: burst}
  - {player: 1, end: true}
  - {player: 0, skill: elemental}
  - {player: 0, select: Diluc}
""", encoding="utf-8")
    m = run(load(p), load_library())
    pl = m.players[0]
    assert [c.defn.name for c in pl.characters] == ["Diluc", "Fischl", "Kinich"]
    assert [c.idx for c in pl.characters] == [0, 1, 2]
    assert pl.active == 2
    ajaw = next(e for e in pl.summons if e.defn.name == "Almighty Dragonlord, Ajaw")
    assert ajaw.creator == (0, 2)
