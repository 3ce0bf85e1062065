"""What the 4.7-6.0 cards of branch `ra` added (issues 12-13)."""
from .effects import EFFECTS
from .signatures import P
from .values import VALUES

# ---- All-Devouring Narwhal's Lightless Feeding: "after Starfall Shower discards 1 card, heal this
# character for that card's Elemental Dice Cost" (治疗此角色该手牌元素骰费用的点数): what the
# discard took is recorded as `mill ... cost_into` records it (Kaveh's Burst Scan), the original
# costs of the cards discarded added to a counter.
EFFECTS["discard_highest"].params += [P("cost_into", "var", None, "cost_into")]
EFFECTS["discard_highest"].doc += " `cost_into COUNTER` adds the sum of their original costs."

# ---- Lord of Eroded Primal Fire's Undying Fury: "敌方打出名称不存在于本局最初牌组的牌时" — in
# `opp_card_played`, whether a card of its name was in the deck its player (the opponent) began the
# match with. Branch `rc` adds the same value (Stage Tepetl) with this name and meaning.
VALUES["card.in_opp_initial_deck"] = ("bool", "_fx.in_opp_initial_deck(m, me, ev.card)", "card")
