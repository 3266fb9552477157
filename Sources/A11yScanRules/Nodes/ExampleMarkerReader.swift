/// Reads the `↓` marker of a bad example: it stands right before the token where the finding
/// must start, and is removed from the example's text.
enum ExampleMarkerReader {
    static let marker: Character = "↓"

    static func read(_ example: String) -> (text: String, marker: ExampleMarker?) {
        guard let index = example.firstIndex(of: marker) else { return (example, nil) }
        let before = example[..<index]
        let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
        let lineStart = before.lastIndex(of: "\n").map { example.index(after: $0) } ?? example.startIndex
        let column = example.unicodeScalars[lineStart..<index].count + 1
        var text = example
        text.remove(at: index)
        return (text, ExampleMarker(line: line, column: column))
    }
}
