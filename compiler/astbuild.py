"""The AST of card text, built while lark parses it (compiler/parser.py): each method of
ASTBuilder makes the node of one grammar rule from the rule's children, already built."""
from lark import Token

from . import ast as A
from .diagnostics import Span


def _unquote(s):
    if "\\" not in s:
        return s[1:-1]
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


class _Body:
    """A body's statements, and the '}' that ends it (and the spans of what it ends)."""
    __slots__ = ("stmts", "end", "levels")

    def __init__(self, stmts, end, levels):
        self.stmts, self.end, self.levels = stmts, end, levels


class ASTBuilder:
    """The AST, built by the parser as it reduces each rule (lark's tree-less mode: no parse
    tree, no second walk).  Each method takes a rule's children, already built: tokens, AST
    nodes, lists.

    Spans are computed here from the first and the last thing a rule matched, as lark's
    propagate_positions would (it cost a third of the time): a node's span runs from the start
    of its first child to the end of its last, brackets written around a child included.  The
    brackets leave no node, so they are remembered by the id of the expression they hold.

    The limits of the parser's _check_tree are measured on the way (how deep each node nests,
    whether a number is larger than `max_int`); only when one is exceeded is the text parsed
    again into a tree, for _check_tree to say which problem comes first and where."""

    def __init__(self, max_int):
        self.max_int, self.max_digits = max_int, len(str(max_int))
        self.reset(None)

    def reset(self, path):
        self.path = path
        self.around = {}        # id(expression) → (line, col, end_line, end_col) of its brackets
        self.levels = {}        # id(node) → levels of syntax at and below it (absent: 1)
        self.deepest = 0        # the levels of the deepest definition, counting the file's
        self.big_number = False

    # the span from a token or a node to a token or a node: the most common pairs have a
    # method of their own, for a large file makes hundreds of thousands of spans
    def _span(self, first, last):
        if isinstance(first, Token):
            return self._to(first.line, first.column, last)
        o = self.around.get(id(first))
        if o is None:
            s = first.span
            return self._to(s.line, s.col, last)
        return self._to(o[0], o[1], last)

    def _to(self, line, col, last):
        if isinstance(last, Token):
            return Span(self.path, line, col, last.end_line, last.end_column)
        o = self.around.get(id(last))
        if o is None:
            s = last.span
            return Span(self.path, line, col, s.end_line, s.end_col)
        return Span(self.path, line, col, o[2], o[3])

    def _nodes(self, first, last):
        if self.around:
            return self._span(first, last)
        a, b = first.span, last.span
        return Span(self.path, a.line, a.col, b.end_line, b.end_col)

    def _tokens(self, first, last):
        return Span(self.path, first.line, first.column, last.end_line, last.end_column)

    def _tspan(self, tok):
        return Span(self.path, tok.line, tok.column, tok.end_line, tok.end_column)

    def _int(self, tok):
        if len(tok) < self.max_digits:      # fewer digits than max_int: not larger
            return int(tok)
        digits = tok.lstrip("0")
        if len(digits) > self.max_digits:
            self.big_number = True
            return 0
        value = int(digits or "0")
        if value > self.max_int:
            self.big_number = True
        return value

    def _levels(self, node, *children):
        get = self.levels.get
        self.levels[id(node)] = 1 + max([get(id(c), 1) for c in children])
        return node

    def _levels2(self, node, a, b):
        get = self.levels.get
        x, y = get(id(a), 1), get(id(b), 1)
        self.levels[id(node)] = 1 + (x if x > y else y)
        return node

    def start(self, items):
        get = self.levels.get
        self.deepest = 1 + max([get(id(d), 1) for d in items], default=0)
        return items

    def definition(self, items):
        kind = items[0]
        rest = items[1:]
        ident = None
        if rest[0].type == "INT":
            ident = self._int(rest[0])
            rest = rest[1:]
        name_tok = rest[0]
        body = rest[-1]
        levels = body.levels
        elements = None
        if len(rest) == 3:
            elements = rest[1]
            levels = max(levels, 2 if isinstance(elements[0], list) or isinstance(elements[1], list) else 1)
            elements = (self._els(elements[0]), self._els(elements[1]), elements[2], elements[3])
        name = _unquote(name_tok) if name_tok.type == "STRING" else str(name_tok)
        node = A.Definition(self._span(kind, body.end), str(kind), self._tspan(kind), ident, name,
                            self._tspan(name_tok), body.stmts, elements, self.path)
        self.levels[id(node)] = 1 + levels
        return node

    def reaction_elements(self, items):
        first, second = items[0], items[1]
        alias = items[2] if len(items) > 2 else None
        span = self._span(first if isinstance(first, Token) else first[0],
                          alias or (second if isinstance(second, Token) else second[-1]))
        return (first, second, alias and str(alias), span)

    def _els(self, x):
        """An element set: one word, or the words of `(a | b)`."""
        if isinstance(x, Token):
            return [(str(x), self._tspan(x))]
        return [(str(t), self._tspan(t)) for t in x[1:-1]]

    def element_alts(self, items):
        return items            # '(' the words ')': see _els

    def body(self, items):
        stmts = items[:-1]
        get = self.levels.get
        return _Body(stmts, items[-1], max([get(id(s), 1) for s in stmts], default=0))

    def handler(self, items):
        ev, body = items[1], items[-1]
        cond = items[3] if len(items) == 5 else None
        node = A.Handler(self._span(items[0], body.end), str(ev), self._tspan(ev), cond, body.stmts)
        self.levels[id(node)] = 1 + max(body.levels, self.levels.get(id(cond), 1) if cond else 0)
        return node

    def skill(self, items):
        kind = str(items[0])
        rest = items[1:]
        as_kind = None
        if isinstance(rest[0], Token) and rest[0].type == "SKILL_KIND":
            as_kind, as_tok = str(rest[0]), rest[0]
            rest = rest[1:]
        sid = None
        if isinstance(rest[0], Token) and rest[0].type == "INT":
            sid = self._int(rest[0])
            rest = rest[1:]
        name_tok = rest[0]
        name = _unquote(name_tok) if name_tok.type == "STRING" else str(name_tok)
        body = rest[-1]
        cost = rest[2] if len(rest) == 4 else []
        node = A.Skill(self._span(items[0], body.end), kind, sid, name, cost, body.stmts,
                       self._tspan(name_tok), as_kind, self._tspan(as_tok) if as_kind else None)
        self.levels[id(node)] = 1 + body.levels
        return node

    def cost(self, items):
        return items

    def cost_item(self, items):
        return A.CostItem(self._tokens(items[0], items[1]), str(items[0]), self._int(items[1]))

    def if_stmt(self, items):
        cond, body = items[1], items[2]
        get = self.levels.get
        levels = max(body.levels, get(id(cond), 1))
        orelse, last = None, body.end
        if len(items) > 3:
            other = items[4]
            if isinstance(other, A.If):
                orelse, last = [other], other
                levels = max(levels, get(id(other), 1))
            else:
                orelse, last = other.stmts, other.end
                levels = max(levels, other.levels)
        node = A.If(self._span(items[0], last), cond, body.stmts, orelse)
        self.levels[id(node)] = 1 + levels
        return node

    def require(self, items):
        return self._levels(A.Require(self._span(items[0], items[1]), items[1]), items[1])

    def command(self, items):
        word = items[0]
        if len(items) == 1:
            return A.Command(self._tspan(word), str(word), self._tspan(word), [])
        groups = items[1]
        node = A.Command(self._span(word, groups[-1][-1]), str(word), self._tspan(word), groups)
        get = self.levels.get
        self.levels[id(node)] = 1 + max([get(id(a), 1) for g in groups for a in g])
        return node

    def args(self, items):
        return items

    def arg_group(self, items):
        return items

    def paren(self, items):
        lpar, inner, rpar = items
        self.around[id(inner)] = (lpar.line, lpar.column, rpar.end_line, rpar.end_column)
        return inner

    def number(self, items):
        t = items[0]
        return A.Num(Span(self.path, t.line, t.column, t.end_line, t.end_column), self._int(t))

    def negative(self, items):
        return A.Num(self._tokens(items[0], items[1]), -self._int(items[1]))

    def string(self, items):
        return A.Str(self._tspan(items[0]), _unquote(items[0]))

    def dotted(self, items):
        return A.Name(self._tokens(items[0], items[-1]), [t.value for t in items])

    def call(self, items):
        args = items[1:-1]
        node = A.Call(self._span(items[0], items[-1]), str(items[0]), args)
        if args:
            self._levels(node, *args)
        return node

    def or_expr(self, items):
        nodes = items[::2]
        return self._levels(A.BoolOp(self._nodes(items[0], items[-1]), "or", nodes), *nodes)

    def and_expr(self, items):
        nodes = items[::2]
        return self._levels(A.BoolOp(self._nodes(items[0], items[-1]), "and", nodes), *nodes)

    def not_(self, items):
        return self._levels(A.Not(self._span(items[0], items[1]), items[1]), items[1])

    def compare(self, items):
        left, right = items[0], items[2]
        return self._levels2(A.Compare(self._nodes(left, right), str(items[1]), left, right), left, right)

    def is_(self, items):
        left, right = items[0], items[2]
        return self._levels2(A.Compare(self._nodes(left, right), "==", left, right), left, right)

    def is_not(self, items):
        left, right = items[0], items[3]
        return self._levels2(A.Compare(self._nodes(left, right), "!=", left, right), left, right)

    def in_(self, items):
        options = items[2:-1]
        return self._levels(A.In(self._span(items[0], items[-1]), items[0], options), items[0], *options)

    def binop(self, items):
        left, right = items[0], items[2]
        return self._levels2(A.BinOp(self._nodes(left, right), str(items[1]), left, right), left, right)

    def neg(self, items):
        return self._levels(A.Neg(self._span(items[0], items[1]), items[1]), items[1])
