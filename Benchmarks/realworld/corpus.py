"""The Corpus's own numbers per family and language, for the report to show beside the real ones.

The test suite fails unless the scan of `Corpus/` matches its annotations exactly, so its counts
follow from the annotations: `expect` lines are found, `todo-expect` lines are known misses and
`todo-ok` lines known false alarms.
"""

import os
import re
from collections import defaultdict

ANNOTATION = re.compile(r"^\s*//\s*(expect|ok|todo-expect|todo-ok)\s*:\s*(.+?)\s*$")


def annotation_counts(root):
    """{(rule, kind): count} over the Swift and Kotlin files under `root`."""
    counts = defaultdict(int)
    for base, _, names in os.walk(root):
        for name in names:
            if not name.endswith((".swift", ".kt")):
                continue
            with open(os.path.join(base, name), encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    match = ANNOTATION.match(line)
                    if match:
                        for rule in match.group(2).split(","):
                            if rule.strip():
                                counts[(rule.strip(), match.group(1))] += 1
    return counts


def by_family(counts, rules):
    """{(family, language): (found, missed, false alarms)} from annotation counts and the scanner's
    [(rule id, family, language)]."""
    table = defaultdict(lambda: [0, 0, 0])
    for rule, family, language in rules:
        row = table[(family, language)]
        row[0] += counts.get((rule, "expect"), 0)
        row[1] += counts.get((rule, "todo-expect"), 0)
        row[2] += counts.get((rule, "todo-ok"), 0)
    return {key: tuple(value) for key, value in table.items()}
