"""One random match played in the reference engine (gitcg), recorded step by step."""
from . import (CICIN_ICICLE, CICIN_MAGE, CRYO_CICINS, DATA_VERSION, DICE_ORDER, DIE_CODE,
               GITCG_DICE, GITCG_VERSION, IRON_TONGUE, LIBEN, UsageError)
from .view import decode_state, dice_names


def import_gitcg():
    try:
        import gitcg  # noqa: F401
    except ImportError:
        raise UsageError("the reference engine is not installed: pip install 'gicc[oracle]' "
                         "(or pip install gitcg==%s); `check` runs without it" % GITCG_VERSION)
    import gitcg
    from importlib.metadata import version, PackageNotFoundError
    try:
        v = version("gitcg")
    except PackageNotFoundError:
        v = None
    if v != GITCG_VERSION:
        raise UsageError("gitcg %s is installed; the oracle is written for gitcg %s "
                         "(pip install gitcg==%s)" % (v, GITCG_VERSION, GITCG_VERSION))
    return gitcg


# differences a step is taken back for (another choice is made instead): the outcome cannot be
# compared (random) or the reference engine parts from the card there and another choice avoids it
TAKEN_BACK = ("random", "cicins-past-limit")


class Recorder:
    """Plays one match in the reference engine with random choices and records every step.

    A step that used the engine's random generator is taken back: the match is resumed from the
    engine's last resumable state before it, the decisions since then are answered as before, and
    that decision is made again without the choice that led there (when no choice is left, the
    decision before it is made again; when that fails too, the scenario ends before the step).
    A step that hits a known difference of the reference engine ends the scenario before it."""

    def __init__(self, gitcg, names, rng, max_steps):
        self.gitcg, self.names, self.rng, self.max_steps = gitcg, names, rng, max_steps
        self.game = None
        self.start = None          # the raw state when round 1's action phase starts
        self.steps = []            # [(step dict, raw state after it)]
        self.pending = None        # (step, state before it, decision number) waiting for its state
        self.cut = None            # why the scenario ends before the match does
        self.error = None          # an exception inside a callback of the engine
        self.answers = []          # every answer given, by decision number
        self.banned = {}           # decision number -> choices that must not be made again
        self.retry = None          # a decision to take back
        self.avoided = []          # what was taken back, and why
        self.snapshots = []        # the engine's last resumable states, with the recorder's
        self.asked = 0             # decisions asked so far
        self.retries = 0
        self.replay_until = 0      # decisions below this one are answered as before
        self.moves = []            # (player, in | out | taken, card id, definition id): what
                                   # entered and left each hand since the last decision

    def observe(self):
        """The state now; it is the state after the step answered last, which is recorded (or
        taken back, see the class)."""
        r = decode_state(self.game.json())
        moves, self.moves = self.moves, []
        if self.pending is not None:
            step, before, n, choice = self.pending
            self.pending = None
            reason = self.difference(before, r, step)
            if reason and not reason.startswith(TAKEN_BACK):
                # no other choice avoids it for long (every round ends with dice left): the
                # scenario ends before this step
                self.cut = reason
                return r
            if reason:
                self.retries += 1
                if self.retries >= 80:
                    self.cut = "too many steps taken back; the last: %s" % reason
                    return r
                self.banned.setdefault(n, set()).add(choice)
                self.avoided.append(reason)
                self.retry = (n, reason)
                return r
            ties = self.ties(before, moves)
            if ties:
                step = dict(step, ties=ties)
            self.steps.append((step, r))
            if len(self.steps) >= self.max_steps:
                self.cut = "the step limit (%d)" % self.max_steps
        return r

    def difference(self, before, after, step):
        """Why the step just taken cannot be a test: it used the engine's random generator (gicc
        rolls its own), or it hits a known difference of the reference engine."""
        if before["iterators"]["random"] != after["iterators"]["random"]:
            return "random: %s used the reference engine's random generator" % describe(step)
        if "skill" in step:
            # Cryo Cicins: the Mage's Normal Attack gives it 1 Usage past its limit of 3 (the
            # talent's "叠加到超过上限"); the reference engine keeps it at 3
            me = before["players"][step["player"]]
            act = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
            cicins = [e for e in me["summons"] if e["definition"]["id"] == CRYO_CICINS]
            if act["definition"]["id"] == CICIN_MAGE and step["skill"] == CICIN_ICICLE and cicins \
                    and cicins[0]["variables"].get("usage", 0) >= 3:
                return ("cicins-past-limit: %s would take Cryo Cicins past 3 Usages, where the "
                        "reference engine stops" % describe(step))
        if after["roundNumber"] != before["roundNumber"] or after["phase"] == "gameEnd":
            # an End Phase ran in this step; the dice held before it are the ones left unused
            for pi in (0, 1):
                now = {e["id"]: e for e in after["players"][pi]["supports"]}
                kinds = len(set(before["players"][pi]["dice"]))
                for e in before["players"][pi]["supports"]:
                    if e["definition"]["id"] != LIBEN:
                        continue
                    was = e["variables"].get("collected", 0)
                    ours = was + min(kinds, 3 - was)       # one die of each type, as the card says
                    theirs = now[e["id"]]["variables"].get("collected", 0) if e["id"] in now else 3
                    if (ours >= 3) != (theirs >= 3) or (ours < 3 and theirs != ours):
                        return ("liben-omni: after %s Liben went from %d to %d collected dice "
                                "holding %d kinds (the card: %d)" % (describe(step), was, theirs, kinds, ours))
                # Iron Tongue Tian: the card charges a character without full energy; the
                # reference engine also spends a use when only defeated characters lack it
                chars = before["players"][pi]["characters"]
                short = any(c["variables"]["alive"] and c["variables"]["energy"] < c["variables"]["maxEnergy"] for c in chars)
                for e in before["players"][pi]["supports"]:
                    if e["definition"]["id"] == IRON_TONGUE and not short:
                        left = now[e["id"]]["variables"].get("usage") if e["id"] in now else 0
                        if left != e["variables"].get("usage"):
                            return ("iron-tongue-defeated: after %s Iron Tongue Tian spent a use with "
                                    "no living character short of energy" % describe(step))
        return None

    def heard(self, who, note):
        """Keep what entered and left the player's own hand (whose cards it sees) from a
        notification's mutations, in their order."""
        P = self.gitcg.proto
        hand = P.ENTITY_AREA_HAND
        for mu in note.mutation:
            kind = mu.WhichOneof("mutation")
            if kind == "move_entity":
                x = mu.move_entity
                if x.from_where == hand and x.from_who == who:
                    taken = x.reason in (P.MOVE_ENTITY_REASON_UNDRAW, P.MOVE_ENTITY_REASON_STEAL)
                    self.moves.append((who, "taken" if taken else "out", x.entity.id, x.entity.definition_id))
                if x.to_where == hand and x.to_who == who:
                    self.moves.append((who, "in", x.entity.id, x.entity.definition_id))
            elif kind in ("create_entity", "remove_entity"):
                x = getattr(mu, kind)
                if x.where == hand and x.who == who:
                    self.moves.append((who, "in" if kind == "create_entity" else "out", x.entity.id,
                                       x.entity.definition_id))

    def ties(self, before, moves):
        """The cards a step took from a hand (to the bottom of the deck, or into the other hand:
        the reference engine's "highest original cost" effects) where others of that hand had
        the same highest original cost: the rules leave that pick to chance, gicc draws it at
        random, the reference engine takes the first in its order without its generator; the
        file names the one it took (the step's `ties`), in order.  At game data v6.0.0 every
        such move the reference engine makes without its random generator is of a costliest
        card; a name gicc's runner does not take at a tie fails the step, so another would show."""
        from gicc.runtime.fx.cards import original_cost

        def cost(did):
            d = self.names.lib.by_id.get(did)
            return original_cost(d) if d is not None else None

        hands = [{h["id"]: h["definition"]["id"] for h in p["hands"]} for p in before["players"]]
        out = []
        for who, kind, eid, did in moves:
            hand = hands[who]
            if kind == "in":
                hand[eid] = did
                continue
            if eid not in hand:             # told twice (both notifications of a pause)
                continue
            if kind == "taken":
                costs = [cost(d) for d in hand.values()]
                mine = cost(did)
                if mine is not None and None not in costs and mine == max(costs) and costs.count(mine) > 1:
                    out.append(self.names(did))
            del hand[eid]
        return out

    def decide(self, options, fresh):
        """The answer to the next decision: as before when it is replayed, else `fresh` over the
        options not banned (None when every option is banned)."""
        n = self.asked
        self.asked += 1
        if n < self.replay_until:
            return n, self.answers[n]
        allowed = [o for o in options if o not in self.banned.get(n, ())]
        if not allowed:
            return n, None
        choice = fresh(allowed)
        del self.answers[n:]
        self.answers.append(choice)
        return n, choice

    def build(self, who):
        """A player of the reference engine that answers with the recorder's random choices.  An
        exception cannot cross the engine's callbacks: it is kept and raised after the step, and
        once the match is cut (or a step is to be taken back) every question gets a plain answer
        until the engine pauses."""
        gitcg = self.gitcg
        P = gitcg.proto
        rec = self

        def halted():
            return rec.cut is not None or rec.error is not None or rec.retry is not None

        def guard(fn, plain):
            def call(this, req):
                if halted():
                    return plain(req)
                try:
                    return fn(req)
                except Exception:                  # a tool bug: shown after the step
                    import traceback
                    rec.error = traceback.format_exc()
                    return plain(req)
            return call

        def no_choice(n):
            rec.back_off(n)

        def action(req):
            if rec.start is None:
                r = decode_state(rec.game.json())
                rec.start = r
                rec.moves = []              # set-up's, before the first step
            else:
                r = rec.observe()
                if halted():
                    return end_turn(req)
            opts = rec.action_options(who, req, r)
            n, i = rec.decide([o[1] for o in opts], lambda allowed: rec.weighted(opts, allowed))
            if i is None:
                no_choice(n)
                return end_turn(req)
            step, dice = rec.action_step(who, req.action[i], r, next(o for o in opts if o[1] == i))
            rec.pending = (step, r, n, i)
            return P.ActionResponse(chosen_action_index=i, used_dice=dice)

        def end_turn(req):
            i = next(i for i, a in enumerate(req.action) if a.HasField("declare_end"))
            return P.ActionResponse(chosen_action_index=i)

        def choose(req):
            cands = list(req.candidate_ids)
            r = rec.observe() if rec.start is not None else None
            if halted():
                return P.ChooseActiveResponse(active_character_id=cands[0])
            n, pick = rec.decide(cands, lambda allowed: allowed[rec.rng.randrange(len(allowed))])
            if pick is None:
                no_choice(n)
                return P.ChooseActiveResponse(active_character_id=cands[0])
            if r is not None:
                ids = [c["id"] for c in r["players"][who]["characters"]]
                rec.pending = ({"player": who, "choose": ids.index(pick)}, r, n, pick)
            return P.ChooseActiveResponse(active_character_id=pick)

        def select(req):
            cands = list(req.candidate_definition_ids)
            r = rec.observe()
            if halted():
                return P.SelectCardResponse(selected_definition_id=cands[0])
            n, pick = rec.decide(cands, lambda allowed: allowed[rec.rng.randrange(len(allowed))])
            if pick is None:
                no_choice(n)
                return P.SelectCardResponse(selected_definition_id=cands[0])
            rec.pending = ({"player": who, "select": rec.names(pick)}, r, n, pick)
            return P.SelectCardResponse(selected_definition_id=pick)

        def switch_hands(req):
            if rec.start is not None and rec.pending is not None:
                step, before, n, choice = rec.pending
                step = dict(step, then=list(step.get("then", [])) + [{"player": who, "select": []}])
                rec.pending = (step, before, n, choice)
            return P.SwitchHandsResponse()

        def counted(fn):
            def call(req):
                rec.decide([None], lambda allowed: None)      # keeps the decision numbers aligned
                return fn(req)
            return call

        class Agent(gitcg.Player):
            def on_notify(self, n):
                if not halted():
                    rec.heard(who, n)

            def on_io_error(self, msg):
                if not halted():
                    rec.error = "the reference engine refused an answer: %s" % msg

            # no hand is switched and no die rerolled: with Omni dice there is nothing to gain
            # (and gicc's runner keeps the dice of a roll phase no step rerolls); a card that
            # switches hand cards in the match (Nature and Wisdom) asks gicc too: `select: []`
            on_switch_hands = guard(counted(switch_hands), lambda req: P.SwitchHandsResponse())
            on_reroll_dice = guard(counted(lambda req: P.RerollDiceResponse()), lambda req: P.RerollDiceResponse())
            on_action = guard(action, end_turn)
            on_choose_active = guard(choose, lambda req: P.ChooseActiveResponse(active_character_id=req.candidate_ids[0]))
            on_select_card = guard(select, lambda req: P.SelectCardResponse(selected_definition_id=req.candidate_definition_ids[0]))

        return Agent()

    def back_off(self, n):
        """Every choice at decision n is banned: take back the last real choice before it."""
        self.retries += 1
        for k in range(n - 1, max(-1, n - 12), -1):
            if k < len(self.answers) and self.answers[k] is not None and self.retries < 80:
                self.banned.setdefault(k, set()).add(self.answers[k])
                self.retry = (k, "no choice was left at decision %d" % n)
                return
        self.cut = "no choice is left at decision %d: %s" % (n, "; ".join(self.avoided[-3:]))

    def weighted(self, opts, allowed):
        """A random option among the allowed ones, skills and cards likelier than switching or
        ending the round, so that matches move on."""
        opts = [o for o in opts if o[1] in allowed]
        total = sum(o[0] for o in opts)
        x = self.rng.randrange(total)
        for o in opts:
            if x < o[0]:
                return o[1]
            x -= o[0]
        raise AssertionError("unreachable")

    def action_options(self, who, req, r):
        me = r["players"][who]
        held = [GITCG_DICE[c] for c in me["dice"]]
        act = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
        active_el = self.names.element(act["definition"]["id"])
        out = []
        # the engine lists each copy of a hand card; gicc plays (and tunes) the first copy of a
        # name, so only that copy's actions are taken (else the hands' orders part)
        # and a summon or support of a name that stands twice is named by its first one
        pos = {h["id"]: n for n, h in enumerate(me["hands"])}
        ents = {}
        for side, p in enumerate((me, r["players"][1 - who])):
            for zone in ("summons", "supports"):
                for n, e in enumerate(p[zone]):
                    ents[e["id"]] = ((side, zone, e["definition"]["id"]), n)
        first = {}
        for i, a in enumerate(req.action):
            kind = a.WhichOneof("action")
            if kind in ("play_card", "elemental_tuning"):
                cid = a.play_card.card_id if kind == "play_card" else a.elemental_tuning.removed_card_id
                did = next(h["definition"]["id"] for h in me["hands"] if h["id"] == cid)
                targets = list(a.play_card.target_ids) if kind == "play_card" else []
                key = (kind, did, tuple(ents[t][0] if t in ents else t for t in targets))
                rank = (pos[cid],) + tuple(ents[t][1] if t in ents else 0 for t in targets)
                if key not in first or rank < first[key][1]:
                    first[key] = (i, rank)
        keep = {i for i, _ in first.values()}
        for i, a in enumerate(req.action):
            if a.validity != 0:
                continue
            kind = a.WhichOneof("action")
            if kind in ("play_card", "elemental_tuning") and i not in keep:
                continue
            if kind == "elemental_tuning":
                # the engine lists tuning even when only Omni dice are held; a die is needed
                tunable = sorted({d for d in held if d not in ("omni", active_el)}, key=DICE_ORDER.index)
                if tunable:
                    out.append((1, i, kind, tunable))
                continue
            out.append(({"use_skill": 4, "play_card": 3, "switch_active": 1, "declare_end": 1}[kind], i, kind, None))
        return out

    def action_step(self, who, a, r, opt):
        """The scenario step of an action, and the dice it is paid with."""
        _, _, kind, extra = opt
        me = r["players"][who]
        held = [GITCG_DICE[c] for c in me["dice"]]
        step = {"player": who}
        chars = [c["id"] for c in me["characters"]]
        opp = [c["id"] for c in r["players"][1 - who]["characters"]]
        dice = list(a.auto_selected_dice)
        after = []
        if kind == "use_skill":
            sid = a.use_skill.skill_definition_id
            act = next(c for c in me["characters"] if c["id"] == me["activeCharacterId"])
            cdef = self.names.lib.by_id.get(act["definition"]["id"])
            sk = next((s for s in cdef.skills if s.id == sid), None) if cdef else None
            # a form the reference engine has as another character (Furina's 1212): its skills
            # have the names of gicc's character's skills
            tech = None if sk is not None else self.names.technique(sid)
            if tech is not None:
                # a technique (特技) of an equipment or status: the scenario's own step, by name
                step["technique"] = tech
            else:
                step["skill"] = sk.name if sk is not None else self.names.ref_skill.get(sid, sid)
            # a skill that picks one of your characters or summons (Kinich's Canopy Hunter: Riding
            # High, Koholasaurus's Spiritway): the reference engine takes it with the action, gicc
            # asks after it (pick_character, pick_own_summon)
            for t in a.use_skill.target_ids:
                c = next((c for c in me["characters"] + me["summons"] if c["id"] == t), None)
                if c is None:
                    raise RuntimeError("unknown target id %r of skill %s" % (t, sid))
                after.append({"player": who, "select": self.names(c["definition"]["id"])})
        elif kind == "switch_active":
            step["switch"] = chars.index(a.switch_active.character_id)
        elif kind == "declare_end":
            step["end"] = True
        elif kind == "elemental_tuning":
            die = extra[self.rng.randrange(len(extra))]
            card = next(h for h in me["hands"] if h["id"] == a.elemental_tuning.removed_card_id)
            step["tune"] = self.names(card["definition"]["id"])
            if len(extra) > 1:
                step["die"] = die
            dice = [DIE_CODE[die]]
        elif kind == "play_card":
            pc = a.play_card
            step["play"] = self.names(pc.card_definition_id)
            targets = list(pc.target_ids)
            ents = {}
            for side, p in ((0, me), (1, r["players"][1 - who])):
                for zone in ("summons", "supports"):
                    for e in p[zone]:
                        ents[e["id"]] = (side, zone, e)
            card_def = self.names.lib.by_id.get(pc.card_definition_id)
            if card_def is not None and card_def.kind == "support" and targets and targets[0] in ents:
                # a full support zone: the card names the support that makes room
                after.append({"player": who, "select": self.names(ents[targets[0]][2]["definition"]["id"])})
                targets = targets[1:]
            for n, t in enumerate(targets):
                if t in chars:
                    ref = chars.index(t)
                elif t in opp:
                    ref = {"opponent": opp.index(t)}
                elif t in ents:
                    ref = self.names(ents[t][2]["definition"]["id"])
                else:
                    raise RuntimeError("unknown target id %r of %s" % (t, step["play"]))
                if n == 0:
                    step["target"] = ref
                else:     # a second target (Master of Weaponry): the character receiving it
                    cid = me["characters"][ref]["definition"]["id"] if isinstance(ref, int) else None
                    after.append({"player": who, "select": self.names(cid) if cid else ref})
        cost = sum(q.count for q in a.required_cost if q.type not in (9, 10))  # not energy, legend
        if dice and (cost and any(d != "omni" for d in held)) and kind != "elemental_tuning":
            step["pay"] = dice_names(dice)
        if after:
            step["then"] = after
        return step, dice

    def play(self, decks, seed):
        gitcg = self.gitcg
        ll = gitcg.low_level
        cp = gitcg.CreateParam(deck0=gitcg.Deck(*decks[0]), deck1=gitcg.Deck(*decks[1]), version=DATA_VERSION)
        cp.set_attr(ll.ATTR_CREATEPARAM_NO_SHUFFLE_0, 1)
        cp.set_attr(ll.ATTR_CREATEPARAM_NO_SHUFFLE_1, 1)
        cp.set_attr(ll.ATTR_STATE_CONFIG_RANDOM_SEED, seed & 0x7fffffff)
        state = gitcg.State(create_param=cp)
        while True:
            self.run(state)
            if self.error is not None:
                raise RuntimeError("while playing seed %d: %s" % (seed, self.error))
            if self.retry is None:
                break
            n, reason = self.retry
            self.retry = None
            snap = next((x for x in reversed(self.snapshots) if x[0] <= n), None)
            if snap is None:
                self.cut = "cannot take back %s (no resumable state before it)" % reason
                break
            count, text, nsteps, pending, start, moves = snap
            self.snapshots = [x for x in self.snapshots if x[0] <= count]
            state = gitcg.State(json=text)
            self.steps = self.steps[:nsteps]
            self.pending, self.start, self.moves = pending, start, list(moves)
            self.asked = count
            self.replay_until = n               # decisions count..n-1 as before, n anew
            for k in [k for k in self.banned if k > n]:
                del self.banned[k]              # later decisions are other decisions now

    def run(self, state):
        gitcg = self.gitcg
        ll = gitcg.low_level
        self.game = gitcg.Game(state=state)
        self.game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_0, 1)
        self.game.set_attr(ll.ATTR_PLAYER_ALWAYS_OMNI_1, 1)
        self.agents = [self.build(0), self.build(1)]
        self.game.set_player(0, self.agents[0])
        self.game.set_player(1, self.agents[1])
        self.game.start()
        while self.game.is_running() and self.cut is None and self.error is None and self.retry is None:
            if self.game.is_resumable():
                self.snapshots.append((self.asked, self.game.json(), len(self.steps), self.pending, self.start,
                                       tuple(self.moves)))
                del self.snapshots[:-40]
            self.game.step()
        if self.cut is None and self.error is None and self.retry is None:
            if self.game.status() == gitcg.GameStatus.ABORTED:
                self.cut = "the reference engine stopped: %s" % self.game.error()
            else:
                self.observe()                # the state after the last step: the match is over

def describe(step):
    return ", ".join("%s: %s" % (k, v) for k, v in step.items() if k != "then")
