import A11yScanCore
import A11yScanFindings

/// A reporter turns a scan into the bytes of one output format. Reporters never see the
/// engine and never print; the command line decides where the bytes go.
///
/// Every format renders through a `ReportStream`, so a large scan can be written while it
/// runs; `render(_:)` feeds a finished report through the same stream.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var formatName: String { get }
    /// A stream that writes this format for one scan, findings arriving in report order.
    func makeStream(_ head: ReportHead) -> any ReportStream
    /// The whole output for `report`, UTF-8 encoded. A pure function: the same report always
    /// gives the same bytes, findings and problems keep the order the report gives them, and
    /// non-empty output ends with a line break.
    func render(_ report: ScanReport) -> [UInt8]
}

extension Reporter {
    public func render(_ report: ScanReport) -> [UInt8] {
        renderThroughStream(report)
    }

    /// `report` fed to a stream in one piece: the stream's bytes in document order.
    func renderThroughStream(_ report: ScanReport) -> [UInt8] {
        var stream = makeStream(ReportHead(report))
        let opening = stream.begin()
        let body = stream.add(report.findings, problems: [])
        let end = stream.finish(report.summary)
        return opening + end.lead + body + end.tail
    }
}
