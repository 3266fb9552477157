/// Finds the YAML front matter between the opening `---` line and the next `---` (or `...`)
/// line. An unclosed header is taken to end before the first Markdown heading, so the page's
/// sections are still read, and a warning says so. A page without a header gets a warning too.
enum FrontMatterSplitter {
    struct Split {
        /// The YAML text, or nil when there is no front matter.
        var yaml: String?
        /// 1-based file line of the first YAML line.
        var yamlFirstLine: Int
        /// 0-based index of the first Markdown line.
        var bodyStart: Int
        var warnings: [GuidelineWarning]
    }

    static func split(_ lines: [Substring], path: String) -> Split {
        guard let opening = lines.firstIndex(where: { !$0.allSatisfy(\.isWhitespace) }),
              lines[opening].trimmingWhitespace() == "---"
        else {
            let warning = GuidelineWarning(
                path: path, line: 1, field: "front matter",
                message: "page has no front matter",
                hint: "start the file with a `---` line, `title:` and `screenreader:`, then `---`"
            )
            return Split(yaml: nil, yamlFirstLine: 1, bodyStart: 0, warnings: [warning])
        }
        let yamlStart = opening + 1
        if let closing = lines[yamlStart...].firstIndex(where: { isClosingLine($0) }) {
            let yaml = lines[yamlStart..<closing].joined(separator: "\n")
            return Split(yaml: yaml, yamlFirstLine: yamlStart + 1, bodyStart: closing + 1, warnings: [])
        }
        let bodyStart = lines[yamlStart...].firstIndex(where: { MarkdownLine.heading($0) != nil }) ?? lines.count
        let warning = GuidelineWarning(
            path: path, line: opening + 1, field: "front matter",
            message: "front matter is never closed; it was taken to end before line \(bodyStart + 1)",
            hint: "add a `---` line after the last front matter key"
        )
        let yaml = lines[yamlStart..<bodyStart].joined(separator: "\n")
        return Split(yaml: yaml, yamlFirstLine: yamlStart + 1, bodyStart: bodyStart, warnings: [warning])
    }

    private static func isClosingLine(_ line: Substring) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed == "---" || trimmed == "..."
    }
}
