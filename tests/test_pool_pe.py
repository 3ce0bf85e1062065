"""The constructs the 4.7 cards of branch `pe` added (issue 12): `discard_hand` (of a name, into a
counter), `double`, `hand_count_of`, a card's own `self_discarded` (E0450 elsewhere), Piercing DMG
heard by `damaged`, and card text: a character's handler on one of its skills is that skill's
text.  Tried through small test cards compiled beside the library."""
import pytest

from support import check_text, library_with, run_scenario_text

PROBE = '''
event 990451 "PE Probe Discard Hand" {
  version "6.0"
  text_version "6.0"
  hidden
  on played { discard_hand }
}

event 990452 "PE Probe Discard Strategize" {
  version "6.0"
  text_version "6.0"
  hidden
  on played {
    if hand_count_of("Strategize") >= 2 { gain_dice pyro (hand_count_of("Strategize")) }
    discard_hand of "Strategize"
  }
}

event 990453 "PE Probe Self Discarded" {
  version "6.0"
  text_version "6.0"
  hidden
  on self_discarded { gain_dice geo 1 }
}

combat_status 990454 "PE Probe Doubler" {
  usage 1
  max_usage 3
  version "6.0"
  text_version "6.0"
  hidden
  on deal_damage when damage.by_character { double self.usage; use self.usage }
}

combat_status 990456 "PE Probe Scanner" {
  version "6.0"
  text_version "6.0"
  hidden
  counter milled
  counter cost
  counter heard
  on before_any_action {
    set heard (self.heard + 1)
    mill 1 into milled cost_into cost
  }
  on discarded when card.discarded_by == "PE Probe Scanner" and self.milled == 2 { copy_card 2 }
}

combat_status 990455 "PE Probe Hurt Counter" {
  version "6.0"
  text_version "6.0"
  hidden
  counter hurt
  counter pierced
  on damaged when target.is_mine {
    set hurt (self.hurt + 1)
    if damage.element is piercing { set pierced (self.pierced + 1) }
  }
}
'''


@pytest.fixture(scope="module")
def lib(tmp_path_factory):
    return library_with(tmp_path_factory, PROBE, "pe-probe")


def test_discard_hand_discards_every_card_in_order(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            hand: [PE Probe Discard Hand, Strategize, PE Probe Self Discarded, Paimon]
            supports: [Central Laboratory Ruins]
          - characters: [Diluc]
        steps:
          - {player: 0, play: "PE Probe Discard Hand"}
          - expect:
              players.0.hand: []
              # Central Laboratory Ruins heard each of the 3 (its third: an Omni die)
              players.0.dice: [omni, omni, omni, omni, omni, omni, omni, omni, omni, geo]
    """)


def test_discard_hand_of_a_name_and_hand_count_of(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            hand: [PE Probe Discard Strategize, Strategize, Paimon, Strategize, Strategize]
            dice: [omni]
          - characters: [Diluc]
        steps:
          - {player: 0, play: "PE Probe Discard Strategize"}
          - expect:
              players.0.hand: [Paimon]
              players.0.dice: [omni, pyro, pyro, pyro]
    """)


def test_a_card_hears_its_own_discard_but_not_when_played_or_tuned(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Xinyan]
            hand: [PE Probe Self Discarded, PE Probe Self Discarded, PE Probe Self Discarded]
            dice: [omni, omni, omni, cryo]
          - characters: [Diluc]
        steps:
          - {player: 0, tune: "PE Probe Self Discarded"}
          - expect: {players.0.dice: [omni, omni, omni, pyro]}
          - {player: 0, play: "PE Probe Self Discarded"}
          - expect: {players.0.dice: [omni, omni, omni, pyro]}
          - {player: 0, skill: elemental}                 # Sweeping Fervor discards the last one
          - expect: {players.0.hand: [], players.0.dice: [omni, geo]}
    """)


def test_double_doubles_once_per_usage(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            combat_statuses: [{name: "PE Probe Doubler", usage: 3}]
          - characters: [{card: Diluc, hp: 10}]
        steps:
          - {player: 0, skill: normal}                    # 2 doubled 3 times: 16, all of its HP
          - expect: {players.1.characters.0.hp: 0, players.0.combat_statuses: []}
    """)


def test_piercing_damage_is_damage_taken(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [{card: Keqing, energy: 3}]
          - characters: [Diluc, Fischl]
            combat_statuses: ["PE Probe Hurt Counter"]
        steps:
          - {player: 0, skill: burst}                     # 4 Electro to Diluc, 3 Piercing to Fischl
          - expect:
              players.1.combat_statuses.0.hurt: 2
              players.1.combat_statuses.0.pierced: 1
    """)


def test_before_any_action_mill_counts_and_copy_card(lib, tmp_path):
    run_scenario_text(lib, tmp_path, """
        rules: {dice: omni}
        players:
          - characters: [Fischl]
            deck: [Paimon, Liyue Harbor Wharf, Strategize]
            combat_statuses: ["PE Probe Scanner"]
          - characters: [Diluc]
        steps:
          - {player: 0, end: true}                        # before player 1 chooses: Paimon (3)
          - expect:
              players.0.combat_statuses.0.heard: 1
              players.0.combat_statuses.0.milled: 1
              players.0.combat_statuses.0.cost: 3
              players.0.hand: []
          - {player: 1, skill: normal}                    # player 0 has ended: player 1 again
          - expect:                                       # Wharf (2): its discard is the second
              players.0.combat_statuses.0.heard: 2
              players.0.combat_statuses.0.cost: 5
              players.0.hand: [Liyue Harbor Wharf, Liyue Harbor Wharf]
    """)


def test_self_discarded_is_for_cards(tmp_path):
    diags = check_text(tmp_path, 'summon 990001 Spark {\n  usage 1\n  on self_discarded { use 1 }\n}\n')
    assert "E0450" in [d.code for d in diags]


def test_a_characters_handler_on_its_skill_is_that_skills_text():
    from gicc.compiler.cardtext import library
    ct, _ = library()
    d = next(x for x in ct.defs if x.id == 1111)
    t = ct.render(d, "en")
    burst = next(s for s in t.skills if s.id == 11113)
    assert "Darkgold Wolfbite" in burst.effect() and "less Cryo Die" in burst.effect()
    assert "less Cryo Die" not in t.effect()
