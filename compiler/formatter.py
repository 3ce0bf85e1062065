"""`gicc fmt`: the canonical layout of card files.

The formatter works on tokens, not on the syntax tree, so that comments (which the grammar
ignores) survive.  The tokens are the ones the parser's own (contextual) lexer feeds
to the parser (`iter_parse`), so the formatter splits the text exactly where the parser does and
sees the same token types (`and`, `when`: keywords; `foo`: a word).  The comments are taken back
from the gaps between those tokens.

The tokens are grouped into blocks (`{ ... }`, and the file itself) of statements, full-line
comments and blank lines; a statement is a run of tokens and nested blocks with an optional
end-of-line comment.  That is printed in the canonical layout (docs/language.md, "Formatting"):

- 2 spaces of indentation per block level, one statement per line, single spaces between words,
  `, ` in lists, no space inside parentheses, around '.', after a sign or before a call's '(';
- a block stays on one line (`{ x }`, `{ }`) only when it was written on one line, holds at most
  one statement (whose own blocks qualify too) and the line's code fits in 100 columns; every
  other block is opened at the end of its line and closed on a line of its own (`} else {`);
- blank lines inside a body are kept, at most one in a row, none after '{' or before '}';
  exactly one blank line after every top-level definition; the file ends with one newline.

The result is parsed again and its syntax tree compared with the original's (positions
ignored): a difference is a bug of the formatter, reported as an error, and nothing is written.
"""
import os
import sys
import tempfile
from dataclasses import dataclass, field, fields, is_dataclass
from pathlib import Path

from . import parser as P
from .diagnostics import Diagnostics, Span

WIDTH = 100
INDENT = "  "


class FormatError(Exception):
    """The formatted text would not mean what the original means (a bug of the formatter)."""


# ---- tokens ------------------------------------------------------------------------------------

@dataclass
class _Newlines:
    """A run of line ends (and the indentation between them)."""
    count: int
    type: str = "NL"


@dataclass
class _Comment:
    value: str
    type: str = "COMMENT"


def tokens(text):
    """The tokens of a text that parses, as the parser's lexer fed them to the parser, with the
    comments it ignored put back; each run of line ends merged into one _Newlines."""
    out = []
    pos = 0

    def gap(upto):
        # between two tokens there is only what the grammar ignores: blanks, then maybe a
        # comment (which runs to the next line end, itself a token)
        hole = text[pos:upto]
        if "#" in hole:
            out.append(_Comment(hole[hole.index("#"):]))

    for t in P.parser().parse_interactive(text).iter_parse():
        gap(t.start_pos)
        pos = t.end_pos
        if t.type == "_NL":
            if out and isinstance(out[-1], _Newlines):
                out[-1].count += t.value.count("\n")
            else:
                out.append(_Newlines(t.value.count("\n")))
        else:
            out.append(t)
    gap(len(text))
    return out


# ---- layout tree -------------------------------------------------------------------------------

BLANK = "blank line"


@dataclass
class Comment:
    text: str


@dataclass
class Block:
    items: list = field(default_factory=list)     # Stmt | Comment | BLANK
    head_comment: str = None                       # a comment right after the '{'
    oneline: bool = False                          # '{' and '}' were on one line


@dataclass
class Stmt:
    parts: list = field(default_factory=list)     # tokens and Blocks
    comment: str = None                            # its end-of-line comment


class _Builder:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def block(self, opener=None):
        b = Block()
        cur = None            # the statement being read
        line_stmt = None      # the statement a ';' ended on this line
        fresh = opener is not None   # nothing but ';' yet on the line of the '{'
        blank = False         # a blank line since the last item

        def add(item):
            if blank and b.items:
                b.items.append(BLANK)
            b.items.append(item)

        while self.i < len(self.toks):
            t = self.toks[self.i]
            self.i += 1
            ty = t.type
            if ty == "NL":
                cur = line_stmt = None
                fresh = False
                blank = blank or t.count >= 2
            elif ty == "SEMICOLON":
                if cur is not None:
                    line_stmt, cur = cur, None
            elif ty == "COMMENT":
                text = t.value.rstrip()
                if cur is not None:
                    cur.comment = text
                elif line_stmt is not None:
                    line_stmt.comment = text
                elif fresh:
                    b.head_comment = text
                else:
                    add(Comment(text))
                    blank = False
            elif ty == "RBRACE":
                b.oneline = opener is not None and opener.line == t.line
                return b
            else:
                # after a statement's block only `else` continues it (a definition may be
                # followed by the next one on the same line)
                if cur is not None and isinstance(cur.parts[-1], Block) and ty != "ELSE":
                    cur = None
                if cur is None:
                    cur = Stmt()
                    add(cur)
                    blank = False
                    line_stmt = None
                cur.parts.append(self.block(t) if ty == "LBRACE" else t)
                fresh = False
        return b


def layout(text):
    """The layout tree of a text that parses."""
    return _Builder(tokens(text)).block()


# ---- printing ----------------------------------------------------------------------------------

_AFTER_BLOCK = object()


class _Spacer:
    """The space before each token of a statement."""

    OPERAND_END = ("IDENT", "INT", "STRING", "RPAR")

    def __init__(self):
        self.prev = None
        self.prev_sign = False
        self.ctx = ["args"]     # per open parenthesis: "expr" or "args" (a command's arguments)

    def _is_sign(self):
        """Whether a '-' here is a sign: always among a command's arguments (`set x -1`, where
        `x - 1` is two arguments), else when it does not follow an operand."""
        p = self.prev
        return (self.ctx[-1] == "args" or p is None or p is _AFTER_BLOCK
                or p.type not in self.OPERAND_END)

    def before(self, tok):
        ty, p = tok.type, self.prev
        sign = tok.value == "-" and self._is_sign()
        if p is None:
            s = ""
        elif p is _AFTER_BLOCK:
            s = " "
        elif ty in ("COMMA", "RPAR", "DOT") or p.type in ("LPAR", "DOT"):
            s = ""
        elif self.prev_sign:                       # `-1`, `-x`, but `- -1`
            s = " " if tok.value == "-" else ""
        elif ty == "LPAR" and p.type == "IDENT" and self.ctx[-1] == "expr":
            s = ""                                 # a call: `has("x")`; `damage pyro (1 + x)` is two args
        else:
            s = " "
        if ty in ("IF", "WHEN", "REQUIRE"):
            self.ctx[-1] = "expr"
        elif ty == "LPAR":
            self.ctx.append("expr")
        elif ty == "RPAR" and len(self.ctx) > 1:
            self.ctx.pop()
        self.prev, self.prev_sign = tok, sign
        return s

    def after_block(self):
        self.prev, self.prev_sign = _AFTER_BLOCK, False
        self.ctx = ["args"]


def _inline_ok(b):
    """Whether a block may stay on one line (the width aside)."""
    if not b.oneline or b.head_comment is not None:
        return False
    if any(not isinstance(i, Stmt) for i in b.items) or len(b.items) > 1:
        return False
    return all(s.comment is None and all(_inline_ok(p) for p in s.parts if isinstance(p, Block))
               for s in b.items)


class _Printer:
    def __init__(self):
        self.lines = []

    def file(self, top):
        prev_def = False
        pending = False
        for item in top.items:
            if item is BLANK:
                pending = True
                continue
            if self.lines and (prev_def or pending):
                self.lines.append("")
            pending = False
            if isinstance(item, Comment):
                self.lines.append(item.text)
                prev_def = False
            else:
                self.lines.extend(self.stmt(item, 0))
                prev_def = True
        return "".join(line + "\n" for line in self.lines)

    def items(self, items, depth):
        out = []
        for item in items:
            if item is BLANK:
                out.append("")
            elif isinstance(item, Comment):
                out.append(INDENT * depth + item.text)
            else:
                out.extend(self.stmt(item, depth))
        return out

    def stmt(self, s, depth):
        rows = self._rows(s, depth, expand=False)
        if any(inline and len(code) > WIDTH for code, _, inline in rows):
            rows = self._rows(s, depth, expand=True)
        out = []
        for n, (code, comment, _) in enumerate(rows):
            if n == len(rows) - 1 and s.comment:
                comment = s.comment
            out.append(code + " " + comment if comment else code)
        return out

    def _rows(self, s, depth, expand):
        """(code, comment, has a one-line block) for each line; the lines of an opened block's
        statements come finished, as (text, None, False)."""
        indent = INDENT * depth
        rows = []
        cur, inline = indent, False
        sp = _Spacer()
        for part in s.parts:
            if isinstance(part, Block):
                if not expand and _inline_ok(part):
                    cur += " " + self._inline_block(part)
                    inline = True
                else:
                    rows.append((cur + " {", part.head_comment, inline))
                    rows.extend((line, None, False) for line in self.items(part.items, depth + 1))
                    cur, inline = indent + "}", False
                sp.after_block()
            else:
                cur += sp.before(part) + part.value
        rows.append((cur, None, inline))
        return rows

    def _inline_block(self, b):
        if not b.items:
            return "{ }"
        (code, _, _), = self._rows(b.items[0], 0, expand=False)
        return "{ " + code + " }"


def render(top):
    return _Printer().file(top)


# ---- meaning -----------------------------------------------------------------------------------

def shape(x):
    """A syntax tree without its positions, for comparing two parses."""
    if isinstance(x, Span):
        return None
    if is_dataclass(x):
        return (type(x).__name__,) + tuple((f.name, shape(getattr(x, f.name))) for f in fields(x)
                                           if f.name != "file")
    if isinstance(x, (list, tuple)):
        return tuple(shape(i) for i in x)
    if isinstance(x, dict):
        return tuple(sorted((k, shape(v)) for k, v in x.items()))
    return x


def format_text(text, path="<text>"):
    """The canonical form of card text.  Raises parser.SyntaxProblem when the text does not
    parse, FormatError when the result would not mean the same (a bug, never silently)."""
    original = P.parse_text(path, text)
    out = render(layout(text))
    try:
        again = P.parse_text(path, out)
    except P.SyntaxProblem as e:
        raise FormatError("the formatted text does not parse (line %d: %s)" % (e.span.line, e.message))
    if shape(again) != shape(original):
        raise FormatError("the formatted text would mean something else")
    return out


# ---- files -------------------------------------------------------------------------------------

def write_atomically(path, text):
    """Replace the file's contents at once (a temporary file in its folder, then a rename),
    keeping its permissions; a symbolic link keeps pointing at the rewritten file."""
    target = Path(os.path.realpath(path))
    mode = target.stat().st_mode & 0o7777
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix="." + target.name + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


@dataclass
class Outcome:
    diags: Diagnostics                              # the files that cannot be read or parsed
    files: int = 0
    changed: list = field(default_factory=list)     # names of files that changed (or would)
    failed: list = field(default_factory=list)      # names of files it could not format or write

    @property
    def errors(self):
        return bool(self.diags.errors or self.failed)


def format_paths(paths, check=False, out=None, err=None):
    """Format card files (files or folders); with check, only list the ones that would change.
    Problems with the card text are diagnostics (reported by the caller); the formatter's own
    failures, which are not the card's fault, are told on `err` at once."""
    from .build import discover, display, read_card
    out, err = out or sys.stdout, err or sys.stderr
    res = Outcome(Diagnostics())
    for p in discover(paths):
        name = display(p)
        res.files += 1
        text = read_card(p, res.diags)
        if text is None:
            continue
        try:
            new = format_text(text, name)
        except P.SyntaxProblem as e:
            res.diags.error(e.span, e.code, e.message, e.hint)
            continue
        except FormatError as e:
            res.failed.append(name)
            print("gicc: internal error: %s: %s; the file was left as it is (a bug of `gicc fmt`: "
                  "please report it with the file)" % (name, e), file=err)
            continue
        if new == text:
            continue
        if not check:
            try:
                write_atomically(p, new)
            except OSError as e:
                res.failed.append(name)
                print("gicc: error: cannot write %s: %s" % (name, e.strerror or e), file=err)
                continue
        res.changed.append(name)
        print(("would reformat %s" if check else "reformatted %s") % name, file=out)
    return res
