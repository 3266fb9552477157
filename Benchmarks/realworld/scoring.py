"""Fix-commit recall: does the scanner report the defect in the parent, and is it gone after?

A label is DETECTED when a finding of its family starts inside its parent range, and GONE when
no finding of its family starts inside the fixed element's range in the commit's version.
The gone rate is taken over detected labels: a finding that stays after the fix points at
something else than the defect the commit fixed.
"""

from collections import defaultdict
from dataclasses import dataclass


def version_key(label, side):
    """(repository, commit, path) of a label's file before ("parent") or after ("fixed") the fix."""
    return (label.repo, label.parent if side == "parent" else label.commit, label.path)


def has_family(findings, family, start, end):
    return any(f.family == family and start <= f.line <= end for f in findings)


def missed(labels, index):
    """The labels whose parent version has no finding of their family in the parent range
    (`index`: {version_key: findings})."""
    return [label for label in labels
            if not has_family(index.get(version_key(label, "parent"), []), label.family,
                              label.parent_start, label.parent_end)]


@dataclass(frozen=True)
class Outcome:
    label: object
    detected: bool
    gone: bool


def score(labels, index):
    """An Outcome per label, from the findings of each file version ({version_key: findings})."""
    outcomes = []
    for label in labels:
        parent = index.get(version_key(label, "parent"), [])
        fixed = index.get(version_key(label, "fixed"), [])
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
