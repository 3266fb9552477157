"""The UI element a line of code applies to, as a line range: where a scanner reports a defect.

A label's parent range must cover the place a scanner would point at: for a modifier added to
a chain, the chain's root call through its last modifier; for a changed argument, the call
whose argument list holds it (a Compose `Modifier` chain counts as part of the composable whose
`modifier =` it is, and an icon that is the whole content of a button counts as the button);
for a property set on a view in setup code, the view's first mention in that block through the
assignment.
"""

import re
from dataclasses import dataclass

IDENT = re.compile(r"[A-Za-z_0-9$`]")
# Lambdas whose statements configure the call that owns them rather than add content.
CONFIG_LAMBDAS = {"semantics", "clearAndSetSemantics", "apply", "also", "run", "with", "let"}
KEYWORDS = {"if", "else", "for", "while", "switch", "when", "do", "try", "catch", "guard", "get", "set",
            "willSet", "didSet", "init", "defer", "repeat", "finally", "return", "in", "case", "let",
            "var", "val", "some", "any", "await", "is", "as", "where", "throw", "object", "companion"}
DECLARATION = re.compile(r"\b(func|fun|class|struct|enum|extension|protocol|interface|object|init|var|val|"
                         r"let|typealias|actor|subscript|constructor)\b")
# How far up setup code is searched for the view an assignment configures.
REACH = 15
DIRECTIVE = re.compile(r"^\s*#(if|else|elseif|endif)\b")
ASSIGNMENT = re.compile(r"^\s*(?:self\s*\.\s*)?(?P<receiver>(?:[A-Za-z_]\w*\s*[?!]?\s*\.\s*)*)"
                        r"(?P<member>[A-Za-z_]\w*)\s*(?:=|\|=|\.\s*(?:insert|formUnion|remove)\s*\()")
CALL_RECEIVER = re.compile(r"\b(?:ViewCompat|AccessibilityDelegateCompat)\s*\.\s*\w+\s*\(\s*(?P<receiver>[\w.]+)")


@dataclass(frozen=True)
class Element:
    start_line: int
    end_line: int
    root: int  # offset of the element's first character
    own_root: int = None  # offset where the code itself starts, before widening to its container


def element_at(view, offset, continuation=False, anchor_code=None):
    """The element the code at `offset` belongs to. `continuation`: the code there (or, for an
    insertion point, the code about to be inserted there) continues a modifier chain, as a
    line starting with `.` does. `anchor_code` is the code line of the accessibility call,
    used to find the receiver of a property assignment."""
    if continuation:
        # The whole chain: a scanner may point at a modifier after the insertion point.
        root = receiver_start(view, offset)
        return _lifted(view, root, max(offset, expression_end(view, root)))
    open_ = view.enclosing(offset)
    if open_ is None:
        line = view.line_of(offset)
        return Element(line, line, offset)
    if view.text[open_] in "([":
        root = receiver_start(view, open_)
        return _lifted(view, root, max(offset, view.close_of(open_)))
    owner = lambda_owner(view, open_)
    if owner and owner[0] in CONFIG_LAMBDAS:
        return _lifted(view, owner[1], max(offset, view.close_of(open_)))
    return _statement_element(view, open_, offset, anchor_code)


def _statement_element(view, block, offset, anchor_code):
    line = view.line_of(offset)
    receiver = _receiver_name(anchor_code if anchor_code is not None else view.code_line(line))
    if receiver is not None:
        start = _first_mention(view, block, line, receiver) if receiver else max(view.line_of(block), line - REACH)
        return Element(start, line, view.line_start(start))
    first = view.first_code_offset(line)
    root = first if first is not None and first <= offset else offset
    # A composable's trailing lambda holds other elements; a SwiftUI view's closures are its label.
    end = expression_end(view, root) if view.language == "swift" else call_end(view, root)
    return _lifted(view, root, max(offset, end))


def _receiver_name(code_line):
    """For `a.b.accessibilityLabel = …` the name `b`; '' for an assignment to the element
    itself (`accessibilityLabel = …` in a custom view); None when the line is no assignment."""
    if code_line is None:
        return None
    call = CALL_RECEIVER.search(code_line)
    if call:
        return call.group("receiver").split(".")[-1]
    match = ASSIGNMENT.match(code_line)
    if not match:
        return None
    parts = [p.strip(" ?!") for p in match.group("receiver").split(".") if p.strip(" ?!")]
    return parts[-1] if parts else ""


def _first_mention(view, block, line, name):
    """The first of the REACH lines before `line` in the block that names `name`."""
    pattern = re.compile(r"(?<![\w$])" + re.escape(name) + r"(?![\w$])")
    for candidate in range(max(view.line_of(block), line - REACH), line):
        if pattern.search(view.code_line(candidate)):
            return candidate
    return line


def _lifted(view, root, end):
    """Widens an element to the composable whose `modifier =` argument it is, and to the call
    whose trailing closure holds nothing but it (an icon inside an icon button)."""
    own_root = root
    for _ in range(4):
        open_ = view.enclosing(root)
        if open_ is None:
            break
        if view.text[open_] == "(" and _is_modifier_argument(view, open_, root):
            end = max(end, view.close_of(open_))
            root = receiver_start(view, open_)
            continue
        if view.text[open_] == "{" and _is_sole_content(view, open_, root, expression_end(view, root)):
            owner = lambda_owner(view, open_)
            if owner and owner[0] not in CONFIG_LAMBDAS:
                end = max(end, view.close_of(open_))
                root = owner[1]
                continue
        break
    return Element(view.line_of(root), view.line_of(end), root, own_root)


def _is_modifier_argument(view, open_, root):
    before = view.code[open_ + 1:root]
    last = max(before.rfind(","), -1)
    argument = before[last + 1:].strip()
    value = view.code[root:root + 8]
    return argument in ("modifier =", "modifier=") or (argument == "" and value.startswith("Modifier"))


def _is_sole_content(view, open_, root, end):
    close = view.close_of(open_)
    return not view.code[open_ + 1:root].strip() and not view.code[end + 1:close].strip()


def prev_code(view, pos):
    """Index of the last code character before `pos`, skipping blanks and `#if`-family lines."""
    k = pos - 1
    code = view.code
    while k >= 0:
        if code[k].isspace():
            k -= 1
            continue
        line = view.line_of(k)
        if view.language == "swift" and DIRECTIVE.match(view.code_line(line)):
            k = view.line_start(line) - 1
            continue
        return k
    return None


def receiver_start(view, pos):
    """Start of the expression that ends just before `pos`: walks back over `.member`,
    identifiers, bracket groups and labelled trailing closures (`} label: {`), crossing a line
    break only where the next line continues with `.`."""
    code = view.code
    root, at = pos, "."  # `at`: how the part consumed so far starts
    while True:
        k = prev_code(view, root)
        if k is None:
            break
        if "\n" in code[k + 1:root] and at != "." and code[k] != ".":
            break
        c = code[k]
        if c in ")]}":
            opening = view.open_of(k)
            if opening is None or at not in ".([{?" and not (c == "}" and at == "label"):
                break
            root, at = opening, code[opening]
        elif IDENT.match(c):
            if at not in ".([{?<":
                break
            start = _word_start(code, k)
            if code[start:k + 1] in KEYWORDS:
                break
            root, at = start, "ident"
        elif c == ":" and at == "{":
            label_end = prev_code(view, k)
            if label_end is None or not IDENT.match(code[label_end]):
                break
            label = _word_start(code, label_end)
            before = prev_code(view, label)
            if before is None or code[before] != "}":
                break
            root, at = label, "label"
        elif c == "." and at == "ident":
            root, at = k, "."
        elif c in "?!" and at == ".":
            root, at = k, "?"
        elif c == ">" and at in "({":
            opening = _generic_open(code, k)
            if opening is None:
                break
            root, at = opening, "<"
        else:
            break
    return root


def _word_start(code, k):
    while k > 0 and IDENT.match(code[k - 1]):
        k -= 1
    return k


def _generic_open(code, close):
    depth = 0
    for j in range(close, max(close - 200, -1), -1):
        depth += code[j] == ">"
        depth -= code[j] == "<"
        if depth == 0:
            return j
        if code[j] in "{};\n":
            return None
    return None


def lambda_owner(view, open_brace):
    """(name, root offset) of the call whose trailing closure opens at `open_brace`, or None when
    the brace opens a declaration's body, a control-flow block or a closure value."""
    code = view.code
    k = prev_code(view, open_brace)
    if k is None or "\n" in code[k + 1:open_brace]:
        return None
    if code[k] == ":":
        # `} label: {` — the owner of the first closure owns this one too.
        label_end = prev_code(view, k)
        if label_end is None or not IDENT.match(code[label_end]):
            return None
        label_start = _word_start(code, label_end)
        before = prev_code(view, label_start)
        if before is not None and code[before] in ",(" and code[label_start:label_end + 1] == "label":
            # `Button(action: { … }, label: { … })` — the label argument is the call's content.
            paren = view.enclosing(open_brace)
            return _named_owner(view, prev_code(view, paren)) if paren is not None and code[paren] == "(" else None
        opening = view.open_of(before) if before is not None and code[before] == "}" else None
        return lambda_owner(view, opening) if opening is not None else None
    name_end = k
    if code[k] == ")":
        opening = view.open_of(k)
        name_end = prev_code(view, opening) if opening is not None else None
    return _named_owner(view, name_end)


def _named_owner(view, name_end):
    code = view.code
    if name_end is not None and code[name_end] == ">":
        opening = _generic_open(code, name_end)
        name_end = prev_code(view, opening) if opening is not None else None
    if name_end is None or not IDENT.match(code[name_end]):
        return None
    start = _word_start(code, name_end)
    name = code[start:name_end + 1]
    if name in KEYWORDS or _declares(view, start):
        return None
    return name, receiver_start(view, name_end + 1)


def _declares(view, name_start):
    """True when the name at `name_start` is declared rather than called: `func f() {`,
    `var body: some View {`, `class A: B {` — unless an `=` makes the rest an expression."""
    line_start = view.line_start(view.line_of(name_start))
    prefix = view.code[line_start:name_start]
    tail = re.split(r"=(?!=)|\breturn\b|->|\(|\{", prefix)[-1]
    return DECLARATION.search(tail) is not None or re.search(r":\s*(some\s+|any\s+)?$", tail) is not None


def expression_end(view, root):
    """Offset of the last character of the expression that starts at `root`: identifiers,
    `.members`, bracket groups and trailing closures (labelled ones too), crossing a line break
    only into a line that starts with `.`."""
    code, n = view.code, len(view.code)
    pos, last = root, root
    while pos < n:
        c = code[pos]
        if c in "([{":
            close = view.pairs.get(pos)
            if close is None:
                return n - 1
            last, pos = close, close + 1
        elif IDENT.match(c) or c in ".?!":
            last, pos = pos, pos + 1
        elif c.isspace():
            k = pos
            while k < n and code[k].isspace():
                k += 1
            if k >= n:
                break
            if "\n" in code[pos:k]:
                if view.language == "swift" and DIRECTIVE.match(code[k:k + 10]):
                    end = code.find("\n", k)
                    pos = n if end < 0 else end
                    continue
                if code[k] == "." and not code.startswith("..", k):
                    pos = k
                    continue
                break
            label = re.match(r"[A-Za-z_]\w*\s*:\s*(?=\{)", code[k:k + 60])
            if label and code[last] == "}":
                pos = k + label.end()
                continue
            if code[k] in "{." and code[last] not in ".":
                pos = k
                continue
            break
        else:
            break
    return last


def call_end(view, root):
    """Offset of the end of the call that starts at `root`: its name and argument list, without
    trailing lambdas."""
    code, n = view.code, len(view.code)
    pos = root
    while pos < n and (IDENT.match(code[pos]) or code[pos] in ".?!"):
        pos += 1
    if pos < n and code[pos] == "<":
        depth = 0
        while pos < n:
            depth += code[pos] == "<"
            depth -= code[pos] == ">"
            pos += 1
            if depth == 0:
                break
    if pos < n and code[pos] == "(" and view.pairs.get(pos) is not None:
        return view.pairs[pos]
    return max(root, pos - 1)


# A brace opened by control flow holds the element's own statements, not a child element: a
# UIKit element set up inside `if let checkBox = cell.checkBox { … }` is those statements.
CONTROL_FLOW_BRACE = re.compile(r"\s*(?:\}\s*)?(?:if|guard|for|while|switch|else|when|do)\b")


def own_code(view, start_line, end_line):
    """The code of the lines with the insides of the braces that open among them blanked: what the
    element itself says, without the elements its closures hold. Braces of control flow stay, as
    the transparent blocks they are."""
    start, end = view.line_start(start_line), view.line_end(end_line)
    code = list(view.code[start:end])
    for open_, close in view.pairs.items():
        if start <= open_ < end and view.text[open_] == "{" and close is not None:
            if CONTROL_FLOW_BRACE.match(view.code[view.line_start(view.line_of(open_)):open_]):
                continue
            for k in range(open_ + 1, min(close, end)):
                if code[k - start] != "\n":
                    code[k - start] = " "
    return "".join(code)
