import A11yScanFindings

/// A baseline file that cannot be read or written, naming the file, the JSON field at fault
/// when there is one (`findings[3].path`), and a hint.
public struct BaselineError: LocatedError, Sendable, Equatable {
    public var file: String
    public var field: String?
    public var message: String
    public var hint: String?

    public init(file: String, field: String? = nil, message: String, hint: String? = nil) {
        self.file = file
        self.field = field
        self.message = message
        self.hint = hint
    }

    /// Baseline files are JSON: a field says where, not a line.
    public var line: Int? { nil }
}
