"""The random sample of labels read by eye, recall over the labels read as real, and what a reader
sees of a label's diff: run with `python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import unittest

from realworld import label_checks, label_sample, report
from realworld.labels import Label


def label(number, language="swift", family="missing-label"):
    path = f"Sources/View{number}.swift" if language == "swift" else f"app/Screen{number}.kt"
    return Label("owner/app", f"{number:040x}", f"{number + 1000:040x}", path, language, family, "api",
                 10, 12, 11, 10, 12)


def check(of, verdict):
    return {"repo": of.repo, "commit": of.commit, "path": of.path, "family": of.family,
            "fixed_line": of.fixed_line, "verdict": verdict, "reason": "read"}


class OrderTests(unittest.TestCase):
    def test_the_order_does_not_depend_on_the_input_order_and_changes_with_the_seed(self):
        labels = [label(n) for n in range(30)]
        first = label_sample.ordered(labels, seed=1)
        self.assertEqual(label_sample.ordered(list(reversed(labels)), seed=1), first)
        self.assertNotEqual(label_sample.ordered(labels, seed=2), first)
        self.assertNotEqual(first, labels)  # shuffled, not the mining order

    def test_a_label_keeps_its_place_among_the_others_when_labels_come_and_go(self):
        labels = [label(n) for n in range(30)]
        kept = labels[::2]
        in_full_order = [l for l in label_sample.ordered(labels, seed=1) if l in kept]
        self.assertEqual(label_sample.ordered(kept, seed=1), in_full_order)

    def test_first_per_language_takes_the_same_count_of_each_language(self):
        labels = [label(n, "swift") for n in range(10)] + [label(n, "kotlin") for n in range(10, 13)]
        chosen = label_sample.first_per_language(labels, 4, seed=1)
        self.assertEqual([l.language for l in chosen], ["kotlin"] * 3 + ["swift"] * 4)
        swift_order = [l for l in label_sample.ordered(labels, seed=1) if l.language == "swift"]
        self.assertEqual(chosen[3:], swift_order[:4])


class ReadRunTests(unittest.TestCase):
    def test_the_run_stops_at_the_first_unread_label_of_each_language(self):
        swift = label_sample.ordered([label(n, "swift") for n in range(6)])
        kotlin = label_sample.ordered([label(n, "kotlin") for n in range(6, 9)])
        # Swift: first two read, third unread, fourth read (a look at a miss: not in the sample).
        checks = [check(swift[0], "real"), check(swift[1], "not"), check(swift[3], "real")]
        checks += [check(l, "unsure") for l in kotlin]
        runs = label_sample.read_run(swift + kotlin, checks)
        self.assertEqual(runs["swift"], [(swift[0], "real"), (swift[1], "not")])
        self.assertEqual([verdict for _, verdict in runs["kotlin"]], ["unsure"] * 3)

    def test_a_language_whose_first_label_is_unread_has_no_run(self):
        swift = label_sample.ordered([label(n) for n in range(3)])
        self.assertEqual(label_sample.read_run(swift, [check(swift[1], "real")]), {})


class RecallTests(unittest.TestCase):
    def test_wilson_interval_matches_published_values(self):
        low, high = label_sample.wilson(5, 10)
        self.assertAlmostEqual(low, 0.2366, places=4)
        self.assertAlmostEqual(high, 0.7634, places=4)
        low, high = label_sample.wilson(0, 10)
        self.assertEqual(low, 0.0)
        self.assertAlmostEqual(high, 0.2775, places=4)
        self.assertEqual(label_sample.wilson(0, 0), (None, None))

    def test_recall_over_real_counts_detected_real_labels_only(self):
        swift = label_sample.ordered([label(n) for n in range(4)])
        kotlin = label_sample.ordered([label(n, "kotlin") for n in range(4, 6)])
        verdicts = ["real", "real", "not", "unsure"]
        checks = [check(l, v) for l, v in zip(swift, verdicts)] + [check(kotlin[0], "real"), check(kotlin[1], "not")]
        detected = {label_checks.label_key(l) for l in (swift[0], swift[2], kotlin[1])}
        table = label_sample.tally(label_sample.read_run(swift + kotlin, checks), detected)
        self.assertEqual((table["swift"].read, table["swift"].real, table["swift"].not_real, table["swift"].unsure),
                         (4, 2, 1, 1))
        self.assertEqual((table["swift"].detected, table["swift"].real_detected), (2, 1))
        self.assertEqual(table["swift"].real_recall, 0.5)
        self.assertEqual((table["kotlin"].real, table["kotlin"].real_detected), (1, 0))
        self.assertEqual((table["all"].read, table["all"].real, table["all"].real_detected), (6, 3, 1))

    def test_the_sample_can_be_counted_by_family(self):
        labels = label_sample.ordered([label(0, family="heading"), label(1), label(2)])
        checks = [check(l, "real") for l in labels]
        detected = {label_checks.label_key(l) for l in labels if l.family == "heading"}
        table = label_sample.tally(label_sample.read_run(labels, checks), detected, lambda l: l.family)
        self.assertEqual(sorted(table), ["all", "heading", "missing-label"])
        self.assertEqual((table["heading"].real, table["heading"].real_recall), (1, 1.0))
        self.assertEqual((table["missing-label"].real, table["missing-label"].real_recall), (2, 0.0))

    def test_the_report_shows_each_language_and_the_total_with_the_interval(self):
        table = {"swift": label_sample.SampleTally(read=10, real=10, detected=5, real_detected=5),
                 "kotlin": label_sample.SampleTally(read=4, real=0, not_real=3, unsure=1),
                 "all": label_sample.SampleTally(read=14, real=10, not_real=3, unsure=1, detected=5, real_detected=5)}
        lines = report.sample_recall_lines(table)
        self.assertIn("| kotlin | 4 | 0 | 3 | 1 | 0 % | 0 | — | — |", lines)
        self.assertIn("| swift | 10 | 10 | 0 | 0 | 50 % | 5 | 50 % | 24 % – 76 % |", lines)
        self.assertEqual(lines[-1], "| **all** | 14 | 10 | 3 | 1 | 36 % | 5 | 50 % | 24 % – 76 % |")
        by_family = report.sample_recall_lines(table, {"heading": table["swift"], "all": table["swift"]})
        self.assertIn("| family | read | real | not | unsure | raw recall on the read | detected real | recall over real "
                      "| 95 % interval |", by_family)
        self.assertIn("| heading | 10 | 10 | 0 | 0 | 50 % | 5 | 50 % | 24 % – 76 % |", by_family)

    def test_a_second_reading_counts_agreement_and_recall_by_each_readings_verdicts(self):
        labels = [label(n) for n in range(4)] + [label(4, "kotlin"), label(5, "kotlin")]
        first = [check(labels[0], "real"), check(labels[1], "real"), check(labels[2], "not"),
                 check(labels[3], "real"), check(labels[4], "not")]
        # The second reader differs on labels 1 and 2; label 3 has no second reading, label 5 no first.
        second = [check(labels[0], "real"), check(labels[1], "not"), check(labels[2], "real"),
                  check(labels[4], "not"), check(labels[5], "real")]
        detected = {label_checks.label_key(l) for l in (labels[0], labels[1], labels[3])}
        table = label_sample.second_reading(labels, first, second, detected)
        swift, kotlin = table["swift"], table["kotlin"]
        self.assertEqual((swift.read, swift.agreed), (3, 1))
        self.assertEqual((swift.first_real, swift.first_real_detected, swift.first_recall), (2, 2, 1.0))
        self.assertEqual((swift.second_real, swift.second_real_detected, swift.second_recall), (2, 1, 0.5))
        self.assertEqual((kotlin.read, kotlin.agreed, kotlin.first_recall), (1, 1, None))
        self.assertEqual((table["all"].read, table["all"].agreed), (4, 2))
        lines = report.sample_recall_lines({"all": label_sample.SampleTally(read=1)}, None, table)
        self.assertIn("| swift | 3 | 1 (33 %) | 2 | 100 % | 2 | 50 % |", lines)
        self.assertEqual(lines[-1], "| **all** | 4 | 2 (50 %) | 2 | 100 % | 2 | 50 % |")

    def test_a_second_reading_is_recorded_apart_from_the_first(self):
        import os
        import tempfile
        with tempfile.TemporaryDirectory() as folder:
            path = os.path.join(folder, "second.tsv")
            label_checks.record(label(1), "not", "a rewording", path, label_checks.SECOND_COMMENT)
            label_checks.record(label(1), "real", "read again", path, label_checks.SECOND_COMMENT)
            rows = label_checks.read(path)
            with open(path) as handle:
                self.assertTrue(handle.readline().startswith("# Mined labels read a second time"))
        self.assertEqual([(row["verdict"], row["reason"]) for row in rows], [("real", "read again")])


class DiffViewTests(unittest.TestCase):
    DIFF = "\n".join([
        "diff --git a/A.kt b/A.kt", "--- a/A.kt", "+++ b/A.kt",
        "@@ -3,2 +3,3 @@ import", " import a", "+import b", " import c",
        "@@ -40,4 +41,5 @@ fun Screen(", "     Icon(", "-        null,", "+        stringResource(R.string.close),",
        "+        tint = red,", "     )",
        "@@ -90 +92 @@ fun Other(", "-x", "+y"])

    def test_only_hunks_whose_new_side_overlaps_the_element_are_kept(self):
        kept = label_checks.hunks_touching(self.DIFF, 43, 44)
        self.assertEqual(kept[0], "@@ -40,4 +41,5 @@ fun Screen(")
        self.assertEqual(len(kept), 6)
        self.assertEqual(label_checks.hunks_touching(self.DIFF, 92, 92), ["@@ -90 +92 @@ fun Other(", "-x", "+y"])
        self.assertEqual(label_checks.hunks_touching(self.DIFF, 60, 70), [])


if __name__ == "__main__":
    unittest.main()
