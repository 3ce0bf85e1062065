"""What the 4.3-4.4 action cards of issue 12 (branch pf) added: what a side's characters took
and hold over the whole match, and an event card that discards the support it is played on."""
from .signatures import Effect, Event
from .effects import EFFECTS
from .events import EVENTS
from .values import FUNCTIONS, VALUES

# Gilded Dreams draws "when an opposing character takes Elemental Reaction DMG" (敌方受到元素
# 反应伤害时), whoever dealt it: `damaged` is heard by the damaged side only, so the other side
# hears the same damage as `opp_damaged` (delivered with it, before the defeats it caused).
EVENTS["opp_damaged"] = Event(
    "opp_damaged", ("damage", "skill", "target", "user"),
    "After an opposing character took DMG, whoever dealt it (`target`: that character).", "opp")

FUNCTIONS.update({
    # Gilded Dreams: "if your team has characters of 3 different Elemental Types" — the team
    # (defeated characters too, as the reference engine counts)
    "element_kinds": (("group",), "int", "_fx.element_kinds(m, me, ev, {0})",
                      "how many different elements the characters the target word names are of (`team`: "
                      "defeated ones too)"),
    # Opera Epiclese compares "the original Elemental Dice cost of the cards equipped to your
    # characters" with the opponent's
    "equipped_cost": (("target",), "int", "_fx.equipped_cost(m, me, ev, {0})",
                      "the original dice costs (`card.original_cost`) of the cards the characters the target "
                      "word names hold as equipment, added up"),
})

VALUES.update({
    # Memento Lens: "if you have played a card of the same name earlier this match"
    "card.played_before": ("bool", "_fx.played_before(m, me, ev.card)", "card"),
    # Jeht: "the number of cards discarded from your Support Zone this match" — every support
    # that left it (used up, discarded, replaced), not one moved to the other side (transfer)
    "supports_discarded": ("int", "m.players[me.p].supports_gone", None),
    # Fell Dragon's Awakening: "each card discarded from your Summon Zone in this match" — every
    # summon that left it (used up, discarded)
    "summons_discarded": ("int", "m.players[me.p].summons_gone", None),
    # Silver and Melus: "the kinds of Elemental DMG the opposing characters have taken this match"
    "elements_taken": ("int", "len(m.players[me.p].elements_taken)", None),
    "opp.elements_taken": ("int", "len(m.players[1 - me.p].elements_taken)", None),
})

# Sunyata Flower: "choose a card in your Support Zone and discard it" — the card is played on
# that support (`target own_support`) and discards it
EFFECTS["discard_target"] = Effect(
    "discard_target", [],
    "The event's target entity (the summon or support a card is played on) leaves play: it is discarded.")
