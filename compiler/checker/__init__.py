"""The checker: resolves every name against the registry and the library's symbols, checks
types and placement, collects every problem, and lowers definitions to IR.

Error codes: E02xx definitions and properties, E03xx statements and effects, E04xx expressions,
E05xx names of other definitions.  docs/errors.md explains each."""
from .common import Counters, Symbols, base_damage, const_value, created_refs, split  # noqa: F401
from .definitions import DefinitionChecks
from .expressions import ExpressionChecks
from .statements import StatementChecks
from .zones import ZoneChecks


class Checker(DefinitionChecks, StatementChecks, ExpressionChecks, ZoneChecks):
    """Checks the definitions of one file against the symbols of the whole library and
    lowers them to IR; every problem goes to `diags`."""
