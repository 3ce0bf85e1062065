"""The constructs the 4.5-4.8 cards of branch pg added (issue 12): `distribute_hp` (Water and
Justice), `on self_discarded` (Countdown to the Show), a negative `add_summon_usage`
(Controlled Directional Blast), `on opp_die_gained` and `dice.source` ("I'd Rather Lose Money
Myself..."), `played_new_names` ("Ultimate Overlord's Mega Magic Sword"), `on opp_drew` (The Mausoleum of King
Deshret).  The cards' scenarios show them at work
(tests/scenarios/cards/water-and-justice*, countdown-to-the-show-*, controlled-directional-blast*);
here, what those cannot reach: mistakes are diagnostics at their place, a card discarded from the
deck hears it too, and a sharing of HP is a heal that Bond of Life does not cancel."""
import pytest

from support import check_text, library_with, run_scenario_text

HEAD = 'event 990301 "Probe Event" {\n  version "6.0"\n  text_version "6.0"\n'


@pytest.mark.parametrize("text,code,message", [
    ('summon 990302 Spark {\n  version "6.0"\n  text_version "6.0"\n  usage 1\n'
     '  on self_discarded { draw 1; use 1 }\n}\n', "E0450", "`on self_discarded` is for cards"),
    (HEAD + "  on played { distribute_hp to own }\n}\n", "E0313", "`own` is not"),
    (HEAD + "  on played { distribute_hp 2 }\n}\n", "E0310", "takes 0 values"),
    (HEAD + '  on played { if dice.source == "Paimon" { draw 1 } }\n}\n', "E0408", "`dice.source` is not known"),
    ('support 990304 "Probe Support" {\n  version "6.0"\n  text_version "6.0"\n'
     '  on opp_drew when damage.amount > 1 { draw 1 }\n}\n', "E0408", "`damage.amount` is not known"),
])
def test_mistakes_are_diagnostics(tmp_path, text, code, message):
    diags = [d for d in check_text(tmp_path, text) if d.severity == "error"]
    assert [d.code for d in diags] == [code], diags
    assert message in diags[0].message, diags[0].message


@pytest.mark.parametrize("text", [
    HEAD + "  on played { distribute_hp to opp.all }\n  on self_discarded { draw 1 }\n}\n",
    'weapon 990303 "Probe Weapon" {\n  version "6.0"\n  text_version "6.0"\n  weapon sword\n'
    '  on self_discarded { gain_dice omni 1 }\n}\n',
])
def test_right_uses_check(tmp_path, text):
    assert not [d for d in check_text(tmp_path, text) if d.severity == "error"]


PROBES = '''
event 990311 "Probe Mill" {
  version "6.0"
  text_version "6.0"
  on played { mill 1 }
}

event 990312 "Probe Share" {
  version "6.0"
  text_version "6.0"
  on played { distribute_hp to opp.all }
}

event 990314 "Probe Gift" {
  version "6.0"
  text_version "6.0"
  on played {
    add_card "Probe A"
    add_card "Probe B"
    add_card "Probe C"
    add_card "Probe D"
    add_card "Probe E"
    add_card "Probe F"
    add_card "Probe G"
    add_card "Probe H"
  }
}
event 990320 "Probe A" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990321 "Probe B" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990322 "Probe C" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990323 "Probe D" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990324 "Probe E" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990325 "Probe F" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990326 "Probe G" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

event 990327 "Probe H" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { }
}

support 990313 "Probe Heal Counter" {
  version "6.0"
  text_version "6.0"
  subtype item
  counter heals
  on healed when heal.kind is distribute { set heals (self.heals + heal.amount) }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBES, "probe_pg")


def test_a_countdown_milled_from_the_deck_puts_the_next_on_top(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: a Countdown discarded from the top of the deck
        players:
          - characters: [Keqing]
            hand: [Probe Mill]
            deck: ["Countdown to the Show: 2", Paimon]
          - characters: [Diluc]
        steps:
          - {player: 0, play: Probe Mill}
          - expect:
              players.0.deck: ["Countdown to the Show: 1", Paimon]
        """)


def test_a_sharing_of_hp_heals_past_bond_of_life_and_is_heard_as_distribute(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: the opposing team shares its HP; Bond of Life does not cancel the gain
        players:
          - characters: [Keqing]
            hand: [Probe Share]
          - characters:
              - card: Diluc
                hp: 2
                statuses: [{name: Bond of Life, usage: 3}]
              - card: Fischl
                hp: 8
            supports: [{name: Probe Heal Counter}]
        steps:
          - {player: 0, play: Probe Share}
          - expect:
              players.1.characters.0.hp: 5
              players.1.characters.1.hp: 5
              players.1.characters.0.statuses.0.usage: 3
              players.1.supports.Probe Heal Counter.heals: 3
        """)


def test_the_mega_magic_sword_gives_2_from_4_new_names_and_3_from_8(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: Support 3, 4 and 8
        players:
          - characters:
              - card: Diluc
                equipment: ["\\"Ultimate Overlord's Mega Magic Sword\\""]
            hand: [Probe Gift]
            dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni, omni, omni, omni]
          - characters: [Noelle]
        steps:
          - {player: 0, play: Probe Gift}
          - {player: 0, play: Probe A}
          - {player: 0, play: Probe B}
          - {player: 0, play: Probe C}
          - {player: 0, skill: normal}
          - expect:
              players.1.characters.0.hp: 9
          - {player: 1, end: true}
          - {player: 0, play: Probe D}
          - {player: 0, play: Probe E}
          - {player: 0, play: Probe F}
          - {player: 0, play: Probe G}
          - {player: 0, skill: normal}
          - expect:
              players.1.characters.0.hp: 5
          - {player: 0, play: Probe H}
          - {player: 0, skill: normal}
          - expect:
              players.1.characters.0.hp: 0
        """)
