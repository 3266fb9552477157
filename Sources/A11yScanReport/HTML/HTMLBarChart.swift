/// A horizontal bar chart drawn as inline SVG: one labelled bar per item, the count beside it.
/// Drawn at its natural size (12-pixel labels) and only ever scaled down to fit.
/// The chart carries a title and a text description listing every value, for screen readers.
enum HTMLBarChart {
    struct Bar {
        var label: String
        var value: Int
        /// Extra class for the bar's fill (colour per framework).
        var style: String = ""
    }

    static func svg(id: String, title: String, bars: [Bar]) -> String {
        guard !bars.isEmpty else { return "<p class=\"empty-note\">Nothing to chart.</p>\n" }
        let rowHeight = 26
        let labelWidth = min(300, max(80, (bars.map(\.label.count).max() ?? 0) * 7 + 16))
        let barArea = 320
        let width = labelWidth + barArea + 70
        let height = bars.count * rowHeight + 8
        let maximum = max(1, bars.map(\.value).max() ?? 0)
        let description = bars.map { "\($0.label): \($0.value)" }.joined(separator: "; ")
        var svg = "<svg class=\"bars\" id=\"\(id)\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\" role=\"img\" aria-labelledby=\"\(id)-title \(id)-desc\">\n"
        svg += "<title id=\"\(id)-title\">\(HTMLText.escape(title))</title>\n<desc id=\"\(id)-desc\">\(HTMLText.escape(description))</desc>\n"
        for (index, bar) in bars.enumerated() {
            let top = index * rowHeight + 4
            let length = bar.value == 0 ? 0 : max(3, barArea * bar.value / maximum)
            let label = bar.label.count * 7 + 16 > labelWidth
                ? String(bar.label.prefix(max(1, (labelWidth - 16) / 7 - 1))) + "…" : bar.label
            svg += "<g><title>\(HTMLText.escape(bar.label)): \(bar.value)</title>"
            svg += "<text x=\"\(labelWidth - 8)\" y=\"\(top + 15)\" text-anchor=\"end\">\(HTMLText.escape(label))</text>"
            svg += "<rect class=\"track\" x=\"\(labelWidth)\" y=\"\(top + 3)\" width=\"\(barArea)\" height=\"16\" rx=\"3\"/>"
            svg += "<rect class=\"fill \(bar.style)\" x=\"\(labelWidth)\" y=\"\(top + 3)\" width=\"\(length)\" height=\"16\" rx=\"3\"/>"
            svg += "<text class=\"bar-value\" x=\"\(labelWidth + barArea + 8)\" y=\"\(top + 15)\">\(HTMLText.number(bar.value))</text></g>\n"
        }
        return svg + "</svg>\n"
    }
}
