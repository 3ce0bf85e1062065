"""Agents: anything that picks one of the runtime's legal actions.

Each agent owns a generator seeded from the match seed, so the same seed gives the same
decisions; the match's own generator stays the only source of the game's randomness."""
import random



class RandomAgent:
    """Uniformly random among the legal actions, with declaring round end made rarer so the
    matches look like play rather than a string of passes."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def act(self, m, options):
        if len(options) > 1:
            non_end = [a for a in options if a.kind != "end"]
            if non_end and self.rng.random() < 0.85:
                options = non_end
        return options[self.rng.randrange(len(options))]


class GreedyAgent(RandomAgent):
    """Prefers the burst, then the elemental skill, then a normal attack; else random."""

    ORDER = {"skill": 0, "play": 1, "switch": 3, "tune": 2, "end": 4}

    def act(self, m, options):
        skills = [a for a in options if a.kind == "skill"]
        if skills:
            p = m.players[options[0].player]
            act = p.characters[p.active]
            rank = {s.id: {"burst": 0, "elemental": 1, "normal": 2}.get(s.kind, 3) for s in act.defn.skills}
            return min(skills, key=lambda a: rank.get(a.skill, 9))
        plays = [a for a in options if a.kind == "play"]
        if plays and self.rng.random() < 0.7:
            return plays[self.rng.randrange(len(plays))]
        return super().act(m, options)


AGENTS = {"random": RandomAgent, "greedy": GreedyAgent}
