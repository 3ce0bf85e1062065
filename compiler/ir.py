"""What the checker hands the code generator: definitions with every name resolved and every
expression already typed.  Literal values stay values (`Lit`) until the template quotes them;
`Code` holds Python built only from the registry's templates and quoted literals."""
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Lit:
    value: object


@dataclass(frozen=True)
class Code:
    text: str


# a condition passed to an effect (`choose_character ... where (COND)`): a function of its own
# that the effect calls for each candidate
COND_PREFIX = "lambda m, me, ev: "


@dataclass
class Call:
    line: int
    func: str
    args: list
    modifier: bool = False


@dataclass
class IfStmt:
    line: int
    cond: Code
    body: list
    orelse: list = None


@dataclass
class Resume:
    """After a call that may stop for a player's choice: if it stopped, `cont` (a function of the
    same module) runs the rest after the answer, and this function returns (codegen.py)."""
    line: int
    cont: str


@dataclass
class Fn:
    name: str
    line: int
    cond: Code = None
    body: list = field(default_factory=list)
    returns: bool = False        # a `require` condition: the function returns it
    action_kinds: frozenset = None   # a cost handler: the actions it can act on (None: any; checker/listens.py)


@dataclass
class SkillIR:
    id: int
    name: str
    kind: str
    cost: list
    damage: int
    element: str
    fn: Fn
    line: int
    require: Fn = None             # `require` in the skill: when it can be chosen
    as_kind: str = None            # a prepared skill's own kind (`prepared elemental ...`)


@dataclass
class DefIR:
    kind: str
    id: int
    name: str
    line: int
    props: dict
    handlers: dict                 # event -> [Fn]
    skills: list
    require: Fn = None
    modify: Fn = None              # reactions: the damage-modifying half
    play: Fn = None                # cards: `on played`; reactions: the after-damage half
    elements: tuple = None
