"""The card language's syntax tree.  Every node keeps the span of the text it came from."""
from dataclasses import dataclass, field
from typing import Optional

from .diagnostics import Span


@dataclass
class Node:
    span: Span


# ---- expressions ---------------------------------------------------------------------------

@dataclass
class Num(Node):
    value: int


@dataclass
class Str(Node):
    value: str


@dataclass
class Name(Node):
    parts: list

    @property
    def dotted(self):
        return ".".join(self.parts)


@dataclass
class Call(Node):
    fn: str
    args: list


@dataclass
class BinOp(Node):
    op: str
    left: Node
    right: Node


@dataclass
class Compare(Node):
    op: str            # == != < <= > >= (is → ==, is not → !=)
    left: Node
    right: Node


@dataclass
class In(Node):
    item: Node
    options: list


@dataclass
class BoolOp(Node):
    op: str            # and | or
    items: list


@dataclass
class Not(Node):
    item: Node


@dataclass
class Neg(Node):
    item: Node


# ---- statements ----------------------------------------------------------------------------

@dataclass
class Command(Node):
    word: str
    word_span: Span
    groups: list       # comma-separated groups of arguments (expressions)


@dataclass
class Require(Node):
    cond: Node


@dataclass
class If(Node):
    cond: Node
    body: list
    orelse: Optional[list] = None


@dataclass
class Handler(Node):
    event: str
    event_span: Span
    cond: Optional[Node]
    body: list


@dataclass
class CostItem(Node):
    die: str
    count: int


@dataclass
class Skill(Node):
    kind: str
    id: Optional[int]
    name: str
    cost: list
    body: list
    name_span: Optional[Span] = None
    # `prepared elemental 14054 Wavestrider`: the kind a prepared skill is, whose damage counts as
    # that kind's (Tandoori Roast Chicken's "next Elemental Skill")
    as_kind: Optional[str] = None
    as_kind_span: Optional[Span] = None


@dataclass
class Definition(Node):
    kind: str
    kind_span: Span
    id: Optional[int]
    name: str
    name_span: Span
    body: list
    elements: Optional[tuple] = None     # reactions: ([first...], [second...], alias)
    file: str = ""
    props: dict = field(default_factory=dict)   # filled by the checker


@dataclass
class CardFile(Node):
    path: str
    text: str
    definitions: list
