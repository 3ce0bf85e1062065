"""The constructs the 6.1-6.2 supplement cards of branch `supp` brought (issue 13): `choose_play`
(Lost Legacies In The Sand), `bottom_highest ... of opp`, `cycle_hand`, the event
`opp_reaction` (Escoffier's Cooking Mek).  The cards are tried by their scenarios
(tests/scenarios/cards/lost-legacies-in-the-sand-*, escoffier-*); here, the edges."""
import pytest

from support import check_text, library_with, run_scenario_text


def errors(tmp_path, text):
    return [d.code for d in check_text(tmp_path, text) if d.severity == "error"]


OPTIONS = '''
event 990801 "Test Option A" {
  version "6.2"
  text_version "6.2"
  hidden
  on played { bottom_highest 2 of opp }
}

event 990802 "Test Option B" {
  version "6.2"
  text_version "6.2"
  hidden
  on played { cycle_hand }
}

event 990803 "Test Choose" {
  version "6.2"
  text_version "6.2"
  on played {
    choose_play "Test Option A", "Test Option B"
    draw 1 to opp
  }
}

combat_status 990804 "Test Reaction Ears" {
  version "6.2"
  text_version "6.2"
  counter mine
  counter theirs
  on reaction { set mine (self.mine + 1) }
  on opp_reaction when reaction.name is Melt { set theirs (self.theirs + 1) }
}
'''


def test_choose_play_offers_two_or_more_event_cards(tmp_path):
    assert errors(tmp_path, OPTIONS) == []
    not_event = 'event 990805 "C" {\n  on played { choose_play "Paimon", "Strategize" }\n}\n'
    assert errors(tmp_path, not_event) == ["E0701"]
    one = OPTIONS + 'event 990806 "C1" {\n  on played { choose_play "Test Option A" }\n}\n'
    assert errors(tmp_path, one) == ["E0702"]


@pytest.fixture(scope="module")
def supp_lib(tmp_path_factory):
    return library_with(tmp_path_factory, OPTIONS, "supp_options")


def test_the_pick_takes_effect_then_the_card_goes_on_and_an_empty_opposing_hand_is_no_error(supp_lib, tmp_path):
    # up to 2 from the opponent's hand, which holds none: nothing moves; the rest of the card (the
    # opponent draws 1) runs after the answer
    run_scenario_text(supp_lib, tmp_path, """
        name: choose_play, then the rest of the card
        players:
          - characters: [Fischl]
            hand: [Test Choose, Paimon]
          - characters: [Noelle]
            deck: [Liben]
        steps:
          - {player: 0, play: Test Choose}
          - expect: {decision.kind: pick_play, players.1.hand: []}
          - {player: 0, select: Test Option A}
          - expect:
              decision: null
              players.0.hand: [Paimon]
              players.1.hand: [Liben]
              players.1.deck: []
    """)


def test_cycle_hand_with_an_empty_deck_draws_the_same_cards_back_in_their_order(supp_lib, tmp_path):
    run_scenario_text(supp_lib, tmp_path, """
        name: cycle_hand, empty deck
        players:
          - characters: [Fischl]
            hand: [Timaeus, Test Choose, Paimon, Liben]
          - characters: [Noelle]
        steps:
          - {player: 0, play: Test Choose}
          - {player: 0, select: 1}
          - expect:
              players.0.hand: [Timaeus, Paimon, Liben]
              players.0.deck: []
    """)


def test_opp_reaction_is_heard_by_the_other_side_only(supp_lib, tmp_path):
    run_scenario_text(supp_lib, tmp_path, """
        name: opp_reaction
        players:
          - characters: [Ganyu]
            combat_statuses: [Test Reaction Ears]
          - characters: [{card: Diluc, aura: [pyro]}]
            combat_statuses: [Test Reaction Ears]
        steps:
          - {player: 0, skill: elemental}             # Melt, by side 0
          - expect:
              players.0.combat_statuses.Test Reaction Ears.mine: 1
              players.0.combat_statuses.Test Reaction Ears.theirs: 0
              players.1.combat_statuses.Test Reaction Ears.mine: 0
              players.1.combat_statuses.Test Reaction Ears.theirs: 1
    """)
