#!/usr/bin/env python3
"""Measures a11yscan on a generated corpus against ripgrep and, when given, semgrep and ast-grep.

Normally started by Benchmarks/run.sh, which builds the release binary, generates the corpus
and installs the tools first. Prints one Markdown report and writes it to OUT/latest.md.
Python 3 standard library only.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from harness import report  # noqa: E402  (needs the path set above)
from harness.runner import Runner  # noqa: E402


def memory_corpus(text):
    size, _, folder = text.partition(":")
    if not size.isdigit() or not folder:
        raise argparse.ArgumentTypeError("expected SIZE_MB:FOLDER")
    return int(size), folder


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True, help="the a11yscan executable (a release build)")
    parser.add_argument("--corpus", required=True, help="corpus folder written by generate-corpus.py")
    parser.add_argument("--ide-file", required=True, help="the single Swift file for the editor case")
    parser.add_argument("--out", default=os.path.join(root, "Benchmarks", "out"), help="report folder")
    parser.add_argument("--rules", help="rule folder to use instead of the built-in rules")
    parser.add_argument("--patterns-dir", default=os.path.join(root, "Patterns"),
                        help="where the built-in rules' files are, for their anchors (default Patterns/)")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--peer-runs", type=int, default=1, help="runs of a slow peer (default 1)")
    parser.add_argument("--quick-peer-runs", type=int, default=3,
                        help="runs of a peer whose first run ends within a minute (default 3)")
    parser.add_argument("--peer-timeout", type=int, default=3600, help="seconds before a peer run is stopped")
    parser.add_argument("--ide-runs", type=int, default=30)
    parser.add_argument("--rg", default="rg")
    parser.add_argument("--anchors", default=os.path.join(os.path.dirname(root), "shared", "bench", "anchors-all.pat"),
                        help="ripgrep's pattern file, the speed reference (default: ../shared/bench/anchors-all.pat)")
    parser.add_argument("--semgrep", help="semgrep executable; omitted: not run")
    parser.add_argument("--semgrep-rules", default=os.path.join(root, "Benchmarks", "peers", "semgrep"))
    parser.add_argument("--ast-grep", help="ast-grep executable; omitted: not run")
    parser.add_argument("--ast-grep-config", default=os.path.join(root, "Benchmarks", "peers", "ast-grep", "sgconfig.yml"))
    parser.add_argument("--memory-corpus", dest="memory_corpora", action="append", type=memory_corpus, default=[],
                        metavar="SIZE_MB:FOLDER", help="peak RSS on this corpus too (repeatable)")
    parser.add_argument("--profile-corpus", help="also profile a scan of this (small) corpus under callgrind")
    args = parser.parse_args()
    if args.runs < 1 or args.ide_runs < 1 or args.peer_runs < 1 or args.quick_peer_runs < 1:
        parser.error("run counts must be at least 1")

    results = Runner(args).run()
    text = report.render(results, args)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "latest.md"), "w", encoding="utf-8") as handle:
        handle.write(text)
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
