"""Card text generated from the card itself, in English, Simplified Chinese and Japanese.

A definition's IR (compiler/ir.py) is rendered through one Jinja2 phrase per effect, event,
value, function, property and condition shape, kept per language in compiler/text/<lang>.yaml.
Names of cards, statuses, summons, characters and skills come from the translation files
(cards/i18n/<lang>.yaml; English is the definition's own name); numbers come from the
definition.  So the text says what the card does, and cannot disagree with it.

  phrases.py      the phrase files (Phrases)
  decompiler.py   condition code read back into registry terms (decompile)
  records.py      the lines a text is made of (Line, SkillText, DefText) and the render context
  conditions.py   values and conditions in words
  effects.py      effects, statement blocks, handler lines
  talents.py      `if has(Talent)` branches, shown on the talent card
  definitions.py  CardText: a whole definition's text from those parts; library()

CardText is one class made of the mixins of conditions.py, effects.py and talents.py, so a
phrase of any part can call any other (`self.cond`, `self.call`, `self._lines`)."""
from .decompiler import decompile, walk
from .definitions import CardText, library
from .phrases import LANGS, TEXT_DIR, Phrases
from .records import CARD_ROLES, EFFECT_ROLES, DefText, Line, SkillText
