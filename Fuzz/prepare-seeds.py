#!/usr/bin/env python3
"""Builds the fuzzer's seed folder from the repository's own inputs.

Each seed starts with the byte that selects the component it is for (see FuzzComponent in
Fuzz/Sources/A11yScanFuzz/FuzzEntry.swift):
  0 Swift source (Corpus/**/*.swift)      1 Kotlin source (Corpus/**/*.kt, *.kts)
  2 guideline page (Tests/Fixtures/GuidelinePages/*.md)      3 rule file (Patterns/*.yml)

Sources and pages are cut into pieces of whole lines of at most --chunk bytes: the lexers
and rules work on local structure, and small inputs keep the fuzzer fast (it grows inputs
by itself). Rule files are kept whole, since a piece of YAML is rarely a rule.

Usage: Fuzz/prepare-seeds.py OUTPUT-FOLDER [--chunk BYTES]
"""
import argparse
import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def pieces(data: bytes, limit: int):
    """Consecutive runs of whole lines, each at most `limit` bytes (a longer line is cut)."""
    piece = b""
    for line in data.splitlines(keepends=True):
        while len(line) > limit:
            if piece:
                yield piece
                piece = b""
            yield line[:limit]
            line = line[limit:]
        if len(piece) + len(line) > limit:
            yield piece
            piece = b""
        piece += line
    if piece:
        yield piece


def main() -> int:
    parser = argparse.ArgumentParser(description="Prepare the fuzzer's seed inputs.")
    parser.add_argument("output", type=pathlib.Path)
    parser.add_argument("--chunk", type=int, default=1024, help="largest source or page piece, in bytes")
    args = parser.parse_args()
    out = args.output
    out.mkdir(parents=True, exist_ok=True)
    for old in out.glob("seed-*"):
        old.unlink()

    groups = [
        (0, "swift", sorted(ROOT.glob("Corpus/**/*.swift")), True),
        (1, "kotlin", sorted(list(ROOT.glob("Corpus/**/*.kt")) + list(ROOT.glob("Corpus/**/*.kts"))), True),
        (2, "page", sorted(ROOT.glob("Tests/Fixtures/GuidelinePages/*.md")), True),
        (3, "rule", sorted(ROOT.glob("Patterns/*.yml")), False),
        (4, "layout", sorted(ROOT.glob("Corpus/**/res/layout*/*.xml")), True),
        (4, "nib", sorted(list(ROOT.glob("Corpus/**/*.xib")) + list(ROOT.glob("Corpus/**/*.storyboard"))), True),
    ]
    count = 0
    for selector, prefix, files, cut in groups:
        for path in files:
            data = path.read_bytes()
            parts = list(pieces(data, args.chunk)) if cut else [data]
            for number, part in enumerate(parts):
                (out / f"seed-{prefix}-{'_'.join(path.parts[-2:])}-{number:03d}").write_bytes(bytes([selector]) + part)
                count += 1
    print(f"{count} seeds in {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
