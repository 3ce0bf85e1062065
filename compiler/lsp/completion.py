"""Completion: the language's words (keywords, effects, events, properties, values, functions,
target words, elements ...) with the registry's signatures as details, and the names of the
library's cards, characters, statuses and summons."""
from lsprotocol import types as T

from .positions import UTF16, word_before
from .words import table

KINDS = {"effect": T.CompletionItemKind.Function, "function": T.CompletionItemKind.Function,
         "event": T.CompletionItemKind.Event, "property": T.CompletionItemKind.Property,
         "value": T.CompletionItemKind.Variable, "character value": T.CompletionItemKind.Variable,
         "keyword": T.CompletionItemKind.Keyword, "definition kind": T.CompletionItemKind.Keyword,
         "skill kind": T.CompletionItemKind.Keyword, "target word": T.CompletionItemKind.EnumMember,
         "word": T.CompletionItemKind.EnumMember}
# what may begin a statement, and what follows `on` and `to`
STATEMENT = ("effect", "property", "keyword", "skill kind", "definition kind")
AFTER = {"on": ("event",), "to": ("target word",)}


def _item(w):
    return T.CompletionItem(label=w.word, kind=KINDS.get(w.what, T.CompletionItemKind.Text),
                            detail="%s — %s" % (w.detail, w.what),
                            documentation=T.MarkupContent(kind=T.MarkupKind.Markdown, value=w.doc) if w.doc else None)


def _name_item(u, d):
    name = d.name
    text = name if name.isidentifier() else '"%s"' % name.replace("\\", "\\\\").replace('"', '\\"')
    return T.CompletionItem(label=name, kind=T.CompletionItemKind.Class, insert_text=text,
                            detail="%s%s — %s:%d" % (d.kind.replace("_", " "),
                                                    " %d" % d.id if d.id is not None else "",
                                                    u.name, d.name_span.line))


def complete(lib, lines, pos, enc=UTF16):
    typed, before, at_start = word_before(lines, pos, enc)
    wanted = AFTER.get(before) if not at_start else None
    if wanted is None:
        wanted = STATEMENT if at_start else None
    items = []
    for word, ws in table().items():
        if typed and not word.startswith(typed.split(".")[0]):
            continue
        for w in ws:
            if wanted is None or w.what in wanted:
                items.append(_item(w))
                break
    if not at_start and before not in AFTER:
        items += _names(lib)
    return items


_kept = (None, None, [])


def _names(lib):
    """The completion items of the library's names, made again only after a change."""
    global _kept
    if _kept[0] is not lib or _kept[1] != lib.generation:
        by_name, _ = lib.names()
        _kept = (lib, lib.generation, [_name_item(u, d) for u, d in by_name.values()])
    return _kept[2]
