/// The include and exclude globs that select files below one walk root: the command line's,
/// relative to the root, and configuration files', relative to each file's folder, so the
/// root's path below that folder is put in front of the path tested. A file is included when
/// any include glob of either kind matches it or one of its folders.
struct WalkGlobs {
    private struct Scoped {
        /// The root's path below the globs' folder; empty when the root is that folder.
        let prefix: String
        let include: [Glob]
        let exclude: [Glob]

        func path(_ relativePath: String) -> String { WalkPath.join(prefix, relativePath) }
    }

    private let include: [Glob]
    private let exclude: [Glob]
    private let scoped: [Scoped]
    /// True when no include glob is given: every file is included.
    let includesEverything: Bool
    /// Whether the root lies in a folder an include glob names (one at or above the root).
    let includesRoot: Bool
    /// Whether the root lies in a folder an exclude glob names: nothing below it is walked.
    let excludesRoot: Bool

    init(options: WalkOptions, rootAbsolutePath: String) {
        include = options.include
        exclude = options.exclude
        let root = WalkPath.normalize(rootAbsolutePath)
        scoped = options.folderGlobs.compactMap { globs in
            WalkPath.relative(root, to: globs.folder).map { Scoped(prefix: $0, include: globs.include, exclude: globs.exclude) }
        }
        includesEverything = include.isEmpty && scoped.allSatisfy { $0.include.isEmpty }
        let rootFolders = scoped.map { scope in (scope, Self.folders(of: scope.prefix)) }
        includesRoot = rootFolders.contains { scope, folders in
            folders.contains { folder in scope.include.contains { $0.matches(folder, isDirectory: true) } }
        }
        excludesRoot = rootFolders.contains { scope, folders in
            folders.contains { folder in scope.exclude.contains { $0.matches(folder, isDirectory: true) } }
        }
    }

    func includes(_ relativePath: String, isDirectory: Bool) -> Bool {
        include.contains { $0.matches(relativePath, isDirectory: isDirectory) }
            || scoped.contains { scope in
                !scope.include.isEmpty && scope.include.contains { $0.matches(scope.path(relativePath), isDirectory: isDirectory) }
            }
    }

    func excludes(_ relativePath: String, isDirectory: Bool) -> Bool {
        exclude.contains { $0.matches(relativePath, isDirectory: isDirectory) }
            || scoped.contains { scope in
                !scope.exclude.isEmpty && scope.exclude.contains { $0.matches(scope.path(relativePath), isDirectory: isDirectory) }
            }
    }

    /// `a`, `a/b`, `a/b/c` for `a/b/c`; none for an empty path.
    private static func folders(of path: String) -> [String] {
        var folders: [String] = []
        for component in path.split(separator: "/") {
            folders.append(folders.last.map { $0 + "/" + component } ?? String(component))
        }
        return folders
    }
}
