"""Positions in YAML files read with ruamel's round-trip loader, for messages with a line."""


def line_of(node, key=None, index=None):
    """The 1-based line of a mapping key, a sequence item, or the node; None when unknown."""
    try:
        if key is not None:
            return node.lc.key(key)[0] + 1
        if index is not None:
            return node.lc.item(index)[0] + 1
        return node.lc.line + 1
    except (AttributeError, KeyError, IndexError, TypeError):
        return None
