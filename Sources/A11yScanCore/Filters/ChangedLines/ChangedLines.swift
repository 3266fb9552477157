import Foundation

/// The lines added or changed in a git work tree since a base revision, for pre-merge scans
/// that should report only what a change touched. Working-tree edits count (staged or not),
/// and untracked files that are not ignored count as wholly changed. Deleted lines leave
/// nothing to report and are not recorded.
public struct ChangedLines: Sendable, Hashable {
    /// What changed in one file.
    public enum FileChange: Sendable, Hashable {
        /// A file git does not track yet: every line is new.
        case wholeFile
        /// 1-based, half-open line ranges added or changed.
        case lines([Range<Int>])
    }

    /// The work tree's top folder (`git rev-parse --show-toplevel`), absolute.
    public var topLevel: String
    public var base: DiffBase
    /// Changes by path relative to `topLevel`, `/`-separated.
    public var files: [String: FileChange]

    public init(topLevel: String, base: DiffBase, files: [String: FileChange]) {
        self.topLevel = topLevel
        self.base = base
        self.files = files
    }

    /// Whether any line of `lines` in `path` (relative to `topLevel`) was added or changed.
    public func isChanged(_ path: String, lines: ClosedRange<Int>) -> Bool {
        switch files[path] {
        case nil: return false
        case .wholeFile: return true
        case .lines(let ranges): return ranges.contains { $0.overlaps(lines.lowerBound..<(lines.upperBound + 1)) }
        }
    }

    /// Asks git what changed in the work tree holding `path` (a folder or a file) since `base`
    /// (see `DiffBase` for the default when nil).
    public static func load(at path: String, base: String? = nil) throws(ChangedLinesError) -> ChangedLines {
        let git = try GitCommand.locate()
        let topLevel = try git.topLevel(of: path)
        let resolved = try DiffBase.resolve(base, git: git, topLevel: topLevel)
        let diff = try git.run([
            "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "-M",
            "--src-prefix=a/", "--dst-prefix=b/", "--ignore-submodules", resolved.revision, "--",
        ], in: topLevel)
        guard diff.succeeded else { throw DiffBase.failure(diff, "git diff against \(resolved.revision) failed") }
        var files = GitDiffParser.addedLines(in: String(decoding: diff.standardOutput, as: UTF8.self))
            .mapValues { FileChange.lines($0) }
        let untracked = try git.run(["ls-files", "--others", "--exclude-standard", "-z"], in: topLevel)
        guard untracked.succeeded else { throw DiffBase.failure(untracked, "git ls-files failed") }
        for name in untracked.standardOutput.split(separator: 0) {
            files[String(decoding: name, as: UTF8.self)] = .wholeFile
        }
        return ChangedLines(topLevel: topLevel, base: resolved, files: files)
    }
}
