"""The effects and values the 5.0-5.6 action cards of branch `rc` added."""
from .. import zones
from ..choices import ask
from ..defs import DIE_INDEX
from ..dice import gain as dice_gain, lose as dice_lose
from .dice import die_kind


def convert_some(m, me, ev, n, die):
    """n dice not of `die` become it (Stage Tepetl, Conductor's Top Hat): the kinds held fewest
    of first, so a lone die of an element the player cannot use goes before a pair (among kinds
    held as often, the game's order of the dice); fewer when fewer are held."""
    if ev is not None and ev.dry:
        return
    pl = m.players[me.p]
    die = die_kind(m, me, die)
    if die is None:
        return
    to = DIE_INDEX[die]
    done = 0
    while done < n:
        held = [(cnt, i) for i, cnt in enumerate(pl.dice) if i != to and cnt > 0]
        if not held:
            break
        _cnt, i = min(held)
        dice_lose(pl, i, 1)
        dice_gain(pl, to, 1)
        done += 1
    if done:
        m.say("  P%d converts %d %s to %s" % (me.p, done, "die" if done == 1 else "dice", die))


def add_created_usage(m, me, ev, n):
    """The entity that just entered play (`on created`) gains n usages, not capped."""
    if ev is None or ev.dry:
        return
    e = ev.created
    if e is None or not e.uid or e.usage is None or n <= 0:
        return
    e.usage += n
    m.say("  %s has %d usage%s" % (e.defn.name, e.usage, "" if e.usage == 1 else "s"))
    zones.usage_gained(m, e)


def trigger_chosen_summon(m, me, ev, of="own"):
    """Ask the player to choose one of a side's summons with an End Phase effect (Spiritway);
    choices.answer has it act."""
    if ev is not None and ev.dry:
        return
    from .targets import side_of
    p = side_of(m, me, ev, of)
    pool = [e for e in m.players[p].summons if e.uid and "end_phase" in e.defn.handlers]
    if pool:
        ask(m, me, ev, "pick_own_summon", [e.defn.name for e in pool], (p, pool))


def swap_hands(m, me, ev):
    """The two hands change places (In the Name of the Extreme).  Each card leaves its player
    through `cards_taken` and enters the other's as made, as a card taken does (steal_highest);
    `card_gained` hears them arrive, no draw does."""
    if ev is not None and ev.dry:
        return
    from ..handcards import entered_hand
    mine, theirs = m.players[me.p], m.players[1 - me.p]
    moves = ((1 - me.p, theirs, mine.hand), (me.p, mine, theirs.hand))
    mine.hand, theirs.hand = [], []
    for p, pl, cards in moves:
        m.players[1 - p].cards_taken += len(cards)
        pl.cards_made += len(cards)
        for c in cards:
            c.made = True
            pl.hand.append(c)
            entered_hand(m, p, c)
    m.say("  P%d and P%d swap their hands" % (me.p, 1 - me.p))


def choose_status(m, me, ev, n, names, to="self"):
    """Offer n different ones of the named character statuses at random (Mystique Soup); the one
    the player picks is attached to the characters `to` names (choices.answer)."""
    if ev is not None and ev.dry:
        return
    from .choosing import _offer
    from .targets import chars
    targets = chars(m, me, ev, to)
    offered = _offer(m, [m.lib.entity(x) for x in names], n)
    if offered and targets:
        ask(m, me, ev, "pick_status", [d.name for d in offered], (targets, offered, zones.made_by(me)))

