"""Running the matches of a batch (gicc.runtime.sim) on many cores or a Ray cluster.

The work is cut into chunks of consecutive match indices; each worker process loads the card
library once (from the compile cache) and plays whole chunks.  Since match i depends only on i,
the records, put back in index order, are the same for any number of workers and either
backend.  This side of the package loads the library (the compiler's build), so the runtime
never imports it."""
import math
import os
import sys

from gicc.runtime import sim as S

_STATE = {}          # in a worker: (library spec) -> the library, loaded once per process


class Library:
    """Which card library the workers load: the built-in one (wherever the worker has gicc
    installed, which on a cluster need not be the driver's path) and the user's folders."""

    def __init__(self, builtin=True, user=()):
        self.builtin, self.user = builtin, tuple(str(p) for p in user)

    def key(self):
        return (self.builtin, self.user)

    def roots(self):
        from .build import CARDS
        return ([CARDS] if self.builtin else []) + list(self.user)

    @classmethod
    def of(cls, roots):
        from .build import CARDS
        return cls(builtin=any(os.path.realpath(r) == os.path.realpath(CARDS) for r in roots),
                   user=[r for r in roots if os.path.realpath(r) != os.path.realpath(CARDS)])


def library(spec):
    lib = _STATE.get(spec.key())
    if lib is None:
        from .cli import load_library
        lib = load_library(spec.roots())
        if lib is None:
            raise RuntimeError("the card library did not load in a worker (see the errors above)")
        _STATE[spec.key()] = lib
    return lib


def chunk(indices, jobs, size=None):
    """Consecutive runs of indices: about eight a worker, so the last ones finish together, and
    at most 64 matches each so the progress bar moves."""
    n = len(indices)
    if size is None:
        size = max(1, min(64, math.ceil(n / (max(1, jobs) * 8))))
    return [indices[k:k + size] for k in range(0, n, size)]


def play_chunk(spec, batch, indices):
    """One chunk in a worker: its records."""
    return S.play_indices(library(spec), batch, indices)


def run_local(spec, batch, n, jobs, progress=None, lib=None):
    """The records of matches 0..n-1, in index order, on `jobs` processes (1: this one)."""
    if lib is not None:
        _STATE[spec.key()] = lib      # a forked worker inherits it instead of loading it again
    indices = list(range(n))
    if jobs <= 1 or n <= 1:
        out = []
        for part in chunk(indices, 1):
            out += play_chunk(spec, batch, part)
            if progress:
                progress(len(part))
        return out
    from concurrent.futures import ProcessPoolExecutor, as_completed
    out = []
    with ProcessPoolExecutor(max_workers=jobs) as ex:
        futures = [ex.submit(play_chunk, spec, batch, part) for part in chunk(indices, jobs)]
        try:
            for f in as_completed(futures):
                recs = f.result()
                out += recs
                if progress:
                    progress(len(recs))
        except BaseException:
            for f in futures:
                f.cancel()
            raise
    out.sort(key=lambda r: r["index"])
    return out


def map_local(spec, fn, items, jobs, **kw):
    """[fn(spec, chunk, **kw) for each chunk of items], in order, on `jobs` processes."""
    parts = chunk(list(items), jobs)
    if jobs <= 1 or len(parts) <= 1:
        return [x for part in parts for x in fn(spec, part, **kw)]
    from concurrent.futures import ProcessPoolExecutor
    with ProcessPoolExecutor(max_workers=jobs) as ex:
        return [x for res in ex.map(_call, [(fn, spec, part, kw) for part in parts]) for x in res]


def _call(job):
    fn, spec, part, kw = job
    return fn(spec, part, **kw)


def fuzz_chunk(spec, seeds):
    """(problems, actions) of each fuzzed game (gicc.runtime.fuzz.play_one)."""
    from gicc.runtime.fuzz import play_one
    lib = library(spec)
    return [play_one(lib, s) for s in seeds]


def bench_chunk(spec, indices, batch):
    """One (actions, CPU seconds) for a chunk of benchmark matches."""
    import time
    lib = library(spec)
    w = S.Worker(lib, batch)
    start = time.process_time()
    actions = sum(w.play(i)["actions"] for i in indices)
    return [(actions, time.process_time() - start)]


def _ray_chunk(spec, batch, indices):
    return play_chunk(spec, batch, indices)


def run_ray(spec, batch, n, jobs, address=None, progress=None):
    """The same records as run_local, each chunk a Ray task: on a new local Ray instance with
    `jobs` CPUs, or on the cluster at `address` ("auto": the one this machine belongs to)."""
    import ray
    started = False
    if not ray.is_initialized():
        kw = {"include_dashboard": False, "log_to_driver": False, "configure_logging": False}
        if address:
            ray.init(address=address, **kw)
        else:
            # a local instance: the workers inherit this environment (GICC_CACHE, GICC_PATH)
            ray.init(num_cpus=max(1, jobs), **kw)
        started = True
    try:
        cpus = int(ray.cluster_resources().get("CPU", jobs)) or 1
        task = ray.remote(_ray_chunk)
        pending = [task.remote(spec, batch, part) for part in chunk(list(range(n)), cpus)]
        out = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            for ref in done:
                recs = ray.get(ref)
                out += recs
                if progress:
                    progress(len(recs))
        out.sort(key=lambda r: r["index"])
        return out
    finally:
        if started:
            ray.shutdown()


class Bar:
    """A progress bar on the standard error (matches done, matches/s, ETA), only when that is a
    terminal: a pipe or a log file gets nothing."""

    def __init__(self, total, what="matches", enabled=None):
        self.enabled = sys.stderr.isatty() if enabled is None else enabled
        self.total, self.what = total, what
        self.progress = None

    def __enter__(self):
        if self.enabled:
            from rich.console import Console
            from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                       TimeElapsedColumn, TimeRemainingColumn)
            self.progress = Progress(TextColumn("%s" % self.what), BarColumn(), MofNCompleteColumn(),
                                     TextColumn("{task.fields[rate]}"), TimeElapsedColumn(),
                                     TextColumn("ETA"), TimeRemainingColumn(),
                                     console=Console(stderr=True), transient=False)
            self.progress.__enter__()
            self.task = self.progress.add_task(self.what, total=self.total, rate="")
        return self

    def __call__(self, k):
        if self.progress is not None:
            self.progress.advance(self.task, k)
            t = self.progress.tasks[0]
            if t.speed:
                self.progress.update(self.task, rate="%.1f %s/s" % (t.speed, self.what))

    def __exit__(self, *exc):
        if self.progress is not None:
            self.progress.__exit__(*exc)
        return False
