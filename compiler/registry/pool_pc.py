"""What the 4.4-4.5 cards of the `pc` part of the pool (issue 12) added."""
from .values import FUNCTIONS

# ---- Sayu (issue 12): Fuufuu Whirlwind Kick deals "2 Anemo DMG (or the Swirled Element's DMG)".
# The Fuufuu Windwheel status she prepares it with remembers the element Yoohoo Art: Fuuin Dash
# swirled (`set_element swirled`); the prepared skill, which runs for the character, reads it with
# `element_of(NAME)`: the element (`self.element`) of that entity on this character or your side.
FUNCTIONS["element_of"] = (
    ("entity",), "sym:element", "_fx.element_of(m, me, {0})",
    "the element (`self.element`, see `set_element`) of that status of this character, or of that combat status, "
    "summon or support of your side; none when it is not in play")
