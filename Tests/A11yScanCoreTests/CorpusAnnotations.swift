@testable import A11yScanSyntax
import Foundation
@testable import A11yScanCore

/// The Corpus convention: a comment `// expect: RULE-ID`, `// ok: RULE-ID`,
/// `// todo-expect: RULE-ID` or `// todo-ok: RULE-ID` on its own line marks the next code line.
/// Several annotations may stack above one line; ids may be comma-separated. In a layout file
/// the comment is `<!-- expect: RULE-ID -->`, and words after the id are a note.
struct CorpusAnnotation: Hashable {
    enum Kind: String { case expect, ok, todoExpect = "todo-expect", todoOK = "todo-ok" }
    var kind: Kind
    var rule: String
    var path: String
    var line: Int
    /// Line of the annotation comment itself, for messages.
    var commentLine: Int
}

enum CorpusAnnotations {
    static func parse(_ source: SourceFile) -> (annotations: [CorpusAnnotation], errors: [String]) {
        var result: [CorpusAnnotation] = []
        var errors: [String] = []
        for comment in source.comments {
            let text = source.string(comment)
            let body: String
            if text.hasPrefix("//") {
                body = text.dropFirst(2).trimmingCharacters(in: .whitespaces)
            } else if text.hasPrefix("<!--"), text.hasSuffix("-->") {
                // `expect: RULE-ID note`: the kind, the colon and the first word after it.
                let words = text.dropFirst(4).dropLast(3).split(separator: " ")
                body = words.prefix(2).joined(separator: " ")
            } else {
                continue
            }
            guard let colon = body.firstIndex(of: ":"), let kind = CorpusAnnotation.Kind(rawValue: String(body[..<colon])) else { continue }
            let commentLine = source.position(of: comment.lowerBound).line
            guard onlyWhitespaceBefore(comment.lowerBound, source) else {
                errors.append("\(source.path):\(commentLine): annotation must be on its own line")
                continue
            }
            guard let target = nextCodeLine(after: commentLine, source) else {
                errors.append("\(source.path):\(commentLine): annotation with no code line after it")
                continue
            }
            let ids = body[body.index(after: colon)...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for id in ids where !id.isEmpty {
                result.append(CorpusAnnotation(kind: kind, rule: id, path: source.path, line: target, commentLine: commentLine))
            }
        }
        return (result, errors)
    }

    private static func onlyWhitespaceBefore(_ offset: Int, _ source: SourceFile) -> Bool {
        let line = source.lines.line(of: offset)
        let start = source.lines.start(ofLine: line)
        return source.text[start..<offset].allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// The first line after `line` whose code view is not blank.
    private static func nextCodeLine(after line: Int, _ source: SourceFile) -> Int? {
        var number = line + 1
        while number <= source.lines.count {
            let range = source.code.withUnsafeBufferPointer { source.lines.range(ofLine: number, in: $0) }
            if source.code[range].contains(where: { $0 != 0x20 && $0 != 0x09 }) { return number }
            number += 1
        }
        return nil
    }
}
