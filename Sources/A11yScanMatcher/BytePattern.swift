import A11yScanSyntax

/// What a scan searches bytes for, a compiled regex or a literal, asked one question the same
/// way: where its first match in a range of bytes is. Rules code calls it on the concrete type
/// or through generics, so the compiler still specialises every call.
public protocol BytePattern {
    /// The first match in `bytes[range]`, in offsets of `bytes`, or nil. The subject is exactly
    /// the range: a regex's lookbehind cannot see before it. `scratch` holds the thread's regex
    /// match state (a literal needs none).
    func firstMatch(in bytes: ByteView, _ range: Range<Int>, scratch: RegexScratch) throws -> Range<Int>?
}

extension Regex: BytePattern {
    @inlinable
    public func firstMatch(in bytes: ByteView, _ range: Range<Int>, scratch: RegexScratch) throws -> Range<Int>? {
        try scratch.firstMatch(self, in: bytes, range: range)
    }
}

extension Literal: BytePattern {
    public func firstMatch(in bytes: ByteView, _ range: Range<Int>, scratch: RegexScratch) -> Range<Int>? {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count,
              let start = LiteralSearch.firstIndex(of: self, in: bytes.bytes(in: 0..<range.upperBound).buffer, from: range.lowerBound)
        else { return nil }
        return start..<(start + self.bytes.count)
    }
}
