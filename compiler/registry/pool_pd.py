"""What the 4.6-4.8 cards of branch pd added (issue 12): a card's own discard, ..."""
from .signatures import Event
from .events import EVENTS

# ---- Chevreuse's Overcharged Ball: "when this card is discarded: 1 Pyro DMG" (此牌被舍弃时).  A
# card in a hand or a deck is in no zone that hears events; this one is raised for the card
# itself when an effect discards it, and its handler runs for the card's player at once, as its
# `on played` would.  Only a card has it (E0440).
EVENTS["self_discarded"] = Event(
    "self_discarded", ("card",),
    "This card was discarded by an effect, from its player's hand or deck (`discard_card`, `discard_highest`, "
    "`mill`): its handler runs at once for its player, as `on played` does. A card used for Elemental Tuning or "
    "burnt because the hand is full is not discarded by an effect. Cards only (E0440).", "self")
CARD_OWN_EVENTS = ("self_discarded",)
