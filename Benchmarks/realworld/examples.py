"""Code snippets of accessibility example collections, per framework, with their verdict.

A snippet's framework comes from the nearest heading or bold line before it that names one
(SwiftUI, UIKit, Jetpack Compose, Android Views), else from the page's file name (`ios.md`,
`swift-ui.md`, `android.md`, `jetpack-compose.md`). Its verdict comes from the words around it:
a heading or sentence that calls it bad, incorrect or inaccessible makes it `bad`; prose that
warns (avoid, don't, instead) without saying which way the snippet shows makes it `unknown`;
a page or section that shows how to do it (code example, "you can use", "set") makes it `good`.
"""

import re
from dataclasses import dataclass

FRAMEWORK_NAMES = (
    ("swiftui", re.compile(r"(?i)\bswift\s*ui\b")),
    ("uikit", re.compile(r"(?i)\buikit\b")),
    ("compose", re.compile(r"(?i)\b(jetpack\s+)?compose\b")),
    ("views", re.compile(r"(?i)\bandroid\s+views?\b|\bviews?\s+system\b")),
)
PAGE_FRAMEWORKS = {"ios": "uikit", "swift-ui": "swiftui", "swiftui": "swiftui", "android": "views",
                   "jetpack-compose": "compose", "compose": "compose"}
LANGUAGE = {"swiftui": "swift", "uikit": "swift", "compose": "kotlin", "views": "kotlin"}
# Fence tags a framework's code may carry (magentaA11y tags Compose code `java`); others are skipped.
FENCES = {"swift": {"swift", ""}, "kotlin": {"kotlin", "kt", "java", ""}}
FENCE = re.compile(r"^(\s*)(```+|~~~+)\s*([\w+-]*)")
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
BOLD_LINE = re.compile(r"^\s*(?:[-*]\s+)?(?:#+\s*)?\*\*(.+?)\*\*\s*:?\s*$")
BAD_HEADING = re.compile(r"(?i)\b(bad|incorrect|wrong|inaccessible|don'?t|do not|avoid)\b")
BAD_PROSE = re.compile(r"(?i)\b(bad|incorrect|wrong|inaccessible|failing)\s+(example|code|way|practice|implementation)\b"
                       r"|\bdon'?t do this\b|\bnot accessible\b")
WARNING = re.compile(r"(?i)\b(avoid|don'?t|do not|should not|shouldn'?t|never|instead)\b")
REMINDER = re.compile(r"(?i)\b(don'?t|do not) forget\b")
GOOD = re.compile(r"(?i)\b(code examples?|examples?|good|correct|recommended|you can|use|set|add|to make|ensure|"
                  r"make sure|should|must|can|implement|override)\b")


@dataclass(frozen=True)
class Snippet:
    page: str
    index: int  # 1-based among the page's kept snippets
    line: int  # line of the opening fence
    framework: str
    verdict: str  # good | bad | unknown
    code: str

    @property
    def language(self):
        return LANGUAGE[self.framework]

    def file_name(self):
        slug = re.sub(r"[^A-Za-z0-9]+", "-", self.page.rsplit(".", 1)[0]).strip("-")
        return f"{self.framework}/{self.verdict}/{slug}-{self.index}.{'swift' if self.language == 'swift' else 'kt'}"


def page_framework(page):
    name = page.rsplit("/", 1)[-1].rsplit(".", 1)[0].lower()
    return PAGE_FRAMEWORKS.get(name)


def framework_named(text):
    for framework, pattern in FRAMEWORK_NAMES:
        if pattern.search(text):
            return framework
    return None


def verdict_of(heading, prose, page_has_default):
    prose = REMINDER.sub("", prose)
    if BAD_HEADING.search(heading) or BAD_PROSE.search(prose):
        return "bad"
    if WARNING.search(prose):
        return "unknown"
    if GOOD.search(heading) or GOOD.search(prose) or page_has_default:
        return "good"
    return "unknown"


def snippets(markdown, page):
    """The page's Swift and Kotlin code blocks, each with its framework and verdict."""
    default = page_framework(page)
    framework, headings, prose = default, {}, []
    found, lines = [], markdown.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        fence = FENCE.match(line)
        if fence:
            indent, marker, tag = fence.groups()
            body, j = [], i + 1
            while j < len(lines) and not lines[j].strip().startswith(marker):
                body.append(lines[j][len(indent):] if lines[j].startswith(indent) else lines[j].lstrip())
                j += 1
            language = LANGUAGE.get(framework) if framework else None
            if language and tag.lower() in FENCES[language] and "\n".join(body).strip():
                heading = " ".join(headings[level] for level in sorted(headings))
                verdict = verdict_of(heading, " ".join(prose), default is not None)
                found.append(Snippet(page, len(found) + 1, i + 1, framework, verdict, "\n".join(body) + "\n"))
            prose, i = [], j + 1
            continue
        title = HEADING.match(line)
        bold = BOLD_LINE.match(line)
        if title or bold:
            text = (title or bold).group(1)
            named = framework_named(text)
            if named:
                framework = named
            elif title and re.search(r"(?i)\b(ios|android)\b", text) and not re.search(r"(?i)example", text):
                framework = default  # a new platform section: its framework is named below it
            if title:
                level = len(line.strip()) - len(line.strip().lstrip("#"))
                headings = {k: v for k, v in headings.items() if k < level}
                headings[level] = text
            prose = []
        elif line.strip():
            prose.append(line.strip())
        i += 1
    return found
