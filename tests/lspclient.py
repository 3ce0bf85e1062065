"""A language client for the tests and the benchmark: pygls's own LanguageClient talking to
`gicc lsp` (a process, over its standard input and output, as an editor runs it), driven from
ordinary synchronous code: its event loop runs in a thread of its own."""
import asyncio
import sys
import threading
import time
from pathlib import Path

from lsprotocol import types as T
from pygls.lsp.client import LanguageClient

SERVER = [sys.executable, "-m", "gicc.compiler.cli", "lsp"]


class Session:
    """One server process and a client connected to it; `diagnostics` holds the last ones
    published for each document."""

    def __init__(self, command=SERVER, capabilities=None, options=None):
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.client = LanguageClient("gicc-tests", "1")
        self.diagnostics = {}

        @self.client.feature(T.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def publish(params):
            self.diagnostics[params.uri] = list(params.diagnostics)

        self.run(self.client.start_io(*command))
        self.initialize = self.run(self.client.initialize_async(
            T.InitializeParams(capabilities=capabilities or T.ClientCapabilities(),
                               initialization_options=options)))
        self.notify(self.client.initialized, T.InitializedParams())

    def run(self, coro, timeout=120):
        """The result of a coroutine, run on the client's loop."""
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    def notify(self, fn, params):
        async def send():
            fn(params)
        self.run(send())

    def request(self, name, params):
        """A request's answer: `name` is the client's method without `_async` (text_document_hover)."""
        return self.run(getattr(self.client, name + "_async")(params))

    def published(self, uri, timeout=60):
        """Wait for the diagnostics of `uri` (forgotten first by whoever expects new ones)."""
        end = time.monotonic() + timeout
        while uri not in self.diagnostics:
            if time.monotonic() > end:
                raise TimeoutError("no diagnostics for %s" % uri)
            time.sleep(0.002)
        return self.diagnostics[uri]

    def open(self, path, text=None, version=1):
        """Open a document (a file's text unless `text` is given); its diagnostics."""
        text = Path(path).read_text(encoding="utf-8") if text is None else text
        uri = Path(path).resolve().as_uri()
        self.diagnostics.pop(uri, None)
        self.notify(self.client.text_document_did_open, T.DidOpenTextDocumentParams(
            text_document=T.TextDocumentItem(uri=uri, language_id="gicc", version=version, text=text)))
        return uri, text, self.published(uri)

    def change(self, uri, version, changes):
        """Send changes to an open document; its new diagnostics."""
        self.diagnostics.pop(uri, None)
        self.notify(self.client.text_document_did_change, T.DidChangeTextDocumentParams(
            text_document=T.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=changes))
        return self.published(uri)

    def close(self, uri):
        self.notify(self.client.text_document_did_close,
                    T.DidCloseTextDocumentParams(text_document=T.TextDocumentIdentifier(uri=uri)))

    def stop(self):
        try:
            self.run(self.client.shutdown_async(None), timeout=30)
            self.notify(self.client.exit, None)
        finally:
            self.run(self.client.stop(), timeout=30)
            self.loop.call_soon_threadsafe(self.loop.stop)
            self.thread.join(10)
