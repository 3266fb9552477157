"""Tab-separated tables with a header line, checked field by field, written atomically.

`#` lines are comments and blank lines are skipped. A bad line is reported with its file and
line number, and nothing is rewritten while any line is bad, so no judgement is ever lost.
"""

import os
import tempfile


class TsvError(Exception):
    """Every bad line of a table, one `file:line: problem` per line of the message."""


class Schema:
    """Columns and, per column, a check that turns the text into a value or raises ValueError."""

    def __init__(self, columns, checks=None):
        self.columns = tuple(columns)
        self.checks = dict(checks or {})

    def parse_row(self, fields):
        if len(fields) != len(self.columns):
            raise ValueError(f"{len(fields)} fields, expected {len(self.columns)} ({', '.join(self.columns)})")
        row = {}
        for column, text in zip(self.columns, fields):
            check = self.checks.get(column)
            try:
                row[column] = check(text) if check else text
            except ValueError as error:
                raise ValueError(f"{column}: {error}") from None
        return row

    def format_row(self, row):
        fields = []
        for column in self.columns:
            text = "" if row.get(column) is None else str(row[column])
            if "\t" in text or "\n" in text or "\r" in text:
                raise ValueError(f"{column} holds a tab or line break: {text!r}")
            fields.append(text)
        return "\t".join(fields)


def read(path, schema):
    """Rows as dicts. A missing file is an empty table; bad lines raise TsvError naming each."""
    if not os.path.exists(path):
        return []
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    return parse(text, schema, path)


def parse(text, schema, name="<table>"):
    rows, problems, header_seen = [], [], False
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if not header_seen:
            header_seen = True
            if tuple(fields) != schema.columns:
                problems.append(f"{name}:{number}: header {fields} should be {list(schema.columns)}")
            continue
        try:
            rows.append(schema.parse_row(fields))
        except ValueError as error:
            problems.append(f"{name}:{number}: {error}")
    if problems:
        raise TsvError("\n".join(problems))
    return rows


def render(rows, schema, comment=None):
    lines = [f"# {part}" for part in (comment or "").splitlines()]
    lines.append("\t".join(schema.columns))
    lines.extend(schema.format_row(row) for row in rows)
    return "\n".join(lines) + "\n"


def write(path, rows, schema, comment=None):
    write_text(path, render(rows, schema, comment))


def write_text(path, text):
    """Writes through a temporary file in the same folder, then renames it over `path`."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-", suffix=os.path.basename(path))
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def positive_int(text):
    value = int(text)
    if value < 1:
        raise ValueError(f"{text!r} is not a positive line number")
    return value


def one_of(*choices):
    def check(text):
        if text not in choices:
            raise ValueError(f"{text!r} is not one of {', '.join(choices)}")
        return text
    return check


def hex_sha(text):
    if len(text) < 7 or any(c not in "0123456789abcdef" for c in text):
        raise ValueError(f"{text!r} is not a commit id")
    return text


def non_empty(text):
    if not text.strip():
        raise ValueError("is empty")
    return text
