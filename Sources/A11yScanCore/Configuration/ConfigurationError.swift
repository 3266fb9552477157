import A11yScanFindings
import A11yScanRules

/// A configuration file that cannot be used, naming the file, line and key at fault and a
/// hint. One bad key rejects the whole file: a half-applied configuration would scan with
/// settings nobody wrote.
public struct ConfigurationError: LocatedError, Sendable, Equatable {
    public var file: String
    public var line: Int?
    /// The key path at fault, such as `rules.disable` or `severity.some-rule`.
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

    /// The same fault reported by the typed YAML reader shared with rule files.
    init(_ error: RuleFileError) {
        self.init(file: error.file, line: error.line, field: error.field, message: error.message, hint: error.hint)
    }

}
