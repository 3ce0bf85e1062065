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
SIGNATURE = re.compile(r"^cpdef (?:[\w.]+ )?(\w+)\((.*)\)\s*$")


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
        m = SIGNATURE.match(line)
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


CIMPORT_MODULE = re.compile(r"^from gicc\.runtime(?:\.(\w+))? cimport (.+)$")


def typed_functions(stem):
    """{name: [(parameter, optional)]} of the cpdef functions runtime/STEM.pxd declares."""
    pxd = RUNTIME / (stem + ".pxd")
    out = {}
    if pxd.exists():
        for line in pxd.read_text(encoding="utf-8").splitlines():
            m = SIGNATURE.match(line)
            if m:
                params = [p.strip() for p in m.group(2).split(",") if p.strip()]
                out[m.group(1)] = [(p.split()[-1].rstrip("=*"), p.endswith("=*")) for p in params]
    return out


def cimported(pxd):
    """{name as the .py calls it: (alias of a module or None, the module's stem, function)}."""
    calls = {}
    for line in pxd.read_text(encoding="utf-8").splitlines():
        m = CIMPORT_MODULE.match(line)
        if not m:
            continue
        for item in m.group(2).split(","):
            name, _, alias = item.strip().partition(" as ")
            alias = alias or name
            if m.group(1) is None:          # from gicc.runtime cimport actions as A
                for fn in typed_functions(name):
                    calls["%s.%s" % (alias, fn)] = (name, fn)
            elif name in typed_functions(m.group(1)):
                calls[alias] = (m.group(1), name)
    return calls


@pytest.mark.parametrize("pxd", PXDS, ids=lambda p: p.stem)
def test_no_call_into_another_modules_typed_function_skips_an_optional_argument(pxd):
    """Compiled, a call to another module's cpdef function is a C call whose optional arguments
    are a leading run; a call that names a later one and skips an earlier one falls back to a
    lookup of the bare name in the caller's module (Cython 3.3), which is a NameError at run
    time in the compiled engine only.  Such a call passes them by position instead."""
    calls = cimported(pxd)
    if not calls:
        return
    tree = ast.parse(pxd.with_suffix(".py").read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and node.keywords):
            continue
        f = node.func
        name = f.id if isinstance(f, ast.Name) else \
            "%s.%s" % (f.value.id, f.attr) if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) else None
        if name not in calls:
            continue
        stem, fn = calls[name]
        params = typed_functions(stem)[fn]
        given = set(range(len(node.args))) | {[p for p, _ in params].index(k.arg) for k in node.keywords}
        optional = [i for i, (_, opt) in enumerate(params) if opt]
        used = [i for i in optional if i in given]
        assert used == optional[:len(used)], "%s line %d: %s skips an optional argument of %s.%s" % (
            pxd.with_suffix(".py").name, node.lineno, name, stem, fn)
