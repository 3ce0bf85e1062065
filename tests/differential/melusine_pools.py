"""Which cards Serene's Melusine Support cards make in the reference engine (gitcg, the `oracle`
extra): each card is played over and over in a few matches of its own (a deck of 30 of it, Omni
dice), and the cards it put into the hand (or the supports it put into play) are compared with
the pools the card file names (cards/actions/322027-serene.card, docs/language.md "Melusine
Support pools").  A card outside a pool fails; a pool card not reached in that many matches is
only counted.  About 3 s a match:

    python tests/differential/melusine_pools.py --matches 25
"""
import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent))

from difforacle import DATA_VERSION                        # noqa: E402
from difforacle.recorder import import_gitcg               # noqa: E402
from difforacle.view import decode_state                   # noqa: E402
from test_pool_serene import AWESOME_EVENTS, COMPANIONS, MELUSINE_SUPPORTS   # noqa: E402

OMNI, NOT_DICE = 8, (9, 10)          # the reference engine's Omni die; energy and Arcane Legend costs
STRATEGIZE = 332004
CHARACTERS = [1401, 1201, 1301]       # Fischl, Barbara, Diluc


def play(gitcg, card, seed, rounds=2):
    """One match in which player 0 plays `card` whenever it can and ends the round otherwise;
    the decoded state when round `rounds` is over."""
    P, ll = gitcg.proto, gitcg.low_level
    cp = gitcg.CreateParam(deck0=gitcg.Deck(CHARACTERS, [card] * 30),
                           deck1=gitcg.Deck(CHARACTERS, [STRATEGIZE] * 30), version=DATA_VERSION)
    cp.set_attr(ll.ATTR_STATE_CONFIG_RANDOM_SEED, seed)
    game = gitcg.Game(state=gitcg.State(create_param=cp))
    game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
    game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)

    class Agent(gitcg.Player):
        def __init__(self, who):
            self.who = who

        def on_notify(self, n):
            pass

        def on_io_error(self, msg):
            raise RuntimeError(msg)

        on_switch_hands = lambda self, req: P.SwitchHandsResponse()          # noqa: E731
        on_reroll_dice = lambda self, req: P.RerollDiceResponse()            # noqa: E731
        on_choose_active = lambda self, req: P.ChooseActiveResponse(active_character_id=req.candidate_ids[0])  # noqa: E731
        on_select_card = lambda self, req: P.SelectCardResponse(                # noqa: E731
            selected_definition_id=req.candidate_definition_ids[0])

        def on_action(self, req):
            if self.who == 0:
                hands = decode_state(game.json())["players"][0]["hands"]
                for i, a in enumerate(req.action):
                    if a.validity == 0 and a.WhichOneof("action") == "play_card" and next(
                            h["definition"]["id"] for h in hands if h["id"] == a.play_card.card_id) == card:
                        dice = sum(q.count for q in a.required_cost if q.type not in NOT_DICE)
                        return P.ActionResponse(chosen_action_index=i, used_dice=[OMNI] * dice)
            return P.ActionResponse(chosen_action_index=next(
                i for i, a in enumerate(req.action) if a.HasField("declare_end")))

    game.set_player(0, Agent(0))
    game.set_player(1, Agent(1))
    game.start()
    while game.is_running() and decode_state(game.json())["roundNumber"] <= rounds:
        game.step()
    return decode_state(game.json())


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--matches", type=int, default=25)
    args = ap.parse_args(argv)
    gitcg = import_gitcg()
    from gicc.compiler.cli import load_library
    lib = load_library()
    kind = lambda k: {d.id for d in lib.cards() if d.kind == k and not d.hidden}   # noqa: E731
    melusine = {d.id for d in lib.cards() if d.name in MELUSINE_SUPPORTS}
    pools = {322027: ("hand", melusine), 302206: ("hand", kind("food")), 302207: ("hand", kind("artifact")),
             302208: ("hand", kind("weapon")), 302209: ("hand", AWESOME_EVENTS),
             302212: ("hand", kind("arcane_legend")), 302213: ("supports", COMPANIONS)}
    bad = 0
    for card, (zone, pool) in pools.items():
        seen = set()
        for seed in range(1, args.matches + 1):
            r = play(gitcg, card, seed)
            if zone == "hand":
                seen |= {h["definition"]["id"] for h in r["players"][0]["hands"]} - {card}
            else:
                seen |= {s["definition"]["id"] for p in r["players"] for s in p["supports"]}
        outside = sorted(seen - pool)
        bad += bool(outside)
        print("%d: %d of its pool of %d reached%s" % (card, len(seen & pool), len(pool),
                                                      ", outside it: %s" % outside if outside else ""))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
