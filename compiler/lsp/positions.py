"""Spans (lines and columns counted in characters from 1, as the parser counts them) to the
protocol's positions (from 0, columns in the code units of the encoding the client and server
agreed on: UTF-16 unless the client offers another) and back; and the word under a position."""
import re

from lsprotocol import types as T


def lines_of(text):
    """The lines as diagnostics count them: only '\\n' ends one (compiler/build.source_lines)."""
    return text.split("\n")


UTF16 = "utf-16"


def char_units(c, enc=UTF16):
    """How many code units one character is in the position encoding."""
    o = ord(c)
    if enc == "utf-8":
        return 1 if o < 0x80 else 2 if o < 0x800 else 3 if o < 0x10000 else 4
    if enc == "utf-32":
        return 1
    return 2 if o > 0xFFFF else 1


def units(s, enc=UTF16):
    return sum(char_units(c, enc) for c in s)


def position(lines, line, col, enc=UTF16):
    """The protocol's Position of a (line, column) counted from 1 in characters."""
    text = lines[line - 1] if 0 < line <= len(lines) else ""
    return T.Position(line=max(line - 1, 0), character=units(text[:max(col - 1, 0)], enc))


def to_range(lines, span, enc=UTF16):
    return T.Range(start=position(lines, span.line, span.col, enc),
                   end=position(lines, span.end_line, span.end_col, enc))


def offset(lines, pos, enc=UTF16):
    """(line text, index in characters) of a protocol Position."""
    text = lines[pos.line] if 0 <= pos.line < len(lines) else ""
    n = 0
    for i, c in enumerate(text):
        if n >= pos.character:
            return text, i
        n += char_units(c, enc)
    return text, len(text)


WORD = re.compile(r"[A-Za-z_][\w.]*|\d+")


def word_at(lines, pos, enc=UTF16):
    """What is under the cursor: ("string", value, start, end) inside a quoted string,
    ("word", text, start, end) on a word (dotted names whole) or a number, else None.
    start and end are character indexes in the line."""
    text, i = offset(lines, pos, enc)
    code = text
    # a string: between two quotes, counting from the line's start (a string never spans lines)
    for m in re.finditer(r'"(?:[^"\\\n]|\\.)*"|#.*', code):
        if m.group().startswith("#"):
            if m.start() <= i:
                return None
            break
        if m.start() <= i < m.end():
            raw = m.group()[1:-1]
            return ("string", re.sub(r"\\(.)", r"\1", raw), m.start(), m.end())
    for m in WORD.finditer(code):
        if m.start() <= i <= m.end() and m.end() > m.start():
            w = m.group().lstrip("-")
            return ("word", w, m.end() - len(w), m.end())
    return None


def word_before(lines, pos, enc=UTF16):
    """The part of a word typed before the cursor, the word before that on the line, and
    whether the typed word begins a statement (nothing but blanks, `{` or `;` before it)."""
    text, i = offset(lines, pos, enc)
    head = text[:i]
    m = re.search(r"[\w.]*$", head)
    typed = m.group()
    before = re.findall(r"[\w.]+", head[:m.start()].split("#")[0])
    rest = head[:m.start()].split("#")[0].rstrip()
    return typed, (before[-1] if before else None), rest == "" or rest.endswith(("{", ";"))
