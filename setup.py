"""The compiled engine: a regular install (`pip install .`, `pip wheel .`) compiles the runtime's
hot modules with Cython into extension modules beside their .py sources; pyproject.toml holds
everything else.  Cython is a well-kept compiler for exactly this (plain Python in, the same
semantics out), so the engine has one source, the .py files, and no C of its own to maintain.

A .pxd beside a module (Cython's "augmenting .pxd") gives it C types when compiled, and only
then: the state's, definitions', events' and actions' classes become extension types, and the
hottest functions read their fields as C structures (about 1.5 times fewer instructions than
the same modules compiled untyped).  A .pxd names only classes and functions of its .py, the
fields of a class exactly its __slots__ (tests/test_pxd.py keeps them so).  Cython finds a
module's .pxd, and those it cimports, by the package folders it sits in, so the sources are
compiled from a copy laid out as gicc/runtime/ (`stage`): the source tree's runtime/ is
gicc.runtime only through package-dir.

Pure Python instead, with the same behaviour:
  - an editable install (`pip install -e .`): a .so beside runtime/*.py would shadow the
    developer's edits, so build_ext builds nothing there;
  - GICC_PURE=1 in the environment;
  - no Cython, or no C compiler, or a module that does not compile: one warning line, and the
    install goes on without extension modules.
The .py sources always ship too: an extension module is imported before its .py, and the
replays' engine fingerprint (runtime/replay.py) hashes the .py text, the same either way."""
import os
import shutil
import sys
from pathlib import Path

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent

# the modules compiled: those with a share of the CPU time in matches (cProfile, the anchor decks
# and random decks of the whole library; each of these >= 0.1%, or Match.clone()); the others
# (files, scenarios, replays, the terminal, simulations, rarely used effects) stay Python: they
# would cost build time and gain nothing
HOT = {"runtime": ("defs", "engine", "listing", "actions", "events", "resolution", "dice", "phases", "damage", "library",
                   "zones", "state", "agents", "play", "transfiguration", "handcards", "decisions",
                   "clone"),
       "runtime/fx": ("values", "cards", "modifiers", "damage_heal", "targets", "usages", "entities",
                      "dice", "choosing", "equipment")}

DIRECTIVES = {"language_level": 3}


def warn(why):
    print("gicc: WARNING: installing the engine as pure Python (slower, the same matches): %s" % why,
          file=sys.stderr)


def compiled_modules():
    """An Extension per hot module of gicc.runtime and gicc.runtime.fx, its .py as the source."""
    return [Extension("gicc.%s.%s" % (folder.replace("/", "."), name), ["%s/%s.py" % (folder, name)])
            for folder, names in HOT.items() for name in names]


class BuildExt(build_ext):
    """Cythonizes and compiles the extensions, unless the build is editable; falls back to pure
    Python (no extension at all) when Cython or the C compiler fails."""

    def run(self):
        if getattr(self, "editable_mode", False) or self.inplace:
            # editable (or the legacy `develop`, `build_ext --inplace`): the .py files are the code
            self.extensions = []
            return
        if not self.extensions:
            return
        try:
            from Cython.Build import cythonize
            staged = self.stage()
            for ext in self.extensions:
                ext.sources = [os.path.join(staged, "gicc", src) for src in ext.sources]
            translated = cythonize(self.extensions, compiler_directives=DIRECTIVES, quiet=True,
                                   include_path=[staged],
                                   build_dir=os.path.join(self.build_temp, "cython"))
            c_sources = {ext.name: ext.sources for ext in translated}
            for ext in self.extensions:     # the objects finalize_options prepared, now from C
                ext.sources = c_sources[ext.name]
        except ImportError:
            self.pure("Cython is not installed")
            return
        except Exception as e:          # Cython rejected a module
            self.pure("Cython could not translate the runtime (%s: %s)" % (type(e).__name__, e))
            return
        try:
            super().run()
        except Exception as e:          # no C compiler, missing Python headers, ...
            self.pure("the C compiler failed (%s)" % (str(e).strip().splitlines() or [type(e).__name__])[-1])

    def stage(self):
        """The runtime's sources under gicc/runtime/ in the build folder: Cython names a module,
        and finds its .pxd (the C types of the state and events) and those it cimports, by the
        package folders it sits in, which the source tree's layout (runtime/ is gicc.runtime
        through package-dir) does not have."""
        root = os.path.join(self.build_temp, "cysrc")
        pkg = os.path.join(root, "gicc")
        shutil.rmtree(pkg, ignore_errors=True)
        os.makedirs(pkg)
        open(os.path.join(pkg, "__init__.py"), "w").close()
        shutil.copytree(HERE / "runtime", os.path.join(pkg, "runtime"),
                        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.c", "*.pyd"))
        return root

    def finalize_options(self):
        super().finalize_options()
        if self.parallel is None:       # one compiler a core, unless `build_ext -j N` said otherwise
            self.parallel = os.cpu_count() or 1

    def build_extensions(self):
        if self.compiler.compiler_type == "unix":
            for ext in self.extensions:     # no debugging information: a sixth of the size, builds faster
                ext.extra_compile_args = ext.extra_compile_args + ["-g0"]
        super().build_extensions()

    def pure(self, why):
        for ext in self.extensions:     # drop what was built before the failure
            path = self.get_ext_fullpath(ext.name)
            if os.path.exists(path):
                os.remove(path)
        self.extensions = []
        # a wheel being built of this is pure now: tag it py3-none-any, not for this platform
        # (bdist_wheel read has_ext_modules before the build; it tags the wheel after it)
        wheel = self.distribution.command_obj.get("bdist_wheel")
        if wheel is not None:
            wheel.root_is_pure = True
        warn(why)


# GICC_PURE=1: no extension at all, so the wheel is a pure one (py3-none-any)
PURE_BUILD = os.environ.get("GICC_PURE", "") not in ("", "0")
setup(ext_modules=[] if PURE_BUILD else compiled_modules(), cmdclass={"build_ext": BuildExt})
