/// The report's whole style sheet, inlined so the file needs nothing beside it. Light and dark
/// colour schemes follow the reader's system; colour is never the only carrier of meaning
/// (counts are printed in every heat-map cell, severities are spelled out), and every text
/// colour keeps a contrast of 4.5:1 or more against the backgrounds it is used on (tested).
enum HTMLStyleSheet {
    static let css = """
    :root {
      --bg: #f5f6f8; --panel: #ffffff; --ink: #1d2433; --muted: #5b6475; --line: #e2e5eb;
      --accent: #3451b2; --accent-soft: #e8ecfb; --code-bg: #f3f4f7; --mark: #ffe58f;
      --error: #b42318; --error-soft: #fde8e6; --warning: #9a4d00; --warning-soft: #fff1de;
      --note: #175cd3; --note-soft: #e6effd; --good: #16794a; --good-soft: #e3f5eb;
      --on-accent: #ffffff; --masthead: #1e2a4a;
      --heat-1: #fde4e1; --heat-2: #f9c2ba; --heat-3: #f09384; --heat-4: #c2412f; --heat-5: #8f2418;
      --heat-ink-1: #1d2433; --heat-ink-2: #1d2433; --heat-ink-3: #1d2433; --heat-ink-4: #ffffff; --heat-ink-5: #ffffff;
      --shadow: 0 1px 2px rgba(16, 24, 40, .06), 0 1px 3px rgba(16, 24, 40, .08);
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #12151c; --panel: #1b1f29; --ink: #e6e8ee; --muted: #a3aab8; --line: #2c3240;
        --accent: #8fa6ff; --accent-soft: #263055; --code-bg: #11141b; --mark: #6b5400;
        --error: #ff8a80; --error-soft: #4a1d1a; --warning: #ffb766; --warning-soft: #45300f;
        --note: #8ab4ff; --note-soft: #1b2d4d; --good: #6fd19b; --good-soft: #17382a;
        --on-accent: #12151c; --masthead: #1e2a4a;
        --heat-1: #3a2220; --heat-2: #5a2a25; --heat-3: #7d3128; --heat-4: #b54434; --heat-5: #e06a58;
        --heat-ink-1: #e6e8ee; --heat-ink-2: #e6e8ee; --heat-ink-3: #ffffff; --heat-ink-4: #ffffff; --heat-ink-5: #12151c;
        --shadow: none;
      }
    }
    * { box-sizing: border-box; }
    html { font-size: 15px; }
    body {
      margin: 0; background: var(--bg); color: var(--ink); line-height: 1.5;
      font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif;
    }
    code, pre, .mono { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: .9em; }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
    .skip-link { position: absolute; left: 12px; top: -60px; z-index: 2; background: var(--panel); color: var(--accent); padding: 8px 14px; border-radius: 8px; }
    .skip-link:focus { top: 12px; }
    .masthead { background: linear-gradient(120deg, var(--masthead), #34457a); color: #fff; padding: 28px 0 72px; }
    .masthead h1 { margin: 0 0 4px; font-size: 1.9rem; font-weight: 650; letter-spacing: -.01em; }
    .masthead p { margin: 0; }
    .masthead a { color: #fff; }
    .masthead :focus-visible { outline-color: #fff; }
    ul.toc { list-style: none; display: flex; flex-wrap: wrap; gap: 4px 18px; margin: 14px 0 0; padding: 0; font-size: .9rem; }
    .wrap { max-width: 1360px; margin: 0 auto; padding: 0 24px; }
    main.wrap { margin-top: -52px; padding-bottom: 48px; }
    section.panel { background: var(--panel); border-radius: 12px; box-shadow: var(--shadow); padding: 20px 24px; margin: 0 0 20px; border: 1px solid var(--line); }
    section.panel > h2 { margin: 0 0 4px; font-size: 1.2rem; }
    .lead { margin: 0 0 16px; color: var(--muted); }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(128px, 1fr)); gap: 12px; margin: 0 0 20px; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; box-shadow: var(--shadow); }
    .card dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
    .card dd { margin: 2px 0 0; font-size: 1.9rem; font-weight: 650; font-variant-numeric: tabular-nums; }
    .card .detail { margin: 0; font-size: .85rem; color: var(--muted); font-weight: 400; }
    .card.findings dd[data-total] { color: var(--accent); }
    .grid-2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 20px; }
    .grid-2 > section.panel { margin: 0; }
    .grid-2 { margin-bottom: 20px; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th, td { padding: 7px 6px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    thead th { font-size: .8rem; color: var(--muted); font-weight: 650; vertical-align: bottom; }
    td.num { white-space: nowrap; }
    td.num, th.num { text-align: right; }
    tfoot th, tfoot td { border-bottom: 0; border-top: 2px solid var(--line); font-weight: 650; }
    .heat td { text-align: center; min-width: 64px; font-weight: 600; border: 2px solid var(--panel); border-radius: 6px; }
    .heat td.zero { color: var(--muted); font-weight: 400; }
    .heat td.uncovered { color: var(--muted); background: repeating-linear-gradient(135deg, transparent 0 5px, var(--line) 5px 6px); font-weight: 400; }
    .heat td.heat-1, .swatch.heat-1 { background: var(--heat-1); color: var(--heat-ink-1); }
    .heat td.heat-2 { background: var(--heat-2); color: var(--heat-ink-2); }
    .heat td.heat-3 { background: var(--heat-3); color: var(--heat-ink-3); }
    .heat td.heat-4 { background: var(--heat-4); color: var(--heat-ink-4); }
    .heat td.heat-5, .swatch.heat-5 { background: var(--heat-5); color: var(--heat-ink-5); }
    .swatch.uncovered { background: repeating-linear-gradient(135deg, transparent 0 3px, var(--muted) 3px 4px); }
    button.count-button { font: inherit; color: inherit; background: none; border: 0; padding: 0 2px; cursor: pointer; text-decoration: underline; text-underline-offset: 2px; }
    .heat th[scope=row] { font-weight: 600; }
    .heat .total { color: var(--muted); }
    .legend { display: flex; gap: 16px; flex-wrap: wrap; font-size: .85rem; color: var(--muted); margin-top: 10px; }
    .swatch { display: inline-block; width: 14px; height: 14px; border-radius: 3px; vertical-align: -2px; margin-right: 4px; border: 1px solid var(--line); }
    svg.bars { max-width: 100%; height: auto; display: block; }
    svg.bars text { fill: var(--ink); font-size: 12px; font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
    svg.bars .bar-value { fill: var(--muted); }
    svg.bars .track { fill: var(--code-bg); }
    svg.bars .fill { fill: var(--accent); }
    svg.bars .fill.swiftui { fill: #2f6fde; } svg.bars .fill.uikit { fill: #6c5ce7; }
    svg.bars .fill.compose { fill: #1f9d6b; } svg.bars .fill.views { fill: #c77d12; }
    svg.bars .fill.family { fill: #8a4fc7; }
    .tools { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; margin: 0 0 12px; }
    .tools input[type=search] { font: inherit; padding: 7px 10px; border: 1px solid var(--line); border-radius: 8px; min-width: 280px; background: var(--bg); color: var(--ink); }
    .tools output { color: var(--muted); font-size: .9rem; }
    .tools button, th button {
      font: inherit; color: inherit; background: none; border: 0; padding: 0; cursor: pointer;
      text-transform: inherit; letter-spacing: inherit;
    }
    .tools button { border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px; background: var(--panel); }
    th button::after { content: "\\00a0\\2195"; opacity: .35; }
    th[aria-sort=ascending] button::after { content: " \\2191"; opacity: 1; }
    th[aria-sort=descending] button::after { content: " \\2193"; opacity: 1; }
    .table-scroll { overflow-x: auto; }
    #repo-table, #team-table { font-size: .93rem; }
    #repo-table tbody tr:hover { background: var(--accent-soft); }
    #repo-table td.repo { overflow-wrap: anywhere; min-width: 150px; }
    .repo-path, .repo-team, .repo-commit { color: var(--muted); font-size: .82rem; }
    .meter { display: inline-block; height: 10px; background: var(--accent); border-radius: 2px; margin-right: 8px; vertical-align: middle; }
    details.quiet-rules { margin-top: 12px; color: var(--muted); }
    details.quiet-rules > summary { cursor: pointer; }
    details.quiet-rules p { margin: 6px 0 0; line-height: 1.8; }
    svg.trend { max-width: 100%; height: auto; display: block; }
    svg.trend text { fill: var(--muted); font-size: 12px; }
    svg.trend .grid { stroke: var(--line); }
    svg.trend .line { fill: none; stroke-width: 2.5; }
    svg.trend .line.findings { stroke: var(--accent); } svg.trend .line.errors { stroke: var(--error); stroke-dasharray: 6 4; }
    svg.trend .dot { fill: var(--panel); stroke-width: 2; } svg.trend .dot.findings { stroke: var(--accent); } svg.trend .dot.errors { stroke: var(--error); }
    .swatch.line-findings { background: var(--accent); } .swatch.line-errors { background: var(--error); }
    details.trend-numbers { margin-top: 10px; } details.trend-numbers > summary { cursor: pointer; color: var(--accent); }
    .spark-cell { display: inline-flex; align-items: center; gap: 6px; white-space: nowrap; font-size: .85rem; }
    svg.spark polyline { fill: none; stroke: var(--accent); stroke-width: 1.5; }
    svg.spark circle { fill: var(--accent); }
    .spark-none, .delta-same { color: var(--muted); }
    form.filters { margin: 0 0 8px; }
    form.filters h3 { font-size: 1rem; margin: 0 0 8px; }
    .filter-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(190px, 1fr)); gap: 10px 14px; margin: 0 0 12px; }
    .field label { display: block; font-size: .85rem; font-weight: 600; margin-bottom: 2px; }
    .field select { width: 100%; font: inherit; font-size: .9rem; padding: 5px 6px; border: 1px solid var(--muted); border-radius: 6px; background: var(--panel); color: var(--ink); }
    .filter-status { font-weight: 600; margin: 0 0 12px; }
    .filter-status:empty { display: none; }
    .status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: .8rem; font-weight: 600; background: var(--code-bg); color: var(--muted); }
    .status.scanned { background: var(--good-soft); color: var(--good); }
    .status.missing, .status.unreadable, .status.not-a-folder, .status.configuration-error { background: var(--error-soft); color: var(--error); }
    .sev { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: .78rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; }
    .sev.error { background: var(--error-soft); color: var(--error); }
    .sev.warning { background: var(--warning-soft); color: var(--warning); }
    .sev.note { background: var(--note-soft); color: var(--note); }
    .new { background: var(--accent); color: var(--on-accent); border-radius: 999px; padding: 0 8px; font-size: .78rem; font-weight: 700; }
    .delta-new { color: var(--error); font-weight: 600; } .delta-fixed { color: var(--good); font-weight: 600; }
    details.repository { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 10px; background: var(--panel); }
    details.repository > summary { padding: 10px 14px; cursor: pointer; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
    details.repository > summary .name { font-weight: 650; font-size: 1.05rem; }
    details.repository > summary .counts, details.repository > summary .shown { color: var(--muted); font-size: .9rem; }
    details.repository[open] > summary { border-bottom: 1px solid var(--line); }
    .repository-body { padding: 6px 14px 14px; }
    .meta { color: var(--muted); font-size: .88rem; margin: 6px 0 10px; }
    details.file { margin: 8px 0; }
    details.file > summary { cursor: pointer; padding: 4px 0; }
    details.file > summary code { font-weight: 600; }
    details.finding { border-left: 4px solid var(--line); margin: 6px 0; background: var(--bg); border-radius: 0 8px 8px 0; }
    details.finding.error { border-left-color: var(--error); } details.finding.warning { border-left-color: var(--warning); } details.finding.note { border-left-color: var(--note); }
    details.finding > summary { cursor: pointer; padding: 6px 12px; }
    details.finding > summary .loc { font-weight: 600; }
    .finding-body { padding: 0 12px 10px; }
    .finding-body p { margin: 6px 0; }
    pre.snippet { background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; tab-size: 4; margin: 6px 0; }
    pre.snippet .ln { color: var(--muted); user-select: none; margin-right: 12px; }
    pre.snippet mark { background: var(--mark); color: inherit; border-radius: 2px; }
    pre.snippet .cut { color: var(--muted); user-select: none; }
    .place, .wcag { font-size: .88rem; color: var(--muted); }
    blockquote.guidance { margin: 8px 0; padding: 6px 12px; border-left: 3px solid var(--accent); background: var(--accent-soft); border-radius: 0 6px 6px 0; }
    blockquote.guidance p, blockquote.guidance ul { margin: 4px 0; }
    .fix { margin: 6px 0 0; }
    .fix strong { color: var(--good); }
    ul.problems, ul.fixed { margin: 6px 0; padding-left: 20px; font-size: .9rem; }
    .empty-note { color: var(--muted); font-style: italic; }
    footer { color: var(--muted); font-size: .85rem; text-align: center; padding: 0 0 32px; }
    @media print {
      .masthead { background: none; color: inherit; padding: 0; } main.wrap { margin-top: 0; }
      .tools { display: none; } details.repository { break-inside: avoid-page; }
    }
    """
}
