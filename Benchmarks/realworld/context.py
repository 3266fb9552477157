"""What a judge needs to see of a finding: its message, place, enclosing declarations and a
window of the source around it."""

import os
import re

from .codeview import CodeView
from .elements import lambda_owner

DECLARATION_LINE = re.compile(r"\b(func|fun|init|var|val|let|struct|class|enum|extension|object|interface|protocol)\b")


def enclosing_declarations(view, line):
    """Lines (number, text) of the declarations and calls around `line`, outermost first."""
    offset = view.line_start(line)
    found = []
    for open_ in reversed(view.enclosing_chain(offset)):
        if view.text[open_] != "{":
            continue
        header_line = view.line_of(open_)
        text = view.text[view.line_start(header_line):view.line_end(header_line)]
        owner = lambda_owner(view, open_)
        if owner is not None and owner[1] < open_:
            header_line = view.line_of(owner[1])
            text = view.text[view.line_start(header_line):view.line_end(header_line)]
        elif not DECLARATION_LINE.search(view.code_line(header_line)):
            # A declaration whose `{` sits on a line of its own, or a body after a long header.
            for back in range(header_line - 1, max(0, header_line - 6), -1):
                if DECLARATION_LINE.search(view.code_line(back)):
                    header_line, text = back, view.text[view.line_start(back):view.line_end(back)]
                    break
        if (header_line, text) not in found:
            found.append((header_line, text))
    return found


def render(tree_root, repo_folder, key, finding, window=25, judge_hint=True):
    """A Markdown block for one sampled finding."""
    path = os.path.join(tree_root, repo_folder, key.path)
    language = "swift" if key.path.endswith(".swift") else "kotlin"
    lines = [f"### {key.short_id} · {key.rule} · {key.repo}", "",
             f"- where: `{key.path}:{finding.line}` (fingerprint `{key.fingerprint}`)",
             f"- message: {' '.join(finding.message.split())}"]
    try:
        with open(path, encoding="utf-8", errors="replace") as handle:
            text = handle.read()
    except OSError as error:
        return "\n".join(lines + [f"- source unavailable: {error.strerror}", ""])
    view = CodeView(text, language)
    source = text.splitlines()
    for number, header in enclosing_declarations(view, min(finding.line, max(1, len(source)))):
        if number < finding.line - window:
            lines.append(f"- inside: line {number}: `{header.strip()[:160]}`")
    first, last = max(1, finding.line - window), min(len(source), finding.line + window)
    fence = "```"
    lines += ["", f"{fence}{language}"]
    for number in range(first, last + 1):
        mark = ">" if finding.line <= number <= finding.end_line else " "
        lines.append(f"{mark}{number:5} {source[number - 1]}")
    lines += [fence, ""]
    if judge_hint:
        lines += [f"Judge: `Benchmarks/realworld/run judge {key.short_id} TP|FP|unsure \"reason\"`", ""]
    return "\n".join(lines)
