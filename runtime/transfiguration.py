"""Elemental Transfiguration (元素幻变, seed 003): a card in the deck that the rules draw out.

「行动阶段开始时，若队伍中包含元素幻变的两种元素类型的角色且不包含其他元素的角色，则将此牌抽出，
然后弃置并生成至场上，然后将4个骰子转化为幻变的元素类型。」

A card with `transfiguration A B C` (compiler/registry/transfiguration.py) is looked for in each
player's deck when an action phase begins, the first player's deck first, before the phase's own
"action phase begins" effects.  The seed leaves three things open; gicc decides them so:
- "the team" is the three characters the deck was built with, defeated ones too (a team's
  composition, as deck requirements count it);
- "discarded and generated onto the field": the card leaves the deck as a discarded card
  (`discarded` is heard), and its `on transfigured` handler puts into play what it makes;
- "4 dice": those that are neither Omni nor of the element already, from the kind held most
  (ties in the dice's order), so Omni dice are never taken; fewer when fewer are held."""
from .defs import DICE, DIE_INDEX
from .dice import gain as dice_gain, lose as dice_lose
from .events import Ctx
from .fx.cards import discarded
from .resolution import run_handlers

CONVERTED = 4


def transfigure(m, p):
    pl = m.players[p]
    team = {c.defn.element for c in pl.characters}
    for card in [c for c in pl.deck if c.defn.transfiguration is not None]:
        a, b, into = card.defn.transfiguration
        if team != {a, b} or not any(c is card for c in pl.deck):
            continue
        pl.deck.remove(card)
        pl.cards_discarded += 1
        if m.verbose:
            m.say("P%d: Elemental Transfiguration %s is drawn out of the deck and discarded" % (p, card.defn.name))
        discarded(m, p, card.defn, from_deck=True)
        hs = card.defn.handlers.get("transfigured")
        if hs:
            run_handlers(m, hs, Ctx(p, None, pl.characters[pl.active], card.defn), None)
        convert(m, p, into, CONVERTED)


def convert(m, p, element, n):
    """n dice of player p that are neither Omni nor `element` become `element`."""
    pl = m.players[p]
    to = DIE_INDEX[element]
    done = 0
    while done < n:
        kinds = [i for i in range(len(DICE)) if i != to and DICE[i] != "omni" and pl.dice[i] > 0]
        if not kinds:
            break
        i = max(kinds, key=lambda k: (pl.dice[k], -k))
        dice_lose(pl, i)
        dice_gain(pl, to)
        done += 1
    if done:
        if m.verbose:
            m.say("  P%d converts %d dice to %s" % (p, done, element))
