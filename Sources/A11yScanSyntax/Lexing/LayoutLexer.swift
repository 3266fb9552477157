/// The lexer of Android layout files: only comments (`<!-- … -->`) are blanked, so that an
/// element left in a comment is no view. Attribute values stay in the code view: the layout
/// tree (`LayoutTreeBuilder`) reads them, and they are what a layout says, not prose.
enum LayoutLexer {
    static func lex(_ b: UnsafeBufferPointer<UInt8>, into s: inout LexerState) {
        let lt = UInt8(ascii: "<"), bang = UInt8(ascii: "!"), dash = UInt8(ascii: "-"), gt = UInt8(ascii: ">")
        var i = 0
        while i < b.count {
            guard b[i] == lt, i + 3 < b.count, b[i + 1] == bang, b[i + 2] == dash, b[i + 3] == dash else {
                i += 1
                continue
            }
            var j = i + 4
            while j + 2 < b.count, !(b[j] == dash && b[j + 1] == dash && b[j + 2] == gt) { j += 1 }
            let end = j + 2 < b.count ? j + 3 : b.count
            if end == b.count, j + 2 >= b.count { s.warn("unterminated comment runs to the end of the file", at: i) }
            s.comment(from: i, to: end)
            i = end
        }
    }
}
