"""Text → syntax tree.  Lark LALR in strict mode; its errors become diagnostics that speak of
the card language ("expected a number"), never of Lark."""
import gc
import re
import threading
from contextlib import contextmanager
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from .astbuild import ASTBuilder
from .diagnostics import Span, did_you_mean

GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "gicc.lark"
MAX_DEPTH = 64          # brackets nested deeper than this are refused before parsing
MAX_NESTING = 100       # syntax nested deeper than this (operators, `if`s, `else if`s) is refused
MAX_INT = (1 << 31) - 1  # the largest number a card may write
from .limits import MAX_BYTES  # noqa: E402,F401  (the file size limit: build.read_card applies it)

_parser = _fast = None


def parser():
    """The parser that builds lark's parse tree, positions in every node: for the formatter's
    token stream, and for _check_tree."""
    global _parser
    if _parser is None:
        _parser = Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", strict=True,
                       propagate_positions=True, maybe_placeholders=False)
    return _parser


def _fast_parser():
    """The parser that builds the AST directly (see compiler/astbuild.py), and its table for
    _drive (None if this lark keeps its table where _actions does not look): what parse_text
    uses."""
    global _fast
    if _fast is None:
        lark = Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", strict=True,
                    maybe_placeholders=False, transformer=ASTBuilder(MAX_INT))
        _fast = lark, _actions(lark)
    return _fast


def _actions(lark):
    """lark's parse table as _drive reads it: state → {symbol: (True, next state) or (False,
    (size, callback, rule name))}.  A rule that only passes its one child on (`?expr: or_expr`)
    gets no callback: lark's wrapper would hand the child back unchanged."""
    try:
        from lark.parsers.lalr_analysis import Shift
        conf = lark.parse_interactive("").parser_state.parse_conf
        if any(isinstance(k, str) for k in conf.callbacks):
            return None         # callbacks for tokens: _drive does not call them
        table = {}
        for state, row in conf.parse_table.states.items():
            out = table[state] = {}
            for sym, (action, arg) in row.items():
                if action is Shift:
                    out[str(sym)] = (True, arg)
                    continue
                one = arg.expansion[0] if len(arg.expansion) == 1 else None
                passes = (arg.options.expand1 and not arg.alias and one is not None
                          and not one.name.startswith("_") and not (one.is_term and one.filter_out))
                out[str(sym)] = (False, (len(arg.expansion), None if passes else conf.callbacks[arg],
                                         str(arg.origin.name)))
        return table
    except (ImportError, AttributeError, KeyError, TypeError, ValueError):
        return None


def _drive(lark, table, text):
    """Parse `text` with lark's lexer, table and callbacks, shifting and reducing as lark's own
    loop does but without its per-token bookkeeping (a quarter of the time of a large file).
    What the table has no action for (a syntax error) goes to lark's loop, which raises the
    error it always did, from the same state."""
    interactive = lark.parse_interactive(text)
    state = interactive.parser_state
    states, values = state.state_stack, state.value_stack     # the lexer reads states[-1]
    token = None
    for token in interactive.lexer_thread.lex(state):
        while True:
            act = table[states[-1]].get(token.type)
            if act is None:
                state.feed_token(token)
                break
            shift, arg = act
            if shift:
                states.append(arg)
                values.append(token)
                break
            size, build, name = arg
            if build is None:           # one child passed on: only the state changes
                states[-1] = table[states[-2]][name][1]
                continue
            if size:
                children = values[-size:]
                del states[-size:]
                del values[-size:]
            else:
                children = []
            values.append(build(children))
            states.append(table[states[-1]][name][1])
    return interactive.feed_eof(token)


TERMINAL_WORDS = {
    "IDENT": "a word", "INT": "a number", "STRING": "a quoted string", "LBRACE": "'{'",
    "RBRACE": "'}'", "LPAR": "'('", "RPAR": "')'", "COMMA": "','", "SEMICOLON": "';'",
    "_NL": "the end of the line", "PLUS": "'+'", "MINUS": "'-'", "DOT": "'.'",
    "COMP_OP": "a comparison", "ADD_OP": "'+' or '-'", "MUL_OP": "'*' or '/'",
    "SKILL_KIND": "a skill kind", "ON": "'on'", "WHEN": "'when'", "IF": "'if'",
    "ELSE": "'else'", "COST": "'cost'", "OR": "'or'", "AND": "'and'", "NOT": "'not'",
    "IS": "'is'", "IN": "'in'", "VBAR": "'|'", "AS": "'as'", "REQUIRE": "'require'",
    "$END": "the end of the file",
}


def _rank(word):
    """Keywords first, then kinds of things (a word, a number), then punctuation."""
    w = word.strip("'")
    if word.startswith("'") and w.isalpha():
        return (0, word)
    if not word.startswith("'") or w in "{}":
        return (1, word)
    return (2, word)


def describe_expected(expected):
    words = sorted({TERMINAL_WORDS.get(t, t.lower()) for t in expected}, key=_rank)
    if len(words) > 6:
        words = words[:6] + ["..."]
    return ", ".join(words)


# words that start a statement, and words inside a condition: a misspelt one is not a keyword
# but a plain word, and the parser only notices later (at the '{' or the '>' after it)
STATEMENT_KEYWORDS = ("on", "if", "else", "require", "normal", "elemental", "burst", "passive",
                      "prepared", "technique")
EXPRESSION_KEYWORDS = ("not", "and", "or", "is", "in")
_BOUNDARY = ("LBRACE", "RBRACE", "SEMICOLON", "_NL")


def _tokens_before(text, pos):
    """The tokens of `text` that start before `pos` (as far as they can be read)."""
    out = []
    try:
        for t in _fast_parser()[0].lex(text, dont_ignore=False):
            if t.start_pos >= pos:
                break
            out.append(t)
    except UnexpectedInput:
        pass
    return out


def _known_word(word):
    from . import registry as R
    return word in R.PROPS or word in R.EFFECTS or word in R.EVENTS or word in R.VALUES \
        or word in R.CHAR_ATTRS or word in R.TARGETS or word in R.DMG_TYPES


def _misspelt_keyword(text, tok):
    """(token, hint) for a word before `tok` that looks like a misspelt keyword, or None: the
    word just before it (`nto is_active`), or the first word of the statement (`onn end_phase {`)."""
    before = _tokens_before(text, tok.start_pos)
    if not before:
        return None
    prev = before[-1]
    if prev.type == "IDENT" and not _known_word(prev.value):
        hint = did_you_mean(prev.value, EXPRESSION_KEYWORDS)
        if hint:
            return prev, hint
    i = len(before) - 1
    while i >= 0 and before[i].type not in _BOUNDARY:
        i -= 1
    if i + 1 < len(before):
        first = before[i + 1]
        if first.type == "IDENT" and not _known_word(first.value):
            hint = did_you_mean(first.value, STATEMENT_KEYWORDS)
            if hint:
                return first, hint
    return None


class SyntaxProblem(Exception):
    def __init__(self, span, code, message, hint=None):
        super().__init__(message)
        self.span, self.code, self.message, self.hint = span, code, message, hint


def _token_text(tok):
    if tok.type == "_NL":
        return "the end of the line"
    if tok.type == "$END":
        return "the end of the file"
    return "'%s'" % tok.value


def _unexpected_text(tok):
    """The token after the word "unexpected": "unexpected end of the line", not "unexpected the end"."""
    text = _token_text(tok)
    return text[len("the "):] if text.startswith("the end") else text


_NOT_BRACKETS = re.compile(r"[^(){}]+")


def _check_depth(path, text):
    """Refuse brackets nested more than MAX_DEPTH deep (E0105), before lark's parser sees them.
    Most text has no bracket: only the brackets are counted, and the text is read again for
    the line and column only when they go too deep."""
    depth = 0
    for ch in _NOT_BRACKETS.sub("", text):
        if ch in "({":
            depth += 1
            if depth > MAX_DEPTH:
                _where_too_deep(path, text)
        elif depth:
            depth -= 1


def _where_too_deep(path, text):
    depth = 0
    line, col = 1, 0
    for ch in text:
        col += 1
        if ch == "\n":
            line, col = line + 1, 0
        elif ch in "({":
            depth += 1
            if depth > MAX_DEPTH:
                raise SyntaxProblem(Span(path, line, col, line, col + 1), "E0105",
                                    "brackets nested more than %d deep" % MAX_DEPTH)
        elif ch in ")}":
            depth = max(0, depth - 1)


@contextmanager
def no_gc():
    """Python's cyclic garbage collector paused for a while.  Parsing and checking build large
    trees of small objects that hold no cycles; the collector, which runs every few hundred
    allocations, would walk the growing tree again and again: for a 1 MiB file that was more
    than half the time.  What is freed meanwhile is freed as usual (by reference counts); the
    collector runs again afterwards.

    What was built meanwhile mostly lives on (the tree, the checks), so it goes with the oldest
    objects (freeze and unfreeze move every tracked object there, without walking any): else
    the first collections afterwards would walk all of it, twice (a tenth of the time of a
    large file).  The oldest objects are only walked by a full collection, which is rare."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.freeze()
            gc.unfreeze()
            gc.enable()


_one_parse = threading.Lock()     # the fast parser's ASTBuilder holds the state of one parse


def parse_text(path, text):
    """Parse card text; raises SyntaxProblem with a span on the first syntax error."""
    with _one_parse, no_gc():
        try:
            return _parse_text(path, text)
        except SyntaxProblem as e:
            from .syntax_hints import enrich     # where a block opened; quotes in strings
            raise enrich(e, text)


def _parse_text(path, text):
    if "\x00" in text:
        ln = text[:text.index("\x00")].count("\n") + 1
        raise SyntaxProblem(Span(path, ln, 1, ln, 2), "E0001", "the file contains a NUL byte: is it a card file?")
    _check_depth(path, text)
    fast, table = _fast_parser()
    build = fast.options.transformer
    build.reset(path)
    try:
        defs = _drive(fast, table, text) if table is not None else fast.parse(text)
    except UnexpectedCharacters as e:
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else "?"
        hint = "strings use double quotes" if ch in "'`" else None
        raise SyntaxProblem(Span(path, e.line, e.column, e.line, e.column + 1), "E0101",
                            "unexpected character %r" % ch, hint)
    except UnexpectedEOF as e:
        ln = text.count("\n") + 1
        col = len(text.rsplit("\n", 1)[-1]) + 1
        raise SyntaxProblem(Span(path, ln, col, ln, col + 1), "E0103",
                            "the file ends too early: expected %s" % describe_expected(e.expected),
                            "is a '}' missing?" if "RBRACE" in e.expected else None)
    except UnexpectedToken as e:
        tok = e.token
        if tok.type == "$END":
            ln = text.count("\n") + 1
            col = len(text.rsplit("\n", 1)[-1]) + 1
            raise SyntaxProblem(Span(path, ln, col, ln, col + 1), "E0103",
                                "the file ends too early: expected %s" % describe_expected(e.expected),
                                "is a '}' missing?" if "RBRACE" in e.expected else None)
        line, col = tok.line, tok.column
        end = tok.end_column if tok.end_line == tok.line and tok.end_column else col + 1
        if tok.type == "_NL":
            end = col + 1
        hint = None
        if tok.type == "RBRACE" and "RBRACE" not in e.expected:
            code = "E0104"
            msg = "unbalanced '}'"
        else:
            code = "E0102"
            msg = "unexpected %s: expected %s" % (_unexpected_text(tok), describe_expected(e.expected))
            if tok.type == "IDENT":
                kws = [TERMINAL_WORDS[t].strip("'") for t in e.expected if t in TERMINAL_WORDS and TERMINAL_WORDS[t].startswith("'")]
                hint = did_you_mean(tok.value, kws)
            if hint is None:
                found = _misspelt_keyword(text, tok)
                if found:
                    word, hint = found
                    msg = "`%s` is not a keyword, so %s is unexpected here" % (word.value, _token_text(tok))
                    line, col = word.line, word.column
                    tok, end = word, word.end_column
        raise SyntaxProblem(Span(path, line, col, tok.end_line or line, end), code, msg, hint)
    except UnexpectedInput as e:
        raise SyntaxProblem(Span(path, getattr(e, "line", 1), getattr(e, "column", 1), getattr(e, "line", 1), getattr(e, "column", 1) + 1),
                            "E0102", "syntax error")
    finally:
        deepest, big_number = build.deepest, build.big_number
        build.reset(None)
    if big_number or deepest > MAX_NESTING:
        # the tree parser's walk says which problem comes first, and where, as it always did
        _check_tree(path, parser().parse(text))
    return defs


# wrappers that add no nesting of their own to the generated code
_FLAT_RULES = ("body", "args", "arg_group", "cost", "cost_item")


def _check_tree(path, tree):
    """Refuse what the compiler and the Python it generates cannot take: syntax nested more than
    MAX_NESTING deep without brackets (`not not ...`, `1 + 1 + ...`, a long `else if` chain) and
    numbers larger than MAX_INT.  Iterative, so that no nesting can exhaust the stack here.
    Brackets around an expression are no level of their own (in the syntax tree the compiler
    uses they leave no node)."""
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        for child in node.children:
            if isinstance(child, Tree):
                while child.data == "paren":
                    child = child.children[1]
                inner = depth if child.data in _FLAT_RULES else depth + 1
                if inner > MAX_NESTING:     # said at the start of what holds the deepest level
                    meta = node.meta
                    line, col = getattr(meta, "line", 1), getattr(meta, "column", 1)
                    raise SyntaxProblem(Span(path, line, col, line, col + 1), "E0106",
                                        "nested more than %d levels deep" % MAX_NESTING,
                                        "split a long `else if` chain or a long expression into several statements")
                stack.append((child, inner))
            elif isinstance(child, Token) and child.type == "INT":
                digits = child.lstrip("0")
                if len(digits) > len(str(MAX_INT)) or int(digits or "0") > MAX_INT:
                    raise SyntaxProblem(Span.of(path, child), "E0107",
                                        "the number is too large: the largest is %d" % MAX_INT)
