/// The readers of the code view that rules code calls, taking a `ByteView`: each forwards to
/// the pointer reader the lexer and the tree builder use, inlined, so neither pays for the other.
extension NameTable {
    /// The vocabulary number of the name at `bytes[range]`, or -1.
    @inlinable public func lookup(_ bytes: ByteView, _ range: Range<Int>) -> Int32 { lookup(bytes.buffer, range) }
}

extension LineTable {
    /// Every line start of `bytes` (a file counted without being lexed needs its line count).
    package init(scanning bytes: ByteView) { self.init(scanning: bytes.buffer) }

    /// The byte range of 1-based `line`, without its line break.
    @inlinable public func range(ofLine line: Int, in bytes: ByteView) -> Range<Int> { range(ofLine: line, in: bytes.buffer) }
}

extension ValueClassifier {
    /// The unit of the number at `range` (`dp` of `24.dp`), if it has one.
    @inlinable package static func unit(of range: Range<Int>, in code: ByteView) -> Range<Int>? { unit(of: range, in: code.buffer) }
}
