"""Elemental Transfiguration (元素幻变, seed 003): a card the rules draw out of the deck."""
from .signatures import Event, Prop
from .events import EVENTS
from .props import PROPS

# Seed 003's glossary: 「元素幻变：行动阶段开始时，若队伍中包含元素幻变的两种元素类型的角色且不
# 包含其他元素的角色，则将此牌抽出，然后弃置并生成至场上，然后将4个骰子转化为幻变的元素类型。」
# The card names the two elements its team must be made of and the element it transfigures into;
# what it "generates onto the field" is its `on transfigured` handler (it is not played: no cost,
# no `card_played`).  runtime/transfiguration.py applies the rule.
PROPS["transfiguration"] = Prop(
    "transfiguration", ("element", "element", "element"), ("event",),
    "Elemental Transfiguration (元素幻变): `transfiguration A B C` — when an action phase begins and the "
    "player's team holds characters of elements A and B and of no other element, the card is drawn out of "
    "the deck and discarded, its `on transfigured` handler puts what it makes into play, and 4 of the "
    "player's dice become C (seed 003).")
EVENTS["transfigured"] = Event(
    "transfigured", (),
    "This Elemental Transfiguration card has just been drawn out of the deck and discarded by its rule "
    "(`transfiguration`): what it puts into play.", "self")
