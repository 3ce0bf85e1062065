"""What rendering produces (the lines of a definition's text, with their roles) and what it
carries along (the definition and language being rendered, a talent's branch)."""
from dataclasses import dataclass, field

# roles of text lines; the ones a card's official description states are `EFFECT_ROLES`
EFFECT_ROLES = ("rule", "require", "shield", "effect", "usage", "nested", "prepare")

# a talent card's text includes the branches of its character's skills that it changes
CARD_ROLES = EFFECT_ROLES + ("talent",)


@dataclass
class Line:
    role: str          # rule, require, shield, effect, usage, nested, prepare, talent, deck, cost
    text: str


@dataclass
class SkillText:
    id: int
    name: str
    kind: str
    lines: list = field(default_factory=list)

    def effect(self):
        return "\n".join(l.text for l in self.lines if l.role in EFFECT_ROLES)

    @property
    def text(self):
        return "\n".join(l.text for l in self.lines)


@dataclass
class DefText:
    lines: list = field(default_factory=list)
    skills: list = field(default_factory=list)
    kind: str = None

    def effect(self):
        """The text a card's official description states (no cost or deck rules; a talent
        card's text includes the branches it changes, an entity's leaves its talent's out)."""
        roles = CARD_ROLES if self.kind == "talent" else EFFECT_ROLES
        return "\n".join(l.text for l in self.lines if l.role in roles)

    @property
    def text(self):
        return "\n".join(l.text for l in self.lines)


@dataclass
class Note:
    talent: str        # the talent's name (lower case)
    owner: object      # DefIR holding the branch
    skill: object      # SkillIR or None (an entity's handler)
    event: str
    cond: object       # the rest of the condition (tree) or None
    body: list
    orelse: list = None


class TextCtx:
    """What a phrase is rendered for: the definition, the language, the character whose skills and
    talent it names (None outside a character's unit), the names of the definition's counters."""

    def __init__(self, d, lang, char=None):
        self.d, self.lang, self.char = d, lang, char
        self.counters = tuple(d.props.get("counters") or ())
