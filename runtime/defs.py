"""Definitions as compiled card modules build them: immutable, shared by every match."""

ELEMENTS = ("cryo", "hydro", "pyro", "electro", "anemo", "geo", "dendro")
DICE = ("omni",) + ELEMENTS            # the game's display order of dice
DIE_INDEX = {d: i for i, d in enumerate(DICE)}
DAMAGE_TYPES = ELEMENTS + ("physical", "piercing")
CARD_KINDS = ("weapon", "artifact", "talent", "technique", "support", "event", "food",
              "arcane_legend", "equipment_other")
ACTION_KINDS = ("skill", "switch", "card", "technique")     # what a cost query prices
ENTITY_KINDS = ("character_status", "combat_status", "summon", "support", "equipment")


class Skill:
    __slots__ = ("id", "name", "kind", "cost", "damage", "element", "body", "line", "defn", "require",
                 "as_kind", "dice_cost", "plain_cost", "energy_cost", "special_cost")

    def __init__(self, id, name, kind, cost, damage=None, element=None, body=None, line=0, require=None,
                 as_kind=None):
        self.id, self.name, self.kind, self.cost = id, name, kind, tuple(cost)
        # what dice pay and what Energy pays, split once: every decision prices the skills
        self.dice_cost = tuple((t, n) for t, n in self.cost if t not in ("energy", "special_energy"))
        self.plain_cost = tuple((t, n) for t, n in self.dice_cost if n > 0)   # with no modifier: priced as is
        self.energy_cost = sum(n for t, n in self.cost if t == "energy")
        self.special_cost = sum(n for t, n in self.cost if t == "special_energy")
        self.as_kind = as_kind         # a prepared skill's own kind: its damage is that kind's
        self.damage, self.element, self.body, self.line = damage, element, body, line
        self.defn = None
        self.require = require         # when it can be chosen as an action (None: always)

    def __deepcopy__(self, memo):
        return self


class Def:
    """One card, character, status, summon, support or reaction.

    `handlers` maps an event name to the tuple of handler functions subscribed to it, so the
    dispatcher reaches only the definitions that listen to an event."""

    __slots__ = ("id", "kind", "name", "cost", "hp", "energy", "element", "weapon", "factions",
                 "skills", "handlers", "usage", "max_usage", "stack", "duration", "shield",
                 "max_shield", "per_round", "keep_at_zero", "counters", "tags", "subtype",
                 "target", "require", "play", "flags", "version", "text_version", "elements", "swirl",
                 "character", "skill", "deck_require", "source", "line", "modify", "combat",
                 "names", "hidden", "round_counters",
                 "attach", "blocks", "nightsoul", "transfiguration", "share_id", "max_duration",
                 "raises_max_usage", "special_energy", "no_official_name", "dice_cost", "energy_cost",
                 "listens", "ear_keys", "plain_play", "plain_cost")

    def __init__(self, id, kind, name, **kw):
        self.id, self.kind, self.name = id, kind, name
        self.cost = tuple(kw.pop("cost", ()))
        # a card's cost in dice and in its character's Energy, split once (priced every decision)
        self.dice_cost = tuple((t, n) for t, n in self.cost if t not in ("legend", "energy"))
        self.plain_cost = tuple((t, n) for t, n in self.dice_cost if n > 0)   # with no modifier: priced as is
        self.energy_cost = sum(n for t, n in self.cost if t == "energy")
        self.hp = kw.pop("hp", None)
        self.energy = kw.pop("energy", None)
        self.element = kw.pop("element", None)
        self.weapon = kw.pop("weapon", None)
        self.factions = tuple(kw.pop("factions", ()))
        self.skills = tuple(kw.pop("skills", ()))
        self.handlers = kw.pop("handlers", {})
        # `cost@skill`, `opp_cost@switch`, `cost@card:talent`...: the actions its cost handlers
        # can act on (the compiler reads them off the handlers' conditions; `cost@card` is any
        # card); without it, every action
        self.listens = frozenset(kw.pop("listens", None) or (
            "%s@%s" % (ev, k) for ev in ("cost", "opp_cost") if ev in self.handlers for k in ACTION_KINDS))
        # what the listener index (events.Ears) takes of it
        self.ear_keys = frozenset(self.handlers) | self.listens
        self.usage = kw.pop("usage", None)
        self.max_usage = kw.pop("max_usage", None)
        self.stack = kw.pop("stack", False)
        self.duration = kw.pop("duration", None)
        self.shield = kw.pop("shield", None)
        self.max_shield = kw.pop("max_shield", None)
        self.max_duration = kw.pop("max_duration", None)   # adding it again stacks its duration
        self.raises_max_usage = kw.pop("raises_max_usage", None)   # (status, N, side)
        self.special_energy = kw.pop("special_energy", None)       # a character's (NAME, MAX)
        self.per_round = kw.pop("per_round", None)
        self.keep_at_zero = kw.pop("keep_at_zero", False)
        self.counters = tuple(kw.pop("counters", ()))
        self.round_counters = tuple(self.counters.index(c) for c in kw.pop("round_counters", ()))
        self.tags = tuple(kw.pop("tags", ()))
        self.subtype = kw.pop("subtype", None)
        self.target = kw.pop("target", None)
        self.require = kw.pop("require", None)
        self.play = kw.pop("play", None)
        self.flags = frozenset(kw.pop("flags", ()))
        self.version = kw.pop("version", None)
        self.text_version = kw.pop("text_version", None)   # the version of the text it implements
        self.elements = kw.pop("elements", None)      # reactions: (frozenset, frozenset)
        self.swirl = kw.pop("swirl", False)
        self.character = kw.pop("character", None)    # talents: the character's name
        self.skill = kw.pop("skill", None)            # talents: the skill's name
        self.deck_require = kw.pop("deck_require", None)
        self.modify = kw.pop("modify", None)          # reactions: the damage-modifying half
        self.combat = kw.pop("combat", False)         # a card played as a combat action
        self.hidden = kw.pop("hidden", False)
        self.names = kw.pop("names", None)
        self.nightsoul = kw.pop("nightsoul", None)    # a Nightsoul's Blessing: its maximum of points
        self.attach = kw.pop("attach", None)          # a status: the element its holder always has
        self.blocks = tuple(kw.pop("blocks", ()))     # names of statuses never attached to the character
        self.share_id = kw.pop("share_id", None)      # the id of the game's deck share codes
        self.transfiguration = kw.pop("transfiguration", None)   # (A, B, into): runtime/transfiguration.py
        # the name is an identifier, no official English name (6.1-6.2 supplement): catalog.english_name
        self.no_official_name = kw.pop("no_official_name", False)
        self.source = kw.pop("source", None)
        self.line = kw.pop("line", 0)
        if kw:
            raise TypeError("unknown definition fields: " + ", ".join(sorted(kw)))
        for s in self.skills:
            s.defn = self
        # a card whose playing depends on nothing but its target and its dice (actions.py
        # card_playable has nothing to ask of it): every decision lists the hand
        self.plain_play = (self.kind != "arcane_legend" and not self.energy_cost and self.require is None
                           and not ({"once_per_round", "feeds_all"} & self.flags)
                           and not (self.kind == "talent" and self.character and self.target is None))

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        return "<%s %s %s>" % (self.kind, self.id, self.name)

    @property
    def is_card(self):
        return self.kind in CARD_KINDS

    def subscribes(self, event):
        return event in self.handlers
