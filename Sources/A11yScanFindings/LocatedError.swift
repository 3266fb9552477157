/// An error about a place in a file the user wrote (a rule file, a configuration file): the
/// file, line and field at fault, what is wrong and how to fix it. Every such error renders the
/// same way, `file:line: error: `field`: message (hint: …)`, from this one place.
public protocol LocatedError: Error, CustomStringConvertible {
    var file: String { get }
    var line: Int? { get }
    var field: String? { get }
    var message: String { get }
    var hint: String? { get }
}

extension LocatedError {
    public var description: String {
        var text = file
        if let line { text += ":\(line)" }
        text += ": error: "
        if let field { text += "`\(field)`: " }
        text += message
        if let hint { text += " (hint: \(hint))" }
        return text
    }
}
