"""What the 5.7-6.0 action cards of branch `rd` added (session 5)."""
from .values import VALUES

# ---- Crown of the Saints (5.7): "该角色下次技能或特技造成伤害+1" — the damage is dealt by a technique
# (特技) that the handler's own character holds (a technique card, or equipment or a status that
# grants one): a technique's damage is its granting entity's, not the character's (`damage.by_self`).
VALUES["damage.by_self_technique"] = ("bool", "_fx.by_self_technique(me, ev.dmg)", "damage")
