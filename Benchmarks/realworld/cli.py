"""Command line of `Benchmarks/realworld/run`: the report, and the commands that review findings
and labels."""

import argparse
import json
import os
import subprocess
import sys
from collections import Counter, defaultdict
from datetime import datetime, timezone

from . import (context, corpus, label_checks, label_sample, labels as labelfile, labelscan, report, repos, reviews, scanner,
               scoring, speed, tsv)
from .workspace import Workspace

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = scanner.ROOT
LABELS_TSV = os.path.join(HERE, "labels.tsv")
DEFAULT_WORK = os.path.join(ROOT, "Benchmarks", "out", "realworld-work")
DEFAULT_REPORT = os.path.join(ROOT, "Benchmarks", "out", "realworld.md")
DEFAULT_ANCHORS = os.path.join(ROOT, "..", "shared", "bench", "anchors-all.pat")
SECOND_COUNT = 600  # judged findings read a second time, blind to the first verdict
USAGE = """Benchmarks/realworld/run MIRRORS [options]          the report (four parts)
Benchmarks/realworld/run review MIRRORS [options]   sampled findings that need a judgement, with their code
Benchmarks/realworld/run judge [--second] ID TP|FP|unsure REASON
Benchmarks/realworld/run labels MIRRORS [options]   mined labels with their diff, to read by eye
Benchmarks/realworld/run check-label ID real|not|unsure REASON"""


def say(text):
    print(text, file=sys.stderr, flush=True)


def common(parser, mirrors=True):
    if mirrors:
        parser.add_argument("mirrors", help="folder holding the repositories as owner+name/repo (bare git directories)")
    parser.add_argument("--work", default=DEFAULT_WORK, help="cache folder (default: Benchmarks/out/realworld-work)")
    parser.add_argument("--scanner", help="a11yscan binary (default: the release build, built when missing)")
    parser.add_argument("--seed", type=int, default=1, help="seed of the precision sample (default 1)")
    parser.add_argument("--per-rule", type=int, default=10, help="sampled findings per rule (default 10)")


def report_parser():
    parser = argparse.ArgumentParser(prog="Benchmarks/realworld/run", usage=USAGE)
    common(parser)
    parser.add_argument("--skip-mining", action="store_true", help="score the committed labels.tsv, mine nothing")
    parser.add_argument("--skip-examples", action="store_true")
    parser.add_argument("--skip-precision", action="store_true")
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--runs", type=int, default=5, help="timed runs of each tool for the speed part (default 5)")
    parser.add_argument("--anchors", default=DEFAULT_ANCHORS,
                        help="ripgrep pattern file of the speed part (default: ../shared/bench/anchors-all.pat)")
    parser.add_argument("--report", default=DEFAULT_REPORT, help="where to write the report")
    return parser


class Run:
    """The repositories found, the scanner and the work folder shared by the commands."""

    def __init__(self, args):
        self.args = args
        self.repositories = repos.load()
        self.gits, self.missing = repos.locate(args.mirrors, self.repositories)
        for message in self.missing:
            say(message)
        self.binary = os.path.abspath(args.scanner) if args.scanner else scanner.release_binary()
        self.work = Workspace(args.work)
        self.apps = [r for r in self.repositories if r.kind == "app" and r.name in self.gits]

    def trees(self):
        keep = {r.folder_name for r in self.apps}
        for name in os.listdir(self.work.trees):
            if name not in keep:
                subprocess.run(["rm", "-rf", os.path.join(self.work.trees, name)], check=True)
        for repo in self.apps:
            self.work.extract_tree(repo, self.gits[repo.name], say)

    def sample(self):
        """(keyed current findings, {rule: sample}) of a scan of the pinned apps; the sample is
        also kept in the work folder for `judge`."""
        self.trees()
        findings = scanner.scan_each(self.binary, self.work.trees, os.path.join(self.work.scans, "apps"))
        names = {r.folder_name: r.name for r in self.apps}
        keyed = [(reviews.key_of(f, names[f.repo_folder]), f) for f in findings if f.repo_folder in names]
        rules = [rule for rule, _, _ in scanner.rules(self.binary)]
        chosen = reviews.sample(keyed, rules, self.args.per_rule, self.args.seed)
        self.through = reviews.sample_components(keyed, self.args.per_rule, self.args.seed, scanner.through_component)
        self.second = reviews.second_sample(keyed, reviews.read(), SECOND_COUNT)
        picked = [pair for rule in chosen for pair in chosen[rule]]
        picked += [pair for repo in self.through for pair in self.through[repo] if pair not in picked]
        picked += [pair for pair in self.second if pair not in picked]
        rows = [{"repo": k.repo, "path": k.path, "rule": k.rule, "fingerprint": k.fingerprint, "line": f.line,
                 "end_line": f.end_line, "message": " ".join(f.message.split())} for k, f in picked]
        tsv.write_text(os.path.join(self.work.root, "sample.json"), json.dumps(rows, indent=1) + "\n")
        self.last_sample = (keyed, chosen)
        return keyed, chosen


def run_report(argv):
    args = report_parser().parse_args(argv)
    run = Run(args)
    date = datetime.now(timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    commit = subprocess.run(["git", "describe", "--always", "--dirty", "--exclude", "*"], cwd=ROOT,
                            capture_output=True, text=True).stdout.strip()
    lines = report.header(date, commit, scanner.version(run.binary), run.repositories, run.missing)
    lines += recall_part(run)
    if not args.skip_examples:
        lines += examples_part(run)
    if not args.skip_precision:
        lines += precision_part(run)
        lines += components_part(run)
    lines += speed_part(run)
    text = "\n".join(lines) + "\n"
    tsv.write_text(args.report, text)
    print(text)
    say(f"report written to {os.path.relpath(args.report)}")
    return 0


def recall_part(run):
    committed = labelfile.read(LABELS_TSV)
    reasons = Counter()
    if run.args.skip_mining:
        labels = committed
    else:
        labels = [l for l in committed if l.repo not in run.gits]  # kept for repositories not here
        for repo in run.apps:
            found, mined = run.work.mine(repo, run.gits[repo.name], say)
            labels += found
            reasons.update(mined if mined is not None else run.work.cached_reasons(repo))
        labelfile.write(LABELS_TSV, labels, "Mined by Benchmarks/realworld/run; no source text. See README.md.")
    scored = [l for l in labels if l.repo in run.gits]
    index, missing = labelscan.scan(run.binary, labels, run.gits, run.work, say)
    if missing:
        say(f"  {missing} labelled file versions missing from the snapshots")
    outcomes = scoring.score(scored, index)
    rules = scanner.rules(run.binary)
    rule_families = sorted({family for _, family, _ in rules})
    corpus_table = corpus.by_family(corpus.annotation_counts(os.path.join(ROOT, "Corpus")), rules)
    current = {label_checks.label_key(l) for l in labels}
    checks = label_checks.read()
    kept = [row for row in checks if label_checks.check_key(row) in current]
    detected = {label_checks.label_key(o.label) for o in outcomes if o.detected}
    runs = label_sample.read_run(scored, kept)
    second = label_checks.read(label_checks.SECOND_TSV) if os.path.exists(label_checks.SECOND_TSV) else []
    sample_tables = (label_sample.tally(runs, detected), label_sample.tally(runs, detected, lambda l: l.family),
                     label_sample.second_reading(scored, kept, second, detected))
    return report.recall_section(scoring.tally(outcomes), labels, len(labels) - len(scored), reasons,
                                 kept, len(checks) - len(kept), rule_families, corpus_table, sample_tables)


def examples_part(run):
    collections = [r for r in run.repositories if r.kind == "examples" and r.name in run.gits]
    snippets = []
    for repo in collections:
        snippets += run.work.extract_examples(repo, run.gits[repo.name], say)
    findings = scanner.scan(run.binary, run.work.examples, os.path.join(run.work.scans, "examples.json"))
    flagged = {f.path for f in findings}
    rows = defaultdict(lambda: Counter(bad=0, bad_detected=0, good=0, good_flagged=0, unknown=0))
    for snippet, relative in snippets:
        row = rows[snippet.framework]
        row[snippet.verdict] += 1
        if snippet.verdict == "bad":
            row["bad_detected"] += relative in flagged
        elif snippet.verdict == "good":
            row["good_flagged"] += relative in flagged
    return report.examples_section(rows)


def precision_part(run):
    keyed, chosen = run.sample()
    present = {repo.name for repo in run.apps}
    judgements = [j for j in reviews.read() if j.key.repo in present]
    table, stale = reviews.precision([k for k, _ in keyed], chosen, judgements)
    second = reviews.read_second()
    twice = reviews.read_twice([k for k, _ in keyed], judgements, second) if second else None
    return report.precision_section(table, stale, reviews.pending(chosen, judgements), len({k for k, _ in keyed}),
                                    run.args.per_rule, run.args.seed, twice)


def components_part(run):
    """Section 5: each app's components with checks and the findings made through them (after
    `precision_part`, whose scan and sample it reuses)."""
    keyed, _ = run.last_sample
    apps = []
    for repo in run.apps:
        found = scanner.components(run.binary, os.path.join(run.work.trees, repo.folder_name))
        through = {k for k, f in keyed if k.repo == repo.name and scanner.through_component(f)}
        apps.append((repo.name, len(found), len(through)))
    return report.components_section(apps, run.through, reviews.read(), run.args.per_rule, run.args.seed)


def speed_part(run):
    if run.args.skip_speed:
        return report.speed_section(None, None, "Skipped (--skip-speed).")
    pattern = os.path.normpath(run.args.anchors)
    shown = os.path.relpath(pattern, ROOT)
    if not os.path.exists(pattern):
        return report.speed_section(None, None, f"Skipped: the ripgrep pattern file {shown} is missing (--anchors).")
    run.trees()
    result = speed.compare(run.binary, run.work.trees, pattern, run.work.scans, runs=run.args.runs)
    return report.speed_section(result, shown)


def run_review(argv):
    parser = argparse.ArgumentParser(prog="Benchmarks/realworld/run review",
                                     description="Sampled findings that need a judgement, with their code.")
    common(parser)
    parser.add_argument("--rule", action="append", help="only this rule (repeatable)")
    parser.add_argument("--repo", help="only this repository (owner/name)")
    parser.add_argument("--limit", type=int, default=0, help="at most N findings")
    parser.add_argument("--all", action="store_true", help="judged findings too")
    parser.add_argument("--components", action="store_true",
                        help="the sample of findings made at calls of the apps' own components instead")
    parser.add_argument("--second", action="store_true",
                        help=f"the {SECOND_COUNT} judged findings of the blind second reading instead, without "
                             "their first verdicts")
    parser.add_argument("--window", type=int, default=25, help="lines of source either side (default 25)")
    parser.add_argument("--output", help="write Markdown to this file (keep it under Benchmarks/out/) instead of stdout")
    args = parser.parse_args(argv)
    run = Run(args)
    _, chosen = run.sample()
    if args.components:
        chosen = run.through
    if args.second:
        chosen = {"": run.second}
    judged = {j.key: j for j in (reviews.read_second() if args.second else reviews.read())}
    shown = []
    for rule in sorted(chosen):
        for key, finding in chosen[rule]:
            if (args.rule and key.rule not in args.rule) or (args.repo and key.repo != args.repo):
                continue
            if key in judged and not args.all:
                continue
            block = context.render(run.work.trees, key.repo.replace("/", "+"), key, finding, args.window)
            if key in judged:
                block += f"Judged: {judged[key].verdict} — {judged[key].reason}\n"
            shown.append(block)
    if args.limit:
        shown = shown[:args.limit]
    text = f"# Findings to judge ({len(shown)})\n\n" + "\n".join(shown)
    if args.output:
        tsv.write_text(args.output, text)
        say(f"{len(shown)} findings written to {args.output}")
    else:
        print(text)
    return 0


def run_judge(argv):
    parser = argparse.ArgumentParser(prog="Benchmarks/realworld/run judge",
                                     description="Record a verdict on a sampled finding in reviews.tsv.")
    parser.add_argument("--second", action="store_true",
                        help="record a blind second reading (review-second-reading.tsv), not the first verdict")
    parser.add_argument("id", help="the finding's id as `review` shows it")
    parser.add_argument("verdict", choices=reviews.VERDICTS)
    parser.add_argument("reason", help="why, in a few words of your own (no source text); for unsure, what would decide")
    parser.add_argument("--work", default=DEFAULT_WORK)
    args = parser.parse_args(argv)
    path = os.path.join(args.work, "sample.json")
    if not os.path.exists(path):
        say("no sample yet: run `Benchmarks/realworld/run review MIRRORS` (or the report) first")
        return 2
    with open(path, encoding="utf-8") as handle:
        rows = json.load(handle)
    match = [row for row in rows if reviews.Key(row["repo"], row["path"], row["rule"], row["fingerprint"]).short_id
             == args.id]
    if not match:
        say(f"{args.id}: no sampled finding has this id (ids change only when the sample is taken again)")
        return 2
    row = match[0]
    reason = " ".join(args.reason.split())
    if not reason:
        say("the reason is empty")
        return 2
    key = reviews.Key(row["repo"], row["path"], row["rule"], row["fingerprint"])
    judgement = reviews.Judgement(key, args.verdict, reason, row["line"])
    if args.second:
        replaced = reviews.record(judgement, reviews.SECOND_TSV, reviews.SECOND_COMMENT)
    else:
        replaced = reviews.record(judgement)
    say(f"{args.id} {key.rule} {key.repo} {key.path}:{row['line']}: {args.verdict}"
        + (f" (was {replaced.verdict})" if replaced else ""))
    return 0


def run_labels(argv):
    parser = argparse.ArgumentParser(prog="Benchmarks/realworld/run labels",
                                     description="A sample of the committed labels with their diff and parent code.")
    parser.add_argument("mirrors")
    parser.add_argument("--count", type=int, default=10, help="how many labels, first in the seeded order")
    parser.add_argument("--per-language", type=int, metavar="N",
                        help="the first N labels of each language instead: the random sample the report counts")
    parser.add_argument("--seed", type=int, default=label_sample.SEED)
    parser.add_argument("--family")
    parser.add_argument("--language", choices=labelfile.LANGUAGES,
                        help="only labels of this language (`layout`: Android layout files)")
    parser.add_argument("--unchecked", action="store_true",
                        help="of the labels chosen, only those without a verdict in label-checks.tsv")
    parser.add_argument("--missed", action="store_true",
                        help="only labels the last report's scan of the parents does not detect")
    parser.add_argument("--work", default=os.path.join(ROOT, "Benchmarks", "out", "realworld-work"))
    args = parser.parse_args(argv)
    labels = labelfile.read(LABELS_TSV)
    if args.family:
        labels = [l for l in labels if l.family == args.family]
    if args.language:
        labels = [l for l in labels if l.language == args.language]
    if args.missed:
        scans = Workspace(args.work).label_scans
        if not os.listdir(scans):
            say(f"no scan of the labels' files in {scans}: run the report first")
            return 2
        labels = scoring.missed(labels, labelscan.read_index(labels, scans))
    if args.per_language:
        chosen = label_sample.first_per_language(labels, args.per_language, args.seed)
    else:
        chosen = label_sample.ordered(labels, args.seed)[:args.count]
    if args.unchecked:
        checked = {label_checks.check_key(row) for row in label_checks.read()}
        chosen = [l for l in chosen if label_checks.label_key(l) not in checked]
    repositories = {r.name: r for r in repos.load()}
    for label in chosen:
        git = repos.git_dir(args.mirrors, repositories[label.repo]) if label.repo in repositories else None
        print(label_checks.render(label, git) if git else f"## {label_checks.label_id(label)}: {label.repo} is missing\n")
        print(f"Record: Benchmarks/realworld/run check-label {label_checks.label_id(label)} real|not|unsure \"reason\"\n")
    return 0


def run_check_label(argv):
    parser = argparse.ArgumentParser(prog="Benchmarks/realworld/run check-label")
    parser.add_argument("--second", action="store_true",
                        help="record a blind second reading (label-second-reading.tsv), not the first verdict")
    parser.add_argument("id")
    parser.add_argument("verdict", choices=label_checks.VERDICTS)
    parser.add_argument("reason")
    args = parser.parse_args(argv)
    match = [l for l in labelfile.read(LABELS_TSV) if label_checks.label_id(l) == args.id]
    if not match:
        say(f"{args.id}: no label in labels.tsv has this id")
        return 2
    reason = " ".join(args.reason.split())
    if args.second:
        label_checks.record(match[0], args.verdict, reason, label_checks.SECOND_TSV, label_checks.SECOND_COMMENT)
    else:
        label_checks.record(match[0], args.verdict, reason)
    say(f"{args.id} {match[0].repo} {match[0].path}:{match[0].fixed_line}: {args.verdict}")
    return 0


COMMANDS = {"review": run_review, "judge": run_judge, "labels": run_labels, "check-label": run_check_label}


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        if argv and argv[0] in COMMANDS:
            return COMMANDS[argv[0]](argv[1:])
        return run_report(argv)
    except (tsv.TsvError, scanner.ScanError, RuntimeError) as error:
        say(f"error: {error}")
        return 2
