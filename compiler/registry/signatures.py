"""The records a registry entry is made of: a parameter, an effect, an event, a property."""

from dataclasses import dataclass


@dataclass
class Param:
    name: str
    type: str
    default: object = None
    keyword: str = None          # given as `keyword value` after the positional ones
    required: bool = True


@dataclass
class Effect:
    name: str
    params: list
    doc: str
    modifier: tuple = ()         # events where it modifies (empty: not a modifier)
    func: str = None             # the runtime function in runtime/fx/ (runtime.fx.NAME)
    asks: bool = False           # it asks the player to choose: the code after it waits for the answer
    pauses: bool = False         # the code after it may have to wait for a choice (it asks, or runs code that may)

    def __post_init__(self):
        self.pauses = self.pauses or self.asks
        if self.func is None:
            self.func = self.name


def P(name, type, default=None, keyword=None):
    return Param(name, type, default, keyword, default is None and keyword is None)


@dataclass
class Event:
    name: str
    fields: tuple
    doc: str
    side: str = "own"


@dataclass
class Prop:
    name: str
    types: tuple
    kinds: tuple
    doc: str
    repeat: bool = False
