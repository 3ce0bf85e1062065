"""A person at the terminal as one side of `gicc play` (`--human N`, `--p0 human`).

Each decision shows the board — both sides' characters with HP, energy, aura, statuses and
equipment, combat statuses, summons with their usages, supports; the player's own dice and
hand with costs, the opponent's hand and dice only counted — then the numbered legal actions
with their costs, and reads a line (compiler/play_commands.py turns it into an action or
refuses it with the reason, and asks again).

rich draws it: a well-kept library that lays out tables and colour, and writes plain text when
the output is not a terminal (`Console.is_terminal`; NO_COLOR and TERM=dumb are honoured), so
the same code serves a person, a pipe and a test.  Lines are read with plain `input()` (with
the standard library's readline for editing and history where there is one): it reads from a
pipe or a pseudo-terminal alike, needs no extra dependency, and one short command a turn needs
no completion menus.  Every name from a card or deck file goes through runtime.terminal.visible
and into rich as Text, never as markup, so a card name can neither move the cursor nor style
the screen."""
from gicc.runtime import actions as A
from gicc.runtime.dice import dice_names
from gicc.runtime.terminal import visible

from .play_commands import HELP, Refused, cost_text, label, parse, skill_list

ELEMENT_STYLE = {"cryo": "cyan", "hydro": "blue", "pyro": "red", "electro": "magenta",
                 "anemo": "green", "geo": "yellow", "dendro": "bright_green", "omni": "bold white"}


class Quit(Exception):
    """The person left the match (quit, or the end of input)."""


def _t(text, style=""):
    from rich.text import Text
    return Text(visible(text), style=style)


def _entities(es):
    parts = []
    for e in es:
        s = e.defn.name
        extra = []
        if e.usage is not None:
            extra.append("usage %d" % e.usage)
        if e.duration is not None:
            extra.append("%d round%s" % (e.duration, "" if e.duration == 1 else "s"))
        if e.shield:
            extra.append("shield %d" % e.shield)
        if extra:
            s += " (%s)" % ", ".join(extra)
        parts.append(s)
    return ", ".join(parts)


def side_table(m, p, me):
    from rich.table import Table
    from rich.text import Text
    pl = m.players[p]
    who = "You" if p == me else "Opponent"
    title = "%s (P%d)%s" % (who, p, " — round ended" if pl.declared_end else "")
    t = Table(title=title, title_justify="left", expand=False, show_lines=False)
    for col in ("#", "character", "HP", "energy", "aura", "statuses", "equipment"):
        t.add_column(col)
    for c in pl.characters:
        mark = "▶" if c.idx == pl.active else " "
        name = Text(mark + " ")
        name.append_text(_t(c.defn.name, ELEMENT_STYLE.get(c.element, "")))
        if c.defeated:
            t.add_row(str(c.idx + 1), name, "defeated", "", "", "", "", style="dim")
            continue
        aura = Text(" ".join(c.aura)) if c.aura else Text("-")
        t.add_row(str(c.idx + 1), name, "%d/%d" % (c.hp, c.max_hp), "%d/%d" % (c.energy, c.max_energy),
                  aura, _t(_entities(c.statuses)), _t(_entities(c.equipment)))
    return t


def zone_lines(m, p, me):
    from rich.text import Text
    pl = m.players[p]
    out = Text()
    for title, es in (("combat statuses", pl.combat_statuses), ("summons", pl.summons), ("supports", pl.supports)):
        out.append("  %s: " % title, style="bold")
        out.append_text(_t(_entities(es) or "-"))
        out.append("\n")
    if p != me:
        out.append("  hand: %d cards, dice: %d, deck: %d\n" % (len(pl.hand), pl.dice_count(), len(pl.deck)))
    return out


def own_lines(m, me):
    from rich.text import Text
    pl = m.players[me]
    out = Text()
    out.append("  dice (%d): " % pl.dice_count(), style="bold")
    for i, d in enumerate(dice_names(pl.dice), 1):
        out.append("%d:%s " % (i, d), style=ELEMENT_STYLE.get(d, ""))
    out.append("\n  hand:\n", style="bold")
    for i, hc in enumerate(pl.hand, 1):
        cost = [(t, n) for t, n in hc.defn.cost if t != "legend"]
        out.append_text(_t("    %d. %s — %s%s" % (i, hc.defn.name, cost_text(cost),
                                                 ", legend" if hc.defn.kind == "arcane_legend" else "")))
        out.append("\n")
    act = pl.active_char
    if not act.defeated:
        out.append("  skills of ", style="bold")
        out.append_text(_t(act.defn.name))
        out.append(":\n")
        for i, s in enumerate(skill_list(m, me), 1):
            cost = list(A.skill_cost(m, me, act, s))
            if A.energy_needed(s):
                cost.append(("energy", A.energy_needed(s)))
            out.append_text(_t("    %d. %s (%s) — %s" % (i, s.name, s.kind, cost_text(cost))))
            out.append("\n")
    out.append("  deck: %d cards\n" % len(pl.deck))
    return out


def show_board(console, m, me):
    from rich.rule import Rule
    console.print(Rule("round %d, %s phase" % (m.round, m.phase)))
    for p in (1 - me, me):
        console.print(side_table(m, p, me))
        console.print(zone_lines(m, p, me), end="")
    console.print(own_lines(m, me), end="")


def show_options(console, m, options):
    from rich.text import Text
    d = m.pending[0] if m.pending else None
    head = "Your decision: %s" % d.kind.replace("_", " ") if d else "Your turn"
    console.print(Text(head, style="bold"))
    for i, a in enumerate(options, 1):
        console.print(Text("  %2d. %s" % (i, label(m, a))))


class HumanAgent:
    """A person: the board and the options at each decision, a line read for each."""

    PROMPT = "gicc> "

    def __init__(self, console=None, read=input):
        from rich.console import Console
        self.console = console or Console(highlight=False, soft_wrap=True)
        self.read = read
        try:
            import readline  # noqa: F401 -- line editing and history for input(), where there is one
        except ImportError:
            pass

    def act(self, m, options):
        me = options[0].player
        show_board(self.console, m, me)
        show_options(self.console, m, options)
        while True:
            try:
                line = self.read(self.PROMPT)
            except (EOFError, KeyboardInterrupt):
                raise Quit()
            try:
                got = parse(m, options, line)
            except Refused as e:
                self.console.print(_t("refused: %s" % e, "bold red"))
                continue
            if got[0] == "quit":
                raise Quit()
            if got[0] == "help":
                self.console.print(HELP, markup=False, highlight=False)
                continue
            if got[0] == "board":
                show_board(self.console, m, me)
                show_options(self.console, m, options)
                continue
            return got[1]

