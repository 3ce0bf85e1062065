"""A character's form: the element an effect changes it to (La Signora's Crimson Witch of Embers)."""
from .targets import chars


def change_element(m, me, ev, element, to="self"):
    """The characters' element becomes `element` for the rest of the match: dice of their element,
    Elemental Tuning, the skills that `require` an element read it (Character.element)."""
    if ev is not None and ev.dry:
        return
    for t in chars(m, me, ev, to):
        if t.element != element:
            t.form_element = element
            if m.verbose:
                m.say("  %s's element becomes %s" % (t.defn.name, element))
