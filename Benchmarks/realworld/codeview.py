"""Swift and Kotlin source with comments and string contents blanked, and its bracket pairs.

Mining and scoring need to know which call or modifier chain a line belongs to; a small lexer
that understands comments (nested), string literals (multi-line, raw, interpolated) and Kotlin
character literals is enough to pair brackets without parsing the language.
"""

import bisect

OPENERS = {"(": ")", "[": "]", "{": "}"}
CLOSERS = {")": "(", "]": "[", "}": "{"}


class CodeView:
    """`code` has the length of `text`; comments and string contents are spaces (line breaks
    kept), quotes and interpolated code stay. `pairs` maps each open bracket's offset to its
    close's offset (None when unclosed); `parent` maps an open bracket to the innermost open
    bracket around it."""

    def __init__(self, text, language):
        self.text = text
        self.language = language
        self.code, self.pairs, self.parent = _lex(text, language)
        self.line_starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]
        self._opens = sorted(self.pairs)
        self._opener = {close: open_ for open_, close in self.pairs.items() if close is not None}

    # Lines are 1-based, as in the scanner's output.
    def line_of(self, offset):
        return bisect.bisect_right(self.line_starts, offset)

    def line_count(self):
        return len(self.line_starts) - (1 if self.text.endswith("\n") else 0)

    def line_start(self, line):
        return self.line_starts[line - 1]

    def line_end(self, line):
        """Offset of the line's break (or the text's end)."""
        return self.line_starts[line] - 1 if line < len(self.line_starts) else len(self.text)

    def code_line(self, line):
        return self.code[self.line_start(line):self.line_end(line)]

    def first_code_offset(self, line):
        """Offset of the first non-blank code character of the line, or None."""
        start, end = self.line_start(line), self.line_end(line)
        for i in range(start, end):
            if not self.code[i].isspace():
                return i
        return None

    def open_of(self, close_offset):
        """The open bracket paired with the close bracket at `close_offset`, or None."""
        return self._opener.get(close_offset)

    def close_of(self, open_offset):
        close = self.pairs.get(open_offset)
        return close if close is not None else len(self.text)

    def enclosing(self, offset):
        """The innermost open bracket whose pair contains `offset` (open < offset <= close), or
        None. It is the last bracket opened before `offset` or one of its ancestors: brackets nest."""
        index = bisect.bisect_left(self._opens, offset) - 1
        current = self._opens[index] if index >= 0 else None
        while current is not None and self.close_of(current) < offset:
            current = self.parent.get(current)
        return current

    def enclosing_chain(self, offset):
        """All open brackets around `offset`, innermost first."""
        chain = []
        current = self.enclosing(offset)
        while current is not None:
            chain.append(current)
            current = self.parent.get(current)
        return chain


def _lex(text, language):
    kotlin = language == "kotlin"
    code = list(text)
    pairs, parent, stack = {}, {}, []
    # Interpolation frames: (bracket depth at entry, string kind to resume) — code inside `\( … )`
    # or `${ … }` is code until its bracket closes, then the string goes on.
    resume = []
    n = len(text)
    i = 0

    def blank(start, end):
        for k in range(start, end):
            if code[k] != "\n":
                code[k] = " "

    def open_bracket(at):
        pairs[at] = None
        parent[at] = stack[-1] if stack else None
        stack.append(at)

    def close_bracket(at):
        if stack and text[stack[-1]] == CLOSERS[text[at]]:
            pairs[stack.pop()] = at
        # An unmatched closer is left alone: broken input must not stop the scan.

    def string_body(start, kind):
        """Blanks a string body from `start`; returns the offset after it ends or where an
        interpolation begins (then pushes a resume frame)."""
        multiline, hashes = kind
        quote = '"""' if multiline else '"'
        end_marker = quote + "#" * hashes
        k = start
        while k < n:
            c = text[k]
            if not multiline and c == "\n":
                return k  # an unterminated one-line string ends at the line's end
            if text.startswith(end_marker, k):
                blank(start, k)
                return k + len(end_marker)
            if not kotlin and c == "\\" and text.startswith("#" * hashes, k + 1):
                after = k + 1 + hashes
                if after < n and text[after] == "(":
                    blank(start, k)
                    resume.append((len(stack), kind))
                    open_bracket(after)
                    return after + 1
                if hashes == 0 or text.startswith("#" * hashes, k + 1):
                    k = after + 1
                    continue
            if kotlin and c == "\\" and not multiline:
                k += 2
                continue
            if kotlin and c == "$" and k + 1 < n and text[k + 1] == "{":
                blank(start, k)
                resume.append((len(stack), kind))
                open_bracket(k + 1)
                return k + 2
            k += 1
        blank(start, n)
        return n

    while i < n:
        c = text[i]
        if c == "/" and i + 1 < n and text[i + 1] == "/":
            end = text.find("\n", i)
            end = n if end < 0 else end
            blank(i, end)
            i = end
        elif c == "/" and i + 1 < n and text[i + 1] == "*":
            depth, k = 1, i + 2
            while k < n and depth:
                if text.startswith("/*", k):
                    depth, k = depth + 1, k + 2
                elif text.startswith("*/", k):
                    depth, k = depth - 1, k + 2
                else:
                    k += 1
            blank(i, k)
            i = k
        elif c == '"' or (c == "#" and not kotlin and _raw_string_at(text, i)):
            hashes = 0
            while text[i + hashes] == "#":
                hashes += 1
            q = i + hashes
            multiline = text.startswith('"""', q)
            body = q + (3 if multiline else 1)
            i = string_body(body, (multiline, hashes))
        elif kotlin and c == "'":
            k = i + 1
            if k < n and text[k] == "\\":
                k += 2
            else:
                k += 1
            while k < n and text[k] not in "'\n":
                k += 1
            blank(i + 1, k)
            i = k + 1
        elif c in OPENERS:
            open_bracket(i)
            i += 1
        elif c in CLOSERS:
            if resume and len(stack) == resume[-1][0] + 1 and text[stack[-1]] == CLOSERS[c]:
                close_bracket(i)
                _, kind = resume.pop()
                i = string_body(i + 1, kind)
            else:
                close_bracket(i)
                i += 1
        else:
            i += 1
    return "".join(code), pairs, parent


def _raw_string_at(text, i):
    k = i
    while k < len(text) and text[k] == "#":
        k += 1
    return k < len(text) and text[k] == '"' and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_"))
