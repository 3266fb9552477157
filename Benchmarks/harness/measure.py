"""Runs a command several times and records wall time, CPU time and peak resident memory.

Wall time comes from a monotonic clock around spawn and wait; CPU times from the kernel's
rusage of the waited child. Peak RSS comes from `/usr/bin/time -f %M` around the first run
(the warm-up, when there is one): the rusage of a child forked from this Python process
starts from Python's own resident size, which hid every figure below it.
"""

import os
import signal
import statistics
import subprocess
import threading
import time
from dataclasses import dataclass, field


@dataclass
class Sample:
    seconds: float
    peak_rss_kb: int
    user_seconds: float
    system_seconds: float
    exit_code: int


@dataclass
class Measurement:
    """All runs of one command; `timed_out` when the last run hit the time limit."""

    label: str
    argv: list
    samples: list = field(default_factory=list)
    timed_out: bool = False
    error: str = ""
    #: Peak RSS in KB of one run as `/usr/bin/time` saw it; None when it was not available.
    timed_rss_kb: int = None

    def joined(self, later):
        """This measurement and a later one of the same command as one: all samples, the
        later one's failure if it failed."""
        return Measurement(self.label, self.argv, self.samples + later.samples, later.timed_out,
                           later.error or self.error,
                           self.timed_rss_kb if self.timed_rss_kb is not None else later.timed_rss_kb)

    @property
    def ok(self):
        return bool(self.samples) and not self.timed_out and not self.error

    @property
    def median_seconds(self):
        return statistics.median(s.seconds for s in self.samples) if self.samples else None

    @property
    def peak_rss_mb(self):
        if self.timed_rss_kb is not None:
            return self.timed_rss_kb / 1024
        return max(s.peak_rss_kb for s in self.samples) / 1024 if self.samples else None


TIME = "/usr/bin/time" if os.path.exists("/usr/bin/time") else None


def run_once(argv, stdout_path, timeout, cwd=None, stdin_path=None, rss_path=None):
    """One run; output goes to `stdout_path` (a regular file, never /dev/null, which some
    tools detect and then stop at the first match). With `rss_path`, the command runs under
    `/usr/bin/time`, which writes its peak RSS in KB there."""
    if rss_path:
        argv = [TIME, "-f", "%M", "-o", rss_path, *argv]
    with open(stdout_path, "wb") as out, open(stdin_path or os.devnull, "rb") as inp, \
            open(stdout_path + ".err", "wb") as err:
        start = time.perf_counter()
        process = subprocess.Popen(argv, stdin=inp, stdout=out, stderr=err, cwd=cwd, start_new_session=True)
        killed = threading.Event()

        def kill():
            killed.set()
            os.killpg(process.pid, signal.SIGKILL)

        timer = threading.Timer(timeout, kill) if timeout else None
        if timer:
            timer.start()
        _, status, usage = os.wait4(process.pid, 0)
        seconds = time.perf_counter() - start
        if timer:
            timer.cancel()
    exit_code = os.waitstatus_to_exitcode(status)
    process.returncode = exit_code
    if killed.is_set():
        return None
    return Sample(seconds, usage.ru_maxrss, usage.ru_utime, usage.ru_stime, exit_code)


def measure(label, argv, stdout_path, runs, ok_codes=(0, 1), timeout=None, warmup=True, cwd=None, stdin_path=None):
    """Runs `argv` `runs` times (after one unrecorded warm-up run when `warmup`)."""
    result = Measurement(label, list(argv))
    for index in range(runs + (1 if warmup else 0)):
        rss_path = stdout_path + ".rss" if TIME and index == 0 else None
        sample = run_once(argv, stdout_path, timeout, cwd=cwd, stdin_path=stdin_path, rss_path=rss_path)
        if rss_path and sample is not None:
            result.timed_rss_kb = read_rss(rss_path)
        if sample is None:
            result.timed_out = True
            return result
        if sample.exit_code not in ok_codes:
            with open(stdout_path + ".err", "rb") as err:
                message = err.read().decode("utf-8", "replace").strip().splitlines()
            result.error = f"exit {sample.exit_code}: {message[-1] if message else 'no message'}"
            return result
        if index > 0 or not warmup:
            result.samples.append(sample)
    return result


def read_rss(path):
    """The last number `/usr/bin/time -f %M` wrote (it may prefix a note about the exit status)."""
    try:
        with open(path, encoding="utf-8") as handle:
            numbers = [line.strip() for line in handle if line.strip().isdigit()]
        return int(numbers[-1]) if numbers else None
    except OSError:
        return None
