import A11yScanSyntax

/// A gitignore-style path pattern, compiled once and matched against `/`-separated paths
/// relative to some folder. One syntax serves `.gitignore` files and the include/exclude lists
/// of the configuration, so users learn it once.
///
/// - `*` matches within one path component, `?` one character, `[a-z]` / `[!a-z]` / `[^a-z]`
///   one character of a set (POSIX classes like `[:digit:]` allowed), `\` escapes the next
///   character. None of them ever matches `/`.
/// - `**` as a whole component matches any number of components: `**/x` (at any depth),
///   `x/**` (everything inside `x`), `a/**/b` (`a/b`, `a/x/b`, …).
/// - A pattern with a `/` at its start or in its middle is anchored: it is matched against the
///   whole path. Without one it is matched against the last component, at any depth.
/// - A trailing `/` restricts the pattern to folders.
///
/// Matching is case-sensitive, as git on Linux. `?` and bracket expressions take one Unicode
/// character, as the documentation says, where git's own matcher takes one byte: `caf?`
/// matches `café` here.
public struct Glob: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// Whether the pattern is matched against the whole path (it had a leading or inner `/`).
    public let isAnchored: Bool
    /// Whether only folders can match (the pattern ended with `/`).
    public let isDirectoryOnly: Bool
    private let segments: [GlobSegment]

    /// Compiles `pattern`; throws when it has an unclosed `[`, a dangling `\`, an unknown
    /// `[:class:]`, or nothing left to match.
    public init(_ pattern: String) throws(GlobError) {
        let compiled = try GlobParser(pattern).compile()
        self.pattern = pattern
        self.isAnchored = compiled.isAnchored
        self.isDirectoryOnly = compiled.isDirectoryOnly
        self.segments = compiled.segments
    }

    /// Whether `path` (relative, `/`-separated, no leading `./` or `/`) matches. `isDirectory`
    /// tells whether the path names a folder, which folder-only patterns require.
    public func matches<Path: StringProtocol>(_ path: Path, isDirectory: Bool = false) -> Bool {
        if isDirectoryOnly && !isDirectory { return false }
        var copy = String(path)
        return copy.withByteView { matches(bytes: $0) }
    }

    /// `matches(_:isDirectory:)` for a path given as UTF-8 bytes, for callers that test one
    /// path against many patterns and convert it once.
    func matches(bytes: ByteView, isDirectory: Bool) -> Bool {
        if isDirectoryOnly && !isDirectory { return false }
        return matches(bytes: bytes)
    }

    private func matches(bytes: ByteView) -> Bool {
        if isAnchored {
            return GlobMatcher.matches(segments, path: bytes)
        }
        var nameStart = bytes.count
        while nameStart > 0, bytes[nameStart - 1] != 0x2F { nameStart -= 1 }
        return GlobMatcher.matchesComponent(segments[0], path: bytes, from: nameStart, to: bytes.count)
    }

    public var description: String { pattern }

    public static func == (lhs: Glob, rhs: Glob) -> Bool { lhs.pattern == rhs.pattern }

    public func hash(into hasher: inout Hasher) { hasher.combine(pattern) }
}
