"""What the 6.1-6.2 supplement cards of branch `supp` added (issue 13; the first ones are in
pool_sup.py)."""
from .effects import EFFECTS
from .signatures import Effect, P

# ---- Lost Legacies In The Sand (330012, 6.2): "挑选一项：…或…" — the player picks one of two
# options, each written as a hidden event card (300008 Disperse The Calamity, 300009 Sanctify The
# Defiled, as the supplement lists them); the one picked takes effect at once.
EFFECTS["choose_play"] = Effect(
    "choose_play", [P("cards", "cards")],
    "The player picks one of the named event cards (挑选一项: all of them are offered, in their order): a "
    "`pick_play` decision, answered with the card's name. The picked card's `on played` handler runs at once "
    "for this player, as a part of the card that asked: it is not taken into the hand, costs nothing, is not "
    "counted as a card played, and no `card_played` event hears it. What follows the effect waits for the "
    "answer.", asks=True)

# ---- Disperse The Calamity (300008): "将敌方1张费用最高的手牌置于牌组底" — Subnautical Hunter
# Mode's `bottom_highest` (pool_qa.py), from the opponent's hand into the opponent's deck.
EFFECTS["bottom_highest"].params.append(P("of", "side", "own", "of"))
EFFECTS["bottom_highest"].doc = (
    "Put up to n cards from a side's hand (yours, or `of opp`) at the bottom of that side's deck, one after "
    "the other the one with the highest original cost (one at random among equals; see `card.original_cost`); "
    "`into COUNTER` adds the number put there.")

# ---- Sanctify The Defiled (300009): "将我方所有手牌置于牌组底，然后抓相同数量+1张手牌" — the number
# drawn is the number put under the deck, which is known only once they are there.
EFFECTS["cycle_hand"] = Effect(
    "cycle_hand", [P("more", "int", 0)],
    "Put every card of your hand at the bottom of your deck (in their order in the hand; neither discarded "
    "nor tuned: no event hears them leave), then draw as many cards as were put there plus n.")

# ---- Escoffier's All-Spectrum Multi-Use Cooking Mek (111159): "任意一方触发冰元素相关反应后" — a
# reaction the opposing side triggered, heard on this side.
from .events import EVENTS  # noqa: E402
from .signatures import Event  # noqa: E402

EVENTS["opp_reaction"] = Event(
    "opp_reaction", ("reaction", "target", "damage", "character"),
    "After the opposing side triggered a reaction (as `reaction` is heard there; `character`: the opposing "
    "character whose damage or element triggered it).", "opp")
