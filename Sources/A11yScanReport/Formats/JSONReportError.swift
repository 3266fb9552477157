/// Why a json report could not be read: the field (`findings[2].line`), what was wrong, and
/// what to do about it. The caller adds the file name it read from.
public struct JSONReportError: Error, Sendable, Hashable, CustomStringConvertible {
    public var field: String
    public var message: String
    public var hint: String

    public init(field: String, message: String, hint: String) {
        self.field = field
        self.message = message
        self.hint = hint
    }

    init(_ error: DecodingError) {
        let hint = "check that the file was written by `a11yscan --format json` and not edited"
        switch error {
        case let .keyNotFound(key, context):
            self.init(field: Self.path(context.codingPath + [key]), message: "missing field", hint: hint)
        case let .typeMismatch(type, context):
            self.init(field: Self.path(context.codingPath), message: "expected \(type)", hint: hint)
        case let .valueNotFound(type, context):
            self.init(field: Self.path(context.codingPath), message: "expected \(type), found null", hint: hint)
        case let .dataCorrupted(context):
            self.init(field: Self.path(context.codingPath), message: context.debugDescription, hint: hint)
        @unknown default:
            self.init(field: "", message: "\(error)", hint: hint)
        }
    }

    public var description: String {
        let location = field.isEmpty ? "json report" : "json report field `\(field)`"
        return "\(location): \(message) (\(hint))"
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += out.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return out
    }
}
