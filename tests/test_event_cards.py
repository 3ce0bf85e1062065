"""The constructs the event cards of 3.7-4.2 brought (issue 11): `add_random`, `draw ... to opp`,
`opp_declared_end`, ... The cards themselves are tried by their scenarios
(tests/scenarios/cards/); here, what the checker refuses."""
import pytest

from support import check_text

ENTITIES = '''
combat_status 990301 "Test Ambusher" {
  version "6.0"
  text_version "6.0"
  usage 1
}

status 990302 "Test Mark" {
  version "6.0"
  text_version "6.0"
  usage 1
}

summon 990303 "Test Summon" {
  version "6.0"
  text_version "6.0"
  usage 1
  on end_phase { use 1 }
}
'''


def card(body):
    return ('event 990399 "Event Test" {\n  version "6.0"\n  text_version "6.0"\n  on played { %s }\n}\n'
            % body) + ENTITIES


def errors(tmp_path, body):
    return [d for d in check_text(tmp_path, card(body)) if d.severity == "error"]


def test_add_random_takes_combat_statuses_and_summons(tmp_path):
    assert errors(tmp_path, 'add_random 1 "Test Ambusher", "Test Summon" to opp') == []


@pytest.mark.parametrize("body,code,message", [
    ('add_random 1 "Test Ambusher", "Test Mark"', "E0503", "`Test Mark` is a character status, not a combat status or summon"),
    ('add_random 1 "Test Ambusher", "Nobody"', "E0502", "no status, summon or support is named `Nobody`"),
    ('add_random 1', "E0311", "`add_random` is missing its what"),
    ('draw 2 to nowhere', "E0313", "`nowhere` is not a side"),
    ('return_equipment food', "E0360", "a character holds no food card"),
    ('return_equipment support', "E0360", "a character holds no support card"),
    ('return_equipment shield', "E0313", "`shield` is not a card kind"),
    ('if has_equipment(target, spear) { draw 1 }', "E0313", "`spear` is not a card kind"),
])
def test_what_the_checker_refuses(tmp_path, body, code, message):
    diags = errors(tmp_path, body)
    assert [d.code for d in diags] == [code], diags
    assert message is None or message in diags[0].message, diags[0].message


def test_return_equipment_takes_what_characters_hold(tmp_path):
    for kind in ("weapon", "artifact", "technique", "talent"):
        body = "if has_equipment(target, %s) { return_equipment %s from target }" % (kind, kind)
        assert errors(tmp_path, body) == [], kind
