/// The JSON shape of a baseline file, and how decoding failures become errors naming the field.
struct BaselineDocument: Codable {
    var version: Int
    var findings: [BaselineEntry]

    static func error(_ error: DecodingError, file: String) -> BaselineError {
        switch error {
        case .keyNotFound(let key, let context):
            return BaselineError(file: file, field: field(context.codingPath + [key]), message: "missing required field")
        case .typeMismatch(let type, let context):
            return BaselineError(file: file, field: field(context.codingPath), message: "expected \(describe(type))")
        case .valueNotFound(let type, let context):
            return BaselineError(file: file, field: field(context.codingPath), message: "expected \(describe(type)), found null")
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return BaselineError(file: file, message: "not valid JSON",
                                     hint: "a baseline is the JSON file a scan writes; regenerate it")
            }
            return BaselineError(file: file, field: field(context.codingPath), message: context.debugDescription)
        @unknown default:
            return BaselineError(file: file, message: "not a baseline file")
        }
    }

    /// `findings[3].path` from a coding path.
    private static func field(_ path: [any CodingKey]) -> String? {
        guard !path.isEmpty else { return nil }
        var text = ""
        for key in path {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text
    }

    private static func describe(_ type: Any.Type) -> String {
        if type == Int.self { return "a whole number" }
        if type == String.self { return "a string" }
        if type is [BaselineEntry].Type { return "a list of findings" }
        return "a value of another type"
    }
}
