"""pytest collects every scenario file under tests/ as a test of its own."""
import pytest

from gicc.runtime import events

# every test checks the listener index against a fresh walk of the sides (runtime/events.py)
events.CHECK = True

_lib = None


def library():
    """The card library, built once per test session."""
    global _lib
    if _lib is None:
        from gicc.compiler.cli import load_library
        _lib = load_library()           # None once it has reported why
        if _lib is None:
            raise RuntimeError("the card library does not compile")
    return _lib


def pytest_addoption(parser):
    parser.addoption("--slow", action="store_true",
                     help="also run the tests marked slow: more seeds and whole-output repeats of "
                          "what the default run checks on a representative slice")


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: an extra the default run leaves out (run with --slow)")


def pytest_collection_modifyitems(config, items):
    if config.getoption("--slow"):
        return
    skip = pytest.mark.skip(reason="slow extra: run with --slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def pytest_collect_file(parent, file_path):
    if file_path.suffix == ".yaml" and "scenarios" in file_path.parts:
        return ScenarioFile.from_parent(parent, path=file_path)


class ScenarioFile(pytest.File):
    def collect(self):
        yield ScenarioItem.from_parent(self, name=self.path.stem)


class ScenarioItem(pytest.Item):
    def runtest(self):
        from gicc.runtime.scenario import run_file
        ok, name, msg = run_file(self.path, library())
        if not ok:
            raise ScenarioFailed(msg)

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, ScenarioFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, "scenario %s" % self.name


class ScenarioFailed(Exception):
    pass


@pytest.fixture(scope="session")
def lib():
    return library()


@pytest.fixture(scope="session")
def names():
    from gicc.compiler.build import CARDS
    from gicc.runtime.i18n import load
    return load(CARDS / "i18n")
