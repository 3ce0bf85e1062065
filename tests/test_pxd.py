"""The .pxd files beside the runtime's hot modules (issue 15, item 4) give their classes C types
when `pip install .` compiles them (setup.py).  The .py stays the code, and the suite runs it
as Python, so what only the compiled engine would notice is checked here: a class's fields in
its .pxd are exactly its __slots__ (a field missing there could not be set once compiled), its
base is the same, every typed function still exists, and every module with a .pxd is compiled."""
import ast
import importlib
import re
from pathlib import Path

import pytest

RUNTIME = Path(__file__).resolve().parent.parent / "runtime"
PXDS = sorted(RUNTIME.rglob("*.pxd"))
CLASS = re.compile(r"^cdef class (\w+)(?:\((\w+)\))?:\s*$")
FIELDS = re.compile(r"^\s+cdef public \w+ (.+)$")
FUNCTION = re.compile(r"^cpdef (?:[\w.]+ )?(\w+)\(")


def module_of(pxd):
    rel = pxd.relative_to(RUNTIME).with_suffix("")
    return "gicc.runtime." + ".".join(rel.parts)


def declared(pxd):
    """({class: (base, [fields])}, [functions]) as the .pxd declares them."""
    classes, functions, current = {}, [], None
    for line in pxd.read_text(encoding="utf-8").splitlines():
        m = CLASS.match(line)
        if m:
            current = m.group(1)
            classes[current] = (m.group(2), [])
            continue
        m = FIELDS.match(line)
        if m and current:
            classes[current][1].extend(f.strip() for f in m.group(1).split(","))
            continue
        if line and not line.startswith((" ", "#")):
            current = None          # the class's body has ended
        m = FUNCTION.match(line)
        if m:
            functions.append(m.group(1))
    return classes, functions


def test_there_are_pxd_files():
    names = {p.stem for p in PXDS}
    assert {"state", "events", "defs", "listing"} <= names, names


@pytest.mark.parametrize("pxd", PXDS, ids=lambda p: p.stem)
def test_a_pxd_declares_what_its_module_defines(pxd):
    mod = importlib.import_module(module_of(pxd))
    classes, functions = declared(pxd)
    for name, (base, fields) in classes.items():
        cls = getattr(mod, name, None)
        assert isinstance(cls, type), "%s: class %s is not in %s" % (pxd.name, name, mod.__name__)
        assert sorted(fields) == sorted(cls.__dict__["__slots__"]), \
            "%s: the fields of %s are not its __slots__" % (pxd.name, name)
        assert cls.__bases__[0].__name__ == (base or "object"), "%s: the base of %s" % (pxd.name, name)
    # every class with __slots__ whose base class is typed must be typed too (an extension
    # type's subclass in Python would have a __dict__ and lose the slots' meaning)
    for name, cls in vars(mod).items():
        if isinstance(cls, type) and cls.__module__ == mod.__name__ and cls.__bases__[0].__name__ in classes:
            assert name in classes, "%s: %s derives from a typed class" % (pxd.name, name)
    for name in functions:
        assert callable(getattr(mod, name, None)), "%s: %s is not a function of %s" % (pxd.name, name, mod.__name__)


def test_every_module_with_a_pxd_is_compiled():
    """setup.py compiles the hot modules; a .pxd beside a module it does not compile is dead."""
    tree = ast.parse((RUNTIME.parent / "setup.py").read_text(encoding="utf-8"))
    hot = next(n.value for n in tree.body if isinstance(n, ast.Assign) and getattr(n.targets[0], "id", "") == "HOT")
    hot = ast.literal_eval(hot)
    compiled = {"%s/%s" % (folder, name) for folder, names in hot.items() for name in names}
    for pxd in PXDS:
        rel = "runtime/" + pxd.relative_to(RUNTIME).with_suffix("").as_posix()
        assert rel in compiled, "%s is not among setup.py's HOT modules" % rel
