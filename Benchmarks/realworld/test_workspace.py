"""The work folder's cache of mined labels, on a copy of this package whose sources change while
it is loaded, as they do when the miner is edited during a run."""

import importlib
import os
import shutil
import sys
import tempfile
import unittest

from realworld.test_mining import GitHistory, KOTLIN_BEFORE

HERE = os.path.dirname(os.path.abspath(__file__))


class MiningCacheTests(unittest.TestCase):
    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        root = self.temporary.name
        shutil.copytree(HERE, os.path.join(root, "minercopy"), ignore=shutil.ignore_patterns("__pycache__", "*.tsv"))
        sys.path.insert(0, root)
        self.addCleanup(sys.path.remove, root)
        self.addCleanup(lambda: [sys.modules.pop(name) for name in list(sys.modules) if name.startswith("minercopy")])
        os.makedirs(os.path.join(root, "app"))
        self.repo = GitHistory(os.path.join(root, "app"))
        self.repo.commit("screen", {"app/Header.kt": KOTLIN_BEFORE})
        self.repo.commit("describe", {"app/Header.kt": KOTLIN_BEFORE.replace(
            "contentDescription = null", "contentDescription = stringResource(R.string.close)")})

    def tearDown(self):
        self.temporary.cleanup()

    def test_labels_mined_before_an_edit_are_mined_again_after_it(self):
        workspace = importlib.import_module("minercopy.workspace")
        repos = importlib.import_module("minercopy.repos")
        repo = repos.Repo("example/app", self.repo.git("rev-parse", "HEAD"), "kotlin", "app")
        git = os.path.join(self.temporary.name, "app", ".git")
        work = workspace.Workspace(os.path.join(self.temporary.name, "work"))
        with open(os.path.join(self.temporary.name, "minercopy", "skips.py"), "a", encoding="utf-8") as handle:
            handle.write("\n# edited while a run mines\n")
        _, reasons = work.mine(repo, git, lambda text: None)  # mined by the code loaded before the edit
        self.assertIsNotNone(reasons)
        for name in [name for name in sys.modules if name.startswith("minercopy")]:
            del sys.modules[name]
        reloaded = importlib.import_module("minercopy.workspace")
        labels, reasons = reloaded.Workspace(work.root).mine(repo, git, lambda text: None)
        self.assertIsNotNone(reasons, "the labels of the code before the edit were taken from the cache")
        self.assertEqual(len(labels), 1)


class TreeTests(unittest.TestCase):
    """A pinned tree holds the sources and the layout files the scans read beside them."""

    def setUp(self):
        self.temporary = tempfile.TemporaryDirectory()
        os.makedirs(os.path.join(self.temporary.name, "app"))
        self.repo = GitHistory(os.path.join(self.temporary.name, "app"))
        self.repo.commit("screen", {"app/src/main/java/Header.kt": KOTLIN_BEFORE,
                                    "app/src/main/res/layout/header.xml": "<ImageButton />\n",
                                    "app/src/main/res/drawable/icon.xml": "<vector />\n"})

    def tearDown(self):
        self.temporary.cleanup()

    def test_a_tree_keeps_layout_files_and_a_tree_stamped_before_them_is_laid_out_again(self):
        from realworld import repos, workspace
        repo = repos.Repo("example/app", self.repo.git("rev-parse", "HEAD"), "kotlin", "app")
        work = workspace.Workspace(os.path.join(self.temporary.name, "work"))
        git = os.path.join(self.temporary.name, "app", ".git")
        tree = work.extract_tree(repo, git, lambda text: None)
        self.assertTrue(os.path.exists(os.path.join(tree, "app/src/main/res/layout/header.xml")))
        self.assertFalse(os.path.exists(os.path.join(tree, "app/src/main/res/drawable/icon.xml")))
        os.remove(os.path.join(tree, "app/src/main/res/layout/header.xml"))
        work._set_stamp(repo.folder_name + ".tree", repo.commit)  # as trees were stamped before
        work.extract_tree(repo, git, lambda text: None)
        self.assertTrue(os.path.exists(os.path.join(tree, "app/src/main/res/layout/header.xml")))


if __name__ == "__main__":
    unittest.main()
