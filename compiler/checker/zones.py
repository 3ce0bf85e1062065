"""Checking the card-zone effects (creating cards in hands and decks, drawing, discarding):
their lists of card kinds and subtypes, and where in a deck a card goes (E0320, E0321)."""
from .common import A, Lit, R, _text, const_value, did_you_mean


class ZoneChecks:
    """The arguments of `add_to_deck`, `add_random_card` and `draw` that other effects lack."""

    def card_classes(self, args):
        """`of food, location, companion`: card kinds or subtypes, a tuple of words."""
        words = []
        for a in args:
            word = a.dotted if isinstance(a, A.Name) and len(a.parts) == 1 else None
            if word not in R.CARD_CLASSES:
                shown = a.dotted if isinstance(a, A.Name) else _text(a)
                self.err(a.span, "E0313", "`%s` is not a card kind or subtype" % shown,
                         did_you_mean(word, R.CARD_CLASSES) if word else None)
                return None
            words.append(word)
        return Lit(tuple(words))

    def zone_effect(self, s, eff, values):
        """False (after an error) when the arguments cannot go together."""
        if eff.name != "add_to_deck" or "within" not in values:
            return True
        within, _ = values["within"]
        at = values.get("at")
        word = at[0].dotted if at is not None and isinstance(at[0], A.Name) else "random"
        if word != "random":
            self.err(within.span, "E0320", "`within` places a card at random among the top cards; "
                     "it does not go with `at %s`" % word,
                     "drop `within`, or write `at random within N`")
            return False
        n = const_value(within)
        if isinstance(n, int) and not isinstance(n, bool) and n < 1:
            self.err(within.span, "E0321", "`within %d` names no card of the deck: it counts the top cards, "
                     "at least 1" % n)
            return False
        return True
