"""Match set-up: opening hands, Arcane Legends, mulligan, first actives, the first roll."""
from gicc.runtime import engine as E
from gicc.runtime.decks import Deck


def deck(lib, legend=True):
    cards = [lib.get("Sweet Madame")] * 2 + [lib.get("Strategize")] * 2 + [lib.get("Paimon")] * 2
    cards += [lib.get("Starsigns")] * 2 + [lib.get("Toss-Up")] * 2 + [lib.get("Liben")] * 2
    cards += [lib.get("Timmie")] * 2 + [lib.get("Calx's Arts")] * 2 + [lib.get("Changing Shifts")] * 2
    cards += [lib.get("Leave It to Me!")] * 2 + [lib.get("Dawn Winery")] * 2 + [lib.get("Mondstadt Hash Brown")] * 2
    cards += [lib.get("Lotus Flower Crisp")] * 2 + [lib.get("Adeptus' Temptation")] * 2 + [lib.get("Favonius Cathedral")]
    cards.append(lib.get("Vicious Ancient Battle") if legend else lib.get("Favonius Cathedral"))
    assert len(cards) == 30
    return Deck("t", [lib.get("Diluc"), lib.get("Fischl"), lib.get("Keqing")], cards)


def test_opening_hands_hold_the_arcane_legend_and_five_cards(lib):
    for seed in range(20):
        m = E.new_match(lib, [(d.characters, d.cards) for d in (deck(lib), deck(lib))], seed=seed)
        for p in m.players:
            assert len(p.hand) == 5 and len(p.deck) == 25
            assert "Vicious Ancient Battle" in [c.defn.name for c in p.hand]
        assert m.phase == "setup" and m.first in (0, 1)
    firsts = {E.new_match(lib, [(deck(lib).characters, deck(lib).cards)] * 2, seed=s).first for s in range(20)}
    assert firsts == {0, 1}        # a coin toss, not a constant


def test_mulligan_then_first_actives_then_the_roll(lib):
    m = E.new_match(lib, [(d.characters, d.cards) for d in (deck(lib, False), deck(lib, False))], seed=1)
    f = m.first
    kinds = [(d.player, d.kind) for d in m.pending]
    assert kinds == [(f, "mulligan"), (1 - f, "mulligan"), (f, "initial"), (1 - f, "initial")]
    hand_before = [c.defn.name for c in m.players[f].hand]
    E.apply(m, E.Action("mulligan", f, choice=[0, 1, 2]))
    assert len(m.players[f].hand) == 5 and len(m.players[f].deck) == 25
    assert [c.defn.name for c in m.players[f].hand][:2] == hand_before[3:]
    E.apply(m, E.Action("mulligan", 1 - f, choice=[]))
    try:
        E.apply(m, E.Action("initial", 1 - f, choice=0))
        raise AssertionError("the second player chose before the first")
    except E.IllegalAction:
        pass
    E.apply(m, E.Action("initial", f, choice=2))
    E.apply(m, E.Action("initial", 1 - f, choice=1))
    assert m.players[f].active == 2 and m.players[1 - f].active == 1
    assert m.phase == "roll" and m.round == 1
    assert [sum(p.dice) for p in m.players] == [8, 8]
    assert [(d.player, d.kind) for d in m.pending] == [(f, "reroll"), (1 - f, "reroll")]
    E.apply(m, E.Action("reroll", f, dice=[]))
    E.apply(m, E.Action("reroll", 1 - f, dice=[]))
    assert m.phase == "action" and m.current == f


def test_the_first_active_character_is_switched_in(lib):
    """Choosing the first active character is being switched in: Kamisato Ayaka's Kamisato Art:
    Senho gives her the Cryo infusion at once (the reference engine); a standby one gets none."""
    d = deck(lib, False)
    chars = [lib.get("Diluc"), lib.get("Kamisato Ayaka"), lib.get("Fischl")]
    m = E.new_match(lib, [(chars, d.cards), (chars, d.cards)], seed=3)
    while m.phase == "setup":
        d0 = m.pending[0]
        a = next(a for a in E.legal_actions(m) if d0.kind != "initial" or a.choice == (1 if d0.player == 0 else 0))
        E.apply(m, a)
    ayaka0, ayaka1 = m.players[0].characters[1], m.players[1].characters[1]
    assert [e.name for e in ayaka0.statuses] == ["Cryo Elemental Infusion", "Kamisato Art: Senho"]
    assert ayaka1.statuses == []
