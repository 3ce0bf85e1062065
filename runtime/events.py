"""Events and the dispatcher.

Handlers run in the order of rules.md "Resolution order": the given player first, then the
other; within a player the characters from the active one rightwards (each with its passives,
then its equipment, then its statuses), then combat statuses, summons, supports; within a kind,
the order of entering play.  Only definitions that subscribe to the event are reached."""


class Ctx:
    """Who a handler runs for: the owning player, the entity (None for a character's own
    skills and passives, or a played card), the character it is attached to or acts through,
    and the definition whose code runs.  `chosen`: the character its player picked with
    `choose_character` (runtime/choices.py), the target word `chosen` of the code after it."""
    __slots__ = ("p", "e", "ch", "defn", "chosen")

    def __init__(self, p, e, ch, defn):
        self.p, self.e, self.ch, self.defn = p, e, ch, defn
        self.chosen = None


class Ev:
    """The data of one event; handlers read it and modifying handlers change it."""
    __slots__ = ("name", "dmg", "skill", "user", "card", "target", "reaction", "cost", "dry",
                 "src", "dst", "character", "saved", "quick", "swirled", "action", "by_card",
                 "heal", "plunge", "charged", "prepared", "keep_usage", "no_energy", "fixed",
                 "rerolls", "outcome",
                 # set only by the events that carry them (not every event pays for them):
                 # removed: the entity that left play and whose it was; playing: `negate` voided it
                 "removed", "owner", "negated",
                 # removed: the character the status or equipment that left was attached to
                 "holder",
                 # entered: the entity was in play already and has been added again
                 "again",
                 # card_played: the entity the card put in play (`card.is_self`)
                 "made")

    def __init__(self, name, **kw):
        self.name = name
        self.dmg = self.skill = self.user = self.card = self.target = self.reaction = None
        self.cost = self.src = self.dst = self.character = self.swirled = self.action = None
        self.heal = None
        self.fixed = None              # roll_phase: the faces fixed before the roll (fix_dice)
        self.rerolls = 0               # roll_phase: rerolls granted besides the rules' one (add_reroll)
        self.outcome = None            # skill_used: what the skill did (run_skill: damage types, reactions)
        self.dry = self.saved = self.quick = self.by_card = False
        self.plunge = self.charged = self.prepared = self.no_energy = False
        self.keep_usage = False        # a summon triggered out of turn: `use` spends nothing
        self.again = False
        for k, v in kw.items():
            setattr(self, k, v)


def _run(m, hs, ctx, ev):
    for h in hs:
        h(m, ctx, ev)


def dispatch(m, event, ev, sides):
    """Run every subscribed handler of `event` on the players in `sides`, in resolution order."""
    if event not in m.subscribed:
        return
    for pi in sides:
        p = m.players[pi]
        chars = p.characters
        n = len(chars)
        # the order is fixed when the event happens: a handler that switches the active
        # character does not make the others run twice
        for ch in [chars[(p.active + k) % n] for k in range(n)]:
            hs = ch.defn.handlers.get(event)
            if hs and not ch.defeated:
                _run(m, hs, Ctx(pi, None, ch, ch.defn), ev)
            for group in (ch.equipment, ch.statuses):
                if not group:
                    continue
                for e in tuple(group):
                    hs = e.defn.handlers.get(event)
                    if hs and e.uid:
                        _run(m, hs, Ctx(pi, e, ch, e.defn), ev)
        for group in (p.combat_statuses, p.summons, p.supports):
            if not group:
                continue
            for e in tuple(group):
                hs = e.defn.handlers.get(event)
                if hs and e.uid:
                    _run(m, hs, Ctx(pi, e, p.characters[p.active], e.defn), ev)


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
                   "acted"}
                  | {"picked"}        # a pick answered (runtime/choices.py)
                  | {"opp_declared_end"})   # issue 11: Pankration!


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
        p = m.players[pi]
        chars = p.characters
        n = len(chars)
        for ch in [chars[(p.active + k) % n] for k in range(n)]:
            if event in ch.defn.handlers and not ch.defeated:
                out.append((pi, ch, None))
            for group in (ch.equipment, ch.statuses):
                for e in group:
                    if event in e.defn.handlers and e.uid:
                        out.append((pi, ch, e))
        for group in (p.combat_statuses, p.summons, p.supports):
            for e in group:
                if event in e.defn.handlers and e.uid:
                    out.append((pi, None, e))
    return out
