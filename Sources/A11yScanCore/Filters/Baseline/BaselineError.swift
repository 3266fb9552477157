/// A baseline file that cannot be read or written, naming the file, the JSON field at fault
/// when there is one (`findings[3].path`), and a hint.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
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

    public var description: String {
        var text = "\(file): error: "
        if let field { text += "`\(field)`: " }
        text += message
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
