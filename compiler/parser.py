"""Text → syntax tree.  Lark LALR in strict mode; its errors become diagnostics that speak of
the card language ("expected a number"), never of Lark."""
import gc
from contextlib import contextmanager
from pathlib import Path

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken

from . import ast as A
from .diagnostics import Span, did_you_mean

GRAMMAR = Path(__file__).resolve().parent.parent / "grammar" / "gicc.lark"
MAX_DEPTH = 64          # brackets nested deeper than this are refused before parsing
MAX_NESTING = 100       # syntax nested deeper than this (operators, `if`s, `else if`s) is refused
MAX_INT = (1 << 31) - 1  # the largest number a card may write
from .limits import MAX_BYTES  # noqa: E402,F401  (the file size limit: build.read_card applies it)

_parser = None


def parser():
    global _parser
    if _parser is None:
        _parser = Lark(GRAMMAR.read_text(encoding="utf-8"), parser="lalr", strict=True,
                       propagate_positions=True, maybe_placeholders=False)
    return _parser


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
        for t in parser().lex(text, dont_ignore=False):
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


def _check_depth(path, text):
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
    collector runs again afterwards."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def parse_text(path, text):
    """Parse card text; raises SyntaxProblem with a span on the first syntax error."""
    with no_gc():
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
    try:
        tree = parser().parse(text)
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
    _check_tree(path, tree)
    return ToAST(path).transform(tree)


# wrappers that add no nesting of their own to the generated code
_FLAT_RULES = ("body", "args", "arg_group", "cost", "cost_item")


def _int(tok):
    """A number token's value (its size is checked before: see _check_tree)."""
    return int(str(tok).lstrip("0") or "0")


def _check_tree(path, tree):
    """Refuse what the compiler and the Python it generates cannot take, before the (recursive)
    transformer sees it: syntax nested more than MAX_NESTING deep without brackets (`not not ...`,
    `1 + 1 + ...`, a long `else if` chain) and numbers larger than MAX_INT.  Iterative, so
    that no nesting can exhaust the stack here."""
    stack = [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        for child in node.children:
            if isinstance(child, Tree):
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


def _unquote(s):
    out = []
    i = 1
    body = s[1:-1]
    i = 0
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            n = body[i + 1]
            out.append("\n" if n == "n" else n)
            i += 2
        else:
            out.append(c)
            i += 1
    return "".join(out)


class ToAST:
    """Parse tree → AST nodes with spans.  Each rule's method takes the rule's meta (its
    position) and its children, already transformed.  The walk is iterative and calls the
    methods directly: lark's Transformer recurses, and wraps every method anew on every call
    (a third of the time of a large file went there)."""

    def __init__(self, path):
        self.path = path
        self._rules = {}

    def _rule(self, name):
        fn = self._rules.get(name)
        if fn is None:
            fn = self._rules[name] = getattr(self, name, None) or self._default(name)
        return fn

    @staticmethod
    def _default(name):
        return lambda meta, items: Tree(name, items, meta)

    def transform(self, tree):
        """The AST of a parse tree: children before their parent, without recursion."""
        done = []                       # transformed nodes, in order
        stack = [(tree, False)]
        while stack:
            node, expanded = stack.pop()
            if not isinstance(node, Tree):
                done.append(node)       # a token stays a token
                continue
            if not expanded:
                stack.append((node, True))
                stack.extend((c, False) for c in reversed(node.children))
                continue
            n = len(node.children)
            items = done[len(done) - n:] if n else []
            if n:
                del done[len(done) - n:]
            done.append(self._rule(node.data)(node.meta, items))
        return done[0]

    def _span(self, meta):
        return Span(self.path, meta.line, meta.column, meta.end_line, meta.end_column)

    def _tspan(self, tok):
        return Span.of(self.path, tok)

    def start(self, meta, items):
        return [d for d in items if isinstance(d, A.Definition)]

    def definition(self, meta, items):
        kind = items[0]
        rest = items[1:]
        ident = None
        if rest and isinstance(rest[0], Token) and rest[0].type == "INT":
            ident = _int(rest[0])
            rest = rest[1:]
        name_tok = rest[0]
        elements = None
        body = rest[-1]
        if len(rest) == 3:
            elements = rest[1]
        name = _unquote(name_tok) if name_tok.type == "STRING" else str(name_tok)
        return A.Definition(self._span(meta), str(kind), self._tspan(kind), ident, name,
                            self._tspan(name_tok), body, elements, self.path)

    def reaction_elements(self, meta, items):
        alias = str(items[2]) if len(items) > 2 else None
        return (self._els(items[0]), self._els(items[1]), alias, self._span(meta))

    def _els(self, x):
        if isinstance(x, Token):
            return [(str(x), self._tspan(x))]
        return x

    def element_alts(self, meta, items):
        return [(str(t), self._tspan(t)) for t in items]

    def body(self, meta, items):
        return [i for i in items if isinstance(i, A.Node)]

    def handler(self, meta, items):
        ev = items[1]
        cond = None
        if len(items) == 5:
            cond = items[3]
        return A.Handler(self._span(meta), str(ev), self._tspan(ev), cond, items[-1])

    def skill(self, meta, items):
        kind = str(items[0])
        rest = items[1:]
        sid = None
        if isinstance(rest[0], Token) and rest[0].type == "INT":
            sid = _int(rest[0])
            rest = rest[1:]
        name_tok = rest[0]
        name = _unquote(name_tok) if name_tok.type == "STRING" else str(name_tok)
        cost = []
        if len(rest) == 4:
            cost = rest[2]
        return A.Skill(self._span(meta), kind, sid, name, cost, rest[-1], self._tspan(name_tok))

    def cost(self, meta, items):
        return items

    def cost_item(self, meta, items):
        return A.CostItem(self._span(meta), str(items[0]), _int(items[1]))

    def if_stmt(self, meta, items):
        cond, body = items[1], items[2]
        orelse = None
        if len(items) > 3:
            other = items[4]
            orelse = [other] if isinstance(other, A.If) else other
        return A.If(self._span(meta), cond, body, orelse)

    def require(self, meta, items):
        return A.Require(self._span(meta), items[1])

    def command(self, meta, items):
        word = items[0]
        groups = items[1] if len(items) > 1 else []
        return A.Command(self._span(meta), str(word), self._tspan(word), groups)

    def args(self, meta, items):
        return items

    def arg_group(self, meta, items):
        return items

    def number(self, meta, items):
        return A.Num(self._span(meta), _int(items[0]))

    def negative(self, meta, items):
        return A.Num(self._span(meta), -_int(items[-1]))

    def string(self, meta, items):
        return A.Str(self._span(meta), _unquote(items[0]))

    def dotted(self, meta, items):
        return A.Name(self._span(meta), [str(t) for t in items])

    def call(self, meta, items):
        return A.Call(self._span(meta), str(items[0]), [i for i in items[1:] if i is not None])

    def or_expr(self, meta, items):
        return A.BoolOp(self._span(meta), "or", [i for i in items if isinstance(i, A.Node)])

    def and_expr(self, meta, items):
        return A.BoolOp(self._span(meta), "and", [i for i in items if isinstance(i, A.Node)])

    def not_(self, meta, items):
        return A.Not(self._span(meta), items[1])

    def compare(self, meta, items):
        return A.Compare(self._span(meta), str(items[1]), items[0], items[2])

    def is_(self, meta, items):
        return A.Compare(self._span(meta), "==", items[0], items[2])

    def is_not(self, meta, items):
        return A.Compare(self._span(meta), "!=", items[0], items[3])

    def in_(self, meta, items):
        return A.In(self._span(meta), items[0], items[2:])

    def binop(self, meta, items):
        return A.BinOp(self._span(meta), str(items[1]), items[0], items[2])

    def neg(self, meta, items):
        return A.Neg(self._span(meta), items[-1])
