"""Share ids from the reference into card files: `share_id N` after a character's or action
card's `version` line, for the game's deck share codes (runtime/sharecode.py).  `gicc i18n` runs
it with the names; a card that already states one is left as it is (`gicc check --reference`
compares it)."""
from . import ast as A
from .build import Build
from .facts import SHARED_KINDS, load_reference


def fill_share_ids(paths, reference):
    """Write the missing share ids of the definitions under `paths`; returns how many."""
    ref = load_reference(reference)
    b = Build(list(paths), use_cache=False, library_paths=())
    written = 0
    for u in b.targets:
        b._ensure_parsed(u)
        inserts = []            # (line after which to insert, text)
        for d in u.defs or []:
            r = ref.get(d.id) if d.id is not None else None
            if not r or not r.get("share_id") or d.kind not in SHARED_KINDS:
                continue
            words = {s.word: s for s in d.body if isinstance(s, A.Command)}
            if "share_id" in words or "version" not in words:
                continue
            v = words["version"]
            inserts.append((v.span.end_line, v.span.col, r["share_id"]))
        if not inserts:
            continue
        path = u.path
        lines = path.read_text(encoding="utf-8").split("\n")
        for line, col, sid in sorted(inserts, reverse=True):
            lines.insert(line, " " * (col - 1) + "share_id %d" % sid)
            written += 1
        path.write_text("\n".join(lines), encoding="utf-8")
    return written
