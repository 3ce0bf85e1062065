"""`gicc i18n [--reference DIR] PATH...`: fill in the Simplified Chinese and Japanese names of
the cards, statuses, summons and skills under each PATH from a reference folder in the format
of shared/reference (characters.json, action_cards.json, entities.json, and the 6.1-6.2
supplement_after_v6_0.json, which names in Chinese only).

A card folder keeps its names in its i18n/ folder, one file per language (zh_hans.yaml,
ja.yaml: `id: name`), as the built-in library does in cards/i18n/; the library loader reads
the i18n/ folder of every card folder it reads (--cards, GICC_PATH).  A file given as PATH
fills the i18n/ folder of the nearest folder above it that has one (else of its own folder).
Names are facts; an entry already there is kept, so a hand-made translation is never
overwritten.  What the reference does not have is reported, by id and file.

`python -m gicc.compiler.i18n_sync REFERENCE_FOLDER` is the same for the built-in library."""
import json
import os
import sys
from dataclasses import dataclass, field
from pathlib import Path

from gicc.runtime.i18n import LANGS, I18nError, load_file

from .build import CARDS, Build
from .facts import SUPPLEMENT, ReferenceError_, supplement_items

LANGUAGE_NAMES = {"zh_hans": "Chinese", "ja": "Japanese"}
SKILLS = ("normal", "elemental", "burst", "passive", "prepared", "technique")


class I18nSyncError(Exception):
    """A mistake in how the command was called (no reference, a path that is not there)."""


@dataclass
class Result:
    written: list = field(default_factory=list)     # (file, names added)
    missing: list = field(default_factory=list)     # (language or None, id, name, card file)
    problems: list = field(default_factory=list)    # lines: files that could not be read or written
    diags: object = None

    @property
    def errors(self):
        return bool(self.problems)

    def report(self, out, err):
        from gicc.runtime.terminal import visible
        for path, n in self.written:
            print(visible("%s: %d name%s added" % (path, n, "" if n == 1 else "s")), file=out)
        for lang, i, name, where in self.missing:
            what = "not in the reference" if lang is None else "no %s name in the reference" % LANGUAGE_NAMES[lang]
            print(visible("%s: %d %s (%s)" % (what, i, name, where)), file=out)
        for line in self.problems:
            print("gicc: error: %s" % visible(line), file=err)


def reference_names(folder):
    """{id: {language: name}} of a reference folder; I18nSyncError when it is not one."""
    folder = Path(folder)
    if not folder.is_dir():
        raise I18nSyncError("no such reference folder: %s" % folder)
    names = {}
    found = False
    for f in ("characters.json", "action_cards.json", "entities.json"):
        p = folder / f
        if not p.exists():
            continue
        found = True
        try:
            items = json.loads(p.read_text(encoding="utf-8"))
            for item in items:
                names.setdefault(item["id"], item.get("names") or {})
                for s in item.get("skills") or []:
                    names.setdefault(s["id"], s.get("names") or {})
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
            raise I18nSyncError("%s: not a reference folder: %s: %s" % (folder, f, e))
    sup = folder / SUPPLEMENT           # 6.1-6.2: Chinese names only; the 6.0 tables win
    if sup.exists():
        try:
            items = supplement_items(sup)
        except ReferenceError_ as e:
            raise I18nSyncError(str(e))
        for item in items:
            names.setdefault(item["id"], item.get("names") or {})
            for s in item.get("skills") or []:
                names.setdefault(s["id"], s.get("names") or {})
    if not found:
        raise I18nSyncError("%s: not a reference folder: no characters.json, action_cards.json or "
                            "entities.json there" % folder)
    return names


def i18n_folder(path):
    """Where the names of the cards under `path` go."""
    path = Path(path)
    if path.is_dir():
        return path / "i18n"
    for parent in path.resolve().parents:
        if (parent / "i18n").is_dir():
            return parent / "i18n"
    return path.parent / "i18n"


def named_ids(units):
    """[(id, name, file)] of every definition and skill with an id in the parsed files."""
    out = []
    for u in units:
        for d in u.defs or []:
            if d.id is not None:
                out.append((d.id, d.name, u.name))
            for s in d.body:
                if getattr(s, "kind", None) in SKILLS and getattr(s, "id", None) is not None:
                    out.append((s.id, s.name, u.name))
    return out


def fill_names(paths, reference=None):
    """Fill in the names of the cards under each path; returns a Result."""
    reference = reference or os.environ.get("GICC_REFERENCE")
    if not reference:
        raise I18nSyncError("give the reference folder: --reference DIR (or set GICC_REFERENCE)")
    for p in paths:
        if not Path(p).exists():
            raise I18nSyncError("no such file or folder: %s" % p)
    ref = reference_names(reference)
    result = Result()
    groups = {}         # i18n folder -> the paths whose names go there
    for p in paths:
        groups.setdefault(i18n_folder(p), []).append(p)
    for folder, members in groups.items():
        b = Build(members, use_cache=False, library_paths=())
        for u in b.targets:
            b._ensure_parsed(u)
        for d in b.diags.sorted():
            result.problems.append("%s:%d:%d: %s (its names are not filled in)" % (
                d.span.file, d.span.line, d.span.col, d.message))
        fill_folder(folder, named_ids(b.targets), ref, result)
    return result


def fill_folder(folder, ids, ref, result):
    from ruamel.yaml import YAML
    y = YAML()
    y.allow_unicode = True
    seen = set()
    for i, name, where in ids:
        if i not in ref and i not in seen:
            result.missing.append((None, i, name, where))
            seen.add(i)
    for lang in LANGS:
        path = folder / ("%s.yaml" % lang)
        try:
            merged = load_file(path) if path.exists() or path.is_symlink() else {}
        except I18nError as e:
            result.problems.append(str(e))
            continue
        added = 0
        for i, name, where in ids:
            if i in merged or i not in ref:
                continue
            local = ref[i].get(lang)
            if local:
                merged[i] = local
                added += 1
            elif (lang, i) not in seen:
                result.missing.append((lang, i, name, where))
                seen.add((lang, i))
        if not added and path.exists():
            continue
        try:
            folder.mkdir(parents=True, exist_ok=True)
            with path.open("w", encoding="utf-8") as fh:
                fh.write("# %s names by id (official names are facts). Filled in by `gicc i18n`.\n" % lang)
                if merged:
                    y.dump({k: merged[k] for k in sorted(merged)}, fh)
        except OSError as e:
            result.problems.append("cannot write %s: %s" % (path, e.strerror or e))
            continue
        result.written.append((path, added))


def main(argv=None):
    """`python -m gicc.compiler.i18n_sync REFERENCE_FOLDER`: `gicc i18n` on the built-in library."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m gicc.compiler.i18n_sync REFERENCE_FOLDER  (or: gicc i18n --reference DIR PATH...)",
              file=sys.stderr)
        return 2
    from .cli import main as gicc
    return gicc(["i18n", "--reference", argv[0], str(CARDS)])


if __name__ == "__main__":
    sys.exit(main())
