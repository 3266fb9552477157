"""Checks how peers are timed against a11yscan: run with
`python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import argparse
import os
import stat
import tempfile
import unittest
from unittest import mock

from harness import runner, tools

# Stands in for a11yscan: writes an empty JSON report where `--output` says.
FAKE_SCANNER = """#!/bin/sh
while [ $# -gt 0 ]; do
    if [ "$1" = "--output" ]; then printf '{"findings": []}' > "$2"; fi
    shift
done
"""


class RunnerTestCase(unittest.TestCase):
    """A runner over an empty corpus whose scanner is the stand-in above."""

    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()
        scanner = os.path.join(self.folder.name, "fake-a11yscan")
        with open(scanner, "w", encoding="utf-8") as handle:
            handle.write(FAKE_SCANNER)
        os.chmod(scanner, os.stat(scanner).st_mode | stat.S_IXUSR)
        self.runner = object.__new__(runner.Runner)
        self.runner.args = argparse.Namespace(corpus=self.folder.name, runs=2, peer_runs=1, quick_peer_runs=3,
                                              peer_timeout=60)
        self.runner.scratch = self.folder.name
        self.runner.scanner = tools.A11yScan(scanner)
        self.runner.results = runner.Results(corpus={})
        self.runner.family_only = ["--only", "some-rule"]
        self.runner.family_label = "a11yscan (peer families, 1 rules)"
        self.runner.say = lambda text: None

    def tearDown(self):
        self.folder.cleanup()


class PeerTimingTests(RunnerTestCase):
    def test_a_quick_peer_is_run_several_times_each_run_followed_by_a11yscan(self):
        self.runner.measure_peer("ast-grep", lambda jobs, out: ["true"], 2)
        peer, beside = self.runner.results.rows
        self.assertEqual((peer.tool, peer.jobs, len(peer.measurement.samples)), ("ast-grep", 2, 3))
        self.assertEqual(beside.paired, "ast-grep")
        self.assertEqual(len(beside.measurement.samples), 3 * 2)
        self.assertTrue(peer.measurement.ok and beside.measurement.ok)

    def test_a_slow_peer_is_run_peer_runs_times(self):
        with mock.patch.object(runner, "QUICK_PEER_SECONDS", 0):
            self.runner.measure_peer("semgrep-like", lambda jobs, out: ["true"], 1)
        peer, beside = self.runner.results.rows
        self.assertEqual(len(peer.measurement.samples), 1)
        self.assertEqual(len(beside.measurement.samples), 2)

    def test_a_failing_peer_stops_and_keeps_its_error(self):
        self.runner.measure_peer("broken", lambda jobs, out: ["sh", "-c", "echo no such rule >&2; exit 3"], 1)
        (peer,) = self.runner.results.rows
        self.assertFalse(peer.measurement.ok)
        self.assertIn("no such rule", peer.note)


class ScalingTimingTests(RunnerTestCase):
    """The runs at --jobs 1 and --jobs 2 alternate, so the scaling ratio compares runs made
    under the same conditions."""

    def test_jobs_one_and_two_take_turns(self):
        self.runner.args.runs = 3
        self.runner.args.semgrep = self.runner.args.ast_grep = None
        self.runner.check_files_scanned = lambda output: None
        order = []
        real_measure = runner.measure

        def recording(label, *arguments, **options):
            order.append(label)
            return real_measure(label, *arguments, **options)

        with mock.patch.object(runner, "measure", recording):
            self.runner.throughput_a11yscan()
        self.assertEqual(order, ["a11yscan -j1", "a11yscan -j2"] * 3)
        one, two = self.runner.results.rows
        self.assertEqual((one.jobs, two.jobs), (1, 2))
        self.assertEqual((len(one.measurement.samples), len(two.measurement.samples)), (3, 3))


if __name__ == "__main__":
    unittest.main()


class RipgrepCommandTests(unittest.TestCase):
    def test_a_pattern_file_is_searched_with_its_patterns_and_nothing_else(self):
        argv = tools.ripgrep("rg", None, "corpus", 2, False, pattern_file="anchors-all.pat")
        self.assertEqual(argv[argv.index("--file") + 1], "anchors-all.pat")
        self.assertNotIn("--regexp", argv)
        self.assertEqual(argv[-1], "corpus")

    def test_a_single_pattern_is_given_as_a_regexp(self):
        argv = tools.ripgrep("rg", r"\bButton\(", "corpus", 1, True)
        self.assertEqual(argv[argv.index("--regexp") + 1], r"\bButton\(")
        self.assertIn("--pcre2", argv)
        self.assertNotIn("--file", argv)
