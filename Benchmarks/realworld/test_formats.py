"""The TSV tables (labels, reviews, label checks, repositories), matching findings to labels, the
precision sample and its arithmetic: run with `python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import os
import tempfile
import unittest

from realworld import corpus, labels as labelfile, report, repos, reviews, scanner, scoring, tsv
from realworld.labels import Label
from realworld.scanner import Finding

LABEL = Label("owner/app", "a" * 40, "b" * 40, "Sources/Toolbar.swift", "swift", "missing-label", "accessibilityLabel",
              10, 14, 15, 10, 15)


def finding(path, line, family="missing-label", rule="swiftui-icon-only-button-unlabeled", fingerprint="f1"):
    return Finding(rule, family, path, line, line, fingerprint, "An icon-only button has no name.")


class TemporaryFolder(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.TemporaryDirectory()

    def tearDown(self):
        self.folder.cleanup()

    def path(self, name):
        return os.path.join(self.folder.name, name)

    def write(self, name, text):
        with open(self.path(name), "w", encoding="utf-8") as handle:
            handle.write(text)
        return self.path(name)


class TsvTests(TemporaryFolder):
    def test_labels_round_trip(self):
        other = Label("owner/app", "c" * 40, "d" * 40, "app/Header.kt", "kotlin", "grouping", "mergeDescendants",
                      3, 9, 7, 3, 9)
        labelfile.write(self.path("labels.tsv"), [other, LABEL], "comment line")
        self.assertEqual(labelfile.read(self.path("labels.tsv")), [LABEL, other])
        with open(self.path("labels.tsv"), encoding="utf-8") as handle:
            self.assertTrue(handle.readline().startswith("# comment line"))

    def test_reviews_round_trip_and_record_replaces_the_same_finding(self):
        key = reviews.Key("owner/app", "A.swift", "rule-a", "f1")
        reviews.record(reviews.Judgement(key, "FP", "label set by the parent", 12), self.path("reviews.tsv"))
        replaced = reviews.record(reviews.Judgement(key, "TP", "icon-only button", 13), self.path("reviews.tsv"))
        self.assertEqual(replaced.verdict, "FP")
        self.assertEqual(reviews.read(self.path("reviews.tsv")), [reviews.Judgement(key, "TP", "icon-only button", 13)])

    def test_bad_lines_are_reported_with_their_line_numbers(self):
        header = "\t".join(reviews.SCHEMA.columns)
        text = "\n".join(["# comment", header,
                          "o/a\tA.swift\trule\tf1\tTP\tgood\t3",
                          "o/a\tA.swift\trule\tf2\tmaybe\twhy\t3",
                          "o/a\tA.swift\trule\tf3\tFP\twhy",
                          "o/a\tA.swift\trule\tf4\tFP\twhy\tzero"]) + "\n"
        with self.assertRaises(tsv.TsvError) as raised:
            reviews.read(self.write("reviews.tsv", text))
        message = str(raised.exception)
        self.assertIn("reviews.tsv:4: verdict: 'maybe' is not one of TP, FP, unsure", message)
        self.assertIn("reviews.tsv:5: 6 fields, expected 7", message)
        self.assertIn("reviews.tsv:6: line:", message)
        self.assertNotIn("reviews.tsv:3", message)

    def test_a_wrong_header_is_an_error(self):
        with self.assertRaises(tsv.TsvError) as raised:
            labelfile.read(self.write("labels.tsv", "repo\tcommit\n"))
        self.assertIn("labels.tsv:1: header", str(raised.exception))

    def test_nothing_is_rewritten_while_a_line_is_bad(self):
        path = self.write("reviews.tsv", "\t".join(reviews.SCHEMA.columns) + "\nbroken line\n")
        with self.assertRaises(tsv.TsvError):
            reviews.record(reviews.Judgement(reviews.Key("o/a", "A.swift", "r", "f"), "TP", "x", 1), path)
        with open(path, encoding="utf-8") as handle:
            self.assertIn("broken line", handle.read())

    def test_values_with_tabs_or_line_breaks_are_refused(self):
        with self.assertRaises(ValueError):
            reviews.write([reviews.Judgement(reviews.Key("o/a", "A.swift", "r", "f"), "TP", "a\tb", 1)],
                          self.path("reviews.tsv"))
        self.assertFalse(os.path.exists(self.path("reviews.tsv")))

    def test_a_range_that_ends_before_it_starts_is_an_error(self):
        broken = Label(**{**LABEL.__dict__, "parent_start": 20})
        labelfile.write(self.path("labels.tsv"), [broken])
        with self.assertRaises(tsv.TsvError):
            labelfile.read(self.path("labels.tsv"))

    def test_repositories_and_where_they_are(self):
        path = self.write("repos.tsv", "repo\tcommit\tlanguage\tkind\nowner/app\t" + "a" * 40 + "\tswift\tapp\n")
        repo, = repos.load(path)
        self.assertEqual((repo.name, repo.folder_name, repo.kind), ("owner/app", "owner+app", "app"))
        mirrors = self.path("mirrors")
        self.assertIsNone(repos.git_dir(mirrors, repo))
        self.assertIn("owner+app", repos.how_to_get(mirrors, repo))
        for layout in ("owner+app/repo", "owner+app"):
            git = os.path.join(mirrors, layout)
            os.makedirs(os.path.join(git, "objects"))
            with open(os.path.join(git, "HEAD"), "w", encoding="utf-8") as handle:
                handle.write("ref: refs/heads/main\n")
            self.assertEqual(repos.git_dir(mirrors, repo), git)
            os.remove(os.path.join(git, "HEAD"))
        with self.assertRaises(tsv.TsvError):
            repos.load(self.write("bad.tsv", "repo\tcommit\tlanguage\tkind\nnoslash\tzz\tswift\tapp\n"))


class ScoringTests(unittest.TestCase):
    def index(self, parent_findings, fixed_findings):
        """Findings of the label's file at its parent (commit b…) and at its fix (commit a…)."""
        return {("owner/app", "b" * 40, "Sources/Toolbar.swift"): [finding("Sources/Toolbar.swift", line, family)
                                                                   for line, family in parent_findings],
                ("owner/app", "a" * 40, "Sources/Toolbar.swift"): [finding("Sources/Toolbar.swift", line, family)
                                                                   for line, family in fixed_findings]}

    def score(self, parent_findings, fixed_findings):
        outcome, = scoring.score([LABEL], self.index(parent_findings, fixed_findings))
        return outcome.detected, outcome.gone

    def test_detected_when_a_finding_of_the_family_starts_in_the_parent_range(self):
        self.assertEqual(self.score([(10, "missing-label")], []), (True, True))
        self.assertEqual(self.score([(14, "missing-label")], []), (True, True))

    def test_not_detected_outside_the_range_or_in_another_family(self):
        self.assertEqual(self.score([(9, "missing-label"), (15, "missing-label")], [])[0], False)
        self.assertEqual(self.score([(12, "icon-not-hidden")], [])[0], False)

    def test_the_parent_is_read_at_the_parent_commit_and_the_fix_at_the_fix_commit(self):
        self.assertEqual(self.score([], [(12, "missing-label")]), (False, False))
        self.assertEqual(self.score([(12, "missing-label")], []), (True, True))

    def test_not_gone_when_the_family_is_still_reported_on_the_fixed_element(self):
        self.assertEqual(self.score([(12, "missing-label")], [(11, "missing-label")]), (True, False))
        self.assertEqual(self.score([(12, "missing-label")], [(16, "missing-label"), (11, "grouping")]), (True, True))

    def test_missed_keeps_only_labels_without_a_finding_of_their_family_in_range(self):
        self.assertEqual(scoring.missed([LABEL], self.index([(12, "missing-label")], [])), [])
        self.assertEqual(scoring.missed([LABEL], self.index([(12, "grouping")], [])), [LABEL])
        self.assertEqual(scoring.missed([LABEL], self.index([(30, "missing-label")], [])), [LABEL])
        self.assertEqual(scoring.missed([LABEL], self.index([], [(12, "missing-label")])), [LABEL])

    def test_tally_counts_gone_among_the_detected(self):
        outcomes = [scoring.Outcome(LABEL, True, True), scoring.Outcome(LABEL, True, False),
                    scoring.Outcome(LABEL, False, True)]
        row = scoring.tally(outcomes)[("missing-label", "swift")]
        self.assertEqual((row.labels, row.detected, row.gone), (3, 2, 1))
        self.assertAlmostEqual(row.recall, 2 / 3)
        self.assertAlmostEqual(row.gone_rate, 1 / 2)
        self.assertEqual(scoring.tally(outcomes)[("all", "all")].labels, 3)
        self.assertIsNone(scoring.Tally().recall)


class WorkTreePathTests(TemporaryFolder):
    def test_paths_from_a_work_tree_top_are_made_relative_to_the_scanned_folder(self):
        from realworld import scanner
        top = self.folder.name
        os.makedirs(os.path.join(top, ".git"))
        scanned = os.path.join(top, "out", "trees")
        os.makedirs(scanned)
        self.assertEqual(scanner.folder_in_work_tree(scanned), "out/trees/")
        self.assertEqual(scanner.folder_in_work_tree(top), "")
        found = [finding("out/trees/o+a/A.swift", 3), finding("elsewhere/B.swift", 4)]
        self.assertEqual([f.path for f in scanner.relative_to(found, "out/trees/")], ["o+a/A.swift", "elsewhere/B.swift"])


class SampleTests(unittest.TestCase):
    def keyed(self, count, rule="rule-a", repo="o/a"):
        return [(reviews.Key(repo, f"F{i}.swift", rule, f"fp{i}"), finding(f"{repo}/F{i}.swift", i, rule=rule))
                for i in range(count)]

    def test_the_sample_is_the_same_whatever_the_order_of_the_findings(self):
        findings = self.keyed(30) + self.keyed(4, "rule-b")
        first = reviews.sample(findings, ["rule-a", "rule-b", "rule-c"], 10, seed=1)
        again = reviews.sample(list(reversed(findings)), ["rule-c", "rule-b", "rule-a"], 10, seed=1)
        self.assertEqual(first, again)
        self.assertEqual([len(first[r]) for r in ("rule-a", "rule-b", "rule-c")], [10, 4, 0])
        self.assertNotEqual(reviews.sample(findings, ["rule-a"], 10, seed=2)["rule-a"], first["rule-a"])

    def test_a_sampled_finding_stays_when_unsampled_ones_go(self):
        findings = self.keyed(30)
        first = {key for key, _ in reviews.sample(findings, ["rule-a"], 10, seed=1)["rule-a"]}
        kept = [pair for pair in findings if pair[0] in first][:5] + [pair for pair in findings if pair[0] not in first]
        second = {key for key, _ in reviews.sample(kept, ["rule-a"], 10, seed=1)["rule-a"]}
        self.assertTrue({key for key, _ in kept if key in first} <= second)

    def test_a_repeated_fingerprint_counts_once(self):
        pair = self.keyed(1)[0]
        chosen = reviews.sample([pair, pair], ["rule-a"], 10, seed=1)
        self.assertEqual(len(chosen["rule-a"]), 1)

    def test_precision_counts_current_judged_findings_only(self):
        findings = self.keyed(4)
        keys = [key for key, _ in findings]
        chosen = reviews.sample(findings, ["rule-a"], 3, seed=1)
        gone = reviews.Key("o/a", "Old.swift", "rule-a", "old")
        judgements = [reviews.Judgement(keys[0], "TP", "x", 1), reviews.Judgement(keys[1], "FP", "y", 1),
                      reviews.Judgement(keys[2], "unsure", "z", 1), reviews.Judgement(gone, "FP", "w", 1)]
        table, stale = reviews.precision(keys, chosen, judgements)
        row = table["rule-a"]
        self.assertEqual((row.findings, row.judged, row.tp, row.fp, row.unsure), (4, 3, 1, 1, 1))
        self.assertEqual(row.precision, 0.5)
        self.assertEqual(row.sampled, 3)
        self.assertEqual(stale, [judgements[3]])
        pending = reviews.pending(chosen, judgements)
        self.assertEqual(len(pending), row.sampled - row.sampled_judged)
        self.assertTrue(all(key not in keys[:3] for key, _ in pending))

    def test_findings_through_components_are_sampled_per_app(self):
        through = lambda f: " Through `" in f.message
        plain = self.keyed(5)
        wrapped = [(reviews.Key(repo, f"S{i}.kt", "r", f"w{i}"),
                    Finding("r", "missing-label", f"{repo}/S{i}.kt", i, i, f"w{i}", "No name. Through `BackButton` (x:1)"))
                   for repo in ("o/a", "o/b") for i in range(4)]
        chosen = reviews.sample_components(plain + wrapped, 3, seed=1, through=through)
        self.assertEqual(sorted(chosen), ["o/a", "o/b"])
        self.assertEqual([len(chosen[r]) for r in ("o/a", "o/b")], [3, 3])
        self.assertTrue(all(through(f) for pairs in chosen.values() for _, f in pairs))
        self.assertEqual(chosen, reviews.sample_components(list(reversed(plain + wrapped)), 3, seed=1, through=through))

    def test_a_control_reported_once_for_its_calls_counts_as_through_a_component(self):
        once = Finding("r", "missing-label", "o/C.swift", 4, 9, "c",
                       "No name. `CloseButton` shows this same control at each of its 3 calls in the app's views: "
                       "naming it here, once, names it at all of them.")
        plain = Finding("r", "missing-label", "o/C.swift", 4, 9, "c", "No name.")
        self.assertTrue(scanner.through_component(once))
        self.assertFalse(scanner.through_component(plain))

    def test_the_components_section_counts_verdicts_per_app(self):
        key = reviews.Key("o/a", "S.kt", "r", "w")
        other = reviews.Key("o/a", "T.kt", "r", "v")
        samples = {"o/a": [(key, finding("o+a/S.kt", 3)), (other, finding("o+a/T.kt", 4))]}
        lines = report.components_section([("o/a", 2, 7), ("o/b", 0, 0)], samples,
                                          [reviews.Judgement(key, "TP", "back button without a name", 3)], 10, 1)
        self.assertIn("| o/a | 2 | 7 | 2 | 1 | 0 | 0 | 100 % |", lines)
        self.assertIn("| o/b | 0 | 0 | 0 | 0 | 0 | 0 | — |", lines)
        self.assertIn("| **all** | 2 | 7 | 2 | 1 | 0 | 0 | 100 % |", lines)
        self.assertIn(f"- `{other.short_id}` r — o/a `T.kt:4`", lines)

    def test_short_ids_are_stable_and_distinct(self):
        first, second = (reviews.Key("o/a", "A.swift", "r", f) for f in ("f1", "f2"))
        self.assertEqual(first.short_id, reviews.Key("o/a", "A.swift", "r", "f1").short_id)
        self.assertNotEqual(first.short_id, second.short_id)
        self.assertEqual(len(first.short_id), 8)


if __name__ == "__main__":
    unittest.main()


class CorpusTests(TemporaryFolder):
    def test_annotations_count_per_family_and_language(self):
        os.makedirs(self.path("swift"))
        self.write("swift/A.swift", "// expect: rule-a, rule-b\nImage(x)\n    // todo-expect: rule-a\nImage(y)\n"
                                    "// ok: rule-a\nText(z) // expect: rule-a (not on its own line)\n")
        self.write("notes.md", "// expect: rule-a\n")
        counts = corpus.annotation_counts(self.folder.name)
        self.assertEqual(counts[("rule-a", "expect")], 1)
        self.assertEqual(counts[("rule-a", "todo-expect")], 1)
        self.assertEqual(counts[("rule-b", "expect")], 1)
        table = corpus.by_family(counts, [("rule-a", "missing-label", "swift"), ("rule-b", "missing-label", "swift")])
        self.assertEqual(table[("missing-label", "swift")], (2, 1, 0))
        self.assertAlmostEqual(report.corpus_recall(table, "missing-label", "all"), 2 / 3)
        self.assertIsNone(report.corpus_recall(table, "heading", "all"))
