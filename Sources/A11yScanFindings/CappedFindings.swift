/// The findings of one file, at most `FindingCap.perFile` of them: the first ones in report
/// order, whatever order the rules find them in. A minified or generated file can give
/// hundreds of thousands of findings (a 50 MB line gave 580,000 and 2.7 GB of memory); no one
/// reads past the first few thousand, and the rest cost memory in every format. Findings are
/// held in a buffer of twice the cap that is sorted and cut back to the cap whenever it fills,
/// so memory stays bounded and the result is exactly the first findings, as without a cap.
package struct CappedFindings {
    let limit: Int
    private(set) var kept: [Finding] = []
    /// Every finding offered, the ones cut included.
    private(set) var offered = 0

    package init(limit: Int = FindingCap.perFile) {
        self.limit = max(limit, 1)
    }

    package mutating func append(_ finding: Finding) {
        offered += 1
        kept.append(finding)
        if kept.count >= 2 * limit { cut() }
    }

    /// Drops a rule's findings (the rule failed on this file); those already cut are gone.
    package mutating func removeAll(ofRule id: String) {
        let before = kept.count
        kept.removeAll { $0.ruleID == id }
        offered -= before - kept.count
    }

    /// The kept findings in report order, and the note for the file when some were cut.
    package mutating func finish(path: String) -> (findings: [Finding], problem: FileProblem?) {
        cut()
        guard offered > kept.count else { return (kept, nil) }
        return (kept, FileProblem(path: path, kind: .warning, message: """
            \(offered) findings in this file; only the first \(kept.count) are reported \
            (hint: a file with this many is usually generated or minified: exclude it)
            """))
    }

    private mutating func cut() {
        kept.sort(by: Finding.reportOrder)
        if kept.count > limit { kept.removeLast(kept.count - limit) }
    }
}

/// How many findings one file may report.
public enum FindingCap {
    public static let perFile = 10_000
}
