"""Reads `git log -p -U0` output into commits, files and hunks with their line numbers."""

import re
from dataclasses import dataclass, field

COMMIT_MARK = "\x00commit "
HUNK = re.compile(r"^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@")
LOG_FORMAT = "%x00commit %H %P"


@dataclass
class Hunk:
    old_start: int
    old_count: int
    new_start: int
    new_count: int
    removed: list = field(default_factory=list)  # [(parent line, text)]
    added: list = field(default_factory=list)    # [(fixed line, text)]


@dataclass
class FileDiff:
    old_path: str
    new_path: str
    is_new: bool = False
    is_deleted: bool = False
    is_rename: bool = False
    is_binary: bool = False
    hunks: list = field(default_factory=list)


@dataclass
class Commit:
    sha: str
    parents: list
    files: list = field(default_factory=list)


def unquote(path):
    """Git's C-style quoting of unusual paths (`"a\\tb"`), undone."""
    if not (path.startswith('"') and path.endswith('"')):
        return path
    raw = path[1:-1].encode("latin-1", "backslashreplace").decode("unicode_escape").encode("latin-1")
    return raw.decode("utf-8", "replace")


def _strip_prefix(path):
    path = unquote(path)
    return path[2:] if path[:2] in ("a/", "b/") else path


def parse_log(text):
    """Commits of `git log -p -U0 --format=<LOG_FORMAT>` output (any number)."""
    commits = []
    for chunk in text.split(COMMIT_MARK)[1:]:
        header, _, body = chunk.partition("\n")
        fields = header.split()
        if not fields:
            continue
        commit = Commit(fields[0], fields[1:])
        commit.files = _parse_files(body)
        commits.append(commit)
    return commits


def _parse_files(body):
    files, current, hunk = [], None, None
    old_line = new_line = 0
    for line in body.split("\n"):
        if line.startswith("diff --git "):
            current, hunk = FileDiff("", ""), None
            files.append(current)
            paths = _diff_git_paths(line[len("diff --git "):])
            if paths:
                current.old_path, current.new_path = paths
        elif current is None:
            continue
        elif hunk is None and line.startswith("new file mode"):
            current.is_new = True
        elif hunk is None and line.startswith("deleted file mode"):
            current.is_deleted = True
        elif hunk is None and line.startswith("rename from "):
            current.is_rename, current.old_path = True, unquote(line[len("rename from "):])
        elif hunk is None and line.startswith("rename to "):
            current.new_path = unquote(line[len("rename to "):])
        elif hunk is None and line.startswith("Binary files "):
            current.is_binary = True
        elif hunk is None and line.startswith("--- "):
            if line[4:] == "/dev/null":
                current.is_new = True
            else:
                current.old_path = _strip_prefix(line[4:])
        elif hunk is None and line.startswith("+++ "):
            if line[4:] == "/dev/null":
                current.is_deleted = True
            else:
                current.new_path = _strip_prefix(line[4:])
        elif line.startswith("@@"):
            match = HUNK.match(line)
            if not match:
                continue
            old_start, old_count, new_start, new_count = match.groups()
            hunk = Hunk(int(old_start), 1 if old_count is None else int(old_count),
                        int(new_start), 1 if new_count is None else int(new_count))
            current.hunks.append(hunk)
            old_line, new_line = hunk.old_start, hunk.new_start
        elif hunk is not None and line.startswith("-"):
            hunk.removed.append((old_line, line[1:]))
            old_line += 1
        elif hunk is not None and line.startswith("+"):
            hunk.added.append((new_line, line[1:]))
            new_line += 1
        elif hunk is not None and line.startswith(" "):
            old_line, new_line = old_line + 1, new_line + 1
    return files


def _diff_git_paths(rest):
    """`a/x b/x` of a `diff --git` line, quoted or not; None when it cannot be split."""
    if rest.startswith('"'):
        match = re.match(r'("(?:[^"\\]|\\.)*") (.*)$', rest)
        return (_strip_prefix(match.group(1)), _strip_prefix(match.group(2))) if match else None
    half = len(rest) // 2
    if rest[half:half + 1] == " " and rest[:half][2:] == rest[half + 1:][2:]:
        return _strip_prefix(rest[:half]), _strip_prefix(rest[half + 1:])
    parts = rest.split(" b/", 1)
    return (_strip_prefix(parts[0]), parts[1]) if len(parts) == 2 else None
