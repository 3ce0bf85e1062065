"""`gicc docs`: the static site of the card library (compiler/docs.py, compiler/site/)."""
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    from gicc.compiler.docs import build_docs
    out = tmp_path_factory.mktemp("site")
    n, diags = build_docs(out / "html", "html")
    assert n, "the card library does not check"
    m, _ = build_docs(out / "md", "md")
    assert m == n
    return out


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links, self.ids = [], set()

    def handle_starttag(self, tag, attrs):
        for k, v in attrs:
            if k in ("href", "src") and v is not None:
                self.links.append(v)
            if k == "id" and v:
                self.ids.add(v)


def test_every_link_resolves(site):
    root = site / "html"
    pages = sorted(root.rglob("*.html"))
    assert (root / "index.html") in pages and len(pages) > 20
    parsed = {}
    for p in pages:
        h = Links()
        h.feed(p.read_text(encoding="utf-8"))
        parsed[p.resolve()] = h
    broken = []
    for p, h in parsed.items():
        for link in h.links:
            u = urlsplit(link)
            assert not u.scheme and not u.netloc, "%s links outside the site: %s" % (p, link)
            target = (p.parent / unquote(u.path)).resolve() if u.path else p
            if target not in parsed:
                broken.append("%s: %s" % (p.relative_to(root.resolve()), link))
            elif u.fragment and u.fragment not in parsed[target].ids:
                broken.append("%s: %s (no such anchor)" % (p.relative_to(root.resolve()), link))
    assert not broken, "\n".join(broken)


def test_a_page_shows_the_chinese_and_japanese_names(site):
    page = (site / "html" / "cards" / "1101.html").read_text(encoding="utf-8")
    assert '<span lang="zh-Hans" title="简体中文">甘雨</span>' in page
    assert '<span lang="ja" title="日本語">甘雨</span>' in page
    # skills in the three languages, with the generated text
    assert "流天射术" in page and "流天射術" in page and "Deals 2 Physical DMG." in page
    assert "造成2点物理伤害" in page and "物理ダメージを2与える" in page
    # statuses and summons are linked; the source is shown, escaped
    assert 'href="111011.html"' in page and 'href="111012.html"' in page
    assert "character 1101 Ganyu {" in page
    index = (site / "html" / "index.html").read_text(encoding="utf-8")
    assert "唯此一心" in index and "唯一の心" in index and 'href="cards/211011.html"' in index


def test_source_and_text_are_escaped(site):
    page = (site / "html" / "cards" / "311303.html").read_text(encoding="utf-8")
    assert "weapon 311303 &#34;Wolf&#39;s Gravestone&#34; {" in page or \
        "weapon 311303 &#34;Wolf&#x27;s Gravestone&#34; {" in page or "&#34;Wolf" in page
    assert '"Wolf\'s Gravestone" {' not in page.split("<pre")[1]
    assert "damage.target.hp &lt;= 6" in page


def test_markdown_mode(site):
    md = site / "md"
    index = (md / "index.md").read_text(encoding="utf-8")
    assert index.startswith("# gicc card library")
    assert "[Ganyu](cards/1101.md)" in index
    page = (md / "cards" / "1101.md").read_text(encoding="utf-8")
    assert "简体中文: 甘雨" in page and "日本語: 甘雨" in page
    assert "## Skills" in page and "](111011.md)" in page
    for link in re.findall(r"\]\(([^)]+\.md)\)", page):
        assert (md / "cards" / link).resolve().exists(), link
    assert not list(md.rglob("*.html"))


@pytest.mark.slow
def test_output_is_deterministic(site, tmp_path):
    from gicc.compiler.docs import build_docs
    build_docs(tmp_path / "again", "html")
    first = {p.relative_to(site / "html"): p.read_bytes() for p in (site / "html").rglob("*") if p.is_file()}
    again = {p.relative_to(tmp_path / "again"): p.read_bytes() for p in (tmp_path / "again").rglob("*") if p.is_file()}
    assert first == again


def run(*args):
    return subprocess.run([sys.executable, "-m", "gicc.compiler.cli", *args], cwd=ROOT, capture_output=True, text=True)


def test_cli_usage_and_errors(tmp_path):
    r = run("docs")
    assert r.returncode == 2 and "--out" in r.stderr
    r = run("docs", "--out", str(tmp_path / "x"), "--format", "pdf")
    assert r.returncode == 2
    blocker = tmp_path / "file"
    blocker.write_text("")
    r = run("docs", "--out", str(blocker))
    assert r.returncode == 1 and "not a folder" in r.stderr and "Traceback" not in r.stderr
    r = run("docs", "--out", str(blocker / "sub"))
    assert r.returncode == 1 and "cannot write" in r.stderr and "Traceback" not in r.stderr
