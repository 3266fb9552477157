"""Added API lines that fall outside the label's definition (an accessibility API added to an
element that existed without it), seen from the diff and the parent: the element already spoke
what the commit moves, it had no working action or state yet, or the API is no fix of the family.

Each check returns the reason a label is skipped, or None.
"""

import re

from . import api_table

# `.accessibilityElement(children: .contain)` makes a container whose children stay separate
# elements, navigated in order (SwiftUI's documentation of `AccessibilityChildBehavior.contain`):
# it joins nothing, so it is no grouping fix, and a label beside it names the container.
CONTAINER = re.compile(r"\.accessibilityElement\s*\(\s*children\s*:\s*\.contain\b")
# Semantics handed in by a parameter (`.clearAndSetSemantics(endButtonA11y)`): the element's
# properties are chosen by the caller, where this file cannot show them.
HANDED_IN_SEMANTICS = re.compile(r"\.(?:semantics|clearAndSetSemantics)\s*\(\s*(?:mergeDescendants\s*=\s*\w+\s*,\s*)?"
                                 r"(?:properties\s*=\s*)?(?!true\b|false\b)[a-z]\w*\s*\)")
# What a removed accessibility value says: a string literal or a dotted reference to a string
# (`CommonStrings.a11y_pause`, `R.string.close`, `Localization.closeLabel`).
VALUE_REFERENCE = re.compile(r"\"(?:[^\"\\]|\\.){3,}\"|\b[A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)+")
# The part of a dotted reference that says it names a string rather than some other value.
STRING_HOLDER = re.compile(r"(?i)^(?:\w*strings?|\w*l10n\w*|\w*locali[sz]\w*)$")
# An empty action or a fixed state: the element was a stand-in the commit wires up.
PLACEHOLDER = re.compile(r"(?:\.clickable|\.onTapGesture|\bonClick\s*=|\baction\s*:)\s*(?:\([^()]*\)\s*)?\{\s*\}|"
                         r"\b(?:checked|isOn|isChecked|selected|isSelected|value)\s*=\s*(?:true|false)\b|"
                         r"\bSwitch\s*\(\s*(?:true|false)\b")
# Identifiers for UI tests: an API added with one on the same element serves a test's query.
TEST_IDENTIFIER = re.compile(r"\.accessibilityIdentifier\s*[(=]|\btestTag\s*\(|\baccessibilityIdentifier\s*=")


def container_for_navigation(api, code, fixed_chain):
    """The API makes, or names, a container for navigation rather than a grouped element."""
    if api.family == "grouping" and CONTAINER.search(code):
        return "accessibilityElement(children: .contain): a container for navigation, not grouping"
    if api.family == "missing-label" and CONTAINER.search(fixed_chain):
        return f"{api.name}: names a container for navigation"
    return None


def handed_in_semantics(api, parent_extent):
    if api.language == "kotlin" and HANDED_IN_SEMANTICS.search(parent_extent):
        return "the element's semantics were handed in by a parameter"
    return None


def value_references(removed_line, language):
    """The strings an accessibility value removed by the commit said, or an empty set when the
    line sets no accessibility API."""
    if api_table.NO_VALUE.search(removed_line):
        return set()
    found = set()
    for api in api_table.TABLE:
        match = api.pattern.search(removed_line) if api.language == language else None
        if match:
            found |= {"".join(ref.split()) for ref in VALUE_REFERENCE.findall(removed_line[match.end():])
                      if ref.startswith('"') or any(STRING_HOLDER.match(part.strip()) for part in ref.split(".")[:-1])}
    return found


# Families whose API gives what a moved value said: a name, a state, or the name taken off an icon.
MOVABLE = ("missing-label", "icon-not-hidden", "state-not-exposed")


def moved_value(api, commit, removed_in_element, parent_lines):
    """An accessibility value the element had, removed by the commit and said again in a line it
    adds (in any file): the commit moves a name or state the element already spoke. A value the
    parent also shows as text is no name that moved: an icon repeated it."""
    if api.family not in MOVABLE:
        return None
    said = set()
    for text in removed_in_element:
        said |= value_references(text, api.language)
    shown = {ref for ref in said for line in parent_lines
             if ref in "".join(line.split()) and not api_table.apis_on(line, api.language)}
    said -= shown
    if not said:
        return None
    for file_diff in commit.files:
        for hunk in file_diff.hunks:
            for _, text in hunk.added:
                squeezed = "".join(text.split())
                if any(ref in squeezed for ref in said):
                    return "moves an accessibility value the element already had"
    return None


def placeholder(removed_in_element):
    """The parent's element had an empty action or a fixed state that the commit replaces."""
    if any(PLACEHOLDER.search(text) for text in removed_in_element):
        return "the element was a placeholder the commit wires up"
    return None


def for_ui_tests(added_in_element):
    if any(TEST_IDENTIFIER.search(text) for text in added_in_element):
        return "added with a UI-test identifier on the same element"
    return None
