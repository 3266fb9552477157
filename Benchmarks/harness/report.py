"""Renders the results as one Markdown document: throughput table, targets, editor case,
time breakdown, scaling, memory and notes."""

import datetime
import os


def _seconds(value):
    if value is None:
        return "–"
    return f"{value * 1000:.1f} ms" if value < 1 else f"{value:.2f} s"


def _ratio(value):
    return "–" if value is None else f"{value:.2f}×" if value < 10 else f"{value:.0f}×"


def _per_second(value):
    if value >= 1e6:
        return f"{value / 1e6:.2f} M"
    return f"{value / 1e3:.1f} k" if value >= 1e3 else f"{value:.0f}"


def _verdict(ok):
    return "–" if ok is None else "✅ met" if ok else "❌ missed"


def _a11yscan(results, jobs):
    return next((r for r in results.rows if r.tool.startswith("a11yscan") and r.jobs == jobs and r.measurement.ok), None)


def _a11yscan_for_peers(results, jobs, peer=None):
    """The run `peer` is compared with: the peer families timed right after it when that was
    done, else the peer families timed with a11yscan's own runs, else all rules."""
    beside = next((r for r in results.rows if peer and r.paired == peer and r.jobs == jobs and r.measurement.ok), None)
    families = next((r for r in results.rows if r.tool.startswith("a11yscan (peer families") and not r.paired
                     and r.jobs == jobs and r.measurement.ok), None)
    return beside or families or _a11yscan(results, jobs)


def _median(row):
    return row.measurement.median_seconds if row and row.measurement.ok else None


def throughput_table(results):
    corpus = results.corpus
    lines = ["| tool | jobs | runs | median wall | MB/s | lines/s | peak RSS | × ripgrep ref | peer ÷ a11yscan (same families) | findings | note |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |"]
    for row in results.rows:
        m = row.measurement
        median = m.median_seconds if m.ok else None
        reference = _median(results.reference.get(row.jobs))
        own = _median(_a11yscan_for_peers(results, row.jobs, row.tool))
        mbps = f"{corpus['bytes'] / 1e6 / median:.1f}" if median else "–"
        lps = _per_second(corpus["lines"] / median) if median else "–"
        rss = f"{m.peak_rss_mb:.0f} MB" if m.ok else "–"
        vs_rg = _ratio(median / reference) if median and reference else "–"
        vs_own = _ratio(median / own) if median and own and not row.tool.startswith(("a11yscan", "ripgrep")) else "–"
        reference_mark = " (ref)" if results.reference.get(row.jobs) is row else ""
        findings = "–" if row.findings is None else str(row.findings)
        note = row.note or ("" if m.ok else m.error)
        lines.append(f"| {row.tool}{reference_mark} | {row.jobs} | {len(m.samples)} | {_seconds(median)} | {mbps} | "
                     f"{lps} | {rss} | {vs_rg} | {vs_own} | {findings} | {note} |")
    return lines


def targets_table(results, peer_timeout):
    rows = ["| target | measured | verdict |", "| --- | --- | --- |"]
    for jobs in (1, 2):
        own, reference = _median(_a11yscan(results, jobs)), _median(results.reference.get(jobs))
        ratio = own / reference if own and reference else None
        rows.append(f"| all rules ≤ 1.5 × ripgrep's best anchors-only time (jobs {jobs}) | {_ratio(ratio)} | "
                    f"{_verdict(None if ratio is None else ratio <= 1.5)} |")
    for peer, goal in (("semgrep", 100), ("ast-grep", 20)):
        for jobs in (1, 2):
            row = next((r for r in results.rows if r.tool == peer and r.jobs == jobs), None)
            own = _median(_a11yscan_for_peers(results, jobs, peer))
            if row is None:
                rows.append(f"| ≥ {goal}× faster than {peer} (jobs {jobs}) | not run | – |")
                continue
            if row.measurement.timed_out and own:
                bound = peer_timeout / own
                rows.append(f"| ≥ {goal}× faster than {peer} (jobs {jobs}) | > {_ratio(bound)} ({peer} stopped "
                            f"after {peer_timeout} s) | {_verdict(True) if bound >= goal else 'unknown'} |")
                continue
            speedup = _median(row) / own if _median(row) and own else None
            rows.append(f"| ≥ {goal}× faster than {peer} (jobs {jobs}) | {_ratio(speedup)} | "
                        f"{_verdict(None if speedup is None else speedup >= goal)} |")
    if results.memory:
        largest = max(results.memory, key=lambda entry: entry["size"])
        smallest = min(results.memory, key=lambda entry: entry["size"])
        peak, base = largest["measurement"].peak_rss_mb, smallest["measurement"].peak_rss_mb
        rows.append(f"| peak RSS ≤ 100 MB on {largest['size']} MB | {peak:.0f} MB | {_verdict(peak <= 100)} |")
        growth = peak / base if base else None
        rows.append(f"| RSS not growing with corpus size ({smallest['size']} → {largest['size']} MB) | "
                    f"{base:.0f} → {peak:.0f} MB ({_ratio(growth)}) | {_verdict(None if growth is None else growth <= 1.25)} |")
    else:
        rows.append("| peak RSS ≤ 100 MB on 300 MB, not growing | not measured (`--memory-check`) | – |")
    ide = results.ide.get("measurement")
    ide_median = ide.median_seconds if ide and ide.ok else None
    rows.append(f"| editor case ≤ 20 ms median, process start included | {_seconds(ide_median)} | "
                f"{_verdict(None if ide_median is None else ide_median <= 0.020)} |")
    one, two = _median(_a11yscan(results, 1)), _median(_a11yscan(results, 2))
    scaling = one / two if one and two else None
    rows.append(f"| `--jobs 2` ≥ 1.7× faster than `--jobs 1` | {_ratio(scaling)} | "
                f"{_verdict(None if scaling is None else scaling >= 1.7)} |")
    return rows


def breakdown_lines(results):
    steps = results.breakdown
    if not steps:
        return []

    def median(name):
        m = steps.get(name)
        return m.median_seconds if m is not None and m.ok else None

    start, loaded, lexed, full = median("start"), median("start+rules"), median("lex"), median("all")
    parts = [
        ("process start (`a11yscan --version`)", start),
        ("rule loading and set-up (empty file − start)", loaded - start if loaded and start else None),
        ("walk, read and lex the corpus (never-matching rules − empty file)", lexed - loaded if lexed and loaded else None),
        ("matching: anchors, extents, predicates, findings, output (all rules − never-matching rules)",
         full - lexed if full and lexed else None),
    ]
    lines = ["| part (jobs 1) | time | share of the full scan |", "| --- | ---: | ---: |"]
    for name, value in parts:
        share = f"{100 * value / full:.0f} %" if value is not None and full else "–"
        lines.append(f"| {name} | {_seconds(value)} | {share} |")
    lines.append(f"| full scan, all rules | {_seconds(full)} | 100 % |")
    return lines


def render(results, args):
    corpus = results.corpus
    load = os.getloadavg()
    now = datetime.datetime.now().strftime("%Y-%m-%d %H:%M")
    rules = results.rules
    languages = ", ".join(f"{n} {lang}" for lang, n in sorted(rules.get("by_language", {}).items()))
    out = [f"# a11yscan benchmark — {now}", "",
           f"Corpus: `{args.corpus}` — {corpus['files']} files, {corpus['bytes'] / 1e6:.1f} MB, "
           f"{corpus['lines']:,} lines. Rules: {rules.get('count', 0)} ({languages}), {rules.get('source')}. "
           f"Machine: {os.cpu_count()} cores, load average {load[0]:.2f} / {load[1]:.2f} / {load[2]:.2f} at the end. "
           f"Median of {args.runs} runs after one warm-up. Peers: {args.peer_runs} run(s), "
           f"{args.quick_peer_runs} when a run takes under a minute, no warm-up, each run followed by "
           f"a11yscan's beside it.", "",
           "## Throughput", ""]
    out += throughput_table(results)
    out += ["", "`× ripgrep ref`: median wall time over the fastest ripgrep run at the same jobs (lower is better). "
            "`peer ÷ a11yscan`: how many times longer the peer took than a11yscan at the same jobs, a11yscan running "
            "its rules of the families the peer rules cover, timed right after the peer (the row \"beside\" it; all "
            "rules when the peers were not run).", "",
            "## Targets", ""]
    out += targets_table(results, args.peer_timeout)
    ide = results.ide.get("measurement")
    if ide is not None:
        out += ["", "## Editor case", "",
                f"One {results.ide['lines']}-line SwiftUI file through {results.ide['how']}, `--format xcode`, "
                f"process start included: median {_seconds(ide.median_seconds if ide.ok else None)} over "
                f"{len(ide.samples)} runs (min {_seconds(min((s.seconds for s in ide.samples), default=None))}, "
                f"max {_seconds(max((s.seconds for s in ide.samples), default=None))}), peak RSS "
                f"{ide.peak_rss_mb:.0f} MB." if ide.ok else f"Failed: {ide.error}"]
    out += ["", "## Where the time goes", "",
            "By differences of whole runs at `--jobs 1`: `a11yscan --version` (process start), a scan of an empty "
            "file (start + rule loading), the corpus with two never-matching rules, one per language (start + "
            "walking + reading + lexing; every file is still lexed), and the corpus with all rules.", ""]
    out += breakdown_lines(results)
    if results.profile:
        out += ["", f"Function-level inclusive costs under callgrind: `{results.profile}`."]
    one, two = _median(_a11yscan(results, 1)), _median(_a11yscan(results, 2))
    out += ["", "## Scaling", ""]
    for label, prefix in (("a11yscan", "a11yscan"), ("ripgrep (reference)", None)):
        if prefix:
            a, b = one, two
        else:
            a, b = _median(results.reference.get(1)), _median(results.reference.get(2))
        out.append(f"- {label}: jobs 1 {_seconds(a)}, jobs 2 {_seconds(b)}, speed-up {_ratio(a / b if a and b else None)}")
    if results.memory:
        out += ["", "## Memory growth", "", "| corpus | files | wall (jobs 2) | peak RSS |", "| ---: | ---: | ---: | ---: |"]
        for entry in results.memory:
            m = entry["measurement"]
            out.append(f"| {entry['size']} MB | {entry['totals']['files']} | {_seconds(m.median_seconds)} | "
                       f"{m.peak_rss_mb:.0f} MB |" if m.ok else f"| {entry['size']} MB | – | – | {m.error} |")
    out += ["", "## Notes", ""]
    out += [f"- {note}" for note in results.notes]
    out.append("- Versions: " + "; ".join(f"{k}: {v}" for k, v in results.versions.items() if v))
    out.append("- Wall time: monotonic clock around spawn and wait; peak RSS: `/usr/bin/time -f %M` around the first "
               "run of each measurement. All tools write their output to a regular file.")
    return "\n".join(out) + "\n"
