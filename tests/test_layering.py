"""Modules import one another one way: no circle among runtime/ modules, counting the imports
made inside functions, which hide a circle from Python but not from a reader (issue 10, item 11:
actions.py and fx used to import each other)."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def import_graph(package):
    """module name -> the package's modules it imports, at the top or inside a function."""
    files = {}
    for f in (ROOT / package).rglob("*.py"):
        parts = f.relative_to(ROOT).with_suffix("").parts
        files[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = f
    graph = {}
    for name, f in files.items():
        here = name.split(".") if f.name == "__init__.py" else name.split(".")[:-1]
        deps = set()
        for n in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(n, ast.ImportFrom):
                if n.level:
                    base = ".".join(here[:len(here) - n.level + 1] + ([n.module] if n.module else []))
                else:
                    base = n.module or ""
                deps.add(base)
                deps.update(base + "." + a.name for a in n.names)
            elif isinstance(n, ast.Import):
                deps.update(a.name for a in n.names)
        graph[name] = {d for d in deps if d in files and d != name}
    return graph


def circles(graph):
    """The groups of modules that import one another (Tarjan's strongly connected components)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                out.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_runtime_imports_have_no_circle():
    assert circles(import_graph("runtime")) == []


def test_actions_does_not_import_the_effects():
    assert not {d for d in import_graph("runtime")["runtime.actions"] if d.startswith("runtime.fx")}


def test_the_checker_finds_a_circle():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
