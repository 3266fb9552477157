import A11yScanFindings
import Dispatch
import Synchronization

/// Code nothing in the project names, read on a thread of its own from when the scan starts
/// (after its walk, which it may share), beside the scan's first files; the first file
/// delivered with findings waits for it.
public final class UnreferencedCodeReading: Sendable {
    private let value = Mutex<UnreferencedCode?>(nil)
    private let done = DispatchGroup()

    public init(_ read: @escaping @Sendable () -> UnreferencedCode) {
        done.enter()
        DispatchQueue.global().async {
            let code = read()
            self.value.withLock { $0 = code }
            self.done.leave()
        }
    }

    var code: UnreferencedCode {
        done.wait()
        return value.withLock { $0 ?? UnreferencedCode() }
    }
}

/// Leaves out the findings in code nothing in the project names (`UnreferencedCode`), as
/// previews are left out, and counts them for the summary.
struct UnreferencedCodeFilter: FindingFilter {
    let code: UnreferencedCodeReading

    func makePass() -> any FindingFilterPass { Pass(code: code) }

    private struct Pass: FindingFilterPass {
        let code: UnreferencedCodeReading

        mutating func apply(_ file: inout Scanner.FileResult, summary: inout ScanSummary) {
            guard !file.findings.isEmpty, !file.absolutePath.isEmpty else { return }
            let lines = code.code.unreferencedLines(absolutePath: file.absolutePath)
            guard !lines.isEmpty else { return }
            let before = file.findings.count
            file.findings.removeAll { finding in lines.contains { $0.contains(finding.line) } }
            if file.findings.count < before {
                summary.unreferencedFindingsSkipped = (summary.unreferencedFindingsSkipped ?? 0) + before - file.findings.count
            }
        }
    }
}
