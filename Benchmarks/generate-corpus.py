#!/usr/bin/env python3
"""Writes a deterministic, realistic Swift and Kotlin corpus for the benchmark.

    generate-corpus.py --size-mb 50 --seed 1 --out Benchmarks/corpus/50mb-seed1
    generate-corpus.py --ide-file Benchmarks/out/File.swift --lines 1000
    generate-corpus.py --self-check [--size-mb 3]

The corpus mixes SwiftUI screens, UIKit view controllers, Compose screens and Android Views
fragments, many small files and a few of 5,000+ lines, with accessibility defects planted in
a broken or a fixed form. manifest.json at the top says how many of each were written.
The same seed and size give byte-identical output; --self-check proves it.
Python 3 standard library only.
"""

import argparse
import hashlib
import os
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from corpusgen import corpus  # noqa: E402  (needs the path set above)


def tree_digest(root):
    """Relative path → SHA-256 of every file under `root`."""
    digests = {}
    for folder, subfolders, files in os.walk(root):
        subfolders.sort()
        for name in sorted(files):
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                digests[os.path.relpath(path, root)] = hashlib.sha256(handle.read()).hexdigest()
    return digests


def count_sources(root):
    files = bytes_ = lines = longest = 0
    for folder, _, names in os.walk(root):
        for name in names:
            if not name.endswith((".swift", ".kt")):
                continue
            with open(os.path.join(folder, name), "rb") as handle:
                data = handle.read()
            files += 1
            bytes_ += len(data)
            count = data.count(b"\n")
            lines += count
            longest = max(longest, count)
    return {"files": files, "bytes": bytes_, "lines": lines}, longest


def self_check(size_mb, seed):
    """Generates twice with the same seed and once with another; returns the problems found."""
    problems = []
    with tempfile.TemporaryDirectory(prefix="corpus-check-") as scratch:
        first, second, other = (os.path.join(scratch, n) for n in ("a", "b", "c"))
        manifest = corpus.generate(first, size_mb, seed)
        corpus.generate(second, size_mb, seed)
        corpus.generate(other, size_mb, seed + 1)
        a, b, c = tree_digest(first), tree_digest(second), tree_digest(other)
        if a != b:
            differing = sorted(set(a.items()) ^ set(b.items()))[:5]
            problems.append(f"same seed gave different output, e.g. {differing}")
        if a == c:
            problems.append("a different seed gave identical output")
        if len(set(a.values())) != len(a):
            problems.append("two generated files are byte-identical")
        counted, longest = count_sources(first)
        if counted != manifest["totals"]:
            problems.append(f"manifest totals {manifest['totals']} differ from the files {counted}")
        if longest < corpus.LONG_FILE_MIN_LINES:
            problems.append(f"no file reaches {corpus.LONG_FILE_MIN_LINES} lines (longest {longest})")
        if counted["bytes"] < size_mb * 1_000_000:
            problems.append(f"wrote {counted['bytes']} bytes, less than the {size_mb} MB asked for")
        for kind, entry in manifest["defects"].items():
            if entry["planted"] == 0 or entry["fixed"] == 0:
                problems.append(f"defect kind {kind} has no planted or no fixed occurrence")
        print(f"self-check: {counted['files']} files, {counted['bytes']} bytes, {counted['lines']} lines, "
              f"longest file {longest} lines, {manifest['defect_totals']['planted']} planted defects")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--size-mb", type=float, help="corpus size in MB of 10^6 bytes (default 50; 3 for --self-check)")
    parser.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    parser.add_argument("--out", help="folder to write the corpus into (must be empty or absent)")
    parser.add_argument("--self-check", action="store_true", help="prove the output is deterministic, then exit")
    parser.add_argument("--ide-file", metavar="PATH", help="write one SwiftUI file for the single-file measurement")
    parser.add_argument("--lines", type=int, default=1000, help="lines of the --ide-file (at least this many)")
    args = parser.parse_args()

    if args.self_check:
        problems = self_check(args.size_mb or 3, args.seed)
        for problem in problems:
            print(f"self-check FAILED: {problem}", file=sys.stderr)
        if not problems:
            print("self-check passed: identical output for the same seed and size")
        return 1 if problems else 0
    if args.ide_file:
        lines = corpus.ide_file(args.ide_file, args.lines, args.seed)
        print(f"wrote {args.ide_file}: {lines} lines")
        return 0
    if not args.out:
        parser.error("--out is required (or --self-check, or --ide-file)")
    size_mb = args.size_mb or 50
    if size_mb <= 0:
        parser.error("--size-mb must be positive")
    if os.path.isdir(args.out) and os.listdir(args.out):
        print(f"generate-corpus: {args.out} is not empty; remove it or choose another --out", file=sys.stderr)
        return 2
    manifest = corpus.generate(args.out, size_mb, args.seed)
    totals = manifest["totals"]
    print(f"wrote {args.out}: {totals['files']} files, {totals['bytes']} bytes, {totals['lines']} lines, "
          f"{manifest['defect_totals']['planted']} planted defects, {manifest['defect_totals']['fixed']} fixed variants")
    return 0


if __name__ == "__main__":
    sys.exit(main())
