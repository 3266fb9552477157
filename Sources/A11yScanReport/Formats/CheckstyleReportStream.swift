import A11yScanCore
import A11yScanFindings

/// Writes the `checkstyle` document path by path. A path's `<file>` holds its findings, then
/// its problems: those known up front (`ReportHead.problems`) and those that arrived with its
/// findings. It is closed when the next path begins. Problems of paths without findings are
/// listed at the end from the summary, in its order, skipping those already written.
struct CheckstyleReportStream: ReportStream {
    private let reporter: CheckstyleReporter
    private let headProblems: [String: [FileProblem]]
    private var openPath: String?
    private var openProblems: [FileProblem] = []
    /// Paths whose problems were written inside their findings' `<file>`.
    private var pathsWithProblemsWritten: Set<String> = []

    init(reporter: CheckstyleReporter, head: ReportHead) {
        self.reporter = reporter
        headProblems = Dictionary(grouping: head.problems, by: \.path)
    }

    var needsSummaryFirst: Bool { false }

    func begin() -> [UInt8] {
        Array((XMLEscaping.declaration + "<checkstyle version=\"4.3\">\n").utf8)
    }

    mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8] {
        var arrived = Dictionary(grouping: problems, by: \.path)
        if let openPath { openProblems += arrived.removeValue(forKey: openPath) ?? [] }
        var out = ""
        for finding in findings {
            if finding.path != openPath {
                close(into: &out)
                openPath = finding.path
                openProblems = (headProblems[finding.path] ?? []) + (arrived.removeValue(forKey: finding.path) ?? [])
                out += "  <file name=\"\(XMLEscaping.attribute(finding.path))\">\n"
            }
            out += "    " + reporter.findingElement(finding) + "\n"
        }
        return Array(out.utf8)
    }

    mutating func finish(_ summary: ScanSummary) -> ReportStreamEnd {
        var out = ""
        close(into: &out)
        var order: [String] = []
        var byPath: [String: [FileProblem]] = [:]
        for problem in summary.problems where !pathsWithProblemsWritten.contains(problem.path) {
            if byPath[problem.path] == nil { order.append(problem.path) }
            byPath[problem.path, default: []].append(problem)
        }
        for path in order {
            out += "  <file name=\"\(XMLEscaping.attribute(path))\">\n"
            for problem in byPath[path] ?? [] { out += "    " + reporter.problemElement(problem) + "\n" }
            out += "  </file>\n"
        }
        out += "</checkstyle>\n"
        return ReportStreamEnd(tail: Array(out.utf8))
    }

    /// Ends the open `<file>` with its problems.
    private mutating func close(into out: inout String) {
        guard let path = openPath else { return }
        if !openProblems.isEmpty { pathsWithProblemsWritten.insert(path) }
        for problem in openProblems { out += "    " + reporter.problemElement(problem) + "\n" }
        out += "  </file>\n"
        openPath = nil
        openProblems = []
    }
}
