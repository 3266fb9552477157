import A11yScanFindings
import A11yScanSystem

/// Finds the git repository a scan root lives in and gathers the ignore rules that apply
/// before the walk reaches its first folder: the repository's `info/exclude` and the
/// `.gitignore` files of the folders between the repository root and the scan root.
///
/// Only files inside the repository are read. The user's global excludes file is not, so a
/// scan gives the same result on every machine. Outside any repository the scan root acts as
/// one: `.gitignore` files inside it still apply, since a copied source tree keeps its intent.
package enum WalkRepository {
    /// The rules in force at the scan root and the scan root's path relative to the folder
    /// those rules are relative to (empty when it is that folder).
    struct Context {
        var rules: IgnoreRules
        var pathFromRulesRoot: String
    }

    /// `realRoot` is the scan root with links resolved; problems reading ignore files are
    /// appended to `problems`.
    static func context(forScanRoot realRoot: String, problems: inout [FileProblem]) -> Context {
        guard let repositoryRoot = repositoryRoot(containing: realRoot),
              let pathFromRepository = WalkPath.relative(realRoot, to: repositoryRoot)
        else {
            return Context(rules: IgnoreRules(), pathFromRulesRoot: "")
        }
        var rules = rulesAtRepositoryRoot(repositoryRoot, problems: &problems)
        var folder = ""
        for component in pathFromRepository.split(separator: "/") {
            let absoluteFolder = folder.isEmpty ? repositoryRoot : WalkPath.join(repositoryRoot, folder)
            let ignoreFile = WalkPath.join(absoluteFolder, ".gitignore")
            addIgnoreFile(at: ignoreFile, shownAs: ignoreFile, folder: folder, to: &rules, problems: &problems)
            folder = WalkPath.join(folder, String(component))
        }
        return Context(rules: rules, pathFromRulesRoot: pathFromRepository)
    }

    /// Whether the folder `realPath` inside the repository at `repositoryRoot` is ignored by the
    /// repository's ignore rules (it, or a folder above it): a build output, a vendored or
    /// generated tree, a scratch copy of other code, which is no part of that project.
    package static func isIgnoredFolder(_ realPath: String, inRepositoryAt repositoryRoot: String) -> Bool {
        guard let pathFromRepository = WalkPath.relative(realPath, to: repositoryRoot) else { return false }
        var problems: [FileProblem] = []
        var rules = rulesAtRepositoryRoot(repositoryRoot, problems: &problems)
        var folder = ""
        for component in pathFromRepository.split(separator: "/") {
            let absoluteFolder = folder.isEmpty ? repositoryRoot : WalkPath.join(repositoryRoot, folder)
            let ignoreFile = WalkPath.join(absoluteFolder, ".gitignore")
            addIgnoreFile(at: ignoreFile, shownAs: ignoreFile, folder: folder, to: &rules, problems: &problems)
            folder = WalkPath.join(folder, String(component))
            if rules.isIgnored(folder, isDirectory: true) { return true }
        }
        return false
    }

    /// The rules a repository starts with at its root: its `info/exclude`, if any.
    static func rulesAtRepositoryRoot(_ root: String, problems: inout [FileProblem]) -> IgnoreRules {
        var rules = IgnoreRules()
        if let excludeFile = excludeFile(ofRepositoryAt: root) {
            addIgnoreFile(at: excludeFile, shownAs: excludeFile, folder: "", to: &rules, problems: &problems)
        }
        return rules
    }

    /// Reads an ignore file into `rules` when it exists; an existing file that cannot be read
    /// is reported. A `.gitignore` that is a symbolic link is not followed, as in git.
    static func addIgnoreFile(
        at path: String, shownAs displayPath: String, folder: String,
        to rules: inout IgnoreRules, problems: inout [FileProblem]
    ) {
        switch FileSystem.readRegularFile(path, refusingLinks: path.hasSuffix("/.gitignore")) {
        case .success(let bytes):
            let text = String(decoding: bytes, as: UTF8.self)
            problems += rules.add(ignoreFileText: text, folder: folder, sourcePath: displayPath)
        case .failure(let error) where error.isMissing:
            break
        case .failure(let error) where error.isLink:
            problems.append(FileProblem(
                path: displayPath, kind: .warning,
                message: "ignore file is a symbolic link, which is not followed (as in git); "
                    + "its rules are not applied"))
        case .failure(let error):
            problems.append(FileProblem(
                path: displayPath, kind: .unreadable,
                message: "cannot read ignore file: \(error.message); its rules are not applied"))
        }
    }

    /// The nearest folder, from `path` upwards, that holds a `.git` folder or file.
    package static func repositoryRoot(containing path: String) -> String? {
        var folder = path
        while true {
            if FileSystem.exists(WalkPath.join(folder, ".git")) { return folder }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { return nil }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
    }

    /// Where a repository keeps `info/exclude`: inside `.git`, or, for a linked worktree whose
    /// `.git` is a file, in the common folder its `gitdir` points to.
    static func excludeFile(ofRepositoryAt root: String) -> String? {
        let dotGit = WalkPath.join(root, ".git")
        guard case .success(let status) = FileSystem.status(ofPath: dotGit, followingLinks: true) else {
            return nil
        }
        if status.kind == .directory { return WalkPath.join(dotGit, "info/exclude") }
        guard status.kind == .regular,
              let pointer = firstLine(of: dotGit), pointer.hasPrefix("gitdir:")
        else { return nil }
        let gitDirectory = WalkPath.absolute(
            String(pointer.dropFirst("gitdir:".count)).trimmingSpaces, base: root)
        var commonDirectory = gitDirectory
        if let common = firstLine(of: WalkPath.join(gitDirectory, "commondir")) {
            commonDirectory = WalkPath.absolute(common.trimmingSpaces, base: gitDirectory)
        }
        return WalkPath.join(commonDirectory, "info/exclude")
    }

    private static func firstLine(of path: String) -> String? {
        guard case .success(let bytes) = FileSystem.readRegularFile(path, refusingLinks: false) else {
            return nil
        }
        let text = String(decoding: bytes, as: UTF8.self).unicodeScalars
        let lines = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
        return lines.first.map { String(Substring($0)) }
    }
}

private extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self).unicodeScalars
        while let first = scalars.first, first == " " || first == "\t" || first == "\r" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" || last == "\r" { scalars.removeLast() }
        return String(Substring(scalars))
    }
}
