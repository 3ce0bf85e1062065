"""Every invariant the match fuzzer (runtime/fuzz.py) checks, each seen to catch a broken state:
a clean mid-match state has no violation, and each breakage is reported by its own invariant."""
import copy
import random

import pytest

from gicc.runtime import actions as A
from gicc.runtime import engine as E
from gicc.runtime import fuzz as F
from gicc.runtime.agents import RandomAgent
from gicc.runtime.state import Entity, HandCard


def mid_match(lib, seed=3, steps=40):
    """A match between random decks in its action phase after some random play."""
    rng = random.Random(seed)
    decks = [F.random_deck(lib, rng), F.random_deck(lib, rng)]
    m = E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)
    m.verbose = False
    agents = [RandomAgent(seed * 2 + 1), RandomAgent(seed * 2 + 2)]
    i = 0
    while i < steps or m.pending or m.phase != "action":
        assert m.winner is None
        assert F.step(m, agents, F.ledgers(m)) == []
        i += 1
    return m


@pytest.fixture(scope="module")
def state(lib):
    return mid_match(lib)


def fresh(m):
    return copy.deepcopy(m, {id(m.lib): m.lib})


def a_def(lib, kind):
    return next(d for d in lib.by_id.values() if d.kind == kind and not d.hidden)


def living(pl):
    return next(c for c in pl.characters if not c.defeated)


def more_dice(m):
    m.players[0].dice[0] += 17


def negative_die(m):
    m.players[0].dice[3] = -1


def die_from_nowhere(m):
    m.players[1].dice[2] += 1             # no effect made it: the ledger says otherwise


def die_turned_omni_by_a_negative_payment(m):
    p = m.players[0]
    i = next(i for i in range(1, 8) if p.dice[i]) if any(p.dice[1:]) else None
    if i is None:
        p.dice[3] += 1
        p.dice_made[3] += 1
        i = 3
    pay = [0] * 8
    pay[0], pay[i] = -1, 1                  # the payment: an element die becomes Omni
    A.spend(m, 0, pay)


def card_lost(m):
    m.players[0].deck.pop()


def card_from_nowhere(m):
    m.players[1].hand.append(HandCard(m.players[1].initial_deck[0]))


def card_in_play_never_played(m):
    pl = m.players[0]
    for c in pl.characters:
        c.equipment = []
    pl.supports = [Entity(a_def(m.lib, "support"), m.next_uid())]
    pl.cards_discarded += pl.cards_played          # the card count stays whole
    pl.cards_played = 0


def played_ledger_back(m):
    pl = m.players[1]
    pl.cards_played -= 1                  # conservation kept: the card is back in the deck...
    pl.deck.append(HandCard(pl.initial_deck[0]))    # ...but a ledger never shrinks


def made_unrecorded(m):
    for c in m.players[0].deck:           # conserved, but the deck's cards pass for made ones
        c.made = True                     # the ledger never made


def card_swapped(m):
    pl = m.players[1]
    stranger = next(d for d in m.lib.cards() if not d.hidden and d not in pl.initial_deck)
    pl.deck[0] = HandCard(stranger)       # conserved in number, but not a card of the deck


def taken_ledger_back(m):
    pl = m.players[0]
    pl.cards_taken -= 1                   # -1 taken: one more card should be somewhere
    pl.deck.append(HandCard(pl.initial_deck[0]))


def dice_ledger_back(m):
    pl = m.players[1]
    pl.dice_gone[1] -= 1                  # holds, made - gone kept equal...
    pl.dice_made[1] -= 1                  # ...but a ledger never shrinks


def big_hand(m):
    pl = m.players[0]
    while len(pl.hand) <= 10:
        pl.hand.append(pl.deck.pop())    # drawn without the limit: conserved, too many


def five_summons(m):
    m.players[1].summons = [Entity(a_def(m.lib, "summon"), m.next_uid()) for _ in range(5)]


def five_supports(m):
    pl = m.players[1]
    pl.supports = [Entity(a_def(m.lib, "support"), m.next_uid()) for _ in range(5)]
    pl.cards_played += 5
    pl.deck[:] = pl.deck[5:]


def too_much_hp(m):
    living(m.players[0]).hp = 99


def negative_hp(m):
    living(m.players[1]).hp = -1


def too_much_energy(m):
    c = living(m.players[0])
    c.energy = c.max_energy + 1


def defeated_keeps_hp(m):
    pl = m.players[1]
    c = next(c for c in pl.characters if c.idx != pl.active and not c.defeated) \
        if any(c.idx != pl.active and not c.defeated for c in pl.characters) else None
    if c is None:
        pytest.skip("no standby character left")
    c.defeated = True
    c.hp = 3


def two_weapons(m):
    pl = m.players[0]
    c = living(pl)
    w = a_def(m.lib, "weapon")
    # exactly two: a weapon the random match already attached goes first
    c.equipment[:] = [e for e in c.equipment if e.defn.kind != "weapon"]
    c.equipment += [Entity(w, m.next_uid()), Entity(w, m.next_uid())]
    pl.cards_played += 2
    pl.deck[:] = pl.deck[2:]


def negative_usage(m):
    e = Entity(a_def(m.lib, "summon"), m.next_uid())
    e.usage = -1
    m.players[0].summons = [e]


def negative_shield(m):
    e = Entity(a_def(m.lib, "combat_status"), m.next_uid())
    e.shield = -2
    m.players[1].combat_statuses.append(e)


def active_defeated_unasked(m):
    pl = m.players[0]
    act = pl.characters[pl.active]
    act.defeated, act.hp, act.statuses, act.equipment = True, 0, [], []
    m.pending = []


def everyone_defeated(m):
    pl = m.players[1]
    for c in pl.characters:
        c.defeated, c.hp, c.statuses, c.equipment = True, 0, [], []
    m.pending = []


def bad_winner(m):
    m.winner = 2


def anemo_aura(m):
    living(m.players[0]).aura = ["anemo"]


def physical_aura(m):
    living(m.players[1]).aura = ["physical"]


def cryo_pyro_aura(m):
    living(m.players[0]).aura = ["cryo", "pyro"]


def doubled_aura(m):
    living(m.players[0]).aura = ["hydro", "hydro"]


def past_round_limit(m):
    m.round = m.rules["round_limit"] + 1


BREAKS = [
    (more_dice, "dice ["), (negative_die, ", -1,"), (die_from_nowhere, "were made"),
    (die_turned_omni_by_a_negative_payment, "ledger went back (dice gone)"),
    (card_lost, "discarded cards, but"), (card_from_nowhere, "discarded cards, but"),
    (card_in_play_never_played, "cards in play but played only"),
    (made_unrecorded, "made cards, but"), (card_swapped, "neither made nor of its deck"),
    (taken_ledger_back, "ledger went back (cards taken)"),
    (played_ledger_back, "ledger went back (cards played)"),
    (dice_ledger_back, "ledger went back (dice made, dice gone)"),
    (big_hand, "hand cards"), (five_summons, "has 5 summons"), (five_supports, "has 5 supports"),
    (too_much_hp, "99/"), (negative_hp, "has -1/"), (too_much_energy, "energy"),
    (defeated_keeps_hp, "is defeated but keeps HP"), (two_weapons, "has 2 weapons"),
    (negative_usage, "usage -1"), (negative_shield, "shield -2"),
    (active_defeated_unasked, "no new one is asked for"),
    (everyone_defeated, "no living character but the match goes on"),
    (bad_winner, "winner is 2"), (anemo_aura, "the aura ['anemo']"),
    (physical_aura, "the aura ['physical']"), (cryo_pyro_aura, "the aura ['cryo', 'pyro']"),
    (doubled_aura, "the aura ['hydro', 'hydro']"), (past_round_limit, "past the round limit"),
]


def test_a_clean_state_has_no_violation(state):
    assert F.violations(state, F.ledgers(state)) == []
    m = fresh(state)
    living(m.players[0]).aura = ["dendro", "cryo"]         # the one pair that coexists
    assert F.violations(m) == []


@pytest.mark.parametrize("brk,expected", BREAKS, ids=[b.__name__ for b, _ in BREAKS])
def test_each_invariant_catches_its_breakage(state, brk, expected):
    m = fresh(state)
    before = F.ledgers(m)
    brk(m)
    found = F.violations(m, before)
    assert any(expected in v for v in found), "%s: expected %r in %s" % (brk.__name__, expected, found)


def test_no_legal_action_is_caught(state):
    m = fresh(state)
    m.phase = "roll"                        # a roll phase waiting for nothing: a dead end
    assert F.step(m, [RandomAgent(1), RandomAgent(2)]) == ["no legal action in phase roll"]


def test_a_refused_listed_action_is_caught(state, monkeypatch):
    m = fresh(state)
    monkeypatch.setattr(E, "legal_actions", lambda m: [E.Action("end", 1 - m.current)])
    found = F.step(m, [RandomAgent(1), RandomAgent(2)])
    assert len(found) == 1 and found[0].startswith("a listed legal action was refused"), found


def test_an_exception_in_apply_is_caught(state, monkeypatch):
    m = fresh(state)

    def broken(m, a):
        raise KeyError("boom")
    monkeypatch.setattr(E, "apply", broken)
    found = F.step(m, [RandomAgent(1), RandomAgent(2)])
    assert len(found) == 1 and found[0].startswith("KeyError") and "boom" in found[0], found


def test_a_match_without_result_is_caught(lib, monkeypatch):
    monkeypatch.setattr(F, "MAX_ACTIONS", 5)
    problems, i = F.play_one(lib, 1000)
    assert problems == ["no result after 5 actions"] and i == 5


def test_fuzz_reports_a_broken_invariant_by_seed(lib, monkeypatch):
    """The whole path: a violation found mid-game is one error line naming the seed."""
    import io
    real = F.violations

    def fake(m, before=None):
        return real(m, before) or (["round %d is past the round limit 0" % m.round] if m.round > 1 else [])
    monkeypatch.setattr(F, "violations", fake)
    out = io.StringIO()
    assert F.fuzz(lib, 2, 1000, out) == 2
    text = out.getvalue()
    assert "seed 1000 action" in text and "seed 1001 action" in text and text.endswith("2 games, 2 errors\n")
