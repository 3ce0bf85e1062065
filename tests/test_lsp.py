"""`gicc lsp` through the protocol (the server runs as an editor runs it, a process speaking LSP
over its standard input and output; tests/lspclient.py is the client, pygls's own): diagnostics
of library files and of broken copies, hover in three languages, completion, go to definition,
references, formatting and the "did you mean" code action."""
import subprocess
import sys
from pathlib import Path

import pytest
from lsprotocol import types as T

from gicc.compiler import registry as R
from gicc.compiler.build import CARDS
from gicc.compiler.formatter import format_text
from gicc.compiler.langdoc import _sig

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lspclient import Session       # noqa: E402

XINGQIU = CARDS / "characters" / "1202-xingqiu.card"
GREENERY = CARDS / "actions" / "331702-elemental-resonance-sprawling-greenery.card"
REACTIONS = CARDS / "reactions.card"


@pytest.fixture(scope="module")
def lsp():
    s = Session()
    yield s
    s.stop()


def line_of(text, needle):
    """(0-based line, column) of the first occurrence of `needle`."""
    for i, line in enumerate(text.split("\n")):
        if needle in line:
            return i, line.index(needle)
    raise AssertionError("%r not in the text" % needle)


def pos(text, needle, into=1):
    line, col = line_of(text, needle)
    return T.Position(line=line, character=col + into)


def doc(uri):
    return T.TextDocumentIdentifier(uri=uri)


def codes(diags):
    return [d.code for d in diags]


def test_library_files_have_no_diagnostics(lsp):
    assert lsp.initialize.capabilities.hover_provider
    for path in (XINGQIU, GREENERY, REACTIONS):
        assert lsp.open(path)[2] == [], path


def test_broken_copy_gets_the_checkers_diagnostic_and_its_fix(lsp, tmp_path):
    text = XINGQIU.read_text(encoding="utf-8").replace("    damage hydro 2\n    apply hydro to self\n    # with",
                                                        "    damagee hydro 2\n    apply hydro to self\n    # with", 1)
    uri, _, diags = lsp.open(tmp_path / XINGQIU.name, text)
    assert codes(diags) == ["E0306"]
    d = diags[0]
    line, col = line_of(text, "damagee")
    assert (d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character) == (
        line, col, line, col + len("damagee"))
    assert "unknown effect `damagee`" in d.message and "did you mean `damage`?" in d.message
    assert d.severity == T.DiagnosticSeverity.Error and d.source == "gicc"
    actions = lsp.request("text_document_code_action", T.CodeActionParams(
        text_document=doc(uri), range=d.range, context=T.CodeActionContext(diagnostics=diags)))
    assert len(actions) == 1 and actions[0].kind == T.CodeActionKind.QuickFix
    assert [(e.range, e.new_text) for e in actions[0].edit.changes[uri]] == [(d.range, "damage")]
    # fixed as the action says, the copy checks again
    assert lsp.change(uri, 2, [T.TextDocumentContentChangePartial(range=d.range, text="damage")]) == []
    lsp.close(uri)


def test_a_name_of_another_file_resolves_and_an_unknown_one_does_not(lsp, tmp_path):
    text = GREENERY.read_text(encoding="utf-8")
    uri, _, diags = lsp.open(tmp_path / GREENERY.name, text)
    assert diags == []          # "Catalyzing Field" is defined in reactions.card
    lsp.close(uri)
    uri, _, diags = lsp.open(tmp_path / "other.card", text.replace(
        'require has("Burning Flame")', 'require has("Burning Flam")').replace("331702", "991702")
        .replace("share_id 236\n", "").replace("Sprawling Greenery", "Sprawling Copy"))
    assert codes(diags) == ["E0502"]
    lsp.close(uri)


def test_a_name_given_in_one_open_document_resolves_in_another(lsp, tmp_path):
    user = ('event 990001 "Field Kit" {\n  version "6.0"\n  text_version "6.0"\n'
            '  on played { add "Test Field" }\n}\n')
    maker = ('combat_status 990002 "Test Field" {\n  usage 1\n  version "6.0"\n  text_version "6.0"\n'
             '  on end_phase { heal 1 to active; use 1 }\n}\n')
    uri_user, _, diags = lsp.open(tmp_path / "user.card", user)
    assert codes(diags) == ["E0502"]
    lsp.diagnostics.pop(uri_user)
    uri_maker, _, diags = lsp.open(tmp_path / "maker.card", maker)
    assert diags == []                                  # user.card creates it (no W0204)
    assert lsp.published(uri_user) == []                # checked again: the name is there now
    lsp.diagnostics.pop(uri_user)
    start = T.Position(line=0, character=maker.index('"Test Field"') + 1)
    diags = lsp.change(uri_maker, 2, [T.TextDocumentContentChangePartial(
        range=T.Range(start=start, end=T.Position(line=0, character=start.character + 4)), text="Best")])
    assert codes(diags) == ["W0204"]
    assert codes(lsp.published(uri_user)) == ["E0502"]
    lsp.diagnostics.pop(uri_user)
    lsp.close(uri_maker)
    assert codes(lsp.published(uri_user)) == ["E0502"]
    lsp.close(uri_user)


def test_hover_on_a_status_shows_its_text_in_three_languages(lsp):
    uri, text, _ = lsp.open(XINGQIU)
    hover = lsp.request("text_document_hover", T.HoverParams(text_document=doc(uri),
                                                            position=pos(text, 'add "Rain Sword"', 6)))
    md = hover.contents.value
    assert "combat status" in md and "112021" in md and "usage: 2" in md
    assert "雨帘剑" in md and "雨すだれの剣" in md            # the names of cards/i18n
    for title in ("English", "简体中文", "日本語"):
        assert title in md
    # the generated text, as compiler/cardtext says it
    from gicc.compiler.cardtext import library
    ct, _ = library()
    d = ct.lookup("Rain Sword")
    for lang in ("en", "zh_hans", "ja"):
        first = ct.render(d, lang).text.split("\n")[0]
        assert first and first in md, lang
    # a character: its skills' text
    hover = lsp.request("text_document_hover", T.HoverParams(text_document=doc(uri),
                                                            position=pos(text, "character Xingqiu", 12)))
    assert "Fatal Rainscreen" in hover.contents.value and "行秋" in hover.contents.value


def test_hover_on_an_effect_or_event_shows_its_signature(lsp):
    uri, text, _ = lsp.open(XINGQIU)
    hover = lsp.request("text_document_hover", T.HoverParams(text_document=doc(uri),
                                                            position=pos(text, "damage hydro 2", 2)))
    md = hover.contents.value
    assert _sig(R.EFFECTS["damage"]) in md and R.EFFECTS["damage"].doc in md
    hover = lsp.request("text_document_hover", T.HoverParams(text_document=doc(uri),
                                                            position=pos(text, "on reduce_damage", 5)))
    assert "on reduce_damage" in hover.contents.value and R.EVENTS["reduce_damage"].doc in hover.contents.value
    assert lsp.request("text_document_hover", T.HoverParams(
        text_document=doc(uri), position=pos(text, "# with his talent", 5))) is None


def test_completion_offers_words_effects_events_and_names(lsp):
    uri, text, _ = lsp.open(XINGQIU)

    def labels(position):
        res = lsp.request("text_document_completion", T.CompletionParams(text_document=doc(uri), position=position))
        return {i.label: i for i in res.items}

    line, _ = line_of(text, "    apply hydro to self")
    at_start = labels(T.Position(line=line, character=2))     # a statement begins
    assert {"damage", "apply", "add", "if", "usage"} <= set(at_start)
    assert _sig(R.EFFECTS["damage"]) in at_start["damage"].detail
    after_on = labels(pos(text, "on reduce_damage", 3))
    assert "reduce_damage" in after_on and "end_phase" in after_on and "damage" not in after_on
    after_add = labels(pos(text, 'add "Rain Sword"', 4))
    assert {"Rain Sword", "Rainbow Bladework", "Catalyzing Field", "active", "hydro"} <= set(after_add)
    assert after_add["Catalyzing Field"].insert_text == '"Catalyzing Field"'
    assert "combat status 117" in after_add["Catalyzing Field"].detail
    after_to = labels(pos(text, "to self", 3))
    assert {"self", "active", "standby"} <= set(after_to)


def test_definition_and_references(lsp):
    uri, text, _ = lsp.open(GREENERY)
    found = lsp.request("text_document_definition", T.DefinitionParams(
        text_document=doc(uri), position=pos(text, 'has("Catalyzing Field")', 6)))
    line, _ = line_of(REACTIONS.read_text(encoding="utf-8"), 'combat_status 117 "Catalyzing Field"')
    assert [(x.uri, x.range.start.line) for x in found] == [(REACTIONS.resolve().as_uri(), line)]

    uri, text, _ = lsp.open(XINGQIU)
    refs = lsp.request("text_document_references", T.ReferenceParams(
        text_document=doc(uri), position=pos(text, 'remove "Rain Sword"', 9),
        context=T.ReferenceContext(include_declaration=True)))
    assert sorted(r.range.start.line for r in refs if r.uri == uri) == sorted([
        line_of(text, 'combat_status 112021 "Rain Sword"')[0], line_of(text, 'remove "Rain Sword"')[0],
        line_of(text, 'add "Rain Sword"')[0]])
    # the stronger one is named by its id
    refs = lsp.request("text_document_references", T.ReferenceParams(
        text_document=doc(uri), position=pos(text, "add 112023", 5),
        context=T.ReferenceContext(include_declaration=False)))
    assert sorted(r.range.start.line for r in refs if r.uri == uri) == sorted([
        line_of(text, "add 112023")[0], line_of(text, "remove 112023")[0]])


def test_formatting_equals_gicc_fmt(lsp, tmp_path):
    messy = XINGQIU.read_text(encoding="utf-8").replace("  usage 2\n", "      usage   2\n").replace(
        "damage hydro 2\n", "damage hydro 2;  apply hydro to opp.active\n", 1)
    path = tmp_path / "messy.card"
    path.write_text(messy, encoding="utf-8")
    uri, _, _ = lsp.open(path, messy)
    options = T.FormattingOptions(tab_size=2, insert_spaces=True)
    edits = lsp.request("text_document_formatting", T.DocumentFormattingParams(text_document=doc(uri), options=options))
    assert len(edits) == 1
    lines = messy.split("\n")
    e = edits[0]
    assert (e.range.start.line, e.range.start.character) == (0, 0)
    assert (e.range.end.line, e.range.end.character) == (len(lines) - 1, len(lines[-1]))
    assert e.new_text != messy and e.new_text == format_text(messy)
    subprocess.run([sys.executable, "-m", "gicc.compiler.cli", "fmt", str(path)], check=True, capture_output=True)
    assert path.read_text(encoding="utf-8") == e.new_text
    lsp.close(uri)
    # a file already in the canonical layout: nothing to do
    uri, _, _ = lsp.open(XINGQIU)
    assert not lsp.request("text_document_formatting", T.DocumentFormattingParams(text_document=doc(uri), options=options))


def test_card_folders_of_the_editors_settings_and_utf8_positions(tmp_path):
    """A folder the editor names ({"cards": [...]}) is part of the library; a client that
    prefers UTF-8 positions gets them."""
    mine = tmp_path / "my-cards"
    mine.mkdir()
    (mine / "field.card").write_text('combat_status 990003 "Tmp Field" {\n  usage 1\n  version "6.0"\n'
                                     '  text_version "6.0"\n  on end_phase { use 1 }\n}\n', encoding="utf-8")
    user = '# 雨𝄞\nevent 990004 "Kit" {\n  version "6.0"\n  text_version "6.0"\n  on played { add "Tmp Field"; bogus 1 }\n}\n'
    caps = T.ClientCapabilities(general=T.GeneralClientCapabilities(
        position_encodings=[T.PositionEncodingKind.Utf8, T.PositionEncodingKind.Utf16]))
    s = Session(capabilities=caps, options={"cards": [str(mine)]})
    try:
        assert s.initialize.capabilities.position_encoding == T.PositionEncodingKind.Utf8
        uri, _, diags = s.open(tmp_path / "user.card", user)
        assert codes(diags) == ["E0306"]            # `bogus`; "Tmp Field" is known
        found = s.request("text_document_definition", T.DefinitionParams(
            text_document=doc(uri), position=T.Position(line=4, character=user.split("\n")[4].index("Tmp") + 1)))
        assert [(x.uri, x.range.start.line) for x in found] == [((mine / "field.card").resolve().as_uri(), 0)]
    finally:
        s.stop()


def test_positions_in_each_encoding():
    """Columns of the protocol in the encoding agreed at initialize: a character outside the
    Basic Multilingual Plane is 4 UTF-8 units, 2 UTF-16 units, 1 UTF-32 unit."""
    from gicc.compiler.diagnostics import Span
    from gicc.compiler.lsp.positions import offset, to_range, word_at
    lines = ['  add "雨𝄞"; damagee hydro 2']
    col = lines[0].index("damagee") + 1
    span = Span("x", 1, col, 1, col + 7)
    for enc, start in (("utf-8", 17), ("utf-16", 13), ("utf-32", 12)):
        r = to_range(lines, span, enc)
        assert (r.start.character, r.end.character) == (start, start + 7), enc
        assert offset(lines, r.start, enc) == (lines[0], col - 1)
        assert word_at(lines, r.start, enc)[:2] == ("word", "damagee")
        assert word_at(lines, T.Position(line=0, character=8 if enc == "utf-8" else 7), enc)[:2] == ("string", "雨𝄞")


def test_the_fix_of_a_hint_in_a_string_keeps_the_quotes():
    from gicc.compiler.lsp.edits import did_you_mean_fixes
    lines = ['  remove "Rain Swrod"']
    rng = T.Range(start=T.Position(line=0, character=9), end=T.Position(line=0, character=21))
    diag = T.Diagnostic(range=rng, message="no status is named `Rain Swrod`", code="E0502",
                        data={"hint": "did you mean `Rain Sword`?"})
    [fix] = did_you_mean_fixes("file:///x.card", lines, [diag])
    assert [(e.range, e.new_text) for e in fix.edit.changes["file:///x.card"]] == [(rng, '"Rain Sword"')]
    # a range of more than one word, or no hint: nothing is guessed
    wide = T.Diagnostic(range=T.Range(start=T.Position(line=0, character=0), end=T.Position(line=1, character=0)),
                        message="x", data={"hint": "did you mean `y`?"})
    assert did_you_mean_fixes("file:///x.card", lines, [wide, T.Diagnostic(range=rng, message="no hint")]) == []


def test_hostile_documents_get_diagnostics_never_a_traceback(tmp_path):
    """Every feature on broken, truncated and odd texts, in the server's own process: the
    handlers' code is what runs (through the protocol, an exception would be an error answer)."""
    import random
    from gicc.compiler.lsp import completion, edits, hover, navigation
    from gicc.compiler.lsp.index import Library
    from gicc.compiler.lsp.positions import lines_of, word_at
    lib = Library([CARDS])
    real = XINGQIU.read_text(encoding="utf-8")
    rnd = random.Random(16)
    texts = ["", "{", '"', "character", "\x00\x01", "(" * 200, "character 1 X {" * 50, real.replace("\n", "\r\n"),
             'status 1 "\u202e" { usage "x" }', "on on on", real + "\n}}}", "x" * 5000]
    texts += [real[:rnd.randrange(len(real))] for _ in range(8)]
    for i, text in enumerate(texts):
        path = tmp_path / ("h%d.card" % i)
        checked = lib.check(path, text)
        assert all(d.code for d in checked.diags)
        lines = lines_of(text)
        uri = path.as_uri()
        fixes = [T.Diagnostic(range=T.Range(start=T.Position(line=d.span.line - 1, character=d.span.col - 1),
                                            end=T.Position(line=d.span.end_line - 1, character=d.span.end_col - 1)),
                              message=d.message, data={"hint": d.hint}) for d in checked.diags]
        edits.did_you_mean_fixes(uri, lines, fixes)
        edits.format_document(text, str(path))
        for _ in range(15):
            line = rnd.randrange(len(lines) + 1)
            pos = T.Position(line=line, character=rnd.randrange(0, 60))
            w = word_at(lines, pos)
            if w and w[0] == "word":
                hover.registry_hover(w[1])
            navigation.definition(lib, lines, pos)
            navigation.references(lib, lines, pos)
            completion.complete(lib, lines, pos)
        lib.close(path)
