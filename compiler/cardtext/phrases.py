"""The phrase files compiler/text/<lang>.yaml: one Jinja2 phrase per effect, event, value,
function, property and condition shape, per language."""
from pathlib import Path

import jinja2
from ruamel.yaml import YAML

TEXT_DIR = Path(__file__).resolve().parent.parent / "text"    # compiler/text

LANGS = ("en", "zh_hans", "ja")


class Phrases:
    """One language's phrase file, its templates compiled on first use."""

    def __init__(self, lang, folder=TEXT_DIR):
        self.lang = lang
        self.data = YAML(typ="safe").load((Path(folder) / ("%s.yaml" % lang)).read_text(encoding="utf-8"))
        self.env = jinja2.Environment(undefined=jinja2.StrictUndefined, autoescape=False,
                                      keep_trailing_newline=False)
        self._cache = {}
        self.style = self.data["style"]

    def entry(self, section, key):
        sec = self.data.get(section) or {}
        if key not in sec:
            raise KeyError("%s.yaml has no phrase %s.%s" % (self.lang, section, key))
        return sec[key]

    def has(self, section, key):
        return key in (self.data.get(section) or {})

    def render(self, template, **ctx):
        t = self._cache.get(template)
        if t is None:
            t = self._cache[template] = self.env.from_string(template)
        return t.render(**ctx).strip()

    def t(self, section, key, **ctx):
        return self.render(self.entry(section, key), **ctx)

    def word(self, section, key):
        sec = self.data.get(section) or {}
        return sec.get(key, key)
