import A11yScanFindings
import A11yScanSystem

/// Which files of a walk that did not respect ignore files (`--no-ignore`) a walk that does
/// would leave out, told without walking again: when no folder walked holds ignore files of its
/// own, only the rules in force at the root (those of the repository above it) decide, and
/// they are checked against each listed file and the folders above it, as the walk would have.
package enum RootIgnoreRules {
    /// Per file of `walked`, a walk of the one folder `root` (as given, relative to
    /// `currentDirectory`), whether the root's ignore rules leave it out; nil when a folder
    /// walked holds ignore files of its own (`WalkResult.passedIgnoreFiles`).
    package static func leftOut(_ walked: WalkResult, root: String, currentDirectory: String) -> [Bool]? {
        guard !walked.passedIgnoreFiles else { return nil }
        let absoluteRoot = WalkPath.absolute(root, base: currentDirectory)
        var problems: [FileProblem] = []
        let context = WalkRepository.context(forScanRoot: FileSystem.realPath(absoluteRoot) ?? absoluteRoot, problems: &problems)
        guard !context.rules.isEmpty else { return Array(repeating: false, count: walked.files.count) }
        func isIgnored(_ pathBelowRoot: String, isDirectory: Bool) -> Bool {
            context.rules.isIgnored(WalkPath.join(context.pathFromRulesRoot, pathBelowRoot), isDirectory: isDirectory)
        }
        // Per folder below the root: whether it or a folder above it is ignored. Files come
        // sorted by path, so a folder's files mostly follow one another: each new folder is
        // looked up once.
        var ignoredFolders: [String: Bool] = [:]
        func isIgnoredFolder(_ folder: String) -> Bool {
            if folder.isEmpty { return false }
            if let known = ignoredFolders[folder] { return known }
            let slash = folder.utf8.lastIndex(of: UInt8(ascii: "/"))
            let ignored = isIgnoredFolder(slash.map { String(folder[..<$0]) } ?? "") || isIgnored(folder, isDirectory: true)
            ignoredFolders[folder] = ignored
            return ignored
        }
        var folder: String?
        var folderIgnored = false
        let files = walked.files
        return files.indices.map { position in
            guard !files.isExplicitlyNamed(at: position),
                  let below = WalkPath.relative(files.absolutePath(at: position), to: absoluteRoot)
            else { return false }
            let fileFolder = below.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(below[..<$0]) } ?? ""
            if fileFolder != folder {
                folder = fileFolder
                folderIgnored = isIgnoredFolder(fileFolder)
            }
            return folderIgnored || isIgnored(below, isDirectory: false)
        }
    }
}
