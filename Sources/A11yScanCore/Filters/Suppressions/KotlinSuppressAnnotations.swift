import A11yScanFindings
import A11yScanSyntax

/// Finds Kotlin `@Suppress("a11yscan:RULE-ID", …)` annotations in the code view (so ones inside
/// comments and strings are ignored) and the lines they cover: the annotated declaration, or
/// the whole file for `@file:Suppress`. Strings that do not start with `a11yscan:` belong to
/// the Kotlin compiler and are left alone; `kotlin.Suppress` and use-site targets (`@get:`)
/// are accepted, and `names = [ … ]` or several strings in one annotation all count. Android
/// Lint's `@SuppressLint("a11yscan:…")` suppresses nothing here and is reported as such.
enum KotlinSuppressAnnotations {
    /// One annotation that named at least one a11yscan rule.
    struct Found: Equatable {
        var directive: SuppressionDirective
        /// 1-based lines covered, half-open.
        var lines: Range<Int>
    }

    static func find(in source: SourceFile) -> (found: [Found], problems: [FileProblem]) {
        let code = source.code
        var found: [Found] = []
        var problems: [FileProblem] = []
        var i = 0
        while i < code.count {
            guard code[i] == UInt8(ascii: "@"), let annotation = annotation(in: source, at: i) else {
                i += 1
                continue
            }
            let line = source.lines.line(of: i)
            var rules: [SuppressedRule] = []
            for value in stringValues(in: source, from: annotation.opener, to: annotation.closer) {
                guard value.hasPrefix(SuppressionCommentParser.prefix) else { continue }
                if annotation.isLint {
                    problems.append(FileProblem(path: source.path, kind: .warning, message: """
                        `@SuppressLint("\(value)")` is Android Lint's annotation and suppresses nothing here \
                        (hint: write `@Suppress("\(value)")`)
                        """, line: line))
                    continue
                }
                let id = String(value.dropFirst(SuppressionCommentParser.prefix.count)).trimmingWhitespace
                if id.isEmpty {
                    problems.append(FileProblem(path: source.path, kind: .warning,
                                                message: "`@Suppress(\"\(value)\")` names no rule; write a rule id or `all`", line: line))
                } else {
                    rules.append(SuppressedRule(id))
                }
            }
            if !rules.isEmpty {
                let lines: Range<Int>
                let scope: SuppressionDirective.Scope
                if annotation.isFileLevel {
                    scope = .fileAnnotation
                    lines = 1..<(source.lines.count + 1)
                } else {
                    scope = .declaration
                    let end = KotlinDeclarationExtent.end(in: source, after: annotation.closer + 1)
                    lines = line..<(source.lines.line(of: max(end, annotation.closer)) + 1)
                }
                found.append(Found(directive: SuppressionDirective(scope: scope, rules: rules, line: line), lines: lines))
            }
            i = annotation.closer + 1
        }
        return (found, problems)
    }

    private struct Annotation {
        var isFileLevel: Bool
        /// Android Lint's `@SuppressLint`, read only to say that it is not ours.
        var isLint: Bool
        var opener: Int
        var closer: Int
    }

    /// `@[target:]Suppress(`, `@[target:]kotlin.Suppress(` or `@[target:]SuppressLint(` (any
    /// package) at `start`, with its argument brackets.
    private static func annotation(in source: SourceFile, at start: Int) -> Annotation? {
        let code = source.code
        var end = start + 1
        while end < code.count, KotlinDeclarationExtent.isNameByte(code[end]) || code[end] == UInt8(ascii: ".") || code[end] == UInt8(ascii: ":") {
            end += 1
        }
        let name = String(decoding: code[(start + 1)..<end], as: UTF8.self)
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, let type = parts.last else { return nil }
        let isLint = type == "SuppressLint" || type.hasSuffix(".SuppressLint")
        guard isLint || type == "Suppress" || type == "kotlin.Suppress" else { return nil }
        var opener = end
        while opener < code.count, code[opener] == UInt8(ascii: " ") || code[opener] == UInt8(ascii: "\t") { opener += 1 }
        guard opener < code.count, code[opener] == UInt8(ascii: "("),
              let closer = source.brackets.closer(ofOpenerAt: opener, end: code.count - 1)
        else { return nil }
        return Annotation(isFileLevel: parts.count == 2 && parts[0] == "file", isLint: isLint, opener: opener, closer: closer)
    }

    /// The contents of the string literals between two offsets. The code view keeps the quotes
    /// and blanks what is between them, so quotes found there delimit literals exactly.
    private static func stringValues(in source: SourceFile, from start: Int, to end: Int) -> [String] {
        let code = source.code
        let quote = UInt8(ascii: "\"")
        var values: [String] = []
        var i = start + 1
        while i < end {
            guard code[i] == quote else {
                i += 1
                continue
            }
            let isRaw = i + 2 < end && code[i + 1] == quote && code[i + 2] == quote
            let width = isRaw ? 3 : 1
            var close = i + width
            while close < end, code[close] != quote { close += 1 }
            values.append(source.string((i + width)..<close))
            i = close + width
        }
        return values
    }
}
