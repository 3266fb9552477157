import A11yScanSystem

/// Where a file lies in the git work tree that holds it: the work tree's top folder and the
/// file's path below it. This is how CI systems, code hosts and git itself name a file, so
/// report paths, baseline keys and changed lines all use it, whichever folder was scanned and
/// however paths are printed.
///
/// Found without running git: the top is the nearest folder, from the file's real folder up,
/// holding a `.git` entry (a folder, or the file a linked worktree or submodule has).
public struct RepositoryLocation: Sendable, Hashable {
    /// The work tree's top folder, absolute, with symbolic links resolved.
    public var topLevel: String
    /// The file's path relative to `topLevel`, `/`-separated; empty for the top itself.
    public var path: String

    public init(topLevel: String, path: String) {
        self.topLevel = topLevel
        self.path = path
    }

    /// The location of the folder `realFolder` (absolute, links resolved), or nil outside git.
    static func ofFolder(real realFolder: String) -> RepositoryLocation? {
        guard let top = WalkRepository.repositoryRoot(containing: realFolder),
              let path = WalkPath.relative(realFolder, to: top) else { return nil }
        return RepositoryLocation(topLevel: top, path: path)
    }

    /// The location of the file at `absolutePath`, which need not exist (an editor's unsaved
    /// file): its folder's links are resolved as far as the folder exists.
    public static func ofFile(_ absolutePath: String) -> RepositoryLocation? {
        let path = WalkPath.normalize(absolutePath)
        guard let slash = path.lastIndex(of: "/") else { return nil }
        let name = String(path[path.index(after: slash)...])
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        return ofFolder(real: FileSystem.realPath(folder) ?? folder)?.appending(name)
    }

    /// The location of `relativePath` below this folder.
    func appending(_ relativePath: String) -> RepositoryLocation {
        RepositoryLocation(topLevel: topLevel, path: WalkPath.join(path, relativePath))
    }
}
