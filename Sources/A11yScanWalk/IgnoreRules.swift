import A11yScanFindings
import A11yScanSyntax

/// The ignore rules in force in one folder of a walk: a repository's `info/exclude` and every
/// `.gitignore` from the repository root down to that folder, with git's precedence. It is a
/// value: the walker extends a parent's rules for a child folder without touching the parent's.
///
/// Semantics follow the gitignore documentation:
/// - blank lines and lines starting with `#` are skipped (`\#` is a literal `#`);
/// - trailing spaces are dropped unless escaped with `\`;
/// - a leading `!` re-includes what an earlier pattern excluded (`\!` is a literal `!`);
/// - patterns are globs (see `Glob`) matched relative to the folder of the file they come from;
/// - the last matching pattern decides; deeper files override shallower ones, and every
///   `.gitignore` overrides `info/exclude`.
///
/// A file inside an excluded folder cannot be re-included: the walker never enters an ignored
/// folder, so rules for its contents are never consulted. Decisions of this project, where
/// the documentation is silent: a line's trailing carriage return and a leading UTF-8 byte
/// order mark are dropped, so files written on Windows behave like the others; a line that is
/// not a valid glob matches nothing, as in git, and is reported as a warning.
public struct IgnoreRules: Sendable {
    /// One usable line of an ignore file.
    public struct Pattern: Sendable, Hashable {
        public let glob: Glob
        /// `!pattern`: a match re-includes the path.
        public let isNegated: Bool
        /// 1-based line in the file the pattern came from.
        public let line: Int
    }

    /// The patterns of one ignore file and the folder they are relative to.
    private struct Layer: Sendable {
        /// Folder of the ignore file, relative to the rules' root; empty for the root itself.
        let folder: String
        let patterns: [Pattern]
    }

    private var layers: [Layer] = []

    public init() {}

    /// True when no pattern is in force, so callers can skip matching altogether.
    public var isEmpty: Bool { layers.isEmpty }

    /// Adds the rules of an ignore file found in `folder` (relative to the root the paths given
    /// to `isIgnored` are relative to; empty for the root). They take precedence over every
    /// rule added before. Returns warnings for lines that could not be used, naming
    /// `sourcePath` and the line.
    @discardableResult
    public mutating func add(ignoreFileText text: String, folder: String, sourcePath: String) -> [FileProblem] {
        let (patterns, problems) = Self.parse(text, sourcePath: sourcePath)
        if !patterns.isEmpty {
            layers.append(Layer(folder: folder, patterns: patterns))
        }
        return problems
    }

    /// Parses the text of an ignore file into patterns, in file order.
    public static func parse(_ text: String, sourcePath: String) -> (patterns: [Pattern], problems: [FileProblem]) {
        var patterns: [Pattern] = []
        var problems: [FileProblem] = []
        var body = Substring(text).unicodeScalars
        if body.first == "\u{FEFF}" { body = body.dropFirst() }
        var lineNumber = 0
        for var scalars in body.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            if scalars.last == "\r" { scalars = scalars.dropLast() }
            var line = Substring(scalars)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            line = trimmingUnescapedTrailingSpaces(line)
            var isNegated = false
            if line.hasPrefix("!") {
                isNegated = true
                line = line.dropFirst()
            }
            guard !line.isEmpty else { continue }
            do {
                let glob = try Glob(String(line))
                patterns.append(Pattern(glob: glob, isNegated: isNegated, line: lineNumber))
            } catch {
                problems.append(FileProblem(
                    path: sourcePath, kind: .warning,
                    message: "ignore pattern matches nothing: \(error)", line: lineNumber))
            }
        }
        return (patterns, problems)
    }

    /// Whether `path` (relative to the rules' root, `/`-separated) is ignored by the rules in
    /// force. `isDirectory` matters for folder-only patterns (`build/`).
    public func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        var path = path
        return path.withByteView { bytes in
            for layer in layers.reversed() {
                guard let relative = Self.path(bytes, relativeTo: layer.folder) else { continue }
                for pattern in layer.patterns.reversed() where pattern.glob.matches(bytes: relative, isDirectory: isDirectory) {
                    return !pattern.isNegated
                }
            }
            return false
        }
    }

    /// The bytes of `path` after the `folder/` prefix, or nil when the path is not inside `folder`.
    private static func path(_ path: ByteView, relativeTo folder: String) -> ByteView? {
        if folder.isEmpty { return path }
        let prefixLength = folder.utf8.count
        guard path.count > prefixLength + 1, path.starts(with: folder.utf8), path[prefixLength] == UInt8(ascii: "/")
        else { return nil }
        return path.bytes(in: (prefixLength + 1)..<path.count)
    }

    /// Drops trailing spaces, keeping a space that is escaped with a backslash.
    private static func trimmingUnescapedTrailingSpaces(_ line: Substring) -> Substring {
        var end = line.startIndex
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            index = line.index(after: index)
            if character == "\\", index < line.endIndex {
                index = line.index(after: index)
                end = index
            } else if character != " " {
                end = index
            }
        }
        return line[line.startIndex..<end]
    }
}
