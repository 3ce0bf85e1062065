"""editors/: the TextMate grammar and the VS Code extension that starts `gicc lsp`.

The grammar is valid JSON whose every pattern compiles; its keywords are the card grammar's
(grammar/gicc.lark) and its definition kinds the registry's; and a small TextMate tokenizer
(the rule that picks a pattern: the earliest match on the line, the first pattern listed on a
tie) gives the scopes one expects on a library file."""
import json
import re
from pathlib import Path

from gicc.compiler import registry as R

ROOT = Path(__file__).resolve().parent.parent
EDITORS = ROOT / "editors"
TM = EDITORS / "gicc.tmLanguage.json"
VSCODE = EDITORS / "vscode"


def grammar():
    return json.loads(TM.read_text(encoding="utf-8"))


def patterns(g, items=None):
    """The grammar's patterns in order, its includes followed."""
    out = []
    for p in items if items is not None else g["patterns"]:
        if "include" in p:
            out += patterns(g, [g["repository"][p["include"][1:]]])
        elif "patterns" in p and "match" not in p and "begin" not in p:
            out += patterns(g, p["patterns"])
        else:
            out.append(p)
    return out


def grammar_keywords():
    """The words the card grammar reserves: its keyword terminals and its quoted words."""
    text = (ROOT / "grammar" / "gicc.lark").read_text(encoding="utf-8")
    words = set()
    for alts in re.findall(r"^[A-Z_]+\.\d+: /\(?([a-z|]+)\)?\(\?!", text, re.M):
        words.update(alts.split("|"))
    words.update(w for w in re.findall(r'"([a-z]+)"', text))
    return words


def tokenize(g, line):
    """[(text, scope)] of one line: TextMate's choice of pattern (earliest match, then the
    first listed), captures' scopes for their groups, a begin/end pattern's scope for its whole
    span (this grammar's only one is the string)."""
    pats = patterns(g)
    out, i = [], 0
    while i < len(line):
        best = None
        for p in pats:
            rx = re.compile(p.get("match") or p["begin"])
            m = rx.search(line, i)
            if m and m.end() > m.start() and (best is None or m.start() < best[1].start()):
                best = (p, m)
        if best is None:
            break
        p, m = best
        if "begin" in p:
            end = re.compile(p["end"]).search(line, m.end())
            stop = end.end() if end else len(line)
            out.append((line[m.start():stop], p["name"]))
            i = stop
            continue
        if "captures" in p:
            for k, c in p["captures"].items():
                if m.group(int(k)):
                    out.append((m.group(int(k)), c["name"]))
        else:
            out.append((m.group(), p["name"]))
        i = m.end()
    return out


def test_the_grammar_is_valid_and_its_patterns_compile():
    g = grammar()
    assert g["scopeName"] == "source.gicc" and g["fileTypes"] == ["card"]
    for p in patterns(g):
        for key in ("match", "begin", "end"):
            if key in p:
                re.compile(p[key])
        assert "name" in p or "captures" in p
        for c in p.get("captures", {}).values():
            assert c["name"].endswith(".gicc")
    for name in g["repository"]:
        assert {"include": "#" + name} in g["patterns"]


def test_the_grammar_covers_the_languages_keywords():
    found = set()
    for p in patterns(grammar()):
        rx = p.get("match") or p.get("begin")
        for alts in re.findall(r"\(((?:[a-z_]+\|)+[a-z_]+)\)", rx):
            found.update(alts.split("|"))
    kw = grammar_keywords()
    assert {"on", "when", "if", "else", "cost", "require", "and", "or", "not", "is", "in", "as", "burst"} <= kw
    assert kw <= found, sorted(kw - found)
    assert set(R.KINDS) <= found, sorted(set(R.KINDS) - found)
    assert set(R.DMG_TYPES) <= found


def test_scopes_of_a_library_file():
    g = grammar()
    scopes = {}
    text = (ROOT / "cards" / "characters" / "1202-xingqiu.card").read_text(encoding="utf-8")
    for line in text.split("\n"):
        for tok, scope in tokenize(g, line):
            scopes.setdefault(tok.strip(), set()).add(scope)
    assert scopes["character"] == {"storage.type.definition.gicc"}
    assert scopes["Xingqiu"] == {"entity.name.type.gicc"}
    assert scopes['"Fatal Rainscreen"'] >= {"entity.name.function.gicc"}
    assert scopes["damage"] == {"support.function.gicc"}
    assert scopes["on"] == {"keyword.control.gicc"} and scopes["reduce_damage"] == {"support.type.event.gicc"}
    assert scopes["if"] == {"keyword.control.gicc"} and scopes["else"] == {"keyword.control.gicc"}
    assert scopes["has"] == {"support.function.call.gicc"}
    assert "constant.language.element.gicc" in scopes["hydro"]
    assert scopes["# with his talent equipped, he creates the stronger Rain Sword (the two replace each other)"] == {
        "comment.line.number-sign.gicc"}


def test_the_vscode_extension_starts_gicc_lsp():
    pkg = json.loads((VSCODE / "package.json").read_text(encoding="utf-8"))
    lang = pkg["contributes"]["languages"][0]
    assert lang["id"] == "gicc" and ".card" in lang["extensions"]
    assert "onLanguage:gicc" in pkg["activationEvents"] and "vscode-languageclient" in pkg["dependencies"]
    json.loads((VSCODE / lang["configuration"]).read_text(encoding="utf-8"))
    gr = pkg["contributes"]["grammars"][0]
    assert gr["scopeName"] == grammar()["scopeName"] and gr["language"] == "gicc"
    assert (VSCODE / gr["path"]).resolve() == TM.resolve()       # the one grammar, linked
    js = (VSCODE / pkg["main"]).read_text(encoding="utf-8")
    assert '"lsp"' in js and "vscode-languageclient/node" in js
