import A11yScanCore

/// A reporter turns a finished scan into the bytes of one output format. Reporters never see
/// the engine and never print; the command line decides where the bytes go.
public protocol Reporter: Sendable {
    /// The `--format` name.
    static var formatName: String { get }
    func render(_ report: ScanReport) -> [UInt8]
}
