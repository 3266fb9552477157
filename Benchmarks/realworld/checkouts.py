"""An app's Swift and Kotlin files at one commit, in a folder of its own that moves from commit
to commit, as a user's checkout does: only the files that differ are written or removed.

The folder's top holds `.git/HEAD` naming the commit, so a11yscan takes the folder for the
repository a scanned file belongs to and checks the file against the whole app's components.
Each file's modification time is derived from its blob id: a file whose content changed gets
another time (the component cache notices it by size and time), an unchanged one keeps its own,
and two runs lay out the same folder.
"""

import json
import os
import shutil

from . import gitobjects, mining

STATE_SUFFIX = ".files.json"
# A fixed epoch plus up to 2^32 seconds and a nanosecond part, both from the blob id.
EPOCH = 1_000_000_000


REFERENCE_EXTENSIONS = (".m", ".mm", ".h", ".plist")
REFERENCE_RESOURCES = ("navigation", "menu", "xml")


def kept_file(path):
    """Whether a tree or checkout holds the file: what the scans report on (`mining.scanned_file`),
    Java sources, which a11yscan reads for the views they name and act on (the layouts' rules
    use them), and the files that can name the app's views without being scanned (`reference_file`),
    as a user's checkout of the app has them."""
    return mining.scanned_file(path) or path.endswith(".java") or reference_file(path)


def reference_file(path):
    """Objective-C sources and headers, property lists, Android manifests and navigation, menu
    and preference resources: a11yscan reads them to tell which of the app's views are used."""
    if path.lower().endswith(REFERENCE_EXTENSIONS) or path.endswith("/AndroidManifest.xml") or path == "AndroidManifest.xml":
        return True
    parts = path.split("/")
    return (path.endswith(".xml") and len(parts) >= 3 and parts[-3] == "res"
            and parts[-2].split("-", 1)[0] in REFERENCE_RESOURCES)


def mtime_of(blob):
    """The modification time, in nanoseconds, given to a file with this blob id."""
    return (EPOCH + int(blob[:8], 16)) * 1_000_000_000 + int(blob[8:16], 16) % 1_000_000_000


class Checkout:
    """The kept files (`keep(path)`) of one repository at the commit last moved to, under `folder`."""

    def __init__(self, folder, git, keep):
        self.folder = folder
        self.git = git
        self.keep = keep
        self.state_file = folder.rstrip("/") + STATE_SUFFIX

    def _state(self):
        """{path: blob id} of what the folder holds, or None when it is unknown."""
        if not os.path.isdir(self.folder) or not os.path.exists(self.state_file):
            return None
        with open(self.state_file, encoding="utf-8") as handle:
            return json.load(handle)["files"]

    def move_to(self, commit):
        """Lays out the kept files of `commit`; returns {path: blob id} of the files present (a
        blob missing from the snapshot is left out)."""
        held = self._state()
        # Gone while the folder changes: a move cut short leaves no state, and the next one starts afresh.
        if os.path.exists(self.state_file):
            os.remove(self.state_file)
        if held is None:
            held = {}
            self._clear()
        wanted = dict(gitobjects.list_tree(self.git, commit, self.keep))
        for path in sorted(set(held) - set(wanted)):
            os.remove(os.path.join(self.folder, path))
            held.pop(path)
            self._remove_empty_folders(path)
        changed = sorted(path for path, blob in wanted.items() if held.get(path) != blob)
        blobs = sorted({wanted[path] for path in changed})
        contents = dict(gitobjects.read_objects(self.git, blobs))
        for path in changed:
            data = contents.get(wanted[path])
            target = os.path.join(self.folder, path)
            if data is None:
                if path in held:
                    os.remove(target)
                    held.pop(path)
                continue
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "wb") as handle:
                handle.write(data)
            stamp = mtime_of(wanted[path])
            os.utime(target, ns=(stamp, stamp))
            held[path] = wanted[path]
        marker = os.path.join(self.folder, ".git")
        os.makedirs(marker, exist_ok=True)
        with open(os.path.join(marker, "HEAD"), "w", encoding="utf-8") as handle:
            handle.write(commit + "\n")
        with open(self.state_file, "w", encoding="utf-8") as handle:
            json.dump({"commit": commit, "files": held}, handle, sort_keys=True)
        return dict(held)

    def _clear(self):
        if os.path.isdir(self.folder):
            shutil.rmtree(self.folder)
        os.makedirs(self.folder, exist_ok=True)

    def _remove_empty_folders(self, path):
        folder = os.path.dirname(path)
        while folder:
            absolute = os.path.join(self.folder, folder)
            if os.listdir(absolute):
                return
            os.rmdir(absolute)
            folder = os.path.dirname(folder)


def commit_order(git, commits):
    """The commits oldest first (committer time, then id), so a checkout moving through them
    rewrites about as much as the history changed between them."""
    commits = sorted(set(commits))
    if not commits:
        return []
    # `log --no-walk` reads the commits only; `show` may need other objects a partial mirror lacks.
    out = gitobjects.run_git(git, "log", "--no-walk=unsorted", "--format=%H %ct", *commits)
    times = {}
    for line in out.splitlines():
        sha, _, seconds = line.partition(" ")
        if sha in commits:
            times[sha] = int(seconds)
    return sorted(commits, key=lambda sha: (times.get(sha, 0), sha))
