import A11yScanFindings
import A11yScanMatcher
import A11yScanSyntax

/// The suppressions of one file resolved to the lines they cover, one region per directive
/// and rule, so each can tell afterwards whether it hid anything.
///
/// Line rules: `disable-line` covers the line its comment starts on, even when the comment
/// trails code; `disable-next-line` covers the first line after the comment that has code,
/// even when the comment trails code itself (so its meaning never depends on what precedes
/// it on the line); `disable` … `enable` covers both comments' lines and everything between,
/// and an unclosed `disable` runs to the end of the file; `enable all` closes every open
/// range. Findings are matched by their start line.
struct SuppressionMap {
    struct Region {
        var rule: SuppressedRule
        /// 1-based lines covered, half-open; empty when a `disable-next-line` has no line after it.
        var lines: Range<Int>
        var directive: SuppressionDirective
    }

    private(set) var regions: [Region] = []
    private(set) var directives: [SuppressionDirective] = []
    /// Malformed directives and `enable`s that close nothing.
    private(set) var problems: [FileProblem] = []

    /// The text every directive contains; files without it have no suppressions.
    static let marker = Array(SuppressionCommentParser.prefix.utf8)

    init(source: SourceFile) {
        let mentionsDirective = LiteralSearch.contains(source.text, Self.marker)
        guard mentionsDirective else { return }
        var open: [SuppressedRule: (start: Int, directive: SuppressionDirective)] = [:]
        let endOfFile = source.lines.count + 1
        for comment in source.comments {
            let line = source.lines.line(of: comment.lowerBound)
            switch SuppressionCommentParser.parse(source.string(comment)) {
            case .notADirective:
                continue
            case .malformed(let message):
                warn(message, line: line, in: source)
            case .directive(let scope, let rules, let reason):
                let directive = SuppressionDirective(scope: scope, rules: rules, line: line, reason: reason)
                directives.append(directive)
                switch scope {
                case .line:
                    add(directive, lines: line..<(line + 1))
                case .nextLine:
                    let commentEnd = source.lines.line(of: max(comment.lowerBound, comment.upperBound - 1))
                    let target = Self.nextCodeLine(after: commentEnd, in: source)
                    add(directive, lines: target.map { $0..<($0 + 1) } ?? endOfFile..<endOfFile)
                case .file, .fileAnnotation, .declaration:
                    add(directive, lines: 1..<endOfFile)
                case .rangeStart:
                    for rule in rules {
                        if let earlier = open[rule] { add(earlier.directive, rule: rule, lines: earlier.start..<line) }
                        open[rule] = (line, directive)
                    }
                case .rangeEnd:
                    close(rules, at: line, open: &open, in: source)
                }
            }
        }
        for (rule, range) in open.sorted(by: { $0.value.start < $1.value.start }) {
            add(range.directive, rule: rule, lines: range.start..<endOfFile)
        }
        if source.language == .kotlin {
            let annotations = KotlinSuppressAnnotations.find(in: source)
            problems += annotations.problems
            for found in annotations.found {
                directives.append(found.directive)
                add(found.directive, lines: found.lines)
            }
        }
    }

    /// Indices of the regions that cover a finding of `ruleID` starting on `line`.
    func regions(covering ruleID: String, line: Int) -> [Int] {
        regions.indices.filter { regions[$0].rule.covers(ruleID) && regions[$0].lines.contains(line) }
    }

    private mutating func close(
        _ rules: [SuppressedRule], at line: Int, open: inout [SuppressedRule: (start: Int, directive: SuppressionDirective)],
        in source: SourceFile
    ) {
        for rule in rules {
            let closing: [SuppressedRule] = rule == .all ? Array(open.keys) : (open[rule] == nil ? [] : [rule])
            guard !closing.isEmpty else {
                var message = "`a11yscan:enable \(rule)` closes no open `a11yscan:disable \(rule)`"
                if open[.all] != nil { message += "; an open `a11yscan:disable all` is closed only by `a11yscan:enable all`" }
                warn(message, line: line, in: source)
                continue
            }
            for key in closing.sorted(by: { (open[$0]?.start ?? 0) < (open[$1]?.start ?? 0) }) {
                if let range = open.removeValue(forKey: key) {
                    add(range.directive, rule: key, lines: range.start..<(line + 1))
                }
            }
        }
    }

    private mutating func add(_ directive: SuppressionDirective, lines: Range<Int>) {
        for rule in directive.rules { add(directive, rule: rule, lines: lines) }
    }

    private mutating func add(_ directive: SuppressionDirective, rule: SuppressedRule, lines: Range<Int>) {
        regions.append(Region(rule: rule, lines: lines, directive: directive))
    }

    private mutating func warn(_ message: String, line: Int, in source: SourceFile) {
        problems.append(FileProblem(path: source.path, kind: .warning, message: message, line: line))
    }

    /// The first line after `line` whose code view holds something other than white space.
    private static func nextCodeLine(after line: Int, in source: SourceFile) -> Int? {
        let code = source.code
        var candidate = line + 1
        while candidate <= source.lines.count {
            let start = source.lines.start(ofLine: candidate)
            let end = candidate < source.lines.count ? source.lines.start(ofLine: candidate + 1) : code.count
            if code[start..<end].contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) {
                return candidate
            }
            candidate += 1
        }
        return nil
    }
}
