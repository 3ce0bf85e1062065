"""Player choices asked in the middle of card code (runtime/choices.py): the code stops where
it asks and goes on there after the answer; the decisions are listed among the legal actions,
answered by `select`, and anything else is refused without a change (the action oracle)."""
import random
import shutil
from pathlib import Path

import pytest

from action_oracle import random_action
from gicc.compiler.build import CARDS, Build
from gicc.compiler.codegen import with_continuations
from gicc.compiler.ir import Call, Fn, IfStmt, Lit, Resume
from gicc.runtime import engine as E
from gicc.runtime.agents import AGENTS
from gicc.runtime.choices import CHOICE_KINDS
from gicc.runtime.fingerprint import fingerprint
from gicc.runtime.library import load_modules
from gicc.runtime.scenario import build, load
from support import ROOT, check_text
from test_action_fuzz import check_injected, copy_match

SCENARIOS = ROOT / "tests" / "scenarios" / "cards"

# an event whose effect asks twice, once inside an `if` with more to do after it in the `if`
# and after the `if`: every effect shows in the log, so the order is plain to see
PROBE = '''
event 990101 "Choice Probe" {
  version "6.0"
  text_version "6.0"
  on played {
    gain_dice omni 1
    if hand_count >= 0 {
      choose_card 2 of food
      gain_dice pyro 1
    }
    choose_summon 2 Oz, "Cuilein-Anbar"
    gain_dice hydro 1
  }
}
'''

# no Food card costs 99 dice: nothing to offer, nothing asked
EMPTY = '''
event 990102 "Empty Choice Probe" {
  version "6.0"
  text_version "6.0"
  on played {
    choose_card 3 of food costing 99
    gain_dice omni 2
  }
}
'''

# a character picked with a condition, on the opposing side; the code after it hits `chosen`
PICK = '''
event 990103 "Character Probe" {
  version "6.0"
  text_version "6.0"
  on played {
    choose_character opp.all where (character.hp < 10 and not character.is_active)
    damage pyro 1 to chosen
  }
}
'''

# a choice before the player chooses an action (an occasion of its own)
BEFORE = '''
support 990104 "Before Action Probe" {
  usage 1
  version "6.0"
  text_version "6.0"
  on before_action {
    choose_card 2 of food
    use 1
  }
}
'''


@pytest.fixture(scope="module")
def probe_lib(tmp_path_factory):
    folder = tmp_path_factory.mktemp("probe")
    shutil.copytree(CARDS, folder / "cards")
    (folder / "cards" / "actions" / "990101-choice-probe.card").write_text(PROBE, encoding="utf-8")
    (folder / "cards" / "actions" / "990102-empty-choice-probe.card").write_text(EMPTY, encoding="utf-8")
    (folder / "cards" / "actions" / "990103-character-probe.card").write_text(PICK, encoding="utf-8")
    (folder / "cards" / "actions" / "990104-before-action-probe.card").write_text(BEFORE, encoding="utf-8")
    b = Build([folder / "cards"], library_paths=())
    mods = b.build()
    assert mods, [d.render() for d in b.diags.sorted()]
    return load_modules(mods)


def match_at_decision(lib, path):
    """The match of a scenario file, played up to its first `select` step."""
    sc = load(path)
    m = build(sc, lib)
    from gicc.runtime.scenario import action_of, settle
    for i, step in enumerate(sc.data["steps"]):
        if "select" in step:
            return m
        if "expect" in step and len(step) == 1:
            continue
        settle(m, step)
        if step.get("error"):
            continue
        E.apply(m, action_of(sc, m, step, i, sc.data["steps"]))
    raise AssertionError("no select step in %s" % path)


def test_a_choice_pauses_the_effect_and_it_goes_on_where_it_stopped(probe_lib):
    from gicc.runtime.state import HandCard
    sc_path = SCENARIOS / "chiori-fluttering-hasode-picks-one-of-three-dolls.yaml"
    m = build(load(sc_path), probe_lib)
    pl = m.players[0]
    pl.hand = [HandCard(probe_lib.card("Choice Probe"))]
    pl.dice = [8, 0, 0, 0, 0, 0, 0, 0]
    E.apply(m, E.Action("play", 0, index=0))
    d = m.pending[0]
    assert d.kind == "pick_card" and len(d.options) == 2
    assert all(probe_lib.card(o).kind == "food" for o in d.options)
    # before the choice, and nothing after it yet: no Pyro, no Hydro, and the card has not
    # finished (no turn passing for a quick action either, m.current stays)
    assert pl.dice[0] == 9 and pl.dice[3] == 0 and pl.dice[2] == 0
    assert m.paused is None and m.current == 0
    listed = E.legal_actions(m)
    assert sorted(a.choice for a in listed) == sorted(d.options) and {a.kind for a in listed} == {"select"}
    E.apply(m, E.Action("select", 0, choice=d.options[1]))
    assert [c.defn.name for c in pl.hand] == [d.options[1]]
    # the rest of the `if` ran, then the next choice stopped the code again
    assert pl.dice[3] == 1 and pl.dice[2] == 0
    d2 = m.pending[0]
    assert d2.kind == "pick_summon" and sorted(d2.options) == ["Cuilein-Anbar", "Oz"]
    E.apply(m, E.Action("select", 0, choice="Oz"))
    assert [e.defn.name for e in pl.summons] == ["Oz"] and pl.dice[2] == 1
    assert not m.pending and m.current == 0 and m.queue == [] and m.collect == []
    log = [str(x) for x in m.log if "picks" in str(x) or "asked" in str(x)]
    assert len(log) == 4, log


def test_a_choice_with_nothing_to_offer_is_not_asked_and_the_code_runs_on(probe_lib):
    from gicc.runtime.state import HandCard
    m = build(load(SCENARIOS / "chiori-fluttering-hasode-picks-one-of-three-dolls.yaml"), probe_lib)
    pl = m.players[0]
    pl.hand = [HandCard(probe_lib.card("Empty Choice Probe"))]
    pl.dice = [8, 0, 0, 0, 0, 0, 0, 0]
    E.apply(m, E.Action("play", 0, index=0))
    assert not m.pending and pl.dice == [10, 0, 0, 0, 0, 0, 0, 0] and pl.hand == []


def test_a_character_is_picked_among_those_that_meet_the_condition(probe_lib):
    from gicc.runtime.state import HandCard
    m = build(load(SCENARIOS / "chiori-fluttering-hasode-picks-one-of-three-dolls.yaml"), probe_lib)
    opp = m.players[1]
    opp.characters[1].hp = 6                      # Keqing, on standby; Diluc active and unhurt
    m.players[0].hand = [HandCard(probe_lib.card("Character Probe"))]
    E.apply(m, E.Action("play", 0, index=0))
    d = m.pending[0]
    assert (d.player, d.kind, d.options) == (0, "pick_character", ["Keqing"])
    assert check_injected(m, E.Action("select", 0, choice="Diluc")) == "refused"
    E.apply(m, E.Action("select", 0, choice="Keqing"))
    assert opp.characters[1].hp == 5 and opp.characters[1].aura == ["pyro"] and opp.characters[0].hp == 10
    # nobody meets it: nothing is asked and `chosen` names no one
    opp.characters[1].hp = 10
    m.players[0].hand = [HandCard(probe_lib.card("Character Probe"))]
    E.apply(m, E.Action("play", 0, index=0))
    assert not m.pending and [c.hp for c in opp.characters] == [10, 10]


def test_a_choice_before_the_player_chooses_an_action(probe_lib):
    from gicc.runtime.events import changed
    from gicc.runtime.state import Entity, HandCard
    m = build(load(SCENARIOS / "chiori-fluttering-hasode-picks-one-of-three-dolls.yaml"), probe_lib)
    pl = m.players[0]
    pl.supports = [Entity(probe_lib.entity("Before Action Probe"), m.next_uid())]
    changed(m)                          # put in play by hand: the listener index hears of it
    pl.hand = [HandCard(probe_lib.card("Empty Choice Probe"))]
    E.apply(m, E.Action("play", 0, index=0))          # a quick action: P0 chooses again
    d = m.pending[0]
    assert d.kind == "pick_card" and pl.supports[0].usage == 1 and m.current == 0
    assert {a.kind for a in E.legal_actions(m)} == {"select"}
    E.apply(m, E.Action("select", 0, choice=d.options[0]))
    assert [c.defn.name for c in pl.hand] == [d.options[0]] and pl.supports == [] and not m.pending
    assert m.current == 0 and any(a.kind == "skill" for a in E.legal_actions(m))


def test_continuations_rewrite_the_code_after_a_pause():
    pause = Call(2, "choose_card", [Lit(3), Lit("food"), Lit(None)])
    a, b = Call(3, "draw", [Lit(1), Lit(None)]), Call(5, "gain_dice", [Lit("omni"), Lit(1)])
    fn = Fn("_played_1", 1, body=[IfStmt(1, None, [pause, a]), b])
    head, k = with_continuations(fn)
    assert k.name == "_played_1_k1" and k.body == [a, b]
    assert head.body[0].body == [pause, Resume(2, "_played_1_k1"), a] and head.body[1] is b
    assert fn.body[0].body == [pause, a]          # the IR the card text reads is unchanged
    last = Fn("_played_2", 1, body=[b, pause])
    assert with_continuations(last) == [Fn("_played_2", 1, None, [b, pause], False)]


@pytest.mark.parametrize("name,kind", [
    ("chiori-fluttering-hasode-picks-one-of-three-dolls.yaml", "pick_summon"),
    ("masters-of-the-night-wind-at-zero-picks-a-support.yaml", "pick_card"),
    ("nature-and-wisdom-draw-then-swap.yaml", "swap_hand"),
    ("master-of-weaponry-same-weapon-type.yaml", "pick_character"),
    ("koholasaurus.yaml", "pick_own_summon"),
    ("mystique-soup.yaml", "pick_status"),
    ("lost-legacies-in-the-sand-disperse.yaml", "pick_play"),
])
def test_random_actions_at_each_choice_are_refused_cleanly_or_legal(lib, name, kind):
    m = match_at_decision(lib, SCENARIOS / name)
    assert m.pending[0].kind == kind
    rng = random.Random(kind)
    seen = {"refused": 0, "accepted": 0}
    for _ in range(300):
        seen[check_injected(m, random_action(rng, m))] += 1
    for a in E.legal_actions(m):
        assert a.kind == "select"
        seen[check_injected(m, a)] += 1
    assert seen["refused"] > 100 and seen["accepted"] >= len(E.legal_actions(m)), seen


def test_night_wind_offers_three_different_supports_costing_two(lib):
    """The pick of "Masters of the Night-Wind": 3 different Support cards of the library whose
    own cost is 2 dice (the scenario picks by place, as the offer changes with the library)."""
    from gicc.runtime.fx.cards import original_cost
    seen = set()
    for seed in range(8):
        sc = load(SCENARIOS / "masters-of-the-night-wind-at-zero-picks-a-support.yaml")
        sc.data["seed"] = seed
        m = _played_to_pick(lib, sc)
        d = m.pending[0]
        cards = [lib.card(o) for o in d.options]
        assert len(set(d.options)) == 3 and all(c.kind == "support" and original_cost(c) == 2 for c in cards)
        seen.update(d.options)
        E.apply(m, E.Action("select", 0, choice=d.options[2]))
        assert [c.defn.name for c in m.players[0].hand] == [d.options[2]] and m.players[0].hand[0].made
    pool = {d.name for d in lib.cards() if d.kind == "support" and not d.hidden and original_cost(d) == 2}
    assert seen <= pool and len(seen) > 3


def _played_to_pick(lib, sc):
    from gicc.runtime.scenario import settle as keep_dice
    m = build(sc, lib)
    for p in (0, 1):
        E.apply(m, E.Action("end", p))
    keep_dice(m)                       # the roll phase's rerolls: none
    assert m.pending and m.pending[0].kind == "pick_card"
    return m


@pytest.mark.parametrize("agent", sorted(AGENTS))
def test_agents_answer_every_choice(lib, agent):
    for name in ("chiori-fluttering-hasode-picks-one-of-three-dolls.yaml",
                 "masters-of-the-night-wind-at-zero-picks-a-support.yaml",
                 "nature-and-wisdom-draw-then-swap.yaml",
                 "master-of-weaponry-moves-weapon.yaml",
                 "koholasaurus.yaml", "mystique-soup.yaml"):
        m = match_at_decision(lib, SCENARIOS / name)
        assert m.pending[0].kind in CHOICE_KINDS
        a = AGENTS[agent](1).act(m, E.legal_actions(m))
        E.apply(m, a)
        assert not m.pending or m.pending[0].kind not in CHOICE_KINDS


def test_refused_answers_leave_the_match_as_it_was(lib):
    m = match_at_decision(lib, SCENARIOS / "nature-and-wisdom-draw-then-swap.yaml")
    base = fingerprint(m)
    for choice in ([3], [0, 0], [True], [0.0], (1, -1), "Paimon", 0, None, [[0]]):
        with pytest.raises(E.IllegalAction):
            E.apply(m, E.Action("select", 0, choice=choice))
        assert fingerprint(m) == base
    E.apply(m, E.Action("select", 0, choice=(0, 2)))
    assert fingerprint(m) != base and not m.pending


def test_the_fingerprint_sees_what_a_choice_keeps(lib):
    m = match_at_decision(lib, SCENARIOS / "chiori-fluttering-hasode-picks-one-of-three-dolls.yaml")
    d = m.pending[0]
    # what the skill still had to do (energy, "after a Skill"), then the end of its resolution
    assert [x[0] for x in d.resume] == ["call", "resolve_end"]
    base = fingerprint(m)
    c = copy_match(m)
    c.pending[0].resume.pop()
    assert fingerprint(c) != base


def test_a_choice_where_the_match_cannot_wait_is_refused(tmp_path):
    diags = check_text(tmp_path, 'support 990001 Library {\n  on cost when action.kind is card { swap_hand }\n}\n'
                       'status 990002 Mark {\n  on entered { choose_card 3 of food }\n}\n')
    assert [(d.code, d.span.line) for d in diags if d.code == "E0350"] == [("E0350", 2), ("E0350", 5)], diags
    ok = check_text(tmp_path, 'support 990001 Library {\n  on card_played { swap_hand }\n}\n')
    assert not [d for d in ok if d.severity == "error"]


def test_a_where_that_is_no_condition_is_refused(tmp_path):
    diags = check_text(tmp_path, 'event 990001 Pick {\n  on played { choose_character all where (hp + 1) }\n}\n')
    assert [(d.code, d.message) for d in diags] == [
        ("E0312", "expected a condition (true or false), found a number")], diags
    ok = check_text(tmp_path, 'event 990001 Pick {\n  on played {\n    choose_character opp.all where (character.hp < 5)\n'
                    '    damage pyro 1 to chosen\n  }\n}\n')
    assert not [d for d in ok if d.severity == "error"], ok
