"""Views named in an app's layout files: a description set in code on a view whose layout already
gives it one changes a name that existed; it adds none.

The view is the receiver of the assignment (`binding.playButton.contentDescription = …`,
`playButton.setContentDescription(…)`); a layout names it when a tag with its id (`playButton`,
or `play_button` as view binding spells it in the layout) has a non-empty
`android:contentDescription`.
"""

import re

from . import gitobjects

RECEIVER = re.compile(r"(\w+)\s*\??\.\s*(?:contentDescription\s*=(?!=)|setContentDescription\s*\()")
LAYOUT_FILE = re.compile(r"(^|/)res/layout[^/]*/[^/]+\.xml$")
TAG = re.compile(r"<[\w.:]+\b[^<>]*>")
VIEW_ID = re.compile(r"android:id\s*=\s*\"@\+?id/(\w+)\"")
DESCRIPTION = re.compile(r"android:contentDescription\s*=\s*\"([^\"]*)\"")


def described_view(code):
    """The name of the view whose description a line of Kotlin sets, or None."""
    match = RECEIVER.search(code)
    return match.group(1) if match and match.group(1) != "this" else None


def layout_ids(name):
    """The ids a view kept under `name` may have in a layout: as written, and in snake case."""
    return {name, re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()}


def named_ids(layout_text):
    """The ids of the views a layout gives a non-empty description."""
    found = set()
    for tag in TAG.findall(layout_text):
        view_id, description = VIEW_ID.search(tag), DESCRIPTION.search(tag)
        if view_id and description and description.group(1) not in ("", "@null"):
            found.add(view_id.group(1))
    return found


class LayoutNames:
    """The described view ids of a repository's layouts, per commit (read once each)."""

    def __init__(self, git):
        self.git = git
        self.by_commit = {}
        self.by_blob = {}

    def ids(self, commit):
        if commit not in self.by_commit:
            entries = gitobjects.list_tree(self.git, commit, lambda path: LAYOUT_FILE.search(path) is not None)
            unread = sorted({blob for _, blob in entries} - set(self.by_blob))
            for blob, data in gitobjects.read_objects(self.git, unread):
                self.by_blob[blob] = named_ids(data.decode("utf-8", "replace")) if data is not None else set()
            self.by_commit[commit] = set().union(*(self.by_blob[blob] for _, blob in entries))
        return self.by_commit[commit]

    def names(self, commit, code):
        """True when the view whose description `code` sets is described in a layout at `commit`."""
        view = described_view(code)
        return view is not None and bool(layout_ids(view) & self.ids(commit))
