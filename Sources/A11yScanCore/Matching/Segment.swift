/// One link of a call or modifier chain: a name, an optional argument list and trailing
/// closures. `Button(action: save) { Text("Save") }`, `.padding()` and
/// `Modifier.clickable(role = Role.Button) { … }` are each made of segments.
public struct Segment: Sendable, Hashable {
    /// The callee identifier (without a leading `.`).
    public var name: Range<Int>
    /// Whether the segment follows a `.` (a modifier or member), rather than starting an expression.
    public var isMember: Bool
    /// The argument list including its parentheses, if present.
    public var arguments: Range<Int>?
    /// The first trailing closure, braces included (it has no label).
    public var trailingClosure: Range<Int>?
    /// Swift's further trailing closures (`label: { … }`), first to last. Kept apart from the
    /// first so that a segment with one closure, the common case, allocates no array.
    public var labelledClosures: [LabelledClosure]
    /// From the name (or the `.` before it) to the end of the last closure or argument list.
    public var range: Range<Int>

    /// A trailing closure after the first: its label and its braces.
    public struct LabelledClosure: Sendable, Hashable {
        public var label: Range<Int>
        public var range: Range<Int>
    }

    /// Arguments and closures together: everything the call contains.
    public var content: Range<Int>? {
        let start = arguments?.lowerBound ?? trailingClosure?.lowerBound
        guard let start else { return nil }
        return start..<range.upperBound
    }

    /// Whether one of the trailing closures opens at `offset`.
    func hasClosure(openingAt offset: Int) -> Bool {
        trailingClosure?.lowerBound == offset || labelledClosures.contains { $0.range.lowerBound == offset }
    }

    /// The label of the trailing closure containing `offset`: nil for the first closure, or
    /// when no closure contains it.
    func closureLabel(containing offset: Int) -> Range<Int>? {
        labelledClosures.first { $0.range.contains(offset) }?.label
    }
}

/// Reads segments and chains of segments from the code view.
struct SegmentParser {
    let cursor: CodeCursor

    /// Parses the segment whose name starts at `nameStart`.
    func segment(at nameStart: Int) -> Segment? {
        guard let name = cursor.identifier(at: nameStart) else { return nil }
        let dot = cursor.skipSpaceBackward(from: nameStart - 1)
        let isMember = dot >= 0 && cursor.byte(dot) == UInt8(ascii: ".")
        var end = name.upperBound
        var j = cursor.skipSpace(from: end, newlines: false)
        // Generic arguments directly after a type name: `ForEach<Item, ID, Row>(…)`.
        if cursor.byte(j) == UInt8(ascii: "<"), let close = genericEnd(from: j) {
            j = cursor.skipSpace(from: close, newlines: false)
        }
        var arguments: Range<Int>?
        if cursor.byte(j) == UInt8(ascii: "("), let close = cursor.closer(of: j) {
            arguments = j..<min(close + 1, cursor.end)
            end = arguments!.upperBound
            j = cursor.skipSpace(from: end, newlines: false)
        }
        var first: Range<Int>?
        var labelled: [Segment.LabelledClosure] = []
        if cursor.byte(j) == UInt8(ascii: "{"), let close = cursor.closer(of: j) {
            first = j..<min(close + 1, cursor.end)
            end = first!.upperBound
            // Swift labeled trailing closures: `} label: { … }`, possibly on the next line.
            while true {
                let k = cursor.skipSpace(from: end)
                guard let label = cursor.identifier(at: k) else { break }
                let colon = cursor.skipSpace(from: label.upperBound, newlines: false)
                guard cursor.byte(colon) == UInt8(ascii: ":") else { break }
                let brace = cursor.skipSpace(from: colon + 1)
                guard cursor.byte(brace) == UInt8(ascii: "{"), let close = cursor.closer(of: brace) else { break }
                labelled.append(Segment.LabelledClosure(label: label, range: brace..<min(close + 1, cursor.end)))
                end = labelled[labelled.count - 1].range.upperBound
            }
        }
        let start = isMember ? dot : name.lowerBound
        return Segment(name: name, isMember: isMember, arguments: arguments, trailingClosure: first,
                       labelledClosures: labelled, range: start..<end)
    }

    /// The segments following `segment` in its chain (`.a().b { }`), across line breaks.
    func following(_ segment: Segment) -> [Segment] {
        var result: [Segment] = []
        var end = segment.range.upperBound
        while result.count < 256 {
            var j = cursor.skipSpace(from: end)
            // Postfix `?`/`!` (optional chaining, force unwrap) before the next member.
            while cursor.byte(j) == UInt8(ascii: "?") || cursor.byte(j) == UInt8(ascii: "!") { j += 1 }
            guard cursor.byte(j) == UInt8(ascii: ".") else { break }
            let nameStart = cursor.skipSpace(from: j + 1)
            guard let next = self.segment(at: nameStart) else { break }
            result.append(next)
            end = next.range.upperBound
        }
        return result
    }

    /// The segments before `segment` in its chain, nearest last (the chain's root first).
    func preceding(_ segment: Segment) -> [Segment] {
        var result: [Segment] = []
        var current = segment
        while current.isMember, result.count < 256 {
            var last = cursor.skipSpaceBackward(from: current.range.lowerBound - 1)
            while cursor.byte(last) == UInt8(ascii: "?") || cursor.byte(last) == UInt8(ascii: "!") { last -= 1 }
            guard let start = nameStart(ofSegmentEndingAt: last), let previous = self.segment(at: start),
                  previous.range.upperBound <= current.range.lowerBound else { break }
            result.append(previous)
            current = previous
        }
        return result.reversed()
    }

    /// Name offset of the segment whose last byte is at `last` (`)`, `}` or an identifier).
    func nameStart(ofSegmentEndingAt last: Int) -> Int? {
        var j = last
        for _ in 0..<64 {
            let c = cursor.byte(j)
            if c == UInt8(ascii: "}") || c == UInt8(ascii: ")") || c == UInt8(ascii: "]") {
                guard let open = cursor.opener(of: j) else { return nil }
                let before = cursor.skipSpaceBackward(from: open - 1)
                let b = cursor.byte(before)
                if c == UInt8(ascii: "}"), b == UInt8(ascii: ":"),
                   let label = cursor.identifier(endingAt: cursor.skipSpaceBackward(from: before - 1)) {
                    // `} label: {` — keep walking to the first closure of the call.
                    j = cursor.skipSpaceBackward(from: label.lowerBound - 1)
                    continue
                }
                if b == UInt8(ascii: ")") || b == UInt8(ascii: "}") || b == UInt8(ascii: "]") {
                    j = before
                    continue
                }
                if let name = cursor.identifier(endingAt: before) { return name.lowerBound }
                if b == UInt8(ascii: ">"), let name = identifierBeforeGeneric(endingAt: before) { return name }
                return nil
            }
            return cursor.identifier(endingAt: j)?.lowerBound
        }
        return nil
    }

    private func genericEnd(from open: Int) -> Int? {
        var depth = 0
        var j = open
        while j < cursor.end, j < open + 200 {
            let c = cursor.byte(j)
            if c == UInt8(ascii: "<") { depth += 1 }
            if c == UInt8(ascii: ">") { depth -= 1; if depth == 0 { return j + 1 } }
            if c == 0x0A || c == UInt8(ascii: ";") || c == UInt8(ascii: "{") || c == UInt8(ascii: "=") { return nil }
            j += 1
        }
        return nil
    }

    private func identifierBeforeGeneric(endingAt close: Int) -> Int? {
        var depth = 0
        var j = close
        while j >= 0, j > close - 200 {
            let c = cursor.byte(j)
            if c == UInt8(ascii: ">") { depth += 1 }
            if c == UInt8(ascii: "<") {
                depth -= 1
                if depth == 0 { return cursor.identifier(endingAt: j - 1)?.lowerBound }
            }
            if c == 0x0A { return nil }
            j -= 1
        }
        return nil
    }
}
