"""Dealing damage, healing and applying an element: the card side of the damage pipeline, which
lives in runtime/damage.py."""
from .. import damage as D
from ..events import Considering, Ev, dispatch, HealEv
from .targets import chars


def _dmg_source(me, ev):
    skill = ev.skill if ev is not None and ev.name == "skill" else None
    return skill


CARD_DAMAGE_KINDS = ("event", "food", "talent", "weapon", "artifact", "technique", "support", "arcane_legend")


def damage(m, me, ev, element, amount, to="opp.active", where=None):
    if m.winner is not None or (ev is not None and ev.dry):
        return
    if element == "swirled":
        element = ev.swirled
    elif element == "self.element":
        element = me.e.element if me.e is not None and me.e.element else me.defn.element
    # a reaction's own body (Swirl's spread) deals the reaction's damage; an entity's
    # `on reaction` handler deals its own
    in_reaction = (ev is not None and ev.name == "reaction" and me.defn is not None
                   and me.defn.kind == "reaction")
    if in_reaction:
        # the reaction's own damage (Swirl's spread) is nobody's skill, character's or summon's:
        # no skill or equipment bonus reaches it, only what names the reaction and the
        # reactions on its own target change it (seeds 003, 004)
        src_ch = src_e = skill = None
    else:
        src_ch, src_e, skill = me.ch, me.e, _dmg_source(me, ev)
    # a card's own damage, from the hand or as it is played (Flamestrider: Soaring Ascent's when
    # discarded from the hand: a technique card), is not its player's active character's
    by_card = me.defn is not None and me.defn.kind in CARD_DAMAGE_KINDS and me.e is None
    if (me.e is not None or by_card) and not in_reaction:
        src_ch = None           # a status's, summon's or played card's damage is not the character's own
    plunge = charged = False
    if skill is not None:
        plunge, charged = ev.plunge, ev.charged
    targets = chars(m, me, ev, to)
    if where is not None:
        # only the characters for which the condition holds (`character`: the one considered)
        targets = [t for t in targets if where(m, me, Considering(ev if ev is not None else Ev("damage"), t))]
    for t in targets:
        D.deal_damage(m, side_of_source(me), src_ch, src_e, t, element, amount, skill, by_card=by_card,
                      plunge=plunge, charged=charged,
                      from_reaction=me.defn.name if in_reaction else None,
                      via=ev.dmg if in_reaction else None)
        if m.winner is not None:
            return


def heal(m, me, ev, amount, to="self"):
    if ev is not None and ev.dry:
        return
    # who heals, as for damage: a character's own skill or passive, else the status, summon or
    # card; the healer's side hears `healing` first (heal_bonus)
    # a card's own damage, from the hand or as it is played (Flamestrider: Soaring Ascent's when
    # discarded from the hand: a technique card), is not its player's active character's
    by_card = me.defn is not None and me.defn.kind in CARD_DAMAGE_KINDS and me.e is None
    src_ch = me.ch if me.e is None and not by_card else None
    source = me.e.defn if me.e is not None else me.defn
    for t in chars(m, me, ev, to):
        # `heal.source` is known while the healing is done too (a summon's own heal_bonus)
        h = D.Healing(me.p, src_ch, me.e, t, amount, source=source)
        dispatch(m, "healing", HealEv("healing", heal=h, target=t), (me.p,))
        D.heal(m, t, h.amount, skill=_dmg_source(me, ev), healing=h, source=source)


def apply(m, me, ev, element, to="self"):
    if ev is not None and ev.dry:
        return
    # like damage: an element a status, a summon or a played card applies is not a character's
    # own (Joyous Celebration's reaction is triggered by no character: Instructor's Cap)
    src_ch = me.ch if me.e is None and me.defn is not None and me.defn.kind == "character" else None
    if element == "active":             # the element of your active character (Joyous Celebration)
        pl = m.players[me.p]
        element = pl.characters[pl.active].element
    for t in chars(m, me, ev, to):
        D.apply_without_damage(m, side_of_source(me), src_ch, t, element, me.e)


def side_of_source(me):
    """The side whose damage (or element) an effect deals: an entity's creator's, wherever the
    entity stands (a Seed of Skandha on an opposing character deals its creator's damage: that
    side's bonuses and reactions), else the side the code runs for."""
    e = me.e
    # a summon is its own zone's side's, whoever summoned it (Narration Footnotes: 双方召唤,
    # each side summons its Toy Guard; differential seed 5019)
    if e is not None and e.creator is not None and e.defn.kind != "summon":
        return e.creator[0]
    return me.p
