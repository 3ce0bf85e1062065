"""Reading the IR's condition code back into registry terms.

Conditions reach the IR as Python code built from the registry's templates
(compiler/registry/); `decompile` reads that code back into registry terms (values, character
attributes, functions, counters, comparisons) by matching the same templates, into a small tree
of tuples.  What it cannot name is rendered generically (`[code]`), never dropped."""
import ast

from .. import registry as R
from ..ir import IfStmt


def _dump(node):
    return ast.dump(node, annotate_fields=False)


def _parse(code):
    return ast.parse(code, mode="eval").body


def _tables():
    values = {}
    for name, (ty, code, _need) in R.VALUES.items():
        values.setdefault(_dump(_parse(code)), (name, ty))
    chars = {}
    for root, (rc, _need) in R.CHAR_ROOTS.items():
        for attr, (ty, fmt) in R.CHAR_ATTRS.items():
            chars.setdefault(_dump(_parse(fmt.format(c=rc))), (root, attr, ty))
    funcs = []
    for name, (types, result, fmt, _doc) in R.FUNCTIONS.items():
        pat = _parse(fmt.format(*["__A%d__" % i for i in range(len(types))]))
        funcs.append((name, types, result, pat))
    return values, chars, funcs

_VALUES, _CHARS, _FUNCS = _tables()

_OPS = {ast.Eq: "==", ast.NotEq: "!=", ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">=",
        ast.Is: "==", ast.IsNot: "!="}

_ARITH = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*", ast.FloorDiv: "/", ast.Div: "/"}


def _unify(pat, node, binds):
    if isinstance(pat, ast.Name) and pat.id.startswith("__A"):
        binds[int(pat.id[3:-2])] = node
        return True
    if type(pat) is not type(node):
        return False
    for f, pv in ast.iter_fields(pat):
        if f == "ctx":
            continue
        nv = getattr(node, f, None)
        if isinstance(pv, list):
            if not isinstance(nv, list) or len(pv) != len(nv):
                return False
            if not all(_unify(a, b, binds) if isinstance(a, ast.AST) else a == b for a, b in zip(pv, nv)):
                return False
        elif isinstance(pv, ast.AST):
            if not isinstance(nv, ast.AST) or not _unify(pv, nv, binds):
                return False
        elif pv != nv:
            return False
    return True


def decompile(code, counters=()):
    """The registry terms of a piece of IR code: a small tree of tuples."""
    try:
        node = _parse(code)
    except SyntaxError:
        return ("raw", code)
    return _tree(node, tuple(counters))


def _tree(n, counters):
    key = _dump(n)
    if key in _VALUES:
        name, ty = _VALUES[key]
        return ("value", name, ty)
    if key in _CHARS:
        root, attr, ty = _CHARS[key]
        return ("char", root, attr, ty)
    for name, types, result, pat in _FUNCS:
        binds = {}
        if _unify(pat, n, binds) and len(binds) == len(types):
            args = []
            for i, t in enumerate(types):
                a = binds[i]
                args.append(("str", a.value) if isinstance(a, ast.Constant) else _tree(a, counters))
            return ("fn", name, args, result)
    if (isinstance(n, ast.Subscript) and isinstance(n.value, ast.Attribute) and n.value.attr == "vars"
            and isinstance(n.slice, ast.Constant) and isinstance(n.slice.value, int)):
        i = n.slice.value
        return ("counter", counters[i] if i < len(counters) else "#%d" % i)
    if isinstance(n, ast.BoolOp):
        return ("and" if isinstance(n.op, ast.And) else "or", [_tree(v, counters) for v in n.values])
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.Not):
        return ("not", _tree(n.operand, counters))
    if isinstance(n, ast.UnaryOp) and isinstance(n.op, ast.USub):
        return ("neg", _tree(n.operand, counters))
    if isinstance(n, ast.BinOp) and type(n.op) in _ARITH:
        return ("arith", _ARITH[type(n.op)], _tree(n.left, counters), _tree(n.right, counters))
    if isinstance(n, ast.Compare) and len(n.ops) == 1:
        op, right = n.ops[0], n.comparators[0]
        if isinstance(op, ast.In) and isinstance(right, ast.Tuple):
            return ("in", _tree(n.left, counters), [_tree(e, counters) for e in right.elts])
        if type(op) in _OPS:
            return ("cmp", _OPS[type(op)], _tree(n.left, counters), _tree(right, counters))
    if isinstance(n, ast.Constant):
        if isinstance(n.value, bool):
            return ("value", "true" if n.value else "false", "bool")
        if isinstance(n.value, int):
            return ("num", n.value)
        if isinstance(n.value, str):
            return ("str", n.value)
    return ("raw", ast.unparse(n))


def value_type(t):
    if t[0] in ("value",):
        return t[2]
    if t[0] == "char":
        return t[3]
    if t[0] == "fn":
        return t[3]
    if t[0] in ("num", "arith", "neg", "counter"):
        return "int"
    return None


def subtrees(t):
    yield t
    if t[0] in ("and", "or"):
        for x in t[1]:
            yield from subtrees(x)
    elif t[0] == "not":
        yield from subtrees(t[1])


def walk(stmts):
    for s in stmts:
        yield s
        if isinstance(s, IfStmt):
            yield from walk(s.body)
            yield from walk(s.orelse or [])
