"""`gicc lsp`: the language server, over stdin and stdout.

Built on pygls (the standard Python framework for the Language Server Protocol; its messages are
typed by lsprotocol).  Every feature reads what the compiler already has: the checker's
diagnostics (compiler/build.py), the registry (compiler/registry, through words.py), the card
text (compiler/cardtext), the formatter (compiler/formatter.py)."""
import logging
from pathlib import Path
from urllib.parse import unquote, urlparse

from lsprotocol import types as T
from pygls.capabilities import ServerCapabilitiesBuilder
from pygls.lsp.server import LanguageServer

from .. import VERSION
from . import edits, navigation
from .completion import complete
from .hover import entity_hover, registry_hover
from .index import WORKING, Library, Texts
from .positions import lines_of, to_range, word_at

SOURCE = "gicc"


def path_of(uri):
    """The file path of a document (a name of its own for one that is no file)."""
    u = urlparse(uri)
    if u.scheme == "file":
        return Path(unquote(u.path))
    return Path(WORKING) / (Path(unquote(u.path)).name or "untitled.card")


def uri_of(path):
    return Path(path).resolve().as_uri()


class CardServer(LanguageServer):
    def __init__(self, roots):
        super().__init__("gicc", VERSION)
        self.roots = roots
        self._lib = None
        self._texts = None
        self.checked = {}       # uri -> Checked: the last check of each open document
        self.enc = "utf-16"     # the position encoding agreed at initialize

    @property
    def lib(self):
        if self._lib is None:
            self._lib = Library(self.roots)
            self._texts = Texts(self._lib)
        return self._lib

    @property
    def texts(self):
        self.lib
        return self._texts

    def document(self, uri):
        return self.workspace.get_text_document(uri)

    def check(self, uri, others=True):
        """Check a document and publish its diagnostics; when its definitions' names changed,
        the other open documents too (they may name them)."""
        doc = self.document(uri)
        text = doc.source
        result = self.lib.check(path_of(uri), text)
        self.checked[uri] = result
        lines = lines_of(text)
        self.text_document_publish_diagnostics(T.PublishDiagnosticsParams(
            uri=uri, version=doc.version, diagnostics=[diagnostic(uri, lines, d, self.enc) for d in result.diags]))
        if others and result.renamed:
            for other in list(self.checked):
                if other != uri:
                    self.check(other, others=False)
        return result


def diagnostic(uri, lines, d, enc):
    related = None
    out = T.Diagnostic(
        range=to_range(lines, d.span, enc), message=d.message + ("\nhint: " + d.hint if d.hint else ""),
        severity=T.DiagnosticSeverity.Error if d.severity == "error" else T.DiagnosticSeverity.Warning,
        code=d.code, source=SOURCE, data={"hint": d.hint} if d.hint else None)
    if d.notes:
        related = [T.DiagnosticRelatedInformation(
            location=T.Location(uri=uri, range=to_range(lines, n.span, enc)), message=n.message) for n in d.notes]
        out.related_information = related
    return out


def make_server(roots):
    ls = CardServer(roots)

    @ls.feature(T.INITIALIZE)
    def initialize(ls, params):
        # the encoding of positions' columns: the one pygls agrees with the client
        enc = ServerCapabilitiesBuilder.choose_position_encoding(params.capabilities)
        ls.enc = getattr(enc, "value", enc)
        # more card folders from the editor's settings: {"cards": ["DIR", ...]}, as --cards
        opts = params.initialization_options
        extra = opts.get("cards") if isinstance(opts, dict) else None
        if isinstance(extra, list):
            ls.roots = list(ls.roots) + [Path(p) for p in extra if isinstance(p, str) and Path(p).exists()]
        # the library is read, and the parser and checker made, before the server says it is
        # ready: a document opened then gets its diagnostics at once
        ls.lib.warm()

    @ls.feature(T.TEXT_DOCUMENT_DID_OPEN)
    def did_open(ls, params):
        ls.check(params.text_document.uri)

    @ls.feature(T.TEXT_DOCUMENT_DID_CHANGE)
    def did_change(ls, params):
        ls.check(params.text_document.uri)

    @ls.feature(T.TEXT_DOCUMENT_DID_SAVE)
    def did_save(ls, params):
        ls.lib.saved(path_of(params.text_document.uri))

    @ls.feature(T.TEXT_DOCUMENT_DID_CLOSE)
    def did_close(ls, params):
        uri = params.text_document.uri
        renamed = ls.lib.close(path_of(uri))
        ls.checked.pop(uri, None)
        for other in list(ls.checked) if renamed else ():
            ls.check(other, others=False)
        ls.text_document_publish_diagnostics(T.PublishDiagnosticsParams(uri=uri, diagnostics=[]))

    @ls.feature(T.TEXT_DOCUMENT_HOVER)
    def hover(ls, params):
        doc = ls.document(params.text_document.uri)
        lines = lines_of(doc.source)
        w = word_at(lines, params.position, ls.enc)
        if w is None:
            return None
        what, word, start, end = w
        found = navigation.resolve(ls.lib, what, word)
        if found is None:
            md = registry_hover(word) if what == "word" else None
        else:
            u, d = found
            md = entity_hover(ls.texts.card_text(), d, ls.texts.ir_of(u, d),
                              "%s:%d" % (u.name, d.name_span.line))
        if md is None:
            return None
        line = params.position.line
        rng = to_range(lines, _span(line + 1, start + 1, end + 1), ls.enc)
        return T.Hover(contents=T.MarkupContent(kind=T.MarkupKind.Markdown, value=md), range=rng)

    @ls.feature(T.TEXT_DOCUMENT_COMPLETION, T.CompletionOptions(trigger_characters=[" ", "."]))
    def completion(ls, params):
        doc = ls.document(params.text_document.uri)
        return T.CompletionList(is_incomplete=False,
                                items=complete(ls.lib, lines_of(doc.source), params.position, ls.enc))

    @ls.feature(T.TEXT_DOCUMENT_DEFINITION)
    def definition(ls, params):
        doc = ls.document(params.text_document.uri)
        return navigation.definition(ls.lib, lines_of(doc.source), params.position, ls.enc)

    @ls.feature(T.TEXT_DOCUMENT_REFERENCES)
    def references(ls, params):
        doc = ls.document(params.text_document.uri)
        return navigation.references(ls.lib, lines_of(doc.source), params.position,
                                     params.context.include_declaration, ls.enc)

    @ls.feature(T.TEXT_DOCUMENT_FORMATTING)
    def formatting(ls, params):
        uri = params.text_document.uri
        return edits.format_document(ls.document(uri).source, str(path_of(uri)), ls.enc)

    @ls.feature(T.TEXT_DOCUMENT_CODE_ACTION,
                T.CodeActionOptions(code_action_kinds=[T.CodeActionKind.QuickFix]))
    def code_action(ls, params):
        uri = params.text_document.uri
        return edits.did_you_mean_fixes(uri, lines_of(ls.document(uri).source), params.context.diagnostics,
                                        ls.enc)

    return ls


def _span(line, col, end_col):
    from ..diagnostics import Span
    return Span("", line, col, line, end_col)


def serve(roots):
    logging.basicConfig(level=logging.WARNING)
    make_server(roots).start_io()
