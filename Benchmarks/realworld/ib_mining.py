"""Mines labels from the Interface Builder files of the Swift apps (`*.xib`, `*.storyboard`), with
language `interface-builder`: a view whose accessibility configuration gains a label, a trait or
the element flag in a fix. The scanner reads no such file yet, so their recall is 0 by
construction; the labels are the yardstick for when it does.

Interface Builder writes a view's accessibility as children of its start tag:

    <imageView … id="a1b-2c-3de">
        <accessibility key="accessibilityConfiguration" label="Close">
            <accessibilityTraits key="traits" button="YES"/>
            <bool key="isElement" value="YES"/>
        </accessibility>

Each view gets the aspects its configuration sets as attributes of its own (`a11y:label`,
`a11y:isElement`, `a11y:header`, `a11y:button`), so the layout mining's machinery reads them: an
added line inside the configuration belongs to the view around it, the view is found in the
parent by Interface Builder's object id (unique in a file), and `ib_table.py` decides the family.
The label's range is the view's start tag.
"""

import re

from . import ib_table
from .layout_mining import Kind, parent_line

LANGUAGE = "interface-builder"
PICKAXE = "accessibilityConfiguration|accessibilityTraits|key=\"isElement\""
LINE = re.compile(r"<accessibility(?:Traits)?\b|key=\"isElement\"")
CONFIGURATION_TAGS = ("accessibility", "accessibilityTraits", "bool")
ASPECTS = ("a11y:label", "a11y:isElement", "a11y:header", "a11y:button")


def ib_path(path):
    return bool(path) and path.endswith((".xib", ".storyboard"))


def prepare(layout):
    """Copies each view's accessibility configuration onto the view as `a11y:` attributes."""
    for tag in layout.tags:
        if tag.name != "accessibility" or tag.get("key") != "accessibilityConfiguration" or tag.parent is None:
            continue
        view = layout.tags[tag.parent]
        if tag.get("label") is not None:
            view.attributes["a11y:label"] = tag.get("label")
        for index in tag.children:
            child = layout.tags[index]
            if child.name == "accessibilityTraits":
                for trait in ("header", "button", "link"):
                    if child.get(trait) == "YES":
                        view.attributes["a11y:header" if trait == "header" else "a11y:button"] = "YES"
            elif child.name == "bool" and child.get("key") == "isElement":
                view.attributes["a11y:isElement"] = child.get("value")


def owner(fixed, number):
    """The view whose accessibility configuration holds the added line."""
    tag = fixed.at_line(number)
    while tag is not None and tag.name in CONFIGURATION_TAGS:
        tag = fixed.tags[tag.parent] if tag.parent is not None else None
    if tag is None or fixed.at_line(number) is tag:
        return None, "not inside a view's accessibility configuration"
    # Only what the fixed view sets: an aspect it lacks was removed, which fixes nothing.
    return tag, [aspect for aspect in ASPECTS if tag.get(aspect) is not None]


def match(file_diff, parent, fixed, tag):
    """The parent's view with the same Interface Builder id and tag, else the view of the same tag
    whose start tag holds the line its start line was."""
    object_id = tag.get("id")
    if object_id:
        same = [t for t in parent.tags if t.get("id") == object_id]
        if len(same) == 1:
            return same[0] if same[0].name == tag.name else None
    line = parent_line(file_diff, tag.start_line)
    before = parent.at_line(line) if line is not None else None
    return before if before is not None and before.name == tag.name and not object_id else None


IB = Kind(LANGUAGE, PICKAXE, ("*.xib", "*.storyboard"), ib_path, LINE, owner, match, ib_table.decide, prepare)
