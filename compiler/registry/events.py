"""The events of the core language; the mechanics' modules of this package add theirs."""
from .signatures import Event

DAMAGE_FIELDS = ("damage", "skill", "target", "user")
EVENTS = {e.name: e for e in [
    Event("played", ("card", "target"), "This card is played (its effect)."),
    Event("battle_begin", (), "The battle begins, after both players choose their active characters."),
    Event("roll_phase", (), "The roll phase: your 8 dice are about to be rolled (`fix_dice` fixes some of them)."),
    Event("action_phase", (), "An action phase begins."),
    Event("end_phase", (), "The end phase: this entity's turn to act."),
    Event("skill_used", ("skill", "user", "character"), "After one of your characters uses a skill."),
    Event("opp_skill_used", ("skill", "user", "character"), "After an opposing character uses a skill (`user`).", "opp"),
    Event("switched", ("character",), "After your active character changes (`character` is the new one)."),
    Event("card_played", ("card", "target"), "After you play a card."),
    Event("defeated", ("character", "damage"), "After any character is defeated (`damage`: the damage that defeated it). "
          "The statuses and equipment of the defeated character hear it too, though they left play with it "
          "(`on defeated when character.is_self`: after the character this is attached to is defeated)."),
    Event("damage_convert", DAMAGE_FIELDS, "Your side is about to deal physical damage: infusions convert it."),
    Event("deal_damage", DAMAGE_FIELDS, "Your side is dealing damage: bonuses apply."),
    Event("incoming_damage", DAMAGE_FIELDS, "Your character is about to take damage: increases and multipliers.", "target"),
    Event("reduce_damage", DAMAGE_FIELDS, "Your character is about to take damage: reductions (in order, with shields).", "target"),
    Event("damaged", DAMAGE_FIELDS, "After your character took damage.", "target"),
    Event("dealt_damage", DAMAGE_FIELDS, "After your side dealt damage."),
    Event("reaction", ("reaction", "target", "damage", "character"),
          "After your side triggered a reaction (`character`: the character whose damage or element "
          "triggered it; none for a summon's or a status's)."),
    Event("cost", ("action", "skill", "card", "cost", "target", "user"),
          "Your side is paying for an action: cost modifiers (previewed without side effects)."),
    Event("entered", (), "This entity enters play, or is added again."),
    Event("prepare", ("user",), "A preparing status: its character's prepared skill is due. The skill a handler "
          "uses (`use_skill`) comes after what the handler's earlier statements set off: a next preparation "
          "added first, and what its `preparing` does, comes before it (Tatankasaurus). A `prepared` skill gives "
          "no Energy and no \"after a skill\" events (seeds 003/004: the skills that need preparing); a "
          "character's own skill a preparation uses (Tatankasaurus's Normal Attack) is used as any other."),
    Event("would_defeat", ("character",), "One of your characters is about to be defeated."),
]}
EVENTS["picked"] = Event("picked", (), "After you pick one of several cards or summons (挑选: `choose_card`, "
                         "`choose_summon`), once what was picked is in play or in the hand.")
