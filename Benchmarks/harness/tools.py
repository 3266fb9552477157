"""Command lines of the tools compared, each writing its results to a file."""

import json
import os
import re
import subprocess

NULL_RULE = """id: {id}
family: missing-label
framework: {framework}
severity: note
entry: button
section: name
message: Never matches; measures walking, reading and lexing with the matching left out.
fix: Nothing to fix.
match: '\\bZqxNeverAnchor\\b'
examples:
  bad: ["ZqxNeverAnchor()"]
  good: ["Text()"]
"""


def version(argv):
    """The first line with a digit in a tool's version output, or '' when it does not run.
    Some tools print their version and then linger (semgrep looks for updates), so what they
    printed before the time limit counts."""
    try:
        done = subprocess.run(argv, capture_output=True, text=True, timeout=20)
        text = done.stdout + "\n" + done.stderr
    except subprocess.TimeoutExpired as stopped:
        text = "\n".join(part.decode("utf-8", "replace") if isinstance(part, bytes) else (part or "")
                         for part in (stopped.stdout, stopped.stderr))
    except OSError:
        return ""
    lines = [line.strip() for line in text.splitlines()]
    return next((line for line in lines if any(c.isdigit() for c in line)), "")


class A11yScan:
    """The scanner under test; `rule_args` choose the rule set (built-in by default)."""

    def __init__(self, binary, rule_args=()):
        self.binary = binary
        self.rule_args = list(rule_args)

    def scan(self, paths, jobs, output, fmt="json", rule_args=None):
        rules = self.rule_args if rule_args is None else list(rule_args)
        return [self.binary, "scan", "--format", fmt, "--output", output, "--fail-on", "never", "--quiet",
                "--jobs", str(jobs), *rules, *paths]

    def single_file(self, path, jobs=1):
        """The editor case: standard input when the CLI takes it, else the file path; stdout."""
        argv = [self.binary, "scan", "--format", "xcode", "--fail-on", "never", "--quiet", "--jobs", str(jobs),
                *self.rule_args]
        if self.supports_stdin():
            return argv + ["--stdin", "--stdin-path", os.path.basename(path)], path
        return argv + [path], None

    def supports_stdin(self):
        help_text = subprocess.run([self.binary, "scan", "--help"], capture_output=True, text=True).stdout
        return "--stdin-path" in help_text

    def rules(self):
        done = subprocess.run([self.binary, "rules", "--json", *self.rule_args], capture_output=True, text=True)
        return json.loads(done.stdout) if done.returncode == 0 else []

    @staticmethod
    def write_null_rules(folder):
        os.makedirs(folder, exist_ok=True)
        for framework in ("swiftui", "compose"):
            with open(os.path.join(folder, f"null-{framework}.yml"), "w", encoding="utf-8") as handle:
                handle.write(NULL_RULE.format(id=f"bench-null-{framework}", framework=framework))
        return ["--no-builtin-rules", "--patterns", folder]


def ripgrep(rg, pattern, corpus, jobs, pcre2, pattern_file=None):
    """ripgrep over the Swift and Kotlin files of `corpus`, with one pattern or, given
    `pattern_file`, the patterns of that file (one per line)."""
    search = ["--file", pattern_file] if pattern_file else ["--regexp", pattern]
    return [rg, "--no-config", "--line-number", "--no-heading", "--type", "swift", "--type", "kotlin",
            "--threads", str(jobs), *(["--pcre2"] if pcre2 else []), *search, corpus]


def semgrep(binary, config, corpus, jobs, output):
    return [binary, "scan", "--config", config, "--metrics=off", "--disable-version-check", "--no-git-ignore",
            "--quiet", "--json", "--output", output, "--jobs", str(jobs), corpus]


def ast_grep(binary, config, corpus, jobs):
    return [binary, "scan", "--config", config, "--json=stream", "--threads", str(jobs), corpus]


def count_findings(tool, output):
    """Findings in a tool's output file, for the notes; None when the file is unreadable."""
    try:
        with open(output, encoding="utf-8", errors="replace") as handle:
            if tool == "a11yscan":
                return len(json.load(handle)["findings"])
            if tool == "semgrep":
                data = json.load(handle)
                return len(data.get("results", []))
            if tool == "ast-grep":
                return sum(1 for line in handle if line.strip())
            return sum(1 for _ in handle)
    except (OSError, ValueError, KeyError):
        return None


def semgrep_problems(output):
    """Counts of the errors semgrep reported by kind (its `type` is a name or [name, details])."""
    try:
        with open(output, encoding="utf-8") as handle:
            errors = json.load(handle).get("errors", [])
    except (OSError, ValueError):
        return {}
    counts = {}
    for error in errors:
        kind = error.get("type")
        kind = kind[0] if isinstance(kind, list) and kind else kind
        counts[str(kind)] = counts.get(str(kind), 0) + 1
    return counts


def peer_rule_ids(folders):
    """Rule ids declared in the peer rule files (`id:` keys of YAML documents or list items)."""
    ids = set()
    for folder in folders:
        for dirpath, _, names in os.walk(folder):
            for name in names:
                if not name.endswith((".yml", ".yaml")):
                    continue
                with open(os.path.join(dirpath, name), encoding="utf-8") as handle:
                    for line in handle:
                        found = re.match(r"^\s*(?:-\s+)?id:\s*([\w.-]+)\s*$", line)
                        if found:
                            ids.add(found.group(1))
    return ids
