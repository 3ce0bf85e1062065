"""The values and the effect the 4.3-4.4 action cards of issue 12 (branch pf) added."""
from .. import damage as D
from .cards import original_cost
from .targets import chars


def element_kinds(m, me, ev, spec):
    """How many different elements the characters a target word names are of (Gilded Dreams)."""
    return len({c.defn.element for c in chars(m, me, ev, spec) if c.defn.element})


def equipped_cost(m, me, ev, spec):
    """The original dice costs of the cards the characters hold as equipment, added up (Opera
    Epiclese); equipment no card put there (an entity of kind `equipment`) costs nothing."""
    return sum(original_cost(e.defn) for c in chars(m, me, ev, spec) for e in c.equipment)


def played_before(m, me, card):
    """A card of this one's name was played by the player earlier in the match (Memento Lens).
    Read while the card is being paid for, it has not been counted yet; in `card_played`, it has."""
    return card is not None and m.players[me.p].played_ids.get(card.id, 0) > 0


def discard_target(m, me, ev):
    """The card's target entity (a summon or a support) is discarded (Sunyata Flower)."""
    if ev is None or ev.dry:
        return
    e = ev.target
    if e is None or hasattr(e, "statuses") or not e.uid:
        return
    D.remove_entity(m, e)
