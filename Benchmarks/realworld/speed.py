"""Speed on real code: a11yscan with all built-in rules against ripgrep's one-pass search of the
anchor set, over the same extracted Swift and Kotlin files, runs taking turns."""

import os
import shutil
import statistics
from dataclasses import dataclass

from harness import measure

from . import scanner


@dataclass
class SpeedResult:
    a11yscan: list  # seconds per run
    ripgrep: list
    files: int
    megabytes: float
    error: str = ""
    load: str = ""

    @property
    def ratio(self):
        if not self.a11yscan or not self.ripgrep:
            return None
        return statistics.median(self.a11yscan) / statistics.median(self.ripgrep)


def ripgrep_argv(rg, pattern_file, folder, jobs):
    return [rg, "-j", str(jobs), "--no-config", "--no-unicode", "--count-matches", "-g", "*.swift", "-g", "*.kt",
            "-f", pattern_file, folder]


def tree_size(folder):
    files, size = 0, 0
    for base, _, names in os.walk(folder):
        for name in names:
            if name.endswith((".swift", ".kt")):
                files += 1
                size += os.path.getsize(os.path.join(base, name))
    return files, size / 1e6


def compare(binary, folder, pattern_file, scratch, runs=5, jobs=2):
    """Alternates ripgrep and a11yscan `runs` times each after one warm-up of each."""
    rg = shutil.which("rg")
    files, megabytes = tree_size(folder)
    result = SpeedResult([], [], files, megabytes, load=" ".join(f"{value:.2f}" for value in os.getloadavg()))
    if rg is None:
        result.error = "ripgrep (rg) is not installed"
        return result
    if not files:
        return result
    os.makedirs(scratch, exist_ok=True)
    scan_out = os.path.join(scratch, "speed-a11yscan.json")
    commands = {
        "ripgrep": (ripgrep_argv(rg, os.path.abspath(pattern_file), ".", jobs), os.path.join(scratch, "speed-rg.txt")),
        "a11yscan": (scanner.scan_argv(binary, scan_out, jobs), os.path.join(scratch, "speed-a11yscan.out")),
    }
    for index in range(runs + 1):
        for name, (argv, stdout_path) in commands.items():
            done = measure.measure(name, argv, stdout_path, runs=1, warmup=False, cwd=folder)
            if not done.ok:
                result.error = f"{name}: {done.error or 'timed out'}"
                return result
            if index > 0:
                getattr(result, name).append(done.samples[0].seconds)
    return result
