"""The random sample of labels read by eye, and recall over the labels read as real defects.

Mined labels include changes no screen-reader user needed (enhancements, redesigns, relabels), so
raw recall mixes the scanner's misses with the mining's noise. Reading a random sample per
language, detected and missed alike, gives an unbiased recall over real defects beside it.

The order is a hash of each label's id with the seed, so a label keeps its place while others are
mined or dropped. The sample of a language is the longest run of read labels from the start of its
order: labels read for other reasons (a look at the misses) count only when they fall in that run.
"""

import hashlib
import math
from collections import defaultdict
from dataclasses import dataclass

from .label_checks import check_key, label_id, label_key

SEED = 1
Z95 = 1.959964


def ordered(labels, seed=SEED):
    def rank(label):
        return hashlib.sha1(f"{seed}\t{label_id(label)}".encode("utf-8")).hexdigest()
    return sorted(labels, key=lambda label: (rank(label), label_key(label)))


def first_per_language(labels, count, seed=SEED):
    """The first `count` labels of each language in the seeded order, languages in name order."""
    by_language = defaultdict(list)
    for label in ordered(labels, seed):
        by_language[label.language].append(label)
    return [label for language in sorted(by_language) for label in by_language[language][:count]]


def read_run(labels, checks, seed=SEED):
    """{language: [(label, verdict)]}: per language, the labels from the start of the order up to
    the first one without a verdict."""
    verdicts = {check_key(row): row["verdict"] for row in checks}
    runs, stopped = defaultdict(list), set()
    for label in ordered(labels, seed):
        verdict = verdicts.get(label_key(label))
        if verdict is None:
            stopped.add(label.language)
        elif label.language not in stopped:
            runs[label.language].append((label, verdict))
    return dict(runs)


def wilson(successes, trials, z=Z95):
    """The Wilson score interval of a proportion; (None, None) without trials."""
    if not trials:
        return None, None
    share = successes / trials
    denominator = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


def share(part, whole):
    """part / whole, or None without a whole."""
    return part / whole if whole else None


@dataclass
class SampleTally:
    read: int = 0
    real: int = 0
    not_real: int = 0
    unsure: int = 0
    detected: int = 0  # among all read
    real_detected: int = 0

    @property
    def real_recall(self):
        return share(self.real_detected, self.real)

    @property
    def interval(self):
        return wilson(self.real_detected, self.real)


def tally(runs, detected_keys, group=lambda label: label.language):
    """{group: SampleTally} plus "all", from the read runs and the keys of detected labels; the
    group is the label's language unless told otherwise (its family, say)."""
    table = defaultdict(SampleTally)
    for pairs in runs.values():
        for label, verdict in pairs:
            found = label_key(label) in detected_keys
            for row in (table[group(label)], table["all"]):
                row.read += 1
                row.real += verdict == "real"
                row.not_real += verdict == "not"
                row.unsure += verdict == "unsure"
                row.detected += found
                row.real_detected += found and verdict == "real"
    return dict(table)


@dataclass
class SecondReading:
    """Labels read twice: how often the two verdicts agree, and recall over real by each."""
    read: int = 0
    agreed: int = 0
    first_real: int = 0
    first_real_detected: int = 0
    second_real: int = 0
    second_real_detected: int = 0

    @property
    def first_recall(self):
        return share(self.first_real_detected, self.first_real)

    @property
    def second_recall(self):
        return share(self.second_real_detected, self.second_real)


def second_reading(labels, checks, second, detected_keys):
    """{language: SecondReading} plus "all", over the current labels that both readings decided."""
    first = {check_key(row): row["verdict"] for row in checks}
    again = {check_key(row): row["verdict"] for row in second}
    table = defaultdict(SecondReading)
    for label in labels:
        key = label_key(label)
        if key not in first or key not in again:
            continue
        found = key in detected_keys
        for row in (table[label.language], table["all"]):
            row.read += 1
            row.agreed += first[key] == again[key]
            row.first_real += first[key] == "real"
            row.first_real_detected += found and first[key] == "real"
            row.second_real += again[key] == "real"
            row.second_real_detected += found and again[key] == "real"
    return dict(table)
