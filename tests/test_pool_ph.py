"""The constructs Furina (4.7, branch ph) added (issue 12): the target word `least_injured`, the
values `most_hp(T)` / `least_hp(T)`, a character's counter read and set from elsewhere
(`char_counter`, `set_char_counter`) and `swap_form` (an entity becomes another in place, keeping
its usages). Tried through small test cards compiled beside the library."""
import pytest

from support import library_with, run_scenario_text

PROBE = '''
event 990741 "PH Test: Pierce Least" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { damage piercing 1 to least_injured }
}

# most_hp of your living characters in omni dice, least_hp of the opposing ones in geo dice
event 990742 "PH Test: HP" {
  version "6.0"
  text_version "6.0"
  hidden
  on played {
    gain_dice omni (most_hp(all))
    gain_dice geo (least_hp(opp.all))
  }
}

# Furina declares `pneuma`; Fischl does not (not changed, reads 0)
event 990743 "PH Test: Pneuma" {
  version "6.0"
  text_version "6.0"
  hidden
  on played {
    set_char_counter pneuma 3 to all
    gain_dice omni (char_counter(all, pneuma) + 10 * char_counter(active, pneuma))
  }
}

event 990744 "PH Test: Swap" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { swap_form "Oz" "Salon Members" }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "pool_ph")


def test_least_injured_counts_unhurt_ones_and_breaks_a_tie_from_the_active_rightwards(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: least_injured
        players:
          - characters: [{card: Fischl, hp: 5}, Noelle, Xingqiu]
            active: 2
            hand: ["PH Test: Pierce Least", "PH Test: Pierce Least", "PH Test: Pierce Least"]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "PH Test: Pierce Least"}
          - expect: {players.0.characters.2.hp: 9, players.0.characters.1.hp: 12}
          - {player: 0, play: "PH Test: Pierce Least"}
          - expect: {players.0.characters.1.hp: 11, players.0.characters.2.hp: 9}
          - {player: 0, play: "PH Test: Pierce Least"}
          - expect: {players.0.characters.2.hp: 8, players.0.characters.0.hp: 5}
        """)


def test_most_hp_and_least_hp_read_living_characters(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: most_hp
        players:
          - characters: [{card: Fischl, hp: 3}, {card: Noelle, hp: 4}, {card: Xingqiu, defeated: true}]
            hand: ["PH Test: HP"]
            dice: []
          - characters: [{card: Noelle, hp: 7}, {card: Keqing, hp: 2}, {card: Diluc, defeated: true}]
        steps:
          - {player: 0, play: "PH Test: HP"}
          - expect: {players.0.dice: [omni, omni, omni, omni, geo, geo]}
        """)


def test_char_counter_is_set_and_read_on_characters_that_declare_it(lib, tmp_path):
    # set to 3 on Furina only: 3 over the team, and 10 * 0 for the active Fischl
    run_scenario_text(lib, tmp_path, """
        name: char_counter
        players:
          - characters: [Fischl, Furina]
            hand: ["PH Test: Pneuma"]
            dice: []
          - characters: [Noelle]
        steps:
          - {player: 0, play: "PH Test: Pneuma"}
          - expect: {players.0.hand_count: 1, players.0.dice: [omni, omni, omni]}
        """)


def test_swap_form_keeps_usages_and_changes_both_ways_at_once(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        name: swap_form
        players:
          - characters: [Fischl]
            hand: ["PH Test: Swap", "PH Test: Swap"]
            summons: [{name: Oz, usage: 1}, {name: Salon Members, usage: 4}]
          - characters: [Noelle]
        steps:
          - {player: 0, play: "PH Test: Swap"}
          - expect: {players.0.summons: [{name: Salon Members, usage: 1}, {name: Oz, usage: 4}]}
          - {player: 0, play: "PH Test: Swap"}
          - expect: {players.0.summons: [{name: Oz, usage: 1}, {name: Salon Members, usage: 4}]}
        """)
