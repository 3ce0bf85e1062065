"""The values compiled conditions read (`has`, `count`, `self.usage`, `skill.kind`, `cost.dice`, ...):
the code strings of compiler/registry/ (its VALUES, FUNCTIONS and CHAR_ROOTS) call these."""
from ..defs import ELEMENTS
from ..zones import EQUIPMENT
from .cards import original_cost
from .targets import NOBODY, chars, creator, side_of


def cost_dice(ev, die=None):
    if ev is None or ev.cost is None:
        return 0
    total = 0
    if die is None:
        for t, n in ev.cost:
            if t != "energy" and t != "legend":
                total += n
        return total
    for t, n in ev.cost:
        if t == die:
            total += n
    return total


def has_entity(m, me, name, side="own"):
    defn = m.lib.entity(name)
    p = m.players[me.p if side == "own" else 1 - me.p]
    if defn.kind == "combat_status":
        return any(e.defn is defn for e in p.combat_statuses)
    if defn.kind == "summon":
        return any(e.defn is defn for e in p.summons)
    if defn.kind == "support":
        return any(e.defn is defn for e in p.supports)
    if me.ch is not None and (defn.kind == "character_status" or defn.kind in EQUIPMENT):
        return any(e.defn is defn for e in me.ch.statuses + me.ch.equipment)
    return False


def entity_usage(m, me, name):
    defn = m.lib.entity(name)
    p = m.players[me.p]
    for group in (p.combat_statuses, p.summons, p.supports):
        for e in group:
            if e.defn is defn:
                return e.usage or 0
    return 0


def element_of(m, me, name):
    """The element (`self.element`) of an entity of that name: a status or equipment of this
    character, else a combat status, summon or support of this side; None when none is in play
    (Sayu's Fuufuu Windwheel keeps the element her Fuuin Dash swirled)."""
    defn = m.lib.entity(name)
    p = m.players[me.p]
    groups = ((me.ch.statuses, me.ch.equipment) if me.ch is not None else ()) + \
        (p.combat_statuses, p.summons, p.supports)
    for group in groups:
        for e in group:
            if e.defn is defn:
                return e.element
    return None


def max_usage_of(m, name):
    """An entity's stacking limit (`max_usage`), 0 when it has none."""
    return m.lib.entity(name).max_usage or 0


def hand_has(m, me, name):
    defn = m.lib.card(name)
    return any(c.defn is defn for c in m.players[me.p].hand)


def count_chars(m, me, spec, element=None):
    return sum(1 for c in chars(m, me, None, spec) if element is None or c.element == element)


def count_elements(m, me, spec):
    """How many different elements the characters a group word names have (Turn Control)."""
    return len({c.defn.element for c in chars(m, me, None, spec) if c.defn.element})


def shares(m, me, spec, trait):
    """Two or more of the characters a group word names share an element, a weapon type or a
    faction (Eremite Teatime).  A character of no weapon type ("other", the monsters) shares
    none: "其他武器" names no type."""
    seen = set()
    for c in chars(m, me, None, spec):
        if trait == "faction":
            values = set(c.defn.factions or ())
        else:
            v = getattr(c.defn, trait)
            values = {v} if v and v != "other" else set()
        if values & seen:
            return True
        seen |= values
    return False


def count_faction(m, me, faction):
    """How many characters of your team belong to a faction, defeated ones too."""
    return sum(1 for c in m.players[me.p].characters if faction in c.defn.factions)


def energy_of(m, me, spec):
    return sum(c.energy for c in chars(m, me, None, spec))


def is_active(m, ch):
    return ch is not None and m.players[ch.player].active == ch.idx


def active(m, me, opp=0):
    p = m.players[me.p if not opp else 1 - me.p]
    return p.characters[p.active]


def e_usage(me):
    return (me.e.usage or 0) if me.e is not None else 0


def e_shield(me):
    return (me.e.shield or 0) if me.e is not None else 0


def e_duration(me):
    return (me.e.duration or 0) if me.e is not None else 0


def e_element(me):
    return me.e.element if me.e is not None else None


def e_round_left(me):
    e = me.e
    if e is not None:
        return e.round_left or 0
    # a character's own handlers: its passive's allowance (`per_round` on a character)
    ch = me.ch
    return (ch.round_left or 0) if ch is not None and ch.defn is me.defn else 0


def skill_kind(skill):
    """A skill's kind; a prepared skill's own kind when it has one (`prepared elemental`)."""
    if skill is None:
        return None
    return skill.as_kind or skill.kind


def skill_name(skill):
    return skill.name if skill is not None else None


def skill_uses(ev, which):
    if ev.skill is None or ev.user is None:
        return 0
    table = ev.user.uses_round if which == "round" else ev.user.uses_total
    return table.get(ev.skill.id, 0)


def card_kind(card):
    return card.kind if card is not None else None


def card_name(card):
    return card.name if card is not None else None


def card_subtype(card):
    return card.subtype if card is not None else None


def skill_dealt(ev, what):
    """What the skill of a skill_used event did: `physical`, `piercing`, `elemental` (DMG of an
    element) or `reaction` (see run_skill); False in other events."""
    marks = ev.outcome
    if not marks:
        return False
    if what == "elemental":
        return any(x in ELEMENTS for x in marks)
    return what in marks


def skill_damage_dealt(ev):
    """The DMG the skill of a skill_used event dealt by its own effects, added up as dealt."""
    return getattr(ev.outcome, "dealt", 0)


def initial_deck(m, me, kind, distinct=False):
    cards = [c for c in m.players[me.p].initial_deck if c.kind == kind]
    return len({c.name for c in cards}) if distinct else len(cards)


def by_self(me, dmg):
    """The damage is this entity's own, or (for a character's own handlers) the character's."""
    if me.e is not None:
        return dmg.src_e is me.e or (dmg.src_e is None and dmg.src_ch is me.ch and me.ch is not None)
    return dmg.src_e is None and dmg.src_ch is me.ch


def by_summon(dmg):
    return dmg.src_e is not None and dmg.src_e.defn.kind == "summon"


def card_cost(card):
    """A card's original cost (`card.original_cost`): the dice of its own cost."""
    return original_cost(card) if card is not None else 0


def skill_cost(skill):
    """A skill's original cost (`skill.original_cost`): the dice of its own cost, energy not counted."""
    return sum(n for t, n in skill.cost if t not in ("energy", "legend", "special_energy")) if skill is not None else 0


def in_initial_deck(m, me, card):
    """A card of that name was in your deck when the match began (名称存在于本局最初牌组):
    by name, as the cards say: a card an effect created (Undersea Treasure) is not, unless a card
    of its name was in the deck (a copy of one of your own cards)."""
    return card is not None and any(c.name == card.name for c in m.players[me.p].initial_deck)


# ---- what the new events carry (issue 10, item 7) --------------------------------------------

def heal_source(ev):
    """The name of what healed (`heal.source`): a card, an entity, or the character whose skill healed."""
    src = ev.heal.source if ev is not None and ev.heal is not None else None
    return src.name if src is not None else None


def heal_source_kind(ev):
    src = ev.heal.source if ev is not None and ev.heal is not None else None
    return src.kind if src is not None else None


def card_is_event(card):
    """An event card in the game's sense: Food and Arcane Legend cards are event cards too."""
    return card is not None and card.kind in ("event", "food", "arcane_legend")


# ---- issue 10: has(PLACE, NAME), chance --------------------------------------------------------

SIDE_WORDS = ("own", "opp", "target.side", "target.opponent")


def has_at(m, me, ev, place, name):
    """The entity is in play at a place: on one of the characters a target word names, or
    anywhere on a side (its combat statuses, summons, supports and its characters' statuses and
    equipment)."""
    defn = m.lib.entity(name)
    if place in SIDE_WORDS:
        pl = m.players[side_of(m, me, ev, place)]
        groups = [pl.combat_statuses, pl.summons, pl.supports]
        groups += [g for c in pl.characters if not c.defeated for g in (c.statuses, c.equipment)]
    else:
        groups = [g for c in chars(m, me, ev, place) for g in (c.statuses, c.equipment)]
    return any(e.defn is defn and e.uid for g in groups for e in g)


# the roots of `had` that name one character, defeated or not
ONE_CHARACTER = {"target": lambda me, ev: ev.target, "character": lambda me, ev: ev.character,
                 "user": lambda me, ev: ev.user, "chosen": lambda me, ev: me.chosen}


def had_at(m, me, ev, place, name):
    """`has` with last known information: a character defeated since the event still counts as
    holding what it held when it fell (the other Seeds of Skandha act on the Reaction DMG of a
    character that its own Seed's Piercing DMG then defeated: differential seed 4039)."""
    if has_at(m, me, ev, place, name):
        return True
    get = ONE_CHARACTER.get(place)
    c = get(me, ev) if get is not None and ev is not None else None
    return c is not None and c.defeated and m.lib.entity(name) in c.left_with


def chance(m, percent):
    """True with this chance in percent, from the match's one seeded generator."""
    return m.rng.randrange(100) < percent


def has_aura(m, me, ev, spec, element):
    """One of the characters a target word names has that element applied."""
    return any(element in c.aura for c in chars(m, me, ev, spec))


def damage_source(m, dmg):
    """Whose DMG it is: the character that dealt it, or the creator of the entity that dealt it
    (a summon's DMG is its summoner's); nobody for a reaction's or a card's own."""
    if dmg is None:
        return NOBODY
    if dmg.src_ch is not None:
        return dmg.src_ch
    who = dmg.src_e.creator if dmg.src_e is not None else None
    if who is None or who[1] < 0:
        return NOBODY
    return m.players[who[0]].characters[who[1]]


# ---- the weapons and artifacts of 3.7-4.2 (issue 11) ------------------------------------------

def skill_energy(skill):
    """The Energy of a skill's own cost (`skill.original_energy`): Amos' Bow adds it to the dice."""
    return sum(n for t, n in skill.cost if t == "energy") if skill is not None else 0


def has_shield(m, me, ev, place):
    """A shield is in play at a place: a status (or equipment) with Shield points left on one of
    the characters a target word names, or a combat status with Shield points on a side."""
    if place in SIDE_WORDS:
        groups = [m.players[side_of(m, me, ev, place)].combat_statuses]
    else:
        groups = [g for c in chars(m, me, ev, place) for g in (c.statuses, c.equipment)]
    return any(e.uid and e.shield for g in groups for e in g)


# ---- issue 11 (Shenhe's Icy Quill, Tartaglia's stances): a reaction's damage caused by a
# character, and the character a status that left play was attached to -----------------------

def via_character(dmg):
    """A character dealt the damage, or it is the own damage of a reaction that a character's
    damage triggered (Swirl's spread: 角色引发的扩散伤害)."""
    if dmg is None:
        return False
    return dmg.src_ch is not None or (dmg.via is not None and dmg.via.src_ch is not None)


def via_skill_kind(dmg):
    """The kind of the skill that dealt the damage, or whose damage triggered the reaction that
    deals it; None when no skill did."""
    if dmg is None:
        return None
    skill = dmg.skill if dmg.skill is not None or dmg.via is None else dmg.via.skill
    return skill_kind(skill)


def removed_holder(ev):
    """The character the status or equipment that left play was attached to; nobody for a
    combat status, summon or support."""
    ch = getattr(ev, "holder", None) if ev is not None else None
    return ch if ch is not None else NOBODY


# ---- issue 11: the supports, Arcane Legends and foods of 3.7-4.2 -----------------------------

def dice_kinds(m, me):
    """How many kinds of dice you hold, each Omni die a kind of its own (Tenshukaku: the
    reference engine counts them so)."""
    dice = m.players[me.p].dice
    return dice[0] + sum(1 for n in dice[1:] if n > 0)


def card_is_self(me, ev):
    """The card just played is the one that put this entity in play (its `card_played`)."""
    made = getattr(ev, "made", None) if ev is not None else None
    return made is not None and me.e is not None and made is me.e


def my_turn(m, me):
    """It is your turn: the Action Phase, and you are the player acting now."""
    return m.phase == "action" and m.current == me.p


def count_equipped(m, me, kind):
    """How many of your characters hold equipment of that kind (weapon, artifact, ...)."""
    return sum(1 for c in m.players[me.p].characters
               if not c.defeated and any(e.defn.kind == kind and e.uid for e in c.equipment))


def has_equipment(m, me, ev, to, kind):
    """One of the characters the target word names holds equipment of `kind`."""
    return any(e.defn.kind == kind for c in chars(m, me, ev, to) for e in c.equipment)


def dice_source(ev):
    """The name of what made the die an opponent gained (`dice.source`, opp_die_gained)."""
    src = ev.dice if ev is not None else None
    return src.name if src is not None else None


def played_new_names(m, me):
    """How many different names the action cards the player has played this match bear that no
    card of the deck the match began with bears ("Ultimate Overlord's Mega Magic Sword")."""
    pl = m.players[me.p]
    initial = {c.name for c in pl.initial_deck}
    return len({m.lib.by_id[i].name for i in pl.played_ids} - initial)


def played_this_round(m, me):
    """How many action cards the player has played this round (in `on played`, that card too)."""
    return sum(m.players[me.p].played_round.values())


def can_use_skills(ch):
    """No status keeps the character from using skills (Frozen, Petrification, Stun: `no_skills`)."""
    from ..zones import skills_locked
    return not ch.defeated and not skills_locked(ch)
