"""An app laid out at each label's commit from a real git history built in a temporary folder,
and the files scanned there: run with `python3 -m unittest discover -s Benchmarks -t Benchmarks`."""

import json
import os
import tempfile
import unittest

from realworld import labelscan, mining
from realworld.checkouts import Checkout, commit_order, kept_file, mtime_of
from realworld.labels import Label
from realworld.test_mining import GitHistory


def kept(path):
    return path.endswith((".swift", ".kt"))


class CheckoutTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        os.makedirs(os.path.join(self.temporary.name, "repo"))
        self.repo = GitHistory(os.path.join(self.temporary.name, "repo"))
        self.git = os.path.join(self.repo.folder, ".git")
        self.first = self.repo.commit("first", {"App/Toolbar.swift": "struct Toolbar {}\n",
                                                "App/Design/CloseButton.swift": "struct CloseButton {}\n",
                                                "README.md": "about\n"}, date="2021-03-01T12:00:00Z")
        self.repo.git("rm", "-q", "App/Design/CloseButton.swift")
        self.second = self.repo.commit("second", {"App/Toolbar.swift": "struct Toolbar { let title: String }\n",
                                                  "app/Header.kt": "fun Header() {}\n"},
                                       date="2020-03-01T12:00:00Z")
        self.folder = os.path.join(self.temporary.name, "checkouts", "owner+app")
        self.checkout = Checkout(self.folder, self.git, kept)

    def tearDown(self):
        self.temporary.cleanup()

    def files(self):
        found = set()
        for top, folders, names in os.walk(self.folder):
            folders[:] = [f for f in folders if f != ".git"]
            found |= {os.path.relpath(os.path.join(top, name), self.folder) for name in names}
        return found

    def read(self, path):
        with open(os.path.join(self.folder, path), encoding="utf-8") as handle:
            return handle.read()

    def test_lays_out_the_kept_files_of_the_commit_with_its_head(self):
        present = self.checkout.move_to(self.first)
        self.assertEqual(self.files(), {"App/Toolbar.swift", "App/Design/CloseButton.swift"})
        self.assertEqual(set(present), self.files())
        self.assertEqual(self.read(".git/HEAD"), self.first + "\n")

    def test_moving_rewrites_changed_files_removes_gone_ones_and_keeps_the_rest(self):
        self.checkout.move_to(self.first)
        self.checkout.move_to(self.second)
        self.assertEqual(self.files(), {"App/Toolbar.swift", "app/Header.kt"})
        self.assertFalse(os.path.exists(os.path.join(self.folder, "App/Design")))
        self.assertEqual(self.read("App/Toolbar.swift"), "struct Toolbar { let title: String }\n")
        self.assertEqual(self.read(".git/HEAD"), self.second + "\n")
        self.checkout.move_to(self.first)
        self.assertEqual(self.files(), {"App/Toolbar.swift", "App/Design/CloseButton.swift"})
        self.assertEqual(self.read("App/Toolbar.swift"), "struct Toolbar {}\n")

    def test_the_scans_checkouts_keep_layout_files_and_java_beside_the_sources(self):
        commit = self.repo.commit("layouts", {"app/src/main/res/layout/header.xml": "<ImageButton />\n",
                                              "app/src/main/res/layout-land/header.xml": "<ImageButton />\n",
                                              "app/src/main/res/values/strings.xml": "<resources />\n",
                                              "app/src/main/AndroidManifest.xml": "<manifest />\n",
                                              "app/src/main/java/HeaderView.java": "class HeaderView {}\n"})
        Checkout(self.folder, self.git, kept_file).move_to(commit)
        self.assertEqual(self.files(), {"App/Toolbar.swift", "app/Header.kt", "app/src/main/res/layout/header.xml",
                                        "app/src/main/res/layout-land/header.xml", "app/src/main/java/HeaderView.java",
                                        "app/src/main/AndroidManifest.xml"})

    def test_java_is_kept_for_the_scans_but_mined_for_nothing(self):
        self.assertTrue(kept_file("app/src/main/java/HeaderView.java"))
        self.assertFalse(mining.scanned_file("app/src/main/java/HeaderView.java"))
        self.assertIsNone(mining.language_of("app/src/main/java/HeaderView.java"))

    def test_files_that_can_name_the_apps_views_are_kept(self):
        for path in ("app/src/main/AndroidManifest.xml", "app/src/main/res/navigation/main.xml",
                     "app/src/main/res/menu-v21/toolbar.xml", "app/src/main/res/xml/preferences.xml",
                     "Legacy/OrdersController.m", "Legacy/Orders.h", "App/Info.plist"):
            self.assertTrue(kept_file(path), path)
        for path in ("app/src/main/res/values/strings.xml", "app/src/main/res/drawable/icon.xml", "docs/notes.xml"):
            self.assertFalse(kept_file(path), path)

    def test_a_files_time_follows_its_content(self):
        toolbar = os.path.join(self.folder, "App/Toolbar.swift")
        self.checkout.move_to(self.first)
        before = os.stat(toolbar).st_mtime_ns
        self.checkout.move_to(self.second)
        self.assertNotEqual(os.stat(toolbar).st_mtime_ns, before)
        self.checkout.move_to(self.first)
        self.assertEqual(os.stat(toolbar).st_mtime_ns, before)
        blob = self.repo.git("rev-parse", f"{self.first}:App/Toolbar.swift")
        self.assertEqual(before, mtime_of(blob))

    def test_a_move_cut_short_starts_afresh(self):
        self.checkout.move_to(self.first)
        with open(os.path.join(self.folder, "App/Stray.swift"), "w", encoding="utf-8") as handle:
            handle.write("left by a move that stopped\n")
        os.remove(self.checkout.state_file)
        self.checkout.move_to(self.first)
        self.assertEqual(self.files(), {"App/Toolbar.swift", "App/Design/CloseButton.swift"})

    def test_commits_come_oldest_first(self):
        # The second commit was made with an earlier date than the first.
        self.assertEqual(commit_order(self.git, [self.first, self.second, self.first]), [self.second, self.first])


class LabelScanTests(unittest.TestCase):
    def test_files_are_grouped_by_the_commit_each_side_is_read_at(self):
        def label(commit, parent, path):
            return Label("owner/app", commit, parent, path, "swift", "missing-label", "accessibilityLabel",
                         1, 2, 3, 1, 3)
        a, b, c = "a" * 40, "b" * 40, "c" * 40
        labels = [label(b, a, "App/Toolbar.swift"), label(b, a, "App/Header.swift"), label(c, b, "App/Toolbar.swift")]
        self.assertEqual(labelscan.files_by_commit(labels), {"owner/app": {
            a: ["App/Header.swift", "App/Toolbar.swift"], b: ["App/Header.swift", "App/Toolbar.swift"],
            c: ["App/Toolbar.swift"]}})

    def test_each_commits_report_is_read_back_under_its_repository_commit_and_path(self):
        label = Label("owner/app", "b" * 40, "a" * 40, "App/Toolbar.swift", "swift", "missing-label",
                      "accessibilityLabel", 1, 2, 3, 1, 3)
        with tempfile.TemporaryDirectory() as scans:
            finding = {"ruleId": "swiftui-icon-only-button-unlabeled", "family": "missing-label",
                       "path": "App/Toolbar.swift", "line": 2, "endLine": 2, "fingerprint": "f", "message": "m"}
            path = labelscan.report_path(scans, "owner/app", "a" * 40)
            os.makedirs(os.path.dirname(path))
            with open(path, "w", encoding="utf-8") as handle:
                json.dump({"version": 1, "findings": [finding]}, handle)
            index = labelscan.read_index([label], scans)
        self.assertEqual(list(index), [("owner/app", "a" * 40, "App/Toolbar.swift")])
        self.assertEqual(index[("owner/app", "a" * 40, "App/Toolbar.swift")][0].line, 2)


if __name__ == "__main__":
    unittest.main()
