import A11yScanBatch
import A11yScanCore

/// Trend charts as inline SVG: the overall line chart (findings and errors per report, with the
/// numbers as a table beside it) and the small per-repository and per-team sparklines. Each
/// chart names its values in text for screen readers; colour never carries a value alone.
enum HTMLTrend {
    /// The overall chart over `points`, oldest first, the current report last.
    static func overall(_ points: [TrendPoint]) -> String {
        let (width, height) = (1000, 240)
        let (left, right, top, bottom) = (60, 48, 16, 48)
        let plotWidth = width - left - right, plotHeight = height - top - bottom
        let maximum = niceCeiling(points.map(\.findings).max() ?? 0)
        let x = { (index: Int) in left + (points.count == 1 ? plotWidth / 2 : plotWidth * index / (points.count - 1)) }
        let y = { (value: Int) in top + plotHeight - plotHeight * value / maximum }
        let description = points.map { "\($0.label): \(HTMLText.count($0.findings, "finding")), \(HTMLText.count($0.errors, "error"))" }
            .joined(separator: "; ")
        var svg = "<svg class=\"trend\" id=\"trend-chart\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"trend-chart-title trend-chart-desc\">\n"
        svg += "<title id=\"trend-chart-title\">Findings and errors per report, oldest first</title>\n"
        svg += "<desc id=\"trend-chart-desc\">\(HTMLText.escape(description))</desc>\n"
        for step in 0...2 {
            let value = maximum * step / 2
            svg += "<line class=\"grid\" x1=\"\(left)\" x2=\"\(width - right)\" y1=\"\(y(value))\" y2=\"\(y(value))\"/>"
            svg += "<text class=\"axis\" x=\"\(left - 8)\" y=\"\(y(value) + 4)\" text-anchor=\"end\">\(HTMLText.number(value))</text>\n"
        }
        let every = max(1, (points.count + 9) / 10)
        for (index, point) in points.enumerated() where index % every == 0 || index == points.count - 1 {
            let label = point.label.count > 14 ? String(point.label.prefix(13)) + "…" : point.label
            svg += "<text class=\"axis\" x=\"\(x(index))\" y=\"\(height - bottom + 20)\" text-anchor=\"middle\">\(HTMLText.escape(label))</text>\n"
        }
        for (series, value) in [("errors", \TrendPoint.errors), ("findings", \TrendPoint.findings)] {
            let coordinates = points.enumerated().map { "\(x($0.offset)),\(y($0.element[keyPath: value]))" }
            svg += "<polyline class=\"line \(series)\" points=\"\(coordinates.joined(separator: " "))\"/>\n"
            for (index, point) in points.enumerated() {
                svg += "<circle class=\"dot \(series)\" cx=\"\(x(index))\" cy=\"\(y(point[keyPath: value]))\" r=\"4\">"
                svg += "<title>\(HTMLText.escape(point.label)): \(HTMLText.count(point[keyPath: value], String(series.dropLast())))</title></circle>\n"
            }
        }
        svg += "</svg>\n"
        var html = "<div class=\"chart-scroll\">\(svg)</div>\n"
        html += "<p class=\"legend\"><span><span class=\"swatch line-findings\"></span>findings</span>"
        html += "<span><span class=\"swatch line-errors\"></span>errors (dashed)</span></p>\n"
        return html + table(points)
    }

    /// The numbers behind the overall chart, folded.
    private static func table(_ points: [TrendPoint]) -> String {
        var html = "<details class=\"trend-numbers\"><summary>The numbers behind the chart</summary>\n<div class=\"table-scroll\"><table>\n"
        html += "<caption class=\"visually-hidden\">Totals per report, oldest first</caption>\n<thead><tr><th scope=\"col\">Report</th>"
        for title in ["Repositories", "Lines", "Findings", "Per 1,000 lines", "Errors", "Warnings", "Notes"] {
            html += "<th scope=\"col\" class=\"num\">\(title)</th>"
        }
        html += "</tr></thead>\n<tbody>\n"
        for point in points {
            html += "<tr><th scope=\"row\">\(HTMLText.escape(point.label))</th>"
            for number in [HTMLText.number(point.repositories.count), HTMLText.number(point.lines), HTMLText.number(point.findings),
                           HTMLText.perThousand(point.findings, lines: point.lines), HTMLText.number(point.errors),
                           HTMLText.number(point.warnings), HTMLText.number(point.notes)] {
                html += "<td class=\"num\">\(number)</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody></table></div>\n</details>\n"
    }

    /// A 72 × 24 line of `values` (nil where a report lacks the subject), the last value marked,
    /// followed by the change since the report before. Named in full for screen readers.
    static func sparkline(_ values: [Int?], labels: [String], subject: String) -> String {
        let present = values.enumerated().compactMap { item in item.element.map { (item.offset, $0) } }
        guard present.count > 1, let last = present.last else {
            return "<span class=\"spark-none\" title=\"not in earlier reports\">—</span>"
        }
        let (width, height, pad) = (72, 24, 3)
        let low = present.map(\.1).min() ?? 0, high = present.map(\.1).max() ?? 0
        let x = { (index: Int) in pad + (width - 2 * pad) * index / max(1, values.count - 1) }
        let y = { (value: Int) in high == low ? height / 2 : height - pad - (height - 2 * pad) * (value - low) / (high - low) }
        let spoken = present.map { "\(labels[$0.0]) \($0.1)" }.joined(separator: ", ")
        var svg = "<svg class=\"spark\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" "
        svg += "aria-label=\"Findings of \(HTMLText.escape(subject)) per report: \(HTMLText.escape(spoken))\">"
        svg += "<polyline points=\"\(present.map { "\(x($0.0)),\(y($0.1))" }.joined(separator: " "))\"/>"
        svg += "<circle cx=\"\(x(last.0))\" cy=\"\(y(last.1))\" r=\"2.5\"/></svg>"
        let change = last.1 - present[present.count - 2].1
        let delta = change > 0 ? "<span class=\"delta-new\">+\(HTMLText.number(change))</span>"
            : change < 0 ? "<span class=\"delta-fixed\">−\(HTMLText.number(-change))</span>" : "<span class=\"delta-same\">±0</span>"
        return "<span class=\"spark-cell\">\(svg) \(delta)</span>"
    }

    /// The smallest 1, 2 or 4 × 10ⁿ (at least 2) at or above `value`: an even number, so the
    /// axis labels at zero, half and the top are all whole and round.
    static func niceCeiling(_ value: Int) -> Int {
        var scale = 1
        while true {
            for step in [1, 2, 4] where step * scale >= max(2, value) { return step * scale }
            scale *= 10
        }
    }
}
