import A11yScanCore
import A11yScanFindings

/// The `github` format: GitHub Actions workflow commands, which the runner turns into inline
/// annotations on the pull request without any upload step. One command per line:
/// `::warning file=…,line=…,col=…,endLine=…,endColumn=…,title=RULE-ID::message`, with
/// `::error` and `::notice` by severity and the fix hint on the annotation's second line.
/// Streams: commands are written as findings arrive, file problems at the end.
///
/// Escaping follows GitHub's rules for workflow commands: in the message `%`, CR and LF become
/// `%25`, `%0D`, `%0A`; in property values `:` and `,` also become `%3A` and `%2C`. GitHub
/// shows a limited number of annotations per step, so large scans should also use `sarif`.
public struct GitHubActionsReporter: Reporter {
    public static let formatName = "github"

    /// Used in the title of file problem annotations.
    public let toolName: String

    public init(toolName: String = "a11yscan") {
        self.toolName = toolName
    }

    public func makeStream(_ head: ReportHead) -> any ReportStream {
        Stream(toolName: toolName)
    }

    private struct Stream: ReportStream {
        let toolName: String

        var needsSummaryFirst: Bool { false }

        func begin() -> [UInt8] { [] }

        func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
            var out = ""
            for finding in findings {
                let properties: [(String, String)] = [
                    ("file", finding.path),
                    ("line", String(finding.line)),
                    ("col", String(finding.column)),
                    ("endLine", String(finding.endLine)),
                    ("endColumn", String(finding.endColumn)),
                    ("title", finding.ruleID),
                ]
                var message = finding.message
                if !finding.fix.isEmpty { message += "\nFix: " + finding.fix }
                out += command(commandName(finding.severity), properties: properties, message: message)
            }
            return Array(out.utf8)
        }

        func finish(_ summary: ScanSummary) -> ReportStreamEnd {
            var out = ""
            for problem in summary.problems {
                var properties: [(String, String)] = [("file", problem.path)]
                if let line = problem.line { properties.append(("line", String(line))) }
                properties.append(("title", "\(toolName): \(problem.kind.rawValue)"))
                out += command(commandName(problem.kind.reportSeverity), properties: properties, message: problem.message)
            }
            return ReportStreamEnd(tail: Array(out.utf8))
        }

        private func command(_ name: String, properties: [(String, String)], message: String) -> String {
            let list = properties.map { "\($0.0)=\(GitHubActionsReporter.escapeProperty($0.1))" }.joined(separator: ",")
            return "::\(name) \(list)::\(GitHubActionsReporter.escapeData(message))\n"
        }

        private func commandName(_ severity: Severity) -> String {
            switch severity {
            case .error: return "error"
            case .warning: return "warning"
            case .note: return "notice"
            }
        }
    }

    /// Escapes a command's message.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Escapes a property value, where `:` and `,` are separators.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
