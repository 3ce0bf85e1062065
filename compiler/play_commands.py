"""What a person types at `gicc play --human N`, turned into the runtime's actions.

`parse` reads one line against the legal actions of the decision the match waits for and
returns an Action the engine accepts, a command for the terminal (help, board, quit), or raises
`Refused` with the reason; it never changes the match (the engine's `why_illegal` judges an
action built from the words, which only reads).  `label` describes an option as the list shows
it.  Numbers a person types count from 1: characters, hand cards, skills, dice, options.  No
terminal library here: the rendering is compiler/play_human.py."""
from gicc.runtime import actions as A
from gicc.runtime import engine as E
from gicc.runtime.defs import DICE
from gicc.runtime.dice import counts_of, dice_names
from gicc.runtime.terminal import visible


class Refused(Exception):
    """An entry that is not a legal action now; the message says why."""


HELP = """\
  N                the option numbered N in the list (e.g. 1)
  N pay DICE       the same, paying with the dice named (e.g. 3 pay omni cryo cryo)
  skill N          the active character's skill N (as numbered on the board)
  switch N         switch to your character N
  play NAME        play the hand card whose name starts with NAME (e.g. play paimon);
                   add `on N` to pick among several targets (the option numbers)
  tune N [DIE]     tune hand card N (converting the die named, else the usual one)
  end              declare the end of your round
  reroll DICE      at the roll phase: reroll the dice named or numbered (e.g. reroll pyro 3);
  keep             keep every die (also: reroll with nothing after it)
  swap N ...       at the start or when a card asks: swap the hand cards numbered; keep: none
  choose N         a new active character (your character N)
  pick NAME        pick the option whose name starts with NAME
  pay ...          with any action that costs dice; `pay auto` (the default) picks them for you
  board            show the board again
  help             this list
  quit             leave the match (end of input too)"""


def cost_text(cost):
    """(("cryo", 1), ("unaligned", 2)) as "1 cryo + 2 unaligned"; "free" for nothing."""
    parts = ["%d %s" % (n, t) for t, n in cost if n > 0]
    return " + ".join(parts) if parts else "free"


def action_cost(m, a):
    """The cost of an action as the engine will charge it now (cost modifiers counted), with
    its energy; None for an action that costs nothing to speak of."""
    p = a.player
    pl = m.players[p]
    act = pl.characters[pl.active]
    if a.kind in ("skill", "technique"):
        if a.kind == "skill":
            s = next(s for s in act.defn.skills if s.id == a.skill)
            cost = list(A.skill_cost(m, p, act, s))
        else:
            _, s = next((e, s) for e, s in A.techniques(act) if s.id == a.skill)
            cost = list(A.technique_cost(m, p, act, s))
        if A.energy_needed(s):
            cost.append(("energy", A.energy_needed(s)))
        return cost
    if a.kind == "switch":
        return list(E.switch_cost(m, p, pl.characters[a.index])[0])
    if a.kind == "play":
        defn = pl.hand[a.index].defn
        t = E.resolve_target(m, p, a.target)
        cost = list(A.card_cost(m, p, defn, t)[0])
        need = sum(n for t_, n in defn.cost if t_ == "energy")
        if need:
            cost.append(("energy", need))
        return cost
    return None


def target_text(m, p, ref):
    if ref is None:
        return ""
    t = E.resolve_target(m, p, ref)
    if t is None:
        return ""
    if hasattr(t, "statuses"):
        return " on %s%s" % ("" if t.player == p else "the opponent's ", t.defn.name)
    return " on %s" % t.defn.name


def label(m, a):
    """One option as the list shows it (names through `visible`)."""
    p = a.player
    pl = m.players[p]
    act = pl.characters[pl.active]
    if a.kind == "skill":
        s = next(s for s in act.defn.skills if s.id == a.skill)
        text = "%s uses %s (%s)" % (act.defn.name, s.name, s.kind)
    elif a.kind == "technique":
        e, s = next((e, s) for e, s in A.techniques(act) if s.id == a.skill)
        text = "%s uses the technique %s (%s)" % (act.defn.name, s.name, e.defn.name)
    elif a.kind == "switch":
        text = "switch to %s" % pl.characters[a.index].defn.name
    elif a.kind == "play":
        text = "play %s%s" % (pl.hand[a.index].defn.name, target_text(m, p, a.target))
    elif a.kind == "tune":
        text = "tune %s (a %s die into %s)" % (pl.hand[a.index].defn.name, a.die, act.element)
    elif a.kind == "end":
        text = "declare the end of the round"
    elif a.kind in ("choose", "initial"):
        text = "%s %s" % ("start with" if a.kind == "initial" else "choose", pl.characters[a.choice].defn.name)
    elif a.kind == "reroll":
        text = "reroll %s" % " ".join(a.dice) if a.dice else "keep every die"
    elif a.kind == "mulligan":
        text = "swap every card" if a.choice else "keep the hand"
    elif a.kind == "select" and isinstance(a.choice, list):
        text = "swap %s" % ", ".join(pl.hand[i].defn.name for i in a.choice) if a.choice else "swap nothing"
    else:
        text = "pick %s" % (a.choice,)
    cost = action_cost(m, a)
    if cost is not None:
        text += " — %s" % cost_text(cost)
        if a.payment is not None and sum(a.payment):
            text += " (pays %s)" % " ".join(dice_names(a.payment))
    return visible(text)


def skill_list(m, p):
    """The active character's skills a person numbers: normal, elemental, burst, in card order."""
    act = m.players[p].active_char
    return [s for s in act.defn.skills if s.kind in ("normal", "elemental", "burst")]


def _number(word, what, count):
    """A number counted from 1, checked against `count` things; the index from 0."""
    if not word.isdigit():
        raise Refused("%s is a number, not %r" % (what, visible(word)))
    n = int(word)
    if not 1 <= n <= count:
        raise Refused("there is no %s %d (1 to %d)" % (what, n, count) if count else "there is no %s" % what)
    return n - 1


def _die(word):
    """A die named by its element (or a prefix of it: `cr` for cryo)."""
    hits = [d for d in DICE if d.startswith(word.lower())] if word else []
    if len(hits) != 1:
        raise Refused("%r is not a die (dice: %s)" % (visible(word), " ".join(DICE)))
    return hits[0]


def parse_payment(m, p, words):
    """The dice named after `pay` as a payment (counts in the engine's order); None for auto."""
    if not words or words == ["auto"]:
        return None
    return counts_of([_die(w) for w in words])


def split_pay(words):
    if "pay" in words:
        i = words.index("pay")
        return words[:i], words[i + 1:]
    return words, None


def parse(m, options, line):
    """The action a line asks for among `options` (the legal actions; all one player's), or a
    terminal command: ("action", Action), ("help",), ("board",), ("quit",).  Refused: why not."""
    words = line.strip().lower().split()
    if not words:
        raise Refused("type a number from the list, or help")
    head = words[0]
    if head in ("help", "?", "h"):
        return ("help",)
    if head in ("quit", "exit", "q"):
        return ("quit",)
    if head in ("board", "b"):
        return ("board",)
    p = options[0].player
    words, pay_words = split_pay(words)
    if not words:
        raise Refused("pay for what? put `pay` after the action (e.g. 1 pay omni cryo)")
    a = _action(m, p, options, words)
    if pay_words is not None:
        if a.kind not in ("skill", "technique", "switch", "play"):
            raise Refused("%s costs no dice to choose" % label(m, a))
        payment = parse_payment(m, p, pay_words)
        a = E.Action(a.kind, a.player, skill=a.skill, index=a.index, target=a.target, payment=payment)
    why = E.why_illegal(m, a)
    if why is not None:
        raise Refused(visible(why))
    return ("action", a)


def _action(m, p, options, words):
    head, rest = words[0], words[1:]
    pl = m.players[p]
    kind = options[0].kind
    if head.isdigit():
        if rest:
            raise Refused("after a number only `pay DICE` may follow, not %r" % visible(" ".join(rest)))
        return options[_number(head, "option", len(options))]
    if head in ("skill", "attack", "s"):
        if kind != "skill" and not any(a.kind == "skill" for a in options):
            raise Refused(_not_now(m, options, "no skill can be used"))
        skills = skill_list(m, p)
        s = skills[_number(_one(rest, "skill N"), "skill", len(skills))]
        return _find(options, lambda a: a.kind == "skill" and a.skill == s.id,
                     lambda: E.why_illegal(m, E.Action("skill", p, skill=s.id)) or "%s cannot be used now" % s.name)
    if head in ("switch", "sw"):
        i = _number(_one(rest, "switch N"), "character", len(pl.characters))
        return _find(options, lambda a: a.kind == "switch" and a.index == i,
                     lambda: E.why_illegal(m, E.Action("switch", p, index=i)) or _not_now(m, options, "no switch now"))
    if head in ("choose", "c"):
        i = _number(_one(rest, "choose N"), "character", len(pl.characters))
        return _find(options, lambda a: a.kind in ("choose", "initial") and a.choice == i,
                     lambda: _not_now(m, options, "%s cannot be chosen" % pl.characters[i].defn.name))
    if head in ("play", "p"):
        return _play(m, p, options, rest)
    if head in ("tune", "t"):
        if not rest or len(rest) > 2:
            raise Refused("tune takes a hand card's number and maybe a die: tune 3, tune 3 pyro")
        i = _number(rest[0], "hand card", len(pl.hand))
        die = _die(rest[1]) if len(rest) > 1 else A.tune_die(pl)
        a = E.Action("tune", p, index=i, die=die)
        why = E.why_illegal(m, a)
        if why:
            raise Refused(visible(why))
        return a
    if head in ("end", "e"):
        return _find(options, lambda a: a.kind == "end", lambda: _not_now(m, options, "the round cannot be ended now"))
    if head in ("reroll", "keep"):
        if kind != "reroll":
            raise Refused(_not_now(m, options, "there is nothing to reroll now"))
        if head == "keep":
            if rest:
                raise Refused("keep keeps every die; to reroll some: reroll DICE")
            return E.Action("reroll", p, dice=[])
        return E.Action("reroll", p, dice=_dice_words(pl, rest))
    if head in ("swap", "mulligan"):
        if kind == "mulligan" or (kind == "select" and m.pending and m.pending[0].kind == "swap_hand"):
            idx = sorted({_number(w, "hand card", len(pl.hand)) for w in rest})
            return E.Action(kind, p, choice=idx)
        raise Refused(_not_now(m, options, "there is nothing to swap now"))
    if head == "pick":
        name = " ".join(rest)
        hits = [a for a in options if isinstance(a.choice, str) and a.choice.lower().startswith(name)] if name else []
        if len(hits) != 1:
            raise Refused("pick takes the start of one option's name%s" % (
                "" if not hits else ": %r fits %d of them" % (visible(name), len(hits))))
        return hits[0]
    raise Refused("unknown command %r (help lists them)" % visible(head))


def _one(rest, usage):
    if len(rest) != 1:
        raise Refused("usage: %s" % usage)
    return rest[0]


def _find(options, test, why):
    hits = [a for a in options if test(a)]
    if not hits:
        raise Refused(visible(why()))
    return hits[0]


def _not_now(m, options, default):
    """The reason for a command of the wrong moment: what the match waits for instead."""
    if m.pending:
        d = m.pending[0]
        return "the match waits for a %s decision (help, or a number from the list)" % d.kind.replace("_", " ")
    return default


def _play(m, p, options, rest):
    pl = m.players[p]
    words, on = rest, None
    if "on" in rest:
        i = rest.index("on")
        words, on = rest[:i], rest[i + 1:]
    name = " ".join(words)
    if not name:
        raise Refused("play takes the start of a hand card's name: play paimon")
    cards = [i for i, hc in enumerate(pl.hand) if hc.defn.name.lower().startswith(name)]
    if not cards:
        raise Refused("no card in your hand starts with %r" % visible(name))
    names = {pl.hand[i].defn.name for i in cards}
    if len(names) > 1:
        raise Refused("%r fits several cards: %s" % (visible(name), visible(", ".join(sorted(names)))))
    card = pl.hand[cards[0]].defn
    plays = [(n, a) for n, a in enumerate(options, 1) if a.kind == "play" and pl.hand[a.index].defn is card]
    if not plays:
        why = None
        for t in A.card_targets(m, p, card) or [None]:
            why = A.card_playable(m, p, card, t)
            if why:
                break
        raise Refused(visible(why or "%s cannot be played now: its cost cannot be paid" % card.name))
    if on is not None:
        n = _number(_one(on, "play NAME on N"), "option", len(options))
        hit = [a for k, a in plays if k == n + 1]
        if not hit:
            raise Refused("option %d is not a play of %s (those are %s)" % (
                n + 1, visible(card.name), ", ".join(str(k) for k, _ in plays)))
        return hit[0]
    if len(plays) > 1:
        raise Refused("%s can be played on several targets: add `on N` with one of the options %s" % (
            visible(card.name), ", ".join(str(k) for k, _ in plays)))
    return plays[0][1]


def _dice_words(pl, words):
    """The dice to reroll: named by element (each word one die) or by their place on the
    board (counted from 1 in the order the dice are shown)."""
    held = dice_names(pl.dice)
    out, places = [], set()
    for w in words:
        if w.isdigit():
            i = _number(w, "die", len(held))
            if i in places:
                raise Refused("die %d is named twice" % (i + 1))
            places.add(i)
            out.append(held[i])
        else:
            out.append(_die(w))
    need = counts_of(out)
    for i, n in enumerate(need):
        if n > pl.dice[i]:
            raise Refused("you hold %d %s %s, not %d" % (pl.dice[i], DICE[i], "die" if pl.dice[i] == 1 else "dice", n))
    return out

