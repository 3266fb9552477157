"""Reads the anchor (`match:`) regex of every rule file and joins them for ripgrep.

PyYAML is used when it is installed; otherwise a small reader handles the scalar forms the
rule files use (plain, single-quoted, double-quoted, and `|` / `>` blocks).
"""

import os
import re

NAMED_GROUP = re.compile(r"\(\?(?:P?<([A-Za-z_]\w*)>|'([A-Za-z_]\w*)')")
GROUP_REFERENCE = re.compile(r"\(\?&|\(\?P[>=]|\\k[<{']|\\g[<{']")


class AnchorError(Exception):
    """A rule file whose anchor cannot be read; names the file."""

    def __init__(self, path, message):
        super().__init__(f"{path}: {message}")


def _single_quoted(text):
    return text.replace("''", "'")


def _double_quoted(text):
    escapes = {"\\\\": "\\", '\\"': '"', "\\n": "\n", "\\t": "\t", "\\/": "/"}
    return re.sub(r'\\[\\"nt/]', lambda m: escapes[m.group(0)], text)


def _fallback_match(path, lines):
    for index, line in enumerate(lines):
        if not line.startswith("match:"):
            continue
        value = line[len("match:"):].strip()
        if value.startswith("'") and value.endswith("'") and len(value) > 1:
            return _single_quoted(value[1:-1])
        if value.startswith('"') and value.endswith('"') and len(value) > 1:
            return _double_quoted(value[1:-1])
        if value[:1] in ("|", ">"):
            block = []
            for follow in lines[index + 1:]:
                if follow.strip() and not follow.startswith((" ", "\t")):
                    break
                block.append(follow.strip())
            joiner = "\n" if value[0] == "|" else " "
            return joiner.join(part for part in block if part)
        if value and value[0] not in "'\"":
            return value.split(" #", 1)[0].strip()
        raise AnchorError(path, f"line {index + 1}: a quoted `match:` spanning lines needs PyYAML installed")
    raise AnchorError(path, "no top-level `match:` key")


def read_anchor(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    try:
        import yaml
    except ImportError:
        return _fallback_match(path, text.splitlines())
    document = yaml.safe_load(text)
    if not isinstance(document, dict) or not isinstance(document.get("match"), str):
        raise AnchorError(path, "no top-level `match:` string")
    return document["match"]


def rule_files(folder):
    return sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith((".yml", ".yaml")))


def anchors(folder):
    """(rule file name, anchor regex) for every rule file in `folder`."""
    return [(os.path.basename(path), read_anchor(path)) for path in rule_files(folder)]


def _portable(regex, index):
    """Group names must be unique in a union: drop them, or prefix them when referenced."""
    if GROUP_REFERENCE.search(regex):
        def rename(match):
            name = match.group(1) or match.group(2)
            return f"(?P<r{index}{name}>"
        renamed = NAMED_GROUP.sub(rename, regex)
        return re.sub(r"(\(\?&|\(\?P[>=]|\\k[<{']|\\g[<{'])([A-Za-z_]\w*)",
                      lambda m: f"{m.group(1)}r{index}{m.group(2)}", renamed)
    return NAMED_GROUP.sub("(?:", regex)


def _one_line(regex):
    """ripgrep reads a pattern with line breaks as several patterns, so an anchor written over
    several lines in extended mode `(?x)` loses its `#` comments and line breaks; elsewhere
    a line break becomes `\\n`."""
    if "\n" not in regex:
        return regex
    if "(?x" not in regex:
        return regex.replace("\n", "\\n")
    out, index, in_class = [], 0, False
    while index < len(regex):
        char = regex[index]
        if char == "\\" and index + 1 < len(regex):
            out.append(regex[index:index + 2])
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "#":
            end = regex.find("\n", index)
            index = len(regex) if end < 0 else end
            continue
        out.append(" " if char == "\n" else char)
        index += 1
    return "".join(out)


def union(regexes):
    """One alternation of all anchors, each in its own non-capturing group, on one line."""
    return "|".join(f"(?:{_one_line(_portable(regex, index))})" for index, regex in enumerate(regexes))
