/// Why the inputs of a batch cannot be used: a list file or parent folder that cannot be read,
/// a repository name given twice, a malformed `--shard`. These are usage errors; a repository
/// that is missing or unreadable is not one (it is reported in the results).
public struct BatchInputError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The input the problem is in (list file, folder, or option name).
    public var source: String
    /// 1-based line in a list file, when the problem is on one line.
    public var line: Int?
    public var message: String
    public var hint: String?

    public init(source: String, line: Int? = nil, message: String, hint: String? = nil) {
        self.source = source
        self.line = line
        self.message = message
        self.hint = hint
    }

    public var description: String {
        var text = source
        if let line { text += ":\(line)" }
        text += ": \(message)"
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
