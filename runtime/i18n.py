"""Translations of names: cards/i18n/<lang>.yaml maps an id to its name in that language.

    1401: 菲谢尔
    14011: 罪灭之矢

A missing file is no translation; a file that is there must be a mapping of ids (whole
numbers) to names (strings): anything else is an I18nError at its file and line."""
from pathlib import Path

from . import yamlfile
from .yamlfile import YamlFileError, line_of

LANGS = ("zh_hans", "ja")


class I18nError(YamlFileError):
    """A translation file that is not a mapping of ids to names."""


def load_file(path):
    """{id: name} of one translation file; I18nError (file:line) for anything else."""
    try:
        data = yamlfile.load(path, "i18n")
    except YamlFileError as e:
        raise I18nError(e.path, e.line, e.message)
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise I18nError(path, line_of(data), "a translation file maps ids to names (`1401: name`), "
                                              "not %s" % yamlfile._kind(data))
    out = {}
    for k, v in data.items():
        if isinstance(k, bool) or not isinstance(k, int) or k < 0:
            raise I18nError(path, line_of(data, key=k), "%s is not an id: an id is a whole number" % yamlfile.describe(k))
        if not isinstance(v, str):
            raise I18nError(path, line_of(data, key=k), "the name of %d must be a string, not %s" % (k, yamlfile.describe(v)))
        out[k] = v
    return out


def load(folder):
    """{language: {id: name}} of the translation files in `folder`."""
    out = {}
    for lang in LANGS:
        p = Path(folder) / ("%s.yaml" % lang)
        out[lang] = load_file(p) if p.exists() or p.is_symlink() else {}
    return out


def load_folders(folders):
    """{language: {id: name}} of several folders' translation files: an id that an earlier
    folder names keeps that name (the built-in library's come first)."""
    out = {lang: {} for lang in LANGS}
    for folder in folders:
        for lang, names in load(folder).items():
            for k, v in names.items():
                out[lang].setdefault(k, v)
    return out
