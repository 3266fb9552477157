import A11yScanCore
import A11yScanFindings
import A11yScanReport
import A11yScanSystem

/// One requested report being written while the scan runs: the format's stream, the file it
/// goes to (atomic, or standard output) and, when the format needs the summary before the
/// findings, the spill file that holds the findings' bytes until then. Bytes are gathered into
/// large writes. Nothing is renamed into place before `finish`; `discard` leaves no trace.
final class ReportOutput {
    private var stream: any ReportStream
    private let file: AtomicFile
    private let spill: SpillFile?
    private var pending: [UInt8] = []
    private static let writeSize = 1 << 18

    init(format: ReporterFormat, path: String?, head: ReportHead, options: ReporterOptions) throws {
        stream = format.makeReporter(options: options).makeStream(head)
        file = try AtomicFile.open(path ?? "-")
        do {
            spill = stream.needsSummaryFirst ? try SpillFile(in: file.scratchFolder, for: file.shownPath) : nil
            try file.append(stream.begin())
        } catch {
            file.discard()
            throw error
        }
    }

    /// The next path's findings and problems.
    func add(_ findings: [Finding], problems: [FileProblem]) throws {
        pending += stream.add(findings, problems: problems)
        if pending.count >= Self.writeSize { try flush() }
    }

    /// Writes the end of the report and puts the file in place.
    func finish(_ summary: ScanSummary) throws {
        let end = stream.finish(summary)
        do {
            try flush()
            try file.append(end.lead)
            try spill?.copy(to: file)
            try file.append(end.tail)
        } catch {
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// Drops the report: the temporary file is removed and the target left as it was.
    func discard() {
        file.discard()
    }

    /// Pending findings' bytes go to the spill file when the lead is still to come, else
    /// straight to the report (whose lead is then empty).
    private func flush() throws {
        guard !pending.isEmpty else { return }
        if let spill { try spill.append(pending) } else { try file.append(pending) }
        pending.removeAll(keepingCapacity: true)
    }
}
