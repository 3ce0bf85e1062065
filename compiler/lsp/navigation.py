"""Go to definition and find references, for the names (and ids) of cards, characters,
statuses and summons."""
from pathlib import Path

from lsprotocol import types as T

from .positions import UTF16, lines_of, to_range, word_at
from .words import table


def resolve(lib, what, word):
    """(unit, Definition) that the word under the cursor names, or None.  A bare word of the
    language (`satiated`, a flag) is the language's, though a status may have its name."""
    if what == "word":
        if word.isdigit():
            return lib.lookup(int(word))
        if word in table():
            return None
    return lib.lookup(word)


def location(u, span, enc=UTF16):
    return T.Location(uri=Path(u.key).as_uri(), range=to_range(lines_of(u.text or ""), span, enc))


def definition(lib, lines, pos, enc=UTF16):
    w = word_at(lines, pos, enc)
    found = resolve(lib, w[0], w[1]) if w else None
    if found is None:
        return None
    u, d = found
    return [location(u, d.name_span, enc)]


def references(lib, lines, pos, include_declaration=True, enc=UTF16):
    w = word_at(lines, pos, enc)
    found = resolve(lib, w[0], w[1]) if w else None
    if found is None:
        return None
    u, d = found
    out = [location(u, d.name_span, enc)] if include_declaration else []
    out += [location(v, span, enc) for v, span in lib.references(d)]
    return out
