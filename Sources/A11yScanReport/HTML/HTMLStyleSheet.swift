/// The report's whole style sheet, inlined so the file needs nothing beside it. Light and dark
/// colour schemes follow the reader's system; colour is never the only carrier of meaning
/// (counts are printed in every heat-map cell, severities are spelled out).
enum HTMLStyleSheet {
    static let css = """
    :root {
      --bg: #f5f6f8; --panel: #ffffff; --ink: #1d2433; --muted: #5b6475; --line: #e2e5eb;
      --accent: #3451b2; --accent-soft: #e8ecfb; --code-bg: #f3f4f7; --mark: #ffe58f;
      --error: #b42318; --error-soft: #fde8e6; --warning: #9a4d00; --warning-soft: #fff1de;
      --note: #175cd3; --note-soft: #e6effd; --good: #16794a; --good-soft: #e3f5eb;
      --heat: 180, 52, 40; --shadow: 0 1px 2px rgba(16, 24, 40, .06), 0 1px 3px rgba(16, 24, 40, .08);
      color-scheme: light dark;
    }
    @media (prefers-color-scheme: dark) {
      :root {
        --bg: #12151c; --panel: #1b1f29; --ink: #e6e8ee; --muted: #a3aab8; --line: #2c3240;
        --accent: #8fa6ff; --accent-soft: #263055; --code-bg: #11141b; --mark: #6b5400;
        --error: #ff8a80; --error-soft: #4a1d1a; --warning: #ffb766; --warning-soft: #45300f;
        --note: #8ab4ff; --note-soft: #1b2d4d; --good: #6fd19b; --good-soft: #17382a;
        --heat: 255, 120, 100; --shadow: none;
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
    .masthead { background: linear-gradient(120deg, #1e2a4a, #34457a); color: #fff; padding: 28px 0 72px; }
    .masthead h1 { margin: 0 0 4px; font-size: 1.9rem; font-weight: 650; letter-spacing: -.01em; }
    .masthead p { margin: 0; opacity: .85; }
    .wrap { max-width: 1180px; margin: 0 auto; padding: 0 24px; }
    main.wrap { margin-top: -52px; padding-bottom: 48px; }
    section.panel { background: var(--panel); border-radius: 12px; box-shadow: var(--shadow); padding: 20px 24px; margin: 0 0 20px; border: 1px solid var(--line); }
    section.panel > h2 { margin: 0 0 4px; font-size: 1.2rem; }
    .lead { margin: 0 0 16px; color: var(--muted); }
    .cards { display: grid; grid-template-columns: repeat(auto-fit, minmax(160px, 1fr)); gap: 12px; margin: 0 0 20px; }
    .card { background: var(--panel); border: 1px solid var(--line); border-radius: 12px; padding: 14px 16px; box-shadow: var(--shadow); }
    .card dt { font-size: .8rem; text-transform: uppercase; letter-spacing: .06em; color: var(--muted); }
    .card dd { margin: 2px 0 0; font-size: 1.9rem; font-weight: 650; font-variant-numeric: tabular-nums; }
    .card .detail { margin: 0; font-size: .85rem; color: var(--muted); }
    .card.findings dd { color: var(--accent); }
    .grid-2 { display: grid; grid-template-columns: repeat(auto-fit, minmax(420px, 1fr)); gap: 20px; }
    .grid-2 > section.panel { margin: 0; }
    .grid-2 { margin-bottom: 20px; }
    table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
    th, td { padding: 7px 10px; border-bottom: 1px solid var(--line); text-align: left; vertical-align: top; }
    thead th { font-size: .78rem; text-transform: uppercase; letter-spacing: .05em; color: var(--muted); font-weight: 600; white-space: nowrap; }
    td.num, th.num { text-align: right; }
    tfoot th, tfoot td { border-bottom: 0; border-top: 2px solid var(--line); font-weight: 650; }
    .heat td { text-align: center; min-width: 64px; font-weight: 600; border: 2px solid var(--panel); border-radius: 6px; }
    .heat td.zero { color: var(--muted); font-weight: 400; }
    .heat td.uncovered { color: var(--muted); background: repeating-linear-gradient(135deg, transparent 0 5px, var(--line) 5px 6px); font-weight: 400; }
    .heat td.hot { color: #fff; }
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
    th button::after { content: " \\2195"; opacity: .35; }
    th[aria-sort=ascending] button::after { content: " \\2191"; opacity: 1; }
    th[aria-sort=descending] button::after { content: " \\2193"; opacity: 1; }
    .table-scroll { overflow-x: auto; }
    #repo-table tbody tr:hover { background: var(--accent-soft); }
    .repo-path { color: var(--muted); font-size: .82rem; }
    .status { display: inline-block; padding: 1px 8px; border-radius: 999px; font-size: .8rem; font-weight: 600; background: var(--code-bg); color: var(--muted); }
    .status.scanned { background: var(--good-soft); color: var(--good); }
    .status.missing, .status.unreadable, .status.not-a-folder, .status.configuration-error { background: var(--error-soft); color: var(--error); }
    .sev { display: inline-block; padding: 0 8px; border-radius: 999px; font-size: .78rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; }
    .sev.error { background: var(--error-soft); color: var(--error); }
    .sev.warning { background: var(--warning-soft); color: var(--warning); }
    .sev.note { background: var(--note-soft); color: var(--note); }
    .new { background: var(--accent); color: #fff; border-radius: 999px; padding: 0 8px; font-size: .78rem; font-weight: 700; }
    .delta-new { color: var(--error); font-weight: 600; } .delta-fixed { color: var(--good); font-weight: 600; }
    details.repository { border: 1px solid var(--line); border-radius: 10px; margin: 0 0 10px; background: var(--panel); }
    details.repository > summary { padding: 10px 14px; cursor: pointer; display: flex; gap: 10px; align-items: baseline; flex-wrap: wrap; }
    details.repository > summary .name { font-weight: 650; font-size: 1.05rem; }
    details.repository > summary .counts { color: var(--muted); font-size: .9rem; }
    details.repository[open] > summary { border-bottom: 1px solid var(--line); }
    .repository-body { padding: 6px 14px 14px; }
    .meta { color: var(--muted); font-size: .88rem; margin: 6px 0 10px; }
    details.file { margin: 8px 0; }
    details.file > summary { cursor: pointer; padding: 4px 0; }
    details.file > summary code { font-weight: 600; }
    .finding { border-left: 4px solid var(--line); padding: 8px 12px; margin: 8px 0 12px; background: var(--bg); border-radius: 0 8px 8px 0; }
    .finding.error { border-left-color: var(--error); } .finding.warning { border-left-color: var(--warning); } .finding.note { border-left-color: var(--note); }
    .finding-head { display: flex; gap: 8px; flex-wrap: wrap; align-items: baseline; }
    .finding-head .loc { font-weight: 600; }
    .finding-head .rule { color: var(--muted); }
    .finding p { margin: 6px 0; }
    pre.snippet { background: var(--code-bg); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; overflow-x: auto; tab-size: 4; margin: 6px 0; }
    pre.snippet .ln { color: var(--muted); user-select: none; margin-right: 12px; }
    pre.snippet mark { background: var(--mark); color: inherit; border-radius: 2px; }
    pre.snippet .cut { color: var(--muted); user-select: none; }
    .place { font-size: .88rem; color: var(--muted); }
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
