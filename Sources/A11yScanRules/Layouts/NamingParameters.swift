import A11yScanSyntax

/// A Kotlin function of a file that names a view it is handed (`fun updateTick(imageView:
/// ImageView, …) { imageView.contentDescription = … }`) names each view the same file hands it
/// in that place (`updateTick(holder.tick, …)`): read in the one byte pass of `CodeNamedViews`,
/// worked out when the file is read. A function's body is taken to run to the next `fun`.
struct NamingParameters {
    private var function: String?
    private var parameters: [String] = []
    /// Function → the places of the parameters it names, and whether it labels them (a
    /// description, not a text).
    private var named: [String: [Int: Bool]] = [:]
    /// Views handed to a function: (function, place, the view's last name).
    private var passed: [(function: String, place: Int, view: String)] = []

    /// Reads the header of the function declared by the `fun` at `start`.
    mutating func enter(_ bytes: ByteView, at start: Int) {
        function = nil
        parameters = []
        var j = start + 3
        skipSpaces(bytes, &j)
        if j < bytes.count, bytes[j] == UInt8(ascii: "<") { skipTypeParameters(bytes, &j) }
        skipSpaces(bytes, &j)
        guard j < bytes.count, CodeNamedViews.isStart(bytes[j]) else { return }
        var name = CodeNamedViews.word(bytes, from: j)
        j = name.upperBound
        if j + 1 < bytes.count, bytes[j] == UInt8(ascii: "."), CodeNamedViews.isStart(bytes[j + 1]) {
            name = CodeNamedViews.word(bytes, from: j + 1)
            j = name.upperBound
        }
        guard j < bytes.count, bytes[j] == UInt8(ascii: "(") else { return }
        function = String(decoding: bytes[name], as: UTF8.self)
        parameters = Self.parameterNames(bytes, from: j + 1)
    }

    /// The view `owner` was named; `labels` when by a description rather than a text.
    mutating func noteNamed(_ owner: String, labels: Bool) {
        guard let function, let place = parameters.firstIndex(of: owner) else { return }
        named[function, default: [:]][place] = labels || named[function]?[place] == true
    }

    /// The view whose last name is at `view` was handed as an argument right after `offset`
    /// (its `(` or `,`): which function takes it, and in which place.
    mutating func notePassed(_ bytes: ByteView, view: Range<Int>, after offset: Int) {
        var depth = 0
        var place = 0
        var j = offset
        let limit = max(0, offset - 400)
        while j >= limit {
            let c = bytes[j]
            if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth += 1
            } else if c == UInt8(ascii: "(") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                if depth == 0 {
                    guard c == UInt8(ascii: "(") else { return }
                    var end = j
                    while end > 0, bytes[end - 1] == 32 { end -= 1 }
                    var begin = end
                    while begin > 0, CodeNamedViews.isPart(bytes[begin - 1]) { begin -= 1 }
                    guard begin < end else { return }
                    passed.append((String(decoding: bytes[begin..<end], as: UTF8.self), place,
                                   String(decoding: bytes[view], as: UTF8.self)))
                    return
                }
                depth -= 1
            } else if c == UInt8(ascii: ","), depth == 0 {
                place += 1
            }
            j -= 1
        }
    }

    /// The views handed to a function of the file in a place it names: (view, labelled).
    func namedViews() -> [(view: String, labels: Bool)] {
        passed.compactMap { call in named[call.function]?[call.place].map { (call.view, $0) } }
    }

    /// The names of the parameters of a list starting at `start` (after its `(`): each name
    /// before a `:` at the list's own depth, past annotations and modifiers.
    private static func parameterNames(_ bytes: ByteView, from start: Int) -> [String] {
        var names: [String] = []
        var depth = 0
        var j = start
        var expectsName = true
        while j < bytes.count, j < start + 2_000 {
            let c = bytes[j]
            if c == UInt8(ascii: "(") || c == UInt8(ascii: "<") || c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if c == UInt8(ascii: ")") || c == UInt8(ascii: "]") || c == UInt8(ascii: "}")
                        || (c == UInt8(ascii: ">") && bytes[j - 1] != UInt8(ascii: "-")) {
                if depth == 0 { break }
                depth -= 1
            } else if depth == 0, c == UInt8(ascii: ",") {
                expectsName = true
            } else if depth == 0, expectsName, CodeNamedViews.isStart(c), bytes[j - 1] != UInt8(ascii: "@") {
                let word = CodeNamedViews.word(bytes, from: j)
                var k = word.upperBound
                while k < bytes.count, bytes[k] == 32 { k += 1 }
                if k < bytes.count, bytes[k] == UInt8(ascii: ":") {
                    names.append(String(decoding: bytes[word], as: UTF8.self))
                    expectsName = false
                }
                j = word.upperBound
                continue
            }
            j += 1
        }
        return names
    }

    private func skipSpaces(_ bytes: ByteView, _ j: inout Int) {
        while j < bytes.count, bytes[j] == 32 { j += 1 }
    }

    /// Past `<T, R : Any>` at `j`.
    private func skipTypeParameters(_ bytes: ByteView, _ j: inout Int) {
        var depth = 0
        while j < bytes.count {
            if bytes[j] == UInt8(ascii: "<") { depth += 1 } else if bytes[j] == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { j += 1; return }
            }
            j += 1
        }
    }
}
