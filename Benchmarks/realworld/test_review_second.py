"""The blind second reading of judged findings: which findings it takes, how the two readings are
compared, where its verdicts are kept, and the report's table: run with
`python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import os
import unittest

from realworld import report, reviews
from realworld.test_formats import TemporaryFolder, finding


def keyed(count, repo="owner/app"):
    pairs = []
    for index in range(count):
        key = reviews.Key(repo, f"Sources/View{index}.swift", "swiftui-icon-only-button-unlabeled", f"f{index}")
        pairs.append((key, finding(key.path, 10 + index, fingerprint=key.fingerprint)))
    return pairs


def judged(pairs, verdict="TP"):
    return [reviews.Judgement(key, verdict, "an icon-only button with no name", found.line) for key, found in pairs]


class SecondSampleTests(unittest.TestCase):
    def test_only_current_findings_with_a_first_verdict_are_taken_up_to_the_count(self):
        pairs = keyed(20)
        first = judged(pairs[:12]) + judged(keyed(3, repo="owner/gone"))
        chosen = reviews.second_sample(pairs, first, 5)
        self.assertEqual(len(chosen), 5)
        self.assertTrue(all(key in {j.key for j in first[:12]} for key, _ in chosen))
        self.assertEqual(len(reviews.second_sample(pairs, first, 100)), 12)

    def test_the_order_is_the_seeds_not_the_inputs(self):
        pairs = keyed(30)
        first = judged(pairs)
        chosen = [key for key, _ in reviews.second_sample(pairs, first, 10)]
        self.assertEqual(chosen, [key for key, _ in reviews.second_sample(list(reversed(pairs)), first, 10)])
        self.assertNotEqual(chosen, [key for key, _ in reviews.second_sample(pairs, first, 10, seed=1)])
        self.assertNotEqual(chosen, [key for key, _ in pairs[:10]])


class ReadTwiceTests(unittest.TestCase):
    def test_agreement_and_each_readings_precision_over_current_findings_judged_twice(self):
        pairs = keyed(6)
        keys = [key for key, _ in pairs]
        first = judged(pairs[:4]) + judged(pairs[4:5], "FP")
        second = (judged(pairs[:2]) + judged(pairs[2:3], "FP") + judged(pairs[3:4], "unsure")
                  + judged(pairs[4:5], "FP") + judged(pairs[5:6]))  # the last has no first verdict
        table = reviews.read_twice(keys, first, second)
        self.assertEqual((table.read, table.agreed), (5, 3))
        self.assertEqual((table.first_tp, table.first_fp, table.second_tp, table.second_fp), (4, 1, 2, 2))
        self.assertAlmostEqual(table.first_precision, 0.8)
        self.assertAlmostEqual(table.second_precision, 0.5)
        self.assertEqual(reviews.read_twice(keys[1:], first, second).read, 4, "a finding no longer reported is left out")


class SecondFileTests(TemporaryFolder):
    def test_the_second_reading_is_kept_apart_with_its_own_header(self):
        first_path, second_path = self.path("reviews.tsv"), self.path("second.tsv")
        key = keyed(1)[0][0]
        reviews.record(reviews.Judgement(key, "TP", "icon-only button", 10), first_path)
        self.assertEqual(reviews.read_second(second_path), [])
        reviews.record(reviews.Judgement(key, "FP", "named by its parent", 10), second_path, reviews.SECOND_COMMENT)
        self.assertEqual([j.verdict for j in reviews.read(first_path)], ["TP"])
        self.assertEqual([j.verdict for j in reviews.read_second(second_path)], ["FP"])
        with open(second_path, encoding="utf-8") as handle:
            self.assertIn("blind to reviews.tsv", handle.read())

    def test_the_report_shows_the_second_reading_beside_the_first(self):
        table = reviews.ReadTwice(read=60, agreed=54, first_tp=55, first_fp=2, second_tp=50, second_fp=6)
        text = "\n".join(report.precision_section({}, [], [], 100, 10, 1, table))
        self.assertIn("| 60 | 54 (90 %) | 55, 2 | 96 % | 50, 6 | 89 % |", text)
        self.assertNotIn("Read twice", "\n".join(report.precision_section({}, [], [], 100, 10, 1)))


if __name__ == "__main__":
    unittest.main()
