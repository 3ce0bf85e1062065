"""The effects of the core language (the launch pool's), player choices and card zones; the
mechanics' modules of this package add theirs."""
from .signatures import Effect, P, Param

DAMAGE_MOD = ("deal_damage", "incoming_damage", "reaction")
EFFECTS = {e.name: e for e in [
    Effect("damage", [P("element", "dmg"), P("amount", "int"), P("to", "target", "opp.active", "to")],
           "Deal damage of an element (or physical, piercing) to the target (default: the opposing active character)."),
    Effect("heal", [P("amount", "int"), P("to", "target", "self", "to")], "Heal characters."),
    Effect("apply", [P("element", "element"), P("to", "target", "self", "to")],
           "Apply an element without damage (reactions still happen)."),
    Effect("add", [P("what", "entity"), P("to", "place", "", "to"), P("n", "int", 1, "stacks")],
           "Create a status on characters (default self) or a combat status / summon / support on a side (default own). "
           "Adding one that is already there refreshes it, or stacks it when it has `stack` or `max_usage`; "
           "`stacks N` adds it N times."),
    Effect("summon", [P("what", "entity"), P("to", "side", "own", "to")], "Create a summon."),
    Effect("summon_random", [P("n", "int"), P("what", "summons"), P("to", "side", "own", "to")],
           "Summon n different ones of the named summons, chosen at random (the match's seeded generator); "
           "those not in play are preferred, then those not chosen yet."),
    Effect("summon_one_of", [P("what", "summons"), P("to", "side", "own", "to")],
           "Summon one of the named summons, chosen at random with equal chances (the match's seeded generator), "
           "whether it is in play already or not (then it is summoned again: refreshed)."),
    Effect("remove", [P("what", "entity"), P("from", "place", "self", "from")], "Remove a status, combat status or summon by name."),
    Effect("discard_summons", [P("of", "side", "own", "of")], "Every summon of a side leaves play."),
    Effect("discard", [], "Remove this entity from play."),
    Effect("use", [P("n", "int", 1)], "Spend usages of this entity; at 0 it leaves play unless it has `keep_at_zero`."),
    Effect("use_round", [P("n", "int", 1), P("of", "entity", None, "of"), P("to", "place", "", "to")],
           "Spend this round's allowance (see `per_round`); `of NAME`: that of every entity of that name at the "
           "place instead (as in `add_usage`)."),
    Effect("set_element", [P("element", "elemvar")], "Change this entity's element (`self.element`); `swirled` in a reaction event."),
    Effect("add_usage", [P("n", "int"), P("of", "entity", None, "of"), P("to", "place", "", "to")],
           "Give this entity more usages (capped by `max_usage`); `of NAME`: every entity of that name on the place "
           "instead (characters for a status, default the handler's own; a side for a combat status, summon or support, "
           "default yours). A negative n takes usages away, and at 0 the entity leaves play unless it has `keep_at_zero`."),
    Effect("set_shield", [P("n", "int")], "Set this entity's shield points (capped by `max_shield`); a shield worked out "
           "when it enters: `on entered { set_shield (...) }`."),
    Effect("add_summon_usage", [P("n", "int"), P("to", "side", "own", "to")],
           "Every summon of a side that counts usages gains n (each capped by its `max_usage`); a negative n "
           "takes usages away, and at 0 a summon leaves play unless it has `keep_at_zero`."),
    Effect("add_target_usage", [P("n", "int")],
           "The event's target entity (a card played on a summon or support) gains n usages (not capped: "
           "`max_usage` limits only adding it again); a negative n takes usages away, and at 0 it leaves play "
           "unless it has `keep_at_zero`. An entity that counts no usages is not changed."),
    Effect("set", [P("var", "var"), P("value", "int")], "Set a counter of this entity.", func="set_var"),
    Effect("gain_energy", [P("n", "int"), P("to", "target", "self", "to")], "Characters gain energy (capped at their maximum)."),
    Effect("lose_energy", [P("n", "int"), P("to", "target", "self", "to")], "Characters lose energy (not below 0)."),
    Effect("energize", [P("n", "int"), P("of", "element", None, "of")],
           "One of your characters whose energy is not full (of that element, when given) gains energy: "
           "the active character first, then the others from the active one rightwards."),
    Effect("shift_energy", [P("n", "int")], "Move 1 energy from each of at most n standby characters to the active character."),
    Effect("gain_dice", [P("die", "die"), P("n", "int", 1)], "Create dice (at most 16 are held); `active`: of the "
           "active character's element, `self`: of the element of the character this runs for, `random`: each "
           "of a random basic element, `different`: n different basic elements chosen at random."),
    Effect("collect_dice", [P("n", "int"), P("into", "var", None, "into")],
           "Take unused dice, one of each type, until the counter reaches n."),
    Effect("draw", [P("n", "int", 1), P("kind", "cardclass", None, "of")],
           "Draw cards from the top of the draw pile; `of KIND` (a card kind, or a subtype such as `companion`): "
           "draw cards of that kind, chosen at random among those in the draw pile (fewer when it holds fewer)."),
    Effect("add_card", [P("card", "card"), P("n", "int", 1), P("to", "side", "own", "to")],
           "Create cards in a hand (yours, or `to opp`); none is created past the hand limit of 10."),
    Effect("discard_card", [P("card", "card"), P("n", "int", 1), P("into", "var", None, "into")],
           "Discard up to n cards of that name from your hand (which ones at random when more are there); "
           "`into COUNTER` adds the number discarded to a counter."),
    Effect("mark_shock", [P("n", "int", 1), P("to", "side", "opp", "to")],
           "Mark a random hand card of that side with Electric Shock."),
    Effect("reroll", [P("times", "int", 1)], "Let your player reroll dice this many times."),
    Effect("add_reroll", [P("n", "int", 1)],
           "In the roll phase: your player may reroll dice n more times after the roll.",
           modifier=("roll_phase",)),
    Effect("fix_dice", [P("die", "die"), P("n", "int")],
           "Of the 8 dice being rolled, n more show this face (`active`, `self` as in `gain_dice`); the others "
           "are rolled as usual (`rules.dice` decides only those). A reroll is random again.",
           modifier=("roll_phase",)),
    Effect("switch", [P("dir", "dir"), P("of", "side", "opp", "of")], "Force a side's active character to switch to its next or previous one."),
    Effect("move_equipment", [P("kind", "cardkind"), P("to", "target", None, "to")],
           "Move the equipment of that kind (weapon, artifact, ...) of the card's target character to another of "
           "your characters that can hold it (a weapon: one of the same weapon type); the player selects which "
           "(a `select` decision answered with the character's name, asked even when only one can be chosen, "
           "after the card's other effects); with `to TARGET`, it goes to that character if it can hold it "
           "(`to chosen`, after `choose_character`). The receiver's own equipment of that kind is discarded, and the "
           "moved one's per-round allowances (`per_round`, `round_counter`) start again."),
    Effect("switch_to", [P("to", "target")], "Switch your active character to this one."),
    Effect("use_skill", [P("skill", "string"), P("by", "target", "self", "by")], "A character uses one of its skills at once."),
    Effect("trigger_summons", [P("tag", "ident")],
           "Your summons with this tag (`tags`) act as in the End Phase, in the order they entered play, "
           "without spending their usages."),
    Effect("damage_bonus", [P("n", "int")], "Add to the damage being dealt.", modifier=DAMAGE_MOD),
    Effect("multiply", [P("n", "int")], "Multiply the damage being dealt.", modifier=("deal_damage", "incoming_damage")),
    Effect("halve", [], "Halve the damage taken, rounding up.", modifier=("incoming_damage",)),
    Effect("convert", [P("element", "element")], "Physical damage becomes this element (an infusion).", modifier=("damage_convert",)),
    Effect("reduce", [P("n", "int")], "Decrease the damage taken.", modifier=("incoming_damage", "reduce_damage")),
    Effect("survive", [P("hp", "int", 1)], "The character is not defeated; it is healed to this HP (a heal `healed` hears: "
           "免于被击倒，并治疗该角色到N点生命值).", modifier=("would_defeat",)),
    Effect("reduce_cost", [P("die", "costdie"), P("n", "int", 1)], "Pay fewer dice for the action (`any`: whatever dice it needs).", modifier=("cost",)),
    Effect("increase_cost", [P("die", "costdie"), P("n", "int", 1)], "Pay more dice for the action.", modifier=("cost",)),
    Effect("quick", [], "The action being paid for (a switch, a skill, a combat card) is a quick action: its player acts again.", modifier=("cost",)),
    Effect("no_energy", [], "The skill being used grants its user no energy (in a skill's body).", modifier=("skill",)),
]}

# ---- player choices (runtime/choices.py): the effect asks, a `select` action answers, and the
# rest of the handler, skill or card goes on after the answer
EFFECTS.update({e.name: e for e in [
    Effect("choose_summon", [P("n", "int"), P("what", "summons"), P("to", "side", "own", "to")],
           "The player picks one of n different summons drawn at random from the named ones (all of them "
           "when there are no more than n) and it is summoned: a `pick_summon` decision, answered with the "
           "summon's name (`select` in a scenario). What follows the effect waits for the answer.", asks=True),
    Effect("choose_card", [P("n", "int"), Param("of", "cardclass", None, "of", True),
                           Param("costing", "int", None, "costing", False)],
           "The player picks one of n different action cards drawn at random from the library's cards of "
           "a kind or a subtype (`of food`, `of location`), costing that many dice with `costing N`, and it is "
           "created in the hand: a `pick_card` decision, answered with the card's name. Cards that decks "
           "cannot hold (`hidden`) are never offered. What follows the effect waits for the answer.", asks=True),
    Effect("swap_hand", [],
           "The player chooses any of the hand cards (none too): they go back into the deck, each at a random "
           "place, and as many cards are drawn from the top, passing over cards of the names just put back while "
           "the deck holds others: a `swap_hand` decision, answered with the list of the hand cards (by index; by "
           "name in a scenario). What follows waits for the answer.",
           asks=True),
    Effect("choose_character", [P("among", "target"), Param("where", "cond", None, "where", False)],
           "The player picks one of the living characters the target word names for which the `where` "
           "condition holds (in it, `character` is the one considered): a `pick_character` decision, answered "
           "with the character's name. What follows waits for the answer and names the one picked `chosen`.",
           asks=True),
]})
# running a skill may stop for a choice its body asks: the code after `use_skill` waits too
EFFECTS["use_skill"].pauses = True
# where card code may ask (E0350): in a resolution of its own — a skill, a technique, a played
# card, an occasion or an "after" event — and never while an event is being changed (costs,
# damage, the roll), in `entered` (run inside the effect that puts the entity in play), in
# `prepare` (the turn passes right after it) or in a reaction's own body
CHOICE_EVENTS = ("skill", "technique", "played", "battle_begin", "action_phase", "end_phase",
                 "skill_used", "opp_skill_used", "switched", "card_played", "defeated", "damaged",
                 "dealt_damage", "reaction", "picked", "nightsoul_consumed", "before_action",
                 "healed", "revived", "declared_end", "tuned", "discarded", "drew", "opp_card_played",
                 "removed", "shield_used_up", "preparing", "opp_switched", "opp_declared_end")


# ---- card zones (issue 10, item 1): creating cards in hands and decks, drawing, discarding,
# copying and taking them.  A created card is marked as made and enters through the player's
# `cards_made` ledger (runtime/fx/cards.py); `card.in_initial_deck` reads the deck the match
# began with by name, as the cards' texts do; `card.original_cost` and `skill.original_cost` the
# dice of the card's or skill's own cost.
EFFECTS.update({e.name: e for e in [
    Effect("add_to_deck", [P("card", "card"), P("n", "int", 1), P("at", "deckpos", "random", "at"),
                           P("within", "int", None, "within"), P("to", "side", "own", "to")],
           "Create n cards in a deck (yours, or `to opp`): `at top` (each new one above the last), `at bottom`, "
           "`at random` (each at a random place; `within N`: among the top N cards), or `at spread`: spread evenly, "
           "the deck cut into n + 1 runs as even as possible (the longer runs first) with one new card between "
           "each two runs."),
    Effect("add_random_card", [P("n", "int", 1), Param("classes", "cardclasses", None, "of", True),
                               P("other_than", "card", None, "except"), P("to", "side", "own", "to")],
           "Create n cards in a hand, each chosen at random (the match's seeded generator) among the library's "
           "cards of the listed kinds or subtypes (not the hidden ones, which only effects create), other than "
           "the `except` card; none past the hand limit."),
    Effect("draw_card", [P("card", "card"), P("n", "int", 1)],
           "Draw n cards of that name from your deck (fewer when it holds fewer)."),
    Effect("discard_highest", [P("n", "int", 1), P("into", "var", None, "into")],
           "Discard n cards from your hand, one after the other the one with the highest original cost "
           "(one at random among equals; see `card.original_cost`); `into COUNTER` adds the number discarded."),
    Effect("mill", [P("n", "int", 1), P("of", "side", "own", "of")],
           "Discard the top n cards of a side's deck."),
    Effect("copy_top", [P("n", "int", 1), P("of", "side", "opp", "of")],
           "Create in your hand a copy of each of the top n cards of a side's deck (the opponent's unless "
           "`of own`); the deck keeps them."),
    Effect("steal_highest", [P("n", "int", 1)],
           "Take n cards from the opponent's hand into yours, each the one with the highest original cost "
           "(one at random among equals); past your hand limit a taken card is discarded."),
]})
