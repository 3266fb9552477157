"""Plans and writes a whole corpus: which files, where, how long, and the manifest."""

import json
import os
import random

from . import android_views, compose, swiftui, uikit, words
from .defects import Tally

LONG_FILE_MIN_LINES = 5000
MANIFEST_NAME = "manifest.json"

# (framework, language, share of files); long files come on top of this mix.
MIX = [("swiftui", "swift", 0.36), ("uikit", "swift", 0.14), ("compose", "kotlin", 0.36), ("views", "kotlin", 0.14)]


class CorpusWriter:
    """Writes files into `root` and keeps the counts the manifest reports."""

    def __init__(self, root):
        self.root = root
        self.paths = {}
        self.tally = Tally()
        self.stats = {}
        self.long_files = {"count": 0, "lines": 0, "bytes": 0, "min_lines": LONG_FILE_MIN_LINES}
        self.total_bytes = 0

    def unique_path(self, directory, stem, extension):
        candidate = f"{directory}/{stem}.{extension}"
        index = 2
        while candidate in self.paths:
            candidate = f"{directory}/{stem}{index}.{extension}"
            index += 1
        self.paths[candidate] = True
        return candidate

    def write(self, relative, text, framework, language, tally):
        data = text.encode("utf-8")
        lines = text.count("\n")
        path = os.path.join(self.root, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as handle:
            handle.write(data)
        self.tally.merge(tally)
        for key in (language, framework):
            entry = self.stats.setdefault(key, {"files": 0, "bytes": 0, "lines": 0})
            entry["files"] += 1
            entry["bytes"] += len(data)
            entry["lines"] += lines
        if lines >= LONG_FILE_MIN_LINES:
            self.long_files["count"] += 1
            self.long_files["lines"] += lines
            self.long_files["bytes"] += len(data)
        self.total_bytes += len(data)


def _small_target(rng):
    roll = rng.random()
    if roll < 0.6:
        return 0
    if roll < 0.9:
        return rng.randrange(200, 500)
    return rng.randrange(500, 1200)


def _one_file(writer, rng, framework, target_lines):
    feature = rng.choice(words.FEATURES)
    name = feature + rng.choice(words.PARTS)
    if framework in ("swiftui", "uikit"):
        module = rng.choice(words.MODULES_IOS)
        directory = f"ios/{module}/{feature}"
        if framework == "swiftui":
            text, tally = swiftui.screen_file(rng, name, target_lines, module)
            relative = writer.unique_path(directory, f"{name}View", "swift")
        else:
            text, tally = uikit.controller_file(rng, name, target_lines)
            relative = writer.unique_path(directory, f"{name}ViewController", "swift")
        writer.write(relative, text, framework, "swift", tally)
        return
    module = rng.choice(words.MODULES_ANDROID)
    package = f"com.example.{module.replace('-', '')}.{feature.lower()}"
    directory = f"android/{module}/src/main/java/{package.replace('.', '/')}"
    if framework == "compose":
        text, tally = compose.screen_file(rng, name, package, target_lines)
        relative = writer.unique_path(directory, f"{name}Screen", "kt")
    else:
        text, tally = android_views.fragment_file(rng, name, package, target_lines)
        relative = writer.unique_path(directory, f"{name}Fragment", "kt")
    writer.write(relative, text, framework, "kotlin", tally)


def _pick_framework(rng):
    roll = rng.random()
    for framework, _, share in MIX:
        if roll < share:
            return framework
        roll -= share
    return MIX[-1][0]


def generate(root, size_mb, seed):
    """Writes about `size_mb` MB (10^6 bytes) of sources into `root`; returns the manifest."""
    rng = random.Random(seed)
    writer = CorpusWriter(root)
    target = int(size_mb * 1_000_000)
    # The first files are long ones in both languages, so even a small corpus has some.
    forced_long = ["swiftui", "compose", "uikit", "views"]
    while writer.total_bytes < target:
        if forced_long:
            framework = forced_long.pop(0)
            target_lines = rng.randrange(LONG_FILE_MIN_LINES, LONG_FILE_MIN_LINES + 3000)
        else:
            framework = _pick_framework(rng)
            long_file = rng.random() < 0.01
            target_lines = rng.randrange(LONG_FILE_MIN_LINES, 9000) if long_file else _small_target(rng)
        _one_file(writer, rng, framework, target_lines)
    manifest = {
        "generator": "Benchmarks/generate-corpus.py",
        "seed": seed,
        "size_mb": size_mb,
        "totals": {
            "files": sum(writer.stats[lang]["files"] for lang in ("swift", "kotlin") if lang in writer.stats),
            "bytes": writer.total_bytes,
            "lines": sum(writer.stats[lang]["lines"] for lang in ("swift", "kotlin") if lang in writer.stats),
        },
        "by_language": {k: writer.stats[k] for k in ("swift", "kotlin") if k in writer.stats},
        "by_framework": {k: writer.stats[k] for k, _, _ in MIX if k in writer.stats},
        "long_files": writer.long_files,
        "defects": writer.tally.as_manifest(),
        "defect_totals": {"planted": writer.tally.total("planted"), "fixed": writer.tally.total("fixed")},
    }
    with open(os.path.join(root, MANIFEST_NAME), "w", encoding="utf-8") as handle:
        json.dump(manifest, handle, indent=2, sort_keys=True)
        handle.write("\n")
    return manifest


def ide_file(path, lines, seed):
    """One SwiftUI file of at least `lines` lines, for the single-file (editor) measurement."""
    rng = random.Random(seed)
    text, _ = swiftui.screen_file(rng, "SettingsOverview", lines)
    directory = os.path.dirname(path)
    if directory:
        os.makedirs(directory, exist_ok=True)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return text.count("\n")
