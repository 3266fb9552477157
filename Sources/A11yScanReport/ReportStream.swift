import A11yScanCore
import A11yScanFindings

/// One report being written while the scan runs. The document is, in this order: what
/// `begin()` returned, `lead` from `finish`, everything `add` returned, and `tail` from
/// `finish`. Formats whose opening depends on the whole scan (the `json` summary, the `sarif`
/// rules and notifications) say so with `needsSummaryFirst`; their writer holds the findings'
/// bytes aside (on disk, not in memory) until `lead` is known. Other formats write straight
/// through and leave `lead` empty.
public protocol ReportStream {
    /// Whether `finish` returns bytes that go before the findings' bytes.
    var needsSummaryFirst: Bool { get }
    /// The opening, known before any finding.
    mutating func begin() -> [UInt8]
    /// The bytes for more findings, in report order, and for problems of the same paths
    /// (all of one path's findings and problems arrive in one call, or consecutive calls).
    mutating func add(_ findings: [Finding], problems: [FileProblem]) -> [UInt8]
    /// The closing, once the scan's totals and full list of problems are known.
    mutating func finish(_ summary: ScanSummary) -> ReportStreamEnd
}

/// The last bytes of a streamed report: those that go before the findings (only when the
/// stream needs the summary first) and those that end the document.
public struct ReportStreamEnd: Sendable, Hashable {
    public var lead: [UInt8]
    public var tail: [UInt8]

    public init(lead: [UInt8] = [], tail: [UInt8] = []) {
        self.lead = lead
        self.tail = tail
    }
}
