import A11yScanFindings
import A11yScanGuidelines

/// Turns scanned files, taken one at a time in report order, into what reporters see: it
/// runs every filter on each file, drops the lexed source, merges files reported under the
/// same path, sorts their findings, attaches guideline quotes and keeps the totals. Only the
/// file problems are kept to the end (the summary lists them); findings are handed on.
struct ResultAssembler {
    private let order: ReportOrderedTargets
    private let guidelines: GuidelineSettings
    private var passes: [any FindingFilterPass]
    private var summary = ScanSummary()
    private var group = FileFindings(path: "")
    private var problemsByWalkPosition: [(position: Int, problems: [FileProblem])] = []

    init(order: ReportOrderedTargets, filters: [any FindingFilter], guidelines: GuidelineSettings) {
        self.order = order
        self.guidelines = guidelines
        passes = filters.map { $0.makePass() }
    }

    /// Takes the result of target `item`; returns the path's findings when it completes a group.
    mutating func take(_ item: Int, _ result: Scanner.FileResult) -> FileFindings? {
        var file = result
        for index in passes.indices { passes[index].apply(&file, summary: &summary) }
        file.source = nil
        if file.scanned {
            summary.filesScanned += 1
            if file.previewFindingsSkipped > 0 { summary.previewFindingsSkipped = (summary.previewFindingsSkipped ?? 0) + file.previewFindingsSkipped }
            summary.linesScanned += file.lines
            summary.bytesScanned += file.bytes
        }
        if !file.problems.isEmpty {
            problemsByWalkPosition.append((order.walkPosition(item), file.problems))
        }
        if order.startsGroup(item) { group = FileFindings(path: file.path) }
        group.findings += file.findings
        group.problems += file.problems
        guard order.endsGroup(item) else { return nil }
        var done = group
        done.findings.sort(by: Finding.reportOrder)
        group = FileFindings(path: "")
        if guidelines.quotesFindings {
            for index in done.findings.indices { done.findings[index].guidance = guidelines.quote(for: done.findings[index]) }
        }
        return done.findings.isEmpty && done.problems.isEmpty ? nil : done
    }

    /// The totals once every file was taken: the filters' closing counts, and every problem,
    /// those of the walk first and then each file's in walk order.
    mutating func finish(walkProblems: [FileProblem], nonShippingSkipped: Int = 0) -> ScanSummary {
        for index in passes.indices { passes[index].finish(summary: &summary) }
        var done = summary
        if nonShippingSkipped > 0 { done.nonShippingFilesSkipped = nonShippingSkipped }
        done.problems = walkProblems
        for entry in problemsByWalkPosition.sorted(by: { $0.position < $1.position }) { done.problems += entry.problems }
        return done
    }
}
