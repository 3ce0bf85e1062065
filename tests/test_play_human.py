"""`gicc play --human N`: a person at the terminal (compiler/play_human.py, play_commands.py).

A whole match is played at a pseudo-terminal (pexpect), answering every prompt with the first
option; what a person types is parsed into legal actions, and every entry that is not one is
refused with the reason and leaves the match as it was."""
import io
import os
import shutil
import sys
from pathlib import Path

import pytest

from gicc.compiler.play_commands import Refused, label, parse
from gicc.compiler.play_human import HumanAgent, Quit, show_board
from gicc.runtime import engine as E
from gicc.runtime.decks import load_deck
from gicc.runtime.fingerprint import fingerprint
from gicc.runtime.play import default_decks

pexpect = pytest.importorskip("pexpect")

GICC = shutil.which("gicc") or str(Path(sys.executable).parent / "gicc")


@pytest.fixture(scope="module")
def decks(lib):
    return [load_deck(d, lib) for d in default_decks()]


def fresh(lib, decks, seed=4):
    return E.new_match(lib, [(d.characters, d.cards) for d in decks], seed=seed)


def at_action_phase(lib, decks, seed=4):
    m = fresh(lib, decks, seed)
    while m.pending:
        E.apply(m, E.legal_actions(m)[0])
    return m


def spawn(*args):
    env = dict(os.environ, COLUMNS="120", LINES="50")
    return pexpect.spawn(GICC, list(args), env=env, encoding="utf-8", timeout=120)


def test_a_person_plays_a_whole_match_against_greedy():
    child = spawn("play", "--human", "0", "--p1", "greedy", "--seed", "5")
    prompts = 0
    while True:
        i = child.expect([HumanAgent.PROMPT, r"Result: [^\r\n]*", pexpect.EOF])
        if i != 0:
            break
        prompts += 1
        assert "Your turn" in child.before or "Your decision" in child.before
        child.sendline("1")
    assert i == 1, child.before[-2000:]
    assert "wins in round" in child.after or "draw" in child.after
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert prompts > 10
    assert "Traceback" not in child.before


@pytest.mark.parametrize("leave", ["quit", "eof"])
def test_quit_and_end_of_input_leave_cleanly(leave):
    child = spawn("play", "--human", "1", "--p0", "random", "--seed", "1")
    child.expect(HumanAgent.PROMPT)
    child.sendline("skill 9")                 # refused, and asked again
    child.expect("refused: ")
    child.expect(HumanAgent.PROMPT)
    if leave == "quit":
        child.sendline("quit")
    else:
        child.sendeof()
    child.expect("Match left unfinished")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Traceback" not in child.before


def test_side_options_are_checked(capsys):
    from gicc.compiler.cli import main
    assert main(["play", "--p0", "monkey"]) == 2
    assert "no agent 'monkey'" in capsys.readouterr().err
    assert main(["play", "--human", "2"]) == 2
    assert main(["play", "--human", "0", "--p0", "greedy"]) == 2
    assert "two players for one side" in capsys.readouterr().err
    assert main(["play", "--p1", "search", "--budget", "0"]) == 2


REFUSED = [
    ("", "type a number"),
    ("frobnicate", "unknown command"),
    ("0", "no option 0"),
    ("99", "no option 99"),
    ("1 2", "only `pay DICE`"),
    ("skill 9", "no skill 9"),
    ("skill", "usage: skill N"),
    ("switch 4", "no character 4"),
    ("switch x", "is a number"),
    ("play zzz", "no card in your hand starts with 'zzz'"),
    ("play", "play takes"),
    ("tune 99", "no hand card 99"),
    ("tune 1 omni", "Omni die cannot be tuned"),
    ("reroll pyro", "nothing to reroll"),
    ("keep", "nothing to reroll"),
    ("swap 1", "nothing to swap"),
    ("choose 1", "cannot be chosen"),
    ("pick x", "pick takes"),
    ("end pay omni", "costs no dice"),
    ("pay omni", "pay for what"),
    ("1 pay nope", "not a die"),
]


@pytest.mark.parametrize("line,why", REFUSED)
def test_illegal_entries_are_refused_with_the_reason_and_change_nothing(lib, decks, line, why):
    m = at_action_phase(lib, decks)
    options = E.legal_actions(m)
    before = fingerprint(m)
    with pytest.raises(Refused) as e:
        parse(m, options, line)
    assert why in str(e.value)
    assert fingerprint(m) == before


def test_a_payment_that_does_not_pay_is_refused(lib, decks):
    m = at_action_phase(lib, decks)
    options = E.legal_actions(m)
    k = next(k for k, a in enumerate(options, 1) if a.kind == "skill")
    before = fingerprint(m)
    with pytest.raises(Refused, match="do not pay"):
        parse(m, options, "%d pay %s" % (k, " ".join(["omni"] * 9)))
    assert fingerprint(m) == before


def test_commands_name_the_legal_actions(lib, decks):
    m = at_action_phase(lib, decks)
    options = E.legal_actions(m)
    pl = m.players[options[0].player]
    assert parse(m, options, "help") == ("help",)
    assert parse(m, options, "quit") == ("quit",)
    assert parse(m, options, "end")[1].kind == "end"
    kind, a = parse(m, options, "skill 1")
    assert a.kind == "skill" and a.skill == pl.active_char.defn.skills[0].id
    kind, a = parse(m, options, "2")
    assert repr(a) == repr(options[1])
    other = next(c.idx for c in pl.characters if c.idx != pl.active)
    assert parse(m, options, "switch %d" % (other + 1))[1].index == other
    assert parse(m, options, "tune 1")[1].kind == "tune"
    # a card by the start of its name, in any case
    playable = [a for a in options if a.kind == "play"]
    names = {pl.hand[a.index].defn.name for a in playable}
    one = next(n for n in names if sum(pl.hand[a.index].defn.name == n for a in playable) == 1)
    a = parse(m, options, "play " + one[:4].upper())[1]
    assert pl.hand[a.index].defn.name == one
    # paying with the dice named: exactly the auto-pay's dice, as the player names them
    sk = next(a for a in options if a.kind == "skill")
    from gicc.runtime.dice import dice_names
    k = options.index(sk) + 1
    a = parse(m, options, "%d pay %s" % (k, " ".join(dice_names(sk.payment))))[1]
    assert a.payment == sk.payment
    E.apply(m, a)                      # the engine takes it


def test_the_setup_decisions_are_answerable(lib, decks):
    m = fresh(lib, decks)
    assert m.pending[0].kind == "mulligan"
    a = parse(m, E.legal_actions(m), "swap 1 3")[1]
    assert a.kind == "mulligan" and a.choice == [0, 2]
    E.apply(m, a)
    E.apply(m, parse(m, E.legal_actions(m), "keep" if m.pending[0].kind == "reroll" else "swap")[1])
    while m.pending and m.pending[0].kind == "mulligan":
        E.apply(m, E.legal_actions(m)[0])
    assert m.pending[0].kind == "initial"
    a = parse(m, E.legal_actions(m), "choose 2")[1]
    assert a.kind == "initial" and a.choice == 1
    while m.pending and m.pending[0].kind != "reroll":
        E.apply(m, E.legal_actions(m)[0])
    d = m.pending[0]
    pl = m.players[d.player]
    from gicc.runtime.dice import dice_names
    held = dice_names(pl.dice)
    a = parse(m, E.legal_actions(m), "reroll 1 %s" % held[-1])[1]
    assert a.kind == "reroll" and sorted(a.dice) == sorted([held[0], held[-1]])
    with pytest.raises(Refused, match="named twice"):
        parse(m, E.legal_actions(m), "reroll 1 1")
    E.apply(m, a)


def test_the_board_is_plain_text_off_a_terminal(lib, decks):
    from rich.console import Console
    m = at_action_phase(lib, decks)
    me = m.current
    out = io.StringIO()
    console = Console(file=out, width=120)
    assert not console.is_terminal
    show_board(console, m, me)
    text = out.getvalue()
    assert "\x1b" not in text
    for c in m.players[me].characters + m.players[1 - me].characters:
        assert c.defn.name in text
    opp = m.players[1 - me]
    assert "hand: %d cards, dice: %d" % (len(opp.hand), opp.dice_count()) in text
    assert not any(hc.defn.name in text for hc in opp.hand if not any(
        hc.defn.name == h.defn.name for h in m.players[me].hand))
    for a in E.legal_actions(m):
        assert label(m, a)


def test_the_agent_asks_again_after_a_refusal_and_quits_on_end_of_input(lib, decks):
    from rich.console import Console
    m = at_action_phase(lib, decks)
    lines = iter(["nonsense", "skill 9", "end"])
    out = io.StringIO()
    agent = HumanAgent(Console(file=out, width=120), read=lambda prompt: next(lines))
    a = agent.act(m, E.legal_actions(m))
    assert a.kind == "end"
    assert out.getvalue().count("refused: ") == 2

    def eof(prompt):
        raise EOFError
    with pytest.raises(Quit):
        HumanAgent(Console(file=io.StringIO()), read=eof).act(m, E.legal_actions(m))


def test_names_from_card_files_reach_the_screen_escaped(lib, decks):
    """A name with a terminal escape and rich markup in it is shown as text, neither obeyed by
    the terminal nor read as markup."""
    from rich.console import Console
    m = at_action_phase(lib, decks)
    me = m.current
    defn = m.players[me].characters[0].defn
    name = defn.name
    try:
        defn.name = "Evil\x1b[2J[bold red]Name[/]"
        out = io.StringIO()
        show_board(Console(file=out, width=200), m, me)
        text = out.getvalue()
    finally:
        defn.name = name
    assert "\x1b" not in text
    assert "Evil\\x1b[2J[bold red]Name[/]" in text
