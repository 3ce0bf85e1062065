"""Events and the dispatcher.

Handlers run in the order of rules.md "Resolution order": the given player first, then the
other; within a player the characters from the active one rightwards (each with its passives,
then its equipment and statuses as one kind, seed 004), then combat statuses, summons, supports;
within a kind, the order of entering play.  Only definitions that subscribe to the event are reached."""


class Ctx:
    """Who a handler runs for: the owning player, the entity (None for a character's own
    skills and passives, or a played card), the character it is attached to or acts through,
    and the definition whose code runs.  `chosen`: the character its player picked with
    `choose_character` (runtime/choices.py), the target word `chosen` of the code after it."""
    __slots__ = ("p", "e", "ch", "defn", "chosen")

    def __init__(self, p, e, ch, defn):
        self.p, self.e, self.ch, self.defn = p, e, ch, defn
        self.chosen = None


def make_ctx(p, e, ch, defn):
    """A Ctx as the dispatcher makes one for each subscriber it runs: without __init__'s
    argument parsing (compiled, five stores)."""
    c = Ctx.__new__(Ctx)
    c.p, c.e, c.ch, c.defn, c.chosen = p, e, ch, defn, None
    return c


class Ev:
    """The data of one event, as a small record of its kind: the base record carries the event's
    name and `dry` (a cost preview: only modifiers run) and nothing else; each kind below adds
    the fields its events carry.  A field a kind does not carry reads as its default (the class
    attributes here), so code that reads any event's `target`, `dmg` or `character` needs no test
    of the kind, and a record costs only its own fields."""
    __slots__ = ("name", "dry")
    dmg = skill = user = card = target = reaction = cost = src = dst = character = None
    swirled = action = heal = fixed = outcome = removed = owner = holder = made = dice = created = None
    rerolls = 0
    saved = quick = by_card = plunge = charged = prepared = no_energy = keep_usage = again = negated = False

    def __init__(self, name, dry=False):
        self.name, self.dry = name, dry


class DamageEv(Ev):
    """damage_convert, deal_damage, incoming_damage, reduce_damage, damaged, dealt_damage."""
    __slots__ = ("dmg", "skill", "user", "target")

    def __init__(self, name, dmg=None, skill=None, user=None, target=None):
        self.name, self.dry = name, False
        self.dmg, self.skill, self.user, self.target = dmg, skill, user, target


class ReactionEv(Ev):
    """reaction, element_reacted: `swirled` the element a Swirl spread."""
    __slots__ = ("reaction", "target", "dmg", "character", "swirled")

    def __init__(self, name, target=None, dmg=None, character=None, reaction=None, swirled=None):
        self.name, self.dry = name, False
        self.target, self.dmg, self.character, self.reaction, self.swirled = target, dmg, character, reaction, swirled


class SkillEv(Ev):
    """A skill or technique being used (its body, its `require`), skill_used, opp_skill_used,
    prepare: `outcome` what the skill did (run_skill), `no_energy` set by its modifier."""
    __slots__ = ("skill", "user", "character", "by_card", "charged", "plunge", "prepared", "no_energy", "outcome")

    def __init__(self, name, skill=None, user=None, character=None, by_card=False, charged=False, plunge=False,
                 prepared=False, outcome=None):
        self.name, self.dry = name, False
        self.skill, self.user, self.character = skill, user, character
        self.by_card, self.charged, self.plunge, self.prepared = by_card, charged, plunge, prepared
        self.no_energy, self.outcome = False, outcome


class CostEv(Ev):
    """cost, opp_cost: the cost being paid for an action (`quick` set by its modifier)."""
    __slots__ = ("action", "skill", "card", "cost", "target", "user", "quick", "charged", "plunge")

    def __init__(self, name, cost=None, skill=None, user=None, card=None, target=None, dry=False, action=None,
                 charged=False, plunge=False):
        self.name, self.dry = name, dry
        self.cost, self.skill, self.user, self.card, self.target = cost, skill, user, card, target
        self.action, self.charged, self.plunge, self.quick = action, charged, plunge, False


class CardEv(Ev):
    """A card played (its effect, its `require`), playing (`negated` set by `negate`),
    card_played (`made`: the entity it put in play), opp_card_played, drew, discarded and
    self_discarded (`src`: what discarded it; `from_deck`: discarded from the deck, not the
    hand), tuned."""
    __slots__ = ("card", "target", "made", "negated", "src", "from_deck")

    def __init__(self, name, card=None, target=None, made=None, src=None, from_deck=False):
        self.name, self.dry = name, False
        self.card, self.target, self.made, self.negated, self.src = card, target, made, False, src
        self.from_deck = from_deck


class HeldCardEv(CardEv):
    """entered_hand, self_discarded: a card's own events in a hand (`held`: the HandCard that
    reached the hand, which `become_card` changes)."""
    __slots__ = ("held",)

    def __init__(self, name, card=None, held=None, from_deck=False):
        CardEv.__init__(self, name, card=card, from_deck=from_deck)
        self.held = held


class DiceEv(Ev):
    """opp_die_gained: `dice` the definition whose effect made the die ("I'd Rather Lose Money
    Myself..." leaves its own out)."""
    __slots__ = ("dice",)

    def __init__(self, name, dice=None):
        self.name, self.dry = name, False
        self.dice = dice


class SwitchEv(Ev):
    """switched, opp_switched: `src` the character switched out, `dst` = `character` the new one."""
    __slots__ = ("src", "dst", "character")

    def __init__(self, name, src=None, dst=None, character=None):
        self.name, self.dry = name, False
        self.src, self.dst, self.character = src, dst, character


class CharEv(Ev):
    """An event about one character: defeated (`dmg` the damage that defeated it), would_defeat
    (`saved` set when something keeps it), nightsoul_consumed, preparing."""
    __slots__ = ("character", "dmg", "saved")

    def __init__(self, name, character=None, dmg=None):
        self.name, self.dry = name, False
        self.character, self.dmg, self.saved = character, dmg, False


class HealEv(Ev):
    """healing, incoming_heal (`skill`: the skill whose effect heals), healed (`character`)."""
    __slots__ = ("heal", "target", "skill", "character")

    def __init__(self, name, heal=None, target=None, skill=None, character=None):
        self.name, self.dry = name, False
        self.heal, self.target, self.skill, self.character = heal, target, skill, character


class CreatedEv(Ev):
    """created: the entity that entered play on a side."""
    __slots__ = ("created",)

    def __init__(self, name, created=None):
        self.name, self.dry = name, False
        self.created = created


class RemovedEv(Ev):
    """removed: the entity that left play, whose it was, the character it was attached to."""
    __slots__ = ("removed", "owner", "holder")

    def __init__(self, name, removed=None, owner=None, holder=None):
        self.name, self.dry = name, False
        self.removed, self.owner, self.holder = removed, owner, holder


class OccasionEv(Ev):
    """roll_phase (`fixed` the faces fixed before the roll, `rerolls` granted besides the rules'
    one), end_phase (`keep_usage`: a summon triggered out of turn spends nothing), entered
    (`again`: the entity was in play already and has been added again)."""
    __slots__ = ("fixed", "rerolls", "keep_usage", "again")

    def __init__(self, name, fixed=None, keep_usage=False, again=False):
        self.name, self.dry = name, False
        self.fixed, self.rerolls, self.keep_usage, self.again = fixed, 0, keep_usage, again


class Considering:
    """An event seen with another `character` (choose_character's `where`, asked of each
    candidate): every other field is the event's own."""
    __slots__ = ("ev", "character")

    def __init__(self, ev, character):
        self.ev, self.character = ev, character

    def __getattr__(self, name):
        return getattr(self.ev, name)


def _run(m, hs, ctx, ev):
    for h in hs:
        h(m, ctx, ev)


def held(ch):
    """A character's equipment and statuses as one kind (seed 004, 処理順序: キャラの装備と状態, then
    登場の先着順), in the order they entered play (`uid`); a snapshot, so a handler that adds or
    removes one does not change the order being run."""
    eq, st = ch.equipment, ch.statuses
    if eq and st:
        return sorted(eq + st, key=_entered)
    return tuple(eq or st)


def _entered(e):
    return e.uid


# Set by the tests (tests/conftest.py): every lookup of the listener index is checked against
# a fresh walk of the side, so an entity change that forgot `changed` fails a test at once.
CHECK = False


class Ears:
    """Side p's listener index: `events`, those its handlers subscribe to (its characters' own,
    defeated ones too: a superset is harmless; their equipment and statuses; its combat
    statuses, summons and supports), and `lists`, per event, the subscribers in resolution
    order from the active character it was made for: (active, [(step, character, entity or
    None, handlers)]).  A step numbers the order: 2 per character from the active one (its own
    handlers, then its equipment and statuses: `held`), then combat statuses (2n), summons,
    supports."""
    __slots__ = ("events", "lists")

    def __init__(self, p):
        self.events = ear_keys(p)
        self.lists = {}


def ear_keys(p):
    """Every event side p's definitions in play subscribe to (Ears.events)."""
    out = set()
    for ch in p.characters:
        out.update(ch.defn.ear_keys)
        for e in ch.equipment:
            out.update(e.defn.ear_keys)
        for e in ch.statuses:
            out.update(e.defn.ear_keys)
    for group in (p.combat_statuses, p.summons, p.supports):
        for e in group:
            out.update(e.defn.ear_keys)
    return out


def subscriber_list(p, event):
    """Side p's subscribers of `event` now, in resolution order (Ears.lists)."""
    chars = p.characters
    n = len(chars)
    out = []
    for k in range(n):
        ch = chars[(p.active + k) % n]
        hs = ch.defn.handlers.get(event)
        if hs:
            out.append((2 * k, ch, None, hs))
        for e in held(ch):
            hs = e.defn.handlers.get(event)
            if hs:
                out.append((2 * k + 1, ch, e, hs))
    for j, group in enumerate((p.combat_statuses, p.summons, p.supports)):
        for e in group:
            hs = e.defn.handlers.get(event)
            if hs:
                out.append((2 * n + j, None, e, hs))
    return out


def ears(m, pi):
    """Side pi's Ears, kept until an entity enters, leaves, moves or changes definition
    (`changed`): most events of a match reach no handler, and this makes them cost one lookup;
    the others reach their subscribers without a walk over everything in play."""
    ear = m.ears[pi]
    if ear is None:
        ear = m.ears[pi] = Ears(m.players[pi])
    elif CHECK:
        fresh = Ears(m.players[pi]).events
        if not fresh <= ear.events:
            raise AssertionError("the listener index of P%d missed %s" % (pi, sorted(fresh - ear.events)))
    return ear


def changed(m):
    """An entity entered, left, moved or took another definition: the listener index is redone
    when next asked."""
    m.ears[0] = m.ears[1] = None


def hears(m, event, sides):
    """Whether any handler of the sides subscribes to `event` now."""
    for pi in sides:
        if event in ears(m, pi).events:
            return True
    return False


def _listed(ear, p, event):
    """Side p's subscribers of `event` from its index `ear`, made for its active character now."""
    known = ear.lists.get(event)
    if known is None or known[0] != p.active:
        known = ear.lists[event] = (p.active, subscriber_list(p, event))
    elif CHECK and known[1] != subscriber_list(p, event):
        raise AssertionError("the subscribers of %s on P%d are stale" % (event, p.idx))
    return known[1]


def dispatch(m, event, ev, sides):
    """Run every subscribed handler of `event` on the players in `sides`, in resolution order.

    The order is fixed when the event happens (a handler that switches the active character
    does not make the others run twice), and a group of entities is read when its turn comes.
    While nothing enters, leaves or changes, that is the side's subscriber list; once something
    does, the rest of the order is walked as it stands then (`_walk`)."""
    if event not in m.subscribed:
        return
    for pi in sides:
        ear = m.ears[pi]
        if ear is None or CHECK:
            ear = ears(m, pi)
        if event not in ear.events:
            continue
        p = m.players[pi]
        active = p.active
        subs = _listed(ear, p, event)
        last = -1
        for i, (k, ch, e, hs) in enumerate(subs):
            if m.ears[pi] is not ear:
                _resume(m, event, ev, pi, p, active, subs, i, last)
                break
            if e is None:
                if not ch.defeated:
                    ctx = make_ctx(pi, None, ch, ch.defn)
                    for h in hs:
                        h(m, ctx, ev)
            elif e.uid:
                ctx = make_ctx(pi, e, p.characters[p.active] if ch is None else ch, e.defn)
                for h in hs:
                    h(m, ctx, ev)
            last = k
        else:
            if last >= 0 and m.ears[pi] is not ear:
                _resume(m, event, ev, pi, p, active, subs, len(subs), last)


def _resume(m, event, ev, pi, p, active, subs, i, last):
    """Something changed during step `last`: the rest of that step's group (read when the step
    began, so as listed) runs, then every later step as it stands now."""
    for k, ch, e, hs in subs[i:]:
        if k != last:
            break
        if e is not None and e.uid:
            _run(m, hs, Ctx(pi, e, p.characters[p.active] if ch is None else ch, e.defn), ev)
    chars = p.characters
    n = len(chars)
    order = [chars[(active + k) % n] for k in range(n)]
    for k in range(last + 1, 2 * n + 3):
        if k < 2 * n:
            ch = order[k // 2]
            if k % 2 == 0:
                hs = ch.defn.handlers.get(event)
                if hs and not ch.defeated:
                    _run(m, hs, Ctx(pi, None, ch, ch.defn), ev)
                continue
            group = held(ch)
        else:
            ch = None
            group = (p.combat_statuses, p.summons, p.supports)[k - 2 * n]
        for e in tuple(group):
            hs = e.defn.handlers.get(event)
            if hs and e.uid:
                _run(m, hs, Ctx(pi, e, p.characters[p.active] if ch is None else ch, e.defn), ev)


def both(first):
    return (first, 1 - first)


# Events that say something has happened ("after a skill", "after damage", "after a reaction",
# "after switching", "after a card", "after a defeat").  Their handlers do not run at the moment
# of the event: the event is collected, and delivered when the resolution that caused it (the
# skill, the card, the end-phase effect) has finished — runtime/resolution.py.  Every other event
# is a modifier (costs, damage) or an occasion, and runs at once.
AFTER = frozenset({"skill_used", "opp_skill_used", "switched", "card_played", "defeated",
                   "damaged", "dealt_damage", "reaction", "nightsoul_consumed",
                   # issue 10 item 7: what the cards' texts say happens "after" (…后) or "when" a
                   # thing is done (宣布结束时, 准备技能时): delivered once the thing has finished
                   "healed", "revived", "declared_end", "tuned", "discarded", "drew", "opp_card_played",
                   "removed", "shield_used_up", "preparing", "opp_switched",
                   # issue 11: after either player's action has resolved (Setaria)
                   "acted",
                   # issue 13: Nightsoul points went up (Citlali's Itzpapa)
                   "nightsoul_gained"}
                  | {"picked"}        # a pick answered (runtime/choices.py)
                  | {"opp_declared_end"}    # issue 11: Pankration!
                  | {"opp_damaged"}         # issue 12: Gilded Dreams
                  # issue 12: "I'd Rather Lose Money Myself...", The Mausoleum of King Deshret
                  | {"opp_die_gained", "opp_drew"}
                  | {"opp_reaction"}          # issue 13, branch supp: Escoffier's Cooking Mek
                  | {"created", "technique_used", "card_gained"})   # issue 13: an entity entered play (Emilie),
                                                        # a technique was used (Kinich)


def emit(m, event, ev, sides):
    """An "after" event: collected by the resolution running now, or queued if none is."""
    if event not in m.subscribed:
        return
    item = ("event", event, ev, tuple(sides))
    if m.collect:
        m.collect[-1].append(item)
    else:
        m.queue.append([item])


def emit_to(m, event, ev, p, ch, e):
    """An "after" event for one entity alone, heard even if it has left play since (its shield
    used up): collected like `emit`, delivered to that entity's handlers only."""
    if event not in e.defn.handlers:
        return
    item = ("last", event, ev, p, ch, e)
    if m.collect:
        m.collect[-1].append(item)
    else:
        m.queue.append([item])


def subscribers(m, event, sides):
    """(player, character, entity) of every handler of `event`, in resolution order now."""
    out = []
    for pi in sides:
        ear = ears(m, pi)
        if event not in ear.events:
            continue
        for k, ch, e, hs in _listed(ear, m.players[pi], event):
            if e is None:
                if not ch.defeated:
                    out.append((pi, ch, None))
            elif e.uid:
                out.append((pi, ch, e))
    return out
