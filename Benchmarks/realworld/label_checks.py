"""Mined labels read by eye: is each one a defect a screen-reader user would have met? The
verdicts (label-checks.tsv) measure the mining's own precision; `run labels` shows a sample with
its diff and parent code, `run check-label` records a verdict."""

import hashlib
import os
import re
import subprocess

from . import tsv

HERE = os.path.dirname(os.path.abspath(__file__))
CHECKS_TSV = os.path.join(HERE, "label-checks.tsv")
VERDICTS = ("real", "not", "unsure")
SCHEMA = tsv.Schema(("repo", "commit", "path", "family", "fixed_line", "verdict", "reason"), {
    "commit": tsv.hex_sha, "path": tsv.non_empty, "fixed_line": tsv.positive_int,
    "verdict": tsv.one_of(*VERDICTS), "reason": tsv.non_empty})
COMMENT = ("Mined labels checked by eye: real when the parent had the defect and a screen-reader user met it.\n"
           "Record with: Benchmarks/realworld/run check-label ID real|not|unsure REASON")
# A second reading of a random sample, made blind (the reader saw neither these verdicts nor
# whether the scan detects the label): how far the first verdicts, and the recall over real built
# on them, depend on who reads.
SECOND_TSV = os.path.join(HERE, "label-second-reading.tsv")
SECOND_COMMENT = ("Mined labels read a second time, blind to label-checks.tsv and to the scan: real when the parent had\n"
                  "the defect and a screen-reader user met it. Record with: Benchmarks/realworld/run check-label --second ID ...")


def label_id(label):
    text = "\t".join((label.repo, label.commit, label.path, label.family, str(label.fixed_line)))
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


def check_key(row):
    return (row["repo"], row["commit"], row["path"], row["family"], row["fixed_line"])


def label_key(label):
    return (label.repo, label.commit, label.path, label.family, label.fixed_line)


def read(path=CHECKS_TSV):
    return tsv.read(path, SCHEMA)


def record(label, verdict, reason, path=CHECKS_TSV, comment=COMMENT):
    rows = [row for row in read(path) if check_key(row) != label_key(label)] if os.path.exists(path) else []
    rows.append({"repo": label.repo, "commit": label.commit, "path": label.path, "family": label.family,
                 "fixed_line": label.fixed_line, "verdict": verdict, "reason": reason})
    rows.sort(key=lambda row: check_key(row))
    tsv.write(path, rows, SCHEMA, comment)


def render(label, git, margin=6):
    """The label's commit subject, its diff of the file and the parent range, as text."""
    def show(*args):
        return subprocess.run(["git", "--git-dir", git, *args], capture_output=True, text=True,
                              errors="replace").stdout

    subject = show("log", "-1", "--format=%s", label.commit).strip()
    parent = show("show", f"{label.parent}:{label.path}").splitlines()
    out = [f"## {label_id(label)} · {label.family} · {label.api} · {label.repo} {label.commit[:10]}",
           f"{label.path} — parent {label.parent_start}-{label.parent_end}, fixed line {label.fixed_line}"
           f" ({label.fixed_start}-{label.fixed_end}) — {subject}", "", "parent:"]
    for number in range(max(1, label.parent_start - margin), min(len(parent), label.parent_end + margin) + 1):
        mark = ">" if label.parent_start <= number <= label.parent_end else " "
        out.append(f"{mark}{number:5} {parent[number - 1]}")
    out += ["", "diff (the hunks that touch the fixed element):"]
    diff = show("show", "--format=", "-U3", label.commit, "--", label.path)
    out += hunks_touching(diff, label.fixed_start, label.fixed_end)[:80]
    return "\n".join(out) + "\n"


HUNK = re.compile(r"^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@")


def hunks_touching(diff, start, end):
    """The lines of the hunks of a one-file diff whose new side overlaps lines start..end: a commit
    that touches a file in many places shows the change to the label's element, not the imports."""
    kept, keep = [], False
    for line in diff.splitlines():
        match = HUNK.match(line)
        if match:
            first = int(match.group(1))
            count = int(match.group(2)) if match.group(2) is not None else 1
            keep = first <= end and start <= first + max(count, 1) - 1
        if keep:
            kept.append(line)
    return kept
