"""Which accessibility API, added to existing UI code, fixes which family of defect.

Each entry is matched against one code line (comments and string contents blanked). `replaces`
asks that a line removed in the same hunk matched it: `contentDescription = null` hides an icon
only where it replaced a description. Families the scanner has no rule for yet (heading,
custom-actions, input-purpose, …) are listed too, so the report shows them with zero detections.
"""

import re
from dataclasses import dataclass

FAMILIES = ("missing-label", "icon-not-hidden", "clickable-without-role", "grouping", "state-not-exposed",
            "disabled-state-not-set", "focus", "heading", "custom-actions", "input-purpose", "touch-target",
            "text-scaling", "truncation")


@dataclass(frozen=True)
class Api:
    name: str
    language: str  # swift | kotlin
    family: str
    pattern: re.Pattern
    replaces: re.Pattern = None
    # When set, the parent's element must show this (e.g. a dimmed look for a missing disabled state).
    needs_in_parent: re.Pattern = None
    # When set, the parent's element must not show this (e.g. visible text, which names a control).
    unless_in_parent: re.Pattern = None
    # When set, the first line of the parent's element must show this (an image, for a hidden icon).
    needs_at_root: re.Pattern = None
    # Where the API must sit: "argument" (a named argument of a call) or "semantics" (a statement
    # of a `semantics { }` block); None for anywhere.
    where: str = None
    # When set, the parent's element had what the API gives when its own code shows this (a
    # Compose click target merges its children already).
    had_by: re.Pattern = None


def _api(name, language, family, pattern, replaces=None, needs_in_parent=None, unless_in_parent=None,
         needs_at_root=None, where=None, had_by=None):
    return Api(name, language, family, *(re.compile(p) if p else None for p in (
        pattern, replaces, needs_in_parent, unless_in_parent, needs_at_root)), where,
        re.compile(had_by) if had_by else None)


SWIFT_TRAITS = (r"(?:\.accessibilityAddTraits\s*\(|\.accessibility\s*\(\s*addTraits\s*:|\baccessibilityTraits\b[^\n]*?"
                r"|\bUIAccessibilityTrait(?=Button|Link|Selected|Header|NotEnabled))")
# A control that looks unavailable: faded, greyed or made untappable.
SWIFT_DIMMED = (r"\.opacity\s*\([^()\n]*\?|\.(?:foregroundColor|foregroundStyle|tint|background)\s*\([^()\n]*\?|"
                r"[Dd]isabled|\balpha\s*=[^\n]*\?|isUserInteractionEnabled\s*=|allowsHitTesting\s*\(")
# Text that names the element it sits in: a control with it has a name already.
SWIFT_VISIBLE_TEXT = (r"\bText\s*\(|\bLabel\s*\(|\b(?:Button|Toggle|Link|NavigationLink|Menu)\s*\(\s*(?:\"|[a-z][\w.]*\s*[,)])"
                      r"|\.setTitle\s*\(|\.\w*(?:[Tt]ext|[Tt]itle)\s*=|\b(?:text|title)\s*:")
KOTLIN_VISIBLE_TEXT = (r"\bText\s*\(|(?<![.\w])(?:text|label|title)\s*=\s*(?!null\b)|\.text\s*=|\bsetText\s*\("
                       r"|\.setTitle\s*\(")
# An image-like element: what the icon-not-hidden family is about (not text, controls or rows).
IMAGE_LIKE = (r"^(?!\s*(?:Button|Toggle|NavigationLink|Link|Menu|Picker|Slider|Stepper|TextField|HStack|VStack|"
              r"ZStack|Row|Column|Box)\b)(?i:.*(?:image|icon|symbol|artwork|avatar|logo|badge|chevron|emoji|"
              r"thumbnail|picture|photo|glyph|decorat))")
# Something the user can already tap: a missing role is only a defect where there is an action.
CLICKABLE = (r"(?i)clickable|onClick|onTapGesture|TapGesture|addTarget|setOnClickListener|addGestureRecognizer|"
             r"selectable|toggleable|pointerInput|onLongPress|Button")
# What a value describes: the state of a control or of a changing quantity.
STATEFUL = r"(?i)button|toggle|slider|stepper|picker|progress|gesture|isOn\b|selected|checked|expand|collaps|control"
# A Compose element that merges its children itself: the clickable, toggleable and selectable
# modifiers, and the Material controls built on them, merge the semantics of what they contain.
COMPOSE_MERGING = (r"\.(?:clickable|combinedClickable|toggleable|triStateToggleable|selectable)\s*[({]|"
                   r"\b(?:IconButton|IconToggleButton|Button|TextButton|OutlinedButton|ElevatedButton|FilledTonalButton|"
                   r"FloatingActionButton|ExtendedFloatingActionButton|Checkbox|Switch|RadioButton)\s*\(\s*"
                   r"(?:onClick|onCheckedChange|checked|selected)")
KOTLIN_DIMMED = r"(?i)disabled|\balpha\b[^\n]*\bif\b|\bif\b[^\n]*\balpha\b|isClickable\s*=\s*false"

TABLE = (
    # Swift: SwiftUI modifiers and UIKit properties.
    _api("accessibilityLabel", "swift", "missing-label",
         r"\.accessibilityLabel\s*\(|\.accessibility\s*\(\s*label\s*:|\baccessibilityLabel\s*=\s*(?!\s|nil\b)",
         unless_in_parent=SWIFT_VISIBLE_TEXT),
    _api("accessibilityHidden", "swift", "icon-not-hidden",
         r"\.accessibilityHidden\s*\(\s*true\s*\)|\.accessibility\s*\(\s*hidden\s*:\s*true|"
         r"\baccessibilityElementsHidden\s*=\s*true", needs_at_root=IMAGE_LIKE),
    _api("Image(decorative:)", "swift", "icon-not-hidden", r"\bImage\s*\(\s*decorative\s*:"),
    _api("isAccessibilityElement=false", "swift", "icon-not-hidden", r"\bisAccessibilityElement\s*=\s*false\b",
         needs_at_root=IMAGE_LIKE),
    _api("traits .button", "swift", "clickable-without-role",
         SWIFT_TRAITS + r"\.(?:isButton|isLink|button|link)\b", needs_in_parent=CLICKABLE),
    _api("accessibilityElement(children:)", "swift", "grouping", r"\.accessibilityElement\s*\(\s*children\s*:"),
    _api("isAccessibilityElement=true", "swift", "grouping",
         r"\bisAccessibilityElement\s*=\s*true\b|\bshouldGroupAccessibilityChildren\s*=\s*true\b"),
    _api("accessibilityValue", "swift", "state-not-exposed",
         r"\.accessibilityValue\s*\(|\.accessibility\s*\(\s*value\s*:|\baccessibilityValue\s*=\s*(?!\s|nil\b)",
         needs_in_parent=STATEFUL),
    _api("traits .selected", "swift", "state-not-exposed", SWIFT_TRAITS + r"\.(?:isSelected|selected)\b"),
    _api("disabled", "swift", "disabled-state-not-set", r"\.disabled\s*\(", needs_in_parent=SWIFT_DIMMED),
    _api("isEnabled", "swift", "disabled-state-not-set", r"\.isEnabled\s*=|" + SWIFT_TRAITS + r"\.notEnabled\b",
         needs_in_parent=SWIFT_DIMMED),
    _api("traits .header", "swift", "heading", SWIFT_TRAITS + r"\.(?:isHeader|header)\b|\.accessibilityHeading\s*\("),
    _api("accessibilityAction", "swift", "custom-actions",
         r"\.accessibilityAction\s*\(|\.accessibilityActions\s*\{|\baccessibilityCustomActions\s*="),
    _api("textContentType", "swift", "input-purpose", r"\.textContentType\s*[(=]"),
    # Kotlin: Compose semantics and parameters, Android View properties.
    _api("contentDescription", "kotlin", "missing-label",
         r"\bcontentDescription\s*=\s*(?!null\b)\S|\bsetContentDescription\s*\(\s*(?!null\b)\S",
         unless_in_parent=KOTLIN_VISIBLE_TEXT),
    _api("Icon(…, description)", "kotlin", "missing-label",
         r"\b(?:Icon|Image)\s*\(\s*[\w.]+(?:\([^()]*\))?\s*,\s*(?!null\b|contentDescription\b|modifier\b)[\w\"]",
         replaces=r"\b(?:Icon|Image)\s*\(\s*[\w.]+(?:\([^()]*\))?\s*,\s*null\b"),
    _api("contentDescription=null", "kotlin", "icon-not-hidden", r"\bcontentDescription\s*=\s*null\b",
         replaces=r"\bcontentDescription\s*=\s*(?!null\b|\"\")\S"),
    _api("Icon(…, null)", "kotlin", "icon-not-hidden", r"\b(?:Icon|Image)\s*\(\s*[\w.]+(?:\([^()]*\))?\s*,\s*null\b",
         replaces=r"\b(?:Icon|Image)\s*\(\s*[\w.]+(?:\([^()]*\))?\s*,\s*(?!null\b|\"\")[\w\"]"),
    _api("invisibleToUser", "kotlin", "icon-not-hidden",
         r"\binvisibleToUser\s*\(\s*\)|\bhideFromAccessibility\s*\(\s*\)|"
         r"\bimportantForAccessibility\s*=\s*[\w.]*IMPORTANT_FOR_ACCESSIBILITY_NO|"
         r"\bsetImportantForAccessibility\s*\(\s*[\w.]*IMPORTANT_FOR_ACCESSIBILITY_NO", needs_at_root=IMAGE_LIKE),
    _api("role", "kotlin", "clickable-without-role",
         r"\brole\s*=\s*Role\.\w+|\bclassName\s*=\s*[\w.]+::class\.java\.name|\bsetClassName\s*\(|"
         r"\broleDescription\s*=|\bsetRoleDescription\s*\(", needs_in_parent=CLICKABLE),
    _api("mergeDescendants", "kotlin", "grouping",
         r"\bmergeDescendants\s*=\s*true\b|\.semantics\s*\(\s*true\b|\bclearAndSetSemantics\b|"
         r"\b(?:isScreenReaderFocusable|screenReaderFocusable)\s*=\s*true\b|\bsetScreenReaderFocusable\s*\([^)]*true",
         had_by=COMPOSE_MERGING),
    _api("stateDescription", "kotlin", "state-not-exposed",
         r"\bstateDescription\s*=|\bsetStateDescription\s*\(|\btoggleableState\s*="),
    _api("selected", "kotlin", "state-not-exposed", r"(?<![.\w])selected\s*=(?!=)", where="semantics"),
    _api("toggleable", "kotlin", "state-not-exposed", r"\.\s*(?:toggleable|triStateToggleable|selectable)\s*\("),
    _api("enabled =", "kotlin", "disabled-state-not-set", r"(?<![.\w])enabled\s*=(?!=)",
         needs_in_parent=KOTLIN_DIMMED, where="argument"),
    _api("isEnabled", "kotlin", "disabled-state-not-set", r"(?:\.|^\s*)isEnabled\s*=(?!=)|\bdisabled\s*\(\s*\)|\.setEnabled\s*\(",
         needs_in_parent=KOTLIN_DIMMED),
    _api("heading", "kotlin", "heading",
         r"\bheading\s*\(\s*\)|\bisAccessibilityHeading\s*=\s*true\b|\bisHeading\s*=\s*true\b|"
         r"\bsetAccessibilityHeading\s*\([^)]*true"),
    _api("customActions", "kotlin", "custom-actions",
         r"\bcustomActions\s*=|\bViewCompat\s*\.\s*addAccessibilityAction\s*\(|\bCustomAccessibilityAction\s*\("),
    _api("contentType", "kotlin", "input-purpose",
         r"\bcontentType\s*=\s*ContentType\.|\bsetAutofillHints\s*\(|\bautofillHints\s*="),
)

# A coarse net over the table for `git log -G` (POSIX extended syntax): commits it lets through
# are then read line by line with the patterns above.
PICKAXE = "|".join((
    "accessibilityLabel", "accessibility\\([a-zA-Z]+:", "accessibilityHidden", "accessibilityElementsHidden",
    "Image\\( *decorative", "isAccessibilityElement", "accessibilityAddTraits", "accessibilityTraits",
    "accessibilityElement\\(", "shouldGroupAccessibilityChildren", "accessibilityValue", "\\.disabled\\(",
    "isEnabled *=", "accessibilityHeading", "accessibilityAction", "accessibilityCustomActions", "textContentType",
    "contentDescription", "(Icon|Image)\\([^,]*, *null", "invisibleToUser", "hideFromAccessibility",
    "mportantForAccessibility", "role *= *Role\\.", "::class\\.java\\.name", "setClassName", "oleDescription",
    "mergeDescendants", "semantics\\( *true", "clearAndSetSemantics", "creenReaderFocusable", "tateDescription",
    "toggleableState", "(^|[^.a-zA-Z0-9_])selected *=", "oggleable\\(", "selectable\\(", "(^|[^.a-zA-Z0-9_])enabled *=",
    "setEnabled\\(", "disabled\\(\\)", "heading\\(\\)", "ccessibilityHeading", "isHeading", "customActions",
    "CustomAccessibilityAction", "ddAccessibilityAction", "contentType *= *ContentType", "utofillHints",
))


# Any mention of a family's APIs, loosely: a hunk that removes one and adds an API line of the
# family rewrites an existing API (a rename, new text) rather than adding a missing one.
MENTIONS = {
    "missing-label": r"(?i)contentDescription|accessibilityLabel|accessibility\s*\(\s*label",
    "icon-not-hidden": r"(?i)accessibilityHidden|accessibility\s*\(\s*hidden|decorative|invisibleToUser|"
                       r"importantForAccessibility|hideFromAccessibility|isAccessibilityElement",
    "clickable-without-role": r"(?i)accessibilityTraits|addTraits|\brole\s*=|Role\.|className",
    "grouping": r"(?i)accessibilityElement|mergeDescendants|clearAndSetSemantics|screenReaderFocusable|shouldGroup",
    "state-not-exposed": r"(?i)accessibilityValue|stateDescription|\bselected\b|toggleable|selectable|isSelected",
    "disabled-state-not-set": r"(?i)disabled|enabled",
    "heading": r"(?i)header|heading",
    "custom-actions": r"(?i)accessibilityAction|customActions|CustomAccessibilityAction",
    "input-purpose": r"(?i)textContentType|contentType|autofill",
}
MENTIONS = {family: re.compile(pattern) for family, pattern in MENTIONS.items()}
# A removed line that only said "no value" is what a fix replaces, not an API being rewritten.
NO_VALUE = re.compile(r"\bcontentDescription\s*=\s*(?:null\b|\"\")|\b(?:Icon|Image)\s*\([^,()]*(?:\([^()]*\))?[^,()]*,\s*null\b"
                      r"|\baccessibilityLabel\s*=\s*nil\b|\.accessibilityHidden\s*\(\s*false\s*\)")


def rewrites(family, removed_line):
    """True when a removed line already set an API of the family to some value."""
    return MENTIONS[family].search(removed_line) is not None and not NO_VALUE.search(removed_line)


def apis_on(line_code, language):
    """The table's entries whose pattern matches this code line, at most one per family."""
    seen, found = set(), []
    for api in TABLE:
        if api.language == language and api.family not in seen and api.pattern.search(line_code):
            seen.add(api.family)
            found.append(api)
    return found


def family_apis(family, language):
    return [api for api in TABLE if api.family == family and api.language == language]
