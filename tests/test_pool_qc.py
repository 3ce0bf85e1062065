"""Issue 13 (branch qc): what the cards of Citlali, Mavuika, Chasca, Lan Yan and Shikanoin Heizou
needed of the language and the runtime — `nightsoul_gained` (raised only when points go up), a
skill or a combat card made quick by a cost modifier, and several characters' Nightsoul's
Blessings sharing one name in the library."""
from gicc.runtime import fx
from gicc.runtime.events import Ctx
from gicc.runtime.resolution import resolve
from gicc.runtime.scenario import Scenario, build


def match(lib, characters, **side):
    data = {"players": [dict({"characters": characters}, **side), {"characters": ["Keqing", "Xingqiu"]}],
            "steps": []}
    return build(Scenario("t.yaml", data), lib)


def me(ch):
    return Ctx(ch.player, None, ch, ch.defn)


def test_nightsoul_gained_only_when_points_go_up(lib):
    m = match(lib, [{"card": "Citlali", "statuses": [{"name": 111141, "points": 1}]}, "Fischl"])
    m.subscribed = set(m.subscribed) | {"nightsoul_gained"}
    citlali = m.players[0].characters[0]
    events = []
    m.collect.append(events)
    fx.gain_nightsoul(m, me(citlali), None, 1)          # 1 -> 2: heard
    fx.gain_nightsoul(m, me(citlali), None, 1)          # full: none
    m.collect.pop()
    assert [x[1] for x in events if x[0] == "event"] == ["nightsoul_gained"]
    assert citlali.statuses[0].points == 2


def test_the_library_holds_several_nightsouls_blessings(lib):
    blessings = [d for d in lib.defs if d.name == "Nightsoul's Blessing"]
    assert len(blessings) >= 3 and all(d.nightsoul for d in blessings)
    # the name means the lowest id; each card adds its own by id
    assert lib.entity("Nightsoul's Blessing").id == min(d.id for d in blessings)


def test_a_cost_modifier_makes_a_skill_quick(lib):
    from gicc.runtime import actions as A
    m = match(lib, [{"card": "Shikanoin Heizou", "statuses": [{"name": "Declension", "usage": 2}]}, "Fischl"])
    heizou = m.players[0].characters[0]
    strike = next(s for s in heizou.defn.skills if s.name == "Heartstopper Strike")
    normal = next(s for s in heizou.defn.skills if s.kind == "normal")
    assert A.skill_cost(m, 0, heizou, strike, with_quick=True)[1] is True
    assert A.skill_cost(m, 0, heizou, normal, with_quick=True)[1] is False
    assert heizou.statuses[0].usage == 2               # a preview spends nothing


def test_a_card_reaching_the_hand_runs_its_own_code(lib):
    """A Shadowhunt Shell created in the hand while a Pyro character is active turns into the
    Pyro one; with an Anemo one it stays as it is (entered_hand, become_card), once the effect
    that made it is done."""
    m = match(lib, ["Diluc", "Chasca"])
    resolve(m, fx.add_card, m, me(m.players[0].characters[0]), None, "Shadowhunt Shell")
    m.players[0].active = 1
    resolve(m, fx.add_card, m, me(m.players[0].characters[1]), None, "Shadowhunt Shell")
    assert [c.name for c in m.players[0].hand] == ["Shining Shadowhunt Shell: Pyro", "Shadowhunt Shell"]
    assert all(c.made for c in m.players[0].hand)


def test_a_discarded_card_runs_its_own_code_after_what_discarded_it(lib):
    m = match(lib, ["Chasca", "Diluc"])
    pl = m.players[0]
    fx.add_card(m, me(pl.characters[0]), None, "Shadowhunt Shell")
    deck = len(pl.deck)
    resolve(m, fx.discard_highest, m, me(pl.characters[0]), None, 1)
    assert pl.hand == [] and len(pl.deck) == deck + 1
    assert m.players[1].characters[0].hp == 9
