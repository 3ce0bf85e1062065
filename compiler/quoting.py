"""The one way a value from card text enters generated code: as a Python literal."""

SAFE = (int, str, bool, type(None), float)


def quote(value):
    """A Python literal for `value`; refuses anything that is not plain data."""
    if isinstance(value, (tuple, list)):
        inner = ", ".join(quote(v) for v in value)
        return "(%s,)" % inner if len(value) == 1 else "(%s)" % inner
    if isinstance(value, frozenset):
        return "frozenset(%s)" % quote(sorted(value))
    if type(value) not in SAFE:     # exactly: a subclass (a Lark Token is a str) has a repr of its own
        raise TypeError("cannot quote %r" % type(value).__name__)
    return repr(value)


def identifier(name):
    """A name that goes into generated code as an identifier: checked, never trusted."""
    if not (isinstance(name, str) and name.isidentifier() and name.isascii()):
        raise ValueError("not a valid identifier: %r" % (name,))
    return name
