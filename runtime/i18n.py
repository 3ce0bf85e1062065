"""Translations of names: cards/i18n/<lang>.yaml maps an id to its name in that language."""
from pathlib import Path

from ruamel.yaml import YAML

LANGS = ("zh_hans", "ja")


def load(folder):
    out = {}
    y = YAML(typ="safe")
    for lang in LANGS:
        p = Path(folder) / ("%s.yaml" % lang)
        try:
            data = y.load(p.read_text(encoding="utf-8")) or {}
        except (OSError, ValueError):
            data = {}
        out[lang] = {int(k): str(v) for k, v in data.items() if str(k).isdigit()}
    return out
