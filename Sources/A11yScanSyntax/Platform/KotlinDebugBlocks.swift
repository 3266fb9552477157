/// The one reader of a Kotlin file's debug-only blocks: the braces of `if (BuildConfig.DEBUG)
/// { … }`, the generated flag that is true only in debug builds, alone or joined to other
/// conditions by `&&`, and qualified (`com.example.BuildConfig.DEBUG`). Not its `else`, not
/// `if (!BuildConfig.DEBUG)`, not a condition under `||`. A function that returns early when
/// the flag is off is left alone: it is rare in apps and its body is not a block to point at.
enum KotlinDebugBlocks {
    /// Byte ranges inside the braces of debug-only `if` blocks of `source`'s code view, in
    /// order, not overlapping (a nested block lies inside its parent's range).
    static func regions(in source: SourceFile) -> [Range<Int>] {
        let code = source.code
        // Most files never name the flag: one pass over the bytes spares reading every `if`.
        guard mentionsFlag(code) else { return [] }
        var result: [Range<Int>] = []
        var offset = 0
        while offset + 1 < code.count {
            defer { offset += 1 }
            guard code[offset] == UInt8(ascii: "i"), code[offset + 1] == UInt8(ascii: "f"),
                  offset == 0 || !isWordByte(code[offset - 1]),
                  result.last.map({ offset >= $0.upperBound }) ?? true else { continue }
            let open = skipSpace(code, offset + 2)
            guard open < code.count, code[open] == UInt8(ascii: "("),
                  let close = source.brackets.closer(ofOpenerAt: open, end: code.count), close < code.count else { continue }
            let condition = String(decoding: code[(open + 1)..<close], as: UTF8.self).filter { !$0.isWhitespace }
            guard isDebugOnly(condition) else { continue }
            let brace = skipSpace(code, close + 1)
            guard brace < code.count, code[brace] == UInt8(ascii: "{"),
                  let end = source.brackets.closer(ofOpenerAt: brace, end: code.count), end > brace + 1 else { continue }
            result.append((brace + 1)..<end)
        }
        return result
    }

    /// `BuildConfig.DEBUG`, qualified or not, alone or joined to others by `&&`; not under
    /// `||` or `!`.
    static func isDebugOnly(_ condition: String) -> Bool {
        ConditionalRegions.requires(condition) { $0 == "BuildConfig.DEBUG" || $0.hasSuffix(".BuildConfig.DEBUG") }
    }

    /// Whether `BuildConfig` occurs in `code` at all.
    static func mentionsFlag(_ code: [UInt8]) -> Bool {
        let word = Array("BuildConfig".utf8)
        var offset = 0
        while offset + word.count <= code.count {
            if code[offset] == word[0], code[offset..<(offset + word.count)].elementsEqual(word) { return true }
            offset += 1
        }
        return false
    }

    private static func skipSpace(_ code: [UInt8], _ start: Int) -> Int {
        var offset = start
        while offset < code.count, code[offset] == UInt8(ascii: " ") || code[offset] == UInt8(ascii: "\t")
            || code[offset] == UInt8(ascii: "\n") || code[offset] == UInt8(ascii: "\r") { offset += 1 }
        return offset
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: ".")
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
