"""Card text generated from the card definitions (compiler/cardtext/, compiler/text/*.yaml)."""
import jinja2
import pytest

from gicc.compiler import registry as R
from gicc.compiler.cardtext import LANGS, Phrases, decompile

_PHRASES = {lang: Phrases(lang) for lang in LANGS}


def required():
    """Every registry word that card text may need, by section of the phrase files."""
    return {
        "effects": list(R.EFFECTS),
        "events": list(R.EVENTS),
        "values": list(R.VALUES),
        "functions": list(R.FUNCTIONS),
        "char_attrs": list(R.CHAR_ATTRS),
        "char_roots": list(R.CHAR_ROOTS),
        "targets": list(R.TARGETS),
        "sides": list(R.SIDES),
        "side_nouns": list(R.SIDES),
        "flags": list(R.FLAGS),
        "elements": list(R.ELEMENTS),
        "dmg": list(R.DMG_TYPES),
        "dice": list(R.DICE) + ["active", "self"],
        "costdie": list(R.COST_DICE) + ["any"],
        "weapons": list(R.WEAPONS),
        "skill_kinds": list(R.SKILL_KINDS),
        "skill_kind_names": list(R.SKILL_KINDS),
        "card_kinds": list(R.DOMAINS["card"]),
        "actions": list(R.ACTION_KINDS),
        "card_targets": list(R.CARD_TARGETS),
        "kinds": [k for k in R.KINDS if k not in R.KIND_ALIASES],
        "stats": list(R.PROPS),
        "dirs": ["next", "prev"],
        "card_classes": list(R.CARD_CLASSES),
        "deck_positions": list(R.DECK_POSITIONS),
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_registry_word_has_a_phrase(lang):
    """A new effect, event, value, function, property, target or flag without text fails here."""
    P = _PHRASES[lang]
    missing = ["%s.%s" % (sec, k) for sec, keys in required().items() for k in keys if not P.has(sec, k)]
    assert not missing, "%s.yaml lacks phrases for: %s" % (lang, ", ".join(missing))


@pytest.mark.parametrize("lang", LANGS)
def test_every_phrase_is_a_valid_template(lang):
    P = _PHRASES[lang]
    bad = []

    def walk(x, path):
        if isinstance(x, dict):
            for k, v in x.items():
                walk(v, path + "." + str(k))
        elif isinstance(x, str):
            try:
                P.env.parse(x)
            except jinja2.TemplateSyntaxError as e:
                bad.append("%s: %s" % (path, e))
    walk(P.data, lang)
    assert not bad, "\n".join(bad)


def test_the_three_languages_have_the_same_phrases():
    def keys(x, path=""):
        if isinstance(x, dict):
            out = set()
            for k, v in x.items():
                if k in ("style", "cmp"):
                    out.add(path + "." + str(k))
                    continue
                out |= keys(v, path + "." + str(k)) if isinstance(v, dict) and path.count(".") < 1 else {path + "." + str(k)}
            return out
        return {path}
    en = keys(_PHRASES["en"].data)
    for lang in LANGS[1:]:
        other = keys(_PHRASES[lang].data)
        assert en - other == set(), "%s lacks %s" % (lang, sorted(en - other))
        assert other - en == set(), "%s has extra %s" % (lang, sorted(other - en))


def test_decompile_names_registry_terms():
    assert decompile("(ev.dmg.amount >= 3)") == ("cmp", ">=", ("value", "damage.amount", "int"), ("num", 3))
    assert decompile("_fx.has_entity(m, me, 'Jade Screen')")[:3] == ("fn", "has", [("str", "Jade Screen")])
    assert decompile("_fx.has_entity(m, me, 'X', 'opp')")[1] == "opp_has"
    assert decompile("(me.e.vars[0] + 1)", ("pigeons",)) == ("arith", "+", ("counter", "pigeons"), ("num", 1))
    assert decompile("ev.target.hp")[:3] == ("char", "target", "hp")
    assert decompile("weird.thing(1)")[0] == "raw"


@pytest.fixture(scope="module")
def text():
    from gicc.compiler.cardtext import library
    ct, b = library()
    assert ct is not None, "the card library does not check"
    return ct


def _by_name(ct, name, kind=None):
    return next(d for d in ct.defs if d.name == name and (kind is None or d.kind == kind))


def test_every_definition_renders_in_every_language(text):
    for d in text.defs:
        for lang in LANGS:
            t = text.render(d, lang)
            for line in t.lines + [l for s in t.skills for l in s.lines]:
                assert line.text.strip(), (d.name, lang, line)


def test_numbers_and_names_come_from_the_card(text):
    ganyu = _by_name(text, "Ganyu", "character")
    en = text.render(ganyu, "en")
    arrow = next(s for s in en.skills if s.name == "Frostflake Arrow")
    # the talent's branch is not the skill's text; the base piercing damage is
    assert "2 Piercing DMG" in arrow.effect() and "3 Piercing" not in arrow.effect()
    zh = text.render(ganyu, "zh_hans")
    assert any(s.name == "霜华矢" for s in zh.skills)
    ja = text.render(ganyu, "ja")
    assert any(s.name == "霜華の矢" for s in ja.skills)


def test_talent_branches_appear_in_the_talent_text(text):
    heart = _by_name(text, "Undivided Heart", "talent")
    for lang, skill in (("en", "Frostflake Arrow"), ("zh_hans", "霜华矢"), ("ja", "霜華の矢")):
        t = text.render(heart, lang)
        talent = [l.text for l in t.lines if l.role == "talent"]
        assert talent and skill in talent[0] and "3" in talent[0], (lang, t.lines)


def test_a_damage_bonus_branch_reads_as_a_bonus(text):
    ning = _by_name(text, "Ningguang", "character")
    star = next(s for s in text.render(ning, "en").skills if s.name == "Starshatter")
    assert "6 Geo DMG" in star.effect() and "+2 DMG" in star.effect()
