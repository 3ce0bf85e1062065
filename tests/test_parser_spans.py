"""The parser builds the AST while lark parses (compiler/parser.py's _drive, compiler/
astbuild.py): the spans it computes from the tokens must be the ones lark's propagate_positions
gave (the carets of every diagnostic rest on them), and its own LALR loop must build what
lark's loop builds."""
import random

import pytest
from lark.exceptions import UnexpectedInput

from compiler import parser as P
from compiler.parser import MAX_INT, MAX_NESTING, SyntaxProblem, parse_text
from support import ROOT

LIBRARY = sorted((ROOT / "cards").rglob("*.card"))

TEXT = '''reaction 1 "R" (pyro | hydro) + dendro as Bloom {
  on end_phase when (self.a or self.b) and hp > (1) {
    damage pyro (self.a + 1)
    if f(1, 2) in (1, 2) { use 1 } else if not (hp) { use 2 } else { draw 1 }
    require (hp > 0)
  }
}
'''


def at(node_or_span):
    s = getattr(node_or_span, "span", node_or_span)
    return (s.line, s.col, s.end_line, s.end_col)


def test_spans_reach_the_brackets_around_and_after():
    # what propagate_positions said: a span runs from its first child to its last, the
    # brackets written around either included, and to the '}' or ')' that closes it
    d = parse_text("t.card", TEXT)[0]
    assert at(d) == (1, 1, 7, 2)
    assert at(d.elements[3]) == (1, 16, 1, 48)          # from '(' to the alias
    h = d.body[0]
    assert at(h) == (2, 3, 6, 4)
    assert at(h.cond) == (2, 21, 2, 52)                 # `(self.a or self.b) and hp > (1)`
    assert at(h.cond.items[0]) == (2, 22, 2, 38)        # the `or` itself: no brackets
    assert at(h.cond.items[1]) == (2, 44, 2, 52)        # `hp > (1)`
    assert at(h.cond.items[1].right) == (2, 50, 2, 51)
    command, if_, require = h.body
    assert at(command) == (3, 5, 3, 29)                 # to the ')' of its last argument
    assert at(command.groups[0][1]) == (3, 18, 3, 28)
    assert at(if_) == (4, 5, 4, 78)
    assert at(if_.cond) == (4, 8, 4, 25)                # `f(1, 2) in (1, 2)`
    assert at(if_.cond.item) == (4, 8, 4, 15)
    assert at(if_.orelse[0]) == (4, 41, 4, 78)          # the `else if`, to the last '}'
    assert at(if_.orelse[0].cond) == (4, 44, 4, 52)
    assert at(require) == (5, 5, 5, 21)
    assert at(require.cond) == (5, 14, 5, 20)


def test_the_fast_loop_is_in_use():
    # without its table parse_text still works, through lark's own loop, but a third slower:
    # a lark that keeps its table elsewhere should be noticed here
    assert P._fast_parser()[1] is not None


def _both_loops(text):
    """What _drive builds and what lark's own loop builds, with the same callbacks."""
    lark, table = P._fast_parser()
    build = lark.options.transformer
    out = []
    for parse in (lambda: P._drive(lark, table, text), lambda: lark.parse(text)):
        build.reset("t.card")
        try:
            out.append(("ok", parse(), build.deepest, build.big_number))
        except UnexpectedInput as e:    # the same error, from the same state
            out.append(("error", type(e).__name__, e.line, e.column, repr(getattr(e, "token", None)),
                        sorted(getattr(e, "expected", None) or getattr(e, "allowed", None) or ())))
        finally:
            build.reset(None)
    return out


def _mangled(rnd, text):
    i = rnd.randrange(len(text))
    return rnd.choice([text[:i] + text[i + 1:], text[:i] + rnd.choice("(){};,+-\n x\"'|") + text[i:], text[:i]])


@pytest.mark.parametrize("path", LIBRARY[::5], ids=[p.name for p in LIBRARY[::5]])
def test_the_fast_loop_builds_what_larks_loop_builds(path):
    text = path.read_text(encoding="utf-8")
    fast, slow = _both_loops(text)
    assert fast == slow and fast[0] == "ok"
    rnd = random.Random(path.name)
    for _ in range(5):
        broken = _mangled(rnd, text)
        fast, slow = _both_loops(broken)
        assert fast == slow, broken


def _verdict(text):
    try:
        parse_text("t.card", text)
        return None
    except SyntaxProblem as e:
        return e.code, at(e.span)


def _tree_verdict(text):
    """What lark's parse tree and _check_tree say of the same text."""
    try:
        P._check_tree("t.card", P.parser().parse(text))
        return None
    except SyntaxProblem as e:
        return e.code, at(e.span)


@pytest.mark.parametrize("shape", [
    "summon 1 A {{ on x when {0} {{ use 1 }} }}",
    "summon 1 A {{ if a {{ damage ({0}) }} }}",
    "summon 1 A {{ require ((({0}))) }}\nsummon 2 B {{ use {1} }}",
])
def test_the_limits_measured_on_the_way_agree_with_the_tree(shape):
    # the nesting and the numbers are measured while parsing; the tree parser only runs when a
    # limit is passed, to say where: both must see the limit at the same place
    for n in range(MAX_NESTING - 6, MAX_NESTING + 2):
        for body in (" + ".join(["1"] * n), " - ".join(["(1)"] * n), "not " * n + "true", "- " * n + "1"):
            for number in (MAX_INT, MAX_INT + 1):
                text = shape.format(body, number)
                assert _verdict(text) == _tree_verdict(text), text[:80]
    chain = "summon 1 A {{ if a {{ use 1 }}{0} }}"
    for n in range(MAX_NESTING - 6, MAX_NESTING + 2):
        text = chain.format(" else if a { use 1 }" * n)
        assert _verdict(text) == _tree_verdict(text)
