"""Diagnostics: a stable code, a source span, a message, a hint; rendered with a caret."""
import difflib
from dataclasses import dataclass, field

# control and bidirectional characters: one definition, the runtime's (runtime/terminal.py)
from gicc.runtime.terminal import CONTROL as _CONTROL, visible as _visible


@dataclass(frozen=True, order=True)
class Span:
    file: str
    line: int
    col: int
    end_line: int
    end_col: int

    @classmethod
    def of(cls, file, meta_or_token):
        t = meta_or_token
        return cls(file, t.line, t.column, t.end_line or t.line, t.end_column or t.column + 1)


@dataclass(frozen=True)
class Note:
    """A second place a diagnostic points at (in the same file): where a block that is not
    closed was opened, say."""
    span: Span
    message: str


@dataclass(order=True)
class Diagnostic:
    span: Span
    code: str
    message: str
    severity: str = "error"
    hint: str = field(default=None, compare=False)
    notes: tuple = field(default=(), compare=False)

    def as_dict(self):
        s = self.span
        out = {"file": s.file, "line": s.line, "col": s.col, "end_line": s.end_line,
               "end_col": s.end_col, "code": self.code, "severity": self.severity,
               "message": self.message, "hint": self.hint}
        if self.notes:
            out["notes"] = [{"line": n.span.line, "col": n.span.col, "end_line": n.span.end_line,
                             "end_col": n.span.end_col, "message": n.message} for n in self.notes]
        return out

    def render(self, source_lines=None):
        """The diagnostic as text for a terminal: control characters of the card text (an
        escape sequence in a comment or a name) are shown, never sent to the terminal."""
        s = self.span
        out = ["%s:%d:%d: %s[%s]: %s" % (_visible(s.file), s.line, s.col, self.severity, self.code,
                                          _visible(self.message))]
        out += _excerpt(s, source_lines)
        for n in self.notes:
            out.append("%s:%d:%d: note: %s" % (_visible(s.file), n.span.line, n.span.col, _visible(n.message)))
            out += _excerpt(n.span, source_lines)
        if self.hint:
            out.append("      = hint: " + _visible(self.hint))
        return "\n".join(out)


def _excerpt(s, source_lines):
    """The line of a span with a caret under it (nothing without the file's lines)."""
    if source_lines is None or not 1 <= s.line <= len(source_lines) + 1:
        return []
    # (one past the last line: the end of a file that ends with a newline)
    text = source_lines[s.line - 1].rstrip("\n").expandtabs(1) if s.line <= len(source_lines) else ""
    text = _CONTROL.sub("\ufffd", text)     # one character for one: the caret stays put
    width = (s.end_col - s.col) if s.end_line == s.line else len(text) - s.col + 1
    return ["%5d | %s" % (s.line, text), "      | " + " " * (s.col - 1) + "^" * max(1, width)]


class TooManyProblems(Exception):
    """Raised by Diagnostics past its `limit`; `diagnostic` is the one that did not fit."""

    def __init__(self, diagnostic):
        super().__init__(diagnostic.message)
        self.diagnostic = diagnostic


class Diagnostics:
    """Collects the problems of a run; sorted by position when reported.  With `limit` set (a
    number of items), adding one more raises TooManyProblems instead: the caller stops there."""

    def __init__(self):
        self.items = []
        self.limit = None
        self.error_count = 0
        self._per_file = {}

    def _add(self, d):
        if self.limit is not None and len(self.items) >= self.limit:
            raise TooManyProblems(d)
        self.items.append(d)
        self._per_file[d.span.file] = self._per_file.get(d.span.file, 0) + 1
        if d.severity == "error":
            self.error_count += 1

    def count(self, file):
        """How many problems have been reported in `file` so far."""
        return self._per_file.get(file, 0)

    def error(self, span, code, message, hint=None, notes=()):
        self._add(Diagnostic(span, code, message, "error", hint, tuple(notes)))

    def warning(self, span, code, message, hint=None):
        self._add(Diagnostic(span, code, message, "warning", hint))

    @property
    def errors(self):
        return [d for d in self.items if d.severity == "error"]

    def sorted(self):
        return sorted(self.items, key=lambda d: (d.span.file, d.span.line, d.span.col, d.code))


def a(word):
    """`word` after its indefinite article: "an event", "a summon", "an elemental skill"."""
    word = str(word)
    return ("an " if word[:1].lower() in "aeiou" else "a ") + word


MAX_CHOICES = 5000


def did_you_mean(word, choices):
    """'did you mean `x`?' for the closest of `choices`, or None."""
    word_l = str(word).lower()
    pool = {str(c).lower(): str(c) for c in choices}
    if len(pool) > MAX_CHOICES:     # only a flood of definitions makes so many: no hint then
        return None
    close = difflib.get_close_matches(word_l, list(pool), n=1, cutoff=0.6)
    return "did you mean `%s`?" % pool[close[0]] if close else None
