import Foundation

/// The lines added or changed in a git work tree since a base revision, for pre-merge scans
/// that should report only what a change touched. Working-tree edits count (staged or not),
/// and untracked files that are not ignored count as wholly changed. A file that only lost
/// lines is listed with no changed line: its base version is compared (`baseVersion(of:)`).
public struct ChangedLines: Sendable {
    /// What changed in one file.
    public enum FileChange: Sendable, Hashable {
        /// A file git does not track yet: every line is new.
        case wholeFile
        /// 1-based, half-open line ranges added or changed (none when lines were only deleted).
        case lines([Range<Int>])
    }

    /// The work tree's top folder (`git rev-parse --show-toplevel`), absolute.
    public var topLevel: String
    public var base: DiffBase
    /// Changes by path relative to `topLevel`, `/`-separated.
    public var files: [String: FileChange]
    /// The base version's path of files renamed since the base, by new path.
    public var basePaths: [String: String]
    /// Reads base versions (`baseVersion(of:)`); without it none are read.
    var git: GitCommand?

    public init(topLevel: String, base: DiffBase, files: [String: FileChange], basePaths: [String: String] = [:]) {
        self.topLevel = topLevel
        self.base = base
        self.files = files
        self.basePaths = basePaths
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
    public static func load(at path: String, base: String? = nil, git runner: any GitRunner) throws(ChangedLinesError) -> ChangedLines {
        let git = GitCommand(runner)
        let topLevel = try git.topLevel(of: path)
        let resolved = try DiffBase.resolve(base, git: git, topLevel: topLevel)
        let diff = try git.run([
            "-c", "core.quotePath=false", "diff", "--unified=0", "--no-color", "--no-ext-diff", "--no-textconv", "-M",
            "--src-prefix=a/", "--dst-prefix=b/", "--ignore-submodules", resolved.revision, "--",
        ], in: topLevel)
        guard diff.succeeded else { throw DiffBase.failure(diff, "git diff against \(resolved.revision) failed") }
        let diffed = GitDiffParser.files(in: String(decoding: diff.standardOutput, as: UTF8.self))
        var files = diffed.mapValues { FileChange.lines($0.addedLines) }
        let untracked = try git.run(["ls-files", "--others", "--exclude-standard", "-z"], in: topLevel)
        guard untracked.succeeded else { throw DiffBase.failure(untracked, "git ls-files failed") }
        for name in untracked.standardOutput.split(separator: 0) {
            files[String(decoding: name, as: UTF8.self)] = .wholeFile
        }
        var changes = ChangedLines(topLevel: topLevel, base: resolved, files: files,
                                   basePaths: diffed.compactMapValues(\.basePath))
        changes.git = git
        return changes
    }

    /// The bytes of `path` (relative to `topLevel`) in the base version, for files whose
    /// unchanged lines may still hold new findings (a deleted line can remove what made them
    /// accessible); nil when the base has no such file or git cannot tell.
    public func baseVersion(of path: String) -> [UInt8]? {
        guard base.choice != .emptyTree, case .lines = files[path], let git else { return nil }
        let name = basePaths[path] ?? path
        guard let output = try? git.run(["cat-file", "blob", "\(base.revision):\(name)"], in: topLevel), output.succeeded
        else { return nil }
        return Array(output.standardOutput)
    }
}
