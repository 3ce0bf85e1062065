"""What the 5.7-6.0 action cards of branch rd added (session 5)."""


def by_self_technique(me, dmg):
    """The damage is dealt by a technique held by this handler's character: the entity that deals
    it grants a technique skill and is one of the character's equipment or statuses."""
    src, ch = dmg.src_e, me.ch
    if src is None or ch is None or not any(s.kind == "technique" for s in src.defn.skills):
        return False
    return any(x is src for x in ch.equipment + ch.statuses)
