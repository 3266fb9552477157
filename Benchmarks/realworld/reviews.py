"""Reviewed precision: a stratified sample of current findings and the judgements in reviews.tsv.

A finding is keyed by repository, path, rule and fingerprint (not its line, which moves with
edits). The sample takes, per rule, the `per_rule` findings whose keys hash lowest with the
seed: the same findings every run, and a finding stays in the sample when other findings come
or go, so a judgement keeps counting until the rule stops reporting that finding.
"""

import hashlib
import os
from collections import defaultdict
from dataclasses import dataclass

from . import tsv

HERE = os.path.dirname(os.path.abspath(__file__))
REVIEWS_TSV = os.path.join(HERE, "reviews.tsv")
VERDICTS = ("TP", "FP", "unsure")
SCHEMA = tsv.Schema(("repo", "path", "rule", "fingerprint", "verdict", "reason", "line"), {
    "repo": tsv.non_empty, "path": tsv.non_empty, "rule": tsv.non_empty, "fingerprint": tsv.non_empty,
    "verdict": tsv.one_of(*VERDICTS), "reason": tsv.non_empty, "line": tsv.positive_int})
HEADER_COMMENT = ("Judgements of sampled findings: TP when a screen-reader user of the app meets the problem,\n"
                  "FP with the reason, unsure with what would decide. `line` is where the finding was when judged.\n"
                  "Record with: Benchmarks/realworld/run judge ID VERDICT REASON")
# A second reading of judged findings, made blind: the reader sees the finding and its code, not
# the verdict of reviews.tsv, so the precision the rules' authors measured can be checked.
SECOND_TSV = os.path.join(HERE, "review-second-reading.tsv")
SECOND_COMMENT = ("Judged findings read a second time, blind to reviews.tsv: TP when a screen-reader user of the app\n"
                  "meets the problem. Record with: Benchmarks/realworld/run judge --second ID VERDICT REASON")
SECOND_SEED = 7


@dataclass(frozen=True)
class Key:
    repo: str
    path: str
    rule: str
    fingerprint: str

    @property
    def short_id(self):
        """A short, stable name for the key, for the command line."""
        text = "\t".join((self.repo, self.path, self.rule, self.fingerprint))
        return hashlib.sha1(text.encode("utf-8")).hexdigest()[:8]


@dataclass(frozen=True)
class Judgement:
    key: Key
    verdict: str
    reason: str
    line: int


def key_of(finding, repo):
    """The key of a finding from a scan of the trees folder (paths start with owner+name/)."""
    return Key(repo, finding.path.split("/", 1)[1], finding.rule, finding.fingerprint)


def rank(key, seed):
    """A finding's place in the order of `seed`: the same on every run, whatever else is found."""
    text = f"{seed}\t{key.repo}\t{key.path}\t{key.rule}\t{key.fingerprint}"
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def sample(keyed_findings, rules, per_rule, seed):
    """{rule: [(key, finding)]} for every rule in `rules` (empty lists included), at most
    `per_rule` each, in a fixed order."""
    by_rule = defaultdict(dict)
    for key, finding in keyed_findings:
        by_rule[key.rule].setdefault(key, finding)  # a repeated fingerprint counts once

    chosen = {}
    for rule in sorted(set(rules) | set(by_rule)):
        keys = sorted(by_rule.get(rule, {}), key=lambda key: rank(key, seed))[:per_rule]
        chosen[rule] = [(key, by_rule[rule][key]) for key in keys]
    return chosen


def sample_components(keyed_findings, per_app, seed, through):
    """{repo: [(key, finding)]}: up to `per_app` findings of each app made at calls of the app's
    own components (`through(finding)`), in the same fixed order as `sample`."""
    by_repo = defaultdict(dict)
    for key, finding in keyed_findings:
        if through(finding):
            by_repo[key.repo].setdefault(key, finding)

    return {repo: [(key, by_repo[repo][key]) for key in sorted(by_repo[repo], key=lambda key: rank(key, seed))[:per_app]]
            for repo in sorted(by_repo)}


def second_sample(keyed_findings, judgements, count, seed=SECOND_SEED):
    """[(key, finding)]: the first `count` current findings that have a first verdict, in an order
    of their own (`seed`), so the second reading falls on findings the first one decided or left
    unsure, across rules in proportion to how many were judged."""
    judged = {j.key for j in judgements}
    current = {}
    for key, finding in keyed_findings:
        if key in judged:
            current.setdefault(key, finding)

    return [(key, current[key]) for key in sorted(current, key=lambda key: rank(key, seed))[:count]]


def precision_of(tp, fp):
    """True over decided findings; None when none is decided."""
    return tp / (tp + fp) if tp + fp else None


@dataclass
class ReadTwice:
    read: int = 0          # findings with both verdicts
    agreed: int = 0
    first_tp: int = 0
    first_fp: int = 0
    second_tp: int = 0
    second_fp: int = 0

    @property
    def first_precision(self):
        return precision_of(self.first_tp, self.first_fp)

    @property
    def second_precision(self):
        return precision_of(self.second_tp, self.second_fp)


def read_twice(current_keys, first, second):
    """Agreement of the two readings, and precision by each, over current findings both judged."""
    verdicts = {j.key: j.verdict for j in first}
    table = ReadTwice()
    current = set(current_keys)
    for judgement in second:
        before = verdicts.get(judgement.key)
        if before is None or judgement.key not in current:
            continue
        table.read += 1
        table.agreed += before == judgement.verdict
        table.first_tp += before == "TP"
        table.first_fp += before == "FP"
        table.second_tp += judgement.verdict == "TP"
        table.second_fp += judgement.verdict == "FP"
    return table


def read(path=REVIEWS_TSV):
    return [Judgement(Key(row["repo"], row["path"], row["rule"], row["fingerprint"]), row["verdict"], row["reason"],
                      row["line"]) for row in tsv.read(path, SCHEMA)]


def read_second(path=SECOND_TSV):
    """The second reading's verdicts; none before the first is recorded."""
    return read(path) if os.path.exists(path) else []


def write(judgements, path=REVIEWS_TSV, comment=HEADER_COMMENT):
    ordered = sorted(judgements, key=lambda j: (j.key.rule, j.key.repo, j.key.path, j.key.fingerprint))
    rows = [{"repo": j.key.repo, "path": j.key.path, "rule": j.key.rule, "fingerprint": j.key.fingerprint,
             "verdict": j.verdict, "reason": j.reason, "line": j.line} for j in ordered]
    tsv.write(path, rows, SCHEMA, comment)


def record(judgement, path=REVIEWS_TSV, comment=HEADER_COMMENT):
    """Adds a judgement, replacing an earlier one of the same finding; returns the replaced one."""
    existing = read(path) if os.path.exists(path) else []
    replaced = next((j for j in existing if j.key == judgement.key), None)
    write([j for j in existing if j.key != judgement.key] + [judgement], path, comment)
    return replaced


@dataclass
class RulePrecision:
    rule: str
    findings: int = 0      # current findings (distinct keys)
    judged: int = 0        # current findings with a judgement
    sampled: int = 0
    sampled_judged: int = 0
    tp: int = 0
    fp: int = 0
    unsure: int = 0

    @property
    def precision(self):
        return precision_of(self.tp, self.fp)


def precision(current_keys, samples, judgements):
    """({rule: RulePrecision}, stale judgements): precision counts only judgements of findings
    the scanner still reports; the others are stale."""
    verdicts = {j.key: j for j in judgements}
    table = {rule: RulePrecision(rule) for rule in samples}
    current = set(current_keys)
    for key in current:
        row = table.setdefault(key.rule, RulePrecision(key.rule))
        row.findings += 1
        judgement = verdicts.get(key)
        if judgement:
            row.judged += 1
            row.tp += judgement.verdict == "TP"
            row.fp += judgement.verdict == "FP"
            row.unsure += judgement.verdict == "unsure"
    for rule, chosen in samples.items():
        table[rule].sampled = len(chosen)
        table[rule].sampled_judged = sum(key in verdicts for key, _ in chosen)
    stale = [j for j in judgements if j.key not in current]
    return table, stale


def pending(samples, judgements):
    judged = {j.key for j in judgements}
    return [(key, finding) for rule in sorted(samples) for key, finding in samples[rule] if key not in judged]
