import Foundation

/// A forgiving reader for front matter that is not valid YAML. It only looks for a top-level
/// `title:` line and the `name/role/group/state/focus` values indented under `screenreader:`,
/// including `|` block values on the following, deeper-indented lines.
enum FrontMatterLineReader {
    static func read(_ yaml: String) -> GuidelineFrontMatter {
        var frontMatter = GuidelineFrontMatter()
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var inScreenReader = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            guard let (indent, key, value) = keyValue(line) else { continue }
            if indent == 0 {
                let normalizedKey = GuidelinePageVocabulary.normalized(key)
                inScreenReader = normalizedKey == "screenreader" || normalizedKey == "screen reader"
                if normalizedKey == "title" {
                    let title = unquoted(value)
                    frontMatter.title = title.isEmpty ? nil : title
                }
                continue
            }
            guard inScreenReader, let section = GuidelinePageVocabulary.section(forScreenReaderKey: key) else {
                continue
            }
            var text = value
            if value.hasPrefix("|") || value.hasPrefix(">") {
                var block: [String] = []
                while index < lines.count {
                    let next = lines[index]
                    let nextIndent = next.prefix(while: { $0 == " " || $0 == "\t" }).count
                    let isBlank = next.allSatisfy { $0 == " " || $0 == "\t" }
                    if !isBlank && nextIndent <= indent { break }
                    block.append(next)
                    index += 1
                }
                text = block.joined(separator: "\n")
            }
            let cleaned = GuidelineFrontMatterParser.clean(unquoted(text))
            if !cleaned.isEmpty { frontMatter.screenReader[section] = cleaned }
        }
        return frontMatter
    }

    /// Indentation, key and the rest of a `key: value` line.
    private static func keyValue(_ line: String) -> (Int, String, String)? {
        let indent = line.prefix(while: { $0 == " " || $0 == "\t" }).count
        let body = line.dropFirst(indent)
        guard !body.hasPrefix("#"), let colon = body.firstIndex(of: ":") else { return nil }
        let key = body[..<colon].trimmingCharacters(in: .whitespaces)
        let value = body[body.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty else { return nil }
        return (indent, key, value)
    }

    private static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        for quote in ["\"", "'"] where trimmed.count >= 2 && trimmed.hasPrefix(quote) && trimmed.hasSuffix(quote) {
            return String(trimmed.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        return trimmed
    }
}
