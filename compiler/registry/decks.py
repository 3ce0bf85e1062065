"""What decks need of a card: its share id, for the game's deck share codes."""
from .signatures import Prop
from .words import CARD_KINDS
from .props import PROPS

# The game's share codes (分享码) name the 3 characters and 30 cards of a deck by these ids
# (runtime/sharecode.py); a fact of the reference (`share_id`), checked by `gicc check --reference`.
PROPS["share_id"] = Prop(
    "share_id", ("int",), ("character",) + CARD_KINDS,
    "The id the game's deck share codes use for this character or card (a fact of the reference); "
    "`gicc deck encode` and `decode` read it.")
