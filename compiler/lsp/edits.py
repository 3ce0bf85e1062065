"""Formatting (`gicc fmt`, compiler/formatter.py) and the code action of a "did you mean" hint:
the word the diagnostic points at replaced by the one the hint offers."""
import re

from lsprotocol import types as T

from ..formatter import FormatError, format_text
from ..parser import SyntaxProblem
from .positions import UTF16, offset, position, units

HINT = re.compile(r"did you mean `([^`]+)`\?")


def format_document(text, path, enc=UTF16):
    """One edit replacing the whole text with its canonical form; none when it already is, or
    when it does not parse (the diagnostics say why)."""
    try:
        out = format_text(text, path)
    except (SyntaxProblem, FormatError):
        return None
    if out == text:
        return []
    lines = text.split("\n")
    end = T.Position(line=len(lines) - 1, character=units(lines[-1], enc))
    return [T.TextEdit(range=T.Range(start=T.Position(line=0, character=0), end=end), new_text=out)]


def _quoted(word):
    return '"%s"' % word.replace("\\", "\\\\").replace('"', '\\"')


def replacement(lines, rng, message, suggestion, enc=UTF16):
    """(Range, new text) replacing the misspelt word of a diagnostic, or None when the
    diagnostic's range is not one word on one line (nothing is guessed)."""
    if rng.start.line != rng.end.line:
        return None
    text, a = offset(lines, rng.start, enc)
    _, b = offset(lines, rng.end, enc)
    found = text[a:b]
    # the word the message names (`word`), where the range holds more than that word
    named = re.findall(r"`([^`]+)`", message)
    word = found
    if named and named[0] != found and named[0] in found and not found.startswith('"'):
        a += found.index(named[0])
        b = a + len(named[0])
        word = named[0]
    if re.fullmatch(r'"(?:[^"\\]|\\.)*"', word):
        new = _quoted(suggestion)
    elif re.fullmatch(r"[A-Za-z_][\w.]*", word):
        new = suggestion if re.fullmatch(r"[A-Za-z_][\w.]*", suggestion) else _quoted(suggestion)
    else:
        return None
    line = rng.start.line + 1
    return T.Range(start=position(lines, line, a + 1, enc), end=position(lines, line, b + 1, enc)), new


def did_you_mean_fixes(uri, lines, diagnostics, enc=UTF16):
    out = []
    for diag in diagnostics:
        hint = (diag.data or {}).get("hint") if isinstance(diag.data, dict) else None
        m = HINT.search(hint or diag.message or "")
        if not m:
            continue
        r = replacement(lines, diag.range, diag.message, m.group(1), enc)
        if r is None:
            continue
        rng, new = r
        out.append(T.CodeAction(title="Replace with `%s`" % m.group(1), kind=T.CodeActionKind.QuickFix,
                                diagnostics=[diag], is_preferred=True,
                                edit=T.WorkspaceEdit(changes={uri: [T.TextEdit(range=rng, new_text=new)]})))
    return out
