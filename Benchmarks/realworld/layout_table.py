"""The API table's section for Android layout files: which attribute, gained by a view's start
tag in a fix, fixes which family, and on which view (docs/framework-facts.md, Android Views).

`decide` reads one gained attribute with the view before and after the fix and the two files, and
returns (family, API name, the view the defect was on) or a reason to skip. What TalkBack does
decides each entry:

- a description with a real value on an image or an icon-only view → missing-label: such a view
  has no name without it; on a view that shows text it is label quality (the text named it), so
  it is left out;
- `@null`, `""` or `importantForAccessibility="no"` on an image that had a real description →
  icon-not-hidden: TalkBack read that description (beside the text that says the same); an image
  without one was silent already;
- `labelFor` → missing-label on the view it points at (an id of the same file);
- `hint` on a text field, or on the `TextInputLayout` that hands it to its field → missing-label
  on the field (its input name);
- `accessibilityHeading="true"` → heading;
- `screenReaderFocusable="true"`, or `focusable="true"` on a container TalkBack did not stop on
  yet and that the fix does not make clickable → grouping: the container becomes one stop that
  reads its children;
- `accessibilityTraversalBefore`/`After` → focus (the reading order);
- `minHeight`/`minWidth` raised to 48dp or more on a control that was smaller (a lower minimum,
  or a size below 48dp along that axis) → touch-target;
- `textSize` from `dp`/`px`/`pt` to `sp` → text-scaling: only `sp` follows the font size setting.
"""

import re

from .layout_tags import reference_id

# The attributes read, on an added line of a layout file.
ATTRIBUTE_LINE = re.compile(r"\bandroid:(?:contentDescription|importantForAccessibility|labelFor|hint|accessibilityHeading|"
                            r"screenReaderFocusable|focusable|accessibilityTraversalBefore|accessibilityTraversalAfter|"
                            r"minHeight|minWidth|textSize)\s*=")
# The same net for `git log -G` (POSIX extended syntax).
PICKAXE = ("android:(contentDescription|importantForAccessibility|labelFor|hint|accessibilityHeading|"
           "screenReaderFocusable|focusable|accessibilityTraversal|minHeight|minWidth|textSize)")

# Tags that are no view: data binding's wrapper, includes, merge roots and their parts.
NOT_A_VIEW = {"layout", "data", "variable", "import", "include", "merge", "requestFocus", "tag", "fragment",
              "androidx.fragment.app.FragmentContainerView", "FragmentContainerView", "ViewStub", "item", "menu"}
IMAGE_TAG = re.compile(r"(?i)image|icon|avatar|logo|thumbnail|picture|photo|FloatingActionButton|^Fab")
# Attributes that put a picture on a view (an icon-only MaterialButton, a Chip with only an icon).
PICTURE = ("android:src", "app:srcCompat", "app:icon", "android:drawable", "app:fabIcon")
TEXT_TAG = re.compile(r"TextView$|Button$|CheckBox$|CheckedTextView$|Switch$|SwitchCompat$|SwitchMaterial$|"
                      r"RadioButton$|Chip$|ToggleButton$|EditText$")
TEXT_FIELD = re.compile(r"EditText$|AutoCompleteTextView$|TextInputEditText$")
TEXT_INPUT_LAYOUT = re.compile(r"TextInputLayout$")
CONTROL = re.compile(r"Button$|CheckBox$|Switch$|SwitchCompat$|SwitchMaterial$|RadioButton$|Chip$|Spinner$|"
                     r"FloatingActionButton$|SeekBar$|Slider$")
CONTAINER = re.compile(r"Layout$|CardView$|ViewGroup$|LinearLayoutCompat$")
SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(dp|dip|px|pt|sp)\s*$")
MIN_TARGET_DP = 48
HIDDEN = ("no", "noHideDescendants")


def no_value(value):
    return value is None or value.strip() in ("", "@null")


def real_value(value):
    return not no_value(value)


def shows_text(tag):
    """A view that shows text: its text names it (an icon-only button does not)."""
    if real_value(tag.get("android:text")):
        return True
    return bool(TEXT_TAG.search(tag.local_name)) and not any(tag.get(name) for name in PICTURE)


def image_like(tag):
    """An image, or a view that only shows a picture."""
    if shows_text(tag):
        return False
    return bool(IMAGE_TAG.search(tag.local_name)) or any(tag.get(name) for name in PICTURE)


def clickable(tag):
    return tag.get("android:clickable") == "true" or tag.get("android:onClick") is not None or bool(
        CONTROL.search(tag.local_name))


def dp(value):
    """The value in dp of a size written in dp (or dip), else None."""
    match = SIZE.match(value or "")
    return float(match.group(1)) if match and match.group(2) in ("dp", "dip") else None


def small(tag, attribute):
    """True when the view's size along the min attribute's axis is set below 48dp: a control
    sized by its content gets the platform's minimum (Material buttons are 48dp tall already)."""
    size = dp(tag.get("android:layout_height" if attribute == "android:minHeight" else "android:layout_width"))
    return size is not None and size < MIN_TARGET_DP


def field_of(layout, tag):
    """The text field a hint on `tag` names: the tag itself, or the first field inside a
    `TextInputLayout`."""
    if TEXT_FIELD.search(tag.local_name):
        return tag
    if TEXT_INPUT_LAYOUT.search(tag.local_name):
        return next((t for t in layout.descendants(tag) if TEXT_FIELD.search(t.local_name)), None)
    return None


def named_field(parent_layout, field):
    """True when the field (in the parent version) had a name: a hint, a description, a label
    pointing at it, or a hint on the `TextInputLayout` around it."""
    if real_value(field.get("android:hint")) or real_value(field.get("android:contentDescription")):
        return True
    if parent_layout.labelled_by_others(field):
        return True
    around = parent_layout.tags[field.parent] if field.parent is not None else None
    return around is not None and TEXT_INPUT_LAYOUT.search(around.local_name) is not None and real_value(
        around.get("android:hint"))


def decide(attribute, before, after, parent_layout, fixed_layout, match):
    """(family, api, fixed view, parent view) for an attribute `after` gained over `before`, or
    (None, reason). `match(fixed view)` finds a view's parent version, or None."""
    new, old = after.get(attribute), before.get(attribute)
    if attribute == "android:contentDescription":
        if real_value(new):
            if real_value(old):
                return None, "contentDescription: the view had one already"
            if shows_text(before):
                return None, "contentDescription: the view shows text (label quality, not a missing label)"
            if not image_like(before):
                return None, "contentDescription: not an image or icon-only view"
            if before.get("android:importantForAccessibility") in HIDDEN:
                return None, "contentDescription: the view was hidden from accessibility"
            return ("missing-label", "contentDescription", after, before), None
        return hide(before, after, "contentDescription=@null")
    if attribute == "android:importantForAccessibility":
        if new in HIDDEN and old not in HIDDEN:
            return hide(before, after, "importantForAccessibility=no")
        if new == "yes" and before.get("android:focusable") != "true" and after.get("android:focusable") == "true":
            return group(before, after, parent_layout, "focusable+importantForAccessibility")
        return None, "importantForAccessibility: no change that hides or groups"
    if attribute == "android:labelFor":
        target_id = reference_id(new or "")
        target = fixed_layout.by_id(target_id) if target_id else None
        if target is None:
            return None, "labelFor: the view it points at is not in the file"
        target_before = match(target)
        if target_before is None:
            return None, "labelFor: the view it points at is new"
        if reference_id(old or "") == target_id or parent_layout.labelled_by_others(target_before):
            return None, "labelFor: the view was labelled already"
        if real_value(target_before.get("android:hint")) or real_value(target_before.get("android:contentDescription")):
            return None, "labelFor: the view had a name already"
        return ("missing-label", "labelFor", target, target_before), None
    if attribute == "android:hint":
        if real_value(old):
            return None, "hint: the view had one already"
        field_after = field_of(fixed_layout, after)
        if field_after is None or not real_value(new):
            return None, "hint: not on a text field"
        field_before = match(field_after)
        if field_before is None:
            return None, "hint: the field is new"
        if named_field(parent_layout, field_before):
            return None, "hint: the field had a name already"
        return ("missing-label", "hint", field_after, field_before), None
    if attribute == "android:accessibilityHeading":
        if new == "true" and old != "true":
            return ("heading", "accessibilityHeading", after, before), None
        return None, "accessibilityHeading: not made a heading"
    if attribute == "android:screenReaderFocusable":
        if new == "true" and old != "true":
            return group(before, after, parent_layout, "screenReaderFocusable")
        return None, "screenReaderFocusable: not made focusable"
    if attribute == "android:focusable":
        if new == "true" and old != "true":
            return group(before, after, parent_layout, "focusable")
        return None, "focusable: not made focusable"
    if attribute in ("android:accessibilityTraversalBefore", "android:accessibilityTraversalAfter"):
        if real_value(new) and no_value(old):
            return ("focus", attribute.split(":")[1], after, before), None
        return None, "traversal order: the view had one already"
    if attribute in ("android:minHeight", "android:minWidth"):
        size, was = dp(new), dp(old)
        if size is None or size < MIN_TARGET_DP or (was is not None and was >= MIN_TARGET_DP):
            return None, "min size: not raised to 48dp"
        if old is not None and was is None:
            return None, "min size: the old value is no dp size"
        if not clickable(before):
            return None, "min size: not a control"
        if was is None and not small(before, attribute):
            return None, "min size: the control was not set smaller than 48dp"
        return ("touch-target", attribute.split(":")[1], after, before), None
    if attribute == "android:textSize":
        old_match, new_match = SIZE.match(old or ""), SIZE.match(new or "")
        if old_match and new_match and old_match.group(2) != "sp" and new_match.group(2) == "sp":
            return ("text-scaling", "textSize sp", after, before), None
        return None, "textSize: not made sp"
    return None, "no layout entry"


def hide(before, after, api):
    """icon-not-hidden when an image that had a real description is made silent."""
    if not real_value(before.get("android:contentDescription")):
        return None, f"{api}: the image had no description (TalkBack did not read it)"
    if not image_like(before):
        return None, f"{api}: the view is no image"
    if clickable(before):
        return None, f"{api}: hides a control"
    return ("icon-not-hidden", api, after, before), None


def group(before, after, parent_layout, api):
    """grouping when a container TalkBack did not stop on becomes one stop. A container made
    focusable in touch mode too takes the input focus (commonly so that no field takes it and
    opens the keyboard): that is no grouping fix."""
    if after.get("android:focusableInTouchMode") == "true":
        return None, f"{api}: takes the input focus (focusableInTouchMode)"
    if not before.children or not CONTAINER.search(before.local_name):
        return None, f"{api}: not on a container"
    if clickable(before) or before.get("android:focusable") == "true" or \
            before.get("android:screenReaderFocusable") == "true":
        return None, f"{api}: the container took focus already"
    if clickable(after):
        return None, f"{api}: made clickable with it (an action added, not a grouping)"
    if real_value(before.get("android:contentDescription")):
        return None, f"{api}: the container was one element already"
    return ("grouping", api, after, before), None
