"""Scans each label's file as a user meets it: inside its app at the commit, with the app's own
components. Per repository, a checkout moves through the parents and fix commits of its labels,
oldest first, and at each commit a11yscan scans the labelled files there; the components of
the whole app are summarised (and cached between commits, so only changed files are read
again)."""

import os
from collections import defaultdict

from . import scanner
from .checkouts import Checkout, commit_order, kept_file
from .scoring import version_key


def files_by_commit(labels):
    """{repository: {commit: sorted paths}}: the files to scan at each commit, both sides."""
    wanted = defaultdict(lambda: defaultdict(set))
    for label in labels:
        for side in ("parent", "fixed"):
            repo, commit, path = version_key(label, side)
            wanted[repo][commit].add(path)
    return {repo: {commit: sorted(paths) for commit, paths in commits.items()} for repo, commits in wanted.items()}


def report_path(scans, repo, commit):
    return os.path.join(scans, repo.replace("/", "+"), commit + ".json")


def scan(binary, labels, gits, work, say):
    """Scans the labels' files of the repositories here, keeping each commit's report under
    work.label_scans; returns ({version_key: [Finding]}, files missing from the snapshots)."""
    missing = 0
    scanned = [label for label in labels if label.repo in gits]
    for repo, commits in sorted(files_by_commit(scanned).items()):
        checkout = Checkout(os.path.join(work.checkouts, repo.replace("/", "+")), gits[repo], kept_file)
        for commit in commit_order(gits[repo], commits):
            present = checkout.move_to(commit)
            paths = [path for path in commits[commit] if path in present]
            missing += len(commits[commit]) - len(paths)
            output = report_path(work.label_scans, repo, commit)
            os.makedirs(os.path.dirname(output), exist_ok=True)
            if os.path.exists(output):
                os.remove(output)
            scanner.scan(binary, checkout.folder, output, paths=paths, cache=work.component_cache)
        say(f"  {repo}: {len(commits)} commits scanned")
    return read_index(scanned, work.label_scans), missing


def read_index(labels, scans):
    """{version_key: [Finding]} from the reports `scan` kept (also for `run labels --missed`)."""
    index = {}
    for repo, commits in files_by_commit(labels).items():
        for commit in commits:
            path = report_path(scans, repo, commit)
            if not os.path.exists(path):
                continue
            for finding in scanner.read_report(path):
                index.setdefault((repo, commit, finding.path), []).append(finding)
    return index
