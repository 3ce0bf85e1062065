"""Text for a terminal: what users wrote (names of cards, decks and scenarios, paths) is shown,
never obeyed.  Control characters (an ESC starts a terminal escape sequence) and the
bidirectional formatting characters (U+202E turns the rest of a line around) are written as
escapes, `\\x1b` and `\\u202e`.  The one helper every command's output goes through, in the
runtime because the runtime must never import the compiler (whose diagnostics use it too)."""
import re

# C0 and C1 controls (but tab), DEL, and the bidirectional formatting characters
CONTROL = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_BUT_NEWLINE = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")


def _escape(m):
    return m.group().encode("unicode_escape").decode("ascii")


def visible(text):
    """One line of output: every control character escaped, the line ends too."""
    return CONTROL.sub(_escape, str(text))


def visible_lines(text):
    """Several lines of output: the line ends kept, every other control character escaped."""
    return _BUT_NEWLINE.sub(_escape, str(text))


def visible_json(text):
    """JSON text (written with ensure_ascii=False) with the characters a terminal would obey
    written as \\uXXXX escapes: they can only stand inside strings, so the data is the same."""
    return _BUT_NEWLINE.sub(lambda m: "\\u%04x" % ord(m.group()), text)
