import A11yScanCore

/// A reporter turns a finished scan into the bytes of one output format. Reporters never see
/// the engine and never print; the command line decides where the bytes go.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var formatName: String { get }
    /// The whole output for `report`, UTF-8 encoded. A pure function: the same report always
    /// gives the same bytes, findings and problems keep the order the report gives them, and
    /// non-empty output ends with a line break.
    func render(_ report: ScanReport) -> [UInt8]
}
