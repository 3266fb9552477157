"""The views of an Android layout file as their start tags: where a scanner reports a defect of a
view (at `<Tag`), with the attributes the tag sets and the tree the tags make.

A label's range is the start tag's lines only: a container's children are elements of their own,
so a finding on a child must not count for a label on the container. A small reader is enough:
comments, processing instructions and CDATA are skipped, attribute values are read quoted (a
data-binding value may hold `>`), and an end tag closes the innermost open view.
"""

import bisect
import re
from dataclasses import dataclass, field

TOKEN = re.compile(r"<!--.*?-->|<\?.*?\?>|<!\[CDATA\[.*?\]\]>|<![^>]*>|</\s*[\w.:-]+\s*>|"
                   r"<(?P<tag>[A-Za-z_][\w.:-]*)(?P<attrs>(?:[^<>\"']|\"[^\"]*\"|'[^']*')*?)(?P<close>/?)>", re.S)
ATTRIBUTE = re.compile(r"(?P<name>[\w.:-]+)\s*=\s*(?:\"(?P<dq>[^\"]*)\"|'(?P<sq>[^']*)')")
ID_REFERENCE = re.compile(r"^@\+?(?:[\w.]+:)?id/(\w+)$")


@dataclass
class Tag:
    """One view: its tag name, the lines of its start tag, its attributes (name → value, and
    name → the line the attribute is on), its index in document order and its tree neighbours."""
    name: str
    start_line: int
    end_line: int
    attributes: dict
    attribute_lines: dict
    index: int
    parent: int = None
    children: list = field(default_factory=list)

    @property
    def local_name(self):
        """`ImageView` for `androidx.appcompat.widget.AppCompatImageView`'s last part, and so on."""
        return self.name.rsplit(".", 1)[-1]

    def get(self, name, default=None):
        return self.attributes.get(name, default)

    @property
    def view_id(self):
        match = ID_REFERENCE.match(self.attributes.get("android:id", "").strip())
        return match.group(1) if match else None


class Layout:
    """The start tags of a layout file, in document order."""

    def __init__(self, text):
        self.text = text
        self.line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        self.tags = []
        stack = []
        for match in TOKEN.finditer(text):
            token = match.group(0)
            if match.group("tag") is None:
                if token.startswith("</") and stack:
                    stack.pop()
                continue
            tag = self._tag(match)
            if stack:
                tag.parent = stack[-1]
                self.tags[stack[-1]].children.append(tag.index)
            self.tags.append(tag)
            if not match.group("close"):
                stack.append(tag.index)

    def line_of(self, offset):
        return bisect.bisect_right(self.line_starts, offset)

    def line_count(self):
        return len(self.line_starts) - (1 if self.text.endswith("\n") else 0)

    def _tag(self, match):
        attributes, lines = {}, {}
        base = match.start("attrs")
        for attribute in ATTRIBUTE.finditer(match.group("attrs")):
            value = attribute.group("dq") if attribute.group("dq") is not None else attribute.group("sq")
            attributes[attribute.group("name")] = value
            lines[attribute.group("name")] = self.line_of(base + attribute.start())
        return Tag(match.group("tag"), self.line_of(match.start()), self.line_of(match.end() - 1), attributes, lines,
                   len(self.tags))

    def at_line(self, line):
        """The tag whose start tag covers `line`, or None."""
        for tag in self.tags:
            if tag.start_line <= line <= tag.end_line:
                return tag
        return None

    def by_id(self, view_id):
        """The one tag with this `android:id`, or None when there is none or more than one."""
        found = [tag for tag in self.tags if tag.view_id == view_id]
        return found[0] if len(found) == 1 else None

    def siblings(self, tag):
        if tag.parent is None:
            return []
        return [self.tags[i] for i in self.tags[tag.parent].children if i != tag.index]

    def descendants(self, tag):
        for index in tag.children:
            yield self.tags[index]
            yield from self.descendants(self.tags[index])

    def labelled_by_others(self, tag):
        """True when another tag of the file names this one with `android:labelFor`."""
        return tag.view_id is not None and any(
            reference_id(other.get("android:labelFor", "")) == tag.view_id for other in self.tags)


def reference_id(value):
    """`name` for `@id/name` or `@+id/name`, else None."""
    match = ID_REFERENCE.match(value.strip())
    return match.group(1) if match else None
