"""What the 5.7-6.0 characters of branch `rb` need (Mavuika, Yumemizuki Mizuki): a character's
special energy, a pick among named cards, a Nightsoul consumption kept."""
from ..choices import ask
from .targets import chars


# ---- special energy (Mavuika's Fighting Spirit) --------------------------------------------

def special_energy_of(ch):
    return ch.special if ch is not None else 0


def gain_special_energy(m, me, ev, n, to="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        top = t.defn.special_energy[1] if t.defn.special_energy else 0
        if n > 0 and t.special < top:
            t.special = min(top, t.special + n)
            m.say("  P%d %s has %d %s" % (t.player, t.defn.name, t.special, t.defn.special_energy[0]))


def spend_special_energy(m, me, ev, of="self"):
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, of):
        if t.special:
            m.say("  P%d %s spends %d %s" % (t.player, t.defn.name, t.special, t.defn.special_energy[0]))
            t.special = 0


# ---- 挑选 among named cards -------------------------------------------------------------------

def choose_named_card(m, me, ev, n, cards):
    """Offer n different ones of the named cards, at random; the one picked is created in the
    hand (choices.py answers a `pick_card` decision so)."""
    if ev is not None and ev.dry:
        return
    pool = [m.lib.card(x) for x in cards]
    offered = m.rng.sample(pool, min(max(n, 0), len(pool)))
    if offered:
        ask(m, me, ev, "pick_card", [d.name for d in offered], (me.p, offered))


# ---- a Nightsoul consumption kept (Crucible of Death and Life) -------------------------------

def keep_nightsoul(m, me, ev):
    if ev is not None and ev.name == "nightsoul_consuming":
        ev.saved = True
