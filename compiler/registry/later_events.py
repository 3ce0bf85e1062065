"""The events of later versions: healed, before an action, declared end, tuned, discarded, drew, removed, ..."""
from .signatures import Effect, Event
from .words import CARD_ONLY, DOMAINS, ENTITY_KINDS
from .effects import EFFECTS
from .events import EVENTS
from .values import VALUES
from .props import VALUE_RANGES

# ---- New events (issue 10, item 7) -----------------------------------------------------------
# Each event says when it fires; runtime/events.py AFTER lists the "after" ones, delivered when
# the resolution that caused them has finished (docs/resolution.md).  `side` "both": delivered
# to both players, the current player's handlers first; "self": to the entity alone.
EVENTS.update({e.name: e for e in [
    Event("healed", ("character", "heal"),
          "After any character is healed (`character`: the healed one). A heal of a character at full HP "
          "is heard too, with `heal.amount` 0; a `survive` (kept from defeat, healed to N HP) and a `revive` are "
          "heals too (`heal.amount` the HP it then has; a revival's `heal.kind` is `revive`).", "both"),
    Event("revived", ("character",),
          "After one of your characters is revived (`character`: the revived one; it comes back with no status, "
          "so a passive's battle-begin status is attached again here: `on revived when character.is_self`)."),
    Event("before_action", (),
          "Your turn has come, before you choose an action: each time, after a quick action too, and at a turn "
          "a prepared skill then takes; not after you declared the end of the round. A skill a handler of it "
          "uses (`use_skill`) is the turn's action: it is used once every `before_action` effect has run, and "
          "the turn passes (Midare Ranzan)."),
    Event("declared_end", (), "After you declare the end of the round (before the turn passes or the End Phase begins)."),
    Event("tuned", ("card",), "After you discard a card from your hand for Elemental Tuning (`card`: that card)."),
    Event("discarded", ("card",),
          "After an effect discards one of your cards (`card`: that card); a card burnt because the hand "
          "is full is not discarded by an effect, nor is one tuned (`tuned`)."),
    Event("drew", ("card",),
          "After you draw a card, once per card drawn: one burnt because the hand is full is drawn too (then "
          "discarded: seeds 000, 004), one created in the hand is not; the opening hand and its redraw are "
          "no draws."),
    Event("opp_card_played", ("card", "target"), "After the opponent plays a card (a negated one too).", "opp"),
    Event("playing", ("card", "target"),
          "You are about to play a card, its cost paid: `negate` makes its effect void (it still counts "
          "as played: `card_played` and `opp_card_played` are heard)."),
    Event("removed", ("removed",),
          "After a status, combat status, summon, support or piece of equipment of either side leaves "
          "play (usages, shield or duration run out, removed or discarded, its character defeated, "
          "replaced by new equipment; `removed`: the one that left, which does not hear it).", "both"),
    Event("shield_used_up", (), "After this entity's shield points are used up by damage (it leaves play then, "
          "and hears this all the same).", "self"),
    Event("preparing", ("character",),
          "After one of your characters starts preparing a skill (a status with `flag preparing` is attached "
          "to it; `character`: that character)."),
    Event("opp_switched", ("character",), "After the opposing active character changes (`character` is the new one).", "opp"),
]})
EFFECTS["negate"] = Effect("negate", [], "The card being played does nothing: its effect is void (its cost is "
                           "paid, and it counts as played).", modifier=("playing",))
# what a definition is: a heal's source, a removed entity
DOMAINS["kind"] = ("character",) + ENTITY_KINDS + CARD_ONLY
VALUES.update({
    "heal.amount": ("int", "ev.heal.amount", "heal"),
    "heal.source": ("string", "_fx.heal_source(ev)", "heal"),
    "heal.source_kind": ("sym:kind", "_fx.heal_source_kind(ev)", "heal"),
    "removed.name": ("string", "ev.removed.defn.name", "removed"),
    "removed.kind": ("sym:kind", "ev.removed.defn.kind", "removed"),
    "removed.is_mine": ("bool", "(ev.owner == me.p)", "removed"),
    "card.is_event": ("bool", "_fx.card_is_event(ev.card)", "card"),
    "declared_end": ("bool", "m.players[me.p].declared_end", None),
    "opp.declared_end": ("bool", "m.players[1 - me.p].declared_end", None),
})
# an entity in play is of an entity kind; a card's heal comes from the card (or the entity it put in play)
VALUE_RANGES["removed.kind"] = ENTITY_KINDS
