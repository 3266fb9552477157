"""Mines labels from the Android layout files of a repository's history: a view whose start tag
gains an accessibility attribute in a fix (`layout_table.py` says which family), with language
`layout`.

The label's parent range is the view's start tag in the parent (not its children); the view is
found in the parent by its `android:id`, else by where the diff puts its `<Tag` line and its tag
name. The skip rules of the code mining hold here too: merges and first commits, commits touching
more than `mining.MAX_FILES` files, new, deleted, renamed and generated files, test, debug and
sample paths, lines moved from elsewhere in the commit, commits that rewrite the file or make it
mostly new, and new views.
"""

import re
from collections import Counter
from dataclasses import dataclass

from . import gitobjects, layout_table, mining
from .diffparse import LOG_FORMAT, parse_log
from .labels import Label
from .layout_tags import Layout
from .layouts import LAYOUT_FILE

LANGUAGE = "layout"


@dataclass(frozen=True)
class Kind:
    """A kind of UI file mined here: which files and lines, what owns an added line, how a view
    is found in the parent and which family an attribute it gained fixes."""
    language: str
    pickaxe: str
    pathspecs: tuple
    keep_path: object  # path -> bool
    line: re.Pattern  # an added line worth reading
    owner: object  # (fixed file, line) -> (view, [attributes]) or (None, reason)
    match: object  # (file diff, parent file, fixed file, view) -> the parent's view or None
    decide: object  # (attribute, before, after, parent file, fixed file, match) -> decided or (None, reason)
    prepare: object = None  # reads a file's views further once it is parsed


def layout_path(path):
    return bool(path) and LAYOUT_FILE.search(path) is not None


def layout_owner(fixed, number):
    """The view whose start tag holds the added line, and the attributes of the table on it."""
    tag = fixed.at_line(number)
    if tag is None:
        return None, "attribute outside a start tag"
    if tag.local_name in layout_table.NOT_A_VIEW or tag.name in layout_table.NOT_A_VIEW:
        return None, "not a view"
    return tag, [name for name, line in tag.attribute_lines.items()
                 if line == number and layout_table.ATTRIBUTE_LINE.search(name + "=")]


def mine_repository(git, repo_name, head, kind=None):
    """(labels, Counter of skip reasons) over the files of a kind (layout files unless told) in
    the history of `head`."""
    kind = kind or LAYOUT
    log = gitobjects.run_git(git, "-c", "core.quotePath=false", "log", "--no-merges", "-p", "-U0", "-M",
                             "--no-color", "--no-ext-diff", f"--format={LOG_FORMAT}", "-G", kind.pickaxe,
                             head, "--", *kind.pathspecs)
    reasons = Counter()
    wanted = []
    for commit in parse_log(log):
        candidates = candidates_of(commit, reasons, kind)
        if candidates:
            wanted.append((commit, candidates))
    read = mining.sides_reader(git, [(commit, file_diff) for commit, candidates in wanted for file_diff, _ in candidates])
    labels = []
    for commit, candidates in wanted:
        labels.extend(labels_of(repo_name, commit, candidates, read, reasons, kind))
    return labels, reasons


def candidates_of(commit, reasons, kind):
    """[(file diff, added line number)] of the commit's added lines worth reading in files of the
    kind that pass the checks needing no file content."""
    if len(commit.parents) != 1:
        reasons["merge or first commit"] += 1
        return []
    files = [f for f in commit.files if kind.keep_path(f.new_path or f.old_path)]
    if not files:
        return []
    if len(files) + sum(1 for f in commit.files if mining.language_of(f.new_path or f.old_path)) > mining.MAX_FILES:
        reasons["commit touches > %d files" % mining.MAX_FILES] += 1
        return []
    removed_anywhere = {mining.normalized(text) for f in commit.files for h in f.hunks for _, text in h.removed
                        if text.strip()}
    found = []
    for file_diff in files:
        for hunk in file_diff.hunks:
            for number, text in hunk.added:
                if not kind.line.search(text):
                    continue
                if file_diff.is_new:
                    reasons["new file"] += 1
                elif file_diff.is_rename:
                    reasons["renamed file"] += 1
                elif file_diff.is_deleted or file_diff.is_binary:
                    reasons["deleted or binary"] += 1
                elif mining.skipped_path(file_diff.new_path):
                    reasons["test, preview, sample or debug path"] += 1
                elif mining.normalized(text) in removed_anywhere:
                    reasons["moved line"] += 1
                else:
                    found.append((file_diff, number))
    return found


def labels_of(repo_name, commit, candidates, read, reasons, kind):
    labels, seen, done, layouts = [], set(), set(), {}
    for file_diff, number in candidates:
        path = file_diff.new_path
        if path not in layouts:
            parent_text, fixed_text = read(commit.parents[0], file_diff.old_path), read(commit.sha, path)
            layouts[path] = None if parent_text is None or fixed_text is None else (
                parsed(parent_text, kind), parsed(fixed_text, kind))
        pair = layouts[path]
        if pair is None:
            reasons["file missing from the snapshot"] += 1
            continue
        parent, fixed = pair
        reason = file_reason(file_diff, parent, fixed)
        if reason is None:
            tag, attributes = kind.owner(fixed, number)
            reason = attributes if tag is None else None
        if reason is not None:
            reasons[reason] += 1
            continue
        for attribute in attributes:
            if (path, tag.index, attribute) in done:
                continue
            done.add((path, tag.index, attribute))
            label, reason = label_for(repo_name, commit, file_diff, parent, fixed, tag, attribute, number, kind)
            mining.keep(label, reason, labels, seen, reasons)
    return labels


def parsed(text, kind):
    layout = Layout(text)
    if kind.prepare is not None:
        kind.prepare(layout)
    return layout


def file_reason(file_diff, parent, fixed):
    """Why no line of this file's diff makes a label, or None."""
    if mining.GENERATED.search("\n".join(fixed.text.splitlines()[:8])):
        return "generated file"
    if sum(hunk.old_count for hunk in file_diff.hunks) >= mining.REWRITE_SHARE * max(parent.line_count(), 1):
        return "commit rewrites the file"
    if sum(hunk.new_count for hunk in file_diff.hunks) >= mining.GROWTH * max(parent.line_count(), 1):
        return "commit makes the file mostly new code"
    return None


def label_for(repo_name, commit, file_diff, parent, fixed, tag, attribute, number, kind):
    """(Label, None) or (None, reason) for one attribute a view gained."""
    before = kind.match(file_diff, parent, fixed, tag)
    if before is None:
        return None, "new element"
    if before.get(attribute) == tag.get(attribute):
        return None, "attribute unchanged"
    decided, reason = kind.decide(attribute, before, tag, parent, fixed,
                                  lambda view: kind.match(file_diff, parent, fixed, view))
    if decided is None:
        return None, reason
    family, api, view_after, view_before = decided
    return Label(repo_name, commit.sha, commit.parents[0], file_diff.new_path, kind.language, family, api,
                 view_before.start_line, view_before.end_line, number, view_after.start_line, view_after.end_line), None


def matching_tag(file_diff, parent, fixed, tag):
    """The parent's version of a view of the fixed file: the one view with its `android:id` and
    tag, else the view of the same tag whose start tag holds the line its `<Tag` line was."""
    if tag.view_id is not None:
        same = parent.by_id(tag.view_id)
        if same is not None:
            return same if same.name == tag.name else None
    line = parent_line(file_diff, tag.start_line)
    if line is None:
        return None
    before = parent.at_line(line)
    if before is None or before.name != tag.name:
        return None
    if tag.view_id is not None and before.view_id is not None and before.view_id != tag.view_id:
        return None
    return before


def parent_line(file_diff, line):
    """The parent's line a fixed line was: None when the commit added it where nothing was
    removed, the replaced line's counterpart when it replaced lines."""
    delta = 0
    for hunk in file_diff.hunks:
        if hunk.new_count and hunk.new_start <= line < hunk.new_start + hunk.new_count:
            if not hunk.old_count:
                return None
            return hunk.old_start + min(line - hunk.new_start, hunk.old_count - 1)
        ends_before = hunk.new_start + hunk.new_count - 1 < line if hunk.new_count else hunk.new_start < line
        if ends_before:
            delta += hunk.old_count - hunk.new_count
    return line + delta


LAYOUT = Kind(LANGUAGE, layout_table.PICKAXE, (":(glob)**/res/layout*/*.xml", "*.kt"), layout_path,
              layout_table.ATTRIBUTE_LINE, layout_owner, matching_tag, layout_table.decide)
