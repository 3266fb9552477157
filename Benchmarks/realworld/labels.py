"""A mined label: one commit that added an accessibility API to an existing UI element, with the
element's line range before and after. Stored as TSV without source text."""

from dataclasses import dataclass, asdict

from . import tsv
from .api_table import FAMILIES

# Swift and Kotlin code, Android layout files, and Interface Builder files of the Swift apps.
LANGUAGES = ("swift", "kotlin", "layout", "interface-builder")

SCHEMA = tsv.Schema(
    ("repo", "commit", "parent", "path", "language", "family", "api",
     "parent_start", "parent_end", "fixed_line", "fixed_start", "fixed_end"),
    {"commit": tsv.hex_sha, "parent": tsv.hex_sha, "path": tsv.non_empty,
     "language": tsv.one_of(*LANGUAGES), "family": tsv.one_of(*FAMILIES), "api": tsv.non_empty,
     "parent_start": tsv.positive_int, "parent_end": tsv.positive_int, "fixed_line": tsv.positive_int,
     "fixed_start": tsv.positive_int, "fixed_end": tsv.positive_int})


@dataclass(frozen=True)
class Label:
    repo: str
    commit: str
    parent: str
    path: str
    language: str
    family: str
    api: str
    parent_start: int
    parent_end: int
    fixed_line: int
    fixed_start: int
    fixed_end: int

    @property
    def key(self):
        return (self.repo, self.commit, self.path, self.family, self.parent_start, self.parent_end)


def read(path):
    rows = tsv.read(path, SCHEMA)
    labels = [Label(**row) for row in rows]
    for label in labels:
        if label.parent_start > label.parent_end or label.fixed_start > label.fixed_end:
            raise tsv.TsvError(f"{path}: label {label.commit[:10]} {label.path}: a range ends before it starts")
    return labels


def write(path, labels, comment=None):
    ordered = sorted(labels, key=lambda l: (l.repo, l.commit, l.path, l.fixed_line, l.family))
    tsv.write(path, [asdict(label) for label in ordered], SCHEMA, comment)
