"""Runtime support for what branch `ra` added (compiler/registry/pool_ra.py)."""


def in_opp_initial_deck(m, me, card):
    """A card of that name was in the opposing deck when the match began (Undying Fury: the
    opponent plays a card whose name their starting deck did not hold; Stage Tepetl)."""
    return card is not None and any(c.name == card.name for c in m.players[1 - me.p].initial_deck)
