"""Match state: plain data with __slots__, cheap to copy and to compare."""
import random

from .defs import DICE
from .log import NORMAL, Rec


class Entity:
    """A status, combat status, summon, support or piece of equipment in play."""
    __slots__ = ("defn", "usage", "duration", "shield", "round_left", "vars", "uid", "element",
                 "points", "creator", "stored")

    def __init__(self, defn, uid, creator=None):
        self.defn = defn
        self.usage = defn.usage
        self.duration = defn.duration
        self.shield = defn.shield
        self.round_left = defn.per_round
        self.vars = [0] * len(defn.counters)
        self.uid = uid
        self.element = defn.element
        self.points = 0 if defn.nightsoul else None     # Nightsoul points (a Nightsoul's Blessing)
        # (player, character index or -1) of who created it; None: the rules or a scenario
        self.creator = creator
        self.stored = None             # the dice it keeps (store_dice: Vanarana), once it kept some

    @property
    def name(self):
        return self.defn.name

    def var(self, name):
        return self.vars[self.defn.counters.index(name)]


class Character:
    __slots__ = ("defn", "idx", "hp", "max_hp", "energy", "max_energy", "aura", "defeated",
                 "statuses", "equipment", "uses_round", "uses_total", "player", "vars", "form_element",
                 "round_left", "left_with", "special")

    def __init__(self, defn, idx, player):
        self.defn, self.idx, self.player = defn, idx, player
        self.hp = self.max_hp = defn.hp
        self.energy, self.max_energy = 0, defn.energy
        self.aura = []
        self.defeated = False
        self.statuses = []
        self.equipment = []
        self.uses_round = {}
        self.uses_total = {}
        self.vars = [0] * len(defn.counters)
        self.special = 0               # its special energy (`special_energy`: Mavuika's Fighting Spirit)
        self.form_element = None       # the element an effect changed it to (change_element), if any
        self.round_left = defn.per_round   # a passive's allowance of uses a round (`per_round`)
        self.left_with = ()            # the definitions of what it held when defeated (`had`)

    @property
    def name(self):
        return self.defn.name

    @property
    def alive(self):
        return not self.defeated

    @property
    def element(self):
        """Its element now: its own, unless an effect changed it (La Signora's forms)."""
        return self.form_element or self.defn.element


class HandCard:
    """An action card in a hand or a deck (the deck lists them top first).  `made`: an effect
    created it during the match (it entered through the `cards_made` ledger); the others are
    the deck's own cards."""
    __slots__ = ("defn", "shock", "made")

    def __init__(self, defn, shock=0, made=False):
        self.defn, self.shock, self.made = defn, shock, made

    @property
    def name(self):
        return self.defn.name

    @property
    def kind(self):
        return self.defn.kind


class Player:
    __slots__ = ("idx", "characters", "active", "dice", "hand", "deck", "combat_statuses",
                 "summons", "supports", "declared_end", "plunge", "defeated_this_round",
                 "rerolls", "flags", "legend_used", "played_round", "initial_deck",
                 "dice_made", "dice_gone", "cards_made", "cards_played", "cards_discarded",
                 "cards_taken", "even_dice", "supports_received",
                 "supports_gone", "summons_gone", "elements_taken", "played_ids")

    def __init__(self, idx):
        self.idx = idx
        self.characters = []
        self.active = 0
        self.dice = [0] * len(DICE)
        self.hand = []
        self.deck = []
        self.combat_statuses = []
        self.summons = []
        self.supports = []
        self.declared_end = False
        self.plunge = False            # the next combat action follows a switch this round
        self.even_dice = False         # the dice count was even when the player's last action began
        self.defeated_this_round = False
        self.rerolls = 0
        self.flags = {}                # per-round rule counters, e.g. cards played by name
        self.legend_used = False
        self.played_round = {}
        self.initial_deck = ()         # the action cards the deck held when the match began
        # ledgers the fuzzer's conservation invariants check (runtime/fuzz.py), kept by the few
        # functions that move dice and cards: dice.gain / dice.lose per kind of die; cards made
        # by effects (into the hand or the deck, copies, cards taken from the opponent), played
        # from the hand, discarded (tuned, burnt on a full hand, discarded from the hand or the
        # deck by an effect), and taken by the opponent
        self.dice_made = [0] * len(DICE)
        self.dice_gone = [0] * len(DICE)
        self.cards_made = self.cards_played = self.cards_discarded = self.cards_taken = 0
        self.supports_received = 0     # supports that came without being played: moved here (Kid Kujirai), made (Puca's Support)
        # over the whole match (issue 12): supports that left this side's support zone (Jeht),
        # the elements of DMG its characters took, in the order first taken (Silver and Melus),
        # and how many cards of each id it played (Memento Lens)
        self.supports_gone = 0
        self.summons_gone = 0          # cards that left the summon zone this match (Fell Dragon)
        self.elements_taken = []
        self.played_ids = {}

    @property
    def active_char(self):
        return self.characters[self.active]

    def dice_count(self):
        return sum(self.dice)


class Decision:
    """What the match waits for: one player's choice among options.  `resume`: for a choice
    asked in the middle of card code, what was still to happen when it was asked (choices.py)."""
    __slots__ = ("player", "kind", "options", "resume", "data")

    def __init__(self, player, kind, options, resume=None, data=None):
        self.player, self.kind, self.options, self.resume, self.data = player, kind, options, resume, data


class Match:
    __slots__ = ("players", "round", "phase", "current", "first", "next_first", "winner", "rng",
                 "rules", "log", "pending", "lib", "uid", "queue", "collect", "dying",
                 "subscribed", "end_jobs", "actions", "verbose", "skill_marks", "chose",
                 "paused", "offered", "observer", "ears", "tie_picks")
    # not part of the state (caches, hooks): fingerprints leave them out, a clone starts without
    CACHES = ("offered", "observer", "ears", "tie_picks")

    def __init__(self, lib, rules=None, seed=0):
        self.lib = lib
        self.rules = dict(DEFAULT_RULES)
        if rules:
            self.rules.update(rules)
        self.rng = random.Random(seed)
        self.players = [Player(0), Player(1)]
        self.round = 1
        self.phase = "action"
        self.current = 0
        self.first = 0
        self.next_first = None
        self.winner = None
        self.log = []
        self.pending = []              # decisions waited for, oldest first
        self.uid = 0
        self.queue = []                # what is still to happen: a stack of frames (resolution.py)
        self.collect = []              # the "after" events of each resolution running now
        self.dying = []                # (character, damage) left at 0 HP, not yet defeated
        self.subscribed = lib.subscribed if lib is not None else frozenset()
        self.end_jobs = None
        self.actions = 0
        self.verbose = True
        self.skill_marks = []          # one set per skill resolving: what it dealt (run_skill)
        # the current player's `before_action` has been heard and the choice is awaited (false
        # again once a player action is applied); a scenario starts at a choice already awaited
        self.chose = False
        # the choice card code has just asked for (runtime/choices.py): while set, the code and
        # resolutions running stop and leave what they still had to do in it; None between actions
        self.paused = None
        # (m.actions, the actions legal_actions listed then, each one's fields as listed): apply
        # trusts one of those, unchanged, while no action has been applied since, instead of
        # checking it again
        self.offered = None
        # a callable told of every instance of damage as dealt (`gicc sim --out`'s per-card
        # statistics); None, the default, costs one test per instance
        self.observer = None
        # per side, the events its handlers in play subscribe to, or None until asked again
        # (runtime/events.py: ears, changed)
        self.ears = [None, None]
        # a callable (hand, indices) -> index that picks among hand cards tied for the highest
        # original cost, where the rules leave it to chance: a scenario step's `ties` (the card
        # the reference engine took); None, the default: at random
        self.tie_picks = None

    def next_uid(self):
        self.uid += 1
        return self.uid

    def opponent(self, p):
        return self.players[1 - p.idx]

    def clone(self):
        """A copy that plays on exactly as this match would (runtime/clone.py)."""
        from .clone import clone
        return clone(self)

    def say(self, text):
        """A log line that is only text (runtime/log.py holds the structured records)."""
        if self.verbose:
            bare = text.lstrip(" ")
            self.log.append(Rec("note", NORMAL, (len(text) - len(bare)) // 2, {"text": bare}))


DEFAULT_RULES = {"dice": "random", "round_limit": 15, "lunar_charged": False}
