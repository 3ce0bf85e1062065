"""Fill cards/i18n/<lang>.yaml with the official names of every id the library defines
(cards, entities and skills), read from a reference folder in the format of shared/reference.

    python -m gicc.compiler.i18n_sync ../shared/reference

Names are facts; existing entries are kept, so a hand-made translation is never overwritten."""
import json
import sys
from pathlib import Path

from ruamel.yaml import YAML

from gicc.runtime.i18n import I18nError, load_file

from .build import CARDS, Build

LANGS = ("zh_hans", "ja")


def library_ids():
    b = Build([CARDS], use_cache=False, library_paths=())
    b.check()
    ids = set()
    for u in b.targets:
        for d in u.defs or []:
            if d.id is not None:
                ids.add(d.id)
            for s in d.body:
                if getattr(s, "kind", None) in ("normal", "elemental", "burst", "passive", "prepared", "technique") and getattr(s, "id", None):
                    ids.add(s.id)
    return ids


def reference_names(folder):
    names = {}
    folder = Path(folder)
    for f in ("characters.json", "action_cards.json", "entities.json"):
        for item in json.loads((folder / f).read_text(encoding="utf-8")):
            names.setdefault(item["id"], item.get("names") or {})
            for s in item.get("skills") or []:
                names.setdefault(s["id"], s.get("names") or {})
    return names


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m gicc.compiler.i18n_sync REFERENCE_FOLDER", file=sys.stderr)
        return 2
    try:
        ref = reference_names(argv[0])
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        print("error: %s: not a reference folder: %s" % (argv[0], e), file=sys.stderr)
        return 1
    ids = sorted(library_ids())
    y = YAML()
    y.allow_unicode = True
    out_dir = CARDS / "i18n"
    out_dir.mkdir(exist_ok=True)
    for lang in LANGS:
        path = out_dir / ("%s.yaml" % lang)
        try:
            merged = load_file(path) if path.exists() else {}
        except I18nError as e:
            print("error: %s" % e, file=sys.stderr)
            return 1
        for i in ids:
            name = (ref.get(i) or {}).get(lang)
            if name and i not in merged:
                merged[i] = name
        with path.open("w", encoding="utf-8") as fh:
            fh.write("# %s names by id (official names are facts). Filled by `python -m gicc.compiler.i18n_sync`.\n" % lang)
            y.dump({k: merged[k] for k in sorted(merged)}, fh)
    return 0


if __name__ == "__main__":
    sys.exit(main())
