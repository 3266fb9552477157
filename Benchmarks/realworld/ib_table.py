"""The API table's section for Interface Builder files: which accessibility aspect, gained by a
view in a fix, fixes which family (docs/framework-facts.md, UIKit). What VoiceOver does decides:

- a label on an image view or an image-only button → missing-label; on a view that shows text
  (a label, a field, a button with a title) it is label quality and left out, and on a view the
  same fix turns into no element it is never read;
- the element flag turned off on an image view that was an element → icon-not-hidden (image views
  are no accessibility elements by default, so one never made an element was silent already);
- the element flag turned on for a container with subviews → grouping (VoiceOver stops on it and
  no longer reaches its subviews);
- the header trait → heading; the button or link trait on a view that is no button or control →
  clickable-without-role.
"""

CONTROLS = ("button", "switch", "slider", "segmentedControl", "stepper", "textField", "datePicker", "pageControl")
TEXT_VIEWS = ("label", "textField", "textView")
CONTAINERS = ("view", "stackView", "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell",
              "collectionViewCell", "visualEffectView")


def button_state(layout, tag, attribute):
    """True when a state of the button sets `attribute` (`title`, `image`) to something."""
    return any(layout.tags[i].name == "state" and (layout.tags[i].get(attribute) or "").strip() for i in tag.children)


def shows_text(layout, tag):
    if tag.name in TEXT_VIEWS:
        return True
    return tag.name == "button" and button_state(layout, tag, "title")


def image_like(layout, tag):
    if tag.name == "imageView":
        return True
    return tag.name == "button" and button_state(layout, tag, "image") and not button_state(layout, tag, "title")


def decide(aspect, before, after, parent, fixed, match):
    """(family, api, fixed view, parent view) or (None, reason) for an aspect `after` gained."""
    new, old = after.get(aspect), before.get(aspect)
    if aspect == "a11y:label":
        if not (new or "").strip():
            return None, "label: emptied"
        if (old or "").strip():
            return None, "label: the view had one already"
        if after.get("a11y:isElement") == "NO":
            return None, "label: the view is hidden from VoiceOver with it (the label is never read)"
        if shows_text(parent, before):
            return None, "label: the view shows text (label quality, not a missing label)"
        if not image_like(parent, before):
            return None, "label: not an image or image-only button"
        return ("missing-label", "accessibility label", after, before), None
    if aspect == "a11y:isElement":
        if new == "NO":
            if not image_like(parent, before) or before.name != "imageView":
                return None, "isElement NO: not an image view"
            if old != "YES":
                return None, "isElement NO: the image view was no element (VoiceOver did not stop on it)"
            return ("icon-not-hidden", "isElement NO", after, before), None
        if new == "YES":
            if before.name not in CONTAINERS or not any(parent.tags[i].name == "subviews" for i in before.children):
                return None, "isElement YES: not a container"
            return ("grouping", "isElement YES", after, before), None
        return None, "isElement: unset"
    if aspect in ("a11y:header", "a11y:button") and new != "YES":
        return None, "trait: removed"
    if aspect == "a11y:header":
        return ("heading", "header trait", after, before), None
    if aspect == "a11y:button":
        if before.name in CONTROLS:
            return None, "button trait: on a control"
        return ("clickable-without-role", "button trait", after, before), None
    return None, "no Interface Builder entry"
