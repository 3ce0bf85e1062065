"""What Serene (322027, 4.8) and her ten Melusine Support cards (302206-302215) added (issue 12,
branch `serene`).

The pools the Support cards draw from ("Food the Melusines recommend", "Events they find
awesome", ...) are not listed by the reference files; they are facts of the reference engine
(gitcg, the `oracle` extra), read by id from its bundled game data (docs/language.md, "Melusine
Support pools"): the Food, Artifact, Weapon and Arcane Legend ones are every obtainable card of
that kind (`add_random_card`), the Event one a list of named cards (`add_card_one_of ... times 2`),
Puca's Companions a list of named supports (`fill_supports`)."""
from .signatures import Effect, P
from .effects import EFFECTS
from .values import FUNCTIONS

# ---- Canotila's Support (302209): "随机将2张美露莘看好的超棒事件牌加入手牌" — two cards, each one of
# the named ones at random (duplicates possible: each a draw of its own).
EFFECTS["add_card_one_of"].params.append(P("n", "int", 1, "times"))
EFFECTS["add_card_one_of"].doc += (" `times N`: N cards so, each chosen on its own (the same card may come "
                                   "twice: Canotila's Support).")

# ---- Puca's Support (302213): "随机生成「伙伴」到场上，直到填满双方支援区" — supports put into play
# until a side's support zone (4) is full, each a different one of the named support cards.
EFFECTS["fill_supports"] = Effect(
    "fill_supports", [P("what", "cards"), P("to", "side", "own", "to")],
    "Put supports into play on a side (yours, or `to opp`) until its support zone (4) is full: each a "
    "different one of the named support cards, chosen at random (the match's seeded generator); they enter "
    "as an effect's support does, without their `on played` handlers (fewer when fewer are named). A name "
    "that is not a support card: E0741.")

# ---- Virda's Support (302212): "恢复双方牌手的「秘传」卡牌使用机会" — the Arcane Legend use of both
# players comes back: each may play an Arcane Legend card again this match.
EFFECTS["reset_legend"] = Effect(
    "reset_legend", [],
    "Both players have their Arcane Legend use back: each may play one Arcane Legend card again (whether "
    "they had spent it or not).")

# ---- Topyas's Goodwill (302216): "随机舍弃1张牌或抓1张牌" — one or the other at random; as the
# reference engine has it, only the one that can happen when the deck or the hand is empty.
EFFECTS["draw_or_discard"] = Effect(
    "draw_or_discard", [P("n", "int", 1)],
    "n times: draw 1 card, or discard 1 card of your hand chosen at random, either with equal chances (the "
    "match's seeded generator); with an empty deck it discards, with an empty hand it draws, with both "
    "empty nothing happens. The discard is heard as any discard by an effect (`discarded`, `self_discarded`).")

# ---- Lutine's Goodwill (302217): "随机受到2点治疗或2点穿透伤害" — one of two at random, even chances.
FUNCTIONS["coin"] = (
    (), "bool", "_fx.coin(m)",
    "true or false with equal chances (a coin toss), drawn from the match's one seeded generator (not in "
    "`on cost` or `require`): \"randomly this or that\"")
