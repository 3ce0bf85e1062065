"""The scenario runner's contract for broken scenarios (scenario-format.md): a malformed
scenario is a FAIL whose message names the file and the line, never a traceback."""
import re
from pathlib import Path

import pytest

from gicc.runtime.scenario import run_file

# .yml, not .yaml: `gicc scenario tests` runs every .yaml under tests/, and these must fail
MALFORMED = sorted((Path(__file__).parent / "fixtures" / "malformed").glob("*.yml"))


@pytest.mark.parametrize("path", MALFORMED, ids=lambda p: p.stem)
def test_malformed_scenario_fails_naming_file_and_line(lib, path):
    ok, name, msg = run_file(path, lib)
    assert not ok
    assert re.match(r"^%s:\d+: " % re.escape(str(path)), msg), msg
    assert "internal error" not in msg and "Traceback" not in msg, msg
