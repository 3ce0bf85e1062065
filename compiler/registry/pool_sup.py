"""What the 6.1-6.2 supplement cards of branch `sup` added (issue 13).

The supplement (shared/reference/supplement_after_v6_0.json) has the Chinese text only: no
official English (or Japanese) name.  A card's name in a card file is its identifier in the
language; for these cards it is the supplement's `en_from_identifier` (derived from a code
identifier, not an official name), and the property below marks it, so that every place that
shows a user the English name (card text, `gicc docs`, `gicc cards --json` names.en) shows it as
missing rather than passing the identifier off as the official name."""
from .signatures import Prop
from .props import ALL, PROPS

# ---- every 6.1-6.2 card and entity of the supplement (Noblesse Oblige, Gilded Hall, ...)
PROPS["no_official_name"] = Prop(
    "no_official_name", (), ALL,
    "The card has no official English name (the 6.1-6.2 supplement gives Chinese only): its name "
    "is an identifier, and the English name shown to users is `(no official English name) NAME`.")

# ---- Plan To Save The World (332058, 6.2): "双方出战角色生命值变为5" — a character's HP becomes
# a number (at most its Max HP): losing HP so is no damage and gaining it no healing (the text
# says neither); defeated characters are not changed.
from .effects import EFFECTS  # noqa: E402
from .signatures import Effect, P  # noqa: E402

EFFECTS["set_hp"] = Effect(
    "set_hp", [P("n", "int"), P("to", "target", "self", "to")],
    "The HP of the living characters the target word names becomes n (at most their Max HP): no damage, no "
    "healing, nothing hears it.")
