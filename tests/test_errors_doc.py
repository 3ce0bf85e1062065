"""docs/errors.md documents every diagnostic code the compiler emits, and its examples give
exactly the diagnostics shown.

Each `## CODE ...` section holds one or more ```card blocks, each followed by a ```text block
with the rendered diagnostics of that code (file name `example.card`).  Marks after `card`:
  missing    the file is not there (the block only shows what the example is about)
  latin-1    the file is written in Latin-1, not UTF-8
  oversize   the file is padded with a comment to more than the size limit
  flood      the lines between the first and the last are repeated 201 times (more problems
             than the checker reports in one file); other errors are expected too
  reference  checked against the reference facts of the ```json block that follows

`python3 tests/test_errors_doc.py --write` rewrites the ```text blocks from what the compiler
says now (then read the diff)."""
import dataclasses
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from gicc.compiler.build import Build                     # noqa: E402
from gicc.compiler.parser import MAX_BYTES                # noqa: E402

DOC = ROOT / "docs" / "errors.md"
NAME = "example.card"
FENCE = re.compile(r"^```([^\n]*)\n(.*?)^```[ \t]*$", re.S | re.M)


def used_codes():
    """Every code the compiler's sources can emit."""
    codes = set()
    for f in sorted((ROOT / "compiler").rglob("*.py")):
        codes.update(re.findall(r'"([EW]0\d{3})"', f.read_text(encoding="utf-8")))
    return codes


def sections(text=None):
    """{code: (start offset, end offset)} of the `## CODE` sections."""
    text = DOC.read_text(encoding="utf-8") if text is None else text
    heads = [(m.group(1), m.start()) for m in re.finditer(r"^## ([EW]\d{4})\b", text, re.M)]
    out = {}
    for i, (code, start) in enumerate(heads):
        end = heads[i + 1][1] if i + 1 < len(heads) else len(text)
        assert code not in out, "%s is documented twice" % code
        out[code] = (start, end)
    return out


@dataclasses.dataclass
class Example:
    code: str
    marks: tuple
    card: str
    reference: str = None
    expected: str = None
    expected_span: tuple = None      # offsets of the ```text block's body in the document


def examples(text=None):
    text = DOC.read_text(encoding="utf-8") if text is None else text
    out = []
    for code, (start, end) in sections(text).items():
        current = None
        for m in FENCE.finditer(text, start, end):
            info, body = m.group(1).split(), m.group(2)
            if info[:1] == ["card"]:
                current = Example(code, tuple(info[1:]), body)
                out.append(current)
            elif info[:1] == ["json"] and current is not None and current.reference is None:
                current.reference = body
            elif info[:1] == ["text"] and current is not None and current.expected is None:
                current.expected = body
                current.expected_span = (m.start(2), m.end(2))
    return out


def run(ex, folder):
    """The diagnostics of the example's code, rendered as documented; and all diagnostics."""
    folder = Path(folder)
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / NAME
    text = ex.card
    if "oversize" in ex.marks:
        text = text + "#" * (MAX_BYTES + 1 - len(text.encode("utf-8"))) + "\n"
    if "flood" in ex.marks:
        lines = text.splitlines(keepends=True)
        text = lines[0] + "".join(lines[1:-1]) * 201 + lines[-1]
    if "missing" not in ex.marks:
        path.write_bytes(text.encode("latin-1" if "latin-1" in ex.marks else "utf-8"))
    diags = checked(ex, path, folder)
    lines = None if "missing" in ex.marks else ex.card.splitlines()
    shown = []
    for d in diags:
        if d.code == ex.code:
            d = dataclasses.replace(d, span=dataclasses.replace(d.span, file=NAME),
                                    notes=tuple(dataclasses.replace(n, span=dataclasses.replace(n.span, file=NAME))
                                                for n in d.notes))
            shown.append(d.render(lines))
    return "\n".join(shown) + "\n", diags


def checked(ex, path, folder):
    b = Build([path], use_cache=False)
    irs = b.check()
    if "reference" in ex.marks:
        from gicc.compiler.facts import compare, load_reference
        ref = folder / "reference"
        ref.mkdir(exist_ok=True)
        (ref / "characters.json").write_text(ex.reference, encoding="utf-8")
        table = load_reference(ref)
        for u in b.targets:
            if u.name in irs:
                compare(u.defs, irs[u.name], table, b.diags)
    return b.diags.sorted()


def test_every_emitted_code_is_documented_and_every_documented_code_is_emitted():
    documented = set(sections())
    used = used_codes()
    assert used - documented == set(), "not in docs/errors.md"
    assert documented - used == set(), "documented but never emitted"


def test_every_documented_code_has_an_example_and_its_diagnostic():
    by_code = {}
    for ex in examples():
        by_code.setdefault(ex.code, []).append(ex)
        assert ex.expected is not None, "%s: a ```card block without a ```text block after it" % ex.code
        if "reference" in ex.marks:
            assert ex.reference is not None, "%s: `card reference` needs a ```json block" % ex.code
    assert set(sections()) - set(by_code) == set(), "codes without an example"


@pytest.mark.parametrize("ex", examples(), ids=lambda ex: ex.code)
def test_example_gives_the_documented_diagnostic(ex, tmp_path):
    shown, diags = run(ex, tmp_path)
    codes = [d.code for d in diags]
    assert ex.code in codes, "%s not reported; got %s" % (ex.code, codes)
    others = [d.render() for d in diags if d.severity == "error" and d.code != ex.code]
    assert not others or "flood" in ex.marks, "the example gives other errors too:\n" + "\n".join(others)
    assert shown == ex.expected, "docs/errors.md shows another diagnostic for %s " \
        "(`python3 tests/test_errors_doc.py --write` rewrites it)" % ex.code


def write():
    """Rewrite the ```text blocks from what the compiler says now."""
    import tempfile
    text = DOC.read_text(encoding="utf-8")
    for ex in sorted(examples(text), key=lambda e: -e.expected_span[0]):
        with tempfile.TemporaryDirectory() as tmp:
            shown, _ = run(ex, tmp)
        a, b = ex.expected_span
        text = text[:a] + shown + text[b:]
    DOC.write_text(text, encoding="utf-8")


if __name__ == "__main__":
    if sys.argv[1:] == ["--write"]:
        write()
    else:
        print(__doc__)
