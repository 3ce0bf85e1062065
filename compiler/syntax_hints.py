"""What a syntax error says beyond where the parser stopped: where the block that is not closed
was opened (E0103), and how to write a quote or a line break inside a string (E0101, E0102).

These read the text itself, not the parser's state, so they work whatever the parser is."""
import re

from .diagnostics import Note, Span

STRING_HINT = 'a string ends on the line it starts: write a line break inside it as `\\n`, and a `"` as `\\"`'


def enrich(problem, text):
    """The SyntaxProblem with its notes (`problem.notes`) and a better hint where one applies."""
    problem.notes = getattr(problem, "notes", ())
    if problem.code == "E0103":
        note = unclosed_block(problem.span.file, text)
        if note:
            problem.notes = (note,)
    elif problem.code in ("E0101", "E0102"):
        line = _line(text, problem.span.line)
        if problem.code == "E0101" and _char_at(line, problem.span.col) == '"':
            problem.message = "a string that does not end on its line"
            problem.hint = STRING_HINT
        else:
            fixed = _unescaped_quote(line)
            if fixed:
                problem.hint = 'a `"` inside a string is written `\\"`: %s' % fixed
    return problem


def _line(text, n):
    lines = text.split("\n")
    return lines[n - 1] if 1 <= n <= len(lines) else ""


def _char_at(line, col):
    return line[col - 1] if 1 <= col <= len(line) else ""


def unclosed_block(path, text):
    """A Note at the '{' of the block that is not closed, or None.  The innermost block still
    open at the end of the file, unless a '}' closed a block whose first line is indented more
    than the '}' itself: that '}' was most likely meant for an outer block, and the block it
    closed is the one whose '}' is missing."""
    stack = []          # (line, col, indentation of its line)
    suspect = None
    line, col, indent, at_start = 1, 0, 0, True
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        col += 1
        if ch == "\n":
            line, col, indent, at_start = line + 1, 0, 0, True
        elif ch in " \t" and at_start:
            indent += 1
        elif ch == "#":                         # a comment, to the end of the line
            j = text.find("\n", i)
            j = n if j < 0 else j
            col += j - i - 1
            i = j
            continue
        elif ch == '"':                         # a string, to its closing quote or the line's end
            j = i + 1
            while j < n and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            j = min(j, n - 1)
            if text[j] == "\n":
                j -= 1
            col += j - i
            i = j + 1
            at_start = False
            continue
        elif ch == "{":
            stack.append((line, col, indent))
            at_start = False
        elif ch == "}":
            if stack:
                opened = stack.pop()
                if at_start and opened[2] > indent and suspect is None:
                    suspect = (opened, line)
            at_start = False
        else:
            at_start = False
        i += 1
    if not stack:
        return None
    if suspect:
        (ln, c, _), closer = suspect
        return Note(Span(path, ln, c, ln, c + 1), "the block opened here seems to be the one not closed: "
                                                  "the '}' on line %d is indented less than this line" % closer)
    ln, c, _ = stack[-1]
    return Note(Span(path, ln, c, ln, c + 1), "the block opened here is not closed")


_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')


def _unescaped_quote(line):
    """The string of the line as it was meant, when a `"` inside it was not escaped (a string
    with a word or another string right after its closing quote): `"Say "hi" now"` ->
    `"Say \\"hi\\" now"`; None when the line shows no such thing."""
    found = list(_STRING.finditer(line))
    for k, m in enumerate(found):
        after = line[m.end():m.end() + 1]
        if after and (after.isalnum() or after in '_"') and k + 1 < len(found):
            end = found[k + 1].end()
            inner = line[m.start() + 1:end - 1]
            return '"%s"' % re.sub(r'(?<!\\)"', r'\\"', inner)
    return None
