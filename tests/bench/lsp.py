"""Benchmark: how fast `gicc lsp` answers an editor (issue 16's budgets).

Not a test (pytest does not collect this folder's files).  Run it by hand:

    python tests/bench/lsp.py                       # a character file of the library
    python tests/bench/lsp.py cards/reactions.card  # another file
    python tests/bench/lsp.py --edits 50            # more keystrokes

It starts `gicc lsp` as an editor would (a process speaking LSP over its standard input and
output, through tests/lspclient.py, pygls's client) after `gicc build` has filled the compile cache (a warm
start), and measures:

  start        process start to the answer of `initialize` (the library is read at `initialized`)
  first        `didOpen` of the file to its diagnostics: budget 300 ms
  keystroke    `didChange` (one character typed into a number, then taken back) to the
               diagnostics of the changed text: budget 100 ms (median and worst shown)
  hover        the first hover on a name (the library's card text is made then), and a second

Wall-clock times: on a machine that other work shares, run again when it is quieter.
"""
import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

from lsprotocol import types as T

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tests"))
from lspclient import Session      # noqa: E402

DEFAULT = ROOT / "cards" / "characters" / "1202-xingqiu.card"


def run(path, edits):
    t0 = time.perf_counter()
    lsp = Session()
    t_start = time.perf_counter() - t0

    t0 = time.perf_counter()
    uri, text, diags = lsp.open(path)
    t_first = time.perf_counter() - t0
    if diags:
        print("note: the file has %d diagnostics" % len(diags))

    # a keystroke: a digit typed after the first number of the file, then taken back
    lines = text.split("\n")
    line = next(i for i, ln in enumerate(lines) if any(c.isdigit() for c in ln.split("#")[0]))
    col = next(i for i, c in enumerate(lines[line]) if c.isdigit()) + 1
    times = []
    for k in range(edits):
        typed = k % 2 == 0
        change = T.TextDocumentContentChangePartial(
            range=T.Range(start=T.Position(line=line, character=col),
                          end=T.Position(line=line, character=col + (0 if typed else 1))),
            text="1" if typed else "")
        t0 = time.perf_counter()
        lsp.change(uri, k + 2, [change])
        times.append(time.perf_counter() - t0)

    # a hover on the first name in quotes (or after `summon` / `add`)
    word = next((w for w in ('"', "summon ", "add ") if w in text), None)
    hover = []
    if word:
        ln = next(i for i, x in enumerate(lines) if word in x.split("#")[0])
        ch = lines[ln].index(word) + len(word) + 1
        for _ in range(2):
            t0 = time.perf_counter()
            lsp.request("text_document_hover", T.HoverParams(
                text_document=T.TextDocumentIdentifier(uri=uri), position=T.Position(line=ln, character=ch)))
            hover.append(time.perf_counter() - t0)
    lsp.stop()
    return t_start, t_first, times, hover


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("path", nargs="?", default=str(DEFAULT))
    ap.add_argument("--edits", type=int, default=20)
    args = ap.parse_args()
    subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "build"], check=True, capture_output=True)
    t_start, t_first, times, hover = run(Path(args.path), args.edits)
    ms = lambda t: "%.0f ms" % (t * 1000)          # noqa: E731
    print("file        %s" % args.path)
    print("start       %s (process start to `initialize` answered)" % ms(t_start))
    print("first       %s (didOpen to diagnostics; budget 300 ms)" % ms(t_first))
    print("keystroke   median %s, worst %s over %d edits (budget 100 ms)" % (
        ms(statistics.median(times)), ms(max(times)), len(times)))
    if hover:
        print("hover       first %s (the library's card text made), then %s" % (ms(hover[0]), ms(hover[1])))


if __name__ == "__main__":
    main()
