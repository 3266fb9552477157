"""Runs a11yscan over a folder and reads its JSON report back."""

import json
import os
import subprocess
from dataclasses import dataclass

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


@dataclass(frozen=True)
class Finding:
    rule: str
    family: str
    path: str
    line: int
    end_line: int
    fingerprint: str
    message: str

    @property
    def repo_folder(self):
        return self.path.split("/", 1)[0]


class ScanError(Exception):
    pass


def release_binary(build=True):
    """The release binary `scripts/build-release` makes; built first when missing and `build`."""
    script = os.path.join(ROOT, "scripts", "build-release")
    path = subprocess.run([script, "--skip-build"], capture_output=True, text=True, cwd=ROOT).stdout.strip()
    if path and os.path.exists(path):
        return path
    if not build:
        raise ScanError("no release build: run scripts/build-release")
    done = subprocess.run([script], capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0 or not os.path.exists(done.stdout.strip()):
        raise ScanError(f"scripts/build-release failed:\n{done.stderr[-2000:]}")
    return done.stdout.strip()


def scan_argv(binary, output, jobs=None, paths=(".",), cache=""):
    """Scans `paths` of the current folder with all built-in rules, ignoring the scanned code's
    configuration and ignore files; JSON to `output`. Component summaries are kept in `cache`
    ("" keeps none). An empty scan is no error: a labelled commit may change only a layout file,
    which a build that reads no layouts scans nothing of."""
    argv = [binary, "scan", *paths, "--format", "json", "--output", output, "--fail-on", "never", "--quiet",
            "--no-config", "--no-ignore", "--allow-empty", "--component-cache", cache]
    return argv + (["--jobs", str(jobs)] if jobs else [])


def scan(binary, folder, output, jobs=None, paths=(".",), cache=""):
    """Findings of a scan of `paths` in `folder` (paths relative to it); the report is kept at
    `output`."""
    if not os.path.isdir(folder) or not os.listdir(folder) or not paths:
        return []
    done = subprocess.run(scan_argv(binary, os.path.abspath(output), jobs, paths, os.path.abspath(cache) if cache else ""),
                          cwd=folder, capture_output=True, text=True)
    if done.returncode not in (0, 1):
        raise ScanError(f"a11yscan failed on {folder} (exit {done.returncode}): {done.stderr.strip()[-2000:]}")
    return relative_to(read_report(output), folder_in_work_tree(folder))


def folder_in_work_tree(folder):
    """The path of `folder` from the top of the git work tree around it ("" outside git): inside a
    work tree a11yscan names files from its top, and a work folder may lie in one."""
    current = os.path.abspath(folder)
    while True:
        if os.path.exists(os.path.join(current, ".git")):
            relative = os.path.relpath(os.path.abspath(folder), current)
            return "" if relative == "." else relative + "/"
        parent = os.path.dirname(current)
        if parent == current:
            return ""
        current = parent


def relative_to(findings, prefix):
    """The findings with `prefix` taken off their paths (those that have it)."""
    if not prefix:
        return findings
    return [Finding(f.rule, f.family, f.path[len(prefix):] if f.path.startswith(prefix) else f.path, f.line,
                    f.end_line, f.fingerprint, f.message) for f in findings]


def scan_each(binary, folder, output_folder, jobs=None):
    """Findings of a scan of each app folder inside `folder` on its own, so that each app's own
    components (design-system wrappers) are the ones its calls are checked against; paths are
    relative to `folder`, as `scan` gives them."""
    findings = []
    os.makedirs(output_folder, exist_ok=True)
    for name in sorted(os.listdir(folder)):
        app = os.path.join(folder, name)
        if not os.path.isdir(app):
            continue
        for f in scan(binary, app, os.path.join(output_folder, name + ".json"), jobs):
            findings.append(Finding(f.rule, f.family, name + "/" + f.path, f.line, f.end_line, f.fingerprint,
                                    f.message))
    return findings


def components(binary, folder):
    """The components with checks that `a11yscan components` finds in `folder`, as dictionaries."""
    done = subprocess.run([binary, "components", ".", "--format", "json", "--checked"], cwd=folder,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise ScanError(f"a11yscan components failed on {folder}: {done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout or "[]")


def through_component(finding):
    """Whether a finding was made through one of the app's own components: at a call of it, or
    in a component whose control is reported once for all its calls."""
    return " Through `" in finding.message or " names it at all of them." in finding.message


def read_report(path):
    with open(path, encoding="utf-8") as handle:
        document = json.load(handle)
    if document.get("version") != 1:
        raise ScanError(f"{path}: unsupported report version {document.get('version')!r}")
    return [Finding(f["ruleId"], f["family"], f["path"], f["line"], f["endLine"], f["fingerprint"], f["message"])
            for f in document["findings"]]


def rules(binary):
    """[(rule id, family, language)] of the built-in rules."""
    done = subprocess.run([binary, "rules", "--json"], capture_output=True, text=True)
    if done.returncode != 0:
        raise ScanError(f"a11yscan rules failed: {done.stderr.strip()}")
    return [(rule["id"], rule["family"], rule["language"]) for rule in json.loads(done.stdout)]


def version(binary):
    done = subprocess.run([binary, "--version"], capture_output=True, text=True)
    return done.stdout.strip()
