"""The measurements, in order: throughput, the editor case, the time breakdown, memory growth."""

import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field

from . import anchors, tools
from .measure import measure

#: A peer run shorter than this is repeated `--quick-peer-runs` times.
QUICK_PEER_SECONDS = 60


@dataclass
class Row:
    """One line of the throughput table."""

    tool: str
    jobs: int
    measurement: object
    note: str = ""
    findings: object = None
    #: The peer this a11yscan run was paired with (run right after it), if any.
    paired: str = ""


@dataclass
class Results:
    corpus: dict
    rows: list = field(default_factory=list)
    reference: dict = field(default_factory=dict)
    ide: dict = field(default_factory=dict)
    breakdown: dict = field(default_factory=dict)
    memory: list = field(default_factory=list)
    notes: list = field(default_factory=list)
    versions: dict = field(default_factory=dict)
    rules: dict = field(default_factory=dict)
    profile: str = ""


class Runner:
    def __init__(self, args):
        self.args = args
        self.scratch = os.path.join(args.out, "tmp")
        os.makedirs(self.scratch, exist_ok=True)
        rule_args = ["--no-builtin-rules", "--patterns", args.rules] if args.rules else []
        self.scanner = tools.A11yScan(args.binary, rule_args)
        with open(os.path.join(args.corpus, "manifest.json"), encoding="utf-8") as handle:
            self.manifest = json.load(handle)
        self.results = Results(corpus=self.manifest["totals"])
        #: `--only` arguments of the rules in the peers' families, once known.
        self.family_only = []
        self.family_label = ""

    def out(self, name):
        return os.path.join(self.scratch, name)

    def say(self, text):
        print(f"bench: {text}", flush=True)

    def run(self):
        self.describe_rules()
        self.throughput_a11yscan()
        self.throughput_ripgrep()
        self.throughput_peers()
        self.editor_case()
        self.breakdown()
        if self.args.memory_corpora:
            self.memory_growth()
        if self.args.profile_corpus:
            self.profile()
        return self.results

    def describe_rules(self):
        listed = self.scanner.rules()
        by_language = {}
        for rule in listed:
            by_language[rule["language"]] = by_language.get(rule["language"], 0) + 1
        self.results.rules = {"count": len(listed), "by_language": by_language,
                              "source": self.args.rules or "built-in (Patterns/ compiled into the binary)"}
        self.results.versions = {
            "a11yscan": tools.version([self.args.binary, "--version"]),
            "ripgrep": tools.version([self.args.rg, "--version"]),
        }

    def throughput_a11yscan(self):
        """All rules at --jobs 1 and at --jobs 2, their runs taken in turn (1, 2, 1, 2, …): the
        scaling target compares the two, and a change in the machine's speed during the
        benchmark then falls on both instead of on whichever ran later."""
        outputs = {jobs: self.out(f"a11yscan-j{jobs}.json") for jobs in (1, 2)}
        timed = {}
        for index in range(self.args.runs):
            for jobs in (1, 2):
                if jobs in timed and not timed[jobs].ok:
                    continue
                self.say(f"a11yscan, all rules, --jobs {jobs} (run {index + 1} of {self.args.runs})")
                m = measure(f"a11yscan -j{jobs}", self.scanner.scan([self.args.corpus], jobs, outputs[jobs]),
                            outputs[jobs] + ".stdout", 1, warmup=index == 0)
                timed[jobs] = timed[jobs].joined(m) if jobs in timed else m
        for jobs, m in sorted(timed.items()):
            self.results.rows.append(Row("a11yscan (all rules)", jobs, m,
                                         findings=tools.count_findings("a11yscan", outputs[jobs])))
            if m.ok and jobs == 1:
                self.check_files_scanned(outputs[jobs])
        if self.args.semgrep or self.args.ast_grep:
            self.throughput_peer_families()

    def throughput_peer_families(self):
        """a11yscan with only the rule families the peer rules cover, the like-for-like
        comparison the peer targets ask for ("the same rule families")."""
        peer_ids = tools.peer_rule_ids([os.path.dirname(self.args.ast_grep_config), self.args.semgrep_rules])
        listed = self.scanner.rules()
        families = sorted({rule["family"] for rule in listed if rule["id"] in peer_ids})
        chosen = [rule["id"] for rule in listed if rule["family"] in families]
        if not chosen:
            self.results.notes.append("No peer rule id matches a11yscan's rules; peers are compared with all rules.")
            return
        self.family_only = [arg for rule_id in chosen for arg in ("--only", rule_id)]
        self.family_label = f"a11yscan (peer families, {len(chosen)} rules)"
        self.results.notes.append(f"The peer rules cover the families {', '.join(families)}; the peer ratios compare "
                                  f"them with a11yscan running all {len(chosen)} of its rules in those families, "
                                  f"timed again right after each peer measurement (the rows marked \"beside\"): "
                                  f"this machine's speed drifts by a fifth over the minutes a peer takes.")
        for jobs in (1, 2):
            self.results.rows.append(self.measure_families(jobs))

    def measure_families(self, jobs, beside=""):
        """a11yscan with the peer families' rules; `beside` names the peer it is paired with."""
        label = f"{self.family_label} beside {beside}" if beside else self.family_label
        output = self.out(f"a11yscan-families-j{jobs}{'-' + beside if beside else ''}.json")
        self.say(f"{label}, --jobs {jobs}")
        argv = self.scanner.scan([self.args.corpus], jobs, output, rule_args=[*self.scanner.rule_args, *self.family_only])
        m = measure(f"a11yscan families -j{jobs}", argv, output + ".stdout", self.args.runs)
        return Row(label, jobs, m, findings=tools.count_findings("a11yscan", output), paired=beside)

    def check_files_scanned(self, output):
        try:
            with open(output, encoding="utf-8") as handle:
                scanned = json.load(handle)["summary"]["filesScanned"]
        except (OSError, ValueError, KeyError):
            return
        expected = self.manifest["totals"]["files"]
        if scanned != expected:
            self.results.notes.append(f"a11yscan scanned {scanned} files, the manifest lists {expected}.")

    def throughput_ripgrep(self):
        pattern, pattern_file = None, self.args.anchors
        if pattern_file and os.path.exists(pattern_file):
            self.results.notes.append(
                f"ripgrep searches the patterns of `{os.path.basename(pattern_file)}` (the speed reference), line "
                f"by line, Swift and Kotlin files only.")
        else:
            # Without the reference file: the anchors of rule files that still have them.
            pattern_file = None
            folder = self.args.rules or self.args.patterns_dir
            regexes = [regex for _, regex in anchors.anchors(folder)]
            if not regexes:
                self.results.notes.append(f"no ripgrep reference: no pattern file (`--anchors`) and no `match:` anchors in `{folder}`.")
                return
            pattern = anchors.union(regexes)
            with open(self.out("anchors-union.txt"), "w", encoding="utf-8") as handle:
                handle.write(pattern + "\n")
            self.results.notes.append(
                f"ripgrep searches the union of the {len(regexes)} anchor regexes (`match:`) of `{folder}` "
                f"(written to `out/tmp/anchors-union.txt`), line by line, Swift and Kotlin files only.")
        for pcre2 in (False, True):
            engine = "PCRE2" if pcre2 else "default engine"
            for jobs in (1, 2):
                self.say(f"ripgrep ({engine}), -j{jobs}")
                output = self.out(f"rg-{'pcre2' if pcre2 else 'default'}-j{jobs}.txt")
                m = measure(f"rg {engine} -j{jobs}", tools.ripgrep(self.args.rg, pattern, self.args.corpus, jobs, pcre2, pattern_file),
                            output, self.args.runs, ok_codes=(0, 1))
                note = "" if m.ok else "regex not supported by this engine" if "exit 2" in m.error else m.error
                self.results.rows.append(Row(f"ripgrep anchors ({engine})", jobs, m, note=note,
                                             findings=tools.count_findings("rg", output) if m.ok else None))
        for jobs in (1, 2):
            candidates = [r for r in self.results.rows if r.tool.startswith("ripgrep") and r.jobs == jobs and r.measurement.ok]
            if candidates:
                best = min(candidates, key=lambda r: r.measurement.median_seconds)
                self.results.reference[jobs] = best

    def throughput_peers(self):
        peers = []
        if self.args.semgrep:
            self.results.versions["semgrep"] = tools.version([self.args.semgrep, "--version"])
            peers.append(("semgrep", lambda jobs, out: tools.semgrep(self.args.semgrep, self.args.semgrep_rules,
                                                                    self.args.corpus, jobs, out)))
        if self.args.ast_grep:
            self.results.versions["ast-grep"] = tools.version([self.args.ast_grep, "--version"])
            peers.append(("ast-grep", lambda jobs, out: tools.ast_grep(self.args.ast_grep, self.args.ast_grep_config,
                                                                      self.args.corpus, jobs)))
        for name, command in peers:
            for jobs in (1, 2):
                self.measure_peer(name, command, jobs)
        if not peers:
            self.results.notes.append("semgrep and ast-grep were not run (use `--with-peers`).")

    def measure_peer(self, name, command, jobs):
        """The peer and a11yscan's peer families in turn: every run of the peer is followed by
        a11yscan's, so each pair sees the machine in the same state, and the medians of all
        pairs are compared. A peer whose first run ends within `QUICK_PEER_SECONDS` is run
        `--quick-peer-runs` times (ast-grep: seconds), a slower one `--peer-runs` times."""
        output = self.out(f"{name}-j{jobs}.out")
        stdout = output if name == "ast-grep" else output + ".stdout"
        peer, beside = None, None
        planned, done = self.args.peer_runs, 0
        while done < planned:
            self.say(f"{name}, -j{jobs} (run {done + 1} of {planned}, limit {self.args.peer_timeout} s)")
            m = measure(f"{name} -j{jobs}", command(jobs, output), stdout, 1,
                        ok_codes=(0, 1), timeout=self.args.peer_timeout, warmup=False)
            peer = m if peer is None else peer.joined(m)
            if not m.ok:
                break
            if done == 0 and m.samples[0].seconds < QUICK_PEER_SECONDS:
                planned = max(planned, self.args.quick_peer_runs)
            if self.family_only:
                row = self.measure_families(jobs, beside=name)
                if beside:
                    row.measurement = beside.measurement.joined(row.measurement)
                beside = row
            done += 1
        note = f"stopped after {self.args.peer_timeout} s" if peer.timed_out else peer.error
        if name == "semgrep" and peer.ok:
            problems = tools.semgrep_problems(output)
            note = ", ".join(f"{count} × {kind}" for kind, count in sorted(problems.items()))
        self.results.rows.append(Row(name, jobs, peer, note=note,
                                     findings=tools.count_findings(name, output) if peer.ok else None))
        if beside:
            self.results.rows.append(beside)

    def editor_case(self):
        argv, stdin_path = self.scanner.single_file(self.args.ide_file)
        how = "standard input (`--stdin --stdin-path`)" if stdin_path else "the file path (the CLI has no `--stdin` yet)"
        with open(self.args.ide_file, encoding="utf-8") as handle:
            lines = sum(1 for _ in handle)
        self.say(f"editor case: one {lines}-line Swift file, {self.args.ide_runs} runs")
        m = measure("ide", argv, self.out("ide.txt"), self.args.ide_runs, stdin_path=stdin_path)
        self.results.ide = {"measurement": m, "lines": lines, "how": how}

    def breakdown(self):
        """Start, rule loading, walk+read+lex and matching, by differences of whole runs."""
        runs = self.args.ide_runs
        empty = self.out("Empty.swift")
        open(empty, "w").close()
        steps = {}
        self.say("time breakdown")
        steps["start"] = measure("version", [self.args.binary, "--version"], self.out("version.txt"), runs)
        steps["start+rules"] = measure("empty", self.scanner.scan([empty], 1, self.out("empty.json")),
                                       self.out("empty.stdout"), runs)
        null_args = tools.A11yScan.write_null_rules(self.out("null-rules"))
        steps["lex"] = measure("null rules", self.scanner.scan([self.args.corpus], 1, self.out("null.json"),
                                                               rule_args=null_args),
                               self.out("null.stdout"), self.args.runs)
        steps["all"] = next((r.measurement for r in self.results.rows
                             if r.tool.startswith("a11yscan") and r.jobs == 1), None)
        self.results.breakdown = steps

    def memory_growth(self):
        for size, corpus in self.args.memory_corpora:
            self.say(f"memory: {size} MB corpus, --jobs 2")
            output = self.out(f"memory-{size}.json")
            m = measure(f"memory {size}", self.scanner.scan([corpus], 2, output), output + ".stdout", 1, warmup=False)
            with open(os.path.join(corpus, "manifest.json"), encoding="utf-8") as handle:
                totals = json.load(handle)["totals"]
            self.results.memory.append({"size": size, "measurement": m, "totals": totals})

    def profile(self):
        """Instruction counts per function (inclusive) under callgrind, on a small corpus at --jobs 1."""
        if not shutil.which("valgrind"):
            self.results.notes.append("profile skipped: valgrind is not installed.")
            return
        self.say("callgrind profile (slow)")
        data = self.out("callgrind.out")
        # valgrind cannot read the DWARF of current Swift release builds; the symbol table of a
        # copy without debug sections is enough for function names.
        binary = self.out("a11yscan-symbols-only")
        if subprocess.run(["objcopy", "--strip-debug", self.args.binary, binary]).returncode != 0:
            binary = self.args.binary
        argv = ["valgrind", "--tool=callgrind", f"--callgrind-out-file={data}",
                *self.scanner.scan([self.args.profile_corpus], 1, self.out("profile.json"))]
        argv[argv.index(self.args.binary)] = binary
        subprocess.run(argv, capture_output=True)
        annotated = subprocess.run(["callgrind_annotate", "--inclusive=yes", data], capture_output=True, text=True).stdout
        demangler = shutil.which("swift-demangle") or (shutil.which("swift") and "swift")
        if demangler:
            command = [demangler, "--simplified"] if demangler.endswith("swift-demangle") else [demangler, "demangle", "--simplified"]
            annotated = subprocess.run(command, input=annotated, capture_output=True, text=True).stdout or annotated
        path = os.path.join(self.args.out, "profile.txt")
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(annotated)
        self.results.profile = path
