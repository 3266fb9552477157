/// One top-level argument of a call: its label (Swift `label:`, Kotlin `name =`) if any,
/// and the value's byte range, trimmed.
public struct CallArgument: Sendable, Hashable {
    public var label: Range<Int>?
    public var value: Range<Int>
    /// The whole argument, label included.
    public var range: Range<Int>
}

/// Splits an argument list `( … )` at its top-level commas, jumping nested brackets by the
/// bracket table, so `Icon(painterResource(id = R.drawable.x), null)` has two arguments.
struct ArgumentListParser {
    let cursor: CodeCursor
    let language: Language

    func arguments(of list: Range<Int>) -> [CallArgument] {
        guard list.count >= 2 else { return [] }
        var result: [CallArgument] = []
        var start = list.lowerBound + 1
        var j = start
        let end = list.upperBound - 1
        while j <= end {
            let c = cursor.byte(j)
            if j == end || c == UInt8(ascii: ",") {
                if let argument = argument(start..<j) { result.append(argument) }
                start = j + 1
                j += 1
                continue
            }
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{"), let close = cursor.closer(of: j) {
                j = min(close + 1, end)
                continue
            }
            j += 1
        }
        return result
    }

    private func argument(_ raw: Range<Int>) -> CallArgument? {
        let start = cursor.skipSpace(from: raw.lowerBound)
        var last = raw.upperBound - 1
        while last >= start, ByteClass.isSpace(cursor.byte(last)) { last -= 1 }
        guard start <= last else { return nil }
        let whole = start..<(last + 1)
        if let name = cursor.identifier(at: start) {
            let k = cursor.skipSpace(from: name.upperBound)
            let c = cursor.byte(k), next = cursor.byte(k + 1)
            let isLabel: Bool
            switch language {
            case .swift: isLabel = c == UInt8(ascii: ":") && next != UInt8(ascii: ":")
            case .kotlin: isLabel = c == UInt8(ascii: "=") && next != UInt8(ascii: "=")
            }
            if isLabel {
                let valueStart = cursor.skipSpace(from: k + 1)
                return CallArgument(label: name, value: valueStart..<max(valueStart, whole.upperBound), range: whole)
            }
        }
        return CallArgument(label: nil, value: whole, range: whole)
    }
}
