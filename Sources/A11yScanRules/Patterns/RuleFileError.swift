import A11yScanFindings

/// A rule file that cannot be used, with the file, line and field at fault and a hint.
/// Rules never load partially: one bad field rejects the file with this error.
public struct RuleFileError: LocatedError, Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var field: String?
    public var message: String
    public var hint: String?

    public init(file: String, line: Int?, field: String?, message: String, hint: String? = nil) {
        self.file = file
        self.line = line
        self.field = field
        self.message = message
        self.hint = hint
    }

}
