"""`gicc docs`: a static site of the card library, from the Jinja2 templates in site/.

An index page with client-side search and filters (plain inline JS and CSS, no network), and one
page per definition: its stats, its text in English, Simplified Chinese and Japanese (generated
by compiler/cardtext/ from the definition itself), the statuses and summons it creates (linked)
and its source.  `--format md` writes Markdown instead.  The output is deterministic."""
import re
from dataclasses import dataclass, field
from pathlib import Path

import jinja2

from . import registry as R
from .cardtext import LANGS, CardText, walk
from .ir import Call

SITE = Path(__file__).resolve().parent / "site"
LANG_LABELS = {"en": "English", "zh_hans": "简体中文", "ja": "日本語"}
LANG_TAGS = {"en": "en", "zh_hans": "zh-Hans", "ja": "ja"}
ENTITY_LIKE = ("character_status", "combat_status", "summon", "support", "equipment")


class DocsError(Exception):
    pass



def plural(label, n):
    """"2 Pyro Dice", "1 Pyro Die": the English cost words are singular."""
    if n != 1 and label.endswith(("Die", "die")):
        return label[:-3] + ("Dice" if label.endswith("Die") else "dice")
    return label

def slug(d):
    if d.id is not None:
        return str(d.id)
    return "reaction-" + re.sub(r"[^a-z0-9]+", "-", d.name.lower()).strip("-")


@dataclass
class Page:
    d: object
    slug: str
    unit: str
    names: dict
    kind_label: str
    stats: list = field(default_factory=list)       # (label, value)
    cost: list = field(default_factory=list)        # (die, count, label)
    texts: dict = field(default_factory=dict)       # lang -> DefText
    skills: list = field(default_factory=list)      # dicts
    related: list = field(default_factory=list)     # Pages
    parent: object = None                           # the character or card it belongs to
    source: str = ""
    shown: str = ""           # the card file as a reader finds it in the project
    element: str = ""
    cost_total: int = 0
    version: str = ""
    hidden: bool = False
    search: str = ""


def _refs(d):
    """Names of the entities a definition adds, summons or removes, in order."""
    fns = [s.fn for s in d.skills] + [fn for lst in d.handlers.values() for fn in lst]
    fns += [f for f in (d.play, d.modify) if f is not None]
    out = []
    for fn in fns:
        for st in walk(fn.body):
            if isinstance(st, Call) and st.func in ("add", "summon", "remove", "summon_random", "summon_one_of",
                                                    "add_random") and st.args:
                vals = st.args[1].value if st.func in ("summon_random", "add_random") else st.args[0].value
                for v in (vals if isinstance(vals, tuple) else (vals,)):
                    if v not in out:
                        out.append(v)
    return out


def pages(ct, sources, shown=None):
    """One Page per definition of the library, in a fixed order (kind, then id)."""
    en = ct.phrases["en"]
    order = {k: i for i, k in enumerate(("character", "talent", "weapon", "artifact", "technique", "support",
                                         "event", "food", "arcane_legend", "summon", "combat_status",
                                         "character_status", "equipment", "reaction"))}
    out = []
    by_def = {}
    for d in ct.defs:
        names = {lang: ct.name(d, lang) for lang in LANGS}
        p = Page(d, slug(d), ct.unit_of.get(id(d), ""), names, en.word("kinds", d.kind))
        p.source = sources.get(p.unit, "")
        p.shown = (shown or {}).get(p.unit, p.unit)
        p.hidden = bool(d.props.get("hidden"))
        p.version = str(d.props.get("version") or "")
        p.element = d.props.get("element") or ""
        cost = d.props.get("cost") or []
        p.cost = [(t, n, plural(en.word("costdie", t), n)) for t, n in cost]
        p.cost_total = sum(n for t, n in cost if t not in ("energy", "legend", "special_energy"))
        for prop in ("element", "weapon", "hp", "energy", "usage", "max_usage", "duration", "max_duration", "shield",
                     "max_shield", "per_round", "subtype", "character", "skill", "version", "text_version"):
            if prop in d.props and d.props[prop] not in (None, ""):
                v = d.props[prop]
                if prop == "element":
                    v = en.word("elements", v)
                elif prop == "weapon":
                    v = en.word("weapons", v)
                elif prop == "subtype":
                    v = en.word("subtypes", v)
                p.stats.append((en.word("stats", prop), str(v)))
        if d.props.get("factions"):
            p.stats.append((en.word("stats", "faction"), ", ".join(en.word("tags", f) for f in d.props["factions"])))
        if d.kind == "weapon" and d.props.get("weapon"):
            p.element = ""
        p.texts = {lang: ct.render(d, lang) for lang in LANGS}
        # a character's skills; a technique card's technique is a line of the card's own text
        for i, s in enumerate(d.skills if d.kind == "character" else ()):
            p.skills.append({
                "id": s.id, "kind": en.word("skill_kind_names", s.kind), "names": {lang: ct.name(s, lang) for lang in LANGS},
                "cost": [(t, n, plural(en.word("costdie", t), n)) for t, n in s.cost],
                "texts": {lang: p.texts[lang].skills[i] for lang in LANGS},
            })
        words = [d.name, p.names["zh_hans"], p.names["ja"], str(d.id or ""), p.kind_label]
        words += [s["names"][lang] for s in p.skills for lang in LANGS]
        words += [p.texts["en"].text] + [s["texts"]["en"].text for s in p.skills]
        p.search = " ".join(words).lower()
        out.append(p)
        by_def[id(d)] = p
    for p in out:
        d = p.d
        rel = []
        for ref in _refs(d):
            e = ct.lookup(ref)
            if e is not None and e is not d and id(e) in by_def and by_def[id(e)] not in rel:
                rel.append(by_def[id(e)])
        for e in ct.units.get(p.unit, []):
            if e is not d and e.kind in ENTITY_LIKE and by_def[id(e)] not in rel:
                rel.append(by_def[id(e)])
        if d.kind == "character":
            for t in ct.defs:
                if t.kind == "talent" and str(t.props.get("character", "")).lower() == d.name.lower() \
                        and by_def[id(t)] not in rel:
                    rel.append(by_def[id(t)])
        p.related = [r for r in rel if not r.hidden]
        if d.kind == "talent" and d.props.get("character"):
            c = ct.lookup(d.props["character"])
            if c is not None and id(c) in by_def:
                p.parent = by_def[id(c)]
        elif d.kind != "character":
            owner = next((x for x in ct.units.get(p.unit, []) if x is not d and x.kind in ("character",) + R.CARD_KINDS), None)
            if owner is not None:
                p.parent = by_def[id(owner)]
    out.sort(key=lambda p: (order.get(p.d.kind, 99), p.d.id if p.d.id is not None else 10 ** 9, p.d.name))
    return out


def environment(fmt):
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(str(SITE)), undefined=jinja2.StrictUndefined,
                             autoescape=jinja2.select_autoescape(["html", "html.j2"]) if fmt == "html" else False,
                             keep_trailing_newline=True, trim_blocks=True, lstrip_blocks=True)
    env.filters["md"] = md_escape
    return env


def md_escape(s):
    return re.sub(r"([\\`*_\[\]|<>#])", r"\\\1", str(s))


def render_site(ct, sources, fmt="html", shown=None):
    """{relative path: text} of the whole site."""
    env = environment(fmt)
    ps = pages(ct, sources, shown)
    ext = "html" if fmt == "html" else "md"
    listed = [p for p in ps if not p.hidden]
    kinds = []
    for p in listed:
        if (p.d.kind, p.kind_label) not in kinds:
            kinds.append((p.d.kind, p.kind_label))
    elements = sorted({p.element for p in listed if p.element})
    versions = sorted({p.version for p in listed if p.version}, key=lambda v: [int(x) if x.isdigit() else x for x in v.split(".")])
    costs = sorted({p.cost_total for p in listed if p.d.kind in R.CARD_KINDS})
    common = dict(langs=LANGS, lang_labels=LANG_LABELS, lang_tags=LANG_TAGS, ext=ext)
    files = {"index." + ext: env.get_template("index.%s.j2" % ext).render(
        pages=listed, kinds=kinds, elements=elements, versions=versions, costs=costs,
        element_words=ct.phrases["en"].data["elements"], **common)}
    tpl = env.get_template("card.%s.j2" % ext)
    for p in ps:
        files["cards/%s.%s" % (p.slug, ext)] = tpl.render(p=p, **common)
    return files


def write_site(out, files):
    out = Path(out)
    if out.exists() and not out.is_dir():
        raise DocsError("%s exists and is not a folder" % out)
    try:
        for rel in sorted(files):
            path = out / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(files[rel], encoding="utf-8")
    except OSError as e:
        raise DocsError("cannot write %s: %s" % (e.filename or out, e.strerror or e))


def build_docs(out, fmt="html", paths=None, library=None):
    """Check the library (the folders of `library`: the built-in one when None), or only the
    files under `paths` with the library around them; render the site and write it.  Returns
    (number of files, diagnostics) or raises DocsError.  The diagnostics hold the errors when
    the cards do not check."""
    from gicc.runtime.i18n import load_folders
    from .build import CARDS, Build, source_name
    if Path(out).exists() and not Path(out).is_dir():
        raise DocsError("%s exists and is not a folder" % out)
    roots = list(library) if library else [CARDS]
    b = Build(list(paths) if paths else roots, use_cache=False, library_paths=roots)
    irs = b.check()
    if b.diags.errors:
        return None, b.diags
    sources = {u.name: u.text or "" for u in b.targets}
    ct = CardText(irs, load_folders([Path(r) / "i18n" for r in roots if Path(r).is_dir()]))
    files = render_site(ct, sources, fmt, {u.name: source_name(u.path) for u in b.targets})
    write_site(out, files)
    return len(files), b.diags
