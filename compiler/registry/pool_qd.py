"""What the 5.8-6.0 characters of issue 13 (branch qd) added."""
from .signatures import Effect, P
from .effects import EFFECTS
from .props import PROPS

# Gluttonous Yumkasaur Mountain King's Gluttonous Rex: "at random, attach 1 Well Fed and Strong
# or 1 Well Fed and Sturdy, or gain 1 extra Max HP": one of several character statuses, or (with
# `max_hp N`) N extra Max HP as one more option, each option as likely.
EFFECTS["attach_random"] = Effect(
    "attach_random", [P("what", "statuses"), P("max_hp", "int", 0, "max_hp"), P("to", "target", "self", "to")],
    "To each of the characters, one option at random (the match's seeded generator), each as likely: attach one of "
    "the named character statuses, or, with `max_hp N`, gain N extra Max HP (and N HP).")

# Gluttonous Rex acts "twice per round": a character's passive may have an allowance of its own
# (`per_round N` on the character; `self.round_left` and `use_round` in its own handlers), shown
# with the passive as the game shows it.
PROPS["per_round"].kinds = PROPS["per_round"].kinds + ("character",)
