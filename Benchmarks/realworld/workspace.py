"""The cached stages of a run, under a work folder: extracted trees, snippets, mined labels, the
apps' checkouts at the labels' commits and their component summaries. Each stage records what it
was made from and is redone only when that changes, so a rerun after a rule change only scans."""

import hashlib
import json
import os
import shutil

from . import checkouts, examples, gitobjects, ib_mining, labels as labelfile, layout_mining, mining

HERE = os.path.dirname(os.path.abspath(__file__))
MINER_SOURCES = ("mining.py", "skips.py", "api_table.py", "elements.py", "codeview.py", "diffparse.py", "layouts.py",
                 "layout_mining.py", "layout_table.py", "layout_tags.py", "ib_mining.py", "ib_table.py")
EXAMPLE_PAGES = {
    "appt-org/accessibility-code-examples": lambda path: path.endswith(".md"),
    "tmobile/magentaA11y": lambda path: path.startswith("public/content/documentation/native/") and path.endswith(".md"),
}


def sources_version(*names):
    """A hash of the named source files of this folder: a cached stage made by other code is redone."""
    digest = hashlib.sha256()
    for name in names:
        with open(os.path.join(HERE, name), "rb") as handle:
            digest.update(handle.read())
    return digest.hexdigest()[:16]


# The miner's version as loaded: sources edited while a run mines must not stamp labels mined by
# the code loaded before the edit as if the edit had made them.
MINER_VERSION = sources_version(*MINER_SOURCES)
# What a tree keeps besides sources: part of its stamp.
TREE_FILES = "sources+layouts+nibs+java+references"



class Workspace:
    def __init__(self, root):
        self.root = root
        self.trees = os.path.join(root, "trees")
        self.examples = os.path.join(root, "examples")
        self.checkouts = os.path.join(root, "checkouts")
        self.component_cache = os.path.join(root, "component-cache")
        self.labels = os.path.join(root, "labels")
        self.scans = os.path.join(root, "scans")
        self.label_scans = os.path.join(self.scans, "labels")
        self.stamps = os.path.join(root, "stamps")
        for folder in (self.trees, self.examples, self.checkouts, self.component_cache, self.labels, self.scans,
                       self.stamps):
            os.makedirs(folder, exist_ok=True)

    def _stamp(self, name):
        path = os.path.join(self.stamps, name)
        if not os.path.exists(path):
            return None
        with open(path, encoding="utf-8") as handle:
            return handle.read().strip()

    def _set_stamp(self, name, value):
        with open(os.path.join(self.stamps, name), "w", encoding="utf-8") as handle:
            handle.write(value + "\n")

    def extract_tree(self, repo, git, say):
        """The repository's kept files (`checkouts.kept_file`) at its pinned commit, under
        trees/owner+name. The stamp names what is kept, so a tree laid out before layout files
        were kept is laid out again."""
        target = os.path.join(self.trees, repo.folder_name)
        stamp = f"{repo.commit} {TREE_FILES}"
        if self._stamp(repo.folder_name + ".tree") == stamp and os.path.isdir(target):
            return target
        shutil.rmtree(target, ignore_errors=True)
        written, missing = gitobjects.extract(git, repo.commit, checkouts.kept_file, target)
        say(f"  {repo.name}: {written} files extracted" + (f", {missing} missing from the snapshot" if missing else ""))
        self._set_stamp(repo.folder_name + ".tree", stamp)
        return target

    def extract_examples(self, repo, git, say):
        """[(snippet, relative file)] of an example collection, written under examples/owner+name."""
        target = os.path.join(self.examples, repo.folder_name)
        keep = EXAMPLE_PAGES.get(repo.name, lambda path: path.endswith(".md"))
        found = []
        stamp = f"{repo.commit} {sources_version('examples.py', 'gitobjects.py')}"
        fresh = self._stamp(repo.folder_name + ".examples") == stamp
        if not fresh:
            shutil.rmtree(target, ignore_errors=True)
        entries = gitobjects.list_tree(git, repo.commit, keep)
        for (page, _), (_, data) in zip(entries, gitobjects.read_objects(git, [sha for _, sha in entries])):
            if data is None:
                continue
            for snippet in examples.snippets(data.decode("utf-8", "replace"), page):
                relative = f"{repo.folder_name}/{snippet.file_name()}"
                if not fresh:
                    path = os.path.join(self.examples, relative)
                    os.makedirs(os.path.dirname(path), exist_ok=True)
                    with open(path, "w", encoding="utf-8") as handle:
                        handle.write(snippet.code)
                found.append((snippet, relative))
        if not fresh:
            say(f"  {repo.name}: {len(found)} snippets extracted")
            self._set_stamp(repo.folder_name + ".examples", stamp)
        return found

    def mine(self, repo, git, say):
        """Labels of one repository, from the cache when the commit and the miner are unchanged;
        (labels, skip reasons or None when cached)."""
        path = os.path.join(self.labels, repo.folder_name + ".tsv")
        stamp = f"{repo.commit} {MINER_VERSION}"
        if self._stamp(repo.folder_name + ".labels") == stamp and os.path.exists(path):
            return labelfile.read(path), None
        found, reasons = mining.mine_repository(git, repo.name, repo.commit)
        for kind in (layout_mining.LAYOUT, ib_mining.IB):
            in_files, file_reasons = layout_mining.mine_repository(git, repo.name, repo.commit, kind)
            found += in_files
            reasons.update({f"{kind.language}: {reason}": count for reason, count in file_reasons.items()})
        labelfile.write(path, found)
        with open(os.path.join(self.labels, repo.folder_name + ".reasons.json"), "w", encoding="utf-8") as handle:
            json.dump(dict(reasons), handle, indent=1, sort_keys=True)
        self._set_stamp(repo.folder_name + ".labels", stamp)
        say(f"  {repo.name}: {len(found)} labels mined")
        return found, reasons

    def cached_reasons(self, repo):
        path = os.path.join(self.labels, repo.folder_name + ".reasons.json")
        if not os.path.exists(path):
            return {}
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
