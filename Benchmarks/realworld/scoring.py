"""Fix-commit recall: does the scanner report the defect in the parent, and is it gone after?

A label is DETECTED when a finding of its family starts inside its parent range, and GONE when
no finding of its family starts inside the fixed element's range in the commit's version.
The gone rate is taken over detected labels: a finding that stays after the fix points at
something else than the defect the commit fixed.
"""

from collections import defaultdict
from dataclasses import dataclass


def version_path(label, side):
    """Where a label's file version sits in the scanned tree: side/owner+name/commit/path."""
    return f"{side}/{label.repo.replace('/', '+')}/{label.commit[:12]}/{label.path}"


def findings_by_file(findings, prefix=""):
    index = defaultdict(list)
    for finding in findings:
        index[prefix + finding.path].append(finding)
    return index


def has_family(findings, family, start, end):
    return any(f.family == family and start <= f.line <= end for f in findings)


def missed(labels, parent_index):
    """The labels whose parent version has no finding of their family in the parent range."""
    return [label for label in labels
            if not has_family(parent_index.get(version_path(label, "parent"), []), label.family,
                              label.parent_start, label.parent_end)]


@dataclass(frozen=True)
class Outcome:
    label: object
    detected: bool
    gone: bool


def score(labels, parent_index, fixed_index):
    outcomes = []
    for label in labels:
        parent = parent_index.get(version_path(label, "parent"), [])
        fixed = fixed_index.get(version_path(label, "fixed"), [])
        detected = has_family(parent, label.family, label.parent_start, label.parent_end)
        gone = not has_family(fixed, label.family, label.fixed_start, label.fixed_end)
        outcomes.append(Outcome(label, detected, gone))
    return outcomes


@dataclass
class Tally:
    labels: int = 0
    detected: int = 0
    gone: int = 0  # among detected

    @property
    def recall(self):
        return self.detected / self.labels if self.labels else None

    @property
    def gone_rate(self):
        return self.gone / self.detected if self.detected else None


def tally(outcomes):
    """{(family, language): Tally}, plus (family, "all") and ("all", language) totals."""
    table = defaultdict(Tally)
    for outcome in outcomes:
        label = outcome.label
        for key in ((label.family, label.language), (label.family, "all"), ("all", label.language), ("all", "all")):
            row = table[key]
            row.labels += 1
            row.detected += outcome.detected
            row.gone += outcome.detected and outcome.gone
    return dict(table)
