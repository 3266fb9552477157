"""Checks the anchor union handed to ripgrep: run with
`python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import os
import re
import tempfile
import unittest

from harness import anchors


class AnchorUnionTests(unittest.TestCase):
    def test_unreferenced_named_groups_become_plain_groups(self):
        joined = anchors.union([r"\b(?<view>\w+)\.(?<at>alpha)", r"(?<at>Image)\("])
        self.assertNotIn("?<", joined)
        self.assertTrue(re.search(joined, "button.alpha"))
        self.assertTrue(re.search(joined, "Image("))

    def test_referenced_groups_are_renamed_per_anchor(self):
        joined = anchors.union([r"(?<b>x)", r"(?<b>\{(?:[^{}]|(?&b))*\})"])
        self.assertIn("(?:x)", joined)
        self.assertIn("(?P<r1b>", joined)
        self.assertIn("(?&r1b)", joined)

    def test_look_behind_is_left_alone(self):
        self.assertEqual(anchors.union([r"(?<!fun )\bIcon\("]), r"(?:(?<!fun )\bIcon\()")

    def test_extended_mode_anchor_is_put_on_one_line_without_comments(self):
        joined = anchors.union(["(?x)\n  \\bButton   # the call\n  \\s*\\(  # its parenthesis [x\n"])
        self.assertNotIn("\n", joined)
        self.assertNotIn("the call", joined)
        self.assertNotIn("[x", joined)
        pattern = joined.replace("(?x)", "")
        self.assertTrue(re.search(pattern, "Button (", re.VERBOSE))

    def test_fallback_reader_handles_quoted_and_block_forms(self):
        cases = {
            "match: '\\bImage\\s*\\(''x'''\n": "\\bImage\\s*\\('x'",
            'match: "\\\\bText\\\\("\n': "\\bText\\(",
            "match: |\n  \\bA\n  \\bB\nwhere: []\n": "\\bA\n\\bB",
            "match: \\bPlain\\( # note\n": "\\bPlain\\(",
        }
        for text, expected in cases.items():
            self.assertEqual(anchors._fallback_match("rule.yml", text.splitlines()), expected, text)

    def test_rule_folder_yields_one_anchor_per_file(self):
        with tempfile.TemporaryDirectory() as folder:
            for name, anchor in (("b.yml", "'\\bB'"), ("a.yml", "'\\bA'")):
                with open(os.path.join(folder, name), "w", encoding="utf-8") as handle:
                    handle.write(f"id: x\nmatch: {anchor}\n")
            self.assertEqual(anchors.anchors(folder), [("a.yml", "\\bA"), ("b.yml", "\\bB")])

    def test_missing_anchor_names_the_file(self):
        with self.assertRaisesRegex(anchors.AnchorError, "rule.yml: no top-level"):
            anchors._fallback_match("rule.yml", ["id: x"])


if __name__ == "__main__":
    unittest.main()
