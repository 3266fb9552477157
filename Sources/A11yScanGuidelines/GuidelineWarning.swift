import A11yScanFindings

/// Something wrong with one guideline page. Loading never stops for it: the page is either used
/// with the faulty part ignored, or skipped, and the warning says which, where and what to do.
public struct GuidelineWarning: Sendable, Hashable, CustomStringConvertible {
    /// The file the warning is about (or the directory, when it could not be listed).
    public var path: String
    /// 1-based line in the file, when known.
    public var line: Int?
    /// The front matter key or Markdown construct concerned, e.g. `title`, `front matter`.
    public var field: String?
    public var message: String
    /// What the page author can do about it.
    public var hint: String?
    /// True when the page was not used at all.
    public var pageSkipped: Bool

    public init(
        path: String, line: Int? = nil, field: String? = nil, message: String,
        hint: String? = nil, pageSkipped: Bool = false
    ) {
        self.path = path
        self.line = line
        self.field = field
        self.message = message
        self.hint = hint
        self.pageSkipped = pageSkipped
    }

    /// `path:line: message [field] (hint)`, the way a terminal or editor expects locations.
    public var description: String {
        var location = path
        if let line { location += ":\(line)" }
        return location + ": " + detail
    }

    /// The message with field, outcome and hint, without the location.
    public var detail: String {
        var text = message
        if let field { text += " [\(field)]" }
        if pageSkipped { text += "; page skipped" }
        if let hint { text += " (\(hint))" }
        return text
    }

    /// The warning as a per-file problem of a scan summary.
    public var fileProblem: FileProblem {
        FileProblem(path: path, kind: .warning, message: detail, line: line)
    }
}
