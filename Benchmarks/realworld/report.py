"""The run's Markdown report."""

from . import label_sample
from .api_table import FAMILIES
from .labels import LANGUAGES


def percent(value):
    return "—" if value is None else f"{100 * value:.0f} %"


def header(date, commit, version, repositories, missing):
    lines = ["# Detection quality on real code", "",
             f"Date: {date} · a11yscan commit `{commit}` ({version})", "",
             "| repository | pinned commit | language | kind |", "| --- | --- | --- | --- |"]
    lines += [f"| {r.name} | `{r.commit[:12]}` | {r.language} | {r.kind} |" for r in repositories]
    if missing:
        lines += ["", "Missing here (their parts are left out):", ""] + [f"- {m}" for m in missing]
    return lines


def corpus_recall(corpus_table, family, language):
    rows = [row for (f, l), row in corpus_table.items()
            if family in ("all", f) and language in ("all", l)]
    found, missed = sum(row[0] for row in rows), sum(row[1] for row in rows)
    return found / (found + missed) if found + missed else None


def recall_section(table, labels, unscored, reasons, checks, stale_checks, rule_families, corpus_table,
                   sample_tables=None):
    lines = ["", "## 1. Fix-commit recall", "",
             f"{len(labels)} labels: commits that added an accessibility API to an existing element (language `layout`: "
             "an attribute gained by a view's start tag in an Android layout file, scored on its own). DETECTED: a "
             "finding of the label's family lies in the element in the parent. GONE: none lies in the "
             "element after the fix (share of the detected). Each file is scanned inside its app at that commit, "
             "with the app's own components, as a user's scan of one file in the repository checks it. Corpus "
             "recall: the same family and language on `Corpus/`, which the rules were written against.", ""]
    if unscored:
        lines += [f"{unscored} labels were not scored: their repository is missing.", ""]
    lines += ["| family | language | labels | detected | recall | gone after fix | Corpus recall |",
              "| --- | --- | ---: | ---: | ---: | ---: | ---: |"]
    for family in FAMILIES + ("all",):
        for language in LANGUAGES + ("all",):
            row = table.get((family, language))
            if row is None or (language == "all" and family != "all" and not row.labels):
                continue
            name = family if family != "all" else "**all**"
            lines.append(f"| {name} | {language} | {row.labels} | {row.detected} | {percent(row.recall)} | "
                         f"{percent(row.gone_rate)} | {percent(corpus_recall(corpus_table, family, language))} |")
    label_families = {label.family for label in labels}
    no_rule = sorted(label_families - set(rule_families))
    if no_rule:
        lines += ["", "Families without any rule yet (recall 0 by construction): " + ", ".join(no_rule) + "."]
    no_labels = sorted(set(rule_families) - label_families)
    if no_labels:
        lines += ["", "Rule families without labels: " + ", ".join(no_labels) + "."]
    if checks:
        real = sum(row["verdict"] == "real" for row in checks)
        unsure = sum(row["verdict"] == "unsure" for row in checks)
        lines += ["", f"Labels read by eye (`label-checks.tsv`): {len(checks)} of the current labels, of which {real} "
                      f"were real defects a screen-reader user met ({percent(real / len(checks))}), {unsure} unsure"
                      + (f"; {stale_checks} more checks name labels the mining no longer yields." if stale_checks else ".")]
    if sample_tables and sample_tables[0]:
        lines += sample_recall_lines(*sample_tables)
    if reasons:
        lines += ["", "Candidate API lines the mining skipped, by reason:", ""]
        lines += [f"- {count} × {reason}" for reason, count in sorted(reasons.items(), key=lambda item: -item[1])]
    return lines


def sample_recall_lines(by_language, by_family=None, second=None):
    """Recall over the labels read as real defects, on the random sample, beside the raw figure:
    per language, per family when given, and the blind second reading when there is one."""
    lines = ["", "### Recall over real defects (random sample read by eye)", "",
             f"Per language, the labels from the start of a random order (seed {label_sample.SEED}) up to the first "
             "one not yet read, detected and missed alike (`run labels MIRRORS --per-language N --unchecked`). "
             "Recall over real: detected real labels / real labels, with its Wilson 95 % interval. The raw "
             "recall above stays the headline: this one leaves out the mining's noise, not the scanner's misses.", ""]
    lines += sample_table_lines("language", by_language)
    if by_family:
        lines += ["", "The same sample by family:", ""] + sample_table_lines("family", by_family)
    if second:
        lines += second_reading_lines(second)
    return lines


def second_reading_lines(table):
    lines = ["", "Read twice: labels of another random order (`label-second-reading.tsv`) read again by a reader "
             "who saw neither the first verdicts nor the scan's. Agreement is the share with the same verdict; "
             "recall over real is counted on these labels by each reading's verdicts.", "",
             "| language | read twice | same verdict | real, first reading | recall over real, first | "
             "real, second reading | recall over real, second |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for name in sorted(key for key in table if key != "all") + ["all"]:
        row = table.get(name)
        if row is None:
            continue
        lines.append(f"| {name if name != 'all' else '**all**'} | {row.read} | {row.agreed} "
                     f"({percent(row.agreed / row.read)}) | {row.first_real} | {percent(row.first_recall)} | "
                     f"{row.second_real} | {percent(row.second_recall)} |")
    return lines


def sample_table_lines(heading, table):
    lines = [f"| {heading} | read | real | not | unsure | raw recall on the read | detected real | recall over real "
             "| 95 % interval |", "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for name in sorted(key for key in table if key != "all") + ["all"]:
        row = table.get(name)
        if row is None:
            continue
        low, high = row.interval
        span = "—" if low is None else f"{percent(low)} – {percent(high)}"
        lines.append(f"| {name if name != 'all' else '**all**'} | {row.read} | {row.real} | {row.not_real} | "
                     f"{row.unsure} | {percent(row.detected / row.read if row.read else None)} | {row.real_detected} | "
                     f"{percent(row.real_recall)} | {span} |")
    return lines


def examples_section(rows):
    lines = ["", "## 2. Example collections", "",
             "Code blocks of the collections' pages, per framework. A bad snippet should give a finding, a good "
             "one none; snippets whose page does not say which way they show are left out.", "",
             "| framework | bad detected | good with a finding (false alarms) | left out |",
             "| --- | ---: | ---: | ---: |"]
    for framework, row in sorted(rows.items()):
        lines.append(f"| {framework} | {row['bad_detected']} / {row['bad']} | {row['good_flagged']} / {row['good']} | "
                     f"{row['unknown']} |")
    return lines


def precision_section(table, stale, pending_rows, total_findings, per_rule, seed, twice=None):
    judged = sum(row.judged for row in table.values())
    sampled = sum(row.sampled for row in table.values())
    sampled_judged = sum(row.sampled_judged for row in table.values())
    tp = sum(row.tp for row in table.values())
    fp = sum(row.fp for row in table.values())
    lines = ["", "## 3. Reviewed precision", "",
             f"Sample: every rule, up to {per_rule} findings each (seed {seed}). Judged: {judged} of "
             f"{total_findings} current findings ({percent(judged / total_findings if total_findings else None)}); "
             f"{sampled_judged} of the {sampled} sampled ({percent(sampled_judged / sampled if sampled else None)}). "
             f"Precision over judged findings: {percent(tp / (tp + fp) if tp + fp else None)} ({tp} TP, {fp} FP).", "",
             "| rule | findings | sampled | judged | TP | FP | unsure | precision |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for rule in sorted(table):
        row = table[rule]
        lines.append(f"| {rule} | {row.findings} | {row.sampled} | {row.judged} | {row.tp} | {row.fp} | {row.unsure} | "
                     f"{percent(row.precision)} |")
    if stale:
        lines += ["", f"{len(stale)} judgements name findings the scanner no longer reports (kept, not counted)."]
    if pending_rows:
        lines += ["", f"Sampled findings that need a judgement ({len(pending_rows)}; "
                      "`Benchmarks/realworld/run review MIRRORS` shows them with their code):", ""]
        lines += [f"- `{key.short_id}` {key.rule} — {key.repo} `{key.path}:{finding.line}`" for key, finding in pending_rows]
    if twice and twice.read:
        lines += precision_read_twice_lines(twice)
    return lines


def precision_read_twice_lines(twice):
    """The blind second reading of judged findings beside the first: agreement, and precision over
    the same findings by each reading's verdicts."""
    return ["", "Read twice: judged findings of another random order (seed 7, `review-second-reading.tsv`) judged "
            "again by a reader who did not see the verdicts of `reviews.tsv`. Where the two disagreed, a third reading "
            "from the code settled the verdict kept in `reviews.tsv`, so the agreement below is the second reading's "
            "with the settled verdicts (the first reading's own is in `docs/coverage.md`). Precision is counted on "
            "these findings by each file's verdicts (unsure ones left out).", "",
            "| read twice | same verdict | TP, FP in reviews.tsv | precision, reviews.tsv | TP, FP second | "
            "precision, second |",
            "| ---: | ---: | ---: | ---: | ---: | ---: |",
            f"| {twice.read} | {twice.agreed} ({percent(twice.agreed / twice.read)}) | {twice.first_tp}, "
            f"{twice.first_fp} | {percent(twice.first_precision)} | {twice.second_tp}, {twice.second_fp} | "
            f"{percent(twice.second_precision)} |"]


def components_section(apps, samples, judgements, per_app, seed):
    """The apps' own components with checks and the findings made through them, with their
    judged precision. `apps`: [(repo, components with checks, findings through them)]."""
    verdicts = {j.key: j.verdict for j in judgements}
    lines = ["", "## 5. The apps' own components", "",
             "Components (composables, SwiftUI views, button classes) whose callers are checked, and the findings made at such "
             f"calls. Sample: up to {per_app} of those findings per app (seed {seed}), judged like the others.", "",
             "| app | components with checks | findings through them | sampled | TP | FP | unsure | precision |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    totals = [0, 0, 0, 0, 0, 0]
    for repo, components, findings in apps:
        chosen = samples.get(repo, [])
        counts = [sum(verdicts.get(key) == verdict for key, _ in chosen) for verdict in ("TP", "FP", "unsure")]
        decided = counts[0] + counts[1]
        lines.append(f"| {repo} | {components} | {findings} | {len(chosen)} | {counts[0]} | {counts[1]} | {counts[2]} | "
                     f"{percent(counts[0] / decided if decided else None)} |")
        for index, value in enumerate([components, findings, len(chosen)] + counts):
            totals[index] += value
    decided = totals[3] + totals[4]
    lines.append(f"| **all** | {totals[0]} | {totals[1]} | {totals[2]} | {totals[3]} | {totals[4]} | {totals[5]} | "
                 f"{percent(totals[3] / decided if decided else None)} |")
    pending = [(key, finding) for repo in sorted(samples) for key, finding in samples[repo] if key not in verdicts]
    if pending:
        lines += ["", f"Sampled findings through components that need a judgement ({len(pending)}; "
                      "`Benchmarks/realworld/run review MIRRORS --components` shows them):", ""]
        lines += [f"- `{key.short_id}` {key.rule} — {key.repo} `{key.path}:{finding.line}`" for key, finding in pending]
    return lines


def speed_section(result, pattern_file, skipped_reason=None):
    lines = ["", "## 4. Speed on real code", ""]
    if skipped_reason:
        return lines + [skipped_reason]
    if result.error:
        return lines + [f"Not measured: {result.error}."]
    if not result.files:
        return lines + ["Not measured: none of the pinned apps is in the mirrors folder."]
    from statistics import median
    ratio = result.ratio
    lines += [f"{result.files} Swift and Kotlin files, {result.megabytes:.1f} MB (the pinned apps), `--jobs 2`, "
              f"medians of {len(result.a11yscan)} runs taking turns; load average before the runs: {result.load}.", "",
              "| tool | median | |", "| --- | ---: | --- |",
              f"| ripgrep, one pass of `{pattern_file}` | {1000 * median(result.ripgrep):.0f} ms | reference |",
              f"| a11yscan, all built-in rules | {1000 * median(result.a11yscan):.0f} ms | "
              f"{ratio:.2f} × ripgrep (target ≤ 1.5 ×) {'✅' if ratio <= 1.5 else '❌'} |"]
    return lines
