/// Why changed-lines mode cannot work out what changed, with the git details a user needs to
/// fix it. The command line renders it.
public struct ChangedLinesError: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: String, Sendable, Equatable {
        /// No `git` executable on the search path.
        case gitNotFound = "git-not-found"
        /// The scanned path is not inside a git work tree.
        case notARepository = "not-a-repository"
        /// The base revision given does not name a commit.
        case unknownBase = "unknown-base"
        /// A git command failed for another reason.
        case gitFailed = "git-failed"
    }

    public var kind: Kind
    public var message: String
    /// The path (for `notARepository`) or revision (for `unknownBase`) at fault.
    public var subject: String?
    /// What git printed on its error stream, trimmed.
    public var gitOutput: String?
    public var hint: String?

    public init(kind: Kind, message: String, subject: String? = nil, gitOutput: String? = nil, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.subject = subject
        self.gitOutput = gitOutput
        self.hint = hint
    }

    public var description: String {
        var text = message
        if let gitOutput, !gitOutput.isEmpty { text += " (git: \(gitOutput))" }
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
