/// A rule example that carries layout files: its code, then for each layout a line
/// `--- res/layout/NAME.xml` and the file's text. A rule that reads layouts (`layout:`) can
/// only be shown with them; the code's lines, and so its `↓` marker, come first and stay put.
struct LayoutExample {
    var code: String
    var layouts: [(path: String, text: String)] = []

    init(_ example: String) {
        var lines = example.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard let first = lines.firstIndex(where: Self.isHeader) else {
            code = example
            return
        }
        code = lines[..<first].joined(separator: "\n") + "\n"
        lines = lines[first...]
        while let header = lines.first {
            lines = lines.dropFirst()
            let end = lines.firstIndex(where: Self.isHeader) ?? lines.endIndex
            layouts.append((String(header.dropFirst(4)), lines[..<end].joined(separator: "\n")))
            lines = lines[end...]
        }
    }

    private static func isHeader(_ line: Substring) -> Bool { line.hasPrefix("--- ") && line.hasSuffix(".xml") }

    /// The views of the example's layouts, as the component pass keeps them.
    var views: [ComponentSummary] {
        layouts.flatMap { LayoutReader.views(in: Array($0.text.utf8), path: $0.path).map(\.summary) }
    }
}
