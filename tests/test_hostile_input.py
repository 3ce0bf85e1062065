"""No input crashes the tools, generated code is safe, and a failure in card code is traceable.

Property tests (hypothesis, derandomized: the same examples on every run) feed the parser and
the checker random text, random bytes and mutated library files: whatever comes in, the
compiler answers with diagnostics (file, line, column, a code), never with an exception, and
quickly; what checks clean compiles to Python.  Then every string position of the language is
filled with injection payloads, and an exception raised by compiled card code is traced back to
its card file and line."""
import ast as pyast
import builtins
import re
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gicc.compiler import registry as R
from gicc.compiler.build import CARDS, MAX_PROBLEMS, Build, discover, display, source_lines, source_name
from gicc.compiler.codegen import generate
from gicc.compiler.ir import Code, Lit
from gicc.compiler.parser import MAX_BYTES, MAX_INT, MAX_NESTING, parse_text
from gicc.compiler.quoting import identifier, quote

ROOT = Path(__file__).resolve().parent.parent
LIBRARY = discover([CARDS])
CODE = re.compile(r"^[EW][0-9]{4}$")
# what a terminal must never receive from a diagnostic: control characters (but the line ends)
CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069]")

FUZZ = settings(max_examples=60, deadline=timedelta(seconds=3), derandomize=True, database=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                       HealthCheck.filter_too_much])


@pytest.fixture(scope="module")
def cache(tmp_path_factory):
    """A compiler cache of the whole library (so that a file checked next to the library reads
    the other files' symbols from the manifest); GICC_CACHE points at it for this module."""
    root = tmp_path_factory.mktemp("hostile")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GICC_CACHE", str(root / "cache"))
        b = Build([CARDS], library_paths=())
        mods = b.build()
        assert mods, [d.render() for d in b.diags.sorted()]
        yield root, mods


# ---- the invariants --------------------------------------------------------------------------

def assert_sound(b, path, text):
    """Every diagnostic names the file and a real position, has a code, and renders safely."""
    n_lines = text.count("\n") + 1 if text is not None else 1
    lines = source_lines(path)
    for d in b.diags.items:
        s = d.span
        assert s.file == display(path), d
        assert 1 <= s.line <= n_lines + 1, (d, n_lines)
        assert s.col >= 1, d
        assert CODE.match(d.code), d
        assert d.severity == ("error" if d.code[0] == "E" else "warning"), d
        shown = d.render(lines)
        assert not CONTROL.search(shown), shown


def check_path(path, text, library_paths=()):
    """Check a file in-process: no exception, sound diagnostics; built and imported when clean."""
    b = Build([path], library_paths=library_paths)
    b.check()
    assert_sound(b, path, text)
    if b.diags.errors:
        return b
    b2 = Build([path], library_paths=library_paths)
    mods = b2.build()
    assert mods, [d.render() for d in b2.diags.sorted()]
    code = mods[0].read_text(encoding="utf-8")
    ns = {"__name__": "gicc_fuzzed"}
    exec(compile(code, str(mods[0]), "exec"), ns)
    defs = parse_text("x.card", text)
    assert [d.name for d in ns["DEFS"]] == [d.name for d in defs]
    return b


def check_text(folder, text, name="fuzzed.card", library_paths=()):
    path = folder / name
    path.write_text(text, encoding="utf-8", newline="")
    return check_path(path, text, library_paths)


def check_bytes(folder, raw, name="fuzzed.card"):
    path = folder / name
    path.write_bytes(raw)
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is None:
        b = Build([path], library_paths=())
        b.check()
        n = raw.count(b"\n") + 1
        for d in b.diags.items:
            assert d.code == "E0001" and 1 <= d.span.line <= n, d
        assert b.diags.errors
        return b
    return check_path(path, text)


# ---- (a) random text -------------------------------------------------------------------------

TOKENS = ["summon", "character", "status", "combat_status", "event", "talent", "reaction", "food",
          "990001", "99001", "0", "-", "1", "Spark", '"Spark"', '"a b"', '"\\""', '"\\n"', '"\\\\"',
          "{", "}", "(", ")", ",", ";", ".", "+", "*", "/", "|", "==", "<=", ">", "!=",
          "on", "when", "if", "else", "require", "cost", "not", "and", "or", "is", "in", "as",
          "normal", "elemental", "burst", "usage", "hp", "element", "pyro", "cryo", "damage",
          "add", "use", "heal", "has", "self.usage", "end_phase", "played", "to", "opp.active",
          "true", "#", "# note\n", "\n", "\r\n", " ", "\t", "\f", "\\", '"', "'", "{{", "}}",
          "{%", "%}", '"""', "\\\n", "\u202e", "\u200b", "\U0001f0a1", "\ufeff", "\x1b[31m"]

any_char = st.characters(blacklist_categories=("Cs",))          # every code point but surrogates
hostile_text = st.one_of(
    st.text(any_char, max_size=200),
    st.text(st.characters(min_codepoint=0, max_codepoint=0x7f), max_size=200),
    st.lists(st.one_of(st.sampled_from(TOKENS), st.text(any_char, max_size=3)), max_size=60).map(" ".join),
    st.lists(st.sampled_from(TOKENS), max_size=80).map("".join),
)


@FUZZ
@given(text=hostile_text)
def test_random_text_gets_diagnostics_never_an_exception(cache, text):
    root, _ = cache
    check_text(root, text)


# ---- (a') random cards made of the language's own words: the checker sees every statement -------

KEYWORDS = {"on", "when", "if", "else", "require", "cost", "or", "and", "not", "is", "in", "as"} | set(R.SKILL_KINDS)
WORDS = sorted((set(R.PROPS) | set(R.EFFECTS) | set(R.EVENTS) | set(R.DMG_TYPES) | set(R.TARGETS) | set(R.SIDES)
                | set(R.VALUES) | set(R.CHAR_ATTRS) | set(R.CHAR_ROOTS) | set(R.DICE) | set(R.COST_DICE)
                | set(R.WEAPONS) | set(R.FLAGS) | set(R.CARD_TARGETS) | set(R.CARD_KINDS) | set(R.SUBTYPES)
                | {"own", "opp", "next", "prev", "any", "swirled", "Oz", "Spark", "c1", "self.c1", "Melt"}) - KEYWORDS)
NAMES = ["Oz", "Spark", '"Ice Lotus"', '"Spark"', '"Pyro Infusion"', "Melt", "9900001", "1101", '""']


def _expr(draw, depth=0):
    atom = st.one_of(st.integers(-3, 20).map(str), st.sampled_from(WORDS), st.sampled_from(NAMES))
    if depth > 3 or draw(st.integers(0, 2)) == 0:
        return draw(atom)
    op = draw(st.sampled_from(["+", "-", "*", "/", "==", "!=", "<", ">=", "and", "or", "is", "is not",
                               "in", "not", "call", "()"]))
    a, b = "(%s)" % _expr(draw, depth + 1), "(%s)" % _expr(draw, depth + 1)
    if op == "not":
        return "not " + a
    if op == "in":
        return "%s in (%s, %s)" % (a, b, _expr(draw, depth + 1))
    if op == "call":
        return "%s(%s)" % (draw(st.sampled_from(sorted(R.FUNCTIONS) + ["nope"])), ", ".join([a, b][:draw(st.integers(0, 2))]))
    if op == "()":
        return "(%s)" % a
    return "%s %s %s" % (a, op, b)


def _statements(draw, depth, n):
    out = []
    for _ in range(n):
        choice = draw(st.integers(0, 9))
        if choice < 6:
            word = draw(st.sampled_from(sorted(R.EFFECTS) + sorted(R.PROPS) + ["nope"]))
            args = []
            for _ in range(draw(st.integers(0, 4))):
                what = draw(st.integers(0, 2))
                args.append(draw(st.sampled_from(WORDS + NAMES + ["to", "of", "from", "by", "into"])) if what == 0
                            else str(draw(st.integers(-2, 9))) if what == 1 else "(%s)" % _expr(draw))
            sep = draw(st.sampled_from([" ", ", "]))
            out.append(word + (" " + sep.join(args) if args else ""))
        elif choice < 8 and depth < 3:
            body = "; ".join(_statements(draw, depth + 1, draw(st.integers(0, 3))))
            other = draw(st.sampled_from(["", " else { %s }" % body, " else if true { use 1 }"]))
            out.append("if %s { %s }%s" % (_expr(draw), body, other))
        elif choice == 8:
            out.append("require " + _expr(draw))
        else:
            cond = draw(st.sampled_from(["", " when " + _expr(draw)]))
            out.append("on %s%s { %s }" % (draw(st.sampled_from(sorted(R.EVENTS) + ["nope"])), cond,
                                          "; ".join(_statements(draw, depth + 1, draw(st.integers(0, 3))))))
    return out


@st.composite
def word_cards(draw):
    """Definitions of any kind holding properties, effects, skills, handlers, `if`s and
    conditions drawn from the registry's own words, right and wrong together."""
    defs = []
    for i in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(list(R.KINDS) + ["nope"]))
        ident = draw(st.sampled_from(["", " 9900001", " %d" % (9900002 + i), " 1101"]))
        name = draw(st.sampled_from(NAMES[:5] + ["X%d" % i]))
        extra = draw(st.sampled_from(["", " pyro + cryo", " anemo + (cryo | hydro) as swirled"]))
        body = _statements(draw, 0, draw(st.integers(0, 6)))
        if kind == "character":
            for k in range(draw(st.integers(0, 2))):
                body.append('%s %d "S%d" cost %s { %s }' % (
                    draw(st.sampled_from(R.SKILL_KINDS)), 99000010 + 10 * i + k, k,
                    draw(st.sampled_from(["pyro 3", "pyro 1, unaligned 2", "energy 2", "pyro 0", "nope 1"])),
                    "; ".join(_statements(draw, 1, draw(st.integers(0, 3))))))
        defs.append("%s%s %s%s {\n  %s\n}\n" % (kind, ident, name, extra, "\n  ".join(body)))
    return "".join(defs)


@settings(FUZZ, max_examples=60)
@given(text=word_cards())
def test_random_cards_of_the_languages_words_get_diagnostics_never_an_exception(cache, text):
    root, _ = cache
    check_text(root, text)


# ---- (b) random bytes ------------------------------------------------------------------------

GOOD = (CARDS / "characters" / "1101-ganyu.card").read_bytes()


@st.composite
def hostile_bytes(draw):
    kind = draw(st.integers(0, 2))
    if kind == 0:
        return draw(st.binary(max_size=300))
    raw = bytearray(GOOD if kind == 1 else draw(st.binary(max_size=50)))
    for _ in range(draw(st.integers(1, 4))):
        at = draw(st.integers(0, len(raw)))
        raw[at:at] = draw(st.sampled_from([b"\x00", b"\xff", b"\xc3", b"\xed\xa0\x80", b"\xef\xbb\xbf",
                                           b"\xe2\x80\xae", b"\r", b"\x1b", b"\x85", b"\xf4\x90\x80\x80"])
                          | st.binary(min_size=1, max_size=4))
    return bytes(raw)


@FUZZ
@given(raw=hostile_bytes())
def test_random_bytes_get_diagnostics_never_an_exception(cache, raw):
    root, _ = cache
    check_bytes(root, raw)


# ---- (c) mutated library files ---------------------------------------------------------------

SNIPPETS = ['"', "'", "{", "}", "(", ")", "{{ 7*7 }}", "{% if x %}", '"""', "\\\n", "\\", "#", ";",
            "\n", "\r", "\r\n", "\t", "else", "if", "on", "-", "0", "00000000000000000000001",
            "99999999999999999999", "2147483648", "\u202e", "\u2028", "\x0c", "\x85", "\U0001f0a1",
            "\x1b[2J", "\ufeff", " and ", " not ", "__import__('os')", '"x\\"y"', "$", "@", "!"]
TOKEN = re.compile(r"\s+|\w+|\"(?:[^\"\\\n]|\\.)*\"|.", re.S)


def _splice(draw, seq, kind):
    """One mutation of a sequence (characters, tokens or lines) of the file."""
    n = len(seq)
    i = draw(st.integers(0, max(n - 1, 0)))
    j = draw(st.integers(0, max(n - 1, 0)))
    if kind == "delete" and n:
        del seq[min(i, j):max(i, j) + 1]
    elif kind == "duplicate" and n:
        a, b = min(i, j), max(i, j) + 1
        seq[b:b] = seq[a:b]
    elif kind == "swap" and n:
        seq[i], seq[j] = seq[j], seq[i]
    elif kind == "insert":
        seq[i:i] = [draw(st.sampled_from(SNIPPETS) | st.text(any_char, min_size=1, max_size=3))]


@st.composite
def mutated(draw):
    path = draw(st.sampled_from(LIBRARY))
    text = path.read_text(encoding="utf-8")
    for _ in range(draw(st.integers(1, 4))):
        level = draw(st.sampled_from(["char", "token", "line", "truncate", "nest"]))
        if level == "truncate":
            text = text[:draw(st.integers(0, len(text)))]
            continue
        if level == "nest":
            at = draw(st.integers(0, len(text)))
            depth = draw(st.integers(1, 150))
            what = draw(st.sampled_from(["(", "{", "not ", "- ", "1 + ", "if true { } else "]))
            closing = {"(": ")", "{": "}"}.get(what, "")
            text = text[:at] + what * depth + "1" + closing * depth + text[at:]
            continue
        if level == "char":
            seq = list(text)
        elif level == "token":
            seq = TOKEN.findall(text)
        else:
            seq = text.splitlines(keepends=True)
        _splice(draw, seq, draw(st.sampled_from(["delete", "insert", "duplicate", "swap"])))
        text = "".join(seq)
    return path, text


@settings(FUZZ, max_examples=45)
@given(case=mutated())
def test_mutated_library_files_get_diagnostics_never_an_exception(cache, case):
    root, _ = cache
    original, text = case
    others = [p for p in LIBRARY if p != original]
    check_text(root, text, name=original.name, library_paths=others)


def test_unmutated_library_files_check_clean_and_build_next_to_the_others(cache):
    """The baseline of the property above: each file, checked as a copy next to the library."""
    root, _ = cache
    for original in LIBRARY[::9]:
        others = [p for p in LIBRARY if p != original]
        b = check_text(root, original.read_text(encoding="utf-8"), name=original.name, library_paths=others)
        assert not b.diags.errors, [d.render() for d in b.diags.errors]


# ---- the crashes and hangs the fuzzing found, kept as tests ------------------------------------

def codes(tmp_path, text):
    return [(d.code, d.span.line, d.span.col) for d in check_text(tmp_path, text).diags.sorted()]


@pytest.mark.parametrize("expr", [
    "not " * 3000 + "true",                          # RecursionError in the transformer
    "(" + "-" * 3000 + "1) > 0",                    # the same, through negation
    " + ".join(["1"] * 5000) + " > 0",              # a left-recursive chain, no bracket at all
    " * ".join(["99999999"] * 3000) + " == 1",
], ids=["not", "neg", "sum", "product"])
def test_operators_nested_without_brackets_are_refused_not_a_crash(tmp_path, expr):
    got = codes(tmp_path, "summon 990001 X {\n  on end_phase when %s { discard }\n}\n" % expr)
    assert [(c, line) for c, line, col in got] == [("E0106", 2)] and got[0][2] >= 21


def test_a_long_else_if_chain_is_refused_but_one_of_ninety_builds(tmp_path, monkeypatch):
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    chain = "summon 990001 X {\n  on end_phase {\n    if true { discard }%s\n  }\n}\n"
    long = chain % (" else if true { discard }" * 3000)
    assert [c for c, _, _ in codes(tmp_path, long)] == ["E0106"]
    # ninety levels: deeper than any card, and still Python that compiles (indentation < 100)
    ok = chain % (" else if (not (not true)) { discard }" * (MAX_NESTING - 10))
    b = check_text(tmp_path, ok)
    assert not b.diags.errors


@pytest.mark.parametrize("number, value", [("9" * 5000, None), ("2147483648", None),
                                           (str(MAX_INT), MAX_INT), ("0" * 5000 + "7", 7)],
                         ids=["digits", "max+1", "max", "zeros"])
def test_numbers_too_large_for_python_are_refused(tmp_path, number, value):
    """int() of more than 4300 digits raised ValueError inside the transformer."""
    for text in ("summon 990001 X {\n  usage %s\n  on end_phase { use 1 }\n}\n" % number,
                 "summon %s X {\n  usage 1\n  on end_phase { use 1 }\n}\n" % number,
                 "summon 990001 X {\n  usage 1\n  on end_phase { damage pyro -%s; use 1 }\n}\n" % number):
        got = [c for c, _, _ in codes(tmp_path, text) if c[0] == "E"]
        assert got == ([] if value is not None else ["E0107"]), text[:60]


def test_a_technique_card_can_be_defined(tmp_path):
    """`technique` is a card kind and a skill kind: the lexer made it a skill kind everywhere, so
    a technique card was a syntax error (found by the fuzzer of the language's words)."""
    text = "technique 990001 Spark {\n  cost pyro 1\n  on played { heal 1 }\n}\n"
    assert [d.kind for d in parse_text("x.card", text)] == ["technique"]
    assert [c for c, _, _ in codes(tmp_path, text)] == []
    assert [c for c, _, _ in codes(tmp_path, "normal 990001 Spark {\n}\n")] == ["E0201"]


def test_a_flood_of_problems_stops_after_the_limit(tmp_path):
    """A big file of mistakes used to take minutes (a "did you mean" over thousands of names for
    each of thousands of errors); now the checker stops after MAX_PROBLEMS of them."""
    defs = "".join('summon %d S%d {\n  on end_phase { add Nope%d }\n}\n' % (990000 + i, i, i) for i in range(1000))
    b = check_text(tmp_path, defs)
    assert len(b.diags.items) == MAX_PROBLEMS + 1
    last = b.diags.sorted()[-1]
    assert last.code == "E0004" and last.span.line == 3 * MAX_PROBLEMS + 2


def test_many_duplicate_ids_are_reported_up_to_the_cap_in_linear_time(tmp_path):
    """symbols() scanned the whole file for each duplicate (minutes for a 1 MiB file), and E0230
    escaped the problem cap: now the first MAX_PROBLEMS are reported, then E0004."""
    text = "summon 990001 X {\n}\n" * 3000
    b = check_text(tmp_path, text)
    dup = [d for d in b.diags.items if d.code == "E0230"]
    assert len(dup) == MAX_PROBLEMS
    assert [d.span.line for d in dup[:3]] == [3, 5, 7] and "(line 1)" in dup[0].message
    stop = [d for d in b.diags.items if d.code == "E0004"]
    assert len(stop) == 1 and stop[0].span.line == 2 * (MAX_PROBLEMS + 1) + 1
    assert len(b.diags.items) == MAX_PROBLEMS + 1


def test_diagnostics_count_lines_as_the_parser_does(tmp_path):
    """A form feed (blank space to the grammar), a lone CR or U+2028 in a comment is no line end:
    the source line shown under a diagnostic is the one the parser counted."""
    text = "summon 990001 X { # a\x0cb\rc\u2028d\n  usage 1\n  on end_phase { damge pyro 1; use 1 }\n}\n"
    b = check_text(tmp_path, text)
    d = next(d for d in b.diags.items if d.code == "E0306")
    shown = d.render(source_lines(tmp_path / "fuzzed.card"))
    assert (d.span.line, d.span.col) == (3, 18)
    assert "    3 |   on end_phase { damge pyro 1; use 1 }" in shown


def test_escape_sequences_in_card_text_never_reach_the_terminal(tmp_path):
    text = 'summon 990001 "X\x1b[2J\u202e" {\n  # \x1b]0;owned\x07\n  usage 1\n  on end_phase { add "\x1b[31mY" }\n}\n'
    b = check_text(tmp_path, text)
    shown = "\n".join(d.render(source_lines(tmp_path / "fuzzed.card")) for d in b.diags.items)
    assert "E0502" in shown and "\\x1b[31mY" in shown
    assert not CONTROL.search(shown)


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path):
    big = (CARDS / "reactions.card").read_text(encoding="utf-8")
    big = big + "#" * (MAX_BYTES + 1 - len(big.encode("utf-8")))
    assert [c for c, _, _ in codes(tmp_path, big)] == ["E0003"]


# ---- the command line ------------------------------------------------------------------------

HOSTILE_FILES = {
    "deep.card": "summon 990001 X { on end_phase when " + "not " * 5000 + "true { } }\n",
    "bignum.card": "summon 990001 X {\n  usage " + "9" * 10000 + "\n}\n",
    "chain.card": "summon 990001 X {\n  on end_phase {\n    if true { }" + " else if true { }" * 2000 + "\n  }\n}\n",
    "flood.card": "summon 990001 X {\n" + "  colour red\n" * 1000 + "}\n",
    "escape.card": 'summon 990001 "\x1b[2J" {\n  usage 1\n  on end_phase { add "\x1b]0;x\x07" }\n}\n',
}


def gicc(*args):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_check_cli_on_hostile_files(tmp_path):
    for name, text in HOSTILE_FILES.items():
        (tmp_path / name).write_text(text, encoding="utf-8")
    (tmp_path / "binary.card").write_bytes(b"\x7fELF\x02\x01\x01\x00" + bytes(range(256)))
    (tmp_path / "surrogate.card").write_bytes(b'summon 990001 "\xed\xa0\x80" {\n}\n')
    names = sorted(HOSTILE_FILES) + ["binary.card", "surrogate.card"]
    r = gicc("check", *[str(tmp_path / n) for n in names])
    assert r.returncode == 1, r.stderr
    assert "Traceback" not in r.stderr and not CONTROL.search(r.stderr)
    for n in names:
        assert re.search(r"^\S*%s:\d+:\d+: error\[E0\d{3}\]: " % re.escape(n), r.stderr, re.M), n
    for n, code in (("deep.card", "E0106"),):
        one = gicc("check", str(tmp_path / n))
        assert one.returncode == 1 and "Traceback" not in one.stderr
        assert "error[%s]" % code in one.stderr, one.stderr


# ---- injection: every string position of the language ----------------------------------------

SENTINEL_FLAG = "GICC_INJECTED"


def payloads(sentinel):
    code = "__import__('builtins').%s = 1; open(%r, 'w')" % (SENTINEL_FLAG, str(sentinel))
    return [
        '"; %s; "' % code,
        "'; %s; '" % code,
        "'''; %s; '''" % code,
        '"""; %s; """' % code,
        "\\\n%s" % code,                      # a backslash, then a new line
        "\\",                                 # a trailing backslash would escape the closing quote
        "\\x00 \\u0041 \\N{BULLET} \\'",      # Python escapes, as literal text
        "\n%s\n" % code,                       # the card's `\n` escape, then code
        "# card:1\n%s  # card:1" % code,
        "{{ 7*7 }} {{ self.__init__.__globals__ }}",
        "{%% if true %%}%s{%% endif %%} {# x #}" % code,
        "%s %%s %%(a)s {0} ${x}" % code,
        code,
        "\x1b[31m red \u202e rtl zero\u200bwidth \U0001f0a1 \r\n crlf\ttab",
    ]


def card_string(s):
    """`s` as a card string: the escapes the grammar knows (\\\\, \\" and \\n)."""
    return '"%s"' % s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def injection_card(p):
    q = lambda prefix: card_string(prefix + p)                       # noqa: E731
    return """character 990001 %(ch)s {
  element pyro
  hp 10
  energy 2
  version %(v)s
  normal 9900011 %(skill)s cost pyro 1 {
    damage physical 1
    if skill.name == %(skill)s and has(%(st)s) and opp_has(%(sm)s) and usage_of(%(sm)s) > 0 and hand_has(%(card)s) {
      add %(st)s
    }
    summon %(sm)s
    add_card %(card)s
    use_skill %(skill)s
    remove %(st)s
  }
  burst 9900012 %(burst)s cost pyro 3, energy 2 {
    summon_random 1 %(sm)s
    summon_one_of %(sm)s
    discard_card %(card)s
  }
}

character_status 990002 %(st)s {
  usage 1
  version %(v)s
  on card_played when card.name is %(card)s { use 1 }
}

summon 990003 %(sm)s {
  usage 1
  on end_phase { damage pyro 1; use 1 }
  on skill_used when not (skill.name != %(skill)s) { use 1 }
}

event 990004 %(card)s {
  cost pyro 1
  require card.name == %(card)s
  on played { add_card %(card)s }
}

talent 990005 %(talent)s {
  cost pyro 1
  character %(ch)s
  skill %(skill)s
}

reaction %(r)s pyro + cryo {
  damage_bonus 1
}
""" % {"ch": q(""), "v": q("v"), "skill": q(""), "burst": q("B"), "st": q("S"), "sm": q("M"),
       "card": q("C"), "talent": q("T"), "r": q("R")}


def shape(tree):
    """The generated module with every string constant blanked: its code, without its data."""
    for node in pyast.walk(tree):
        if isinstance(node, pyast.Constant) and isinstance(node.value, str):
            node.value = ""
    return pyast.dump(tree)


def compile_card(folder, name, text):
    card = folder / name
    card.write_text(text, encoding="utf-8")
    b = Build([card], library_paths=())
    return card, b, b.build()


def test_payloads_in_every_string_position_stay_data(tmp_path, monkeypatch):
    """Each payload, in every string position, compiles to a module whose code is exactly that of
    a plain name (only the string constants differ), whose constants hold the payload unchanged,
    and whose import runs nothing of it."""
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    monkeypatch.chdir(tmp_path)
    sentinel = tmp_path / "PWNED"
    _, b, mods = compile_card(tmp_path, "plain.card", injection_card("Plain Name"))
    assert mods, [d.render() for d in b.diags.sorted()]
    plain = shape(pyast.parse(mods[0].read_text(encoding="utf-8")))
    built = 0
    for i, p in enumerate(payloads(sentinel)):
        card, b, mods = compile_card(tmp_path, "inj%d.card" % i, injection_card(p))
        if mods is None:           # refused: then only as diagnostics, on the card's own lines
            assert b.diags.errors and all(CODE.match(d.code) and d.span.file == display(card)
                                          for d in b.diags.items)
            continue
        built += 1
        code = mods[0].read_text(encoding="utf-8")
        tree = pyast.parse(code)
        constants = {n.value for n in pyast.walk(tree) if isinstance(n, pyast.Constant) and isinstance(n.value, str)}
        for prefix in ("", "S", "M", "C", "v", "B", "T", "R"):
            assert prefix + p in constants, (prefix, p)
        assert shape(tree) == plain, "the payload changed the code: %r" % p
        ns = {"__name__": "gicc_injected_%d" % i}
        exec(compile(code, str(mods[0]), "exec"), ns)
        defs = {d.kind: d for d in ns["DEFS"]}
        assert defs["character"].name == p and defs["character"].version == "v" + p
        assert [s.name for s in defs["character"].skills] == [p, "B" + p]
        assert defs["character_status"].name == "S" + p and defs["summon"].name == "M" + p
        assert defs["event"].name == "C" + p and defs["reaction"].name == "R" + p
        assert defs["talent"].name == "T" + p
        assert (defs["talent"].character, defs["talent"].skill) == (p, p)
        assert not hasattr(builtins, SENTINEL_FLAG) and not sentinel.exists()
    assert built == len(payloads(sentinel)), "every payload is a valid name: all of them compile"


def test_the_handlers_of_injected_cards_run_without_executing_the_payload(tmp_path, monkeypatch):
    """The payload reaches the runtime as a plain string: the summon's handler (which compares
    a skill name with it) runs, and the `require` of the card compares the card's name."""
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    sentinel = tmp_path / "PWNED"
    p = payloads(sentinel)[0]
    _, _, mods = compile_card(tmp_path, "inj.card", injection_card(p))
    ns = {}
    exec(compile(mods[0].read_text(encoding="utf-8"), "m.py", "exec"), ns)
    event = next(d for d in ns["DEFS"] if d.kind == "event")

    class Card:
        name = "C" + p

    class Ev:
        card = Card()

    assert event.require(None, None, Ev()) is True
    Card.name = p
    assert event.require(None, None, Ev()) is False
    assert not hasattr(builtins, SENTINEL_FLAG) and not sentinel.exists()


def test_quote_refuses_anything_but_plain_data():
    for v in (1, -3, "x'\"\\\n", True, None, 1.5, ("a", 1), ["b"], frozenset({"c"})):
        assert eval(quote(v)) == (tuple(v) if isinstance(v, list) else v)
    for bad in (object(), Code("__import__('os')"), Lit("x"), {"a": 1}, b"bytes", type, print,
                (1, object()), [Code("x")], frozenset({1j})):
        with pytest.raises(TypeError):
            quote(bad)

    class Str(str):                       # a str subclass has a __repr__ of its own
        def __repr__(self):
            return "__import__('os')"

    from lark import Token
    for sub in (Str("x"), Token("IDENT", "x")):
        with pytest.raises(TypeError):
            quote(sub)


def test_identifier_refuses_everything_but_plain_identifiers():
    for ok in ("_skill_1", "damage", "hp", "max_usage"):
        assert identifier(ok) == ok
    for bad in ("", "1x", "a b", "a.b", "x(1)", "x;y", "x\n", "é", "ａ", "x\u200b", "__import__('os')",
                None, 1, b"x", "x-y", "self.x"):
        with pytest.raises(ValueError):
            identifier(bad)


def test_codegen_refuses_a_definition_that_would_put_a_non_literal_into_code():
    from gicc.compiler.ir import DefIR, Fn
    bad = DefIR("summon", 990001, "X", 1, {"usage": object()}, {}, [])
    with pytest.raises(TypeError):
        generate([bad], "x.card", "")
    evil_name = DefIR("summon", 990001, "X", 1, {}, {"end_phase": [Fn("f(); import os", 1)]}, [])
    with pytest.raises(ValueError):
        generate([evil_name], "x.card", "")
    evil_prop = DefIR("summon", 990001, "X", 1, {"usage": 1}, {}, [])
    evil_prop.props["tags"] = [Code("__import__('os')")]
    with pytest.raises(TypeError):
        generate([evil_prop], "x.card", "")


# ---- traceability ------------------------------------------------------------------------------

RAISING = """# a summon whose end-phase damage divides by zero at run time
summon 990001 "Broken Spark" {
  usage 2
  on end_phase {
    use 1
    damage pyro (1 / (dice_count - dice_count))
  }
}
"""

SCENARIO = """name: a card that raises
players:
  - characters: [Fischl, Kaeya]
    summons: [Broken Spark]
  - characters: [Diluc]
steps:
  - {player: 0, end: true}
  - {player: 1, end: true}
"""


def test_an_exception_in_card_code_names_the_card_file_and_line(tmp_path, monkeypatch):
    from gicc.runtime import scenario as S
    from gicc.runtime.library import card_location, load_modules
    monkeypatch.setenv("GICC_CACHE", str(tmp_path / "cache"))
    folder = tmp_path / "extra"
    folder.mkdir()
    card = folder / "broken.card"
    card.write_text(RAISING, encoding="utf-8")
    b = Build([CARDS, folder], library_paths=())
    mods = b.build()
    assert mods, [d.render() for d in b.diags.errors]
    lib = load_modules(mods)
    line = RAISING.splitlines().index("    damage pyro (1 / (dice_count - dice_count))") + 1
    sc_file = tmp_path / "broken.yaml"
    sc_file.write_text(SCENARIO, encoding="utf-8")
    with pytest.raises(ZeroDivisionError) as e:
        S.run(S.load(sc_file), lib)
    assert card_location(e.tb) == (source_name(card), line)
    ok, _, msg = S.run_file(sc_file, lib)
    assert not ok and "ZeroDivisionError" in msg
    assert msg.endswith("(in card code at %s:%d)" % (source_name(card), line)), msg


def _effect_words():
    out = {}
    for word, eff in R.EFFECTS.items():
        out.setdefault(eff.func, set()).add(word)
    return out


def test_every_generated_statement_line_points_at_its_card_line(cache):
    """`# card:N` ends every line that comes from a statement; line N of the card holds the
    statement's first word (the effect, `if`, `when`, `require`, `on` or the skill kind)."""
    _, mods = cache
    words = _effect_words()
    heads = ("on", "require", "reaction") + R.SKILL_KINDS
    checked = 0
    for mod in mods:
        code = mod.read_text(encoding="utf-8")
        source = re.search(r"^SOURCE = (.*)$", code, re.M).group(1)
        card = (Path.cwd() / pyast.literal_eval(source)).resolve()
        lines = card.read_text(encoding="utf-8").split("\n")
        body = code.split("\nDEFS = [", 1)[0]
        for text in body.split("\n"):
            stmt = text.split("  # card:")[0].strip()
            if not text.startswith(" ") and not text.startswith("def "):
                continue
            if stmt in ("else:", "pass", "return"):
                assert "# card:" not in text
                continue
            m = re.search(r"  # card:(\d+)$", text)
            assert m, "a statement line without its card line: %r (%s)" % (text, mod.name)
            n = int(m.group(1))
            assert 1 <= n <= len(lines), (text, card)
            src = lines[n - 1]
            if stmt.startswith("def "):
                want = heads
            elif stmt == "if m.paused is not None:" or stmt.startswith("_fx.then("):
                # after an effect that may stop for a choice: its line (codegen.py continuations)
                want = {w for w, e in R.EFFECTS.items() if e.pauses}
            elif stmt.startswith("_fx."):
                want = words[re.match(r"_fx\.(\w+)\(", stmt).group(1)]
            elif stmt.startswith("return bool("):
                want = ("require",)
            elif stmt.startswith("if not "):
                want = ("when", "if")
            elif stmt.startswith("if "):
                want = ("if",)
            else:
                raise AssertionError("an unknown kind of generated line: %r" % text)
            assert any(re.search(r"(?<![\w.])%s(?![\w])" % re.escape(w), src) for w in want), \
                "%s:%d %r does not hold %s (generated: %r)" % (card, n, src, "/".join(sorted(want)), text)
            checked += 1
        for m in re.finditer(r"Def\((?:-?\d+|None), '(\w+)', .*?, line=(\d+),", code):
            kind, n = m.group(1), int(m.group(2))
            assert kind in lines[n - 1] or R.KIND_ALIASES.get(lines[n - 1].split()[0]) == kind, (card, n)
    assert checked > 1000
